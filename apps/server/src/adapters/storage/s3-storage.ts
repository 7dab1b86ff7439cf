import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { safeKey, type PutOptions, type Storage, type StoredFile } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  /** Public base URL (a CDN in front of the bucket); defaults to the bucket's own URL. */
  publicUrl?: string | undefined;
  /** Keys of the bucket's provider; without them the SDK's usual chain (AWS_* variables, a role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

function clientFor(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible servers (MinIO, R2, a local one) address the bucket in the path.
    forcePathStyle: Boolean(settings.endpoint),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/** Where browsers load the files from: the CDN, else the bucket itself. */
export function publicBaseUrl(settings: S3Settings): string {
  const base =
    settings.publicUrl ??
    (settings.endpoint
      ? `${settings.endpoint}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`);
  return base.replace(/\/$/, '');
}

export function createS3Storage(settings: S3Settings, client = clientFor(settings)): Storage {
  const base = publicBaseUrl(settings);
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
    keyOf: (url) => (url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null),
    async read(key: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: safeKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
  };
}
