import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';
import { deleteService, insertService, saveProfile, type ProfileFields } from '../modules/me/me.repository.ts';
import { rowsOf } from './client.ts';
import * as t from './schema.ts';
import { emptyCatalogueFields } from '@app/domain/rules/catalogue-fields';
import { emptyProfileFields, profileFieldColumns } from '@app/domain/rules/profile-fields';

/**
 * The professional's row keeps what it reads from other rows (migration 0014): an edit, whatever
 * the number of rows it touches, writes the row once more at most, and the values are those the
 * rows say.
 */
let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
  // Counts the writes of the professionals' rows (test only).
  await ctx.deps.db.execute(sql`create table row_writes (professional_id uuid, n integer not null default 0)`);
  await ctx.deps.db.execute(sql`
    create function count_row_write() returns trigger language plpgsql as $$
    begin update row_writes set n = n + 1 where professional_id = new.id; return null; end $$`);
  await ctx.deps.db.execute(
    sql`create trigger count_row_write after update on professionals for each row execute function count_row_write()`,
  );
});
afterAll(() => ctx.close());

let professionalId: string;
beforeEach(async () => {
  ({ professionalId } = await createProfessional(ctx.deps, { name: 'Marina Araújo', specialties: [], genres: [] }));
  await ctx.deps.db.execute(sql`insert into row_writes (professional_id) values (${professionalId})`);
});

async function writes(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await ctx.deps.db.execute(sql`select n from row_writes where professional_id = ${professionalId}`),
  );
  const n = Number(row?.n ?? 0);
  await ctx.deps.db.execute(sql`update row_writes set n = 0 where professional_id = ${professionalId}`);
  return n;
}

async function row() {
  const [r] = await ctx.deps.db.select().from(t.professionals).where(eq(t.professionals.id, professionalId));
  return r!;
}

const fields: ProfileFields = {
  ...profileFieldColumns({
    ...emptyProfileFields('card'),
    ...emptyProfileFields('profile'),
    description: 'Violonista para casamentos.',
  }),
  name: 'Marina Araújo',
  whatsappCountryCode: '55',
  whatsappNumber: '11999998888',
  minPrice: 300,
  equipment: [],
  city: 'Recife',
  state: 'Pernambuco',
  cityCode: null,
  serviceCityCodes: [],
  ...emptyCatalogueFields(),
  occasions: [],
  country: null,
  outsideBrazil: false,
};
const lists = {
  specialties: ['Vocal', 'Instrumental', 'Letra'],
  genres: ['Samba', 'MPB', 'Forró', 'Pop'],
  service_types: ['Presencial', 'À distância'],
};

describe("the professional's row", () => {
  it('is written twice when a profile is saved with nine list entries (its own fields, then the lists once), and once when saved unchanged', async () => {
    await writes();
    await saveProfile(ctx.deps.db, professionalId, fields, lists);
    expect(await writes()).toBe(2);
    const saved = await row();
    expect(saved.specialtyNames).toEqual(['Instrumental', 'Letra', 'Vocal']);
    expect(saved.genreNames).toEqual(['Forró', 'MPB', 'Pop', 'Samba']);
    expect(saved.serviceTypeNames).toEqual(['Presencial', 'À distância']);
    expect(saved.searchText).toBe('marina araujo recife pernambuco instrumental letra vocal forro mpb pop samba');

    await saveProfile(ctx.deps.db, professionalId, fields, lists);
    expect(await writes()).toBe(1);
  });

  it('is written once per package added or removed, with its text, occasions and price', async () => {
    await saveProfile(ctx.deps.db, professionalId, fields, lists);
    await writes();
    const service = await insertService(ctx.deps.db, professionalId, {
      title: 'Voz e violão na cerimônia',
      description: 'Duas horas.',
      priceCents: 45_050,
      isPriceNegotiable: false,
      occasions: ['casamento'],
    });
    expect(await writes()).toBe(1);
    let saved = await row();
    expect(saved.searchExtra).toBe('violonista para casamentos. voz e violao na cerimonia');
    expect(saved.occasionNames).toEqual(['casamento']);
    expect(saved.minPrice).toBe(450);

    await deleteService(ctx.deps.db, professionalId, service.id);
    expect(await writes()).toBe(1);
    saved = await row();
    expect(saved.searchExtra).toBe('violonista para casamentos.');
    expect(saved.occasionNames).toEqual([]);
  });

  it('follows the latest subscription, written once per change', async () => {
    await writes();
    const end = new Date(ctx.clock.now().getTime() + 86_400_000);
    await ctx.deps.db
      .update(t.subscriptions)
      .set({ status: 'canceled', updatedAt: end })
      .where(eq(t.subscriptions.professionalId, professionalId));
    expect(await writes()).toBe(1);
    expect((await row()).activeUntil).toBeNull();
  });
});
