import { z } from 'zod';

/** What the local mailbox keeps of each message (and what GET /api/dev/mailbox returns). */
export const mailboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  sentAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;
