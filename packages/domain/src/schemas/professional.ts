import { z } from 'zod';
import { TEXT_MIN_LENGTH } from '../constants/business.ts';
import { httpUrl, optionalText } from './common.ts';

export const PROFILE_MESSAGES = {
  name: 'Nome é obrigatório',
  text: 'Texto muito longo.',
  price: 'Informe um valor inteiro em reais.',
  notAuthenticated: 'Usuário não autenticado.',
  saveFailed: 'Não foi possível atualizar o perfil. Tente novamente.',
  saved: 'Perfil atualizado',
} as const;

/** The server refused the update and said why. */
export const profileUpdateFailed = (reason: string | null | undefined) => `Não foi possível atualizar o perfil: ${reason || 'Erro desconhecido'}`;

/** Accepts '150', 150, '', null; anything else is an error. */
const wholeReais = z
  .union([z.number(), z.string()], PROFILE_MESSAGES.price)
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v.trim().replace(/\./g, '').replace(',', '.'));
    if (!Number.isFinite(n) || n < 0 || n > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.price });
      return z.NEVER;
    }
    return Math.round(n);
  });

export const profileUpdateSchema = z.object({
  name: z.string(PROFILE_MESSAGES.name).trim().min(TEXT_MIN_LENGTH, PROFILE_MESSAGES.name).max(120, PROFILE_MESSAGES.name),
  description: optionalText(5000, PROFILE_MESSAGES.text),
  bio: optionalText(5000, PROFILE_MESSAGES.text),
  instagram: optionalText(100, PROFILE_MESSAGES.text),
  whatsapp_country_code: z.string().trim().regex(/^\d{1,4}$/, 'Código de país inválido.').default('55'),
  whatsapp_number: optionalText(30, 'Número de WhatsApp inválido.'),
  min_price: wholeReais,
  is_price_negotiable: z.boolean().default(false),
  equipment: z.array(z.string().trim().min(1).max(200)).max(100, 'Lista de equipamentos muito longa.').default([]),
  city: optionalText(120, PROFILE_MESSAGES.text),
  state: optionalText(60, PROFILE_MESSAGES.text),
  country: optionalText(120, PROFILE_MESSAGES.text),
  outside_brazil: z.boolean().default(false),
  specialties: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  genres: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  service_types: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const SERVICE_MESSAGES = {
  title: 'Título é obrigatório',
  description: 'Descrição é obrigatória',
  price: 'Informe um preço válido.',
  confirmDelete: 'Tem certeza que deseja excluir este serviço?',
} as const;

export const serviceSchema = z
  .object({
    title: z.string(SERVICE_MESSAGES.title).trim().min(TEXT_MIN_LENGTH, SERVICE_MESSAGES.title).max(120, SERVICE_MESSAGES.title),
    description: z.string(SERVICE_MESSAGES.description).trim().min(TEXT_MIN_LENGTH, SERVICE_MESSAGES.description).max(2000, SERVICE_MESSAGES.description),
    price: wholeReais,
    is_price_negotiable: z.boolean().default(false),
  })
  .transform((s) => ({ ...s, price: s.is_price_negotiable ? null : s.price }));

export type ServiceInput = z.input<typeof serviceSchema>;

export const PORTFOLIO_CONTENT_TYPES = ['audio', 'link'] as const;

export const PORTFOLIO_MESSAGES = {
  title: 'Título é obrigatório',
  description: 'Descrição é obrigatória',
  url: 'URL inválida',
  confirmDelete: 'Tem certeza que deseja excluir este item do portfólio?',
} as const;

export const portfolioItemSchema = z.object({
  title: z.string(PORTFOLIO_MESSAGES.title).trim().min(TEXT_MIN_LENGTH, PORTFOLIO_MESSAGES.title).max(120, PORTFOLIO_MESSAGES.title),
  description: z.string(PORTFOLIO_MESSAGES.description).trim().min(TEXT_MIN_LENGTH, PORTFOLIO_MESSAGES.description).max(2000, PORTFOLIO_MESSAGES.description),
  url: httpUrl(PORTFOLIO_MESSAGES.url),
  content_type: z.enum(PORTFOLIO_CONTENT_TYPES, 'Tipo de conteúdo inválido.').default('link'),
});

export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;

export const PORTFOLIO_AUDIO_MESSAGES = {
  missing: 'Selecione um arquivo de áudio para enviar.',
  size: 'Arquivo muito grande: o tamanho máximo permitido é 20MB.',
} as const;

/** The text fields sent with an uploaded audio file (multipart). */
export const portfolioAudioFieldsSchema = portfolioItemSchema.pick({ title: true, description: true });

/**
 * Changing an item: the address is a link, or (for an uploaded file) the address the app gave it,
 * which the server accepts only unchanged.
 */
export const portfolioItemUpdateSchema = portfolioItemSchema.extend({
  url: z.union([httpUrl(PORTFOLIO_MESSAGES.url), z.string().regex(/^\/media\/[\w./-]+$/, PORTFOLIO_MESSAGES.url)], PORTFOLIO_MESSAGES.url),
});

export const workDetailsSchema = z.object({ work_details: optionalText(10_000, 'Texto muito longo.') });

export const AI_MESSAGES = {
  emptyTitle: 'Texto vazio',
  emptyBiography: 'Por favor, escreva algo na biografia para que a IA possa melhorá-la.',
  emptyEquipment: 'Por favor, liste alguns equipamentos para que a IA possa organizá-los.',
} as const;

export const aiImproveSchema = z.object({
  text: z.string().trim().min(1, AI_MESSAGES.emptyBiography).max(10_000, 'Texto muito longo.'),
  type: z.enum(['biography', 'equipment', 'work_details'], 'Tipo de texto inválido.'),
});
