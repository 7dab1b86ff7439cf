import { SERVICE_MESSAGES } from '@app/domain/schemas/professional';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery } from '@/test/render';
import type { Service } from '@app/domain/schemas/api/professionals';
import { ServiceDialog } from './service-dialog';

const fetchMock = vi.fn<typeof fetch>();

function setup(service: Service | null = null) {
  const onOpenChange = vi.fn();
  renderWithQuery(
    <>
      <ServiceDialog open onOpenChange={onOpenChange} service={service} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

describe('service dialog', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no ResizeObserver; the switch measures its thumb with it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages for a short title and description and sends nothing', async () => {
    const { user } = setup();
    expect(screen.getByRole('dialog', { name: 'Adicionar serviço' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Título/), 'M');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SERVICE_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByText(SERVICE_MESSAGES.description)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the price when negotiable and sends a null price', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 's1', professional_id: 'p', title: 'Beat', description: 'Beat exclusivo', price: null, is_price_negotiable: true }, 201));
    const { user, onOpenChange } = setup();
    await user.type(screen.getByLabelText(/Título/), 'Beat');
    await user.type(screen.getByLabelText(/Descrição/), 'Beat exclusivo');
    await user.type(screen.getByLabelText('Preço (R$)'), '300');
    await user.click(screen.getByRole('switch', { name: 'Preço a combinar' }));
    expect(screen.queryByLabelText('Preço (R$)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/services');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody()).toMatchObject({ title: 'Beat', description: 'Beat exclusivo', price: null, is_price_negotiable: true });
    expect(await screen.findByText('Serviço adicionado')).toBeInTheDocument();
  });

  it('edits an existing service with PUT and says so', async () => {
    const service: Service = { id: 'abc', professional_id: 'p', title: 'Mixagem', description: 'Mix completa', price: 300, is_price_negotiable: false };
    fetchMock.mockResolvedValue(jsonResponse({ ...service, price: 350 }));
    const { user } = setup(service);
    expect(screen.getByRole('dialog', { name: 'Editar serviço' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Título/)).toHaveValue('Mixagem');
    const price = screen.getByLabelText('Preço (R$)');
    await user.clear(price);
    await user.type(price, '350');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço atualizado')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/me/services/abc');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody()).toMatchObject({ price: 350 });
  });

  it('keeps the dialog open and shows the spec error when saving fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500));
    const { user, onOpenChange } = setup();
    await user.type(screen.getByLabelText(/Título/), 'Beat');
    await user.type(screen.getByLabelText(/Descrição/), 'Beat exclusivo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível salvar o serviço. Tente novamente.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
