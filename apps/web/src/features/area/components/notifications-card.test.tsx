import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@app/domain/schemas/notifications';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { NotificationsCard } from './notifications-card';

const SETTINGS: NotificationSettings = {
  push: { new_requests: true, answers: true, agreements: true, reviews: true, payment_receipts: true },
  email: { new_requests: true, reviews: true, payment_receipts: true },
  quiet_hours: { from: 22, until: 8 },
  vapid_public_key: 'BElx1sKd0q0i8v6H3l4xJ9m3X2tQn7pQb5d8Hc1uJ0kGzYwVfRs2aT3eP4oN5mL6kJ7iH8gF9eD0cB1aZ2yX3w4',
  devices: 0,
};

/** Chrome on a computer, with the Push API: the permission's answer and what subscribing gives. */
function browserWithPush(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-1',
    toJSON: () => ({ keys: { p256dh: 'chave-publica', auth: 'segredo' } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  return { pushManager };
}

function render() {
  return renderWithQuery(
    <>
      <NotificationsCard />
      <Toaster />
    </>,
  );
}

describe("'Notificações' in the professional's settings", () => {
  beforeEach(() => {
    server.use(
      http.get('/api/me/notifications', () => jsonResponse(SETTINGS)),
      http.put('/api/me/notifications', async ({ request }) => {
        const change = (await request.json()) as Partial<NotificationSettings>;
        return jsonResponse({
          ...SETTINGS,
          push: { ...SETTINGS.push, ...change.push },
          quiet_hours: change.quiet_hours ?? SETTINGS.quiet_hours,
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('offers each kind by push and by e-mail, and turns the push of requests off alone', async () => {
    render();
    const user = userEvent.setup();
    const push = await screen.findByRole('switch', { name: 'Push: Pedidos de orçamento' });
    await waitFor(() => expect(push).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'E-mail: Pedidos de orçamento' })).toBeChecked();
    // The agreements' e-mails carry the link to sign: always sent. Payments go by push and by e-mail.
    expect(screen.getByRole('switch', { name: 'E-mail: Acordos (sempre enviado)' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Push: Pagamentos' })).toBeChecked();

    await user.click(push);
    expect(await screen.findByText('Notificação desativada: Pedidos de orçamento')).toBeInTheDocument();
    expect(push).not.toBeChecked();
    expect((await sentTo('/api/me/notifications', 'PUT')).map((r) => r.body)).toEqual([
      { push: { new_requests: false } },
    ]);
  });

  it('moves the quiet hours', async () => {
    render();
    const from = await screen.findByRole('combobox', { name: 'Começa às' });
    await waitFor(() => expect(from).toBeEnabled());
    await userEvent.setup().selectOptions(from, '23');
    await waitFor(() => expect(screen.getByText(/De 23h às 8h \(horário de Brasília\)/)).toBeInTheDocument());
    expect((await sentTo('/api/me/notifications', 'PUT')).map((r) => r.body)).toEqual([
      { quiet_hours: { from: 23, until: 8 } },
    ]);
  });

  it('asks the permission, subscribes this browser with the server key and tells the server', async () => {
    const { pushManager } = browserWithPush('granted');
    server.use(http.post('/api/me/push-subscriptions', () => jsonResponse({ devices: 1 }, 201)));
    render();
    const user = userEvent.setup();
    const enable = await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' });
    await waitFor(() => expect(enable).toBeEnabled());
    await user.click(enable);
    expect(await screen.findByRole('button', { name: 'Desativar neste aparelho' })).toBeInTheDocument();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect((await sentTo('/api/me/push-subscriptions', 'POST')).map((r) => r.body)).toEqual([
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-1',
        keys: { p256dh: 'chave-publica', auth: 'segredo' },
      },
    ]);
  });

  it('replaces, without asking again, a subscription made with a key the server no longer uses', async () => {
    const { pushManager } = browserWithPush('granted');
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    const old = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-antigo',
      options: { applicationServerKey: new Uint8Array([4, 1, 2, 3]).buffer },
      toJSON: () => ({ keys: { p256dh: 'chave-antiga', auth: 'segredo-antigo' } }),
      unsubscribe: vi.fn(async () => true),
    };
    pushManager.getSubscription.mockResolvedValue(old as never);
    server.use(
      http.post('/api/me/push-subscriptions', () => jsonResponse({ devices: 1 }, 201)),
      http.post('/api/me/push-subscriptions/remove', () => jsonResponse(null)),
    );
    render();
    expect(await screen.findByRole('button', { name: 'Desativar neste aparelho' })).toBeInTheDocument();
    expect(old.unsubscribe).toHaveBeenCalled();
    const [{ applicationServerKey }] = pushManager.subscribe.mock.calls[0] as unknown as [
      { applicationServerKey: Uint8Array },
    ];
    expect(applicationServerKey.length).toBe(65);
    expect((await sentTo('/api/me/push-subscriptions', 'POST')).map((r) => r.body)).toEqual([
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-1',
        keys: { p256dh: 'chave-publica', auth: 'segredo' },
      },
    ]);
    expect((await sentTo('/api/me/push-subscriptions/remove', 'POST')).map((r) => r.body)).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-antigo' },
    ]);
  });

  it('keeps, and tells the server again, a subscription made with the current key', async () => {
    const { pushManager } = browserWithPush('granted');
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    const key = Uint8Array.from(atob(SETTINGS.vapid_public_key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const current = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-1',
      options: { applicationServerKey: key.buffer },
      toJSON: () => ({ keys: { p256dh: 'chave-publica', auth: 'segredo' } }),
      unsubscribe: vi.fn(async () => true),
    };
    pushManager.getSubscription.mockResolvedValue(current as never);
    server.use(http.post('/api/me/push-subscriptions', () => jsonResponse({ devices: 1 }, 201)));
    render();
    expect(await screen.findByRole('button', { name: 'Desativar neste aparelho' })).toBeInTheDocument();
    await waitFor(async () => expect(await sentTo('/api/me/push-subscriptions', 'POST')).toHaveLength(1));
    expect(current.unsubscribe).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says when the browser blocked notifications, and gives the server’s word when a test has no device', async () => {
    browserWithPush('denied');
    server.use(
      http.post('/api/me/notifications/test', () =>
        jsonResponse(
          { error: { code: 'conflict', message: 'Ative as notificações neste aparelho antes de enviar um teste.' } },
          409,
        ),
      ),
    );
    render();
    const user = userEvent.setup();
    const enable = await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' });
    await waitFor(() => expect(enable).toBeEnabled());
    await user.click(enable);
    expect(await screen.findByText(/As notificações estão bloqueadas neste navegador/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar notificação de teste' }));
    expect(
      await screen.findByText('Ative as notificações neste aparelho antes de enviar um teste.'),
    ).toBeInTheDocument();
  });

  it('on an iPhone in Safari, explains that the app must first be added to the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    render();
    const device = await screen.findByRole('region', { name: 'Neste aparelho' });
    expect(
      within(device).getByText(
        /Para receber notificações no iPhone, adicione o Palco Brasil à Tela de Início: toque em Compartilhar e em Adicionar à Tela de Início\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(device).queryByRole('button', { name: 'Ativar notificações neste aparelho' }),
    ).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
