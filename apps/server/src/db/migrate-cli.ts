import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfigOrExit();
const handle = await openDatabase(config);
await runMigrations(handle);
await handle.close();
console.log('Migrações aplicadas.');
