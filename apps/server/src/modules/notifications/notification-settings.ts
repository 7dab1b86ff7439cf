import {
  PUSH_KINDS,
  type NotificationSettings,
  type NotificationSettingsChange,
  type PushPreferences,
} from '@app/domain/schemas/notifications';
import { DEFAULT_QUIET_HOURS } from '@app/domain/rules/quiet-hours';
import type { AppDeps } from '../../deps.ts';
import { changeEmailPreferences, readEmailPreferences } from '../account/email-preferences.ts';
import * as repo from './notifications.repository.ts';

/** 'Configurações → Notificações': each kind by push and by e-mail, the quiet hours and the devices. */

const pushPreferencesOf = (optOuts: readonly string[]): PushPreferences =>
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !optOuts.includes(kind)])) as PushPreferences;

export async function readNotificationSettings(deps: AppDeps, userId: string): Promise<NotificationSettings> {
  const [state, email] = await Promise.all([
    repo.pushStateOfUser(deps.db, userId),
    readEmailPreferences(deps.db, userId),
  ]);
  return {
    push: pushPreferencesOf(state?.pushOptOuts ?? []),
    email,
    quiet_hours: state?.quiet ?? DEFAULT_QUIET_HOURS,
    vapid_public_key: deps.push.publicKey,
    devices: state?.devices ?? 0,
  };
}

export async function changeNotificationSettings(
  deps: AppDeps,
  userId: string,
  change: NotificationSettingsChange,
): Promise<NotificationSettings> {
  const now = deps.clock.now();
  if (change.email && Object.keys(change.email).length > 0)
    await changeEmailPreferences(deps.db, userId, change.email, now);
  if (change.push || change.quiet_hours)
    await repo.updatePushPreferences(deps.db, userId, now, (stored) => {
      const push = { ...pushPreferencesOf(stored.pushOptOuts), ...change.push };
      return {
        pushOptOuts: PUSH_KINDS.filter((kind) => !push[kind]),
        quiet: change.quiet_hours ?? stored.quiet,
      };
    });
  return readNotificationSettings(deps, userId);
}
