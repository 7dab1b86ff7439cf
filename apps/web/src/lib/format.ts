import { lazily } from '@app/domain/rules/lazily';
import { formatNumber } from '@app/domain/rules/numbers';

/** Rating shown to one decimal with a comma: 4,8. */
export function formatRating(rating: number): string {
  return formatNumber(Number.isFinite(rating) ? rating : 0, 1, 1);
}

export function formatReviewCount(count: number): string {
  return count === 1 ? '1 avaliação' : `${count} avaliações`;
}

const localDate = lazily(() => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }));
const localTime = lazily(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }));

/** '30/11/2026 às 14:05', in the visitor's own time zone. */
export function formatLocalDateTime(date: Date): string {
  return `${localDate().format(date)} às ${localTime().format(date)}`;
}
