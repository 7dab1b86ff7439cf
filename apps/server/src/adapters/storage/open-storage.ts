import fs from 'node:fs';
import type { AppConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The bucket when S3_BUCKET is set, else the uploads folder inside DATA_DIR. */
export function openStorage(config: Pick<AppConfig, 's3' | 'uploadsDir'>): Storage {
  if (config.s3) return createS3Storage(config.s3);
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  return createLocalStorage(config.uploadsDir);
}
