import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@app/domain/schemas/api/professionals';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, searchFor, type TestApp } from '../../test/helpers.ts';

// A search that asks for an occasion says, on each card, what the professional's packages for it cost.
let ctx: TestApp;

const search = (query: string) => searchFor(ctx, query);
const offers = (result: SearchResult) =>
  Object.fromEntries(result.items.map((i) => [i.name, i.occasion_offer ?? 'none']));

beforeAll(async () => {
  ctx = await buildTestApp();
  const d = ctx.deps;
  const rita = await createProfessional(d, { name: 'Rita Rio', specialties: ['Vocal'], occasions: ['casamento'] });
  const lia = await createProfessional(d, { name: 'Lia Letras', specialties: ['Letra'], occasions: ['casamento'] });
  const pkg = (professionalId: string, title: string, priceCents: number | null, occasions: string[]) => ({
    professionalId,
    title,
    description: `${title}, descrição`,
    priceCents,
    isPriceNegotiable: priceCents === null,
    occasions,
  });
  await d.db
    .insert(t.services)
    .values([
      pkg(rita.professionalId, 'Letra sob encomenda', 30_000, ['jingle-e-publicidade']),
      pkg(rita.professionalId, 'Cerimônia de casamento', 180_050, ['casamento']),
      pkg(rita.professionalId, 'Cerimônia e festa', 320_000, ['casamento', 'aniversario-e-festa']),
      pkg(lia.professionalId, 'Letra para os noivos', null, ['jingle-e-publicidade']),
    ]);
});

afterAll(() => ctx.close());

describe('a card of a search for an occasion', () => {
  it('says how many packages fit it and the lowest of their prices, or that none does', async () => {
    expect(offers(await search('?occasions=casamento'))).toEqual({
      'Rita Rio': { packages: 2, min_price: 1801, occasion: 'Casamento' },
      'Lia Letras': { packages: 0, min_price: null, occasion: 'Casamento' },
    });
  });

  it('says nothing of it when no occasion is asked', async () => {
    expect(Object.values(offers(await search('')))).toEqual(['none', 'none']);
  });
});

describe('an occasion typed in the words', () => {
  it('that needs presence does not offer who only works at a distance, as the filter does not', async () => {
    await createProfessional(ctx.deps, {
      name: 'Nina Online',
      specialties: ['Vocal'],
      serviceTypes: ['À distância'],
      occasions: ['casamento'],
      rating: 5,
      reviewCount: 40,
    });
    await createProfessional(ctx.deps, {
      name: 'Bia Presente',
      specialties: ['Vocal'],
      serviceTypes: ['Presencial', 'À distância'],
      occasions: ['casamento'],
      rating: 3,
      reviewCount: 2,
    });
    for (const query of ['?q=cantora%20casamento', '?q=cantora&occasions=casamento']) {
      const names = (await search(query)).items.map((i) => i.name);
      expect(names, query).toContain('Bia Presente');
      expect(names, query).not.toContain('Nina Online');
    }
    // Typed with an occasion that does not need presence, she is offered.
    await createProfessional(ctx.deps, {
      name: 'Nina Jingle',
      specialties: ['Vocal'],
      serviceTypes: ['À distância'],
      occasions: ['jingle-e-publicidade'],
    });
    expect((await search('?q=cantora%20jingle')).items.map((i) => i.name)).toContain('Nina Jingle');
  });
});
