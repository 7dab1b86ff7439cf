import type { ProfessionalCard } from '@app/domain/schemas/api/professionals';
import { emptyCatalogueFields } from '@app/domain/rules/catalogue-fields';
import { emptyProfileFields } from '@app/domain/rules/profile-fields';

/** A listed professional's search card as the API sends it, for component tests. */
export const professionalCardFixture = (overrides: Partial<ProfessionalCard> = {}): ProfessionalCard => ({
  ...emptyProfileFields('card'),
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Lia Som',
  image: null,
  image_small: null,
  description: 'Cantora e compositora.',
  city: 'Recife',
  state: 'Pernambuco',
  country: null,
  outside_brazil: false,
  rating: 4.8,
  review_count: 3,
  min_price: 200,
  verified: true,
  responds_fast: false,
  response_minutes: null,
  services_suspended: false,
  created_at: '2025-01-01T00:00:00.000Z',
  specialties: ['Vocal'],
  genres: ['MPB'],
  service_types: [],
  occasions: [],
  ...emptyCatalogueFields(),
  playable: null,
  ...overrides,
});
