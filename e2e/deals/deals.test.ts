import type { Page } from '@playwright/test';
import {
  adminRequest,
  CSRF_HEADERS,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  isMobileProject,
  reviewConfirmationLink,
  test,
} from '../fixtures';
import type { PublicProfessional } from '../fixtures';
import { greetingName } from '@app/domain/rules/contact';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo data records contact clicks from visitors 'demo-visitante-1', 'demo-visitante-2', … on every demo
 * professional, days ago: a browser that carries one of those ids is one that contacted the
 * professional through the site earlier, as the response question and the contact badge require.
 */
async function actAsVisitor(page: Page, visitorId: string, contactedProfessionalId?: string) {
  await page.addInitScript(
    ([id, proId, clickedAt]) => {
      window.localStorage.setItem('visitor_id', id as string);
      // Runs on every load: the history is written once, then the page keeps it up to date.
      if (proId && !window.localStorage.getItem('contact_history'))
        window.localStorage.setItem('contact_history', JSON.stringify({ [proId as string]: { clickedAt } }));
    },
    [visitorId, contactedProfessionalId ?? '', Date.now() - DAY - 60_000] as const,
  );
}

/** Each browser project works on its own professionals, away from those other tests use. */
function pick(list: PublicProfessional[], offset: number): PublicProfessional {
  // Demo professionals only (joined days ago, with a history of contact clicks from the demo
  // visitors); professionals that other tests create today have none.
  const usable = list.filter(
    (p) => !p.services_suspended && p.whatsapp_number && Date.now() - Date.parse(p.created_at) > 2 * 24 * 3600 * 1000,
  );
  const index = usable.length - 1 - offset * 2 - (isMobileProject() ? 1 : 0);
  const found = usable[index];
  if (!found) throw new Error('not enough contactable demo professionals');
  return found;
}

async function openProfile(page: Page, professional: PublicProfessional) {
  await page.goto(`/professional/${professional.id}`);
  await expect(page.getByRole('heading', { level: 1, name: professional.name })).toBeVisible();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: false });

test.describe('A client sends a structured brief before WhatsApp', () => {
  test('fills the brief, opens WhatsApp with it, and the brief never reaches the server', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = pick(listedProfessionals, 0);
    const secret = `Projeto sigiloso ${Date.now()}`;
    const sentToServer: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) sentToServer.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    await openProfile(page, pro);

    await page.getByRole('button', { name: 'Entrar em contato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conte sobre o seu projeto' });
    await expect(dialog).toBeVisible();
    const choice = dialog.getByLabel('Pacote');
    const firstPackage = (await choice.locator('option').nth(1).textContent())?.trim() ?? '';
    expect(firstPackage).toMatch(/ \((R\$ [\d.,]+|A partir de R\$ [\d.,]+|A combinar)\)$/);
    await choice.selectOption({ label: firstPackage });
    await dialog.getByLabel('Data do evento').fill('2031-12-12');
    await dialog.getByLabel('Cidade').fill('Belo Horizonte');
    await dialog.getByLabel('Gênero musical').fill('Forró');
    await dialog.getByLabel('Prazo').selectOption('Em até 15 dias');
    await dialog.getByLabel('Orçamento').selectOption('De R$ 500 a R$ 1.000');
    await dialog.getByLabel('Sobre o projeto').fill(`${secret}\nSão 3 faixas.`);
    await shot(page, 'brief-dialog');
    await expectNoSeriousA11yViolations(page);

    // What counts is the address the browser opens, not the link before the click: the popup is
    // stopped at its first request, which is the wa.me address with the message.
    const opened = page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const tracked = page.waitForRequest(
      (r) =>
        r.url().endsWith(`/professionals/${pro.id}/interactions`) && (r.postData() ?? '').includes('contact_click'),
    );
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('link', { name: 'Enviar pelo WhatsApp' }).click();
    const url = new URL((await opened).url());
    const digits = (pro.whatsapp_number ?? '').replace(/\D/g, '');
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${pro.whatsapp_country_code}${digits}`);
    expect(url.searchParams.get('text')).toBe(
      [
        `Olá, ${greetingName(pro.name)}! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.`,
        '',
        `*Pacote:* ${firstPackage}`,
        '*Data:* sexta-feira, 12/12/2031',
        '*Cidade:* Belo Horizonte',
        '*Gênero:* Forró',
        '*Prazo:* Em até 15 dias',
        '*Orçamento:* De R$ 500 a R$ 1.000',
        '*Sobre o projeto:*',
        secret,
        'São 3 faixas.',
      ].join('\n'),
    );
    await tracked;
    await (await popup).close();
    await expect(dialog).toBeHidden();
    expect(sentToServer.filter((r) => r.includes('sigiloso') || r.includes('Forr'))).toEqual([]);
  });

  test('skips the brief and opens WhatsApp exactly as before, still counting the contact', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = pick(listedProfessionals, 0);
    await openProfile(page, pro);
    await page.getByRole('button', { name: 'Entrar em contato' }).click();
    const skip = page.getByRole('dialog', { name: 'Conte sobre o seu projeto' }).getByRole('link', { name: 'Pular' });
    const digits = (pro.whatsapp_number ?? '').replace(/\D/g, '');
    const opened = page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const tracked = page.waitForRequest(
      (r) =>
        r.url().endsWith(`/professionals/${pro.id}/interactions`) && (r.postData() ?? '').includes('contact_click'),
    );
    const popup = page.waitForEvent('popup');
    await skip.click();
    expect((await opened).url()).toBe(
      `https://wa.me/${pro.whatsapp_country_code}${digits}?text=${encodeURIComponent(`Olá, ${greetingName(pro.name)}! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.`)}`,
    );
    await tracked;
    await (await popup).close();
  });
});

test.describe('A client compares packages and asks for one', () => {
  test("presses 'Pedir orçamento deste pacote' and WhatsApp opens with that package", async ({
    page,
    listedProfessionals,
  }) => {
    const pro = pick(listedProfessionals, 2);
    await openProfile(page, pro);
    await page.getByRole('tab', { name: /Serviços|Preços/ }).click();
    const cards = page.getByRole('list', { name: 'Pacotes' }).locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    const first = cards.first();
    const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const price = (await first.locator('p').first().textContent())?.trim() ?? '';
    expect(price).toMatch(/^(R\$ [\d.,]+|A partir de R\$ [\d.,]+|A combinar)$/);
    await shot(page, 'packages');
    await first.getByRole('button', { name: `Pedir orçamento deste pacote: ${title}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Conte sobre o seu projeto' });
    await expect(dialog.getByLabel('Pacote')).toHaveValue(`${title} (${price})`);
    const opened = page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('link', { name: 'Enviar pelo WhatsApp' }).click();
    expect(new URL((await opened).url()).searchParams.get('text')).toContain(`*Pacote:* ${title} (${price})`);
    await (await popup).close();
  });
});

test.describe('A client saves professionals and shares the list with the band', () => {
  test('saves from a card and a profile, sees the count, shares the list and a friend opens it', async ({
    page,
    browser,
    context,
    request,
    listedProfessionals,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const second = pick(listedProfessionals, 1);
    await page.goto('/profissionais');
    const firstCard = page.locator('article').first();
    const firstName = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await firstCard.getByRole('button', { name: `Salvar ${firstName} nos favoritos` }).click();
    await expect(page.getByRole('link', { name: 'Favoritos: 1 profissional salvo' })).toBeVisible();
    await expect(firstCard.getByRole('button', { name: `Remover ${firstName} dos favoritos` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await openProfile(page, second);
    await page.getByRole('button', { name: 'Salvar nos favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Salvo nos favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Favoritos: 2 profissionais salvos' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: firstName })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: second.name })).toBeVisible();
    await shot(page, 'favorites');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Compartilhar lista' }).click();
    await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/favoritos\?lista=[0-9a-f-]{36},[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Enviar no WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(link).replace(/[.?]/g, '\\$&')),
    );

    // The link previews as the list when shared on WhatsApp.
    const preview = await (await request.get(link)).text();
    expect(preview).toContain(
      '<meta property="og:title" content="Lista de favoritos: 2 profissionais | Palco Brasil">',
    );
    expect(preview).toContain(second.name);

    // A bandmate with an empty browser opens the same list, with a note for someone no longer listed.
    const friend = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const friendPage = await friend.newPage();
    await friendPage.goto(`${link},00000000-0000-4000-8000-000000000000`);
    await expect(friendPage.getByRole('heading', { level: 1, name: 'Lista compartilhada' })).toBeVisible();
    await expect(friendPage.getByRole('heading', { level: 3, name: firstName })).toBeVisible();
    await expect(friendPage.getByRole('heading', { level: 3, name: second.name })).toBeVisible();
    await expect(
      friendPage.getByText('1 profissional salvo não está mais disponível no momento e saiu da lista.'),
    ).toBeVisible();
    await friendPage.getByRole('button', { name: 'Salvar na minha lista' }).click();
    await expect(friendPage.getByRole('link', { name: 'Favoritos: 2 profissionais salvos' })).toBeVisible();
    await friend.close();

    await page.goto('/favoritos');
    await page.getByRole('button', { name: `Remover ${second.name} dos favoritos` }).click();
    await expect(page.getByRole('link', { name: 'Favoritos: 1 profissional salvo' })).toBeVisible();
  });
});

test.describe('A client leaves a review that reaches the admin only after confirming the e-mail', () => {
  test.describe.configure({ timeout: 90_000 });

  test('confirms from the e-mail, the admin sees the contact badge, and the public review explains it', async ({
    page,
    request,
    baseURL,
    listedProfessionals,
  }) => {
    const pro = pick(listedProfessionals, 2);
    const project = test.info().project.name;
    const visitor = isMobileProject() ? 'demo-visitante-2' : 'demo-visitante-1';
    const email = `avaliacao.${project}.${Date.now()}@example.com`;
    const userName = `Marina ${project} ${Date.now() % 100000}`;
    await actAsVisitor(page, visitor);
    await openProfile(page, pro);

    await page.getByRole('button', { name: 'Avaliar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Avaliar Profissional' });
    await expect(dialog).toContainText('confirme a avaliação pelo link que mandaremos para o seu e-mail');
    await dialog.getByRole('radio', { name: '5 estrelas' }).click();
    await dialog.getByLabel(/Link do projeto/).fill('https://soundcloud.com/faixa-confirmada');
    await dialog.getByLabel(/Seu nome/).fill(userName);
    await dialog.getByLabel(/Seu e-mail/).fill(email);
    await dialog.getByLabel(/Comentário/).fill('Contratei pelo WhatsApp e o resultado ficou ótimo.');
    await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Sua avaliação foi enviada e será exibida após aprovação.')).toBeVisible();
    await expect(page.getByText(/Enviamos um link para o seu e-mail/)).toBeVisible();
    await shot(page, 'review-sent');

    // Not in the admin queue before the confirmation.
    const admin = await adminRequest(baseURL);
    const queue = async () =>
      (
        (await (await admin.get('/api/admin/reviews?status=pending&pageSize=100')).json()) as {
          items: { user_name: string }[];
        }
      ).items.map((r) => r.user_name);
    expect(await queue()).not.toContain(userName);

    const link = await reviewConfirmationLink(request, email);
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('heading', { name: 'Avaliação confirmada!' })).toBeVisible();
    await expect(
      page.getByText('Obrigado! Sua avaliação será publicada depois de revisada pela nossa equipe.'),
    ).toBeVisible();
    expect(page.url()).not.toContain('token');
    await shot(page, 'review-confirmed');
    expect(await queue()).toContain(userName);

    // The same link a second time says it no longer works.
    await page.goto('/');
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('heading', { name: 'Não foi possível confirmar' })).toBeVisible();

    await page.context().addCookies(await admin.storageState().then((s) => s.cookies));
    await page.goto('/admin/avaliacoes');
    const item = page.getByRole('listitem', { name: `Avaliação de ${userName} para ${pro.name}` });
    await expect(item.getByText('Contato pelo Palco Brasil')).toBeVisible();
    await shot(page, 'admin-review-badge');
    await item.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('Avaliação aprovada e publicada.')).toBeVisible();

    await openProfile(page, pro);
    const review = page.getByRole('listitem').filter({ hasText: userName });
    await review.getByRole('button', { name: /Contato pelo Palco Brasil/ }).click();
    await expect(
      page.getByText(
        'Quem escreveu esta avaliação entrou em contato com o profissional pelo Palco Brasil, do mesmo navegador, antes de avaliar.',
      ),
    ).toBeVisible();
    await shot(page, 'public-review-badge');
  });

  test('a review from a browser that never clicked contact gets no badge', async ({
    page,
    request,
    baseURL,
    listedProfessionals,
  }) => {
    const pro = pick(listedProfessionals, 2);
    const email = `sem.contato.${test.info().project.name}.${Date.now()}@example.com`;
    await openProfile(page, pro);
    await page.getByRole('button', { name: 'Avaliar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Avaliar Profissional' });
    await dialog.getByRole('radio', { name: '4 estrelas' }).click();
    await dialog.getByLabel(/Link do projeto/).fill('https://soundcloud.com/sem-contato');
    await dialog.getByLabel(/Seu nome/).fill('Sem Contato');
    await dialog.getByLabel(/Seu e-mail/).fill(email);
    await dialog.getByLabel(/Comentário/).fill('Avaliação sem contato anterior.');
    await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Sua avaliação foi enviada e será exibida após aprovação.')).toBeVisible();
    const link = await reviewConfirmationLink(request, email);
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await expect(page.getByRole('heading', { name: 'Avaliação confirmada!' })).toBeVisible();

    const admin = await adminRequest(baseURL);
    const items = (
      (await (await admin.get('/api/admin/reviews?status=pending&pageSize=100')).json()) as {
        items: { user_email: string; via_contact: boolean }[];
      }
    ).items;
    expect(items.find((r) => r.user_email === email)?.via_contact).toBe(false);
  });
});

test.describe('A client tells whether the professional answered', () => {
  test('is asked a day after the contact, answers once, and is not asked again', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = pick(listedProfessionals, 3);
    await actAsVisitor(page, isMobileProject() ? 'demo-visitante-2' : 'demo-visitante-1', pro.id);
    await openProfile(page, pro);
    const banner = page.getByRole('region', { name: 'O profissional respondeu seu contato?' });
    await expect(banner).toBeVisible();
    await shot(page, 'response-question');
    await expectNoSeriousA11yViolations(page);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/professionals/${pro.id}/contact-answers`));
    await banner.getByRole('button', { name: 'Sim' }).click();
    expect((await answered).status()).toBe(204);
    await expect(page.getByText('Obrigado! Sua resposta ajuda outros clientes.')).toBeVisible();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('"Ainda não" puts the question off without counting an answer', async ({ page, listedProfessionals }) => {
    const pro = pick(listedProfessionals, 4);
    await actAsVisitor(page, isMobileProject() ? 'demo-visitante-2' : 'demo-visitante-1', pro.id);
    const answers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/contact-answers')) answers.push(r.url());
    });
    await openProfile(page, pro);
    const banner = page.getByRole('region', { name: 'O profissional respondeu seu contato?' });
    await banner.getByRole('button', { name: 'Ainda não' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(answers).toEqual([]);
  });

  test('with enough Sim the card and the profile say Responde rápido, and the professional sees the rate', async ({
    page,
    request,
    listedProfessionals,
  }) => {
    // Answers from demo visitors who clicked contact days ago, until five said Sim. A measured
    // time to answer requests ('Responde em até …') is shown instead of the badge: demo
    // professionals without a history of requests, one half for each browser project.
    const quiet = listedProfessionals
      .filter(
        (p) =>
          p.response_minutes === null &&
          !p.services_suspended &&
          p.whatsapp_number &&
          Date.now() - Date.parse(p.created_at) > 2 * 24 * 3600 * 1000,
      )
      .filter((_, i) => i % 2 === (isMobileProject() ? 1 : 0));
    let target: PublicProfessional | undefined;
    for (const candidate of quiet) {
      if (target) break;
      let yes = 0;
      for (let n = 3; n <= 20 && yes < 5; n++) {
        const res = await request.post(`/api/professionals/${candidate.id}/contact-answers`, {
          headers: CSRF_HEADERS,
          data: { visitor_id: `demo-visitante-${n}`, answer: 'yes' },
        });
        if (res.status() === 204 || res.status() === 409) yes += 1;
      }
      if (yes >= 5) target = candidate;
    }
    if (!target) throw new Error('no demo professional with five earlier contacts');

    await page.goto(`/profissionais?q=${encodeURIComponent(target.name)}`);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: target.name }) });
    await expect(card.getByRole('button', { name: /Responde rápido/ })).toBeVisible();
    await card.screenshot({ path: test.info().outputPath(`responds-fast-card-${test.info().project.name}.png`) });
    await openProfile(page, target);
    await page.getByRole('button', { name: /Responde rápido/ }).click();
    await expect(page.getByText(/Pelo menos 80% dos clientes que entraram em contato/)).toBeVisible();
    await shot(page, 'responds-fast-profile');

    // The professional's dashboard shows the rate and the count.
    const email = `${target.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '')}@demo.palcobrasil.com.br`;
    await page.goto('/profissional-login');
    await page.getByLabel(/^E-?mail/).fill(email);
    await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // Demo accounts have not accepted the current terms yet.
    const terms = page.getByRole('button', { name: 'Li e aceito' });
    await expect(page.getByTestId('response-rate')).toBeVisible();
    if (await terms.isVisible()) await terms.click();
    await expect(page.getByTestId('response-rate')).toHaveText('100%');
    await expect(page.getByTestId('response-count')).toHaveText(
      /^\d+ respostas de clientes disseram se você respondeu ao contato\.$/,
    );
    await expect(page.getByText('Seu perfil mostra o selo "Responde rápido".')).toBeVisible();
    await page.getByTestId('response-rate').scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-response-rate');
  });
});
