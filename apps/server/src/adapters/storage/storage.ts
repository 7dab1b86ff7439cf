export interface StoredFile {
  key: string;
  url: string;
}

export interface PutOptions {
  contentType: string;
  cacheSeconds?: number;
  /** Refuse to replace an existing object (report evidence); profile photos may overwrite. */
  overwrite?: boolean;
}

/** Where uploaded files live: a local folder by default, an S3-compatible bucket in production. */
export interface Storage {
  put(key: string, body: Buffer, options: PutOptions): Promise<StoredFile>;
  /** Removes a file given its public URL; URLs this storage did not issue are ignored. */
  deleteByUrl(url: string): Promise<void>;
  /** The key of a file this storage issued the URL of; null for any other URL. */
  keyOf(url: string): string | null;
  /** A file's bytes by its key; null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
}

export const safeKey = (key: string) => {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Chave de arquivo inválida: ${key}`);
  return key;
};
