import type { AppDeps } from '../../deps.ts';
import { findSetting, getSetting } from './settings.repository.ts';

/** The support address: the admins' setting when they set one, else the server's configuration. */
export async function supportEmail(deps: AppDeps): Promise<string> {
  return (await findSetting(deps.db, 'support_email')) ?? deps.config.supportEmail;
}

/** Whether only professionals an admin verified are listed (the admins' setting, on by default). */
export function listOnlyVerified(deps: AppDeps): Promise<boolean> {
  return getSetting(deps.db, 'list_only_verified');
}
