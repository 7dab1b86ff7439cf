import { describe, expect, it } from 'vitest';
import { isVisibleText, stripInvisibleText } from './text-safety.ts';

describe('invisible and direction-changing characters', () => {
  it.each([
    ['a right-to-left override', 'Ana\u202Eoãoj'],
    ['a left-to-right isolate', '\u2066Ana\u2069'],
    ['a right-to-left mark', 'Ana\u200F'],
    ['a zero-width space', 'A\u200Bna'],
    ['a zero-width joiner between letters', 'A\u200Dna'],
    ['a byte-order mark', '\uFEFFAna'],
    ['an Arabic letter mark', 'Ana\u061C'],
  ])('finds %s', (_what, text) => {
    expect(isVisibleText(text)).toBe(false);
    expect(stripInvisibleText(text)).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u061C]/u);
  });

  it('accepts names in any script, with accents and emoji', () => {
    for (const name of ['João da Conceição', 'محمد', 'DJ Kaio 🎧', 'Família 👨‍👩‍👧', '李小龍'])
      expect(isVisibleText(name), name).toBe(true);
  });

  it('strips them from long text, keeping emoji sequences and composing accents', () => {
    expect(stripInvisibleText('Som\u200B ao\u202E vivo 👨‍👩‍👧')).toBe('Som ao vivo 👨‍👩‍👧');
    expect(stripInvisibleText('Joa\u0303o')).toBe('João');
  });
});
