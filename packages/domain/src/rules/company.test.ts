import { describe, expect, it } from 'vitest';
import { brazilPhoneDigits, brazilPhoneLabel, companyIdentification } from './company.ts';
import { whatsappUrl } from './contact.ts';

describe("the company's identification", () => {
  it('names the razão social, the CNPJ and the address in one line', () => {
    expect(
      companyIdentification({
        legal_name: 'Palco Brasil Serviços Digitais Ltda.',
        cnpj: '11.222.333/0001-81',
        address: 'Rua A, 1, São Paulo – SP',
      }),
    ).toBe('Palco Brasil Serviços Digitais Ltda. · CNPJ 11.222.333/0001-81 · Rua A, 1, São Paulo – SP');
  });
});

describe('a support phone', () => {
  it.each([
    ['+55 (11) 91234-5678', '5511912345678'],
    ['11 91234 5678', '5511912345678'],
    ['5511912345678', '5511912345678'],
    ['(55) 99123-4567', '5555991234567'],
    ['(11) 2345-6789', '551123456789'],
    ['+55 11 2345-6789', '551123456789'],
  ])('is read with its area code (%s)', (typed, digits) => {
    expect(brazilPhoneDigits(typed)).toBe(digits);
  });

  it.each([['91234-5678'], ['+1 415 555 0100'], ['(01) 91234-5678'], ['(11) 81234-5678'], ['(11) 1234-5678'], ['']])(
    'is refused without a Brazilian area code or number (%s)',
    (typed) => {
      expect(brazilPhoneDigits(typed)).toBeNull();
    },
  );

  it('is printed as people write it and opens a WhatsApp conversation', () => {
    expect(brazilPhoneLabel('5511912345678')).toBe('(11) 91234-5678');
    expect(brazilPhoneLabel('551123456789')).toBe('(11) 2345-6789');
    expect(whatsappUrl('5511912345678')).toBe('https://wa.me/5511912345678');
    expect(whatsappUrl('+55 (11) 91234-5678', 'Olá, tudo bem?')).toBe(
      'https://wa.me/5511912345678?text=Ol%C3%A1%2C%20tudo%20bem%3F',
    );
    expect(whatsappUrl(null, 'Veja: https://palco.example/p')).toBe(
      'https://wa.me/?text=Veja%3A%20https%3A%2F%2Fpalco.example%2Fp',
    );
  });
});
