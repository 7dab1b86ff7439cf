import { describe, expect, it } from 'vitest';
import { formatPackagePrice, priceInputValue } from './price.ts';
import { formatPackageDuration, formatPackageRevisions, packageChoiceLabel, packageFacts } from './packages.ts';

describe('packages as clients read them', () => {
  it('prices a package fixed, from, or to be agreed, with cents only when there are any', () => {
    expect(formatPackagePrice({ price: 1200, price_from: false, is_price_negotiable: false })).toBe('R$ 1.200');
    expect(formatPackagePrice({ price: 800, price_from: true, is_price_negotiable: false })).toBe('A partir de R$ 800');
    expect(formatPackagePrice({ price: 350.5, price_from: false, is_price_negotiable: false })).toBe('R$ 350,50');
    expect(formatPackagePrice({ price: null, price_from: false, is_price_negotiable: true })).toBe('A combinar');
    expect(priceInputValue(1200)).toBe('1.200');
    expect(priceInputValue(350.5)).toBe('350,50');
  });

  it('says how long, how many revisions and which occasions', () => {
    expect(formatPackageDuration(1, 'hours')).toBe('Duração: 1 hora');
    expect(formatPackageDuration(5, 'days')).toBe('Entrega em 5 dias');
    expect(formatPackageRevisions(0)).toBe('Sem revisões');
    expect(formatPackageRevisions(1)).toBe('1 revisão');
    expect(
      packageFacts({
        title: 'Cerimônia',
        price: 700,
        price_from: false,
        is_price_negotiable: false,
        duration_value: 2,
        duration_unit: 'hours',
        revisions: null,
        occasions: ['casamento'],
      }),
    ).toEqual(['Duração: 2 horas', 'Casamento']);
    expect(packageChoiceLabel({ title: 'Cerimônia', price: 700, price_from: false, is_price_negotiable: false })).toBe(
      'Cerimônia (R$ 700)',
    );
  });
});
