import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminRequest, CSRF_HEADERS } from '../fixtures';

interface Backups {
  items: { name: string; size_bytes: number }[];
}

test.describe('Admin: the operator keeps a copy of the database', () => {
  test("downloads the day's backup from 'Cópias de segurança', and the download is on record", async ({ page }) => {
    const baseURL = test.info().project.use.baseURL;
    const admin = await adminRequest(baseURL);
    try {
      // The server makes the day's copy in its hourly pass (not the one at its start); the test runs
      // that pass now, as the development tools allow.
      const jobs = await admin.post('/api/dev/jobs', { headers: CSRF_HEADERS, data: {} });
      expect(jobs.status(), await jobs.text()).toBe(200);
      const backups = (await (await admin.get('/api/admin/backups')).json()) as Backups;
      expect(backups.items.length).toBeGreaterThan(0);
      const [newest] = backups.items;
      await page.context().addCookies((await admin.storageState()).cookies);

      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Administração' })
        .getByRole('link', { name: 'Cópias de segurança' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cópias de segurança' })).toBeVisible();
      await expect(page.getByText(/A próxima cópia é feita a partir de/)).toBeVisible();
      // Newest first, as the API lists them.
      const copy = page.getByRole('listitem', { name: /^Cópia de / }).first();
      await expect(copy).toContainText('Diária');
      await expect(copy).toContainText(/\d+,\d MB/);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        copy.getByRole('link', { name: /^Baixar a cópia de/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(newest!.name);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.length).toBe(newest!.size_bytes);
      // A gzip archive: the data folder, as `npm run db:restore` takes it.
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

      const audit = (await (await admin.get('/api/admin/audit')).json()) as {
        items: { action: string; entity_id: string | null }[];
      };
      expect(audit.items).toContainEqual(
        expect.objectContaining({ action: 'backup.download', entity_id: newest!.name }),
      );
    } finally {
      await admin.dispose();
    }
  });
});
