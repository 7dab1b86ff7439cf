import type { AdminBackups } from '@app/domain/schemas/api/admin-backups';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as BackupsPage } from './backups-page';

function serve(body: AdminBackups) {
  server.use(http.get('/api/admin/backups', () => jsonResponse(body)));
  renderWithQuery(
    <MemoryRouter>
      <BackupsPage />
    </MemoryRouter>,
  );
}

describe('Cópias de segurança', () => {
  it('lists each copy with its day, size and kind, a link that downloads it, and when the next one comes', async () => {
    serve({
      operator_backups: false,
      next_after: '2026-11-30T03:00:00.000Z',
      items: [
        {
          name: 'palco-2026-11-29.pglite.tar.gz',
          size_bytes: 12_345_678,
          created_at: '2026-11-29T03:10:00.000Z',
          kind: 'daily',
        },
        {
          name: 'palco-2026-11-15.pglite.tar.gz',
          size_bytes: 40_000,
          created_at: '2026-11-15T03:10:00.000Z',
          kind: 'weekly',
        },
      ],
    });
    const first = await screen.findByRole('listitem', { name: 'Cópia de 29/11/2026' });
    expect(first).toHaveTextContent('29/11/2026, 00:10');
    expect(first).toHaveTextContent('12,3 MB');
    expect(first).toHaveTextContent('Diária');
    expect(within(first).getByRole('link', { name: 'Baixar a cópia de 29/11/2026' })).toHaveAttribute(
      'href',
      '/api/admin/backups/palco-2026-11-29.pglite.tar.gz',
    );
    const weekly = screen.getByRole('listitem', { name: 'Cópia de 15/11/2026' });
    expect(weekly).toHaveTextContent('Semanal');
    expect(weekly).toHaveTextContent('0,1 MB');
    expect(screen.getByText(/A próxima cópia é feita a partir de 30\/11\/2026, 00:00/)).toBeInTheDocument();
  });

  it('on PostgreSQL, says in one sentence that the database’s own backups make them', async () => {
    serve({ operator_backups: true, items: [], next_after: null });
    expect(await screen.findByText(/as cópias são feitas pelo próprio banco de dados/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Baixar/ })).not.toBeInTheDocument();
  });
});
