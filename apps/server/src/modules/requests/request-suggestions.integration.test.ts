import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import type { RequestSuggestions } from '@app/domain/schemas/api/requests';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';

// 'Pedir orçamentos' without picking anyone: a wedding singer in Rio on a Saturday, on a budget.
let ctx: TestApp;
const DAY = '2026-07-18';

const suggest = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/requests/suggestions?${query}` });
  return { status: res.statusCode, body: res.json() as RequestSuggestions & { error?: { message: string } } };
};
const names = (body: RequestSuggestions) => body.items.map((i) => i.professional.name);

async function weddingPackage(professionalId: string, reais: number) {
  await ctx.deps.db.insert(t.services).values({
    professionalId,
    title: 'Voz e violão na cerimônia',
    description: 'Cerimônia e coquetel.',
    priceCents: reais * 100,
    occasions: ['casamento'],
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(new Date('2026-06-01T15:00:00Z'));
  const d = ctx.deps;
  const singer = { specialties: ['Vocal'], serviceTypes: ['Presencial'], occasions: ['casamento'] as const };
  const ana = await createProfessional(d, {
    name: 'Ana Carioca',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    ...singer,
    occasions: ['casamento'],
  });
  await weddingPackage(ana.professionalId, 1_800);
  const bia = await createProfessional(d, {
    name: 'Bia Cara',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    ...singer,
    occasions: ['casamento'],
    rating: 5,
    reviewCount: 20,
  });
  await weddingPackage(bia.professionalId, 6_000);
  // Busy that Saturday: not proposed.
  const cris = await createProfessional(d, {
    name: 'Cris Ocupada',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    ...singer,
    occasions: ['casamento'],
  });
  await weddingPackage(cris.professionalId, 1_500);
  await d.db.insert(t.busyDays).values({ professionalId: cris.professionalId, day: DAY, source: 'manual' });
  // Paused new work: not proposed.
  await createProfessional(d, {
    name: 'Duda Pausada',
    city: 'Rio de Janeiro',
    state: 'Rio de Janeiro',
    ...singer,
    occasions: ['casamento'],
    suspended: true,
  });
  // Only at a distance, from Goiânia: cannot sing at a wedding in Rio.
  await createProfessional(d, {
    name: 'Eva Distante',
    city: 'Goiânia',
    state: 'Goiás',
    specialties: ['Vocal'],
    serviceTypes: ['À distância'],
    occasions: ['casamento'],
  });
  // Another city.
  await createProfessional(d, {
    name: 'Fabi Recife',
    city: 'Recife',
    state: 'Pernambuco',
    ...singer,
    occasions: ['casamento'],
  });
});
afterAll(() => ctx.close());

describe('proposing professionals for a brief', () => {
  it('proposes who can come to Rio and is free that day, the package within the budget first, each with why', async () => {
    const { status, body } = await suggest(
      `what=cantora&occasion=casamento&date=${DAY}&city=Rio%20de%20Janeiro&budget=${encodeURIComponent('De R$ 1.000 a R$ 3.000')}`,
    );
    expect(status).toBe(200);
    expect(body.place).toBe('Rio de Janeiro (RJ)');
    expect(names(body)).toEqual(['Ana Carioca', 'Bia Cara']);
    expect(body.items[0]!.reasons).toEqual(['Toca em Rio de Janeiro (RJ)', 'Pacote de casamento', 'Cabe no orçamento']);
    expect(body.items[1]!.reasons).toEqual(['Toca em Rio de Janeiro (RJ)', 'Pacote de casamento', 'Nota 5,0']);
  });

  it('for an online job, proposes who works at a distance, wherever they live', async () => {
    const { body } = await suggest('what=cantora&online=true');
    expect(names(body)).toEqual(['Eva Distante']);
  });

  it('refuses a day that has passed and a budget that is not one of the ranges, in words', async () => {
    const past = await suggest('date=2026-05-01');
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toBe(REQUEST_MESSAGES.date);
    const budget = await suggest('budget=muito');
    expect(budget.status).toBe(400);
    expect(budget.body.error?.message).toBe(REQUEST_MESSAGES.budget);
  });

  it('answers with nobody rather than anyone when nobody fits', async () => {
    const { status, body } = await suggest(`what=baterista&occasion=casamento&date=${DAY}&city=Manaus`);
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });
});
