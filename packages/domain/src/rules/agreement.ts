import {
  BALANCE_DUE_OPTIONS,
  CANCELLATION_POLICIES,
  DEPOSIT_SUGGESTED_MAX_SHARE,
  PROFESSIONAL_CANCELS,
  RESCHEDULING_RULES,
  type CancellationPolicySlug,
} from '../constants/agreements.ts';
import type { AgreementContent } from '../schemas/agreement.ts';
import { daysBetween, formatDayLong } from './calendar-day.ts';
import { greetingName } from './contact.ts';
import { formatReais } from './numbers.ts';

/** An amount in cents as the agreement writes it: 'R$ 1.800,00'. */
export const reais = (cents: number) => formatReais(cents / 100);

export const policyOf = (slug: CancellationPolicySlug) => CANCELLATION_POLICIES.find((p) => p.slug === slug)!;

/** The largest deposit we suggest for a price: 30 %, in whole reais. */
export const suggestedDepositCents = (priceCents: number) =>
  Math.floor((priceCents * DEPOSIT_SUGGESTED_MAX_SHARE) / 100) * 100;

/** The code's letters: digits and capitals without I, L, O and U, which read as 1, 0 or V. */
export const AGREEMENT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'PB-7K3M-Q9XD' from 8 random numbers (any range; each is read modulo the alphabet). */
export function agreementCode(random: ArrayLike<number>): string {
  const chars = Array.from(
    { length: 8 },
    (_, i) => AGREEMENT_CODE_ALPHABET[random[i]! % AGREEMENT_CODE_ALPHABET.length],
  );
  return `PB-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The code as a Pix identifier (txid): letters and digits only. */
export const agreementTxid = (code: string) => code.replace(/-/g, '');

/** 'Mariana S.': a client's first name and initial, for the public verification page. */
export function shortPersonName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.findLast((word) => /^\p{L}/u.test(word));
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const placeOf = (p: AgreementContent['professional']) => (p.city ? ` (${p.city}${p.state ? `/${p.state}` : ''})` : '');

export interface AgreementSection {
  title: string;
  lines: string[];
}

/**
 * The agreement in words, section by section: what the page shows, what the PDF prints and what
 * its SHA-256 is taken of (agreementDigestText), so that all three say the same thing.
 */
export function agreementSections(content: AgreementContent, code: string, version: number): AgreementSection[] {
  const t = content.terms;
  const policy = policyOf(t.cancellation);
  const balance = t.price_cents - t.deposit_cents;
  const balanceDue = BALANCE_DUE_OPTIONS.find((b) => b.slug === t.balance_due)!.label;
  const rescheduling = RESCHEDULING_RULES.find((r) => r.slug === t.rescheduling)!;
  return [
    { title: 'Acordo', lines: [`Código ${code} · versão ${version}`] },
    {
      title: 'Partes',
      lines: [
        `Profissional: ${content.professional.name}${placeOf(content.professional)}`,
        `Cliente: ${content.client.name}`,
      ],
    },
    {
      title: 'Evento',
      lines: [
        `Data: ${formatDayLong(t.event_date)}, às ${t.start_time}`,
        t.remote ? 'Local: a distância (online)' : `Local: ${t.place ?? ''}`,
      ],
    },
    { title: 'O que está incluído', lines: t.included.split('\n').filter((l) => l.trim() !== '') },
    {
      title: 'Valores',
      lines: [
        `Valor combinado: ${reais(t.price_cents)}`,
        t.deposit_cents > 0
          ? `Sinal: ${reais(t.deposit_cents)}, pago por Pix ao profissional depois que os dois aceitarem`
          : 'Sem sinal',
        `Restante: ${reais(balance)} · ${balanceDue}`,
        ...(content.pix && t.deposit_cents > 0
          ? [`Pix do sinal: ${content.pix.key} (titular: ${content.pix.holder_name})`]
          : []),
      ],
    },
    {
      title: `Cancelamento: política ${policy.label.toLowerCase()}`,
      lines: [policy.clientCancels, PROFESSIONAL_CANCELS],
    },
    { title: `Remarcação: ${rescheduling.label.toLowerCase()}`, lines: [rescheduling.text] },
  ];
}

/** The text the SHA-256 is taken of: every section, one line each, in order. */
export const agreementDigestText = (content: AgreementContent, code: string, version: number) =>
  agreementSections(content, code, version)
    .flatMap((s) => [s.title, ...s.lines])
    .join('\n');

/** What the chosen policy gives back and still charges when the client cancels `daysBefore` days before the event. */
function clientCancellation(
  slug: CancellationPolicySlug,
  daysBefore: number,
  priceCents: number,
  depositCents: number,
) {
  const step = policyOf(slug).steps.find((s) => daysBefore >= s.fromDaysBefore)!;
  const refund = Math.round(depositCents * step.depositRefund);
  const owed = Math.round((priceCents - depositCents) * step.balanceOwed);
  return [
    depositCents === 0
      ? 'não há sinal a devolver'
      : refund === depositCents
        ? `o sinal de ${reais(depositCents)} volta por inteiro`
        : refund > 0
          ? `${reais(refund)} do sinal voltam ao cliente`
          : `o profissional fica com o sinal de ${reais(depositCents)}`,
    owed > 0 ? `o cliente paga ainda ${reais(owed)} do restante` : 'o restante não é cobrado',
  ].join(' e ');
}

const daysBeforeText = (daysBefore: number) =>
  daysBefore === 0 ? 'no dia do evento' : `${daysBefore === 1 ? '1 dia' : `${daysBefore} dias`} antes`;

/** What the chosen policy says happens if the client cancels on `today`, in the amounts of this agreement. */
export function cancellationOutcome(
  slug: CancellationPolicySlug,
  eventDay: string,
  today: string,
  priceCents: number,
  depositCents: number,
): string {
  const daysBefore = daysBetween(today, eventDay);
  if (daysBefore < 0) return 'O evento já passou.';
  const when = daysBefore === 0 ? 'hoje, no dia do evento' : `hoje, ${daysBeforeText(daysBefore)}`;
  return `Se o cliente cancelar ${when}: ${clientCancellation(slug, daysBefore, priceCents, depositCents)}.`;
}

/** What a cancellation made on `today` settles, by the side that cancelled. */
export function cancellationSettled(
  slug: CancellationPolicySlug,
  eventDay: string,
  today: string,
  priceCents: number,
  depositCents: number,
  by: 'client' | 'professional',
): string {
  const daysBefore = Math.max(0, daysBetween(today, eventDay));
  if (by === 'professional')
    return `Cancelado pelo profissional ${daysBeforeText(daysBefore)}: ${PROFESSIONAL_CANCELS.replace(/^Se o profissional cancelar, /, 'ele ').replace(', qualquer que seja a política', '')}`;
  return `Cancelado pelo cliente ${daysBeforeText(daysBefore)}: ${clientCancellation(slug, daysBefore, priceCents, depositCents)}.`;
}

/**
 * The WhatsApp message that tells the other side an agreement waits for them. It carries no link:
 * acceptance happens only by the link e-mailed to each side, which is what records their address.
 */
export function agreementWhatsappText(
  otherName: string,
  code: string,
  state: 'open' | 'accepted' | 'cancelled',
): string {
  const hello = `Olá, ${greetingName(otherName) || otherName.trim()}!`;
  if (state === 'open')
    return `${hello} Mandei pelo Palco Brasil o acordo do nosso evento (código ${code}). O link para ler e aceitar chegou no seu e-mail: é por ele que o aceite fica registrado. Qualquer dúvida, me chame aqui.`;
  if (state === 'accepted')
    return `${hello} O nosso acordo ${code} está aceito pelos dois no Palco Brasil. O PDF está no seu e-mail e na página do acordo.`;
  return `${hello} Sobre o acordo ${code} do Palco Brasil: ele foi cancelado, e a página do acordo diz o que vale pela política escolhida.`;
}
