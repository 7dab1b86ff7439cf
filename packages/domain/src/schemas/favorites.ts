import { z } from 'zod';
import { FAVORITES_MAX } from '../constants/deals.ts';
import { parseFavoriteIds } from '../rules/favorites.ts';

export { parseFavoriteIds };

export const favoritesQuerySchema = z.object({
  ids: z
    .string('Informe os profissionais da lista.')
    .max(FAVORITES_MAX * 40, `A lista pode ter no máximo ${FAVORITES_MAX} profissionais.`)
    .transform(parseFavoriteIds),
});
