import { describe, expect, it } from 'vitest';
import { cnpjCharacters, formatCnpj, isValidCnpj } from './cnpj.ts';

describe('a CNPJ', () => {
  it.each([
    ['11.222.333/0001-81'],
    ['11222333000181'],
    [' 11 222 333 0001 81 '],
    ['45.997.418/0001-53'],
    // The Receita's example of the alphanumeric CNPJ, in capitals or not.
    ['12.ABC.345/01DE-35'],
    ['12abc34501de35'],
  ])('is accepted with the right check digits (%s)', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'second check digit wrong'],
    ['11.222.333/0001-91', 'first check digit wrong'],
    ['11.222.334/0001-81', 'a digit changed'],
    ['1122233300018', '13 characters'],
    ['112223330001810', '15 characters'],
    ['11.222.333/0001-8A', 'a letter in the check digits'],
    ['11.222.333_0001-81', 'a character that is not punctuation'],
    ['', 'empty'],
  ])('is refused when wrong (%s: %s)', (value) => {
    expect(isValidCnpj(value)).toBe(false);
  });

  it('is refused when all its digits are equal, although the arithmetic would pass', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidCnpj(String(d).repeat(14))).toBe(false);
      expect(isValidCnpj(`${d}${d}.${d}${d}${d}.${d}${d}${d}/${d}${d}${d}${d}-${d}${d}`)).toBe(false);
    }
  });

  it('is printed as 00.000.000/0000-00, however it was typed', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222333/000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('is not printed when it is not valid', () => {
    expect(formatCnpj('11.222.333/0001-82')).toBeNull();
    expect(formatCnpj('00000000000000')).toBeNull();
  });

  it('keeps its characters without the punctuation', () => {
    expect(cnpjCharacters('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
