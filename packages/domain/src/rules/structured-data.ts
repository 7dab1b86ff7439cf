import { BRAND_NAME, SITE_DESCRIPTION } from '../constants/brand.ts';
import { SEARCH_PATH } from '../constants/search.ts';

/**
 * schema.org objects for the JSON-LD in a page's head (PageMeta.structuredData). Each top-level
 * object carries its own @context; every address in them is absolute; a property with nothing to
 * say is left out rather than written empty. What they state is what the page shows: the same
 * rating and count, the same price, the same places. The rules behind them are in docs/seo.md.
 * The profile's are in profile-structured-data.ts, apart, so that the home page does not carry them.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A JSON-LD object: JSON values only, no undefined. */
export type JsonLd = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | JsonLd | JsonValue[];

/** The picture that stands for the site (in the web app's public folder). */
export const SITE_LOGO = '/favicon.svg';

/** An absolute address on the site for a path; an absolute address stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href;
}

/** Throws for an address that is not absolute: a relative one would be read against nothing. */
function checkedAbsolute(url: string): string {
  if (!/^https?:\/\//.test(url)) throw new Error(`Structured data needs absolute addresses: ${url}`);
  return new URL(url).href;
}

/** Drops the properties that have nothing to say (undefined, null, empty lists). */
export function compact(entries: Record<string, JsonValue | null | undefined>): JsonLd {
  const out: JsonLd = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute. */
  url: string;
}

/** A list of the given type whose elements are its items, numbered from 1 in their order. */
function numberedList<T>(type: string, items: readonly T[], element: (item: T) => JsonLd): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': type,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...element(item) })),
  };
}

/** A trail from the widest page to this one, each step an absolute address. */
export function breadcrumbList(items: readonly BreadcrumbItem[]): JsonLd {
  return numberedList('BreadcrumbList', items, (item) => ({ name: item.name, item: checkedAbsolute(item.url) }));
}

/** A list of pages (a landing page's professionals), in the order the page shows them. */
export function itemList(urls: readonly string[]): JsonLd {
  return numberedList('ItemList', urls, (url) => ({ url: checkedAbsolute(url) }));
}

/** The home page: who runs the site and how to search it. Never a rating of the site itself. */
export function homeStructuredData(origin: string, options: { logo?: string } = {}): JsonLd[] {
  const home = absoluteUrl(origin, '/');
  return [
    {
      '@context': SCHEMA_CONTEXT,
      '@type': 'Organization',
      name: BRAND_NAME,
      url: home,
      logo: absoluteUrl(origin, options.logo ?? SITE_LOGO),
      description: SITE_DESCRIPTION,
    },
    {
      '@context': SCHEMA_CONTEXT,
      '@type': 'WebSite',
      name: BRAND_NAME,
      url: home,
      inLanguage: 'pt-BR',
      potentialAction: {
        '@type': 'SearchAction',
        // Braces kept as they are: search engines fill the placeholder in.
        target: `${absoluteUrl(origin, SEARCH_PATH)}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
