import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatReais } from './numbers.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const intl = (value: number, options: Intl.NumberFormatOptions) =>
  plain(new Intl.NumberFormat('pt-BR', options).format(value));

/** Amounts and figures as the product has them: cents, ratings, counts, and some awkward doubles. */
const values = fc.oneof(
  fc.integer({ min: -10_000_000, max: 100_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.constantFrom(0, -0, 0.05, 0.5, 1.005, 2.5, 4.45, 4.75, 999.995, 1000, 1_234_567.891),
);

describe('numbers written as in Brazil, without Intl', () => {
  it('writes what Intl writes for pt-BR', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(formatReais(value)).toBe(intl(value, { style: 'currency', currency: 'BRL' }));
        expect(formatReais(value, { wholeReais: true })).toBe(
          intl(value, { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
        );
        expect(formatNumber(value)).toBe(intl(value, {}));
        expect(formatNumber(value, 1, 1)).toBe(intl(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
        expect(formatNumber(value, 0, 2)).toBe(intl(value, { minimumFractionDigits: 0, maximumFractionDigits: 2 }));
      }),
      { numRuns: 500 },
    );
  });

  it('reads as people expect', () => {
    expect(formatReais(1234.5)).toBe('R$ 1.234,50');
    expect(formatReais(300, { wholeReais: true })).toBe('R$ 300');
    expect(formatNumber(4.8, 1, 1)).toBe('4,8');
    expect(formatNumber(12_345)).toBe('12.345');
  });
});
