import { profilePath } from '@app/domain/rules/profile-path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpResponseResolver } from 'msw';
import { sentTo, server } from '@/test/msw';
import { catalogFixture } from '@/test/catalog-fixture';
import { jsonResponse } from '@/test/render';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import type { OwnProfile, OwnStats } from '@app/domain/schemas/api/me';
import type { OwnFunnel } from '@app/domain/schemas/api/funnel';
import type { NotificationSettings } from '@app/domain/schemas/notifications';
import { listingStatus } from '@app/domain/rules/listing-status';
import type { MissingField } from '@app/domain/rules/completeness';
import { areaRoutes } from '../routes';
import { emptyCatalogueFields } from '@app/domain/rules/catalogue-fields';
import { emptyProfileFields } from '@app/domain/rules/profile-fields';

/** What the server says about being listed, from the fixture's own facts (the listing rule's parts). */
const listingOf = (p: Omit<OwnProfile, 'listing'>) =>
  listingStatus({
    listed: !p.is_blocked && p.is_active && (p.verified || !p.verification.required_for_listing),
    blocked: p.is_blocked,
    email_confirmed: true,
    subscription_active: p.is_active,
    subscription_status: p.is_active ? 'active' : null,
    verification_required: p.verification.required_for_listing,
    verified: p.verified,
    refusal_reason: p.verification.refusal_reason,
    missing_profile: p.profile_status.missing_fields as MissingField[],
  });

const profile = (over: Partial<OwnProfile> = {}): OwnProfile => {
  const p = baseProfile(over);
  return { ...p, listing: over.listing ?? listingOf(p) };
};

const baseProfile = (over: Partial<OwnProfile>): Omit<OwnProfile, 'listing'> => ({
  ...emptyProfileFields('card'),
  ...emptyProfileFields('profile'),
  id: '7c6f1a52-0000-4000-8000-000000000001',
  name: 'Ana Souza',
  image: null,
  image_small: null,
  description: 'Produtora',
  bio: 'sou produtora',
  whatsapp_country_code: '55',
  whatsapp_number: '11999998888',
  min_price: 100,
  equipment: [],
  work_details: null,
  city: 'São Paulo',
  state: 'São Paulo',
  country: null,
  outside_brazil: false,
  specialties: ['Mixagem'],
  genres: ['Pop'],
  service_types: ['Presencial'],
  occasions: [],
  ...emptyCatalogueFields(),
  served_occasions: [],
  city_place: { code: 3550308, slug: 'sao-paulo-sp', label: 'São Paulo (SP)' },
  service_cities: [],
  rating: 0,
  review_count: 0,
  verified: false,
  responds_fast: false,
  response_minutes: null,
  deals_count: 0,
  services_suspended: false,
  is_blocked: false,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  profile_status: {
    is_complete: false,
    status: 'cadastro_incompleto',
    missing_fields: ['image', 'services'],
    missing: [
      { key: 'image', label: 'Foto do perfil' },
      { key: 'services', label: 'Adicione pelo menos um serviço' },
    ],
  },
  support_email: 'suporte@palcobrasil.com.br',
  contact_bar: 'awaiting_verification',
  verification: { status: 'pending', refusal_reason: null, refused_at: null, required_for_listing: true },
  ...over,
});

/** Lazy routes load on first use; the first render of each takes longer than the default second. */
const SLOW = { timeout: 5000 };

const stats: OwnStats = {
  views: 8,
  clicks: 1,
  conversion_rate: '12,5%',
  daily: [{ date: '2026-06-01', views: 8, clicks: 1 }],
  responses: { answers: 6, yes: 5, rate_percent: 83, responds_fast: true },
  requests: { received: 4, answered: 3, quoted: 2, deals: 1, response_minutes: 150 },
};

const notificationSettings: NotificationSettings = {
  push: { new_requests: true, answers: true, agreements: true, reviews: true, payment_receipts: true },
  email: { new_requests: true, reviews: true, payment_receipts: true },
  quiet_hours: { from: 22, until: 8 },
  vapid_public_key: 'BElx1sKd0q0i8v6H3l4xJ9m3X2tQn7pQb5d8Hc1uJ0kGzYwVfRs2aT3eP4oN5mL6kJ7iH8gF9eD0cB1aZ2yX3w4',
  devices: 0,
};

const funnel: OwnFunnel = {
  period: 'week',
  from: '2026-05-26',
  to: '2026-06-01',
  steps: (['appearances', 'views', 'clicks', 'requests', 'quotes', 'deals', 'agreements'] as const).map((key) => ({
    key,
    count: 0,
    conversion_percent: null,
    median: null,
  })),
  peers: { specialty: 'Mixagem', state: 'SP', missing: 'too_few' },
  words: [],
  cities: [],
};

const sessionUser = {
  id: 'u1',
  email: 'ana@exemplo.com.br',
  name: 'Ana Souza',
  role: 'professional',
  email_confirmed_at: '2026-01-01T00:00:00.000Z',
  professional_id: profile().id,
  is_blocked: false,
  terms_version: TERMS_VERSION,
};
/** What the subscription check answers for the profile's `is_active`. */
const activeSubscription = {
  has_subscription: true,
  is_active: true,
  status: 'active',
  trial_end: null,
  current_period_end: '2026-12-31T00:00:00.000Z',
  cancel_at_period_end: false,
};
const noSubscription = {
  has_subscription: false,
  is_active: false,
  status: 'inactive',
  trial_end: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

/** The server answers `METHOD /path` with `answer` (replacing what it answered before). */
function answer(route: string, resolver: HttpResponseResolver) {
  const [method, path] = route.split(' ') as [string, string];
  server.use(http[method.toLowerCase() as 'get' | 'put' | 'post'](path, resolver));
}
const profileSaves = () => sentTo('/api/me/profile', 'PUT');

function renderArea(path: string) {
  const router = createMemoryRouter([...areaRoutes(), { path: '/profissional-login', element: <p>Tela de login</p> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  answer('GET /api/me/profile', () => jsonResponse(profile()));
  answer('GET /api/me/stats', () => jsonResponse(stats));
  answer('GET /api/me/funnel', () => jsonResponse(funnel));
  answer('GET /api/auth/session', () => jsonResponse({ user: sessionUser }));
  answer('POST /api/subscription/check', () => jsonResponse(activeSubscription));
  answer('GET /api/catalog', () => jsonResponse(catalogFixture()));
  answer('GET /api/me/services', () => jsonResponse({ items: [] }));
  answer('GET /api/me/notifications', () => jsonResponse(notificationSettings));
  answer('GET /api/me/requests', () => jsonResponse({ items: [], pending: 0 }));
  answer('GET /api/me/catalogue-suggestions', () => jsonResponse({ items: [] }));
  answer('GET /api/me/pix-key', () => jsonResponse({ pix_key: null }));
  answer('GET /api/me/second-factor', () => jsonResponse({ enrolled: false, verified: false, recovery_codes_left: 0 }));
  answer('GET /api/me/sessions', () => jsonResponse({ items: [] }));
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

describe('professional area', () => {
  it('shows the menu with nine entries, the stat cards and the missing items with links', async () => {
    renderArea('/profissionais-area');
    const nav = await screen.findByRole('navigation', { name: 'Menu da área do profissional' }, SLOW);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Painel',
      'Pedidos',
      'Meu Perfil',
      'Serviços',
      'Agenda',
      'Portfólio',
      'Detalhes',
      'Assinatura',
      'Configurações',
    ]);
    expect(within(nav).getByRole('link', { name: 'Painel' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('12,5%', {}, SLOW)).toBeInTheDocument();
    // Clients' answers to 'O profissional respondeu seu contato?'.
    expect(screen.getByTestId('response-rate')).toHaveTextContent('83%');
    expect(screen.getByTestId('response-count')).toHaveTextContent(
      '6 respostas de clientes disseram se você respondeu ao contato.',
    );
    expect(screen.getByText('Seu perfil mostra o selo "Responde rápido".')).toBeInTheDocument();
    // The quote requests of the month, counted as soon as each is answered.
    expect(screen.getByTestId('request-figures')).toHaveTextContent(
      'Recebidos4Respondidos3Orçamentos2Negócios fechados1',
    );
    expect(
      screen.getByText(
        'Seu perfil mostra "Responde em até 3 h": a mediana do seu tempo de resposta nos últimos 90 dias.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('visualizações totais')).toBeInTheDocument();
    expect(screen.getByText('cliques totais')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicione pelo menos um serviço' })).toHaveAttribute(
      'href',
      '/profissionais-area/servicos',
    );
    expect(screen.getByRole('link', { name: 'Foto do perfil' })).toHaveAttribute('href', '/profissionais-area/perfil');
    expect(screen.getByRole('link', { name: 'Ver perfil público' })).toHaveAttribute('href', profilePath(profile()));
    expect(screen.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', 'mailto:suporte@palcobrasil.com.br');
  });

  const complete = { is_complete: true, status: 'cadastro_completo', missing_fields: [], missing: [] } as const;

  it("when subscribing is the next step: 'Perfil oculto' with the steps, and the 'Seu perfil está invisível!' modal", async () => {
    answer('GET /api/me/profile', () =>
      jsonResponse(profile({ is_active: false, profile_status: { ...complete, missing_fields: [], missing: [] } })),
    );
    answer('POST /api/subscription/check', () => jsonResponse(noSubscription));
    const { user } = renderArea('/profissionais-area');
    expect(await screen.findByRole('dialog', { name: 'Seu perfil está invisível!' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar sem ativar' }));
    const notice = screen.getByRole('status', { name: 'Perfil oculto' });
    expect(within(notice).getByText('Assine o plano para aparecer nas buscas.')).toBeInTheDocument();
    const steps = [...within(notice).getByRole('list', { name: 'Passos para aparecer nas buscas' }).children].map(
      (li) => li.textContent,
    );
    expect(steps[0]).toMatch(/^1\. Confirmar e-mail: concluído/);
    expect(steps[2]).toMatch(/^3\. Assinar o plano: pendente/);
    expect(await within(notice).findByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/profissionais-area/assinatura',
    );
    // The verification has not begun: no 'Em verificação' before the subscription.
    expect(screen.queryByText('Em verificação')).not.toBeInTheDocument();
    expect(steps[3]).toMatch(/Começa quando a assinatura estiver ativa\./);
  });

  it('asks for the profile before the subscription, with no paywall while it is incomplete', async () => {
    answer('GET /api/me/profile', () => jsonResponse(profile({ is_active: false })));
    answer('POST /api/subscription/check', () => jsonResponse(noSubscription));
    renderArea('/profissionais-area');
    const notice = await screen.findByRole('status', { name: 'Perfil oculto' }, SLOW);
    expect(within(notice).getByText('Complete seu perfil: falta foto do perfil e um serviço.')).toBeInTheDocument();
    // Each missing field is a link to where it is filled in, inside the step, and listed once.
    const lacking = within(notice).getByRole('list', { name: 'O que falta no perfil' });
    expect(within(lacking).getByRole('link', { name: 'Foto do perfil' })).toHaveAttribute(
      'href',
      '/profissionais-area/perfil',
    );
    expect(within(lacking).getByRole('link', { name: 'Adicione pelo menos um serviço' })).toHaveAttribute(
      'href',
      '/profissionais-area/servicos',
    );
    expect(screen.queryByRole('status', { name: 'Complete seu perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after paying, says that search waits for the verification, never that the profile is visible', async () => {
    answer('GET /api/me/profile', () =>
      jsonResponse(profile({ profile_status: { ...complete, missing_fields: [], missing: [] } })),
    );
    renderArea('/profissionais-area');
    const notice = await screen.findByRole('status', { name: 'Perfil oculto' }, SLOW);
    expect(
      within(notice).getByText(
        'Assinatura ativa. Seu perfil entra nas buscas assim que for verificado (em até 1 dia útil).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/visível nas buscas/)).not.toBeInTheDocument();
    expect(screen.getByText('Em verificação')).toBeInTheDocument();
  });

  it('once listed, says so', async () => {
    answer('GET /api/me/profile', () =>
      jsonResponse(
        profile({
          verified: true,
          verification: { status: 'verified', refusal_reason: null, refused_at: null, required_for_listing: true },
        }),
      ),
    );
    renderArea('/profissionais-area');
    expect(await screen.findByText('Seu perfil está visível nas buscas.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Perfil oculto' })).not.toBeInTheDocument();
  });

  it('a blocked professional sees the dashboard with the blocked notice on every page', async () => {
    answer('GET /api/me/profile', () => jsonResponse(profile({ is_blocked: true })));
    const { router } = renderArea('/profissionais-area/servicos');
    expect(await screen.findByRole('alert', { name: 'Conta bloqueada' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Serviços' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profissionais-area');
  });

  it("counts the requests waiting for an answer beside 'Pedidos', on every page", async () => {
    answer('GET /api/me/requests', () => jsonResponse({ items: [], pending: 2 }));
    renderArea('/profissionais-area/servicos');
    const nav = await screen.findByRole('navigation', { name: 'Menu da área do profissional' }, SLOW);
    expect(await within(nav).findByRole('link', { name: 'Pedidos (2 sem resposta)' }, SLOW)).toHaveAttribute(
      'href',
      '/profissionais-area/pedidos',
    );
  });

  it('an unknown sub-path goes back to the index', async () => {
    const { router } = renderArea('/profissionais-area/nao-existe');
    await screen.findByRole('heading', { name: 'Painel' }, SLOW);
    expect(router.state.location.pathname).toBe('/profissionais-area');
  });

  it('without a session goes to log-in', async () => {
    answer('GET /api/me/profile', () =>
      jsonResponse({ error: { code: 'unauthorized', message: 'Faça login para continuar.' } }, 401),
    );
    renderArea('/profissionais-area/perfil');
    expect(await screen.findByText('Tela de login', {}, SLOW)).toBeInTheDocument();
  });

  it('suspension is optimistic and goes back with the spec error when the server refuses', async () => {
    let resolve: (r: Response) => void = () => {};
    answer('PUT /api/me/suspension', () => new Promise<Response>((r) => (resolve = r)));
    const { user } = renderArea('/profissionais-area/configuracoes');
    const toggle = await screen.findByRole('switch', { name: 'Suspender Serviços' }, SLOW);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    resolve(jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500));
    expect(await screen.findByText('Erro ao atualizar', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Não foi possível atualizar a configuração. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  });

  it('registers the Pix key for deposits as typed, refusing one whose check digits are wrong', async () => {
    answer('PUT /api/me/pix-key', () =>
      jsonResponse({
        pix_key: { kind: 'cpf', key: '52998224725', masked: '***.982.247-**', holder_name: 'Ana Souza' },
      }),
    );
    const { user } = renderArea('/profissionais-area/configuracoes');
    const card = (await screen.findByRole('heading', { name: 'Chave Pix para sinais' }, SLOW)).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    const key = within(card).getByLabelText('Chave');
    await user.type(key, '529.982.247-26');
    await user.type(within(card).getByLabelText(/Nome do titular/), 'Ana Souza');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(within(card).getByText('CPF inválido: confira os 11 dígitos.')).toBeInTheDocument();
    expect(await sentTo('/api/me/pix-key', 'PUT')).toEqual([]);
    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(within(card).getByRole('button', { name: 'Salvar chave' }));
    expect(await within(card).findByText('CPF: ***.982.247-**')).toBeInTheDocument();
    expect((await sentTo('/api/me/pix-key', 'PUT')).map((r) => r.body)).toEqual([
      { kind: 'cpf', key: '529.982.247-25', holder_name: 'Ana Souza' },
    ]);
  });

  it('turns off the review e-mails, sends only that change, and names the notices that always go', async () => {
    answer('PUT /api/me/notifications', () =>
      jsonResponse({ ...notificationSettings, email: { ...notificationSettings.email, reviews: false } }),
    );
    const { user } = renderArea('/profissionais-area/configuracoes');
    const reviews = await screen.findByRole('switch', { name: 'E-mail: Avaliações' }, SLOW);
    await waitFor(() => expect(reviews).toBeEnabled());
    expect(reviews).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'E-mail: Pagamentos' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Push: Pedidos de orçamento' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/Avisos essenciais são sempre enviados/)).toBeInTheDocument();
    await user.click(reviews);
    expect(await screen.findByText('E-mail desativado: Avaliações', {}, SLOW)).toBeInTheDocument();
    expect(reviews).toHaveAttribute('aria-checked', 'false');
    expect((await sentTo('/api/me/notifications', 'PUT')).map((r) => r.body)).toEqual([{ email: { reviews: false } }]);
  });

  it('lists where the account is signed in, this device first, and ends another with a tap', async () => {
    const now = Date.now();
    let items = [
      {
        id: 'a1',
        device: 'Chrome no Android',
        place: null,
        ip_hint: '189.6.x.x',
        created_at: new Date(now - 86_400_000).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        current: true,
      },
      {
        id: 'b2',
        device: 'Firefox no Mac',
        place: 'Recife, PE, BR',
        ip_hint: '200.1.x.x',
        created_at: new Date(now - 5 * 86_400_000).toISOString(),
        last_seen_at: new Date(now - 3 * 3_600_000).toISOString(),
        current: false,
      },
    ];
    answer('GET /api/me/sessions', () => jsonResponse({ items }));
    answer('DELETE /api/me/sessions/b2', () => {
      items = items.filter((i) => i.id !== 'b2');
      return new Response(null, { status: 204 });
    });
    const { user } = renderArea('/profissionais-area/configuracoes');
    const list = await screen.findByRole('list', { name: 'Sessões ativas' }, SLOW);
    expect(within(list).getByText('Este aparelho')).toBeInTheDocument();
    expect(within(list).getByText('Recife, PE, BR · Último uso há 3 horas')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Encerrar a sessão de Firefox no Mac' }));
    expect(await screen.findByText('Firefox no Mac saiu da sua conta.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Firefox no Mac')).not.toBeInTheDocument());
  });

  it('turns the two-step verification on with the first code of the app and shows the recovery codes once', async () => {
    let enrolled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '2')}`.slice(0, 11));
    answer('GET /api/me/second-factor', () =>
      jsonResponse({ enrolled, verified: enrolled, recovery_codes_left: enrolled ? 10 : 0 }),
    );
    answer('POST /api/me/second-factor/enrolment', () =>
      jsonResponse({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Palco%20Brasil:ana?secret=JBSWY3DPEHPK3PXP',
      }),
    );
    answer('POST /api/me/second-factor/enrolment/confirm', () => {
      enrolled = true;
      return jsonResponse({ recovery_codes: codes });
    });
    const { user } = renderArea('/profissionais-area/configuracoes');
    await user.click(await screen.findByRole('button', { name: 'Ativar verificação em duas etapas' }, SLOW));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Digite os 6 números/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Código do aplicativo/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const shown = await screen.findByRole('list', { name: 'Códigos de recuperação' }, SLOW);
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect((await sentTo('/api/me/second-factor/enrolment/confirm', 'POST')).map((r) => r.body)).toEqual([
      { code: '123456' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Já guardei' }));
    expect(await screen.findByText('Restam 10 códigos de recuperação.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument();
  });

  it("suspending says 'Serviços Suspensos'", async () => {
    answer('PUT /api/me/suspension', () => jsonResponse({ services_suspended: true }));
    const { user } = renderArea('/profissionais-area/configuracoes');
    await user.click(await screen.findByRole('switch', { name: 'Suspender Serviços' }, SLOW));
    expect(await screen.findByText('Serviços Suspensos', {}, SLOW)).toBeInTheDocument();
  });

  it("AI: a non-subscriber gets 'Exclusivo para Assinantes' and no request", async () => {
    answer('GET /api/me/profile', () => jsonResponse(profile({ is_active: false })));
    answer('POST /api/subscription/check', () => jsonResponse(noSubscription));
    sessionStorage.setItem('palco:area:hidden-modal-seen', '1');
    const { user } = renderArea('/profissionais-area/detalhes');
    await user.click(await screen.findByRole('button', { name: 'Gerar com IA' }, SLOW));
    expect(await screen.findByRole('dialog', { name: 'Exclusivo para Assinantes' }, SLOW)).toBeInTheDocument();
    expect(await sentTo('/api/ai/improve')).toEqual([]);
  });

  it('AI: improves the biography, then restores the original with "Texto restaurado"', async () => {
    answer('POST /api/ai/improve', () => jsonResponse({ improvedText: 'Sou produtora musical.' }));
    const { user } = renderArea('/profissionais-area/perfil');
    const bio = await screen.findByLabelText('Biografia', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Melhorar com IA' }));
    await waitFor(() => expect(bio).toHaveValue('Sou produtora musical.'));
    expect(await screen.findByText('Texto melhorado', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restaurar original' }));
    expect(bio).toHaveValue('sou produtora');
    expect(await screen.findByText('Texto restaurado', {}, SLOW)).toBeInTheDocument();
  });

  it('AI: empty equipment gives the spec message without a request', async () => {
    const { user } = renderArea('/profissionais-area/perfil');
    await user.click(await screen.findByRole('button', { name: 'Organizar com IA' }, SLOW));
    expect(await screen.findByText('Texto vazio', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, liste alguns equipamentos para que a IA possa organizá-los.'),
    ).toBeInTheDocument();
  });

  it('profile: choosing another country code clears the number; Brazil applies the mask; outside Brazil clears city and state', async () => {
    answer('PUT /api/me/profile', async ({ request }) =>
      jsonResponse({ ...profile(), ...((await request.json()) as Partial<OwnProfile>) }),
    );
    const { user } = renderArea('/profissionais-area/perfil');
    const number = await screen.findByLabelText('WhatsApp', {}, SLOW);
    expect(number).toHaveValue('(11) 99999-8888');
    await user.selectOptions(screen.getByLabelText('Código do país'), '351');
    expect(number).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Código do país'), '55');
    await user.type(number, '21987654321');
    expect(number).toHaveValue('(21) 98765-4321');
    await user.click(screen.getByRole('switch', { name: 'Moro fora do Brasil' }));
    expect(screen.queryByLabelText('Cidade')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('País'), 'Portugal');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Perfil atualizado', {}, SLOW)).toBeInTheDocument();
    const [save] = await profileSaves();
    expect(save?.body).toMatchObject({
      outside_brazil: true,
      country: 'Portugal',
      city_code: null,
      service_city_codes: [],
      state: '',
      whatsapp_number: '(21) 98765-4321',
      whatsapp_country_code: '55',
    });
  });

  it("profile: the languages are picked like the instruments, and a price typed '1.200' is taken as the API takes it", async () => {
    answer('PUT /api/me/profile', async ({ request }) =>
      jsonResponse({ ...profile(), ...((await request.json()) as Partial<OwnProfile>) }),
    );
    const { user } = renderArea('/profissionais-area/perfil');
    const languages = await screen.findByRole('group', { name: 'Idiomas' }, SLOW);
    await user.click(within(languages).getByRole('checkbox', { name: 'Inglês' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Libras' }));
    const price = screen.getByLabelText(/Preço mínimo/);
    await user.clear(price);
    await user.type(price, '1.200');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Perfil atualizado', {}, SLOW)).toBeInTheDocument();
    const [save] = await profileSaves();
    expect(save?.body).toMatchObject({ languages: ['ingles', 'libras'], min_price: '1.200' });
  });

  it('profile: suggests a genre the list lacks, with the answer of an earlier one, without saving the profile', async () => {
    answer('GET /api/me/catalogue-suggestions', () =>
      jsonResponse({
        items: [
          {
            id: 's1',
            kind: 'genre',
            name: 'Roadie',
            note: null,
            status: 'refused',
            approved_name: null,
            refusal: 'Não é um gênero musical.',
            created_at: '2026-11-01T00:00:00.000Z',
            decided_at: '2026-11-02T00:00:00.000Z',
          },
        ],
      }),
    );
    answer('POST /api/me/catalogue-suggestions', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      if (body.name === 'pisadinha')
        return jsonResponse(
          { error: { code: 'conflict', message: 'O gênero Piseiro já está na lista: marque-o acima.' } },
          409,
        );
      return jsonResponse(
        {
          id: 's2',
          kind: 'genre',
          name: body.name,
          note: null,
          status: 'pending',
          approved_name: null,
          refusal: null,
          created_at: '2026-11-28T00:00:00.000Z',
          decided_at: null,
        },
        201,
      );
    });
    const { user } = renderArea('/profissionais-area/perfil');
    expect(await screen.findByText('Motivo: Não é um gênero musical.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sugerir outro gênero' }));
    const field = screen.getByLabelText('Nome do gênero');
    await user.type(field, 'x');
    await user.click(screen.getByRole('button', { name: 'Enviar sugestão' }));
    expect(
      await screen.findByText('Escreva o nome (de 2 a 40 caracteres: letras, números, espaços, hífen ou &).'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'pisadinha{Enter}');
    expect(await screen.findByText('O gênero Piseiro já está na lista: marque-o acima.', {}, SLOW)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Carimbó{Enter}');
    expect(await screen.findByText("Sugestão enviada: 'Carimbó' está em análise.", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    expect((await sentTo('/api/me/catalogue-suggestions', 'POST')).map((r) => r.body)).toEqual([
      { kind: 'genre', name: 'pisadinha', note: '' },
      { kind: 'genre', name: 'Carimbó', note: '' },
    ]);
    expect(await profileSaves()).toEqual([]);
  });

  it("profile: a short name shows 'Nome é obrigatório' and sends nothing", async () => {
    const { user } = renderArea('/profissionais-area/perfil');
    const name = await screen.findByLabelText(/Nome/, {}, SLOW);
    await user.clear(name);
    await user.type(name, 'A');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Nome é obrigatório', {}, SLOW)).toBeInTheDocument();
    expect(await profileSaves()).toEqual([]);
  });

  it('profile: a refused save gives the reason; any other failure the general message', async () => {
    answer('PUT /api/me/profile', () =>
      jsonResponse({ error: { code: 'invalid_request', message: 'Selecione um estado válido.' } }, 400),
    );
    const { user } = renderArea('/profissionais-area/perfil');
    await user.type(await screen.findByLabelText(/Nome/, {}, SLOW), ' Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Não foi possível atualizar o perfil: Selecione um estado válido.', {}, SLOW),
    ).toBeInTheDocument();
    answer('PUT /api/me/profile', () =>
      jsonResponse({ error: { code: 'internal_error', message: 'Ocorreu um erro inesperado.' } }, 500),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Não foi possível atualizar o perfil. Tente novamente.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('asks before leaving the profile with unsaved changes', async () => {
    const { user, router } = renderArea('/profissionais-area/perfil');
    await user.type(await screen.findByLabelText(/Nome/, {}, SLOW), ' Souza');
    await user.click(screen.getByRole('link', { name: 'Serviços' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' }, SLOW);
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/profissionais-area/perfil');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana Souza Souza');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo (SP)');
    await user.click(screen.getByRole('link', { name: 'Serviços' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' }, SLOW)).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profissionais-area/servicos'));
  });
});
