import type { ScamFlag, ScamPatternRow } from '@app/domain/schemas/scam-radar';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as ScamRadarPage } from './scam-radar-page';

const flag: ScamFlag = {
  id: 'f1',
  kind: 'quote',
  labels: ['Pagamento a outra pessoa'],
  excerpt: 'O sinal vai para a conta do meu primo.',
  created_at: '2026-11-20T12:00:00.000Z',
  professional: { id: 'p1', name: 'Rui Radar', path: '/profissional/rui-radar-p1' },
  client_email: null,
};
const pattern: ScamPatternRow = {
  id: 3,
  label: 'Pagamento a outra pessoa',
  phrases: ['conta do meu primo', 'conta de terceiro'],
  advice: 'Pague o sinal só ao profissional.',
  active: true,
};

function renderPage() {
  let flags = [flag];
  server.use(
    http.get('/api/admin/scam-flags', () => jsonResponse({ items: flags, total: flags.length, page: 1, pageSize: 20 })),
    http.post('/api/admin/scam-flags/:id/review', ({ params }) => {
      flags = flags.filter((f) => f.id !== params.id);
      return jsonResponse({ id: params.id, reviewed_at: '2026-11-21T12:00:00.000Z' });
    }),
    http.get('/api/admin/scam-patterns', () => jsonResponse({ items: [pattern] })),
    http.patch('/api/admin/scam-patterns/:id', async ({ request }) =>
      jsonResponse({ ...pattern, ...((await request.json()) as object) }),
    ),
    http.post('/api/admin/scam-patterns', async ({ request }) =>
      jsonResponse({ id: 9, active: true, ...((await request.json()) as object) }, 201),
    ),
  );
  renderWithQuery(
    <MemoryRouter>
      <ScamRadarPage />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("the admin's scam radar", () => {
  it('lists the flagged texts with what they met, and a reviewed one leaves the queue', async () => {
    const user = renderPage();
    const item = await screen.findByRole('listitem', { name: 'Orçamento de Rui Radar' });
    expect(item).toHaveTextContent('Pagamento a outra pessoa');
    expect(item).toHaveTextContent('“O sinal vai para a conta do meu primo.”');
    await user.click(within(item).getByRole('button', { name: 'Marcar como revisado: Orçamento de Rui Radar' }));
    expect(await screen.findByText('Nenhum alerta para revisar')).toBeInTheDocument();
    expect((await sentTo('/api/admin/scam-flags/f1/review')).length).toBe(1);
  });

  it('edits a pattern with one phrase per line, and refuses a new one without its fields', async () => {
    const user = renderPage();
    const patterns = await screen.findByRole('list', { name: 'Padrões' });
    const phrases = within(patterns).getByLabelText('Frases (uma por linha)');
    await user.type(phrases, '\nchave de outra pessoa');
    await user.click(within(patterns).getByRole('button', { name: 'Salvar padrão' }));
    expect(await screen.findByText('Padrão salvo.')).toBeInTheDocument();
    expect((await sentTo('/api/admin/scam-patterns/3', 'PATCH')).map((r) => r.body)).toEqual([
      {
        label: 'Pagamento a outra pessoa',
        phrases: ['conta do meu primo', 'conta de terceiro', 'chave de outra pessoa'],
        advice: 'Pague o sinal só ao profissional.',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Criar padrão' }));
    expect(screen.getByText('Dê um nome ao padrão (de 3 a 80 caracteres).')).toBeInTheDocument();
    expect(await sentTo('/api/admin/scam-patterns', 'POST')).toEqual([]);
  });
});
