/** Limits of a package (a priced service): what the editor, the API and the database accept. */
export const PACKAGE_INCLUDED_MAX_ITEMS = 10;
export const PACKAGE_INCLUDED_ITEM_MAX = 100;
export const PACKAGE_DURATION_MAX = 999;
export const PACKAGE_REVISIONS_MAX = 99;
/** R$ 10 000 000,00 in cents: above it a price is a typing mistake. */
export const PACKAGE_PRICE_MAX_CENTS = 1_000_000_000;

/** Hours for events (a show of 3 h), days for production (a mix delivered in 5 days). */
export const PACKAGE_DURATION_UNITS = ['hours', 'days'] as const;
export type PackageDurationUnit = (typeof PACKAGE_DURATION_UNITS)[number];

/** How the price reads: 'R$ 1.200', 'a partir de R$ 800', or 'a combinar'. */
export const PACKAGE_PRICE_KINDS = ['fixed', 'from', 'negotiable'] as const;
export type PackagePriceKind = (typeof PACKAGE_PRICE_KINDS)[number];
