import type { Service } from '@app/domain/schemas/api/professionals';

/** A professional's service (package) as the API sends it, for component tests. */
export const serviceFixture = (overrides: Partial<Service> = {}): Service => ({
  id: 'abc',
  professional_id: 'p',
  title: 'Mixagem',
  description: 'Mix completa',
  price: 300,
  price_from: false,
  is_price_negotiable: false,
  included: [],
  duration_value: null,
  duration_unit: null,
  revisions: null,
  occasions: [],
  ...overrides,
});
