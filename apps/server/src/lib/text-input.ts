import { DomainError } from './errors.ts';

/** PostgreSQL cannot store U+0000 in text, and no one types it: such input is refused up front. */
export const NUL_MESSAGE = 'O texto enviado contém um caractere inválido. Remova-o e tente novamente.';

/** Whether any string in a parsed body, query or params holds U+0000 (keys included). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Raw bodies (the signed webhook's bytes) are not text fields.
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

export function refuseNul(value: unknown) {
  if (containsNul(value)) throw new DomainError('invalid_request', NUL_MESSAGE);
}
