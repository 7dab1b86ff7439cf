import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { catalogueSuggestionApprovedText, catalogueSuggestionRefusedText } from '@app/domain/emails/catalogue';
import { catalogueNameKey } from '@app/domain/rules/catalogue-names';
import { profilePath } from '@app/domain/rules/profile-path';
import { interpretQuery } from '@app/domain/rules/search-vocabulary';
import {
  CATALOGUE_SUGGESTION_MESSAGES as MESSAGES,
  CATALOGUE_SUGGESTIONS_MAX_PENDING,
  type catalogueDecisionSchema,
  type CatalogueSuggestionKind,
  type catalogueSuggestionInputSchema,
  type OwnCatalogueSuggestion,
  type PendingCatalogueName,
} from '@app/domain/schemas/catalogue-suggestions';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { audit, inTransaction, type Actor } from '../admin/admin-audit.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import { invalidateCatalog } from './catalog.service.ts';
import * as repo from './catalogue-suggestions.repository.ts';

/**
 * What professionals ask the catalogue for, and the team's review: an approved name joins the
 * specialties or genres (and the profiles of those who asked), a refused one says why.
 */

function ownOut(row: repo.SuggestionRow): OwnCatalogueSuggestion {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    note: row.note,
    status: row.status,
    approved_name: row.approvedName,
    refusal: row.refusal,
    created_at: iso(row.createdAt),
    decided_at: iso(row.decidedAt),
  };
}

export async function listOwn(deps: AppDeps, professionalId: string) {
  return { items: (await repo.ownSuggestions(deps.db, professionalId)).map(ownOut) };
}

/**
 * The value of the catalogue a name already means, if any: the same name written otherwise ('lofi'
 * for Lo-fi), or a word the search reads as exactly that value ('pisadinha' is Piseiro, 'cantora'
 * is Vocal).
 */
export function existingValue(kind: CatalogueSuggestionKind, name: string, names: readonly string[]): string | null {
  const key = catalogueNameKey(name);
  const same = names.find((n) => catalogueNameKey(n) === key);
  if (same) return same;
  const reading = interpretQuery(name);
  const [concept] = reading.concepts;
  if (reading.concepts.length !== 1 || reading.words.length || reading.states.length || !concept) return null;
  const values = kind === 'genre' ? concept.genres : concept.specialties;
  return values.length === 1 && names.includes(values[0]!) ? values[0]! : null;
}

export async function suggest(
  deps: AppDeps,
  professionalId: string,
  input: z.output<typeof catalogueSuggestionInputSchema>,
): Promise<OwnCatalogueSuggestion> {
  const existing = existingValue(input.kind, input.name, await repo.catalogueNames(deps.db, input.kind));
  if (existing) throw new DomainError('conflict', MESSAGES.exists(input.kind, existing));
  if ((await repo.countPending(deps.db, professionalId)) >= CATALOGUE_SUGGESTIONS_MAX_PENDING)
    throw new DomainError('conflict', MESSAGES.tooMany);
  const saved = await repo.upsertSuggestion(deps.db, {
    professionalId,
    kind: input.kind,
    name: input.name,
    key: catalogueNameKey(input.name),
    note: input.note,
  });
  if (!saved) throw new DomainError('conflict', MESSAGES.alreadySuggested);
  return ownOut(saved);
}

/** The spelling most of them used (the first one on a tie). */
function usualSpelling(names: string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** How many names wait for the team (the admin's menu counts them). */
export const pendingNameCount = (deps: AppDeps) => repo.pendingNameCount(deps.db);

/** The admin's queue: one entry per name (written alike), the one waiting longest first. */
export async function pendingNames(deps: AppDeps): Promise<{ items: PendingCatalogueName[] }> {
  const groups = new Map<string, PendingCatalogueName>();
  for (const row of await repo.pendingSuggestions(deps.db)) {
    const id = `${row.kind}:${row.key}`;
    const group = groups.get(id) ?? {
      kind: row.kind,
      key: row.key,
      name: row.name,
      first_at: iso(row.createdAt),
      requests: [],
    };
    group.requests.push({
      id: row.id,
      name: row.name,
      note: row.note,
      created_at: iso(row.createdAt),
      professional: {
        id: row.professionalId,
        name: row.professionalName,
        path: profilePath({ id: row.professionalId, name: row.professionalName }),
      },
    });
    groups.set(id, group);
  }
  const items = [...groups.values()].map((g) => ({ ...g, name: usualSpelling(g.requests.map((r) => r.name)) }));
  return { items };
}

/**
 * Answers every pending suggestion of a name at once. Approved, the name (as the admin writes it:
 * a corrected spelling, or a value the catalogue already has) is in the list and on the profiles of
 * those who asked; each of them is told by e-mail.
 */
export async function decideName(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof catalogueDecisionSchema>,
  log: FastifyBaseLogger,
) {
  let approvedAs = '';
  const asked = await inTransaction(deps, async (tx) => {
    const rows = await repo.pendingOfKey(tx, input.kind, input.key);
    if (!rows.length) throw new DomainError('not_found', MESSAGES.notFound);
    const ids = rows.map((r) => r.id);
    if (input.decision === 'approve') {
      // A name the list has, written otherwise ('axé' for Axé), is that value, never a second one.
      const key = catalogueNameKey(input.name);
      const name = (await repo.catalogueNames(tx, input.kind)).find((n) => catalogueNameKey(n) === key) ?? input.name;
      approvedAs = name;
      const added = await repo.addToCatalogue(
        tx,
        input.kind,
        name,
        rows.map((r) => r.professionalId),
      );
      await repo.decide(tx, ids, { status: 'approved', approvedName: name });
      await audit(deps, tx, actor, 'catalogue.add', 'catalogue', `${input.kind}:${name}`, null, {
        kind: input.kind,
        name,
        new_in_catalogue: added,
        asked_as: [...new Set(rows.map((r) => r.name))],
        professionals: rows.length,
      });
    } else {
      await repo.decide(tx, ids, { status: 'refused', refusal: input.reason });
      await audit(deps, tx, actor, 'catalogue_suggestion.refuse', 'catalogue', `${input.kind}:${input.key}`, null, {
        kind: input.kind,
        asked_as: [...new Set(rows.map((r) => r.name))],
        reason: input.reason,
        professionals: rows.length,
      });
    }
    return rows;
  });
  if (input.decision === 'approve') await invalidateCatalog(deps);

  const profileUrl = `${deps.config.publicUrl}/profissionais-area/perfil`;
  const signature = await mailSignature(deps);
  const contacts = new Map(
    (await repo.contactsOf(deps.db, [...new Set(asked.map((r) => r.professionalId))])).map((c) => [c.id, c]),
  );
  let sent = 0;
  for (const row of asked) {
    const to = contacts.get(row.professionalId);
    if (!to?.email) continue;
    const text =
      input.decision === 'approve'
        ? catalogueSuggestionApprovedText(to.name, input.kind, row.name, approvedAs, profileUrl)
        : catalogueSuggestionRefusedText(to.name, input.kind, row.name, input.reason, profileUrl);
    try {
      await deps.mailer.send(composeEmail(to.email, text, signature));
      sent += 1;
    } catch (err) {
      log.error({ err, professionalId: row.professionalId }, 'catalogue suggestion e-mail failed');
    }
  }
  return { decided: asked.length, emails_sent: sent };
}
