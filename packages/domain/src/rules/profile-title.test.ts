import { describe, expect, it } from 'vitest';
import { TITLE_MAX_CHARS } from './page-meta.ts';
import { profileTitle } from './profile-title.ts';

describe('profileTitle', () => {
  it('names the professional and every specialty when they fit', () => {
    expect(profileTitle({ name: 'Tatiane Ribeiro', specialties: ['Beatmaker', 'Mixagem'] })).toBe(
      'Tatiane Ribeiro · Beatmaker, Mixagem | Palco Brasil',
    );
    expect(profileTitle({ name: 'Tatiane Ribeiro', specialties: [] })).toBe('Tatiane Ribeiro | Palco Brasil');
  });

  it('keeps the first specialties that fit, then the name with the brand, then the name alone', () => {
    const specialties = ['Produção musical', 'Mixagem', 'Masterização', 'Synth e programação'];
    const title = profileTitle({ name: 'Maria Eduarda dos Santos', specialties });
    expect(title).toBe('Maria Eduarda dos Santos · Produção musical | Palco Brasil');
    expect(profileTitle({ name: 'Maria Eduarda dos Santos Albuquerque', specialties })).toBe(
      'Maria Eduarda dos Santos Albuquerque | Palco Brasil',
    );
    expect(profileTitle({ name: 'Maria Eduarda dos Santos Albuquerque Cavalcanti', specialties })).toBe(
      'Maria Eduarda dos Santos Albuquerque Cavalcanti',
    );
  });

  it('cuts a name too long for any title, and never goes over the limit', () => {
    const name = `Wolfgang${'Amadeus'.repeat(16)}`.slice(0, 120);
    const title = profileTitle({ name, specialties: ['DJ'] });
    expect(title).toHaveLength(TITLE_MAX_CHARS);
    expect(title.endsWith('…')).toBe(true);
    expect(title.startsWith('WolfgangAmadeus')).toBe(true);
    for (const length of [1, 20, 40, 45, 46, 47, 60, 61, 80, 120]) {
      expect(
        profileTitle({ name: 'x'.repeat(length), specialties: ['Violão', 'Guitarra'] }).length,
      ).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    }
  });
});
