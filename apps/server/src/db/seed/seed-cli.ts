import { loadConfigOrExit } from '../../config.ts';
import { openStorage } from '../../adapters/storage/open-storage.ts';
import { openDatabase } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';

const config = loadConfigOrExit();
const handle = await openDatabase(config);
const demo = await prepareDatabase({ handle, storage: openStorage(config), config });
await handle.close();
console.log(demo ? 'Catálogo e dados de demonstração criados.' : 'Catálogo atualizado.');
