import { SIGNUP_PASSWORD_MIN } from '../constants/business.ts';

export const PASSWORD_CRITERIA = [
  {
    key: 'length',
    label: `Pelo menos ${SIGNUP_PASSWORD_MIN} caracteres`,
    test: (p: string) => p.length >= SIGNUP_PASSWORD_MIN,
  },
  { key: 'lowercase', label: 'Uma letra minúscula', test: (p: string) => /[a-z]/.test(p) },
  { key: 'uppercase', label: 'Uma letra maiúscula', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', label: 'Um número', test: (p: string) => /\d/.test(p) },
  { key: 'symbol', label: 'Um caractere especial', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** 20 points per criterion met. */
export function passwordScore(password: string): number {
  return PASSWORD_CRITERIA.filter((c) => c.test(password)).length * 20;
}

export function passwordStrengthLabel(score: number): string {
  if (score <= 0) return 'Vazia';
  if (score < 40) return 'Muito fraca';
  if (score < 60) return 'Fraca';
  if (score < 80) return 'Média';
  if (score < 100) return 'Forte';
  return 'Excelente';
}
