import { queryOptions, useQuery } from '@tanstack/react-query';
import type { List } from '@app/domain/schemas/api/common';
import type { PortfolioItem, ProfessionalProfile, PublicReview, Service } from '@app/domain/schemas/api/professionals';
import type { PublicAvailability } from '@app/domain/schemas/availability';
import { api } from '@/lib/api-client';

const base = (id: string) => `/api/professionals/${encodeURIComponent(id)}`;

export const professionalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['professionals', id],
    queryFn: ({ signal }) => api.get<ProfessionalProfile>(base(id), { signal }),
  });

export function useProfessional(id: string) {
  return useQuery(professionalQueryOptions(id));
}

export const servicesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['professionals', id, 'services'],
    queryFn: ({ signal }) => api.get<List<Service>>(`${base(id)}/services`, { signal }).then((r) => r.items),
  });

export function useServices(id: string) {
  return useQuery(servicesQueryOptions(id));
}

export const portfolioQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['professionals', id, 'portfolio'],
    queryFn: ({ signal }) => api.get<List<PortfolioItem>>(`${base(id)}/portfolio`, { signal }).then((r) => r.items),
  });

export function usePortfolio(id: string) {
  return useQuery(portfolioQueryOptions(id));
}

export const reviewsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['professionals', id, 'reviews'],
    queryFn: ({ signal }) => api.get<List<PublicReview>>(`${base(id)}/reviews`, { signal }).then((r) => r.items),
  });

export function useReviews(id: string) {
  return useQuery(reviewsQueryOptions(id));
}

export const availabilityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['professionals', id, 'availability'],
    queryFn: ({ signal }) => api.get<PublicAvailability>(`${base(id)}/availability`, { signal }),
  });

export function useAvailability(id: string, enabled = true) {
  return useQuery({ ...availabilityQueryOptions(id), enabled });
}
