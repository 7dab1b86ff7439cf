import type { PendingCatalogueName } from '@app/domain/schemas/catalogue-suggestions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as CataloguePage } from './catalogue-page';

const request = (id: string, professional: string, name: string, note: string | null = null) => ({
  id,
  name,
  note,
  created_at: '2026-11-20T12:00:00.000Z',
  professional: { id: `p-${id}`, name: professional, path: `/profissional/${id}` },
});

const queue: PendingCatalogueName[] = [
  {
    kind: 'genre',
    key: 'carimbo',
    name: 'Carimbó',
    first_at: '2026-11-20T12:00:00.000Z',
    requests: [request('a', 'Ana Belém', 'Carimbó', 'Ritmo do Pará.'), request('b', 'Beto Marajó', 'carimbo')],
  },
  {
    kind: 'specialty',
    key: 'roadie',
    name: 'Roadie',
    first_at: '2026-11-21T12:00:00.000Z',
    requests: [request('c', 'Caio Palco', 'Roadie')],
  },
];

function renderPage() {
  let items = queue;
  server.use(
    http.get('/api/admin/catalogue-suggestions', () => jsonResponse({ items })),
    http.post('/api/admin/catalogue-suggestions/decision', async ({ request: sent }) => {
      const body = (await sent.json()) as { key: string };
      items = items.filter((i) => i.key !== body.key);
      return jsonResponse({ decided: body.key === 'carimbo' ? 2 : 1, emails_sent: body.key === 'carimbo' ? 2 : 1 });
    }),
  );
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/catalogo']}>
      <CataloguePage />
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("the admin's catalogue queue", () => {
  it('shows each name once with who asked and how they wrote it, and includes it with the spelling corrected', async () => {
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Sugestões em análise' });
    const carimbo = within(list).getByRole('listitem', { name: 'Carimbó' });
    expect(carimbo).toHaveTextContent('2 profissionais');
    expect(carimbo).toHaveTextContent("Beto Marajó escreveu 'carimbo'");
    expect(carimbo).toHaveTextContent('“Ritmo do Pará.”');
    expect(within(carimbo).getByRole('link', { name: 'Ana Belém' })).toHaveAttribute('href', '/profissional/a');

    const name = within(carimbo).getByLabelText('Nome no catálogo');
    await user.clear(name);
    await user.type(name, 'Carimbó paraense');
    await user.click(within(carimbo).getByRole('button', { name: 'Incluir Carimbó paraense no catálogo' }));
    expect(await screen.findByText('Carimbó paraense incluído no catálogo.')).toBeInTheDocument();
    expect(screen.getByText('Os 2 profissionais foram avisados por e-mail.')).toBeInTheDocument();
    expect((await sentTo('/api/admin/catalogue-suggestions/decision')).map((r) => r.body)).toEqual([
      { decision: 'approve', kind: 'genre', key: 'carimbo', name: 'Carimbó paraense' },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Roadie' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Carimbó' })).not.toBeInTheDocument();
  });

  it('says when the name written is one the list has: the suggestion joins it', async () => {
    const user = renderPage();
    const carimbo = await screen.findByRole('listitem', { name: 'Carimbó' });
    const name = within(carimbo).getByLabelText('Nome no catálogo');
    await user.clear(name);
    await user.type(name, 'Forró');
    expect(carimbo).toHaveTextContent('Já existe: quem pediu passa a ter Forró marcado no perfil.');
  });

  it('refuses only with a reason', async () => {
    const user = renderPage();
    const roadie = await screen.findByRole('listitem', { name: 'Roadie' });
    await user.click(within(roadie).getByRole('button', { name: 'Recusar Roadie' }));
    await user.click(within(roadie).getByRole('button', { name: 'Recusar sugestão' }));
    expect(within(roadie).getByText('Escreva o motivo (de 2 a 300 caracteres).')).toBeInTheDocument();
    await user.type(within(roadie).getByLabelText(/Motivo da recusa/), 'Não é um serviço musical.');
    await user.click(within(roadie).getByRole('button', { name: 'Recusar sugestão' }));
    expect(await screen.findByText('Sugestão recusada.')).toBeInTheDocument();
    expect((await sentTo('/api/admin/catalogue-suggestions/decision')).map((r) => r.body)).toEqual([
      { decision: 'refuse', kind: 'specialty', key: 'roadie', reason: 'Não é um serviço musical.' },
    ]);
  });

  it('says when nothing waits', async () => {
    server.use(http.get('/api/admin/catalogue-suggestions', () => jsonResponse({ items: [] })));
    renderWithQuery(
      <MemoryRouter>
        <CataloguePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Nenhuma sugestão em análise')).toBeInTheDocument();
  });
});
