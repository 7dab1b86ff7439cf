import { TERMS_VERSION } from '@app/domain/constants/legal';
import type { Company, LegalInfo } from '@app/domain/schemas/api/legal';
import type { MailSignature } from '../../adapters/mail/layout.ts';
import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { forgettableCopies } from '../../lib/cached-reading.ts';
import { findSetting, getSetting, setSetting } from './settings.repository.ts';

/** The support address: the admins' setting when they set one, else the server's configuration. */
export async function supportEmail(deps: AppDeps): Promise<string> {
  return (await findSetting(deps.db, 'support_email')) ?? deps.config.supportEmail;
}

/** Whether only professionals an admin verified are listed (the admins' setting, on by default). */
export function listOnlyVerified(deps: AppDeps): Promise<boolean> {
  return getSetting(deps.db, 'list_only_verified');
}

/**
 * How long a server answers the listing's setting from memory. An admin's change is announced to
 * every server at once (the 'settings' notice), which forget their copy; this bounds the staleness
 * when a notice is lost, as the catalogue's.
 */
export const LISTING_SETTING_TTL_MS = 30_000;

const listingSetting = forgettableCopies<AppDeps['handle'], boolean>(LISTING_SETTING_TTL_MS);

/**
 * listOnlyVerified as every search and listing reads it: from this server's memory, one database
 * round trip less on each (the replica's readers share the primary's copy). The admins' own screen
 * and the change itself read the database.
 */
export function listingOnlyVerified(deps: AppDeps): Promise<boolean> {
  return listingSetting.get(deps.handle, deps.clock.now().getTime(), () => listOnlyVerified(deps));
}

/** Forgets this server's copy of the listing's setting (on a change notice from any server). */
export function forgetListingSetting(deps: Pick<AppDeps, 'handle'>) {
  listingSetting.forget(deps.handle);
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
