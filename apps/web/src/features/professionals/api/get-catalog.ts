import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog } from '@app/domain/schemas/api/catalog';
import { api } from '@/lib/api-client';

export const getCatalog = (): Promise<Catalog> => api.get<Catalog>('/api/catalog');

export const catalogQueryOptions = () =>
  queryOptions({ queryKey: ['catalog'], queryFn: getCatalog, staleTime: 60 * 60 * 1000 });

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}
