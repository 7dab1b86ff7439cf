import { describe, expect, it } from 'vitest';
import { ownProfileSchema } from './me.ts';
import { professionalProfileSchema, searchResultSchema } from './professionals.ts';
import { emptyCatalogueFields } from '../../rules/catalogue-fields.ts';
import { emptyProfileFields } from '../../rules/profile-fields.ts';

const card = {
  ...emptyProfileFields('card'),
  id: 'p1',
  name: 'Ana',
  image: null,
  image_small: null,
  city: 'Recife',
  state: 'Pernambuco',
  country: null,
  outside_brazil: false,
  rating: 4.5,
  review_count: 2,
  min_price: 300,
  verified: true,
  responds_fast: false,
  response_minutes: null,
  services_suspended: false,
  created_at: '2025-01-01T00:00:00.000Z',
  specialties: ['DJ'],
  genres: [],
  service_types: [],
  occasions: [],
  ...emptyCatalogueFields(),
  playable: { id: 'i1', title: 'Ao vivo', url: 'https://youtu.be/dQw4w9WgXcQ', content_type: 'link' },
};
const profile = {
  ...card,
  ...emptyProfileFields('profile'),
  whatsapp_country_code: '55',
  whatsapp_number: '81999999999',
  equipment: [],
  work_details: null,
  is_active: true,
  contact_bar: null,
  city_place: { code: 2611606, slug: 'recife-pe', label: 'Recife (PE)' },
  service_cities: [],
  served_occasions: [],
  deals_count: 0,
};

describe('response shapes', () => {
  it('keeps what only the owner may see out of the public profile', () => {
    const sent = professionalProfileSchema.parse({
      ...profile,
      is_blocked: false,
      user_id: 'u1',
      support_email: 'x@y.com',
    });
    expect(sent).not.toHaveProperty('is_blocked');
    expect(sent).not.toHaveProperty('user_id');
    expect(sent).not.toHaveProperty('support_email');
  });

  it('gives the owner the public fields and their own', () => {
    const status = { is_complete: true, status: 'cadastro_completo', missing_fields: [], missing: [] };
    const verification = {
      status: 'refused',
      refusal_reason: 'Foto de outra pessoa.',
      refused_at: '2026-01-01T00:00:00.000Z',
      required_for_listing: true,
    };
    const listing = {
      listed: false,
      message: 'Verificação recusada: Foto de outra pessoa.',
      steps: [{ key: 'verification', title: 'Verificação da equipe', state: 'problem', detail: 'Recusada' }],
    };
    const sent = ownProfileSchema.parse({
      ...profile,
      is_blocked: false,
      profile_status: status,
      support_email: 'x@y.com',
      verification,
      listing,
    });
    expect(sent).toMatchObject({
      whatsapp_number: '81999999999',
      is_blocked: false,
      support_email: 'x@y.com',
      verification,
      listing,
    });
  });

  it('pages a search as { items, total, page, pageSize }', () => {
    expect(searchResultSchema.parse({ items: [card], total: 1, page: 1, pageSize: 24 })).toEqual({
      items: [card],
      total: 1,
      page: 1,
      pageSize: 24,
    });
  });

  it('says on each card what it plays, or null', () => {
    expect(
      searchResultSchema.safeParse({ items: [{ ...card, playable: null }], total: 1, page: 1, pageSize: 24 }).success,
    ).toBe(true);
    const { playable: _, ...withoutPlayable } = card;
    expect(searchResultSchema.safeParse({ items: [withoutPlayable], total: 1, page: 1, pageSize: 24 }).success).toBe(
      false,
    );
  });

  it('refuses a timestamp that was not turned into a string', () => {
    expect(
      searchResultSchema.safeParse({ items: [{ ...card, created_at: new Date() }], total: 1, page: 1, pageSize: 24 })
        .success,
    ).toBe(false);
  });
});
