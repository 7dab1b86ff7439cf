import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  agreementAcceptedText,
  agreementCancelledText,
  agreementDayAfterText,
  agreementDayBeforeText,
  agreementProposedText,
  agreementWeekBeforeText,
  depositReceivedText,
  type AgreementDayFacts,
} from '@app/domain/emails/agreements';
import { AGREEMENT_RETENTION_YEARS, BALANCE_DUE_OPTIONS } from '@app/domain/constants/agreements';
import {
  agreementCode,
  agreementDigestText,
  agreementTxid,
  cancellationOutcome,
  cancellationSettled,
  shortPersonName,
} from '@app/domain/rules/agreement';
import { brazilDay, brazilInstant, formatDayNumeric } from '@app/domain/rules/calendar-day';
import { buildPixBrCode, PixBrCodeError } from '@app/domain/rules/pix-brcode';
import {
  AGREEMENT_MESSAGES,
  agreementContentSchema,
  type AgreementContent,
  type AgreementParty,
  type AgreementSummary,
  type AgreementTerms,
  type AgreementVerification,
  type AgreementVersion,
  type AgreementView,
} from '@app/domain/schemas/agreement';
import { invitationIcs } from '../../adapters/calendar/ics-export.ts';
import type { AdminAgreement, AdminAgreementsQuery, AgreementCounts } from '@app/domain/schemas/api/admin-agreements';
import type { Paged } from '@app/domain/schemas/api/common';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { MailAttachment } from '../../adapters/mail/mail.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { reducedPixKey } from '@app/domain/schemas/pix-key';
import type { PixKeyKind } from '@app/domain/rules/pix-brcode';
import { readOwnPixKey } from '../me/me-pix.routes.ts';
import { SCAM_FLAGS_HOLD } from '@app/domain/rules/scam-radar';
import { flagIfSuspicious, openFlagsOfClient, openFlagsOfProfessional } from '../safety/scam-radar.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import { agreementPdf } from './agreement-pdf.ts';
import * as repo from './agreements.repository.ts';

/**
 * The agreement ('Acordo') after a quote: either side proposes it, each accepts it by the private
 * link sent to their own e-mail (which is what records the address), a change is a new version both
 * accept again, and the deposit goes by Pix straight to the professional, counted as paid only when
 * the professional sees it in the statement.
 */

type Log = Pick<FastifyBaseLogger, 'error'>;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A new private link for one side, for one e-mail: the token rides in the address's hash, out of
 * every server's logs, and only its SHA-256 is kept.
 */
async function linkFor(deps: AppDeps, agreementId: string, party: AgreementParty): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.addLink(deps.db, agreementId, party, sha256(token), deps.clock.now());
  return `${deps.config.publicUrl}/acordo#token=${token}`;
}
const verifyUrl = (deps: AppDeps) => `${deps.config.publicUrl}/acordos/verificar`;

const PARTY_LABEL: Record<AgreementParty, string> = { client: 'Cliente', professional: 'Profissional' };
const other = (party: AgreementParty): AgreementParty => (party === 'client' ? 'professional' : 'client');

async function send(
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

/** What a version says: the terms as typed, both names, and the professional's Pix key as it is now. */
async function contentOf(
  deps: AppDeps,
  parties: Pick<repo.Parties, 'client' | 'professional'>,
  terms: AgreementTerms,
): Promise<AgreementContent> {
  const today = brazilDay(deps.clock.now());
  if (terms.event_date < today) throw new DomainError('invalid_request', AGREEMENT_MESSAGES.date);
  const { professional } = parties;
  const pix = await readOwnPixKey(deps, professional.id);
  return {
    professional: { name: professional.name, city: professional.city, state: professional.state },
    client: { name: parties.client.name },
    terms: {
      event_date: terms.event_date,
      start_time: terms.start_time,
      remote: terms.remote,
      place: terms.remote ? null : terms.place,
      included: terms.included,
      price_cents: terms.price,
      deposit_cents: terms.deposit,
      balance_due: terms.balance_due,
      cancellation: terms.cancellation,
      rescheduling: terms.rescheduling,
    },
    pix: pix ? { kind: pix.kind, key: pix.key, holder_name: pix.holder_name } : null,
  };
}

const contentOfRow = (row: repo.VersionRow) => agreementContentSchema.parse(row.content);

function factsOf(code: string, version: number, content: AgreementContent, otherName: string) {
  return {
    code,
    version,
    eventDate: content.terms.event_date,
    priceCents: content.terms.price_cents,
    depositCents: content.terms.deposit_cents,
    otherName,
  };
}

/** The event as a calendar invitation: one UID per agreement, its SEQUENCE the version, so calendars update it. */
function invitation(
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

function dayFacts(
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
function assertNotCancelled(agreement: repo.AgreementRow) {
  if (agreement.cancelledAt) throw new DomainError('conflict', AGREEMENT_MESSAGES.cancelled);
}

/** Each side gets its own link by e-mail. */
async function sendLinks(
  deps: AppDeps,
  agreement: repo.AgreementRow,
  version: number,
  content: AgreementContent,
  proposedBy: AgreementParty,
  log: Log,
) {
  const parties = await repo.partiesOf(deps.db, agreement);
  if (!parties) return;
  for (const party of ['client', 'professional'] as const) {
    const facts = factsOf(agreement.code, version, content, parties[other(party)].name);
    const text = agreementProposedText(
      parties[party].name,
      { ...facts, proposedByYou: party === proposedBy, change: version > 1 },
      await linkFor(deps, agreement.id, party),
    );
    await send(deps, parties[party].email, text, log);
  }
}

async function propose(
  deps: AppDeps,
  recipientId: string,
  party: AgreementParty,
  terms: AgreementTerms,
  log: Log,
): Promise<AgreementSummary> {
  const copy = await repo.quotedCopy(deps.db, recipientId);
  if (!copy) throw new DomainError('not_found', AGREEMENT_MESSAGES.notFound);
  if (copy.recipient.status !== 'quoted') throw new DomainError('conflict', AGREEMENT_MESSAGES.withoutQuote);
  if (await repo.byRecipient(deps.db, recipientId)) throw new DomainError('conflict', AGREEMENT_MESSAGES.exists);
  await refuseHeld(deps, party, { professionalId: copy.professional.id, clientEmail: copy.request.clientEmail });
  const content = await contentOf(
    deps,
    {
      client: { name: copy.request.clientName, email: copy.request.clientEmail },
      professional: { ...copy.professional, email: copy.professionalEmail },
    },
    terms,
  );
  const code = agreementCode(randomBytes(8));
  const now = deps.clock.now();
  const agreement = await repo.insertAgreement(
    deps.db,
    {
      code,
      recipientId,
      professionalId: copy.professional.id,
      clientName: copy.request.clientName,
      clientEmail: copy.request.clientEmail,
      createdAt: now,
    },
    {
      version: 1,
      content,
      contentSha256: sha256(agreementDigestText(content, code, 1)),
      proposedBy: party,
      createdAt: now,
    },
  );
  if (!agreement) throw new DomainError('conflict', AGREEMENT_MESSAGES.exists);
  await flagIfSuspicious(deps, radarSource(agreement, party), content.terms.included, content.terms.place);
  await sendLinks(deps, agreement, 1, content, party, log);
  return (await agreementSummaries(deps, [recipientId])).get(recipientId)!;
}

/**
 * A side whose texts the radar flagged SCAM_FLAGS_HOLD times, not yet reviewed by the team, sends
 * no agreement nor change until the team has looked.
 */
async function refuseHeld(
  deps: AppDeps,
  party: AgreementParty,
  who: { professionalId: string | null; clientEmail: string },
) {
  const open =
    party === 'professional' && who.professionalId
      ? await openFlagsOfProfessional(deps, who.professionalId)
      : await openFlagsOfClient(deps, who.clientEmail);
  if (open >= SCAM_FLAGS_HOLD) throw new DomainError('conflict', AGREEMENT_MESSAGES.heldForReview);
}

/** Who the scam radar holds to account for a version: the side that wrote it. */
function radarSource(agreement: repo.AgreementRow, party: AgreementParty) {
  return party === 'professional' && agreement.professionalId
    ? { kind: 'agreement' as const, id: agreement.id, professionalId: agreement.professionalId }
    : { kind: 'agreement' as const, id: agreement.id, clientEmail: agreement.clientEmail };
}

/** 'Propor acordo' by the professional, from one of their quotes. */
export async function proposeByProfessional(
  deps: AppDeps,
  professionalId: string,
  recipientId: string,
  terms: AgreementTerms,
  log: Log,
) {
  if (!(await repo.ownCopy(deps.db, professionalId, recipientId)))
    throw new DomainError('not_found', 'Pedido não encontrado.');
  return propose(deps, recipientId, 'professional', terms, log);
}

/** 'Propor acordo' by the client, from their request's page, to one professional who quoted. */
export async function proposeByClient(
  deps: AppDeps,
  requestToken: string,
  professionalId: string,
  terms: AgreementTerms,
  log: Log,
) {
  const recipientId = await repo.clientCopy(deps.db, requestToken, professionalId);
  if (!recipientId) throw new DomainError('not_found', 'Profissional não encontrado neste pedido.');
  return propose(deps, recipientId, 'client', terms, log);
}

/** A new link to one side's e-mail, asked from the area or the request's page. */
export async function resendLink(deps: AppDeps, recipientId: string, party: AgreementParty, log: Log) {
  const agreement = await repo.byRecipient(deps.db, recipientId);
  const parties = agreement && (await repo.partiesOf(deps.db, agreement));
  if (!agreement || !parties) throw new DomainError('not_found', AGREEMENT_MESSAGES.notFound);
  const [current] = await repo.versionsOf(deps.db, agreement.id);
  const content = contentOfRow(current!);
  const url = await linkFor(deps, agreement.id, party);
  const facts = factsOf(agreement.code, current!.version, content, parties[other(party)].name);
  const text = agreement.acceptedAt
    ? agreementAcceptedText(parties[party].name, { ...facts, party, depositByPix: content.pix !== null }, url)
    : agreementProposedText(
        parties[party].name,
        { ...facts, proposedByYou: current!.proposedBy === party, change: current!.version > 1 },
        url,
      );
  await send(deps, parties[party].email, text, log);
  return { message: `Enviamos o link do acordo para ${parties[party].email}.` };
}

export async function resendLinkToProfessional(deps: AppDeps, professionalId: string, recipientId: string, log: Log) {
  if (!(await repo.ownCopy(deps.db, professionalId, recipientId)))
    throw new DomainError('not_found', 'Pedido não encontrado.');
  return resendLink(deps, recipientId, 'professional', log);
}

export async function resendLinkToClient(deps: AppDeps, requestToken: string, professionalId: string, log: Log) {
  const recipientId = await repo.clientCopy(deps.db, requestToken, professionalId);
  if (!recipientId) throw new DomainError('not_found', 'Profissional não encontrado neste pedido.');
  return resendLink(deps, recipientId, 'client', log);
}

/** The agreement a private link opens; an unknown or replaced link is refused in words. */
async function opened(deps: AppDeps, token: string) {
  const found = await repo.byTokenHash(deps.db, sha256(token));
  if (!found) throw new DomainError('not_found', AGREEMENT_MESSAGES.linkInvalid);
  return found;
}

const statusOf = (agreement: repo.AgreementRow) =>
  agreement.cancelledAt ? 'cancelled' : agreement.acceptedAt ? 'accepted' : 'open';

function versionOut(row: repo.VersionRow): AgreementVersion {
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
function depositBrCode(agreement: repo.AgreementRow, content: AgreementContent): string | null {
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

async function viewOf(deps: AppDeps, agreement: repo.AgreementRow, party: AgreementParty): Promise<AgreementView> {
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

export async function viewAgreement(deps: AppDeps, token: string): Promise<AgreementView> {
  const { agreement, party } = await opened(deps, token);
  return viewOf(deps, agreement, party);
}

/**
 * 'Aceitar o acordo': this side accepts the version it read, recorded with the address its link
 * was sent to. The second acceptance makes the agreement hold: the deal is recorded, the day taken,
 * and both are told by e-mail.
 */
export async function acceptAgreement(deps: AppDeps, token: string, version: number, log: Log): Promise<AgreementView> {
  const { agreement, party } = await opened(deps, token);
  assertNotCancelled(agreement);
  const parties = await repo.partiesOf(deps.db, agreement);
  if (!parties) throw new DomainError('not_found', AGREEMENT_MESSAGES.notFound);
  if (version !== agreement.currentVersion) throw new DomainError('conflict', AGREEMENT_MESSAGES.version);
  const now = deps.clock.now();
  const accepted = await repo.accept(deps.db, agreement.id, version, party, parties[party].email, now);
  if (!accepted) {
    const row = await repo.versionOf(deps.db, agreement.id, version);
    const already = party === 'client' ? row?.clientAcceptedAt : row?.professionalAcceptedAt;
    throw new DomainError('conflict', already ? AGREEMENT_MESSAGES.alreadyAccepted : AGREEMENT_MESSAGES.version);
  }
  if (accepted.both) {
    const content = contentOfRow(accepted.version);
    const previous = version > 1 ? await repo.versionOf(deps.db, agreement.id, version - 1) : null;
    if (agreement.recipientId)
      await repo.confirmByAgreement(
        deps.db,
        agreement.recipientId,
        content.terms.event_date,
        previous ? contentOfRow(previous).terms.event_date : null,
        now,
      );
    const held = { ...agreement, acceptedAt: now };
    const { filename, pdf } = await pdfOf(deps, held);
    const attachments = [
      { filename, contentType: 'application/pdf', content: pdf },
      invitation(deps, held, version, content),
    ];
    for (const side of ['client', 'professional'] as const) {
      const facts = factsOf(agreement.code, version, content, parties[other(side)].name);
      const text = agreementAcceptedText(
        parties[side].name,
        { ...facts, party: side, depositByPix: content.pix !== null },
        await linkFor(deps, agreement.id, side),
      );
      await send(deps, parties[side].email, text, log, attachments);
    }
    return viewOf(deps, { ...agreement, acceptedAt: now }, party);
  }
  return viewOf(deps, agreement, party);
}

/** 'Propor alteração': a new version both accept again, the earlier acceptances no longer in force. */
export async function changeAgreement(
  deps: AppDeps,
  token: string,
  terms: AgreementTerms,
  log: Log,
): Promise<{ message: string }> {
  const { agreement, party } = await opened(deps, token);
  assertNotCancelled(agreement);
  const parties = await repo.partiesOf(deps.db, agreement);
  if (!parties) throw new DomainError('not_found', AGREEMENT_MESSAGES.notFound);
  await refuseHeld(deps, party, agreement);
  const [current] = await repo.versionsOf(deps.db, agreement.id);
  // A new date is checked against the professional's Agenda; the agreement's own day is its own.
  if (
    terms.event_date !== contentOfRow(current!).terms.event_date &&
    (await repo.dayIsBusy(deps.db, parties.professional.id, terms.event_date))
  )
    throw new DomainError(
      'conflict',
      AGREEMENT_MESSAGES.dateBusy(formatDayNumeric(terms.event_date), parties.professional.name),
    );
  const content = await contentOf(deps, parties, terms);
  const version = agreement.currentVersion + 1;
  const added = await repo.addVersion(deps.db, agreement.id, agreement.currentVersion, {
    version,
    content,
    contentSha256: sha256(agreementDigestText(content, agreement.code, version)),
    proposedBy: party,
    createdAt: deps.clock.now(),
  });
  if (!added) throw new DomainError('conflict', AGREEMENT_MESSAGES.version);
  await flagIfSuspicious(deps, radarSource(agreement, party), content.terms.included, content.terms.place);
  await sendLinks(deps, agreement, version, content, party, log);
  return {
    message: `Alteração enviada: a versão ${version} foi para os dois e-mails. Cada um aceita de novo pelo link do e-mail.`,
  };
}

/** 'Recebi no extrato': only the professional, only after both accepted, only when there is a deposit. */
export async function markDepositReceived(deps: AppDeps, token: string, log: Log): Promise<AgreementView> {
  const { agreement, party } = await opened(deps, token);
  if (party !== 'professional') throw new DomainError('forbidden', AGREEMENT_MESSAGES.onlyProfessional);
  assertNotCancelled(agreement);
  const [current] = await repo.versionsOf(deps.db, agreement.id);
  const content = contentOfRow(current!);
  if (!agreement.acceptedAt || content.terms.deposit_cents === 0)
    throw new DomainError('conflict', AGREEMENT_MESSAGES.depositNotDue);
  const now = deps.clock.now();
  if (!(await repo.markDepositReceived(deps.db, agreement.id, now)))
    throw new DomainError('conflict', AGREEMENT_MESSAGES.depositAlready);
  const parties = await repo.partiesOf(deps.db, agreement);
  if (parties) {
    const facts = factsOf(agreement.code, current!.version, content, parties.professional.name);
    const url = await linkFor(deps, agreement.id, 'client');
    await send(deps, parties.client.email, depositReceivedText(parties.client.name, facts, url), log);
  }
  return viewOf(deps, { ...agreement, depositReceivedAt: now }, party);
}

/** The PDF of the version in force, as it stands (acceptances included); its bytes' SHA-256 is recorded for verification. */
export async function agreementPdfOf(deps: AppDeps, token: string): Promise<{ filename: string; pdf: Buffer }> {
  const { agreement } = await opened(deps, token);
  return pdfOf(deps, agreement);
}

async function pdfOf(deps: AppDeps, agreement: repo.AgreementRow): Promise<{ filename: string; pdf: Buffer }> {
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
  await repo.recordDocument(deps.db, sha256(pdf), agreement.id, row.version, deps.clock.now());
  return { filename: `acordo-${agreement.code}-v${row.version}.pdf`, pdf };
}

async function verificationOf(
  deps: AppDeps,
  agreement: repo.AgreementRow,
  version: number,
  message: string,
): Promise<AgreementVerification> {
  const row = await repo.versionOf(deps.db, agreement.id, version);
  if (!row) return { found: false, message: AGREEMENT_MESSAGES.notFound, agreement: null };
  const content = contentOfRow(row);
  return {
    found: true,
    message,
    agreement: {
      code: agreement.code,
      version,
      current_version: agreement.currentVersion,
      professional: content.professional.name,
      client: shortPersonName(content.client.name),
      event_date: content.terms.event_date,
      sha256: row.contentSha256,
      client_accepted_at: row.clientAcceptedAt ? iso(row.clientAcceptedAt) : null,
      professional_accepted_at: row.professionalAcceptedAt ? iso(row.professionalAcceptedAt) : null,
    },
  };
}

const replacedNote = (version: number, current: number) =>
  version === current ? '' : ` Atenção: esta é a versão ${version}; a versão em vigor é a ${current}.`;

/** /acordos/verificar by code: the version in force as recorded. */
export async function verifyCode(deps: AppDeps, code: string): Promise<AgreementVerification> {
  const agreement = await repo.byCode(deps.db, code);
  if (!agreement)
    return {
      found: false,
      message: `Nenhum acordo com o código ${code} foi registrado no Palco Brasil.`,
      agreement: null,
    };
  return verificationOf(
    deps,
    agreement,
    agreement.currentVersion,
    `O acordo ${code} está registrado. Compare o SHA-256 abaixo com o impresso no PDF: se forem iguais, o conteúdo é o registrado.`,
  );
}

/** /acordos/verificar by file: the PDF's bytes must be exactly those of a PDF the product handed out. */
export async function verifyPdf(deps: AppDeps, file: Buffer): Promise<AgreementVerification> {
  const document = await repo.documentBySha(deps.db, sha256(file));
  const code = document && (await repo.codeById(deps.db, document.agreementId));
  const agreement = code ? await repo.byCode(deps.db, code) : null;
  if (!document || !agreement)
    return {
      found: false,
      message:
        'Este arquivo não corresponde a nenhum PDF de acordo emitido pelo Palco Brasil: ou não é nosso, ou foi alterado depois de baixado. Peça à outra parte o PDF original ou confira pelo código.',
      agreement: null,
    };
  return verificationOf(
    deps,
    agreement,
    document.version,
    `Este PDF é autêntico: foi emitido pelo Palco Brasil para o acordo ${agreement.code}, versão ${document.version}, e não foi alterado.${replacedNote(document.version, agreement.currentVersion)}`,
  );
}

/** Where the agreement of each of these quotes stands, for both sides' request pages. */
export async function agreementSummaries(
  deps: AppDeps,
  recipientIds: string[],
): Promise<Map<string, AgreementSummary>> {
  const rows = await repo.summariesOf(deps.db, recipientIds);
  return new Map(
    [...rows].map(([recipientId, { agreement, version }]) => [
      recipientId,
      {
        code: agreement.code,
        version: version.version,
        status: statusOf(agreement),
        client_accepted: version.clientAcceptedAt !== null,
        professional_accepted: version.professionalAcceptedAt !== null,
        deposit_received: agreement.depositReceivedAt !== null,
        event_date: contentOfRow(version).terms.event_date,
      },
    ]),
  );
}

/**
 * 'Cancelar acordo', by either side, before the event: what the chosen policy settles is written
 * in both e-mails and on the page; the day is free again and calendars drop the event.
 */
export async function cancelAgreement(deps: AppDeps, token: string, log: Log): Promise<AgreementView> {
  const { agreement, party } = await opened(deps, token);
  assertNotCancelled(agreement);
  const [current] = await repo.versionsOf(deps.db, agreement.id);
  const content = contentOfRow(current!);
  const now = deps.clock.now();
  if (content.terms.event_date < brazilDay(now)) throw new DomainError('conflict', AGREEMENT_MESSAGES.eventPassed);
  const cancelled = await repo.cancel(deps.db, agreement, party, content.terms.event_date, now);
  if (!cancelled) throw new DomainError('conflict', AGREEMENT_MESSAGES.cancelled);
  const view = await viewOf(deps, cancelled, party);
  const parties = await repo.partiesOf(deps.db, agreement);
  if (parties) {
    const attachments = agreement.acceptedAt ? [invitation(deps, agreement, current!.version, content, true)] : [];
    for (const side of ['client', 'professional'] as const) {
      const facts = factsOf(agreement.code, current!.version, content, parties[other(side)].name);
      const text = agreementCancelledText(
        parties[side].name,
        { ...facts, byYou: side === party, outcome: view.cancelled!.settled },
        await linkFor(deps, agreement.id, side),
      );
      await send(deps, parties[side].email, text, log, attachments);
    }
  }
  return view;
}

/** Reminders sent by one pass, at most; the rest wait for the next. */
const REMINDERS_PER_PASS = 200;

const REMINDER_TEXT = {
  week_before: agreementWeekBeforeText,
  day_before: agreementDayBeforeText,
  day_after: agreementDayAfterText,
} as const;

/**
 * The hourly pass: the e-mails of an accepted agreement's days, to both sides, once each: a week
 * before (the checklist, with the calendar invitation again), the day before (the logistics) and
 * the day after (the client is asked for a review, which carries 'Contratado pelo Palco').
 */
export async function sendAgreementReminders(deps: AppDeps, log: Log): Promise<Record<repo.ReminderKind, number>> {
  const now = deps.clock.now();
  const sent: Record<repo.ReminderKind, number> = { week_before: 0, day_before: 0, day_after: 0 };
  for (const due of await repo.dueReminders(deps.db, brazilDay(now), REMINDERS_PER_PASS)) {
    const agreement = await repo.byId(deps.db, due.id);
    const parties = agreement && (await repo.partiesOf(deps.db, agreement));
    if (!agreement || !parties || !(await repo.markReminder(deps.db, agreement.id, due.kind, now))) continue;
    const [current] = await repo.versionsOf(deps.db, agreement.id);
    const content = contentOfRow(current!);
    const requestToken = due.kind === 'day_after' ? await repo.requestTokenOf(deps.db, agreement.recipientId) : null;
    for (const side of ['client', 'professional'] as const) {
      const facts = dayFacts(agreement, current!.version, content, side, parties[other(side)].name);
      // The client reviews on the request's page, while the request is kept.
      const url =
        side === 'client' && requestToken
          ? `${deps.config.publicUrl}/pedido#token=${requestToken}`
          : await linkFor(deps, agreement.id, side);
      const attachments = due.kind === 'week_before' ? [invitation(deps, agreement, current!.version, content)] : [];
      await send(deps, parties[side].email, REMINDER_TEXT[due.kind](parties[side].name, facts, url), log, attachments);
    }
    sent[due.kind] += 1;
  }
  return sent;
}

/** The professional's agreements for their data export: each with the version in force and its acceptances. */
export async function agreementsForExport(deps: AppDeps, professionalId: string) {
  return (await repo.ofProfessional(deps.db, professionalId)).map(({ agreement, version }) => ({
    code: agreement.code,
    status: statusOf(agreement),
    client: { name: agreement.clientName, email: agreement.clientEmail },
    created_at: iso(agreement.createdAt),
    cancelled_at: agreement.cancelledAt ? iso(agreement.cancelledAt) : null,
    deposit_received_at: agreement.depositReceivedAt ? iso(agreement.depositReceivedAt) : null,
    current: versionOut(version),
  }));
}

/** Before an account is deleted: the clients keep their agreements, reduced to what the contract needs. */
export const reduceAgreementsOfDeletedProfessional = (deps: AppDeps, professionalId: string) =>
  repo.reduceForDeletedProfessional(deps.db, professionalId, (kind, key) => reducedPixKey(kind as PixKeyKind, key));

/** Housekeeping: agreements AGREEMENT_RETENTION_YEARS after their event. */
export function deleteExpiredAgreements(deps: AppDeps, limit: number): Promise<number> {
  const today = brazilDay(deps.clock.now());
  const before = `${Number(today.slice(0, 4)) - AGREEMENT_RETENTION_YEARS}${today.slice(4)}`.replace(
    /-02-29$/,
    '-02-28',
  );
  return repo.deleteExpired(deps.db, before, limit);
}

/** A report may name an agreement only if it is one with the professional reported. */
export const agreementOfProfessional = (deps: AppDeps, code: string, professionalId: string) =>
  repo.byCodeOfProfessional(deps.db, code, professionalId);

/** The admin's list of agreements (one professional's, with `professionalId`). */
export async function adminAgreements(deps: AppDeps, query: AdminAgreementsQuery): Promise<Paged<AdminAgreement>> {
  const { items, total } = await repo.adminPage(deps.db, {
    professionalId: query.professional_id,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: items.map(({ agreement, version, reports }) => {
      const content = contentOfRow(version);
      return {
        code: agreement.code,
        status: statusOf(agreement),
        version: version.version,
        professional: agreement.professionalId
          ? { id: agreement.professionalId, name: content.professional.name }
          : null,
        professional_name: content.professional.name,
        client_name: agreement.clientName,
        client_email: agreement.clientEmail,
        event_date: content.terms.event_date,
        price_cents: content.terms.price_cents,
        deposit_cents: content.terms.deposit_cents,
        deposit_received_at: agreement.depositReceivedAt ? iso(agreement.depositReceivedAt) : null,
        created_at: iso(agreement.createdAt),
        accepted_at: agreement.acceptedAt ? iso(agreement.acceptedAt) : null,
        cancelled_at: agreement.cancelledAt ? iso(agreement.cancelledAt) : null,
        cancelled_by: agreement.cancelledBy,
        reports,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const agreementCounts = (deps: AppDeps): Promise<AgreementCounts> => repo.counts(deps.db);
