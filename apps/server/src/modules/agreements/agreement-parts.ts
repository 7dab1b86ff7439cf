import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AgreementDayFacts } from '@app/domain/emails/agreements';
import { BALANCE_DUE_OPTIONS } from '@app/domain/constants/agreements';
import { agreementTxid, cancellationOutcome, cancellationSettled } from '@app/domain/rules/agreement';
import { brazilDay, brazilInstant } from '@app/domain/rules/calendar-day';
import { buildPixBrCode, PixBrCodeError } from '@app/domain/rules/pix-brcode';
import { AGREEMENT_MESSAGES, agreementContentSchema } from '@app/domain/schemas/agreement';
import type { AgreementContent, AgreementParty, AgreementVersion, AgreementView } from '@app/domain/schemas/agreement';
import { invitationIcs } from '../../adapters/calendar/ics-export.ts';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { MailAttachment } from '../../adapters/mail/mail.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { hashToken, sha256Hex } from '../../lib/tokens.ts';
import { mailSignature } from '../settings/settings.service.ts';
import { agreementPdf } from './agreement-pdf.ts';
import * as repo from './agreements.repository.ts';

/**
 * The pieces every part of an agreement uses: its private links, its e-mails, its content read
 * back, the page's view of it, its PDF and its calendar invitation.
 */

export type Log = Pick<FastifyBaseLogger, 'error'>;

/**
 * A new private link for one side, for one e-mail: the token rides in the address's hash, out of
 * every server's logs, and only its SHA-256 is kept.
 */
export async function linkFor(deps: AppDeps, agreementId: string, party: AgreementParty): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.addLink(deps.db, agreementId, party, hashToken(token), deps.clock.now());
  return `${deps.config.publicUrl}/acordo#token=${token}`;
}

export const verifyUrl = (deps: AppDeps) => `${deps.config.publicUrl}/acordos/verificar`;

export const PARTY_LABEL: Record<AgreementParty, string> = { client: 'Cliente', professional: 'Profissional' };

export const other = (party: AgreementParty): AgreementParty => (party === 'client' ? 'professional' : 'client');

export async function send(
  deps: AppDeps,
  to: string,
  text: Parameters<typeof composeEmail>[1],
  log: Log,
  attachments: MailAttachment[] = [],
) {
  try {
    await deps.mailer.send({ ...composeEmail(to, text, await mailSignature(deps)), attachments });
  } catch (err) {
    log.error({ err }, 'agreement e-mail delivery failed');
  }
}

export const contentOfRow = (row: repo.VersionRow) => agreementContentSchema.parse(row.content);

export function factsOf(code: string, version: number, content: AgreementContent, otherName: string) {
  return {
    code,
    version,
    eventDate: content.terms.event_date,
    priceCents: content.terms.price_cents,
    depositCents: content.terms.deposit_cents,
    otherName,
  };
}

/**
 * One e-mail to each side, client first: `text` writes it from the facts as that side reads them
 * and from that side's own new link.
 */
export async function mailBothSides(
  deps: AppDeps,
  about: { agreement: repo.AgreementRow; version: number; content: AgreementContent; parties: repo.Parties },
  text: (side: AgreementParty, facts: ReturnType<typeof factsOf>, url: string) => Parameters<typeof composeEmail>[1],
  log: Log,
  attachments: MailAttachment[] = [],
) {
  const { agreement, version, content, parties } = about;
  for (const side of ['client', 'professional'] as const) {
    const facts = factsOf(agreement.code, version, content, parties[other(side)].name);
    await send(deps, parties[side].email, text(side, facts, await linkFor(deps, agreement.id, side)), log, attachments);
  }
}

/** The event as a calendar invitation: one UID per agreement, its SEQUENCE the version, so calendars update it. */
export function invitation(
  deps: AppDeps,
  agreement: repo.AgreementRow,
  version: number,
  content: AgreementContent,
  cancelled = false,
): MailAttachment {
  const t = content.terms;
  const ics = invitationIcs({
    uid: `acordo-${agreement.code}@${new URL(deps.config.publicUrl).hostname}`,
    sequence: version + (cancelled ? 1 : 0),
    start: brazilInstant(t.event_date, t.start_time),
    summary: `${content.professional.name} · ${content.client.name} (acordo ${agreement.code})`,
    location: t.remote ? 'A distância (online)' : (t.place ?? ''),
    description: `${t.included}\n\nAcordo ${agreement.code}, versão ${version}. Confira em ${verifyUrl(deps)}.`,
    cancelled,
    now: deps.clock.now(),
  });
  return {
    filename: `acordo-${agreement.code}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: Buffer.from(ics, 'utf8'),
  };
}

export function dayFacts(
  agreement: repo.AgreementRow,
  version: number,
  content: AgreementContent,
  party: AgreementParty,
  otherName: string,
): AgreementDayFacts {
  const t = content.terms;
  return {
    ...factsOf(agreement.code, version, content, otherName),
    party,
    startTime: t.start_time,
    place: t.remote ? null : t.place,
    balanceCents: t.price_cents - t.deposit_cents,
    balanceDue: BALANCE_DUE_OPTIONS.find((b) => b.slug === t.balance_due)!.label,
  };
}

/** An agreement that is cancelled takes no acceptance, change or deposit. */
export function assertNotCancelled(agreement: repo.AgreementRow) {
  if (agreement.cancelledAt) throw new DomainError('conflict', AGREEMENT_MESSAGES.cancelled);
}

/** The agreement a private link opens; an unknown or replaced link is refused in words. */
export async function opened(deps: AppDeps, token: string) {
  const found = await repo.byTokenHash(deps.db, hashToken(token));
  if (!found) throw new DomainError('not_found', AGREEMENT_MESSAGES.linkInvalid);
  return found;
}

export const statusOf = (agreement: repo.AgreementRow) =>
  agreement.cancelledAt ? 'cancelled' : agreement.acceptedAt ? 'accepted' : 'open';

export function versionOut(row: repo.VersionRow): AgreementVersion {
  return {
    version: row.version,
    proposed_by: row.proposedBy,
    created_at: iso(row.createdAt),
    content: contentOfRow(row),
    sha256: row.contentSha256,
    client_accepted:
      row.clientAcceptedAt && row.clientAcceptedEmail
        ? { at: iso(row.clientAcceptedAt), email: row.clientAcceptedEmail }
        : null,
    professional_accepted:
      row.professionalAcceptedAt && row.professionalAcceptedEmail
        ? { at: iso(row.professionalAcceptedAt), email: row.professionalAcceptedEmail }
        : null,
  };
}

/** The deposit's Pix code: the amount, the key fixed in the version, the holder's name, the city, the code as identifier. */
export function depositBrCode(agreement: repo.AgreementRow, content: AgreementContent): string | null {
  if (!agreement.acceptedAt || agreement.cancelledAt || !content.pix || content.terms.deposit_cents === 0) return null;
  try {
    return buildPixBrCode({
      key: content.pix.key,
      amountCents: content.terms.deposit_cents,
      merchantName: content.pix.holder_name,
      merchantCity: content.professional.city ?? 'BRASIL',
      txid: agreementTxid(agreement.code),
    });
  } catch (err) {
    if (err instanceof PixBrCodeError) return null;
    throw err;
  }
}

export async function viewOf(
  deps: AppDeps,
  agreement: repo.AgreementRow,
  party: AgreementParty,
): Promise<AgreementView> {
  const [current, ...earlier] = await repo.versionsOf(deps.db, agreement.id);
  const content = contentOfRow(current!);
  return {
    code: agreement.code,
    party,
    status: statusOf(agreement),
    cancelled:
      agreement.cancelledAt && agreement.cancelledBy
        ? {
            at: iso(agreement.cancelledAt),
            by: agreement.cancelledBy,
            settled: cancellationSettled(
              content.terms.cancellation,
              content.terms.event_date,
              brazilDay(agreement.cancelledAt),
              content.terms.price_cents,
              content.terms.deposit_cents,
              agreement.cancelledBy,
            ),
          }
        : null,
    current: versionOut(current!),
    earlier: earlier.map((row) => ({
      version: row.version,
      created_at: iso(row.createdAt),
      proposed_by: row.proposedBy,
      sha256: row.contentSha256,
    })),
    deposit: {
      br_code: depositBrCode(agreement, content),
      received_at: agreement.depositReceivedAt ? iso(agreement.depositReceivedAt) : null,
    },
    cancellation_today: cancellationOutcome(
      content.terms.cancellation,
      content.terms.event_date,
      brazilDay(deps.clock.now()),
      content.terms.price_cents,
      content.terms.deposit_cents,
    ),
  };
}

export async function pdfOf(deps: AppDeps, agreement: repo.AgreementRow): Promise<{ filename: string; pdf: Buffer }> {
  const [current] = await repo.versionsOf(deps.db, agreement.id);
  const row = current!;
  const acceptances = (['client', 'professional'] as const).flatMap((party) => {
    const at = party === 'client' ? row.clientAcceptedAt : row.professionalAcceptedAt;
    const email = party === 'client' ? row.clientAcceptedEmail : row.professionalAcceptedEmail;
    return at && email ? [{ party: PARTY_LABEL[party], at, email }] : [];
  });
  acceptances.sort((a, b) => a.at.getTime() - b.at.getTime());
  const pdf = await agreementPdf({
    code: agreement.code,
    version: row.version,
    content: contentOfRow(row),
    sha256: row.contentSha256,
    createdAt: row.createdAt,
    acceptances,
    verifyUrl: verifyUrl(deps),
  });
  await repo.recordDocument(deps.db, sha256Hex(pdf), agreement.id, row.version, deps.clock.now());
  return { filename: `acordo-${agreement.code}-v${row.version}.pdf`, pdf };
}
