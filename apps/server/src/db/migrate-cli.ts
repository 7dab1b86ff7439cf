import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const handle = await openDatabase(config);
await runMigrations(handle);
await handle.close();
console.log('Migrações aplicadas.');
