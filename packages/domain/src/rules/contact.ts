import { BRAND_NAME } from '../constants/brand.ts';

/** First word of a name, for the WhatsApp greeting. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function whatsappLink(countryCode: string | null, number: string | null, professionalName: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const code = (countryCode ?? '55').replace(/\D/g, '') || '55';
  const greeting = `Olá, ${firstName(professionalName)}! Encontrei seu perfil no ${BRAND_NAME} e gostaria de conversar sobre um trabalho.`;
  return `https://wa.me/${code}${digits}?text=${encodeURIComponent(greeting)}`;
}

export function instagramHandle(value: string | null): string | null {
  const handle = (value ?? '').trim().replace(/^@+/, '').replace(/^https?:\/\/(www\.)?instagram\.com\//i, '').replace(/\/.*$/, '');
  return handle || null;
}

export function instagramUrl(value: string | null): string | null {
  const handle = instagramHandle(value);
  return handle ? `https://instagram.com/${handle}` : null;
}

/** Brazil mask (99) 99999-9999 while typing; other countries are free entry. */
export function maskBrazilPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export function locationLabel(p: { outside_brazil: boolean; country: string | null; city: string | null; state: string | null }): string {
  if (p.outside_brazil) return p.country ?? '';
  return [p.city, p.state].filter((v) => v && v.trim()).join(', ');
}
