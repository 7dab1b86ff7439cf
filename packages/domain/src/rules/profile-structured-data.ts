import { RATING_MAX, RATING_MIN } from '../constants/business.ts';
import { BRAZIL_STATES, ONLINE_SERVICE_TYPE } from '../constants/catalog.ts';
import type { ProfessionalProfile, Service } from '../schemas/api/professionals.ts';
import { searchPath, SEARCH_PATH } from './canonical-search.ts';
import { instagramUrl } from './contact.ts';
import { formatMinPrice } from './price.ts';
import { profilePath } from './profile-path.ts';
import { ratingDisplay } from './rating.ts';
import {
  absoluteUrl,
  breadcrumbList,
  compact,
  SCHEMA_CONTEXT,
  type BreadcrumbItem,
  type JsonLd,
} from './structured-data.ts';

/** A public profile's schema.org objects (see structured-data.ts and docs/seo.md). */

const BRAZIL = 'Brasil';

/** 'Niterói (RJ)' → { name: 'Niterói', uf: 'RJ' }. */
function cityOfLabel(label: string): { name: string; uf: string | null } {
  const match = /^(.*) \(([A-Z]{2})\)$/.exec(label);
  return match ? { name: match[1]!, uf: match[2]! } : { name: label, uf: null };
}

const stateOfUf = (uf: string | null) => BRAZIL_STATES.find((s) => s.uf === uf) ?? null;
const stateNamed = (name: string | null) => BRAZIL_STATES.find((s) => s.name === name) ?? null;

function cityPlace(label: string): JsonLd {
  const { name, uf } = cityOfLabel(label);
  const state = stateOfUf(uf);
  return compact({
    '@type': 'City',
    name,
    containedInPlace: state
      ? { '@type': 'State', name: state.name, containedInPlace: { '@type': 'Country', name: BRAZIL } }
      : null,
  });
}

/** Where the professional plays: their city and the other cities they serve; anywhere in Brazil online. */
function areaServed(profile: ProfessionalProfile): JsonLd[] {
  if (profile.outside_brazil) return profile.country ? [{ '@type': 'Country', name: profile.country }] : [];
  const cities = [profile.city_place, ...profile.service_cities].flatMap((place) => (place ? [place] : []));
  const unique = cities.filter((place, index) => cities.findIndex((other) => other.code === place.code) === index);
  const areas = unique.map((place) => cityPlace(place.label));
  const state = stateNamed(profile.state);
  if (!areas.length && state) areas.push({ '@type': 'State', name: state.name });
  if (profile.service_types.includes(ONLINE_SERVICE_TYPE)) areas.push({ '@type': 'Country', name: BRAZIL });
  return areas;
}

function address(profile: ProfessionalProfile): JsonLd | null {
  if (profile.outside_brazil)
    return profile.country ? { '@type': 'PostalAddress', addressCountry: profile.country } : null;
  const state = stateNamed(profile.state);
  const city = profile.city_place ? cityOfLabel(profile.city_place.label).name : profile.city?.trim() || null;
  if (!city && !state) return null;
  return compact({
    '@type': 'PostalAddress',
    addressLocality: city,
    addressRegion: state?.uf ?? null,
    addressCountry: 'BR',
  });
}

/** A package as an offer: its price in reais as the package shows it ('A partir de' as a minimum; none when 'A combinar'). */
function packageOffer(pkg: Service): JsonLd {
  const price = pkg.is_price_negotiable ? null : pkg.price;
  return compact({
    '@type': 'Offer',
    name: pkg.title,
    description: pkg.description.trim() || null,
    itemOffered: { '@type': 'Service', name: pkg.title },
    price: price !== null && !pkg.price_from ? price : null,
    priceSpecification:
      price !== null && pkg.price_from
        ? { '@type': 'PriceSpecification', minPrice: price, priceCurrency: 'BRL' }
        : null,
    priceCurrency: price !== null ? 'BRL' : null,
  });
}

/** The rating the profile shows, and only when approved reviews stand behind it. */
function aggregateRating(profile: ProfessionalProfile): JsonLd | null {
  const shown = ratingDisplay(profile.rating, profile.review_count);
  if (shown.isNew) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: shown.value,
    reviewCount: profile.review_count,
    bestRating: RATING_MAX,
    worstRating: RATING_MIN,
  };
}

/**
 * Brasil › state › city › first specialty › the profile, each step a search with those filters
 * (canonical order). A step the profile cannot name (no state, a city outside the official list)
 * is left out; a professional abroad has no trail.
 */
export function profileBreadcrumbs(profile: ProfessionalProfile, origin: string): BreadcrumbItem[] {
  if (profile.outside_brazil) return [];
  const url = (path: string) => absoluteUrl(origin, path);
  const state = profile.city_place ? stateOfUf(cityOfLabel(profile.city_place.label).uf) : stateNamed(profile.state);
  const items: BreadcrumbItem[] = [{ name: BRAZIL, url: url(SEARCH_PATH) }];
  if (state) items.push({ name: state.name, url: url(searchPath({ locations: [state.name] })) });
  const place = profile.city_place ? { cities: [profile.city_place.slug] } : state ? { locations: [state.name] } : {};
  if (profile.city_place) items.push({ name: cityOfLabel(profile.city_place.label).name, url: url(searchPath(place)) });
  const specialty = profile.specialties[0];
  if (specialty) items.push({ name: specialty, url: url(searchPath({ ...place, specialties: [specialty] })) });
  items.push({ name: profile.name, url: url(profilePath(profile)) });
  return items;
}

/**
 * The public profile: a ProfilePage about the professional as a ProfessionalService (the
 * catalogue does not tell a band or duo apart from a person, so MusicGroup is not claimed), and
 * the breadcrumb trail. `packages` are the profile's packages as the page lists them.
 */
export function profileStructuredData(
  input: { profile: ProfessionalProfile; packages: readonly Service[] },
  origin: string,
): JsonLd[] {
  const { profile, packages } = input;
  const url = absoluteUrl(origin, profilePath(profile));
  const shownPrice =
    profile.is_price_negotiable || profile.min_price === null ? null : formatMinPrice(profile.min_price, false);
  const instagram = instagramUrl(profile.instagram);
  const professional = compact({
    '@type': 'ProfessionalService',
    '@id': `${url}#profissional`,
    name: profile.name,
    url,
    image: profile.image ? absoluteUrl(origin, profile.image) : null,
    description: profile.description?.trim() || profile.bio?.trim() || null,
    address: address(profile),
    areaServed: areaServed(profile),
    priceRange: shownPrice,
    sameAs: instagram ? [instagram] : null,
    knowsAbout: [...profile.specialties, ...profile.genres],
    makesOffer: packages.map(packageOffer),
    aggregateRating: aggregateRating(profile),
  });
  const page: JsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfilePage',
    url,
    name: profile.name,
    inLanguage: 'pt-BR',
    dateCreated: profile.created_at,
    mainEntity: professional,
  };
  const trail = profileBreadcrumbs(profile, origin);
  return trail.length > 1 ? [page, breadcrumbList(trail)] : [page];
}
