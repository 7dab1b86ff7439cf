/**
 * Numbers as Brazil writes them: thousands grouped by '.', the decimal mark ','; amounts in reais as
 * 'R$ 1.234,50'. Written by hand rather than with Intl: a page's first Intl formatter makes the
 * browser read the locale's data, about 120 ms on a mid-range phone, inside the app's start on every
 * page that shows a price or a rating. The output is Intl's own for pt-BR (a test compares them),
 * with a plain space after 'R$' where Intl puts a no-break space.
 */

/**
 * The digits of `abs` (≥ 0) rounded to `fractionDigits` decimals, half away from zero, as Intl
 * rounds: from the shortest decimal that reads back as the same number ('1.005' gives '1.01',
 * where `toFixed` rounds the binary value 1.00499… down).
 */
function rounded(abs: number, fractionDigits: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // The digits kept: those before the point, then `fractionDigits` after it.
  const kept = Number(exponent) + 1 + fractionDigits;
  let scaled = 0n;
  if (kept >= 0) {
    scaled = BigInt(digits.slice(0, kept).padEnd(kept, '0') || '0');
    if ((digits[kept] ?? '0') >= '5') scaled += 1n;
  }
  const text = scaled.toString().padStart(fractionDigits + 1, '0');
  return { whole: text.slice(0, text.length - fractionDigits), fraction: text.slice(text.length - fractionDigits) };
}

/** `value` with exactly `fractionDigits` decimals, grouped: '1.234,5'. */
function fixed(value: number, fractionDigits: number): string {
  const { whole, fraction } = rounded(Math.abs(value), fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // As Intl: a negative value keeps its sign even when it rounds to zero ('-0,00').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A count or a figure to `maxFractionDigits` decimals, trailing zeros dropped down to `minFractionDigits`: '1.200', '4,8'. */
export function formatNumber(
  value: number,
  minFractionDigits = 0,
  maxFractionDigits = Math.max(minFractionDigits, 3),
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const text = fixed(value, maxFractionDigits);
  if (maxFractionDigits === minFractionDigits || !text.includes(',')) return text;
  const [whole, fraction = ''] = text.split(',');
  let kept = fraction;
  while (kept.length > minFractionDigits && kept.endsWith('0')) kept = kept.slice(0, -1);
  return kept ? `${whole},${kept}` : (whole ?? '');
}

/** An amount in reais: 'R$ 1.234,50' (`wholeReais`: 'R$ 1.235'). */
export function formatReais(value: number, { wholeReais = false } = {}): string {
  const text = formatNumber(value, wholeReais ? 0 : 2, wholeReais ? 0 : 2);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}
