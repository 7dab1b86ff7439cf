import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAZIL_STATES, DIALLING_CODES, GENRES, SERVICE_TYPES, SPECIALTIES } from '@app/domain/constants/catalog';
import type { Catalog } from '@app/domain/schemas/api/catalog';
import { api } from '@/lib/api-client';

export interface EditorCatalog {
  specialties: string[];
  genres: string[];
  service_types: string[];
  states: string[];
  dialling_codes: { code: string; country: string }[];
}

export const BUILT_IN_CATALOG: EditorCatalog = {
  specialties: [...SPECIALTIES],
  genres: [...GENRES],
  service_types: [...SERVICE_TYPES],
  states: BRAZIL_STATES.map((s) => s.name),
  dialling_codes: DIALLING_CODES.map((d) => ({ code: d.code, country: d.country })),
};

const names = (list: { name: string }[], fallback: string[]) => (list.length ? list.map((l) => l.name) : fallback);

/** The editor's options; the built-in lists stand in when the server returns nothing or fails. */
export async function getEditorCatalog(): Promise<EditorCatalog> {
  try {
    const c = await api.get<Catalog>('/api/catalog');
    return {
      specialties: names(c.specialties, BUILT_IN_CATALOG.specialties),
      genres: names(c.genres, BUILT_IN_CATALOG.genres),
      service_types: names(c.service_types, BUILT_IN_CATALOG.service_types),
      states: c.states.length ? c.states : BUILT_IN_CATALOG.states,
      dialling_codes: c.dialling_codes.length ? c.dialling_codes : BUILT_IN_CATALOG.dialling_codes,
    };
  } catch {
    return BUILT_IN_CATALOG;
  }
}

export function useEditorCatalog() {
  return useQuery(
    queryOptions({
      queryKey: ['area', 'catalog'] as const,
      queryFn: getEditorCatalog,
      staleTime: 60 * 60_000,
      placeholderData: BUILT_IN_CATALOG,
    }),
  );
}
