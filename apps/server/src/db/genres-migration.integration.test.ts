import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GENRES } from '@app/domain/constants/catalog';
import { rowsOf, type DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedCatalog } from './seed/catalog.ts';
import { emptyDatabase, migrateBefore } from '../test/migrations-before.ts';

const handles: DbHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
});

describe('the migration to the genres Brazil plays', () => {
  it('adds the new genres, and gives a profile the new genre its own texts name within its broader one', async () => {
    const h = await emptyDatabase();
    handles.push(h);
    await migrateBefore(h, '0027_genres-brazil-plays');
    // An installation with the old catalogue: forró said 'piseiro', funk said nothing more.
    await h.db.execute(sql`insert into genres (name) values ('Forró'), ('Funk'), ('Samba')`);
    await h.db.execute(sql`insert into professionals (name, description) values
      ('Lia Forrozeira', 'Forró pé de serra e piseiro para festas'),
      ('Beto Baile', 'Funk para festas'),
      ('Rui Samba', 'Toco piseiro também')`);
    await h.db.execute(sql`insert into professional_genres (professional_id, genre_id)
      select p.id, g.id from professionals p join genres g on
        (p.name = 'Lia Forrozeira' and g.name = 'Forró') or (p.name = 'Beto Baile' and g.name = 'Funk')
        or (p.name = 'Rui Samba' and g.name = 'Samba')`);

    await runMigrations(h);
    // The start's seed adds the old catalogue's genres this installation lacked.
    await seedCatalog(h.db);

    const genres = rowsOf<{ name: string }>(await h.db.execute(sql`select name from genres`)).map((g) => g.name);
    expect(genres.sort()).toEqual([...GENRES].sort());
    const lists = rowsOf<{ name: string; genre_names: string[] }>(
      await h.db.execute(sql`select name, genre_names from professionals order by name`),
    );
    expect(lists).toEqual([
      { name: 'Beto Baile', genre_names: ['Funk'] },
      { name: 'Lia Forrozeira', genre_names: ['Forró', 'Piseiro'] },
      // Piseiro is forró: a samba player who mentions it is not given it.
      { name: 'Rui Samba', genre_names: ['Samba'] },
    ]);
  });
});
