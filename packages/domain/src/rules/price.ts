const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlWhole = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Intl puts a no-break space after "R$"; a plain space reads and copies better. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

export interface PriceDisplay {
  prefix: string | null;
  amount: string;
}

/** Card/profile price: 'A combinar' if negotiable or no price, else 'A partir de' R$ min_price. */
export function minPriceDisplay(minPrice: number | null, negotiable: boolean): PriceDisplay {
  if (negotiable || minPrice === null) return { prefix: null, amount: 'A combinar' };
  return { prefix: 'A partir de', amount: plain(brlWhole.format(minPrice)) };
}

export function formatMinPrice(minPrice: number | null, negotiable: boolean): string {
  const d = minPriceDisplay(minPrice, negotiable);
  return d.prefix ? `${d.prefix} ${d.amount}` : d.amount;
}

/** Service price: 'Preço a combinar' when negotiable, otherwise R$ with 2 decimals. */
export function formatServicePrice(price: number | null, negotiable: boolean): string {
  if (negotiable || price === null) return 'Preço a combinar';
  return plain(brl.format(price));
}
