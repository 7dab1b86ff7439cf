import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS's secure random source, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
