import { DEFAULT_COUNTRY_CODE } from '@app/domain/constants/catalog';
import { maskBrazilPhone } from '@app/domain/rules/contact';
import { PROFILE_MESSAGES, profileUpdateSchema } from '@app/domain/schemas/professional';
import { catalogueListSchemas } from '@app/domain/schemas/catalogue-lists';
import { byCatalogueField, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import {
  byProfileField,
  PROFILE_FIELD_KEYS,
  PROFILE_FIELDS,
  type ProfileFieldKey,
} from '@app/domain/rules/profile-fields';
import type { ProfileUpdateInput } from '@app/domain/schemas/professional';
import { z } from 'zod';
import type { OwnProfile } from '@app/domain/schemas/api/me';
import type { PlaceRef } from '@app/domain/schemas/api/professionals';

const placeRef = z.object({ code: z.number(), slug: z.string(), label: z.string() });

type PlainFormSchemas = {
  [K in ProfileFieldKey]: (typeof PROFILE_FIELDS)[K]['kind'] extends 'flag' ? z.ZodBoolean : z.ZodString;
};
/** The plain fields (rules/profile-fields.ts) as the form holds them: a text ('' for none), a yes or no. */
const plainFormSchemas = byProfileField(PROFILE_FIELD_KEYS, (key) =>
  PROFILE_FIELDS[key].kind === 'flag' ? z.boolean() : z.string(),
) as PlainFormSchemas;

/**
 * The editor's fields: the API's rules, typed as the form holds them (equipment as comma-separated
 * text, the price as typed, the cities as picked places). The price is checked by the API's own rule,
 * so the form takes what the API takes ('1.200', '350').
 */
export const profileFormSchema = z.object({
  name: z.string().trim().min(2, PROFILE_MESSAGES.name),
  ...plainFormSchemas,
  whatsapp_country_code: z.string(),
  whatsapp_number: z.string(),
  min_price: z.string().refine((v) => profileUpdateSchema.shape.min_price.safeParse(v).success, PROFILE_MESSAGES.price),
  equipment: z.string(),
  specialties: z.array(z.string()),
  genres: z.array(z.string()),
  service_types: z.array(z.string()),
  ...catalogueListSchemas(),
  occasions: z.array(z.string()),
  outside_brazil: z.boolean(),
  /** The municipality, chosen from the official list (at most one). */
  city: z.array(placeRef),
  /** Kept as it was for a profile saved with a state and no city. */
  state: z.string(),
  service_cities: z.array(placeRef),
  country: z.string(),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

const splitEquipment = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The catalogue lists (instruments, languages…) of a profile or of the form, as they are. */
const pickCatalogueLists = (from: Record<CatalogueFieldKey, string[]>) => byCatalogueField((key) => from[key]);

export function toFormValues(p: OwnProfile): ProfileFormValues {
  const code = p.whatsapp_country_code || DEFAULT_COUNTRY_CODE;
  const number = p.whatsapp_number ?? '';
  return {
    name: p.name,
    ...(byProfileField(PROFILE_FIELD_KEYS, (key) => p[key] ?? '') as Pick<ProfileFormValues, ProfileFieldKey>),
    whatsapp_country_code: code,
    whatsapp_number: code === '55' ? maskBrazilPhone(number) : number,
    min_price: p.min_price === null ? '' : String(p.min_price),
    equipment: p.equipment.join(', '),
    specialties: p.specialties,
    genres: p.genres,
    service_types: p.service_types,
    ...pickCatalogueLists(p),
    occasions: p.served_occasions,
    outside_brazil: p.outside_brazil,
    city: p.city_place ? [p.city_place] : [],
    service_cities: p.service_cities,
    state: p.state ?? '',
    country: p.country ?? '',
  };
}

export function toUpdateInput(v: ProfileFormValues): ProfileUpdateInput {
  return {
    name: v.name.trim(),
    ...(byProfileField(PROFILE_FIELD_KEYS, (key) => v[key]) as Pick<ProfileFormValues, ProfileFieldKey>),
    whatsapp_country_code: v.whatsapp_country_code,
    whatsapp_number: v.whatsapp_number,
    min_price: v.min_price.trim() === '' ? null : v.min_price.trim(),
    equipment: splitEquipment(v.equipment),
    specialties: v.specialties,
    genres: v.genres,
    service_types: v.service_types,
    ...pickCatalogueLists(v),
    occasions: v.occasions as ProfileUpdateInput['occasions'],
    outside_brazil: v.outside_brazil,
    city_code: v.outside_brazil ? null : (v.city[0]?.code ?? null),
    city: '',
    // The city names its state; without a city, the state saved before stays.
    state: v.outside_brazil || v.city.length ? '' : v.state,
    service_city_codes: v.outside_brazil ? [] : v.service_cities.map((c: PlaceRef) => c.code),
    country: v.outside_brazil ? v.country : '',
  };
}

/** Which list the server refused, for the spec's toast titles. */
export function profileErrorTitle(message: string): string {
  if (message.includes('especialidades')) return 'Erro nas Especialidades';
  if (message.includes('gêneros')) return 'Erro nos Gêneros';
  if (message.includes('tipos de serviço')) return 'Erro nos Tipos de Serviço';
  return 'Erro';
}
