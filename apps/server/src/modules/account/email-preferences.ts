import { OPTIONAL_EMAILS, type OptionalEmail } from '@app/domain/emails/preferences';
import type { EmailPreferences } from '@app/domain/schemas/account';
import type { Database } from '../../db/client.ts';
import * as repo from './account.repository.ts';

/**
 * The optional notices a person turned off ('Configurações'). Everything not in OPTIONAL_EMAILS is
 * essential and is sent whatever is stored here.
 */
function preferencesOf(optOuts: readonly string[]): EmailPreferences {
  return Object.fromEntries(OPTIONAL_EMAILS.map((kind) => [kind, !optOuts.includes(kind)])) as EmailPreferences;
}

export async function readEmailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  return preferencesOf(await repo.findEmailOptOuts(db, userId));
}

export async function changeEmailPreferences(
  db: Database,
  userId: string,
  change: Partial<EmailPreferences>,
  now: Date,
): Promise<EmailPreferences> {
  const optOuts = await repo.updateEmailOptOuts(db, userId, now, (stored) => {
    const next = { ...preferencesOf(stored), ...change };
    return OPTIONAL_EMAILS.filter((kind) => !next[kind]);
  });
  return preferencesOf(optOuts);
}

/** Whether the professional's account still wants this optional notice. */
export async function wantsNotice(db: Database, professionalId: string, kind: OptionalEmail): Promise<boolean> {
  return !(await repo.findEmailOptOutsOfProfessional(db, professionalId)).includes(kind);
}
