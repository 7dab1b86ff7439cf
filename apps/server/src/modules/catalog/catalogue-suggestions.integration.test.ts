import { desc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SUGGESTION_MESSAGES as M } from '@app/domain/schemas/catalogue-suggestions';
import { isReadableMailbox } from '../../adapters/mail/mail.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, signedInAdmin, type TestApp } from '../../test/helpers.ts';

let h: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  h = await buildTestApp();
  admin = await signedInAdmin(h.deps, 'Admin Catálogo');
});
afterAll(() => h.close());

let devices = 0;
async function professional(name: string, blocked = false) {
  const pro = await createProfessional(h.deps, { name, blocked });
  devices += 1;
  return { ...pro, headers: await loginAs(h.deps, pro.userId), address: `10.0.0.${devices}` };
}

/** Each professional from their own address: the route's limit counts per address. */
const suggest = (who: { headers: Record<string, string>; address: string }, payload: InjectOptions['payload']) =>
  h.request({
    method: 'POST',
    url: '/api/me/catalogue-suggestions',
    headers: who.headers,
    remoteAddress: who.address,
    payload,
  });
const own = async (headers: Record<string, string>) =>
  (await h.request({ method: 'GET', url: '/api/me/catalogue-suggestions', headers })).json().items as {
    name: string;
    status: string;
    approved_name: string | null;
    refusal: string | null;
  }[];
const queue = async () =>
  (await h.request({ method: 'GET', url: '/api/admin/catalogue-suggestions', headers: admin })).json().items as {
    kind: string;
    key: string;
    name: string;
    requests: { name: string; note: string | null; professional: { name: string; path: string } }[];
  }[];
const decide = (payload: InjectOptions['payload']) =>
  h.request({ method: 'POST', url: '/api/admin/catalogue-suggestions/decision', headers: admin, payload });
const search = (query: string) => h.request({ method: 'GET', url: `/api/professionals?${query}` });

async function mailsTo(email: string) {
  const mailer = h.deps.mailer;
  if (!isReadableMailbox(mailer)) throw new Error('tests use the local mailbox');
  return (await mailer.list()).filter((m) => m.to === email);
}

describe('a professional asks the catalogue for a specialty or genre', () => {
  it('keeps the suggestion pending, with its explanation, in their list', async () => {
    const ana = await professional('Ana Sugestão');
    const res = await suggest(ana, {
      kind: 'genre',
      name: '  Carimbó chamegado ',
      note: 'Ritmo do Pará, com banjo e curimbó.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'genre', name: 'Carimbó chamegado', status: 'pending', refusal: null });
    expect(await own(ana.headers)).toMatchObject([{ name: 'Carimbó chamegado', status: 'pending' }]);
  });

  it('points to the value the catalogue already has, however it is written', async () => {
    const bia = await professional('Bia Sugestão');
    for (const [kind, name, message] of [
      ['genre', 'pisadinha', M.exists('genre', 'Piseiro')],
      ['genre', 'LOFI', M.exists('genre', 'Lo-fi')],
      ['genre', 'Samba enredo', M.exists('genre', 'Samba-enredo')],
      ['specialty', 'cantora', M.exists('specialty', 'Vocal')],
    ] as const) {
      const res = await suggest(bia, { kind, name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    expect(await own(bia.headers)).toEqual([]);
  });

  it('refuses a malformed name, the same name twice, more than five at once, and a blocked account', async () => {
    const caio = await professional('Caio Sugestão');
    for (const name of ['<b>x</b>', 'a', 'javascript:alert(1)', 'x'.repeat(41)]) {
      const res = await suggest(caio, { kind: 'genre', name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(M.name);
    }
    expect((await suggest(caio, { kind: 'genre', name: 'Siriá' })).statusCode).toBe(201);
    const again = await suggest(caio, { kind: 'genre', name: 'siria' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadySuggested);
    for (const name of ['Lundu', 'Boi-bumbá', 'Ciranda', 'Coco de roda'])
      expect((await suggest(caio, { kind: 'genre', name })).statusCode, name).toBe(201);
    const sixth = await suggest(caio, { kind: 'specialty', name: 'Arranjo' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(M.tooMany);

    const blocked = await professional('Dora Bloqueada', true);
    expect((await suggest(blocked, { kind: 'genre', name: 'Lundu' })).statusCode).toBe(403);
    expect(
      (await h.request({ method: 'GET', url: '/api/admin/catalogue-suggestions', headers: caio.headers })).statusCode,
    ).toBe(403);
  });
});

describe("the team's review", () => {
  it('adds an approved genre to the catalogue, the filters, the search and the profiles of those who asked', async () => {
    const edu = await professional('Edu Guitarrada');
    const fabi = await professional('Fabi Guitarrada');
    await suggest(edu, { kind: 'genre', name: 'Guitarrada', note: 'Guitarra do Pará, Mestre Vieira.' });
    await suggest(fabi, { kind: 'genre', name: 'guitarrada' });

    const entry = (await queue()).find((q) => q.key === 'guitarrada')!;
    expect(entry).toMatchObject({ kind: 'genre', name: 'Guitarrada' });
    expect(entry.requests.map((r) => r.professional.name).sort()).toEqual(['Edu Guitarrada', 'Fabi Guitarrada']);
    expect(entry.requests.find((r) => r.professional.name === 'Edu Guitarrada')!.note).toBe(
      'Guitarra do Pará, Mestre Vieira.',
    );

    // Not in the catalogue yet: the filter finds nobody, and the answer offers to search without it.
    const before = await search('genres=Guitarrada');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ total: 0 });
    expect(before.json().catalogue_additions?.genres ?? []).not.toContain('Guitarrada');

    const res = await decide({ decision: 'approve', kind: 'genre', key: 'guitarrada', name: 'Guitarrada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ decided: 2, emails_sent: 2 });

    const catalog = (await h.request({ method: 'GET', url: '/api/catalog' })).json();
    expect(catalog.genres.map((g: { name: string }) => g.name)).toContain('Guitarrada');
    const filtered = await search('genres=Guitarrada');
    expect(filtered.statusCode).toBe(200);
    expect(
      filtered
        .json()
        .items.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Edu Guitarrada', 'Fabi Guitarrada']);
    expect(filtered.json().catalogue_additions.genres).toContain('Guitarrada');
    const typed = await search('q=guitarrada&sort=newest');
    expect(typed.json().items.map((p: { name: string }) => p.name)).toContain('Fabi Guitarrada');

    expect(await own(fabi.headers)).toMatchObject([
      { name: 'guitarrada', status: 'approved', approved_name: 'Guitarrada' },
    ]);
    const [mail] = await mailsTo(edu.email);
    expect(mail!.subject).toBe('Guitarrada entrou no catálogo do Palco Brasil');
    const [audit] = await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'catalogue.add', entityId: 'genre:Guitarrada' });
    expect(audit!.after).toMatchObject({ new_in_catalogue: true, professionals: 2 });

    // Answered once: the same decision again finds nothing pending.
    const twice = await decide({ decision: 'approve', kind: 'genre', key: 'guitarrada', name: 'Guitarrada' });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(M.notFound);
  });

  it('can answer with a value the catalogue has: those who asked get it on their profile', async () => {
    const gil = await professional('Gil Suingueira');
    await suggest(gil, { kind: 'genre', name: 'Suingueira' });
    // Written otherwise ('axe'), the list's value is the one given: no second Axé.
    const res = await decide({ decision: 'approve', kind: 'genre', key: 'suingueira', name: 'axe' });
    expect(res.json()).toEqual({ decided: 1, emails_sent: 1 });
    const found = (await search('genres=Ax%C3%A9&sort=newest')).json();
    expect(found.items.map((p: { name: string }) => p.name)).toContain('Gil Suingueira');
    const [audit] = await h.deps.db.select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
    expect(audit!.after).toMatchObject({ name: 'Axé', new_in_catalogue: false, asked_as: ['Suingueira'] });
  });

  it('tells why a suggestion was refused, and lets the professional ask again', async () => {
    const ivo = await professional('Ivo Recusado');
    const asked = await suggest(ivo, { kind: 'specialty', name: 'Roadie' });
    expect(asked.json()).toMatchObject({ status: 'pending' });
    const res = await decide({
      decision: 'refuse',
      kind: 'specialty',
      key: 'roadie',
      reason: 'O catálogo lista serviços musicais; montagem de palco fica na descrição.',
    });
    expect(res.json()).toEqual({ decided: 1, emails_sent: 1 });
    expect(await own(ivo.headers)).toMatchObject([
      { status: 'refused', refusal: 'O catálogo lista serviços musicais; montagem de palco fica na descrição.' },
    ]);
    const [mail] = await mailsTo(ivo.email);
    expect(mail!.text).toContain('Motivo: O catálogo lista serviços musicais; montagem de palco fica na descrição.');
    expect((await h.request({ method: 'GET', url: '/api/catalog' })).json().specialties).not.toContainEqual(
      expect.objectContaining({ name: 'Roadie' }),
    );

    const again = await suggest(ivo, { kind: 'specialty', name: 'Roadie', note: 'Técnico de palco e som.' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 'pending', refusal: null, note: 'Técnico de palco e som.' });
    expect((await queue()).some((q) => q.key === 'roadie')).toBe(true);
  });

  it('asks for a name and a reason, and is for admins only', async () => {
    expect((await decide({ decision: 'approve', kind: 'genre', key: 'x', name: '' })).statusCode).toBe(400);
    const noReason = await decide({ decision: 'refuse', kind: 'genre', key: 'x', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(M.reason);
    expect((await h.request({ method: 'GET', url: '/api/admin/catalogue-suggestions' })).statusCode).toBe(401);
  });
});
