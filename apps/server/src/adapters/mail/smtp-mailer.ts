import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail.ts';

/** Real delivery through an SMTP relay, e.g. smtp://user:pass@smtp.example.com:587 (or smtps:// on 465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}
