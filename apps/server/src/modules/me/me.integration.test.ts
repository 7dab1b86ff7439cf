import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { setSetting } from '../settings/settings.repository.ts';
import { backfillCardPhotos } from './me-photo.service.ts';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

function multipart(auth: Record<string, string>, field: string, filename: string, contentType: string, body: Buffer) {
  const boundary = `----palco${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function signedIn(fixture: Parameters<typeof createProfessional>[1] = {}) {
  const pro = await createProfessional(h.deps, fixture);
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

const fullProfile = {
  name: 'Ana Souza',
  description: 'Produtora e engenheira de mixagem.',
  bio: 'Trabalho com música há dez anos.',
  instagram: '@anasouza',
  whatsapp_country_code: '55',
  whatsapp_number: '(11) 98888-7777',
  min_price: '250',
  is_price_negotiable: false,
  equipment: ['Shure SM7B', 'Focusrite Scarlett 2i2'],
  city: 'Campinas',
  state: 'São Paulo',
  country: 'Portugal',
  outside_brazil: false,
  specialties: ['Mixagem', 'Masterização'],
  genres: ['Pop', 'MPB'],
  service_types: ['À distância'],
};

describe('own profile', () => {
  it('needs a signed-in professional', async () => {
    const res = await h.request({ method: 'GET', url: '/api/me/profile' });
    expect(res.statusCode).toBe(401);
  });

  it('shows the support address the admins set, or the configured one', async () => {
    const me = await signedIn();
    const read = async () =>
      (await h.request({ method: 'GET', url: '/api/me/profile', headers: me.headers })).json().support_email;
    expect(await read()).toBe(h.deps.config.supportEmail);
    await setSetting(h.deps.db, 'support_email', 'ajuda@palco.example');
    try {
      expect(await read()).toBe('ajuda@palco.example');
    } finally {
      await h.deps.db.delete(t.settings).where(eq(t.settings.key, 'support_email'));
    }
  });

  it('saves every field with the three lists and reports what is still missing', async () => {
    const me = await signedIn({ description: null, whatsapp: null });
    const before = (await h.request({ method: 'GET', url: '/api/me/profile', headers: me.headers })).json();
    expect(before.profile_status.status).toBe('cadastro_incompleto');
    expect(before.profile_status.missing_fields).toEqual([
      'description',
      'image',
      'whatsapp',
      'specialties',
      'genres',
      'service_types',
      'services',
      'portfolio',
    ]);
    expect(before.profile_status.missing).toContainEqual({ key: 'image', label: 'Foto do perfil' });

    const res = await h.request({ method: 'PUT', url: '/api/me/profile', headers: me.headers, payload: fullProfile });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Ana Souza',
      whatsapp_number: '(11) 98888-7777',
      min_price: 250,
      city: 'Campinas',
      state: 'São Paulo',
      country: null, // the unused mode's field is cleared
      specialties: ['Masterização', 'Mixagem'],
      genres: ['MPB', 'Pop'],
      service_types: ['À distância'],
      equipment: ['Shure SM7B', 'Focusrite Scarlett 2i2'],
    });
    expect(saved.profile_status.missing_fields).toEqual(['image', 'services', 'portfolio']);

    const pub = (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}` })).json();
    expect(pub).toMatchObject({
      name: 'Ana Souza',
      city: 'Campinas',
      specialties: ['Masterização', 'Mixagem'],
      instagram: '@anasouza',
    });
  });

  it('outside Brazil keeps the country and clears city and state', async () => {
    const me = await signedIn();
    const res = await h.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: me.headers,
      payload: { ...fullProfile, outside_brazil: true },
    });
    expect(res.json()).toMatchObject({ outside_brazil: true, country: 'Portugal', city: null, state: null });
  });

  it('is all or nothing: an unknown genre leaves the profile and its lists exactly as they were', async () => {
    const me = await signedIn({ name: 'Bruno Lima', specialties: ['DJ'], genres: ['Funk'] });
    const res = await h.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: me.headers,
      payload: { ...fullProfile, name: 'Outro Nome', genres: ['Pop', 'Polca Lunar'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Não foi possível atualizar os gêneros musicais: "Polca Lunar" não existe.');
    const after = (await h.request({ method: 'GET', url: '/api/me/profile', headers: me.headers })).json();
    expect(after).toMatchObject({ name: 'Bruno Lima', specialties: ['DJ'], genres: ['Funk'], service_types: [] });
  });

  it('saves the languages once each, and refuses one the list does not have in its own words', async () => {
    const me = await signedIn();
    const put = (languages: string[]) =>
      h.request({ method: 'PUT', url: '/api/me/profile', headers: me.headers, payload: { ...fullProfile, languages } });
    expect((await put(['ingles', 'libras', 'ingles'])).statusCode).toBe(200);
    const saved = (await h.request({ method: 'GET', url: '/api/me/profile', headers: me.headers })).json();
    expect(saved.languages).toEqual(['ingles', 'libras']);
    const refused = await put(['klingon']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Escolha idiomas da lista.');
  });

  it('refuses a short name and a state that does not exist with the spec messages', async () => {
    const me = await signedIn();
    const short = await h.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: me.headers,
      payload: { ...fullProfile, name: 'A' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Nome é obrigatório');
    const state = await h.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: me.headers,
      payload: { ...fullProfile, state: 'Atlântida' },
    });
    expect(state.statusCode).toBe(400);
  });

  it('a blocked professional can read but not change anything', async () => {
    const me = await signedIn({ blocked: true });
    expect((await h.request({ method: 'GET', url: '/api/me/profile', headers: me.headers })).json().is_blocked).toBe(
      true,
    );
    const res = await h.request({
      method: 'PUT',
      url: '/api/me/suspension',
      headers: me.headers,
      payload: { services_suspended: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'account_blocked',
      message: 'Sua conta foi bloqueada. Por favor, entre em contato com o suporte.',
    });
  });
});

describe('photo', () => {
  it('stores a real JPEG as webp without its metadata and replaces the previous file', async () => {
    const me = await signedIn();
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Segredo GPS', Artist: 'Fulano' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const first = await h.request({
      method: 'POST',
      url: '/api/me/photo',
      ...multipart(me.headers, 'photo', 'eu.jpg', 'image/jpeg', jpeg),
    });
    expect(first.statusCode).toBe(200);
    const url: string = first.json().image;
    expect(url).toMatch(new RegExp(`^/media/profile-images/${me.professionalId}-\\d+\\.webp$`));
    const file = path.join(h.deps.config.uploadsDir, url.slice('/media/'.length));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(600);
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(file).includes(Buffer.from('Segredo GPS'))).toBe(false);

    h.clock.advance(1000);
    const second = await h.request({
      method: 'POST',
      url: '/api/me/photo',
      ...multipart(me.headers, 'photo', 'nova.png', 'image/png', await sharp(jpeg).png().toBuffer()),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().image).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);
    const [row] = await h.deps.db
      .select({ image: t.professionals.image })
      .from(t.professionals)
      .where(eq(t.professionals.id, me.professionalId));
    expect(row?.image).toBe(second.json().image);

    const removed = await h.request({ method: 'DELETE', url: '/api/me/photo', headers: me.headers });
    expect(removed.json()).toEqual({ image: null });
    expect(fs.existsSync(path.join(h.deps.config.uploadsDir, second.json().image.slice('/media/'.length)))).toBe(false);
  });

  it("writes the card's copy of the photo beside it, shows it on the search card, and removes both", async () => {
    const me = await signedIn();
    const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const fileOf = (url: string) => path.join(h.deps.config.uploadsDir, url.slice('/media/'.length));
    const cardOf = async () => {
      const search = await h.request({ method: 'GET', url: '/api/professionals?pageSize=100' });
      return (
        search.json() as { items: { id: string; image: string | null; image_small: string | null }[] }
      ).items.find((p) => p.id === me.professionalId);
    };

    const first = (
      await h.request({
        method: 'POST',
        url: '/api/me/photo',
        ...multipart(me.headers, 'photo', 'eu.jpg', 'image/jpeg', photo),
      })
    ).json().image as string;
    const card = await cardOf();
    expect(card).toMatchObject({ image: first, image_small: first.replace(/\.webp$/, '-card.webp') });
    const small = await sharp(fs.readFileSync(fileOf(card!.image_small!))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(fs.statSync(fileOf(card!.image_small!)).size).toBeLessThan(fs.statSync(fileOf(first)).size);

    // A new photo replaces both files.
    h.clock.advance(1000);
    const second = (
      await h.request({
        method: 'POST',
        url: '/api/me/photo',
        ...multipart(me.headers, 'photo', 'nova.jpg', 'image/jpeg', photo),
      })
    ).json().image as string;
    expect(await cardOf()).toMatchObject({ image: second, image_small: second.replace(/\.webp$/, '-card.webp') });
    expect(fs.existsSync(fileOf(card!.image_small!))).toBe(false);

    await h.request({ method: 'DELETE', url: '/api/me/photo', headers: me.headers });
    expect(await cardOf()).toMatchObject({ image: null, image_small: null });
    expect(fs.existsSync(fileOf(second.replace(/\.webp$/, '-card.webp')))).toBe(false);
  });

  it("backfills the card's copy of photos stored before it existed, leaving photos kept elsewhere or gone as they are", async () => {
    const log = { warn: () => undefined };
    // Whatever an earlier pass or test left without a copy is done first.
    await backfillCardPhotos(h.deps, log, 60_000);
    const [old, elsewhere, gone] = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const full = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7c3aed' } })
      .webp()
      .toBuffer();
    await h.deps.storage.put(`profile-images/${old.professionalId}-1.webp`, full, { contentType: 'image/webp' });
    const set = (id: string, image: string) =>
      h.deps.db.update(t.professionals).set({ image, imageSmall: null }).where(eq(t.professionals.id, id));
    await set(old.professionalId, `/media/profile-images/${old.professionalId}-1.webp`);
    await set(elsewhere.professionalId, 'https://fotos.exemplo.com.br/eu.webp');
    await set(gone.professionalId, `/media/profile-images/${gone.professionalId}-1.webp`);

    expect(await backfillCardPhotos(h.deps, log, 60_000)).toEqual({ written: 1, finished: true });
    const rows = await h.deps.db
      .select({ id: t.professionals.id, small: t.professionals.imageSmall })
      .from(t.professionals);
    const smallOf = (id: string) => rows.find((r) => r.id === id)?.small;
    expect(smallOf(old.professionalId)).toBe(`/media/profile-images/${old.professionalId}-1-card.webp`);
    expect(
      (
        await sharp(
          fs.readFileSync(path.join(h.deps.config.uploadsDir, `profile-images/${old.professionalId}-1-card.webp`)),
        ).metadata()
      ).width,
    ).toBe(320);
    expect(smallOf(elsewhere.professionalId)).toBeNull();
    expect(smallOf(gone.professionalId)).toBeNull();
    // Nothing is left to do, and nothing is written twice.
    expect(await backfillCardPhotos(h.deps, log, 60_000)).toEqual({ written: 0, finished: true });
  });

  it('refuses a text file renamed .png with 415 and the spec message', async () => {
    const me = await signedIn();
    const res = await h.request({
      method: 'POST',
      url: '/api/me/photo',
      ...multipart(me.headers, 'photo', 'foto.png', 'image/png', Buffer.from('isto não é uma imagem'.repeat(50))),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Tipo de arquivo inválido: Por favor, selecione uma imagem (JPG, PNG, etc).');
  });

  it('refuses a 12 MB image with 413 and the spec message', async () => {
    const me = await signedIn();
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(12 * 1024 * 1024 - jpeg.length)]);
    const res = await h.request({
      method: 'POST',
      url: '/api/me/photo',
      ...multipart(me.headers, 'photo', 'grande.jpg', 'image/jpeg', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Arquivo muito grande: O tamanho máximo permitido é 10MB.');
    const [row] = await h.deps.db
      .select({ image: t.professionals.image })
      .from(t.professionals)
      .where(eq(t.professionals.id, me.professionalId));
    expect(row?.image).toBeNull();
  });
});

describe('services', () => {
  it('adds, lists, edits and deletes; a negotiable price is stored as null', async () => {
    const me = await signedIn();
    const created = await h.request({
      method: 'POST',
      url: '/api/me/services',
      headers: me.headers,
      payload: { title: 'Mixagem', description: 'Mix completa', price: '300', is_price_negotiable: false },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await h.request({
      method: 'PUT',
      url: `/api/me/services/${id}`,
      headers: me.headers,
      payload: { title: 'Mixagem e master', description: 'Mix completa', price: 500, is_price_negotiable: true },
    });
    expect(edited.json()).toMatchObject({ title: 'Mixagem e master', price: null, is_price_negotiable: true });
    const list = (await h.request({ method: 'GET', url: '/api/me/services', headers: me.headers })).json();
    expect(list.items).toHaveLength(1);
    expect((await h.request({ method: 'DELETE', url: `/api/me/services/${id}`, headers: me.headers })).statusCode).toBe(
      204,
    );
    expect((await h.request({ method: 'GET', url: '/api/me/services', headers: me.headers })).json().items).toEqual([]);
  });

  it('keeps a package whole: cents typed the Brazilian way, the list, duration, revisions and occasions', async () => {
    const me = await signedIn();
    const payload = {
      title: 'Cerimônia',
      description: 'Voz e violão na cerimônia',
      price: '1.200,50',
      price_kind: 'from',
      included: ['Voz e violão', 'Ensaio com os padrinhos'],
      duration_value: '2',
      duration_unit: 'hours',
      revisions: '',
      occasions: ['casamento', 'formatura'],
    };
    const created = await h.request({ method: 'POST', url: '/api/me/services', headers: me.headers, payload });
    expect(created.statusCode).toBe(201);
    const expected = {
      title: 'Cerimônia',
      price: 1200.5,
      price_from: true,
      is_price_negotiable: false,
      included: ['Voz e violão', 'Ensaio com os padrinhos'],
      duration_value: 2,
      duration_unit: 'hours',
      revisions: null,
      occasions: ['casamento', 'formatura'],
    };
    expect(created.json()).toMatchObject(expected);
    expect(
      (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}/services` })).json().items,
    ).toMatchObject([expected]);
    const bad = await h.request({
      method: 'POST',
      url: '/api/me/services',
      headers: me.headers,
      payload: { ...payload, price: '12,345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe um preço válido, por exemplo 1.200 ou 350,50.');
  });

  it('shows the lowest priced package as the profile price, and the profile keeps its own when none is priced', async () => {
    const me = await signedIn();
    const profilePrice = async () => {
      const p = (await h.request({ method: 'GET', url: '/api/me/profile', headers: me.headers })).json();
      return [p.min_price, p.is_price_negotiable];
    };
    await h.deps.db
      .update(t.professionals)
      .set({ minPrice: 150, isPriceNegotiable: true })
      .where(eq(t.professionals.id, me.professionalId));
    const add = (price: string | null) =>
      h.request({
        method: 'POST',
        url: '/api/me/services',
        headers: me.headers,
        payload: { title: 'Show', description: 'Show de 2 horas', price, price_kind: price ? 'fixed' : 'negotiable' },
      });
    await add(null);
    expect(await profilePrice()).toEqual([150, true]);
    const dear = (await add('2.500')).json();
    await add('899,90');
    expect(await profilePrice()).toEqual([899, false]);
    await h.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: me.headers,
      payload: { name: 'Ana Voz', min_price: 50 },
    });
    expect(await profilePrice()).toEqual([899, false]);
    await h.request({
      method: 'PUT',
      url: `/api/me/services/${dear.id}`,
      headers: me.headers,
      payload: { title: 'Show', description: 'Show de 2 horas', price: '700', price_kind: 'from' },
    });
    expect(await profilePrice()).toEqual([700, false]);
  });

  it('validates with the spec messages', async () => {
    const me = await signedIn();
    const res = await h.request({
      method: 'POST',
      url: '/api/me/services',
      headers: me.headers,
      payload: { title: 'M', description: 'Mix', is_price_negotiable: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Título é obrigatório');
  });
});

describe('portfolio', () => {
  it('adds, edits and deletes; refuses URLs that are not http(s)', async () => {
    const me = await signedIn();
    const bad = await h.request({
      method: 'POST',
      url: '/api/me/portfolio',
      headers: me.headers,
      payload: { title: 'Faixa', description: 'Uma faixa', url: 'javascript:alert(1)', content_type: 'audio' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('URL inválida');
    const ftp = await h.request({
      method: 'POST',
      url: '/api/me/portfolio',
      headers: me.headers,
      payload: { title: 'Faixa', description: 'Uma faixa', url: 'ftp://exemplo.com/a.mp3' },
    });
    expect(ftp.statusCode).toBe(400);
    const created = await h.request({
      method: 'POST',
      url: '/api/me/portfolio',
      headers: me.headers,
      payload: {
        title: 'Faixa',
        description: 'Uma faixa',
        url: 'https://soundcloud.com/ana/faixa',
        content_type: 'audio',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await h.request({
      method: 'PUT',
      url: `/api/me/portfolio/${id}`,
      headers: me.headers,
      payload: { title: 'Clipe', description: 'Um clipe', url: 'https://youtube.com/watch?v=1' },
    });
    expect(edited.json()).toMatchObject({ title: 'Clipe', content_type: 'link' });
    const pub = (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}/portfolio` })).json();
    expect(pub.items.map((i: { title: string }) => i.title)).toEqual(['Clipe']);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/me/portfolio/${id}`, headers: me.headers })).statusCode,
    ).toBe(204);
  });
});

describe('ownership', () => {
  it("a professional can never read or change another's services, portfolio, profile or photo", async () => {
    const owner = await signedIn({ name: 'Dona Original' });
    const intruder = await signedIn({ name: 'Intruso' });
    const svc = (
      await h.request({
        method: 'POST',
        url: '/api/me/services',
        headers: owner.headers,
        payload: { title: 'Beat', description: 'Beat exclusivo', price: 200 },
      })
    ).json();
    const item = (
      await h.request({
        method: 'POST',
        url: '/api/me/portfolio',
        headers: owner.headers,
        payload: { title: 'Faixa', description: 'Uma faixa', url: 'https://exemplo.com/a' },
      })
    ).json();
    const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const photo = (
      await h.request({
        method: 'POST',
        url: '/api/me/photo',
        ...multipart(owner.headers, 'photo', 'a.jpg', 'image/jpeg', jpeg),
      })
    ).json().image;

    const attempts = [
      h.request({
        method: 'PUT',
        url: `/api/me/services/${svc.id}`,
        headers: intruder.headers,
        payload: { title: 'Roubado', description: 'Roubado', price: 1 },
      }),
      h.request({ method: 'DELETE', url: `/api/me/services/${svc.id}`, headers: intruder.headers }),
      h.request({
        method: 'PUT',
        url: `/api/me/portfolio/${item.id}`,
        headers: intruder.headers,
        payload: { title: 'Roubado', description: 'Roubado', url: 'https://mal.com' },
      }),
      h.request({ method: 'DELETE', url: `/api/me/portfolio/${item.id}`, headers: intruder.headers }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);

    // The intruder's own area shows only the intruder's rows and profile.
    expect(
      (await h.request({ method: 'GET', url: '/api/me/services', headers: intruder.headers })).json().items,
    ).toEqual([]);
    expect(
      (await h.request({ method: 'GET', url: '/api/me/portfolio', headers: intruder.headers })).json().items,
    ).toEqual([]);
    const intruderProfile = (
      await h.request({ method: 'GET', url: '/api/me/profile', headers: intruder.headers })
    ).json();
    expect(intruderProfile.id).toBe(intruder.professionalId);
    // Body fields cannot redirect a write to another profile.
    await h.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: intruder.headers,
      payload: { ...fullProfile, id: owner.professionalId, name: 'Sequestrado' },
    });
    await h.request({
      method: 'DELETE',
      url: '/api/me/photo',
      headers: intruder.headers,
      payload: { id: owner.professionalId },
    });

    const ownerView = (await h.request({ method: 'GET', url: '/api/me/profile', headers: owner.headers })).json();
    expect(ownerView).toMatchObject({ name: 'Dona Original', image: photo });
    expect(
      (await h.request({ method: 'GET', url: '/api/me/services', headers: owner.headers })).json().items,
    ).toMatchObject([{ title: 'Beat', price: 200 }]);
    expect(
      (await h.request({ method: 'GET', url: '/api/me/portfolio', headers: owner.headers })).json().items,
    ).toMatchObject([{ title: 'Faixa' }]);
    expect(fs.existsSync(path.join(h.deps.config.uploadsDir, photo.slice('/media/'.length)))).toBe(true);
  });

  it('a malformed id is a 404 too', async () => {
    const me = await signedIn();
    const res = await h.request({ method: 'DELETE', url: '/api/me/services/nao-e-um-id', headers: me.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('work details and suspension', () => {
  it('saves work details that the public profile shows, and suspension hides contact', async () => {
    const me = await signedIn({ whatsapp: '11999990000' });
    const wd = await h.request({
      method: 'PUT',
      url: '/api/me/work-details',
      headers: me.headers,
      payload: { work_details: 'Entrega em 5 dias.\nDuas revisões.' },
    });
    expect(wd.json()).toEqual({ work_details: 'Entrega em 5 dias.\nDuas revisões.' });
    let pub = (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}` })).json();
    expect(pub).toMatchObject({
      work_details: 'Entrega em 5 dias.\nDuas revisões.',
      whatsapp_number: '11999990000',
      services_suspended: false,
    });

    const s = await h.request({
      method: 'PUT',
      url: '/api/me/suspension',
      headers: me.headers,
      payload: { services_suspended: true },
    });
    expect(s.json()).toEqual({ services_suspended: true });
    pub = (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}` })).json();
    expect(pub).toMatchObject({ services_suspended: true, whatsapp_number: null });

    await h.request({
      method: 'PUT',
      url: '/api/me/suspension',
      headers: me.headers,
      payload: { services_suspended: false },
    });
    pub = (await h.request({ method: 'GET', url: `/api/professionals/${me.professionalId}` })).json();
    expect(pub.whatsapp_number).toBe('11999990000');
  });
});

describe('stats', () => {
  it('gives totals, the conversion rate and 30 days of views and clicks', async () => {
    const me = await signedIn();
    const empty = (await h.request({ method: 'GET', url: '/api/me/stats', headers: me.headers })).json();
    expect(empty).toMatchObject({ views: 0, clicks: 0, conversion_rate: '0,0%' });
    expect(empty.daily).toHaveLength(30);

    // Clock: 2026-06-01 12:00 UTC = 09:00 in Brasília; 02:00 UTC on 1 June is still 31 May there.
    const at = (iso: string, type: 'profile_view' | 'contact_click') => ({
      professionalId: me.professionalId,
      visitorId: 'v',
      interactionType: type,
      createdAt: new Date(iso),
    });
    await h.deps.db
      .insert(t.professionalInteractions)
      .values([
        at('2026-06-01T11:00:00Z', 'profile_view'),
        at('2026-06-01T11:30:00Z', 'profile_view'),
        at('2026-06-01T11:40:00Z', 'contact_click'),
        at('2026-06-01T02:00:00Z', 'profile_view'),
        at('2026-05-20T15:00:00Z', 'profile_view'),
        at('2026-04-01T15:00:00Z', 'profile_view'),
      ]);
    await h.deps.db
      .insert(t.profileViews)
      .values({ professionalId: me.professionalId, viewCount: 2, contactClicks: 1 });

    const stats = (await h.request({ method: 'GET', url: '/api/me/stats', headers: me.headers })).json();
    expect(stats).toMatchObject({ views: 2, clicks: 1, conversion_rate: '50,0%' });
    expect(stats.daily[0].date).toBe('2026-05-03');
    expect(stats.daily[29]).toEqual({ date: '2026-06-01', views: 2, clicks: 1 });
    expect(stats.daily.find((d: { date: string }) => d.date === '2026-05-20')).toEqual({
      date: '2026-05-20',
      views: 1,
      clicks: 0,
    });
    expect(stats.daily[28]).toEqual({ date: '2026-05-31', views: 1, clicks: 0 });
    expect(stats.daily.reduce((n: number, d: { views: number }) => n + d.views, 0)).toBe(4);
  });
});
