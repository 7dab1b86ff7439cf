import path from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import { BackupError, backupDatabase, defaultBackupFile } from './backup.ts';

// npm run db:backup [-- arquivo]
const config = loadConfigOrExit();
const file = process.argv[2] ? path.resolve(process.argv[2]) : defaultBackupFile(config);
try {
  await backupDatabase(config, file);
  console.log(`Cópia de segurança gravada em ${file}`);
} catch (err) {
  console.error(err instanceof BackupError || err instanceof Error ? err.message : String(err));
  process.exit(1);
}
