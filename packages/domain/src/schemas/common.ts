import { z } from 'zod';

export const uuidSchema = z.uuid('Identificador inválido.');

/** Trims and turns empty strings into null for optional text fields. */
export const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .max(max, message)
    .transform((v) => v.trim())
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null);

export const httpUrl = (message: string) =>
  z
    .string(message)
    .trim()
    .max(2048, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\//i.test(v);
      } catch {
        return false;
      }
    }, message);
