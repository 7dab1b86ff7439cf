import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { SubscribeDialog } from './subscribe-dialog';

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

describe('subscribe dialogs', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("'Seu perfil está invisível!' opens the checkout URL the server returns", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: 'https://checkout.exemplo/abc' }));
    renderWithQuery(<SubscribeDialog kind="hidden" open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Seu perfil está invisível!' })).toBeInTheDocument();
    expect(screen.getByText('R$47,00/mês')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.exemplo/abc'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/subscription/checkout');
  });

  it("'Exclusivo para Assinantes' closes with 'Continuar sem ativar'", async () => {
    const onOpenChange = vi.fn();
    renderWithQuery(<SubscribeDialog kind="ai" open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Exclusivo para Assinantes' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar sem ativar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the checkout error when the server answers without a URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: '' }));
    renderWithQuery(
      <>
        <SubscribeDialog kind="hidden" open onOpenChange={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(await screen.findByText('Não recebemos a URL de checkout. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the checkout error when the server refuses to start the checkout', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'internal', message: 'Falhou.' } }, 500));
    renderWithQuery(
      <>
        <SubscribeDialog kind="hidden" open onOpenChange={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(await screen.findByText('Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('shows the general checkout error when opening the checkout page fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: 'https://checkout.exemplo/abc' }));
    assign.mockImplementation(() => {
      throw new Error('blocked');
    });
    renderWithQuery(
      <>
        <SubscribeDialog kind="hidden" open onOpenChange={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Assinar agora' }));
    expect(await screen.findByText('Ocorreu um erro durante o processo de assinatura. Tente novamente mais tarde.')).toBeInTheDocument();
  });
});
