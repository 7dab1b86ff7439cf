import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS's secure random source, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** SHA-256 in hex: of a token (what is stored instead of it), a text or a file's bytes. */
export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const hashToken = (token: string) => sha256Hex(token);
