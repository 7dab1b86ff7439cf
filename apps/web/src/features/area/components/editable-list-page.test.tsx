import { PORTFOLIO_MESSAGES, SERVICE_MESSAGES } from '@app/domain/schemas/professional';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { serviceFixture } from '@/test/service-fixture';
import { Component as PortfolioPage } from '../routes/portfolio-page';
import { Component as ServicesPage } from '../routes/services-page';

const service = serviceFixture({ id: 's1' });

const item: PortfolioItem = {
  id: 'i1',
  professional_id: 'p',
  title: 'Show ao vivo',
  description: 'Gravação do show',
  url: 'https://www.youtube.com/watch?v=abc',
  content_type: 'link',
  duration_seconds: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderPage(page: ReactElement) {
  renderWithQuery(
    <>
      {page}
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('Serviços', () => {
  it('deletes a service only after the confirmation, then says so', async () => {
    let services = [service];
    server.use(
      http.get('/api/me/services', () => jsonResponse({ items: services })),
      http.delete('/api/me/services/:id', () => {
        services = [];
        return new Response(null, { status: 204 });
      }),
    );
    const user = renderPage(<ServicesPage />);
    const list = await screen.findByRole('list', { name: 'Seus serviços' });
    expect(within(list).getByRole('heading', { name: 'Mixagem' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir Mixagem' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir serviço' });
    expect(within(confirm).getByText(SERVICE_MESSAGES.confirmDelete)).toBeInTheDocument();
    expect(await sentTo('/api/me/services/s1', 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Serviço excluído')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não cadastrou nenhum serviço.')).toBeInTheDocument();
    expect(await sentTo('/api/me/services/s1', 'DELETE')).toHaveLength(1);
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get('/api/me/services', () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)));
    renderPage(<ServicesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus serviços.');
  });
});

describe('Portfólio', () => {
  it('keeps the item when the deletion fails, and says so', async () => {
    server.use(
      http.get('/api/me/portfolio', () => jsonResponse({ items: [item] })),
      http.delete('/api/me/portfolio/:id', () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)),
    );
    const user = renderPage(<PortfolioPage />);
    expect(await screen.findByRole('list', { name: 'Itens do portfólio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /youtube\.com/ })).toHaveAttribute('href', item.url);

    await user.click(screen.getByRole('button', { name: 'Excluir Show ao vivo' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir item' });
    expect(within(confirm).getByText(PORTFOLIO_MESSAGES.confirmDelete)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Não foi possível excluir o item. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Excluir' })).toBeEnabled());
    // The dialog stays open over the list, which still holds the item.
    expect(screen.getByRole('heading', { name: 'Show ao vivo', hidden: true })).toBeInTheDocument();
  });
});
