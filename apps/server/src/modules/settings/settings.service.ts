import type { AppDeps } from '../../deps.ts';
import { findSetting } from './settings.repository.ts';

/** The support address: the admins' setting when they set one, else the server's configuration. */
export async function supportEmail(deps: AppDeps): Promise<string> {
  return (await findSetting(deps.db, 'support_email')) ?? deps.config.supportEmail;
}
