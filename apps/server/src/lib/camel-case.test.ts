import { describe, expect, it } from 'vitest';
import { camelCased } from './camel-case.ts';

describe('camelCased', () => {
  it('writes snake_case keys in camelCase and keeps the values', () => {
    const input = {
      title: 'Show',
      price_cents: 120_000,
      price_from: false,
      duration_unit: null,
      occasions: ['casamento'],
    };
    expect(camelCased(input)).toEqual({
      title: 'Show',
      priceCents: 120_000,
      priceFrom: false,
      durationUnit: null,
      occasions: ['casamento'],
    });
  });

  it('keeps keys without an underscore and leaves no key behind', () => {
    const out = camelCased({ url: 'https://x.example', content_type: 'link' as const });
    expect(Object.keys(out).sort()).toEqual(['contentType', 'url']);
  });
});
