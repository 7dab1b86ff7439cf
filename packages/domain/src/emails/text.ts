import { greetingName } from '../rules/contact.ts';

/**
 * What an e-mail says, before the brand's frame is drawn around it: every message the product sends
 * is written here, in one place, and the server only adds the frame, the signature and the address.
 */
export interface EmailText {
  subject: string;
  /** Short line shown by mail clients next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the button (expiry, "ignore if it was not you"). */
  notes: string[];
}

/** 'Olá, Ana!', 'Olá, DJ Kaio!', 'Olá, Trio Forró Bom!': the name as a person would greet it. */
export function hello(name: string): string {
  return `Olá, ${greetingName(name) || name.trim()}!`;
}

/** '1 estrela', '4 estrelas'. */
export function starsText(rating: number): string {
  return `${rating} ${rating === 1 ? 'estrela' : 'estrelas'}`;
}
