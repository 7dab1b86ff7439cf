import { randomBytes } from 'node:crypto';
import { agreementAcceptedText, agreementProposedText, depositReceivedText } from '@app/domain/emails/agreements';
import { agreementPush } from '@app/domain/emails/push';
import { agreementCode, agreementDigestText } from '@app/domain/rules/agreement';
import { brazilDay, formatDayNumeric } from '@app/domain/rules/calendar-day';
import { AGREEMENT_MESSAGES } from '@app/domain/schemas/agreement';
import type {
  AgreementContent,
  AgreementParty,
  AgreementSummary,
  AgreementTerms,
  AgreementView,
} from '@app/domain/schemas/agreement';
import { SCAM_FLAGS_HOLD } from '@app/domain/rules/scam-radar';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import { readOwnPixKey } from '../me/me-pix.routes.ts';
import { flagIfSuspicious, openFlagsOfClient, openFlagsOfProfessional } from '../safety/scam-radar.service.ts';
import { firePush } from '../notifications/push.service.ts';
import * as repo from './agreements.repository.ts';
import {
  linkFor,
  other,
  send,
  contentOfRow,
  factsOf,
  invitation,
  mailBothSides,
  assertNotCancelled,
  opened,
  statusOf,
  viewOf,
  pdfOf,
} from './agreement-parts.ts';
import type { Log } from './agreement-parts.ts';

/**
 * The agreement ('Acordo') after a quote: either side proposes it, each accepts it by the private
 * link sent to their own e-mail (which is what records the address), a change is a new version both
 * accept again, and the deposit goes by Pix straight to the professional, counted as paid only when
 * the professional sees it in the statement.
 */

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
  await mailBothSides(
    deps,
    { agreement, version, content, parties },
    (side, facts, url) =>
      agreementProposedText(
        parties[side].name,
        { ...facts, proposedByYou: side === proposedBy, change: version > 1 },
        url,
      ),
    log,
  );
  // The professional's own proposal needs no alert on their phone; the client's does.
  if (proposedBy === 'client' && agreement.professionalId)
    firePush(
      deps,
      agreement.professionalId,
      agreementPush(agreement.clientName, version > 1 ? 'changed' : 'proposed'),
      log,
    );
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
      contentSha256: sha256Hex(agreementDigestText(content, code, 1)),
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
    await mailBothSides(
      deps,
      { agreement, version, content, parties },
      (side, facts, url) =>
        agreementAcceptedText(parties[side].name, { ...facts, party: side, depositByPix: content.pix !== null }, url),
      log,
      attachments,
    );
    if (party === 'client' && agreement.professionalId)
      firePush(deps, agreement.professionalId, agreementPush(agreement.clientName, 'accepted'), log);
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
    contentSha256: sha256Hex(agreementDigestText(content, agreement.code, version)),
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
