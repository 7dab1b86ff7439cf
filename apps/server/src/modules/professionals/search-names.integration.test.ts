import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@app/domain/schemas/api/professionals';
import { buildTestApp, createProfessional, searchFor, type TestApp } from '../../test/helpers.ts';

// Words that whole words of a listed professional's name hold find that professional, not whoever
// plays in a town of the same name or works online.
let ctx: TestApp;

const search = (query: string) => searchFor(ctx, query);
const names = (result: SearchResult) => result.items.map((i) => i.name);

beforeAll(async () => {
  ctx = await buildTestApp();
  const d = ctx.deps;
  await createProfessional(d, {
    name: 'Ana Carolina Reis',
    city: 'Recife',
    state: 'Pernambuco',
    specialties: ['Vocal'],
    genres: ['Forró'],
    serviceTypes: ['Presencial'],
  });
  // Works online, with MPB: found for any town, but not for a name.
  await createProfessional(d, {
    name: 'Olga Online',
    city: 'Curitiba',
    state: 'Paraná',
    specialties: ['Vocal'],
    genres: ['MPB'],
    serviceTypes: ['À distância'],
  });
  // Lives in Carolina (MA).
  await createProfessional(d, {
    name: 'Marcos Maranhão',
    city: 'Carolina',
    state: 'Maranhão',
    specialties: ['Vocal'],
    genres: ['MPB'],
    serviceTypes: ['Presencial'],
  });
  await createProfessional(d, {
    name: 'Mário Rio',
    city: 'São Paulo',
    state: 'São Paulo',
    specialties: ['DJ'],
    serviceTypes: ['Presencial'],
  });
});

afterAll(() => ctx.close());

describe('names find names', () => {
  it('reads a word a name holds as that name, not as the town of the same name', async () => {
    const result = await search('?q=carolina');
    expect(names(result)).toEqual(['Ana Carolina Reis']);
    expect(result.presence).toBeUndefined();
    expect(names(await search(`?q=${encodeURIComponent('Ana Carolina')}`))).toEqual(['Ana Carolina Reis']);
  });

  it('finds nobody when a filter leaves the named person out, and offers to search without it', async () => {
    const result = await search('?q=carolina&genres=MPB');
    expect(result.total).toBe(0);
    expect(result.without_filter).toEqual([{ filter: 'genres', total: 1 }]);
  });

  it('reads the town when the words say it is a place, or name something else too', async () => {
    const place = await search(`?q=${encodeURIComponent('cantora em carolina')}`);
    expect(names(place)).toContain('Marcos Maranhão');
    expect(names(place)).toContain('Olga Online');
    const role = await search(`?q=${encodeURIComponent('cantora carolina')}`);
    expect(names(role)[0]).toBe('Marcos Maranhão');
  });

  it('keeps a capital a place, whatever names hold it', async () => {
    const rio = await search('?q=rio');
    expect(rio.presence).toMatchObject({ place: 'Rio de Janeiro (RJ)' });
    expect(names(rio)).toContain('Olga Online');
  });
});
