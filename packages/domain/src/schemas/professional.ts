import { z } from 'zod';
import { TEXT_MIN_LENGTH } from '../constants/business.ts';
import { OCCASION_SLUGS } from '../constants/occasions.ts';
import { SERVICE_CITIES_MAX } from '../constants/instruments.ts';
import { catalogueListSchemas } from './catalogue-lists.ts';
import { profileFieldInputSchemas } from './profile-field-schemas.ts';
import {
  PACKAGE_DURATION_MAX,
  PACKAGE_DURATION_UNITS,
  PACKAGE_INCLUDED_ITEM_MAX,
  PACKAGE_INCLUDED_MAX_ITEMS,
  PACKAGE_PRICE_KINDS,
  PACKAGE_PRICE_MAX_CENTS,
  PACKAGE_REVISIONS_MAX,
} from '../constants/packages.ts';
import { parseBrazilianPrice } from '../rules/price.ts';
import { httpUrl, multiLineText, optionalText, singleLineText } from './common.ts';

export const PROFILE_MESSAGES = {
  name: 'Nome é obrigatório',
  text: 'Texto muito longo.',
  price: 'Informe um valor inteiro em reais.',
  notAuthenticated: 'Usuário não autenticado.',
  saveFailed: 'Não foi possível atualizar o perfil. Tente novamente.',
  saved: 'Perfil atualizado',
  occasions: 'Escolha ocasiões da lista.',
  city: 'Escolha a cidade na lista de municípios.',
  serviceCities: `Escolha até ${SERVICE_CITIES_MAX} cidades da lista de municípios.`,
} as const;

/** The title (one line, up to 120 characters) and description (up to 2000) of a package or a portfolio item. */
const titleAndDescription = (messages: { title: string; description: string }) => ({
  title: singleLineText(messages.title).min(TEXT_MIN_LENGTH, messages.title).max(120, messages.title),
  description: multiLineText(messages.description)
    .min(TEXT_MIN_LENGTH, messages.description)
    .max(2000, messages.description),
});

const ibgeCode = (message: string) => z.number(message).int(message).min(1_000_000, message).max(9_999_999, message);

/** The server refused the update and said why. */
export const profileUpdateFailed = (reason: string | null | undefined) =>
  `Não foi possível atualizar o perfil: ${reason || 'Erro desconhecido'}`;

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
  name: singleLineText(PROFILE_MESSAGES.name)
    .min(TEXT_MIN_LENGTH, PROFILE_MESSAGES.name)
    .max(120, PROFILE_MESSAGES.name),
  ...profileFieldInputSchemas(PROFILE_MESSAGES.text),
  whatsapp_country_code: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Código de país inválido.')
    .default('55'),
  whatsapp_number: optionalText(30, 'Número de WhatsApp inválido.'),
  min_price: wholeReais,
  equipment: z
    .array(singleLineText(PROFILE_MESSAGES.text).min(1).max(200))
    .max(100, 'Lista de equipamentos muito longa.')
    .default([]),
  city: optionalText(120, PROFILE_MESSAGES.text),
  state: optionalText(60, PROFILE_MESSAGES.text),
  country: optionalText(120, PROFILE_MESSAGES.text),
  outside_brazil: z.boolean().default(false),
  /** The municipality's IBGE code: the city is chosen from the official list. */
  city_code: ibgeCode(PROFILE_MESSAGES.city)
    .nullish()
    .transform((v) => v ?? null),
  service_city_codes: z
    .array(ibgeCode(PROFILE_MESSAGES.serviceCities))
    .max(SERVICE_CITIES_MAX, PROFILE_MESSAGES.serviceCities)
    .default([]),
  ...catalogueListSchemas({ input: true }),
  occasions: z.array(z.enum(OCCASION_SLUGS, PROFILE_MESSAGES.occasions)).default([]),
  specialties: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  genres: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  service_types: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const SERVICE_MESSAGES = {
  title: 'Título é obrigatório',
  description: 'Descrição é obrigatória',
  price: 'Informe um preço válido, por exemplo 1.200 ou 350,50.',
  priceMissing: 'Informe o preço ou escolha "A combinar".',
  included: `Liste no máximo ${PACKAGE_INCLUDED_MAX_ITEMS} itens, com até ${PACKAGE_INCLUDED_ITEM_MAX} caracteres cada.`,
  duration: `Informe a duração em números inteiros, de 1 a ${PACKAGE_DURATION_MAX}.`,
  durationUnit: 'Escolha horas ou dias.',
  revisions: `Informe de 0 a ${PACKAGE_REVISIONS_MAX} revisões.`,
  occasions: 'Escolha ocasiões da lista.',
  confirmDelete: 'Tem certeza que deseja excluir este serviço?',
} as const;

/** A price typed the Brazilian way ('1.200', '350,50') or a number of reais; in cents, or null when blank. */
const priceCents = z
  .union([z.number(), z.string()], SERVICE_MESSAGES.price)
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const cents = parseBrazilianPrice(v);
    if (cents === null || cents > PACKAGE_PRICE_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.price });
      return z.NEVER;
    }
    return cents;
  });

const optionalWhole = (max: number, message: string) =>
  z
    .union([z.number(), z.string()], message)
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/**
 * A service is a package: what it is, what it includes, how long it takes, how many revisions, its
 * price and the occasions it fits. Only title and description are required, as before packages.
 */
export const serviceSchema = z
  .object({
    ...titleAndDescription(SERVICE_MESSAGES),
    price: priceCents,
    price_kind: z.enum(PACKAGE_PRICE_KINDS, SERVICE_MESSAGES.price).optional(),
    /** Older clients send only this; it means price_kind 'negotiable'. */
    is_price_negotiable: z.boolean().default(false),
    included: z
      .array(singleLineText(SERVICE_MESSAGES.included).max(PACKAGE_INCLUDED_ITEM_MAX, SERVICE_MESSAGES.included))
      .max(PACKAGE_INCLUDED_MAX_ITEMS, SERVICE_MESSAGES.included)
      .default([])
      .transform((items) => items.filter(Boolean)),
    duration_value: optionalWhole(PACKAGE_DURATION_MAX, SERVICE_MESSAGES.duration).refine(
      (v) => v !== 0,
      SERVICE_MESSAGES.duration,
    ),
    duration_unit: z.enum(PACKAGE_DURATION_UNITS, SERVICE_MESSAGES.durationUnit).nullish(),
    revisions: optionalWhole(PACKAGE_REVISIONS_MAX, SERVICE_MESSAGES.revisions),
    occasions: z
      .array(z.enum(OCCASION_SLUGS, SERVICE_MESSAGES.occasions))
      .max(OCCASION_SLUGS.length, SERVICE_MESSAGES.occasions)
      .default([])
      .transform((list) => [...new Set(list)]),
  })
  .superRefine((s, ctx) => {
    const kind = s.price_kind ?? (s.is_price_negotiable ? 'negotiable' : 'fixed');
    if (kind !== 'negotiable' && s.price === null && s.price_kind)
      ctx.addIssue({ code: 'custom', path: ['price'], message: SERVICE_MESSAGES.priceMissing });
    if (s.duration_value !== null && !s.duration_unit)
      ctx.addIssue({ code: 'custom', path: ['duration_unit'], message: SERVICE_MESSAGES.durationUnit });
  })
  .transform(({ price_kind, price, ...s }) => {
    const kind = price_kind ?? (s.is_price_negotiable || price === null ? 'negotiable' : 'fixed');
    const negotiable = kind === 'negotiable';
    return {
      ...s,
      price_cents: negotiable ? null : price,
      price_from: kind === 'from',
      is_price_negotiable: negotiable,
      duration_unit: s.duration_value === null ? null : (s.duration_unit ?? null),
    };
  });

export type ServiceInput = z.input<typeof serviceSchema>;

export const PORTFOLIO_CONTENT_TYPES = ['audio', 'link'] as const;

export const PORTFOLIO_MESSAGES = {
  title: 'Título é obrigatório',
  description: 'Descrição é obrigatória',
  url: 'URL inválida',
  confirmDelete: 'Tem certeza que deseja excluir este item do portfólio?',
} as const;

export const portfolioItemSchema = z.object({
  ...titleAndDescription(PORTFOLIO_MESSAGES),
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
  url: z.union(
    [httpUrl(PORTFOLIO_MESSAGES.url), z.string().regex(/^\/media\/[\w./-]+$/, PORTFOLIO_MESSAGES.url)],
    PORTFOLIO_MESSAGES.url,
  ),
});

export const workDetailsSchema = z.object({
  work_details: optionalText(10_000, 'Texto muito longo.', { multiLine: true }),
});

export const AI_MESSAGES = {
  emptyTitle: 'Texto vazio',
  emptyBiography: 'Por favor, escreva algo na biografia para que a IA possa melhorá-la.',
  emptyEquipment: 'Por favor, liste alguns equipamentos para que a IA possa organizá-los.',
} as const;
