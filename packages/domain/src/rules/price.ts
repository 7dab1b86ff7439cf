import { formatNumber, formatReais } from './numbers.ts';

export interface PriceDisplay {
  prefix: string | null;
  amount: string;
}

/** Card/profile price: 'A combinar' if negotiable or no price, else 'A partir de' R$ min_price. */
export function minPriceDisplay(minPrice: number | null, negotiable: boolean): PriceDisplay {
  if (negotiable || minPrice === null) return { prefix: null, amount: 'A combinar' };
  return { prefix: 'A partir de', amount: formatReais(minPrice, { wholeReais: true }) };
}

/** What a card of a search for an occasion says of the price: that of the packages for it, or that there is none. */
export interface OccasionOffer {
  packages: number;
  min_price: number | null;
  occasion: string | null;
}

export interface CardPrice extends PriceDisplay {
  /** Which price it is: 'Pacote de casamento', 'Sem pacote de casamento'. */
  note: string | null;
}

/**
 * The card's price: the lowest of the professional's, or, for a search that asks for an occasion,
 * the lowest of their packages for it ('A partir de R$ 1.801 · Pacote de casamento'); without such a
 * package, their price still, saying so.
 */
export function cardPrice(minPrice: number | null, negotiable: boolean, offer?: OccasionOffer): CardPrice {
  if (!offer) return { ...minPriceDisplay(minPrice, negotiable), note: null };
  const occasion = offer.occasion ? offer.occasion.toLowerCase() : null;
  if (offer.packages === 0)
    return {
      ...minPriceDisplay(minPrice, negotiable),
      note: occasion ? `Sem pacote de ${occasion}` : 'Sem pacote para a ocasião',
    };
  return {
    ...minPriceDisplay(offer.min_price, offer.min_price === null),
    note: occasion ? `Pacote de ${occasion}` : 'Pacote para a ocasião',
  };
}

export function formatMinPrice(minPrice: number | null, negotiable: boolean): string {
  const d = minPriceDisplay(minPrice, negotiable);
  return d.prefix ? `${d.prefix} ${d.amount}` : d.amount;
}

/** Service price: 'Preço a combinar' when negotiable, otherwise R$ with 2 decimals. */
export function formatServicePrice(price: number | null, negotiable: boolean): string {
  if (negotiable || price === null) return 'Preço a combinar';
  return formatReais(price);
}

/**
 * Reads a price as people type it in Brazil and returns it in cents, or null when it cannot be a
 * price. A comma is the decimal mark and dots group thousands ('1.200', '1.200,50', '350,5'); with no
 * comma, dots followed by groups of three digits are thousands ('1.200.000') and a single dot followed
 * by one or two digits is a decimal mark ('350.50'). 'R$' and spaces are ignored.
 */
export function parseBrazilianPrice(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.round(input * 100) : null;
  const text = input.replace(/^\s*R\$\s*/i, '').replace(/[\s\u00a0]/g, '');
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text) || /^\d+(,\d{1,2})?$/.test(text))
    normalised = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(text)) normalised = text;
  else return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const brlExact = (cents: number) => formatReais(cents / 100, { wholeReais: cents % 100 === 0 });

/** A package's price: 'R$ 1.200', 'R$ 350,50', 'A partir de R$ 800' or 'A combinar'. */
export function formatPackagePrice(price: {
  price: number | null;
  price_from: boolean;
  is_price_negotiable: boolean;
}): string {
  if (price.is_price_negotiable || price.price === null) return 'A combinar';
  const amount = brlExact(Math.round(price.price * 100));
  return price.price_from ? `A partir de ${amount}` : amount;
}

/** The price typed back into the editor: '1.200' or '350,50'. */
export function priceInputValue(price: number | null): string {
  if (price === null) return '';
  const cents = Math.round(price * 100);
  return formatNumber(cents / 100, cents % 100 === 0 ? 0 : 2, 2);
}
