import type { AppConfig } from '../../config.ts';
import { createLocalMailbox } from './local-mailbox.ts';
import type { Mailer } from './mail.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set; otherwise the local mailbox in the data folder. */
export function openMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLocalMailbox(config.dataDir);
}
