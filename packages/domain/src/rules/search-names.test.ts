import { describe, expect, it } from 'vitest';
import { nameCandidate, nameHolds } from './search-names.ts';

describe('a query read as a name', () => {
  it('may be a name when its words name nothing but a small town', () => {
    expect(nameCandidate('Carolina')).toBe('carolina');
    expect(nameCandidate('Ana Lúcia')).toBe('ana lucia');
    expect(nameCandidate('lisboa')).toBe('lisboa');
  });

  it('is not one when it names a role, a state, a capital or a large city, or says a place', () => {
    for (const query of ['cantora carolina', 'dj', 'sp', 'rio', 'sampa', 'campinas', 'em carolina', '']) {
      expect(nameCandidate(query), query).toBeNull();
    }
  });

  it('is held by whole words of a name, accents and case aside', () => {
    expect(nameHolds('Ana Carolina Reis', 'carolina')).toBe(true);
    expect(nameHolds('ANA LÚCIA', 'ana lucia')).toBe(true);
    expect(nameHolds('Mário Souza', 'rio')).toBe(false);
  });
});
