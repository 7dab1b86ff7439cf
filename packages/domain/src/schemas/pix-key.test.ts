import { describe, expect, it } from 'vitest';
import { maskPixKey, normalizePixKey, PIX_KEY_MESSAGES, pixKeyInputSchema, reducedPixKey } from './pix-key.ts';

describe('a Pix key as typed', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 21 3456-7890', '+552134567890'],
    ['email', ' Lia.Som@Exemplo.com.br ', 'lia.som@exemplo.com.br'],
    ['evp', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
  ] as const)('%s %j is kept as %j', (kind, typed, key) => {
    expect(normalizePixKey(kind, typed)).toBe(key);
  });

  it('refuses a key whose check digits or form are wrong, saying what to check', () => {
    for (const [kind, typed] of [
      ['cpf', '529.982.247-26'],
      ['cpf', '111.111.111-11'],
      ['cnpj', '11.222.333/0001-82'],
      ['phone', '98765-4321'],
      ['email', 'lia@'],
      ['evp', 'abc'],
    ] as const) {
      const parsed = pixKeyInputSchema.safeParse({ kind, key: typed, holder_name: 'Lia Som' });
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe(PIX_KEY_MESSAGES[kind]);
    }
    expect(
      pixKeyInputSchema.safeParse({ kind: 'cpf', key: '52998224725', holder_name: 'L' }).error!.issues[0]!.message,
    ).toBe(PIX_KEY_MESSAGES.holder);
  });

  it('is shown masked: a CPF without its first and last digits', () => {
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('phone', '+5511987654321')).toBe('(11) 98765-4321');
    expect(maskPixKey('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('the key an agreement keeps after its owner left', () => {
  it('shows enough to recognise it, not to reach the person', () => {
    expect(reducedPixKey('cpf', '12345678909')).toBe('***.456.789-**');
    expect(reducedPixKey('phone', '+5511987654321')).toBe('(11) *****-4321');
    expect(reducedPixKey('email', 'lia@banco.com.br')).toBe('l***@banco.com.br');
    expect(reducedPixKey('evp', '123e4567-e12b-12d1-a456-426655440000')).toBe('123e…0000');
  });
});
