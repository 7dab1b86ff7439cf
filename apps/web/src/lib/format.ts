const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Rating shown to one decimal with a comma: 4,8. */
export function formatRating(rating: number): string {
  return decimal.format(Number.isFinite(rating) ? rating : 0);
}

export function formatReviewCount(count: number): string {
  return count === 1 ? '1 avaliação' : `${count} avaliações`;
}

export function pluralize(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
