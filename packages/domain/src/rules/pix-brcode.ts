/**
 * The Pix BR Code: the text behind a Pix QR code and its "copia e cola", as the Central Bank's
 * Pix rules define it on top of EMV® QRCPS (merchant-presented mode). Each field is
 * ID (2 digits) + length (2 digits) + value; the last one is the CRC16 of everything before it,
 * its own '6304' included.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_KEY_MAX = 77;
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
/** A key-based code without a txid carries this in its place. */
export const PIX_NO_TXID = '***';
/** Field 54 holds at most 13 characters: '9999999999.99'. */
export const PIX_AMOUNT_MAX_CENTS = 999_999_999_999;

const ID = {
  payloadFormat: '00',
  pointOfInitiation: '01',
  merchantAccount: '26',
  categoryCode: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;
const ACCOUNT = { gui: '00', key: '01', description: '02' } as const;
const ADDITIONAL = { txid: '05' } as const;
const FIELD_MAX = 99;
/** The Brazilian real in ISO 4217. */
const CURRENCY_BRL = '986';

export class PixBrCodeError extends Error {
  override name = 'PixBrCodeError';
}

export type PixKeyKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'evp';

export interface PixBrCodeInput {
  /** The receiver's Pix key: CPF or CNPJ digits, '+55' phone, e-mail or random key (EVP). */
  key: string;
  /** In cents; left out, the payer types the amount. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** Letters and digits, up to 25; left out, '***'. */
  txid?: string;
  /** A message shown to the payer (field 26-02). */
  description?: string;
  /** Point of initiation '12': the payer's bank refuses a second payment of the same code. */
  singleUse?: boolean;
}

function tlv(id: string, value: string): string {
  if (value.length > FIELD_MAX) throw new PixBrCodeError(`O campo ${id} do BR Code passa de ${FIELD_MAX} caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function taxIdDigitsValid(digits: string, firstWeights: number[]): boolean {
  if (/^(\d)\1+$/.test(digits)) return false;
  const check = (weights: number[]) => {
    const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const body = digits.length - 2;
  // The second digit weighs one more position, the first digit included.
  const secondWeights = [firstWeights[0]! + 1, ...firstWeights];
  return check(firstWeights) === Number(digits[body]) && check(secondWeights) === Number(digits[body + 1]);
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** What kind of Pix key this is, or null when it is none of the five. */
export function pixKeyKind(key: string): PixKeyKind | null {
  if (/^\d{11}$/.test(key)) return taxIdDigitsValid(key, CPF_WEIGHTS) ? 'cpf' : null;
  if (/^\d{14}$/.test(key)) return taxIdDigitsValid(key, CNPJ_WEIGHTS) ? 'cnpj' : null;
  if (/^\+55\d{10,11}$/.test(key)) return 'phone';
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'evp';
  if (key.length <= PIX_KEY_MAX && /^[!-~]+$/.test(key) && /^[^@]+@[^@]+\.[a-z]{2,}$/i.test(key)) return 'email';
  return null;
}

/**
 * Merchant name and city in the characters every payer's app reads: accents removed, printable
 * ASCII only, spaces collapsed, cut to `max`.
 */
export function normalizeMerchantText(text: string, max: number): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim();
}

export function formatPixAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Builds a key-based Pix BR Code; throws PixBrCodeError with the reason when an input does not fit. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const key = input.key.trim();
  if (!pixKeyKind(key)) {
    throw new PixBrCodeError(
      'Chave Pix inválida: use CPF ou CNPJ (só números), celular com +55, e-mail ou chave aleatória.',
    );
  }
  const { amountCents } = input;
  if (
    amountCents !== undefined &&
    (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > PIX_AMOUNT_MAX_CENTS)
  ) {
    throw new PixBrCodeError('O valor do Pix deve ser um número inteiro de centavos maior que zero.');
  }
  const name = normalizeMerchantText(input.merchantName, PIX_MERCHANT_NAME_MAX);
  if (!name) throw new PixBrCodeError('Informe o nome do recebedor do Pix.');
  const city = normalizeMerchantText(input.merchantCity, PIX_MERCHANT_CITY_MAX);
  if (!city) throw new PixBrCodeError('Informe a cidade do recebedor do Pix.');
  const txid = input.txid ?? PIX_NO_TXID;
  if (txid !== PIX_NO_TXID && !new RegExp(`^[A-Za-z0-9]{1,${PIX_TXID_MAX}}$`).test(txid)) {
    throw new PixBrCodeError(`O identificador (txid) do Pix deve ter de 1 a ${PIX_TXID_MAX} letras ou números.`);
  }
  const description = input.description ? normalizeMerchantText(input.description, FIELD_MAX) : '';

  let account = tlv(ACCOUNT.gui, PIX_GUI) + tlv(ACCOUNT.key, key);
  if (description) account += tlv(ACCOUNT.description, description);
  if (account.length > FIELD_MAX)
    throw new PixBrCodeError('Chave e mensagem do Pix juntas passam do tamanho permitido.');

  const payload =
    tlv(ID.payloadFormat, '01') +
    (input.singleUse ? tlv(ID.pointOfInitiation, '12') : '') +
    tlv(ID.merchantAccount, account) +
    tlv(ID.categoryCode, '0000') +
    tlv(ID.currency, CURRENCY_BRL) +
    (amountCents === undefined ? '' : tlv(ID.amount, formatPixAmount(amountCents))) +
    tlv(ID.country, 'BR') +
    tlv(ID.merchantName, name) +
    tlv(ID.merchantCity, city) +
    tlv(ID.additionalData, tlv(ADDITIONAL.txid, txid)) +
    `${ID.crc}04`;
  return payload + crc16Ccitt(payload);
}

export interface BrCodeField {
  id: string;
  value: string;
}

/** Splits a run of ID-length-value fields; throws when a field is cut short. */
export function parseTlv(text: string): BrCodeField[] {
  const fields: BrCodeField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) throw new PixBrCodeError(`BR Code ilegível na posição ${at}.`);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length)
      throw new PixBrCodeError(`O campo ${head.slice(0, 2)} do BR Code termina antes do tamanho declarado.`);
    fields.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/**
 * Reads a BR Code back into its fields (templates 26 and 62 into their own), after checking that
 * it ends with a CRC field and that the CRC matches.
 */
export function parseBrCode(code: string): Map<string, string> {
  const fields = parseTlv(code);
  const last = fields.at(-1);
  if (!last || last.id !== ID.crc || last.value.length !== 4)
    throw new PixBrCodeError('O BR Code não termina com o campo de CRC (63).');
  if (crc16Ccitt(code.slice(0, -4)) !== last.value.toUpperCase())
    throw new PixBrCodeError('O CRC do BR Code não confere.');
  const out = new Map<string, string>();
  for (const field of fields) {
    out.set(field.id, field.value);
    if (field.id === ID.merchantAccount || field.id === ID.additionalData) {
      for (const inner of parseTlv(field.value)) out.set(`${field.id}.${inner.id}`, inner.value);
    }
  }
  return out;
}
