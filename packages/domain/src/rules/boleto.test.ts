import { describe, expect, it } from 'vitest';
import {
  boletoDigitableLine,
  boletoDueDateFactor,
  boletoMod10,
  boletoMod11,
  buildBoletoBarcode,
  formatDigitableLine,
} from './boleto.ts';

// A Banco do Brasil boleto of R$ 1,00 published as an example: its barcode and its linha digitável.
const BB_BARCODE = '00193373700000001000500940144816060680935031';
const BB_LINE = '00190500954014481606906809350314337370000000100';

describe('boleto', () => {
  it('turns a known barcode into its published linha digitável', () => {
    expect(boletoDigitableLine(BB_BARCODE)).toBe(BB_LINE);
    expect(formatDigitableLine(BB_LINE)).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });

  it('builds the same barcode from its parts', () => {
    expect(boletoDueDateFactor('2007-12-31')).toBe('3737');
    expect(
      buildBoletoBarcode({
        bankCode: '001',
        dueDate: '2007-12-31',
        amountCents: 100,
        freeField: '0500940144816060680935031',
      }),
    ).toBe(BB_BARCODE);
  });

  it('computes the field digits (modulo 10) and the general digit (modulo 11, never 0)', () => {
    expect(boletoMod10('001905009')).toBe(5);
    expect(boletoMod10('4014481606')).toBe(9);
    expect(boletoMod10('0680935031')).toBe(4);
    expect(boletoMod11(BB_BARCODE.slice(0, 4) + BB_BARCODE.slice(5))).toBe(3);
    // A remainder of 0 or 1 would give 11 or 10: the digit is 1 then.
    expect(boletoMod11('0')).toBe(1);
  });

  it('counts the due-date factor from 1997-10-07 and starts again at 1000 after 9999', () => {
    expect(boletoDueDateFactor('2000-07-03')).toBe('1000');
    expect(boletoDueDateFactor('2000-07-05')).toBe('1002');
    expect(boletoDueDateFactor('2025-02-21')).toBe('9999');
    expect(boletoDueDateFactor('2025-02-22')).toBe('1000');
    expect(boletoDueDateFactor('2025-02-23')).toBe('1001');
    expect(() => boletoDueDateFactor('2000-07-02')).toThrow(/03\/07\/2000/);
    expect(() => boletoDueDateFactor('2026-02-30')).toThrow('Data de vencimento do boleto inválida.');
  });

  it('puts every check digit right in a line it builds', () => {
    const barcode = buildBoletoBarcode({
      bankCode: '000',
      dueDate: '2026-12-10',
      amountCents: 4700,
      freeField: '1234567890123456789012345',
    });
    const line = boletoDigitableLine(barcode);
    expect(line).toHaveLength(47);
    expect(line.slice(0, 10)).toBe(`0009${'12345'}${boletoMod10('000912345')}`);
    expect(line.slice(33)).toBe(`${boletoDueDateFactor('2026-12-10')}0000004700`);
    expect(formatDigitableLine(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  it('refuses wrong inputs with the reason', () => {
    const ok = { bankCode: '001', dueDate: '2026-12-10', amountCents: 4700, freeField: '0'.repeat(25) };
    expect(() => buildBoletoBarcode({ ...ok, bankCode: '1' })).toThrow(
      'O código do banco do boleto deve ter 3 dígitos.',
    );
    expect(() => buildBoletoBarcode({ ...ok, amountCents: 0 })).toThrow(/maior que zero/);
    expect(() => buildBoletoBarcode({ ...ok, amountCents: 10_000_000_000 })).toThrow(/maior que zero/);
    expect(() => buildBoletoBarcode({ ...ok, freeField: '123' })).toThrow(
      'O campo livre do boleto deve ter 25 dígitos.',
    );
    expect(() => boletoDigitableLine(BB_BARCODE.replace(/^00193/, '00194'))).toThrow(
      'O dígito verificador do código de barras não confere.',
    );
    expect(() => boletoDigitableLine('123')).toThrow(/44 dígitos/);
  });
});
