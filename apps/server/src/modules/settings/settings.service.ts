import { TERMS_VERSION } from '@app/domain/constants/legal';
import type { Company, LegalInfo } from '@app/domain/schemas/api/legal';
import type { MailSignature } from '../../adapters/mail/layout.ts';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { findSetting, getSetting, setSetting } from './settings.repository.ts';

/** The support address: the admins' setting when they set one, else the server's configuration. */
export async function supportEmail(deps: AppDeps): Promise<string> {
  return (await findSetting(deps.db, 'support_email')) ?? deps.config.supportEmail;
}

/** Whether only professionals an admin verified are listed (the admins' setting, on by default). */
export function listOnlyVerified(deps: AppDeps): Promise<boolean> {
  return getSetting(deps.db, 'list_only_verified');
}

/** Writes one of the admins' settings, inside the caller's transaction (the admin's audit row goes with it). */
export const saveSetting = setSetting;

/** The company behind the site, as the pages and the e-mails show it (from the configuration). */
export function company(config: Pick<AppConfig, 'company' | 'supportWhatsapp'>): Company {
  const { legalName, cnpj, address, demo } = config.company;
  return { legal_name: legalName, cnpj, address, support_whatsapp: config.supportWhatsapp, demo };
}

/** What the legal texts and the footer read: the terms in force, who sells and how to reach them. */
export async function legalInfo(deps: AppDeps): Promise<LegalInfo> {
  const { config } = deps;
  return {
    terms_version: TERMS_VERSION,
    contact_email: await supportEmail(deps),
    company: company(config),
    // The built-in provider runs where no real one is configured: in development, or a pilot that asked for it.
    test_payments: deps.payments.test !== null,
  };
}

/** The foot of every e-mail: the support address and the company. */
export async function mailSignature(deps: AppDeps): Promise<MailSignature> {
  return { supportEmail: await supportEmail(deps), company: company(deps.config) };
}
