import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Catalog {
  specialties: { id: number | string; name: string }[];
  genres: { id: number | string; name: string }[];
  service_types: { id: number | string; name: string }[];
  report_reasons: { id: number | string; reason: string }[];
  states: string[];
  locations: string[];
  dialling_codes: { code: string; country: string }[];
  price_options: { label: string; value: number }[];
  sort_options: { value: string; label: string }[];
}

export const getCatalog = (): Promise<Catalog> => api.get<Catalog>('/api/catalog');

export const catalogQueryOptions = () =>
  queryOptions({ queryKey: ['catalog'], queryFn: getCatalog, staleTime: 60 * 60 * 1000 });

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}
