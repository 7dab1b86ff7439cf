import { api } from '@/lib/api-client';

/** Follows the link from 'Confirme sua avaliação'. */
export const confirmReview = (token: string): Promise<void> => api.post<void>('/api/reviews/confirm', { token });
