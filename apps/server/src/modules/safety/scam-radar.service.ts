import type { z } from 'zod';
import { profilePath } from '@app/domain/rules/profile-path';
import { scamSignals } from '@app/domain/rules/scam-radar';
import type { Paged } from '@app/domain/schemas/api/common';
import type { SafetyNotes } from '@app/domain/schemas/api/requests';
import {
  SCAM_RADAR_MESSAGES,
  type ScamFlag,
  type scamPatternInputSchema,
  type ScamPatternRow,
  type scamPatternUpdateSchema,
} from '@app/domain/schemas/scam-radar';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { audit, inTransaction, type Actor } from '../admin/admin-audit.service.ts';
import * as repo from './scam-radar.repository.ts';

/**
 * The scam radar (rules/scam-radar.ts) on the server: the texts one side writes to the other are
 * read when written (a flag for the team) and when shown (a safety note for the reader), with the
 * patterns the team keeps.
 */

/** A pattern as stored (the team's). */
export type { PatternRow } from './scam-radar.repository.ts';

/** The active patterns, read once per answer that needs them. */
export const activePatterns = (deps: AppDeps) => repo.patterns(deps.db);

/** What the reader of a text should know, from the patterns it meets. */
export function safetyNotes(patterns: readonly repo.PatternRow[], ...texts: (string | null)[]): SafetyNotes {
  return scamSignals(texts.filter(Boolean).join('\n'), patterns).map((p) => ({ label: p.label, advice: p.advice }));
}

const EXCERPT_MAX = 500;

/**
 * Reads a text as it is written and, when it meets a pattern, keeps a flag for the team: who wrote
 * it (a professional's quote, a client's request) and an excerpt. The text is sent all the same.
 */
export async function flagIfSuspicious(
  deps: AppDeps,
  source: { kind: 'quote' | 'request' | 'agreement'; id: string; professionalId?: string; clientEmail?: string },
  ...texts: (string | null)[]
): Promise<void> {
  const text = texts.filter(Boolean).join('\n').trim();
  const met = scamSignals(text, await activePatterns(deps));
  if (!met.length) return;
  await repo.insertFlag(deps.db, {
    kind: source.kind,
    sourceId: source.id,
    professionalId: source.professionalId ?? null,
    clientEmail: source.clientEmail ?? null,
    labels: met.map((p) => p.label),
    excerpt: text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text,
    createdAt: deps.clock.now(),
  });
}

/** How many flagged texts of this professional wait for the team (from SCAM_FLAGS_HOLD, they receive no request and send no agreement). */
export const openFlagsOfProfessional = (deps: AppDeps, professionalId: string) =>
  repo.openFlagsOfProfessional(deps.db, professionalId);

/** How many flagged texts of this client wait for the team (from SCAM_FLAGS_HOLD, they send no request). */
export const openFlagsOfClient = (deps: AppDeps, email: string) => repo.openFlagsOfClient(deps.db, email);

const patternOut = (row: repo.PatternRow) => ({
  id: row.id,
  label: row.label,
  phrases: row.phrases,
  advice: row.advice,
  active: row.active,
});

/** Every pattern, the inactive ones too, for the team's editing. */
export async function listPatterns(deps: AppDeps) {
  return { items: (await repo.patterns(deps.db, false)).map(patternOut) };
}

export async function addPattern(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof scamPatternInputSchema>,
): Promise<ScamPatternRow> {
  const row = await inTransaction(deps, async (tx) => {
    const created = await repo.insertPattern(tx, input);
    await audit(deps, tx, actor, 'scam_pattern.create', 'scam_pattern', String(created.id), null, patternOut(created));
    return created;
  });
  return patternOut(row);
}

export async function changePattern(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof scamPatternUpdateSchema>,
): Promise<ScamPatternRow> {
  const row = await inTransaction(deps, async (tx) => {
    const before = await repo.findPattern(tx, id);
    if (!before) throw new DomainError('not_found', SCAM_RADAR_MESSAGES.patternNotFound);
    const after = await repo.updatePattern(tx, id, input);
    await audit(
      deps,
      tx,
      actor,
      'scam_pattern.update',
      'scam_pattern',
      String(id),
      patternOut(before),
      patternOut(after!),
    );
    return after!;
  });
  return patternOut(row);
}

/** How many flags wait for the team (the admin's menu counts them). */
export const openFlagCount = (deps: AppDeps) => repo.openFlagCount(deps.db);

/** The flags no one has reviewed, newest first. */
export async function openFlags(deps: AppDeps, q: { page: number; pageSize: number }): Promise<Paged<ScamFlag>> {
  const { items, total } = await repo.openFlags(deps.db, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    items: items.map(({ flag, professionalName }) => ({
      id: flag.id,
      kind: flag.kind,
      labels: flag.labels,
      excerpt: flag.excerpt,
      created_at: iso(flag.createdAt),
      professional:
        flag.professionalId && professionalName
          ? {
              id: flag.professionalId,
              name: professionalName,
              path: profilePath({ id: flag.professionalId, name: professionalName }),
            }
          : null,
      client_email: flag.clientEmail,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The team looked at it: it no longer counts towards holding its author. */
export async function reviewFlag(deps: AppDeps, actor: Actor, id: string) {
  const now = deps.clock.now();
  const row = await inTransaction(deps, async (tx) => {
    const reviewed = await repo.reviewFlag(tx, id, now);
    if (!reviewed) throw new DomainError('not_found', SCAM_RADAR_MESSAGES.flagNotFound);
    await audit(deps, tx, actor, 'scam_flag.review', 'scam_flag', id, null, {
      kind: reviewed.kind,
      labels: reviewed.labels,
    });
    return reviewed;
  });
  return { id: row.id, reviewed_at: iso(row.reviewedAt!) };
}
