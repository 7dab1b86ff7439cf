import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export const SETTING_DEFAULTS = {
  /** When on (the default for a new installation), only professionals an admin verified are listed. */
  list_only_verified: true,
  support_email: 'suporte@palcobrasil.com.br',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K] extends boolean ? boolean : string;

export async function getSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row ? row.value : SETTING_DEFAULTS[key]) as SettingValue<K>;
}

export async function setSetting<K extends SettingKey>(db: Database, key: K, value: SettingValue<K>): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** The stored value, or undefined when the setting was never saved. */
export async function findSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K> | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as SettingValue<K>) : undefined;
}
