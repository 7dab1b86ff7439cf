import { PORTFOLIO_MESSAGES } from '@app/domain/schemas/professional';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { PortfolioDialog } from './portfolio-dialog';

const fetchMock = vi.fn<typeof fetch>();

describe('portfolio dialog', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells which links play on the profile, and that Bandcamp plays from its player address only', () => {
    renderWithQuery(<PortfolioDialog open onOpenChange={() => {}} item={null} />);
    const dialog = screen.getByRole('dialog', { name: 'Adicionar ao portfólio' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Cole um link do YouTube, SoundCloud, Spotify ou Vimeo para tocar no seu perfil'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Do Bandcamp, use o link do player (em “Compartilhar/Incorporar”, copie o endereço do player)'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('o endereço de um álbum ou faixa aparece só como link.'));
  });

  it('refuses a URL that is not http(s) with "URL inválida"', async () => {
    renderWithQuery(<PortfolioDialog open onOpenChange={() => {}} item={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Título/), 'Faixa');
    await user.type(screen.getByLabelText(/Descrição/), 'Minha faixa');
    await user.type(screen.getByLabelText(/URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.url)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds an audio item and confirms with "Portfólio adicionado"', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'i1' }, 201));
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
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ title: 'Faixa', description: 'Minha faixa', url: 'https://soundcloud.com/eu/faixa', content_type: 'audio' });
    expect(await screen.findByText('Portfólio adicionado')).toBeInTheDocument();
  });
});
