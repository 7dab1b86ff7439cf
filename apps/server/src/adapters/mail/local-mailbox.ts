import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';
import { extractLinks, type MailMessage, type ReadableMailbox } from './mail.ts';

/** Older messages are dropped beyond this many. */
const MAX_MESSAGES = 200;

/**
 * Development stand-in for SMTP: messages are appended to <data folder>/mailbox.json so that they
 * survive restarts and can be read at /dev/mailbox. Writes are serialised within the process.
 */
export function createLocalMailbox(dataDir: string): ReadableMailbox {
  const file = path.join(dataDir, 'mailbox.json');
  let queue: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<MailboxEntry[]> => {
    try {
      const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
      return Array.isArray(parsed) ? (parsed as MailboxEntry[]) : [];
    } catch {
      return [];
    }
  };

  /** One change to the file at a time, written whole and renamed into place. */
  const rewrite = (change: (entries: MailboxEntry[]) => MailboxEntry[]) => {
    const write = queue.then(async () => {
      const entries = change(await read());
      await fs.mkdir(dataDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(entries.slice(-MAX_MESSAGES)));
      await fs.rename(tmp, file);
    });
    queue = write.catch(() => undefined);
    return write;
  };

  return {
    send(message: MailMessage) {
      const entry: MailboxEntry = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        links: extractLinks(message.text),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                content_type: a.contentType,
                base64: a.content.toString('base64'),
              })),
            }
          : {}),
        sentAt: new Date().toISOString(),
      };
      return rewrite((entries) => [...entries, entry]);
    },
    forget(address: string) {
      const gone = address.trim().toLowerCase();
      return rewrite((entries) => entries.filter((e) => e.to.trim().toLowerCase() !== gone));
    },
    async list() {
      await queue;
      return (await read()).reverse();
    },
  };
}
