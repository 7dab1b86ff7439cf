import { describe, expect, it } from 'vitest';
import type { SearchCard } from '../schemas/api/professionals.ts';
import { emptyCatalogueFields } from './catalogue-fields.ts';
import { rankMatches, type MatchCandidate } from './matching.ts';
import { emptyProfileFields } from './profile-fields.ts';

const card = (name: string, over: Partial<SearchCard> = {}): SearchCard => ({
  ...emptyProfileFields('card'),
  ...emptyCatalogueFields(),
  id: name,
  name,
  image: null,
  image_small: null,
  city: 'Rio de Janeiro',
  state: 'Rio de Janeiro',
  country: null,
  outside_brazil: false,
  rating: 0,
  review_count: 0,
  min_price: null,
  verified: false,
  responds_fast: false,
  response_minutes: null,
  services_suspended: false,
  created_at: '2025-01-01T00:00:00.000Z',
  specialties: ['Vocal'],
  genres: [],
  service_types: ['Presencial'],
  occasions: [],
  playable: null,
  ...over,
});
const candidate = (c: SearchCard, deals = 0): MatchCandidate => ({ card: c, deals });
const wedding = (packages: number, min_price: number | null) => ({ packages, min_price, occasion: 'Casamento' });
const RIO = { budget: 'De R$ 1.000 a R$ 3.000' as const, place: 'Rio de Janeiro (RJ)' };

describe('proposing professionals for a brief', () => {
  it('puts first who plays in the place with a wedding package within the budget, and says why', () => {
    const ranked = rankMatches(
      [
        candidate(card('Longe', { presence: 'other', occasion_offer: wedding(1, 900), rating: 5, review_count: 40 })),
        candidate(card('Sem pacote', { presence: 'in_person', occasion_offer: wedding(0, null), min_price: 300 })),
        candidate(card('Ana', { presence: 'in_person', occasion_offer: wedding(2, 1_800), response_minutes: 90 }), 2),
      ],
      RIO,
    );
    expect(ranked.map((m) => m.card.name)).toEqual(['Ana', 'Sem pacote', 'Longe']);
    expect(ranked[0]!.reasons).toEqual([
      'Toca em Rio de Janeiro (RJ)',
      'Pacote de casamento',
      'Cabe no orçamento',
      '2 negócios fechados pelo Palco',
      'Responde em até 2 h',
    ]);
  });

  it("weighs a package's price against the budget's ceiling, not the professional's cheapest service", () => {
    const ranked = rankMatches(
      [
        candidate(card('Caro', { presence: 'in_person', occasion_offer: wedding(1, 5_000), min_price: 300 })),
        candidate(card('Justo', { presence: 'in_person', occasion_offer: wedding(1, 2_500) })),
      ],
      RIO,
    );
    expect(ranked.map((m) => m.card.name)).toEqual(['Justo', 'Caro']);
    expect(ranked[1]!.reasons).not.toContain('Cabe no orçamento');
  });

  it('sets no ceiling for a budget above R$ 3.000 or to be agreed', () => {
    const ranked = rankMatches(
      [candidate(card('Caro', { presence: 'in_person', occasion_offer: wedding(1, 9_000) }))],
      { budget: 'A combinar', place: null },
    );
    expect(ranked[0]!.reasons).toEqual(['Pacote de casamento']);
  });

  it('keeps the order of the search between equals, and at most twice the size of a request', () => {
    const many = Array.from({ length: 14 }, (_, i) => candidate(card(`P${i}`, { presence: 'in_person' })));
    expect(rankMatches(many, RIO).map((m) => m.card.name)).toEqual([
      'P0',
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
      'P9',
    ]);
  });

  it('counts reviews by how many there are: one five-star review does not beat forty of 4,8', () => {
    const ranked = rankMatches(
      [
        candidate(card('Uma', { presence: 'in_person', rating: 5, review_count: 1 })),
        candidate(card('Quarenta', { presence: 'in_person', rating: 4.8, review_count: 40 })),
      ],
      RIO,
    );
    expect(ranked.map((m) => m.card.name)).toEqual(['Quarenta', 'Uma']);
    expect(ranked[0]!.reasons).toEqual(['Toca em Rio de Janeiro (RJ)', 'Nota 4,8']);
  });
});
