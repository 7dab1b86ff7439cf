import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The settings (and environment) that point the app at this bucket. */
  settings: {
    bucket: string;
    region: string;
    endpoint: string;
    publicUrl: string | undefined;
    accessKeyId: string;
    secretAccessKey: string;
  };
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on a free loopback port with one empty bucket, its files in a temporary folder. */
export async function startLocalS3(bucket = 'palco-media'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures made with its fixed key pair.
  const settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    publicUrl: undefined,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    endpoint,
    bucket,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
