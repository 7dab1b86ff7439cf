/**
 * Appearances in search counted in this process's memory until the next flush: a search adds a few
 * map entries and writes nothing. Each server keeps its own buffer and adds its totals to the
 * database's (modules/funnel/appearances.ts), so several servers need no shared store.
 */

/** Words typed and cities filtered kept per professional, day and kind: the rest of a flood is not stored. */
export const APPEARANCE_TERMS_MAX = 20;
/** Entries past which the buffer asks for a flush at once, so that a burst of searches cannot grow it without bound. */
const FLUSH_EARLY_SIZE = 50_000;

export type TermKind = 'words' | 'city';

export interface CardCount {
  professional_id: string;
  day: string;
  count: number;
}

export interface TermCount extends CardCount {
  kind: TermKind;
  value: string;
}

export interface AppearanceBatch {
  cards: CardCount[];
  terms: TermCount[];
}

/** What a search asked for, as stored: its words normalised, and the cities' names. */
export interface SearchAsked {
  words: string | null;
  cities: readonly string[];
}

export class AppearanceBuffer {
  private cards = new Map<string, CardCount>();
  private terms = new Map<string, TermCount>();
  /** Distinct values held per professional, day and kind, to keep each under APPEARANCE_TERMS_MAX. */
  private distinct = new Map<string, number>();
  private askedToFlush = false;

  /** Called when the buffer holds FLUSH_EARLY_SIZE entries or more, after an add. */
  onFull: () => void = () => {};

  get size(): number {
    return this.cards.size + this.terms.size;
  }

  add(professionalIds: readonly string[], day: string, asked: SearchAsked) {
    for (const id of professionalIds) {
      const key = `${id}|${day}`;
      const card = this.cards.get(key);
      if (card) card.count += 1;
      else this.cards.set(key, { professional_id: id, day, count: 1 });
      if (asked.words) this.addTerm(id, day, 'words', asked.words);
      for (const city of asked.cities) this.addTerm(id, day, 'city', city);
    }
    if (!this.askedToFlush && this.size >= FLUSH_EARLY_SIZE) {
      this.askedToFlush = true;
      this.onFull();
    }
  }

  private addTerm(id: string, day: string, kind: TermKind, value: string) {
    const key = `${id}|${day}|${kind}|${value}`;
    const term = this.terms.get(key);
    if (term) {
      term.count += 1;
      return;
    }
    const group = `${id}|${day}|${kind}`;
    const held = this.distinct.get(group) ?? 0;
    if (held >= APPEARANCE_TERMS_MAX) return;
    this.distinct.set(group, held + 1);
    this.terms.set(key, { professional_id: id, day, kind, value, count: 1 });
  }

  /** Everything counted since the last drain; the buffer starts empty again. */
  drain(): AppearanceBatch {
    const batch = { cards: [...this.cards.values()], terms: [...this.terms.values()] };
    this.cards = new Map();
    this.terms = new Map();
    this.distinct = new Map();
    this.askedToFlush = false;
    return batch;
  }
}
