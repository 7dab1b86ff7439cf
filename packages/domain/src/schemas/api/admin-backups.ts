import { z } from 'zod';

/** The embedded database's daily backups, as the admin sees them (on PostgreSQL they are the operator's). */

export const BACKUP_KINDS = ['daily', 'weekly'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const adminBackupSchema = z.object({
  /** The file's name, which is also how it is downloaded: palco-AAAA-MM-DD.pglite.tar.gz. */
  name: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
  /** Kept as one of the last seven days' copies, or as the newest of one of the last four weeks. */
  kind: z.enum(BACKUP_KINDS),
});
export type AdminBackup = z.infer<typeof adminBackupSchema>;

/** GET /api/admin/backups */
export const adminBackupsSchema = z.object({
  /** True on PostgreSQL: the server makes no copy, the database's own base backups do (docs/reliability.md). */
  operator_backups: z.boolean(),
  items: z.array(adminBackupSchema),
  /** When the next copy is made: from this moment, at the first hourly pass; null when today's is still to come. */
  next_after: z.string().nullable(),
});
export type AdminBackups = z.infer<typeof adminBackupsSchema>;
