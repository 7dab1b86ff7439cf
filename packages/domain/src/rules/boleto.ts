import { daysBetween, isCalendarDay } from './calendar-day.ts';

/**
 * A bank boleto (ficha de compensação): its 44-digit barcode and the 47-digit linha digitável
 * that the payer types. Barcode: bank (3), currency (1, '9' for the real), general check digit (1),
 * due-date factor (4), amount in cents (10), free field (25, the bank's own layout).
 */

export const BOLETO_CURRENCY_REAL = '9';
export const BOLETO_AMOUNT_MAX_CENTS = 9_999_999_999;
export const BOLETO_FREE_FIELD_LENGTH = 25;
/** Day 0 of the due-date factor; factor 1000 is 2000-07-03. */
const FACTOR_BASE_DAY = '1997-10-07';
const FACTOR_MIN = 1000;
/** After 9999 (2025-02-21) the factor starts again at 1000, every 9000 days. */
const FACTOR_CYCLE = 9000;

export class BoletoError extends Error {
  override name = 'BoletoError';
}

export interface BoletoInput {
  /** The bank's 3-digit clearing code. */
  bankCode: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  amountCents: number;
  /** 25 digits laid out by the issuing bank (agreement, our number, …). */
  freeField: string;
}

/** The 4-digit due-date factor of a day, counted from 1997-10-07 and restarting at 1000 after 9999. */
export function boletoDueDateFactor(dueDate: string): string {
  if (!isCalendarDay(dueDate)) throw new BoletoError('Data de vencimento do boleto inválida.');
  const days = daysBetween(FACTOR_BASE_DAY, dueDate);
  if (days < FACTOR_MIN) throw new BoletoError('O vencimento do boleto deve ser a partir de 03/07/2000.');
  return String(((days - FACTOR_MIN) % FACTOR_CYCLE) + FACTOR_MIN);
}

/** Modulo 10 with weights 2, 1, 2, … from the right, a product's digits added: the field check digit. */
export function boletoMod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 with weights 2 to 9 from the right: the barcode's general digit, never 0 (0, 10 and 11 become 1). */
export function boletoMod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export function buildBoletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bankCode)) throw new BoletoError('O código do banco do boleto deve ter 3 dígitos.');
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents <= 0 ||
    input.amountCents > BOLETO_AMOUNT_MAX_CENTS
  ) {
    throw new BoletoError('O valor do boleto deve ser um número inteiro de centavos maior que zero.');
  }
  if (!new RegExp(`^\\d{${BOLETO_FREE_FIELD_LENGTH}}$`).test(input.freeField)) {
    throw new BoletoError(`O campo livre do boleto deve ter ${BOLETO_FREE_FIELD_LENGTH} dígitos.`);
  }
  const head = input.bankCode + BOLETO_CURRENCY_REAL;
  const tail = boletoDueDateFactor(input.dueDate) + String(input.amountCents).padStart(10, '0') + input.freeField;
  return head + boletoMod11(head + tail) + tail;
}

/** The 47-digit linha digitável of a 44-digit barcode (digits only). */
export function boletoDigitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new BoletoError('O código de barras do boleto deve ter 44 dígitos.');
  if (boletoMod11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    throw new BoletoError('O dígito verificador do código de barras não confere.');
  }
  const free = barcode.slice(19);
  const withDigit = (field: string) => field + boletoMod10(field);
  return (
    withDigit(barcode.slice(0, 4) + free.slice(0, 5)) +
    withDigit(free.slice(5, 15)) +
    withDigit(free.slice(15, 25)) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

/** '00190.50095 40144.816069 06809.350314 3 37370000000100' from the 47 digits. */
export function formatDigitableLine(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new BoletoError('A linha digitável do boleto deve ter 47 dígitos.');
  const part = (from: number, to: number) => line.slice(from, to);
  return `${part(0, 5)}.${part(5, 10)} ${part(10, 15)}.${part(15, 21)} ${part(21, 26)}.${part(26, 32)} ${part(32, 33)} ${part(33, 47)}`;
}
