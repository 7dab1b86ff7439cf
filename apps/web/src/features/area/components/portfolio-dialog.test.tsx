import { PORTFOLIO_MESSAGES } from '@app/domain/schemas/professional';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sentRequests, sentTo, server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { PortfolioDialog } from './portfolio-dialog';

describe('portfolio dialog', () => {
  it('tells which links play on the profile, and that Bandcamp plays from its player address only', () => {
    renderWithQuery(<PortfolioDialog open onOpenChange={() => {}} item={null} />);
    const dialog = screen.getByRole('dialog', { name: 'Adicionar ao portfólio' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Cole um link do YouTube, SoundCloud, Spotify ou Vimeo para tocar no seu perfil'),
    );
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(
        'Do Bandcamp, use o link do player (em “Compartilhar/Incorporar”, copie o endereço do player)',
      ),
    );
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('o endereço de um álbum ou faixa aparece só como link.'),
    );
  });

  it('refuses a URL that is not http(s) with "URL inválida"', async () => {
    renderWithQuery(<PortfolioDialog open onOpenChange={() => {}} item={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Título/), 'Faixa');
    await user.type(screen.getByLabelText(/Descrição/), 'Minha faixa');
    await user.type(screen.getByLabelText(/URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.url)).toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });

  it('adds an audio item and confirms with "Portfólio adicionado"', async () => {
    server.use(http.post('/api/me/portfolio', () => HttpResponse.json({ id: 'i1' }, { status: 201 })));
    const onOpenChange = vi.fn();
    renderWithQuery(
      <>
        <PortfolioDialog open onOpenChange={onOpenChange} item={null} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Título/), 'Faixa');
    await user.type(screen.getByLabelText(/Descrição/), 'Minha faixa');
    await user.type(screen.getByLabelText(/URL/), 'https://soundcloud.com/eu/faixa');
    await user.selectOptions(screen.getByLabelText('Tipo de conteúdo'), 'audio');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect((await sentTo('/api/me/portfolio', 'POST'))[0]?.body).toEqual({
      title: 'Faixa',
      description: 'Minha faixa',
      url: 'https://soundcloud.com/eu/faixa',
      content_type: 'audio',
    });
    expect(await screen.findByText('Portfólio adicionado')).toBeInTheDocument();
  });
});
