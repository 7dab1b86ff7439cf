import type { FastifyBaseLogger } from 'fastify';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { municipalityBySlug, placeLabel } from '@app/domain/places/places';
import type { SearchQuery } from '@app/domain/rules/search-query';
import type { AppDeps } from '../../deps.ts';
import type { SearchAsked } from './appearance-buffer.ts';
import { deleteOldAppearances, writeAppearances } from './funnel.repository.ts';

/** How often each server writes what it counted; a crash loses at most this much (docs/architecture.md). */
export const APPEARANCE_FLUSH_MS = 60_000;
/** The longest words kept: longer searches are cut, as people read them on the Painel. */
const WORDS_MAX_LENGTH = 60;

/** Who ran the search, as far as counting goes. */
export interface Searcher {
  /** The signed-in professional, whose own card on the page is a preview, not an appearance. */
  professionalId: string | null;
  /** An admin, or a crawler by its user agent: nobody choosing a professional. */
  notAVisitor: boolean;
}

/** Crawlers and link previews by their user agent: they read pages, nobody chooses from them. */
const ROBOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|bingpreview|whatsapp|telegram|embedly|preview/i;

export function searcherOf(
  userAgent: string | undefined,
  user: { professionalId: string | null; role: string } | null,
): Searcher {
  return {
    professionalId: user?.professionalId ?? null,
    notAVisitor: user?.role === 'admin' || (userAgent !== undefined && ROBOT.test(userAgent)),
  };
}

/**
 * The words as the Painel lists them: lower case, spaces collapsed, accents kept as typed (they read
 * better on the Painel than the search's own unaccented form). A search that looks like a phone
 * number, a document or an e-mail address is not kept: only what people search for a professional
 * by belongs on someone else's Painel.
 */
export function searchedWords(q: string): string | null {
  const words = q
    .normalize('NFC')
    .toLocaleLowerCase('pt-BR')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, WORDS_MAX_LENGTH)
    .trim();
  if (!words || words.includes('@') || /\d{5,}|\d[\d .-]{6,}\d/.test(words)) return null;
  return words;
}

function askedBy(q: SearchQuery): SearchAsked {
  return {
    words: q.q ? searchedWords(q.q) : null,
    cities: q.cities.flatMap((slug) => {
      const m = municipalityBySlug(slug);
      return m ? [placeLabel(m)] : [];
    }),
  };
}

/**
 * A page of results went to a visitor: each card on it counts once, in memory. Only the cards of
 * that page, never the total; not the searcher's own card, and nothing for crawlers and admins.
 */
export function countAppearances(deps: AppDeps, q: SearchQuery, cards: readonly { id: string }[], who: Searcher) {
  if (who.notAVisitor || cards.length === 0) return;
  const ids = cards.map((c) => c.id).filter((id) => id !== who.professionalId);
  if (!ids.length) return;
  deps.appearances.add(ids, brazilDay(deps.clock.now()), askedBy(q));
}

/** The daily counts are kept this long: the Painel reads 30 days back at most. */
export const APPEARANCE_RETENTION_DAYS = 90;
const PRUNE_BATCH = 5_000;

/** Days past APPEARANCE_RETENTION_DAYS go, a batch at a time; several servers doing it at once delete nothing twice. */
export async function pruneAppearances(deps: AppDeps) {
  const before = addDays(brazilDay(deps.clock.now()), -APPEARANCE_RETENTION_DAYS);
  while ((await deleteOldAppearances(deps.db, before, PRUNE_BATCH)) >= PRUNE_BATCH);
}

/** Writes what this process counted since the last flush, adding it to the database's totals. */
export async function flushAppearances(deps: AppDeps): Promise<{ cards: number; terms: number }> {
  const batch = deps.appearances.drain();
  if (batch.cards.length) await writeAppearances(deps.db, batch);
  return { cards: batch.cards.length, terms: batch.terms.length };
}

/**
 * The flush, one at a time: every APPEARANCE_FLUSH_MS, early when the buffer fills, and once more
 * when the server closes; the first flush of each day also prunes the old days. A batch whose
 * write fails is dropped with a warning rather than kept growing: these are counts for a chart,
 * and losing a minute of them is acceptable.
 */
export function appearanceFlusher(deps: AppDeps, log: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let prunedOn: string | null = null;
  const flush = () => {
    running = running.then(async () => {
      try {
        await flushAppearances(deps);
        const today = brazilDay(deps.clock.now());
        if (prunedOn !== today && !closed) {
          prunedOn = today;
          await pruneAppearances(deps);
        }
      } catch (err) {
        log.warn({ err }, 'search appearances: a batch could not be written and is lost');
      }
    });
    return running;
  };
  deps.appearances.onFull = () => void flush();
  return {
    flush,
    start() {
      if (closed) return;
      timer = setInterval(() => void flush(), APPEARANCE_FLUSH_MS);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}
