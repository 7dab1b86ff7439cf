import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, setListOnlyVerified, type TestApp } from '../../test/helpers.ts';
import { invalidateCatalog } from '../catalog/catalog.service.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const profile = async (id: string, headers?: Record<string, string>) =>
  (await ctx.request({ method: 'GET', url: `/api/professionals/${id}`, headers })).json();
const found = async (name: string) =>
  (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json()
    .total as number;

async function withInstagram(professionalId: string) {
  await ctx.deps.db
    .update(t.professionals)
    .set({ instagram: '@perfil.teste' })
    .where(eq(t.professionals.id, professionalId));
}

describe('listing needs verification on a new installation', () => {
  it('lists a verified professional and not one awaiting verification while the setting is untouched', async () => {
    await createProfessional(ctx.deps, { name: 'Lia Verificada', verified: true });
    await createProfessional(ctx.deps, { name: 'Mia Aguardando', verified: false });
    expect(await found('Lia Verificada')).toBe(1);
    expect(await found('Mia Aguardando')).toBe(0);
    expect((await ctx.request({ method: 'GET', url: '/api/catalog' })).json().list_only_verified).toBe(true);
  });

  it('lists unverified professionals too when an admin turns the setting off, and the catalogue says so', async () => {
    await setListOnlyVerified(ctx.deps, false);
    invalidateCatalog(ctx.deps);
    try {
      expect(await found('Mia Aguardando')).toBe(1);
      expect((await ctx.request({ method: 'GET', url: '/api/catalog' })).json().list_only_verified).toBe(false);
    } finally {
      await setListOnlyVerified(ctx.deps, true);
      invalidateCatalog(ctx.deps);
    }
  });
});

describe('only professionals who would be listed get contacts', () => {
  it('sends WhatsApp and Instagram for a listed professional', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Nina Listada' });
    await withInstagram(pro.professionalId);
    expect(await profile(pro.professionalId)).toMatchObject({
      whatsapp_number: '11999998888',
      instagram: '@perfil.teste',
      contact_bar: null,
    });
  });

  it.each([
    ['without a subscription', { subscription: null }, 'not_subscribed'],
    ['whose subscription was canceled', { subscription: 'canceled' as const }, 'not_subscribed'],
    ['awaiting verification', { verified: false }, 'awaiting_verification'],
    ['with services suspended', { suspended: true }, 'suspended'],
  ])(
    'shows the profile of a professional %s, but sends no WhatsApp number nor Instagram',
    async (_label, fixture, bar) => {
      const pro = await createProfessional(ctx.deps, fixture);
      await withInstagram(pro.professionalId);
      const res = await ctx.request({ method: 'GET', url: `/api/professionals/${pro.professionalId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ whatsapp_number: null, instagram: null, contact_bar: bar });
      expect(res.body).not.toContain('11999998888');
      expect(res.body).not.toContain('perfil.teste');
    },
  );

  it('gives contact to an unverified professional once listing no longer requires verification', async () => {
    const pro = await createProfessional(ctx.deps, { verified: false });
    await setListOnlyVerified(ctx.deps, false);
    try {
      expect(await profile(pro.professionalId)).toMatchObject({ whatsapp_number: '11999998888', contact_bar: null });
    } finally {
      await setListOnlyVerified(ctx.deps, true);
    }
  });

  it('tells the owner, in their own profile, why contact is barred, and still shows them their number', async () => {
    const pro = await createProfessional(ctx.deps, { subscription: null, verified: false });
    const own = (
      await ctx.request({ method: 'GET', url: '/api/me/profile', headers: await loginAs(ctx.deps, pro.userId) })
    ).json();
    expect(own).toMatchObject({
      contact_bar: 'not_subscribed',
      whatsapp_number: '11999998888',
      verification: { status: 'pending', required_for_listing: true },
    });
    // The public answer does not depend on who asks.
    expect(await profile(pro.professionalId, await loginAs(ctx.deps, pro.userId))).toMatchObject({
      whatsapp_number: null,
    });
  });
});
