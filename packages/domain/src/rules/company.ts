import type { Company } from '../schemas/api/legal.ts';

/** Said next to the company's details whenever they are the stand-ins of an unconfigured installation. */
export const DEMO_COMPANY_LABEL = 'Dados de demonstração';

/** How the company is identified in one line: razão social, CNPJ and address. */
export function companyIdentification(company: Pick<Company, 'legal_name' | 'cnpj' | 'address'>): string {
  return `${company.legal_name} · CNPJ ${company.cnpj} · ${company.address}`;
}

/** A Brazilian number with its area code: a mobile (9 and eight digits) or a landline (2 to 5 and seven). */
const NATIONAL_PHONE = /^[1-9][1-9](?:9\d{8}|[2-5]\d{7})$/;

/**
 * The digits of a Brazilian phone with the country code (5511912345678), from the number as
 * people write it ('+55 (11) 91234-5678', '11 91234 5678'); null when it is not one.
 */
export function brazilPhoneDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
  return NATIONAL_PHONE.test(national) ? `55${national}` : null;
}

/** '5511912345678' → '(11) 91234-5678'; a landline → '(11) 2345-6789'. */
export function brazilPhoneLabel(digits: string): string {
  const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
  const area = national.slice(0, 2);
  const number = national.slice(2);
  const split = number.length - 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}
