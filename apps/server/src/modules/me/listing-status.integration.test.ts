import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { LISTING_MESSAGES } from '@app/domain/rules/listing-status';
import type { OwnProfile } from '@app/domain/schemas/api/me';
import { buildTestApp, createProfessional, loginAs, setListOnlyVerified, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(() => h.close());

const own = async (userId: string) =>
  (
    await h.request({ method: 'GET', url: '/api/me/profile', headers: await loginAs(h.deps, userId) })
  ).json() as OwnProfile;

/** Whether a client's search finds this professional: the listing as people meet it. */
async function foundBySearch(name: string, professionalId: string) {
  const res = await h.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}&pageSize=50` });
  return (res.json() as { items: { id: string }[] }).items.some((p) => p.id === professionalId);
}

/** Everything the completeness check asks for, so that only the subscription and the team remain. */
async function completeProfile(professionalId: string) {
  await h.deps.db
    .update(t.professionals)
    .set({ image: '/uploads/foto.webp' })
    .where(eq(t.professionals.id, professionalId));
  await h.deps.db
    .insert(t.services)
    .values({ professionalId, title: 'Voz guia', description: 'Uma faixa.', priceCents: 30_000 });
  await h.deps.db
    .insert(t.portfolioItems)
    .values({ professionalId, title: 'Single', description: 'Lançamento.', url: 'https://exemplo.com/single' });
}

const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
    .join('');

describe('what the dashboard says about being listed', () => {
  it('says visible exactly when search finds the professional, for every state of the rule', async () => {
    let cases = 0;
    for (const listOnlyVerified of [true, false]) {
      await setListOnlyVerified(h.deps, listOnlyVerified);
      for (const blocked of [false, true])
        for (const subscription of ['active', 'past_due', 'canceled', null] as const)
          for (const confirmed of [true, false])
            for (const verified of [true, false]) {
              const name = `Listagem ${letters(1000 + cases)}`;
              const { userId, professionalId } = await createProfessional(h.deps, {
                name,
                blocked,
                subscription,
                confirmed,
                verified,
              });
              const { listing } = await own(userId);
              const found = await foundBySearch(name, professionalId);
              const label = JSON.stringify({ listOnlyVerified, blocked, subscription, confirmed, verified });
              expect(listing.listed, label).toBe(found);
              if (found) expect(listing.message, label).toBe(LISTING_MESSAGES.listed);
              else expect(listing.message, label).not.toMatch(/visível nas buscas/);
              cases += 1;
            }
    }
    await setListOnlyVerified(h.deps, true);
    expect(cases).toBe(64);
  });

  it('after paying, before the team verifies: the subscription is active and search waits for the verification', async () => {
    const { userId, professionalId } = await createProfessional(h.deps, {
      subscription: 'active',
      verified: false,
      specialties: ['Vocal'],
      genres: ['MPB'],
      serviceTypes: ['Presencial'],
    });
    // With the profile still incomplete, that is what the team would send back: it comes first.
    expect((await own(userId)).listing.message).toMatch(
      /^Complete seu perfil: falta foto do perfil, um serviço e um item no portfólio\.$/,
    );
    await completeProfile(professionalId);
    const { listing, profile_status } = await own(userId);
    expect(profile_status.is_complete).toBe(true);
    expect(listing.listed).toBe(false);
    expect(listing.message).toBe(
      'Assinatura ativa. Seu perfil entra nas buscas assim que for verificado (em até 1 dia útil).',
    );
    expect(listing.steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'waiting']);
  });

  it('a newcomer reads the steps in order, starting with the e-mail', async () => {
    const { userId } = await createProfessional(h.deps, {
      subscription: null,
      confirmed: false,
      verified: false,
      whatsapp: null,
    });
    const { listing } = await own(userId);
    expect(listing.message).toBe(LISTING_MESSAGES.email);
    expect(listing.steps.map((s) => [s.key, s.state])).toEqual([
      ['email', 'todo'],
      ['profile', 'todo'],
      ['subscription', 'todo'],
      ['verification', 'todo'],
    ]);
  });
});
