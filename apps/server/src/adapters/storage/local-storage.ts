import fs from 'node:fs/promises';
import path from 'node:path';
import { safeKey, type PutOptions, type Storage, type StoredFile } from './storage.ts';

export const MEDIA_PREFIX = '/media/';

export function createLocalStorage(dir: string): Storage {
  return {
    async put(key: string, body: Buffer, options: PutOptions): Promise<StoredFile> {
      const file = path.join(dir, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { flag: options.overwrite === false ? 'wx' : 'w' });
      return { key, url: MEDIA_PREFIX + key };
    },
    async deleteByUrl(url: string) {
      if (!url.startsWith(MEDIA_PREFIX)) return;
      const key = url.slice(MEDIA_PREFIX.length);
      await fs.rm(path.join(dir, safeKey(key)), { force: true });
    },
    keyOf: (url) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null),
    async read(key: string) {
      try {
        return await fs.readFile(path.join(dir, safeKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
