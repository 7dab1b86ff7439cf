import { useMutation } from '@tanstack/react-query';
import type { RequestSuggestions } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';

export interface SuggestionBrief {
  what: string;
  occasion: string;
  event_date: string;
  city: string;
  online: boolean;
  budget: string;
}

/** Professionals free that day who fit the brief so far, best first, each with why. */
export const useSuggestProfessionals = () =>
  useMutation({
    mutationFn: (brief: SuggestionBrief) => {
      const query = new URLSearchParams({
        what: brief.what.trim(),
        occasion: brief.occasion,
        date: brief.event_date,
        city: brief.online ? '' : brief.city.trim(),
        online: String(brief.online),
        budget: brief.budget,
      });
      return api.get<RequestSuggestions>(`/api/requests/suggestions?${query.toString()}`);
    },
  });
