import { z } from 'zod';
import { FREE_RANGE_MAX_DAYS } from '../constants/availability.ts';
import { daysBetween, isCalendarDay } from '../rules/calendar-day.ts';
import { OCCASION_SLUGS } from '../constants/occasions.ts';
import { INSTRUMENT_SLUGS } from '../constants/instruments.ts';
import {
  GENRES,
  LOCATION_OPTIONS,
  PRICE_FILTER_VALUES,
  SERVICE_TYPES,
  SORT_VALUES,
  SPECIALTIES,
  DEFAULT_SORT,
} from '../constants/catalog.ts';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_LIST_ITEMS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_QUERY_LENGTH,
} from '../constants/business.ts';

/** A municipality's address slug: its name without accents, then its state ('sao-paulo-sp'). */
export const PLACE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

const csvOf = (allowed: readonly string[], label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const items = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.length > SEARCH_MAX_LIST_ITEMS) {
        ctx.addIssue({ code: 'custom', message: `Filtro de ${label} com itens demais.` });
        return z.NEVER;
      }
      const unknown = items.filter((i) => !allowed.includes(i));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Filtro de ${label} inválido: ${unknown.join(', ')}.` });
        return z.NEVER;
      }
      return [...new Set(items)];
    });

const intParam = (message: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      if (!/^\d+$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const dayParam = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return null;
    if (!isCalendarDay(v.trim())) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida: use o formato AAAA-MM-DD.' });
      return z.NEVER;
    }
    return v.trim();
  });

export const searchQuerySchema = z
  .object({
  q: z
    .string()
    .max(SEARCH_MAX_QUERY_LENGTH, `A busca pode ter no máximo ${SEARCH_MAX_QUERY_LENGTH} caracteres.`)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  specialties: csvOf(SPECIALTIES, 'especialidades'),
  genres: csvOf(GENRES, 'gêneros'),
  serviceTypes: csvOf(SERVICE_TYPES, 'tipos de serviço'),
  locations: csvOf(LOCATION_OPTIONS, 'localização'),
  occasions: csvOf(OCCASION_SLUGS, 'ocasiões'),
  instruments: csvOf(INSTRUMENT_SLUGS, 'instrumentos'),
  /**
   * Municipalities by their address slug ('belo-horizonte-mg'). Only the form is checked here (the
   * list of 5 570 stays on the server); the server refuses a slug that names no municipality.
   */
  cities: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const items = [...new Set((v ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
      if (items.length > SEARCH_MAX_LIST_ITEMS) {
        ctx.addIssue({ code: 'custom', message: 'Filtro de cidades com itens demais.' });
        return z.NEVER;
      }
      const bad = items.filter((i) => !PLACE_SLUG_PATTERN.test(i));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Cidade inválida: ${bad.join(', ')}.` });
        return z.NEVER;
      }
      return items;
    }),
  maxPrice: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return null;
      const n = Number(v);
      if (!PRICE_FILTER_VALUES.includes(n)) {
        ctx.addIssue({ code: 'custom', message: 'Faixa de preço inválida.' });
        return z.NEVER;
      }
      return n;
    }),
  minRating: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0 || n > 5) {
        ctx.addIssue({ code: 'custom', message: 'Avaliação mínima inválida: use um número de 0 a 5.' });
        return z.NEVER;
      }
      return n;
    }),
  /** 'Livre em': free on this day, or (with freeTo) on at least one day of the period. */
  freeFrom: dayParam,
  freeTo: dayParam,
  sort: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return DEFAULT_SORT;
      const found = SORT_VALUES.find((s) => s === v);
      if (!found) {
        ctx.addIssue({ code: 'custom', message: 'Ordenação inválida.' });
        return z.NEVER;
      }
      return found;
    }),
  page: intParam('Página inválida: use um número a partir de 1.', 1, 100_000).transform((v) => v ?? 1),
  pageSize: intParam(
    `Tamanho de página inválido: use um número de 1 a ${SEARCH_MAX_PAGE_SIZE}.`,
    1,
    SEARCH_MAX_PAGE_SIZE,
  ).transform((v) => v ?? SEARCH_DEFAULT_PAGE_SIZE),
  })
  .superRefine((q, ctx) => {
    if (q.freeTo === null) return;
    if (q.freeFrom === null || q.freeTo < q.freeFrom) ctx.addIssue({ code: 'custom', path: ['freeTo'], message: 'O período termina antes de começar.' });
    else if (daysBetween(q.freeFrom, q.freeTo) + 1 > FREE_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['freeTo'], message: `Escolha um período de até ${FREE_RANGE_MAX_DAYS} dias.` });
  });

export type SearchQuery = z.output<typeof searchQuerySchema>;
