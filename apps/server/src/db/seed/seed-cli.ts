import { loadConfig } from '../../config.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { seed } from './seed.ts';

const config = loadConfig();
const handle = await openDatabase(config);
await runMigrations(handle);
const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
const demo = await seed(handle.db, storage, config);
await handle.close();
console.log(demo ? 'Catálogo e dados de demonstração criados.' : 'Catálogo atualizado.');
