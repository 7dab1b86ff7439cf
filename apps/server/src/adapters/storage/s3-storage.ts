import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { safeKey, type PutOptions, type Storage, type StoredFile } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  /** Public base URL (a CDN in front of the bucket); defaults to the bucket's own URL. */
  publicUrl?: string | undefined;
}

export function createS3Storage(settings: S3Settings, client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: Boolean(settings.endpoint) })): Storage {
  const base = (settings.publicUrl ?? (settings.endpoint ? `${settings.endpoint}/${settings.bucket}` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`)).replace(/\/$/, '');
  return {
    async put(key: string, body: Buffer, options: PutOptions): Promise<StoredFile> {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: safeKey(key),
          Body: body,
          ContentType: options.contentType,
          CacheControl: `public, max-age=${options.cacheSeconds ?? 3600}`,
          ...(options.overwrite === false ? { IfNoneMatch: '*' } : {}),
        }),
      );
      return { key, url: `${base}/${key}` };
    },
    async deleteByUrl(url: string) {
      if (!url.startsWith(`${base}/`)) return;
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: safeKey(url.slice(base.length + 1)) }));
    },
  };
}
