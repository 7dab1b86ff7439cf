import { RESPONSE_QUESTION_DELAY_MS } from '@app/domain/constants/deals';

/**
 * What this browser remembers of its contacts, per professional: when it first clicked contact,
 * whether it answered 'O profissional respondeu seu contato?', and until when 'Ainda não' put
 * the question off. Kept in local storage only; the server checks the click on its own.
 */
const KEY = 'contact_history';

interface ContactEntry {
  clickedAt: number;
  answered?: boolean;
  askAgainAt?: number;
}

type History = Record<string, ContactEntry>;

function read(): History {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const history: History = {};
    for (const [id, value] of Object.entries(parsed as Record<string, Partial<ContactEntry>>)) {
      if (value && typeof value.clickedAt === 'number') history[id] = value as ContactEntry;
    }
    return history;
  } catch {
    return {};
  }
}

function write(history: History) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(history));
  } catch {
    // Private mode or a full storage: the question is simply not asked later.
  }
}

function update(professionalId: string, change: (entry: ContactEntry | undefined) => ContactEntry | undefined) {
  const history = read();
  const next = change(history[professionalId]);
  if (next) history[professionalId] = next;
  write(history);
}

/** The first contact click counts: clicking again does not push the question further away. */
export function rememberContactClick(professionalId: string, now: number = Date.now()) {
  update(professionalId, (entry) => entry ?? { clickedAt: now });
}

export function responseQuestionDue(professionalId: string, now: number = Date.now()): boolean {
  const entry = read()[professionalId];
  if (!entry || entry.answered) return false;
  if (now - entry.clickedAt < RESPONSE_QUESTION_DELAY_MS) return false;
  return entry.askAgainAt === undefined || now >= entry.askAgainAt;
}

export function rememberAnswer(professionalId: string) {
  update(professionalId, (entry) => (entry ? { ...entry, answered: true } : entry));
}

/** 'Ainda não': ask again a day later. */
export function askAgainLater(professionalId: string, now: number = Date.now()) {
  update(professionalId, (entry) => (entry ? { ...entry, askAgainAt: now + RESPONSE_QUESTION_DELAY_MS } : entry));
}
