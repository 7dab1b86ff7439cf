import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminRequest,
  confirmReviewByMail,
  CSRF_HEADERS,
  expect,
  expectNoSeriousA11yViolations,
  orderButton,
  signInNewProfessional,
  test,
  verifyProfessional,
} from '../fixtures';
import { newProfessional } from '../area/area-helpers';

interface Listed {
  id: string;
  name: string;
  rating: number;
  review_count: number;
  verified: boolean;
}

const results = (page: Page) => page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });
const project = () => test.info().project.name;
const unique = () => `${project()} ${Date.now() % 1_000_000}`;

async function listed(request: APIRequestContext): Promise<Listed[]> {
  return ((await (await request.get('/api/professionals?pageSize=100')).json()) as { items: Listed[] }).items;
}

/** A professional signed in within `request`, subscribed through the built-in test checkout. */
const subscribedProfessional = (request: APIRequestContext, name: string) =>
  newProfessional(request, name, { subscribe: true });

test.describe('Verified means verified', () => {
  test('every listed professional carries the verified badge, and the promotion page promises it', async ({
    page,
    request,
  }) => {
    const all = await listed(request);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((p) => !p.verified).map((p) => p.name)).toEqual([]);

    await page.goto('/profissionais');
    const cards = results(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(results(page).getByText('Profissional verificado')).toHaveCount(await cards.count());

    await page.goto('/divulgar-servicos');
    await expect(
      page.getByText(
        'Todos os profissionais são verificados pela nossa equipe antes de aparecer nas buscas, o que passa confiança.',
      ),
    ).toBeVisible();
  });

  test('an admin refuses with a reason, the professional reads it, fixes the profile and is verified from the queue', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const pro = await subscribedProfessional(page.request, `Vera Fila ${unique()}`);

    // The professional's dashboard says where the account stands and what the team looks at.
    await page.goto('/profissionais-area');
    const status = page.getByRole('region', { name: 'Verificação do perfil' });
    await expect(status).toContainText('Em verificação');
    await expect(status).toContainText('O que a equipe confere');

    // The admin works from the queue, in a session of their own.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    const adminApi = await adminRequest(baseURL);
    await adminContext.addCookies(await adminApi.storageState().then((s) => s.cookies));
    await adminApi.dispose();
    await admin.goto('/admin/verificacao');
    await expect(admin.getByRole('heading', { level: 1, name: 'Aguardando verificação' })).toBeVisible();
    const item = admin.getByRole('listitem', { name: pro.name });
    await expect(item).toContainText(pro.email);
    await expectNoSeriousA11yViolations(admin);
    await item.getByRole('button', { name: `Recusar a verificação de ${pro.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Recusar a verificação de ${pro.name}?` });
    await dialog.getByRole('button', { name: 'Recusar verificação' }).click();
    await expect(dialog.getByText('Informe o motivo da recusa (de 5 a 500 caracteres).')).toBeVisible();
    const reason = 'A foto do perfil não mostra você.';
    await dialog.getByLabel(/Motivo da recusa/).fill(reason);
    await dialog.getByRole('button', { name: 'Recusar verificação' }).click();
    await expect(admin.getByText('O profissional recebeu o motivo por e-mail.')).toBeVisible();
    await expect(item).toHaveCount(0);

    // The reason reaches the professional by e-mail and on the dashboard.
    const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(pro.email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    expect(mails.find((m) => m.subject === 'Verificação do seu perfil no Palco Brasil')?.text).toContain(
      `Motivo: ${reason}`,
    );
    await page.reload();
    await expect(status).toContainText(`Verificação recusada: ${reason}`);
    // Their own public page says the same, with the way to fix it, instead of 'em verificação'.
    await page.goto(`/professional/${pro.id}`);
    const refused = page.getByRole('region', { name: `Verificação recusada: ${reason}` });
    await expect(refused.getByRole('link', { name: 'Editar meu perfil' })).toBeVisible();
    await expect(page.getByText('Seu perfil está em verificação')).toHaveCount(0);
    await page.goto('/profissionais-area');

    // Saving the profile puts it back in the queue; the admin verifies it.
    const saved = await page.request.put('/api/me/profile', {
      headers: CSRF_HEADERS,
      data: { name: pro.name, whatsapp_number: '(11) 98888-1234', city: 'São Paulo', state: 'São Paulo' },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect(status).toContainText('Em verificação');
    await admin.reload();
    await item.getByRole('button', { name: `Verificar ${pro.name}` }).click();
    await expect(admin.getByText('Profissional verificado. O perfil já aparece nas buscas.')).toBeVisible();
    await page.reload();
    await expect(status).toContainText('Verificado');
    await page.goto(`/profissionais?q=${encodeURIComponent(pro.name)}`);
    await expect(results(page).getByRole('heading', { name: pro.name })).toBeVisible();
    await adminContext.close();
  });

  test('when an admin lists unverified professionals too, the public promise changes with it', async ({
    browser,
    baseURL,
  }) => {
    const admin = await adminRequest(baseURL);
    const set = (value: boolean) =>
      admin.patch('/api/admin/settings', { headers: CSRF_HEADERS, data: { list_only_verified: value } });
    expect((await set(false)).status()).toBe(200);
    try {
      // A new visitor, with nothing cached.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto('/divulgar-servicos');
      await expect(
        page.getByText(
          'Nossa equipe verifica os perfis, e os verificados exibem o selo Verificado, o que passa confiança.',
        ),
      ).toBeVisible();
      await expect(page.getByText(/Todos os profissionais são verificados/)).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByText('Profissionais da música de todo o Brasil')).toBeVisible();
      await page.locator('summary', { hasText: 'Os profissionais são verificados?' }).click();
      await expect(
        page.getByText(
          'Nossa equipe verifica os perfis, e os verificados exibem o selo Verificado. Confira o selo no perfil antes de contratar.',
        ),
      ).toBeVisible();
      await context.close();
    } finally {
      expect((await set(true)).status()).toBe(200);
      await admin.dispose();
    }
  });
});

test.describe('Only professionals who would be listed get contacts', () => {
  test('a visitor cannot contact a professional awaiting verification; the owner is told why and what to do', async ({
    page,
    browser,
    baseURL,
  }) => {
    const pro = await subscribedProfessional(page.request, `Caio Aguardando ${unique()}`);
    const saved = await page.request.put('/api/me/profile', {
      headers: CSRF_HEADERS,
      data: { name: pro.name, whatsapp_number: '(11) 97777-1234', instagram: '@caio.aguardando' },
    });
    expect(saved.status()).toBe(200);

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    // Search engines are told it is not there (404); the visitor holding the link reads it.
    expect((await visitor.goto(`/professional/${pro.id}`))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Contato indisponível' })).toBeDisabled();
    await expect(visitor.getByRole('button', { name: 'Entrar em contato' })).toHaveCount(0);
    await expect(visitor.getByText('@caio.aguardando')).toHaveCount(0);
    await expect(visitor.getByText('Este usuário não está recebendo novos trabalhos no momento...')).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Seu perfil está em verificação' })).toHaveCount(0);
    const body = await (await visitor.request.get(`/api/professionals/${pro.id}`)).text();
    expect(body).not.toContain('977771234');
    await visitorContext.close();

    await page.goto(`/professional/${pro.id}`);
    const notice = page.getByRole('region', { name: 'Seu perfil está em verificação' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Acompanhar no painel' })).toHaveAttribute(
      'href',
      '/profissionais-area',
    );
    await expectNoSeriousA11yViolations(page);

    await verifyProfessional(baseURL, pro.id);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar em contato' })).toBeVisible();
  });

  test('the owner without a subscription is sent to subscribe', async ({ page }) => {
    const { name } = await signInNewProfessional(page.request, `Sil Sem Plano ${unique()}`, 'semplano');
    const { id } = (await (await page.request.get('/api/me/profile')).json()) as { id: string };
    await page.goto(`/professional/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Seu perfil não recebe contatos' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Ativar assinatura' })).toHaveAttribute(
      'href',
      '/profissionais-area/assinatura',
    );
    await expect(page.getByRole('button', { name: 'Contato indisponível' })).toBeDisabled();
    // Nobody reviews or reports their own profile.
    await expect(page.getByRole('button', { name: 'Avaliar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reportar perfil' })).toHaveCount(0);
  });

  test('a visitor opening a non-subscriber by direct link reads the profile but gets no contact', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { name } = await signInNewProfessional(page.request, `Nico Sem Plano ${unique()}`, 'semcontato');
    const saved = await page.request.put('/api/me/profile', {
      headers: CSRF_HEADERS,
      data: { name, whatsapp_number: '(21) 96666-4321', city: 'Niterói', state: 'Rio de Janeiro' },
    });
    expect(saved.status()).toBe(200);
    const { id } = (await saved.json()) as { id: string };

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/professional/${id}`))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText('Niterói, Rio de Janeiro').first()).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Contato indisponível' })).toBeDisabled();
    await expect(visitor.getByRole('button', { name: 'Entrar em contato' })).toHaveCount(0);
    await expect(visitor.getByRole('region', { name: 'Seu perfil não recebe contatos' })).toHaveCount(0);
    const profile = (await (await visitor.request.get(`/api/professionals/${id}`)).json()) as {
      whatsapp_number: string | null;
      contact_bar: string | null;
    };
    expect(profile).toMatchObject({ whatsapp_number: null, contact_bar: 'not_subscribed' });
    await visitorContext.close();
  });
});

test.describe('New is not bad, and ratings show halves', () => {
  test("a professional without reviews reads 'Novo' on the card and the profile", async ({ page, request }) => {
    const fresh = (await listed(request)).find((p) => p.review_count === 0);
    if (!fresh) throw new Error('the demo data has no professional without reviews');
    await page.goto(`/profissionais?q=${encodeURIComponent(fresh.name)}`);
    const card = results(page).getByRole('article').filter({ hasText: fresh.name });
    await expect(card.getByText('Novo', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(card.getByText('0,0')).toHaveCount(0);
    await expect(card.getByText('(0 avaliações)')).toHaveCount(0);

    await card.getByRole('link', { name: fresh.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: fresh.name })).toBeVisible();
    await expect(page.getByText('Novo', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('0,0')).toHaveCount(0);
  });

  test("'Melhor avaliados' puts a newcomer above a professional whose only reviews are poor", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tag = `Ordem${project()}${Date.now() % 1_000_000}`;
    const signUp = async (name: string) => {
      const context = await browser.newContext({ baseURL });
      const pro = await subscribedProfessional(context.request, name);
      await verifyProfessional(baseURL, pro.id);
      await context.close();
      return pro;
    };
    const poor = await signUp(`Paulo Nota Baixa ${tag}`);
    const newcomer = await signUp(`Nina Recem Chegada ${tag}`);

    // Two approved 2-star reviews for the first one.
    const admin = await adminRequest(baseURL);
    for (const who of ['a', 'b']) {
      const email = `nota.baixa.${who}.${tag.toLowerCase()}@exemplo.com`;
      const sent = await page.request.post(`/api/professionals/${poor.id}/reviews`, {
        headers: CSRF_HEADERS,
        data: {
          rating: 2,
          project_url: 'https://exemplo.com/projeto',
          user_name: `Cliente ${who.toUpperCase()}`,
          user_email: email,
          comment: 'Entregou com atraso e sem os ajustes combinados.',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await confirmReviewByMail(page.request, email);
      const { id } = (await sent.json()) as { id: string };
      expect((await admin.post(`/api/admin/reviews/${id}/approve`, { headers: CSRF_HEADERS })).status()).toBe(200);
    }
    await admin.dispose();

    await page.goto(`/profissionais?q=${tag}`);
    await expect(orderButton(page)).toHaveAccessibleName('Ordenar por: Melhor avaliados');
    const names = results(page).getByRole('article').getByRole('heading', { level: 3 });
    await expect(names).toHaveText([newcomer.name, poor.name]);
    const newcomerCard = results(page).getByRole('article').filter({ hasText: newcomer.name });
    await expect(newcomerCard.getByText('Novo', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(
      results(page)
        .getByRole('article')
        .filter({ hasText: poor.name })
        .getByText('2,0', { exact: true })
        .filter({ visible: true }),
    ).toBeVisible();
  });

  test('a 4.5 rating is drawn as four and a half stars with the number beside them', async ({ page, request }) => {
    const half = (await listed(request)).find((p) => p.rating === 4.5);
    if (!half) throw new Error('the demo data has no professional rated 4.5');
    await page.goto(`/professional/${half.id}`);
    await expect(page.getByRole('heading', { level: 1, name: half.name })).toBeVisible();
    const stars = page.locator('[data-stars="4.5"]').first();
    await expect(stars.locator('[data-fill="full"]')).toHaveCount(4);
    await expect(stars.locator('[data-fill="half"]')).toHaveCount(1);
    await expect(page.getByText('4,5', { exact: true }).first()).toBeVisible();
  });
});

test.describe('Safety against scams', () => {
  test('the contact comes with safety tips, and the report form offers the scam reason', async ({ page, request }) => {
    const pro = (await listed(request)).find((p) => p.name === 'Lucas Andrade') ?? (await listed(request))[0]!;
    await page.goto(`/professional/${pro.id}`);
    const tips = page.getByRole('region', { name: 'Dicas de segurança' });
    await expect(tips).toContainText('Combine tudo por escrito');
    await expect(tips).toContainText('Pague em etapas');
    await expect(tips).toContainText('Desconfie de pedidos para pagar a outra pessoa');
    await expect(tips).toContainText('Reportar perfil');

    await page.getByRole('button', { name: 'Reportar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar Profissional' });
    await expect(dialog.getByRole('option', { name: 'Golpe ou cobrança suspeita' })).toBeAttached();
  });

  test('the admin sees professionals reported for a scam by several visitors first, with the count', async ({
    page,
    request,
    baseURL,
  }) => {
    const pool = await listed(request);
    const target =
      pool.find((p) => p.name === (project() === 'mobile' ? 'Diego Carvalho' : 'Patrícia Gomes')) ??
      pool[pool.length - 1]!;
    for (const visitor of ['a', 'b']) {
      const sent = await request.post(`/api/professionals/${target.id}/reports`, {
        headers: CSRF_HEADERS,
        multipart: {
          reporter_name: `Visitante ${visitor.toUpperCase()}`,
          reporter_email: `golpe.${visitor}@exemplo.com`,
          report_reason: 'Golpe ou cobrança suspeita',
          details: 'Pediu o pagamento inteiro adiantado numa conta de outra pessoa.',
          visitor_id: `golpe-${project()}-${visitor}-${Date.now()}`,
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    const admin = await adminRequest(baseURL);
    await page.context().addCookies((await admin.storageState()).cookies);
    await admin.dispose();
    await page.goto('/admin/denuncias');
    await expect(page.getByRole('heading', { level: 1, name: 'Denúncias' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^Denúncia contra / }).first()).toContainText(
      /Golpe: \d+ visitantes diferentes/,
    );
    const ours = page
      .getByRole('listitem', { name: `Denúncia contra ${target.name}: Golpe ou cobrança suspeita` })
      .first();
    await expect(ours).toContainText(/Golpe: [2-9] visitantes diferentes/);
    await expectNoSeriousA11yViolations(page);
  });
});
