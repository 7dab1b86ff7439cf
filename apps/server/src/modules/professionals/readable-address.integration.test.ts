import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePath } from '@app/domain/rules/profile-path';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const profileAt = (segment: string) =>
  ctx.request({ method: 'GET', url: `/api/professionals/${encodeURIComponent(segment)}` });

describe("a profile's readable address", () => {
  it('finds the professional by the last segment of /profissional/…, whatever name is in front, and by the id as before', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Marina Costa Endereço' });
    const segment = profilePath({ id: pro.professionalId, name: 'Marina Costa Endereço' }).split('/').at(-1)!;
    expect(segment).toMatch(/^marina-costa-endereco-[0-9a-f]{12}$/);
    for (const address of [segment, segment.toUpperCase(), `nome-antigo-${segment.slice(-12)}`, pro.professionalId]) {
      const res = await profileAt(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json().id).toBe(pro.professionalId);
    }
  });

  it('answers 404 for a short id nobody has, a malformed one, or a blocked professional', async () => {
    const blocked = await createProfessional(ctx.deps, { name: 'Perfil Bloqueado', blocked: true });
    expect((await profileAt('ninguem-000000000000')).statusCode).toBe(404);
    expect((await profileAt('marina-costa')).statusCode).toBe(404);
    expect((await profileAt('marina-costa-12345')).statusCode).toBe(404);
    expect(
      (await profileAt(profilePath({ id: blocked.professionalId, name: 'Perfil Bloqueado' }).split('/').at(-1)!))
        .statusCode,
    ).toBe(404);
  });

  it('should two ids ever share the 12 digits, gives the one whose name the address spells', async () => {
    const first = await createProfessional(ctx.deps, {
      name: 'Primeiro Nome',
      createdAt: new Date(ctx.clock.now().getTime() - 86_400_000),
    });
    // Ids are random: this is what a collision of the first 12 digits would look like.
    const twin = `${first.professionalId.slice(0, 13)}-4aaa-8aaa-aaaaaaaaaaaa`;
    await createProfessional(ctx.deps, { id: twin, name: 'Segundo Nome' });
    const short = first.professionalId.replace(/-/g, '').slice(0, 12);
    expect((await profileAt(`segundo-nome-${short}`)).json().id).toBe(twin);
    expect((await profileAt(`primeiro-nome-${short}`)).json().id).toBe(first.professionalId);
    // A name that is neither: the older profile.
    expect((await profileAt(`outro-${short}`)).json().id).toBe(first.professionalId);
  });
});
