import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { agreementAcceptedText, agreementProposedText, depositReceivedText } from '@app/domain/emails/agreements';
import {
  agreementCode,
  agreementDigestText,
  agreementTxid,
  cancellationOutcome,
  shortPersonName,
} from '@app/domain/rules/agreement';
import { brazilDay } from '@app/domain/rules/calendar-day';
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
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { readOwnPixKey } from '../me/me-pix.routes.ts';
import { flagIfSuspicious } from '../safety/scam-radar.service.ts';
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

async function send(deps: AppDeps, to: string, text: Parameters<typeof composeEmail>[1], log: Log) {
  try {
    await deps.mailer.send(composeEmail(to, text, await mailSignature(deps)));
  } catch (err) {
    log.error({ err }, 'agreement e-mail delivery failed');
  }
}

/** What a version says: the terms as typed, both names, and the professional's Pix key as it is now. */
async function contentOf(deps: AppDeps, copy: repo.QuotedCopy, terms: AgreementTerms): Promise<AgreementContent> {
  const today = brazilDay(deps.clock.now());
  if (terms.event_date < today) throw new DomainError('invalid_request', AGREEMENT_MESSAGES.date);
  const pix = await readOwnPixKey(deps, copy.professional.id);
  return {
    professional: { name: copy.professional.name, city: copy.professional.city, state: copy.professional.state },
    client: { name: copy.request.clientName },
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
  const content = await contentOf(deps, copy, terms);
  const code = agreementCode(randomBytes(8));
  const now = deps.clock.now();
  const agreement = await repo.insertAgreement(
    deps.db,
    {
      code,
      recipientId,
      professionalId: copy.professional.id,
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
  await flagIfSuspicious(deps, radarSource(agreement, party, copy), content.terms.included, content.terms.place);
  await sendLinks(deps, agreement, 1, content, party, log);
  return (await agreementSummaries(deps, [recipientId])).get(recipientId)!;
}

function radarSource(agreement: repo.AgreementRow, party: AgreementParty, copy: repo.QuotedCopy) {
  return party === 'professional'
    ? { kind: 'agreement' as const, id: agreement.id, professionalId: copy.professional.id }
    : { kind: 'agreement' as const, id: agreement.id, clientEmail: copy.request.clientEmail };
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
  if (!agreement.acceptedAt || !content.pix || content.terms.deposit_cents === 0) return null;
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
    status: agreement.acceptedAt ? 'accepted' : 'open',
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
    for (const side of ['client', 'professional'] as const) {
      const facts = factsOf(agreement.code, version, content, parties[other(side)].name);
      const text = agreementAcceptedText(
        parties[side].name,
        { ...facts, party: side, depositByPix: content.pix !== null },
        await linkFor(deps, agreement.id, side),
      );
      await send(deps, parties[side].email, text, log);
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
  const parties = await repo.partiesOf(deps.db, agreement);
  if (!parties) throw new DomainError('not_found', AGREEMENT_MESSAGES.notFound);
  const content = await contentOf(deps, parties.copy, terms);
  const version = agreement.currentVersion + 1;
  const added = await repo.addVersion(deps.db, agreement.id, agreement.currentVersion, {
    version,
    content,
    contentSha256: sha256(agreementDigestText(content, agreement.code, version)),
    proposedBy: party,
    createdAt: deps.clock.now(),
  });
  if (!added) throw new DomainError('conflict', AGREEMENT_MESSAGES.version);
  await flagIfSuspicious(
    deps,
    { ...radarSource(agreement, party, parties.copy), id: agreement.id },
    content.terms.included,
    content.terms.place,
  );
  await sendLinks(deps, agreement, version, content, party, log);
  return {
    message: `Alteração enviada: a versão ${version} foi para os dois e-mails. Cada um aceita de novo pelo link do e-mail.`,
  };
}

/** 'Recebi no extrato': only the professional, only after both accepted, only when there is a deposit. */
export async function markDepositReceived(deps: AppDeps, token: string, log: Log): Promise<AgreementView> {
  const { agreement, party } = await opened(deps, token);
  if (party !== 'professional') throw new DomainError('forbidden', AGREEMENT_MESSAGES.onlyProfessional);
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
        status: agreement.acceptedAt ? 'accepted' : 'open',
        client_accepted: version.clientAcceptedAt !== null,
        professional_accepted: version.professionalAcceptedAt !== null,
        deposit_received: agreement.depositReceivedAt !== null,
      },
    ]),
  );
}
