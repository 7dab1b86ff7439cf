import path from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import { BackupError, restoreDatabase } from './backup.ts';

// npm run db:restore -- arquivo [--force]
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Informe o arquivo: npm run db:restore -- backups/palco-AAAAMMDD-HHMMSS.pgdump [--force]');
  process.exit(1);
}
const config = loadConfigOrExit();
try {
  console.log(await restoreDatabase(config, path.resolve(file), { force: args.includes('--force') }));
} catch (err) {
  console.error(err instanceof BackupError || err instanceof Error ? err.message : String(err));
  process.exit(1);
}
