import { z } from 'zod';

/** What the local mailbox keeps of each message (and what GET /api/dev/mailbox returns). */
export const mailboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** Files sent with the message (an agreement's PDF, a calendar invitation), their bytes in base64. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), base64: z.string() })).optional(),
  sentAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntrySchema>;
