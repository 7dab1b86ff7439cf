import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
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

export function isReadableMailbox(mailer: Mailer): mailer is ReadableMailbox {
  return typeof (mailer as Partial<ReadableMailbox>).list === 'function';
}
