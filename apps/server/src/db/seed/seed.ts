import type { AppConfig } from '../../config.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../client.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemo } from './demo.ts';

export async function seed(db: Database, storage: Storage, config: Pick<AppConfig, 'demoData'>) {
  await seedCatalog(db);
  return config.demoData ? seedDemo(db, storage) : false;
}
