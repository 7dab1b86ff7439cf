import { BRAZIL_STATES } from '../constants/catalog.ts';
import { BRAND_NAME } from '../constants/brand.ts';
import type { ContactBar } from '../constants/verification.ts';

/** Stage titles that are part of the artistic name: 'DJ Kaio' is greeted as 'DJ Kaio', not 'DJ'. */
const STAGE_TITLES = new Set([
  'dj',
  'mc',
  'mestre',
  'mestra',
  'maestro',
  'maestrina',
  'tio',
  'tia',
  'dona',
  'seu',
  'vovó',
  'vovô',
  'frei',
  'padre',
  'pastor',
  'pastora',
  'dr',
  'dra',
  'prof',
  'profa',
  'professor',
  'professora',
  'sr',
  'sra',
  'lady',
  'miss',
  'mister',
  'mr',
  'big',
  'lil',
  'young',
]);
/** Names of groups, greeted whole: 'Banda Forró Pé de Serra', 'Trio Ternura'. */
const GROUP_WORDS = new Set([
  'banda',
  'grupo',
  'trio',
  'duo',
  'dupla',
  'quarteto',
  'quinteto',
  'sexteto',
  'orquestra',
  'coral',
  'coro',
  'coletivo',
  'bloco',
  'conjunto',
  'estúdio',
  'estudio',
  'studio',
  'produtora',
  'os',
  'as',
]);
const GROUP_NAME_MAX_WORDS = 5;

/**
 * The name to greet someone by: the first word of a person's name ('Ana Clara' → 'Ana'), the title
 * with the name after it for an artistic name ('DJ Kaio Silva' → 'DJ Kaio', 'MC Lan' → 'MC Lan'),
 * and a group's whole name ('Trio Ternura').
 */
export function greetingName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  // Portuguese lowercases as the default rules do (no locale needed, and none of its data read).
  const key = first.toLowerCase().replace(/\.$/, '');
  if (GROUP_WORDS.has(key) && words.length <= GROUP_NAME_MAX_WORDS) return words.join(' ');
  if (STAGE_TITLES.has(key) && words[1]) return `${first} ${words[1]}`;
  return first;
}

/** The first line of every WhatsApp message sent from a profile. */
export function contactGreeting(professionalName: string): string {
  return `Olá, ${greetingName(professionalName)}! Encontrei seu perfil no ${BRAND_NAME} e gostaria de conversar sobre um trabalho.`;
}

/**
 * The one address that opens WhatsApp: a chat with the number (country code and digits; anything
 * else in it is left out) with `text` typed in, or, without a number, the text to send to whoever
 * the person picks (a share).
 */
export function whatsappUrl(number: string | null, text?: string): string {
  const digits = (number ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** A wa.me link with the greeting, or with a whole message (a brief) that starts with it. */
export function whatsappLink(
  countryCode: string | null,
  number: string | null,
  professionalName: string,
  message?: string,
): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const code = (countryCode ?? '55').replace(/\D/g, '') || '55';
  return whatsappUrl(`${code}${digits}`, message ?? contactGreeting(professionalName));
}

export function instagramHandle(value: string | null): string | null {
  const handle = (value ?? '')
    .trim()
    .replace(/^@+/, '')
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/\/.*$/, '');
  return handle || null;
}

export function instagramUrl(value: string | null): string | null {
  const handle = instagramHandle(value);
  return handle ? `https://instagram.com/${handle}` : null;
}

/** Brazil mask (99) 99999-9999 while typing; other countries are free entry. */
export function maskBrazilPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export function locationLabel(p: {
  outside_brazil: boolean;
  country: string | null;
  city: string | null;
  state: string | null;
}): string {
  if (p.outside_brazil) return p.country ?? '';
  return [p.city, p.state].filter((v) => v && v.trim()).join(', ');
}

/** 'Rio de Janeiro (RJ)' where a phone's card has little room; elsewhere as locationLabel. */
export function shortLocationLabel(p: Parameters<typeof locationLabel>[0]): string {
  const uf = BRAZIL_STATES.find((s) => s.name === p.state)?.uf;
  return !p.outside_brazil && p.city?.trim() && uf ? `${p.city.trim()} (${uf})` : locationLabel(p);
}

export interface ContactState {
  services_suspended: boolean;
  /** An active or trialing subscription right now. */
  is_active: boolean;
  /** The listing's verification check: e-mail confirmed and, when listing requires it, verified. */
  passes_verification: boolean;
}

/**
 * Why contact is unavailable on a public profile, or null. Only a professional who would be listed
 * gets contacts: a direct link to anyone else shows the profile with contact barred.
 */
export function contactBar(state: ContactState): ContactBar | null {
  if (state.services_suspended) return 'suspended';
  if (!state.is_active) return 'not_subscribed';
  if (!state.passes_verification) return 'awaiting_verification';
  return null;
}
