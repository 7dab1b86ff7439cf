import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';
import type { AppConfig } from '../../config.ts';
import { createLocalMailbox } from './local-mailbox.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends transactional e-mail: over SMTP when SMTP_URL is set, otherwise into the local mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The local mailbox can also be read back; the SMTP mailer cannot. */
export interface ReadableMailbox extends Mailer {
  list(): Promise<MailboxEntry[]>;
  /** Drops every message sent to `address` (case aside): a deleted account leaves none behind. */
  forget(address: string): Promise<void>;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Every distinct URL in the text, in order of appearance. */
export function extractLinks(text: string): string[] {
  return [...new Set((text.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:!?]+$/, '')))];
}

const mailers = new WeakMap<AppConfig, Mailer>();

/** One mailer per configuration, created on first use. */
export function getMailer(config: AppConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLocalMailbox(config.dataDir);
    mailers.set(config, mailer);
  }
  return mailer;
}

export function isReadableMailbox(mailer: Mailer): mailer is ReadableMailbox {
  return typeof (mailer as Partial<ReadableMailbox>).list === 'function';
}
