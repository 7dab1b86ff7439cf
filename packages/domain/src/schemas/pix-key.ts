import { z } from 'zod';
import { pixKeyKind, type PixKeyKind } from '../rules/pix-brcode.ts';

/**
 * The Pix key a professional receives a deposit on, typed as people type it ('123.456.789-09',
 * '(11) 98765-4321') and kept as the BR Code reads it (digits, '+55…', lower case), with the name
 * the payer's bank shows, which the client is told to check before paying.
 */

export const PIX_KEY_KINDS = [
  { kind: 'cpf', label: 'CPF' },
  { kind: 'cnpj', label: 'CNPJ' },
  { kind: 'phone', label: 'Celular' },
  { kind: 'email', label: 'E-mail' },
  { kind: 'evp', label: 'Chave aleatória' },
] as const satisfies readonly { kind: PixKeyKind; label: string }[];

export const PIX_KEY_MESSAGES: Record<PixKeyKind | 'kind' | 'holder', string> = {
  kind: 'Escolha o tipo da chave.',
  cpf: 'CPF inválido: confira os 11 dígitos.',
  cnpj: 'CNPJ inválido: confira os 14 dígitos.',
  phone: 'Celular inválido: use o DDD e o número, como (11) 98765-4321.',
  email: 'E-mail inválido: confira o endereço cadastrado como chave no seu banco.',
  evp: 'Chave aleatória inválida: copie a chave do app do seu banco (32 letras e números, com hífens).',
  holder: 'Escreva o nome do titular como o banco mostra (de 2 a 60 caracteres).',
};

/** The key as the BR Code carries it, from the way it was typed; null when it cannot be one of its kind. */
export function normalizePixKey(kind: PixKeyKind, typed: string): string | null {
  const text = typed.trim();
  let key: string;
  if (kind === 'cpf' || kind === 'cnpj') key = text.replace(/[\s.\-/]/g, '');
  else if (kind === 'phone') {
    const digits = text.replace(/\D/g, '');
    const national = text.startsWith('+') || digits.length > 11 ? digits.replace(/^55/, '') : digits;
    key = `+55${national}`;
  } else key = text.toLowerCase();
  return pixKeyKind(key) === kind ? key : null;
}

/** The key shown back to its owner and to clients: enough to recognise it, not all of a CPF. */
export function maskPixKey(kind: PixKeyKind, key: string): string {
  if (kind === 'cpf') return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
  if (kind === 'cnpj')
    return `${key.slice(0, 2)}.${key.slice(2, 5)}.${key.slice(5, 8)}/${key.slice(8, 12)}-${key.slice(12)}`;
  if (kind === 'phone') return `(${key.slice(3, 5)}) ${key.slice(5, -4)}-${key.slice(-4)}`;
  return key;
}

/**
 * The key as an agreement keeps it once its owner deleted the account: enough for the client to
 * recognise where the deposit went, not enough to reach the person.
 */
export function reducedPixKey(kind: PixKeyKind, key: string): string {
  if (kind === 'cpf' || kind === 'cnpj') return maskPixKey(kind, key);
  if (kind === 'phone') return `(${key.slice(3, 5)}) *****-${key.slice(-4)}`;
  if (kind === 'email') return `${key[0]}***@${key.split('@')[1] ?? ''}`;
  return `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/** PUT /api/me/pix-key. */
export const pixKeyInputSchema = z
  .object({
    kind: z.enum(PIX_KEY_KINDS.map((k) => k.kind) as [PixKeyKind, ...PixKeyKind[]], PIX_KEY_MESSAGES.kind),
    key: z.string().max(100),
    holder_name: z
      .string(PIX_KEY_MESSAGES.holder)
      .trim()
      .min(2, PIX_KEY_MESSAGES.holder)
      .max(60, PIX_KEY_MESSAGES.holder),
  })
  .transform((input, ctx) => {
    const key = normalizePixKey(input.kind, input.key);
    if (!key) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: PIX_KEY_MESSAGES[input.kind] });
      return z.NEVER;
    }
    return { ...input, key };
  });
export type PixKeyInput = z.input<typeof pixKeyInputSchema>;

export const ownPixKeySchema = z.object({
  pix_key: z
    .object({
      kind: z.enum(PIX_KEY_KINDS.map((k) => k.kind) as [PixKeyKind, ...PixKeyKind[]]),
      key: z.string(),
      masked: z.string(),
      holder_name: z.string(),
    })
    .nullable(),
});
export type OwnPixKey = z.infer<typeof ownPixKeySchema>;
