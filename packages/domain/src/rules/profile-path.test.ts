import { describe, expect, it } from 'vitest';
import { profilePath, profileShortId, shortIdOfSlug, slugify } from './profile-path.ts';

const ID = '3f9a1c2e-8b7d-4a5f-9e3d-2c1b0a9f8e7d';

describe('readable profile addresses', () => {
  it('are the name in ASCII words and the first 12 hex digits of the id', () => {
    expect(profilePath({ id: ID, name: 'Marina Costa' })).toBe('/profissional/marina-costa-3f9a1c2e8b7d');
    expect(profilePath({ id: ID, name: 'São João & Trio Forró Pé-de-Serra' })).toBe(
      '/profissional/sao-joao-trio-forro-pe-de-serra-3f9a1c2e8b7d',
    );
    expect(profilePath({ id: ID, name: '★ ★' })).toBe('/profissional/perfil-3f9a1c2e8b7d');
    expect(profileShortId(ID.toUpperCase())).toBe('3f9a1c2e8b7d');
  });

  it('keep long names to 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b c`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('find the short id at the end, whatever the name in front', () => {
    expect(shortIdOfSlug('marina-costa-3f9a1c2e8b7d')).toBe('3f9a1c2e8b7d');
    expect(shortIdOfSlug('nome-antigo-3F9A1C2E8B7D')).toBe('3f9a1c2e8b7d');
    expect(shortIdOfSlug('3f9a1c2e8b7d')).toBe('3f9a1c2e8b7d');
    expect(shortIdOfSlug('marina-costa')).toBeNull();
    expect(shortIdOfSlug('marina-3f9a1c2e8b7')).toBeNull();
    expect(shortIdOfSlug('marina-3f9a1c2e8b7dz')).toBeNull();
  });
});
