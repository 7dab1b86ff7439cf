import { SERVICE_MESSAGES } from '@app/domain/schemas/professional';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { sentRequests, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { serviceFixture } from '@/test/service-fixture';
import type { Service } from '@app/domain/schemas/api/professionals';
import { ServiceDialog } from './service-dialog';

/** The server answers saving a service (a new one or an edit) with this response. */
const answerSave = (response: () => Response) =>
  server.use(http.post('/api/me/services', response), http.put('/api/me/services/:id', response));

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

const service = serviceFixture();

const sentBody = async (call = 0) => (await sentRequests())[call]?.body as Record<string, unknown>;

describe('service dialog', () => {
  beforeEach(() => {
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
    expect(await sentRequests()).toEqual([]);
  });

  it('hides the price when "A combinar" and sends a null price', async () => {
    answerSave(() => jsonResponse({ ...service, id: 's1', price: null, is_price_negotiable: true }, 201));
    const { user, onOpenChange } = setup();
    await user.type(screen.getByLabelText(/Título/), 'Beat');
    await user.type(screen.getByLabelText(/Descrição/), 'Beat exclusivo');
    await user.type(screen.getByLabelText('Valor (R$)'), '300');
    await user.click(screen.getByRole('radio', { name: 'A combinar' }));
    expect(screen.queryByLabelText('Valor (R$)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect((await sentRequests())[0]).toMatchObject({ path: '/api/me/services', method: 'POST' });
    expect(await sentBody()).toMatchObject({
      title: 'Beat',
      description: 'Beat exclusivo',
      price: null,
      price_kind: 'negotiable',
      is_price_negotiable: true,
    });
    expect(await screen.findByText('Serviço adicionado')).toBeInTheDocument();
  });

  it('asks for a price, or "A combinar", before sending', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/Título/), 'Beat');
    await user.type(screen.getByLabelText(/Descrição/), 'Beat exclusivo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o preço ou escolha "A combinar".')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Valor (R$)'), '12,345');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um preço válido, por exemplo 1.200 ou 350,50.')).toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });

  it('sends a package with its list, duration, revisions, occasions and a price typed the Brazilian way', async () => {
    answerSave(() => jsonResponse({ ...service, id: 's2' }, 201));
    const { user, onOpenChange } = setup();
    await user.type(screen.getByLabelText(/Título/), 'Cerimônia');
    await user.type(screen.getByLabelText(/Descrição/), 'Voz e violão na cerimônia');
    await user.click(screen.getByRole('radio', { name: 'A partir de' }));
    await user.type(screen.getByLabelText('Valor (R$)'), '1.200,50');
    await user.type(screen.getByLabelText('O que está incluído'), '- Voz e violão{enter}Ensaio com os padrinhos');
    await user.type(screen.getByLabelText('Duração ou prazo'), '2');
    await user.type(screen.getByLabelText('Revisões incluídas'), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Casamento' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await sentBody()).toMatchObject({
      price: '1.200,50',
      price_kind: 'from',
      included: ['Voz e violão', 'Ensaio com os padrinhos'],
      duration_value: '2',
      duration_unit: 'hours',
      revisions: '0',
      occasions: ['casamento'],
    });
  });

  it('edits an existing package with PUT and shows its price as typed in Brazil', async () => {
    const editing: Service = {
      ...service,
      price: 1200,
      included: ['Mix completa'],
      duration_value: 5,
      duration_unit: 'days',
      revisions: 2,
    };
    answerSave(() => jsonResponse({ ...editing, price: 350.5 }));
    const { user } = setup(editing);
    expect(screen.getByRole('dialog', { name: 'Editar serviço' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Título/)).toHaveValue('Mixagem');
    const price = screen.getByLabelText('Valor (R$)');
    expect(price).toHaveValue('1.200');
    expect(screen.getByLabelText('Unidade')).toHaveValue('days');
    await user.clear(price);
    await user.type(price, '350,50');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço atualizado')).toBeInTheDocument();
    expect((await sentRequests())[0]).toMatchObject({ path: '/api/me/services/abc', method: 'PUT' });
    expect(await sentBody()).toMatchObject({
      price: '350,50',
      price_kind: 'fixed',
      included: ['Mix completa'],
      duration_value: '5',
      duration_unit: 'days',
      revisions: '2',
    });
  });

  it('keeps the dialog open and shows the spec error when saving fails', async () => {
    answerSave(() => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500));
    const { user, onOpenChange } = setup();
    await user.type(screen.getByLabelText(/Título/), 'Beat');
    await user.type(screen.getByLabelText(/Descrição/), 'Beat exclusivo');
    await user.type(screen.getByLabelText('Valor (R$)'), '300');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível salvar o serviço. Tente novamente.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
