import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueSuggestionInput, OwnCatalogueSuggestion } from '@app/domain/schemas/catalogue-suggestions';
import { api } from '@/lib/api-client';

const ownSuggestionsKey = ['me', 'catalogue-suggestions'] as const;

/** The professional's suggestions for the catalogue, with the team's answers. */
export function useOwnSuggestions() {
  return useQuery({
    queryKey: ownSuggestionsKey,
    queryFn: () => api.get<{ items: OwnCatalogueSuggestion[] }>('/api/me/catalogue-suggestions'),
  });
}

export function useSuggestToCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CatalogueSuggestionInput) =>
      api.post<OwnCatalogueSuggestion>('/api/me/catalogue-suggestions', input),
    onSuccess: (saved) => {
      queryClient.setQueryData<{ items: OwnCatalogueSuggestion[] }>(ownSuggestionsKey, (list) => ({
        items: [saved, ...(list?.items ?? []).filter((s) => s.id !== saved.id)],
      }));
    },
  });
}
