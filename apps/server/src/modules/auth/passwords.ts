import { hash, verify } from '@node-rs/argon2';

/** OWASP: argon2id, 19 MiB, 2 iterations, parallelism 1. */
const OPTIONS = {
  // 2 = Argon2id in the library's Algorithm enum.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
