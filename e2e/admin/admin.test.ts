import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT as ADMIN,
  ADMIN_SETUP_CODE as SETUP_CODE,
  adminRequest,
  adminTotpCode,
  confirmReviewByMail,
  expectNoSeriousA11yViolations,
  isMobileProject,
  saveAdminTotp,
  signInNewProfessional,
} from '../fixtures';

const FETCH = { 'X-Requested-With': 'fetch' };
const ADMIN_SETUP_DONE = 'Administrador criado. Agora proteja a conta com o segundo fator.';

/** Each browser project works on its own demo professionals, so the two runs never meet. */
const CAST = {
  desktop: { reviewed: 'Rodrigo Nunes', blocked: 'Henrique Batista', reported: 'Gustavo Farias' },
  mobile: { reviewed: 'Tatiane Ribeiro', blocked: 'Sofia Almeida', reported: 'Bruno Alves' },
} as const;
const cast = () => CAST[test.info().project.name === 'mobile' ? 'mobile' : 'desktop'];

interface Card {
  id: string;
  name: string;
}

async function findListed(request: APIRequestContext, name: string): Promise<Card> {
  const res = await request.get(`/api/professionals?q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { items: Card[] };
  const card = body.items.find((p) => p.name === name);
  if (!card) throw new Error(`${name} não está listado`);
  return card;
}

/** Session cookies per browser project: the log-in form is exercised once, then the session is reused. */
const sessions = new Map<string, Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>>();

async function logIn(page: Page) {
  const project = test.info().project.name;
  const saved = sessions.get(project);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/admin');
  } else {
    await page.goto('/admin/login');
    await page.getByLabel(/^E-mail/).fill(ADMIN.email);
    await page.getByLabel(/^Senha/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await passSecondFactor(page);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
  sessions.set(project, await page.context().cookies());
}

/** After the password: the code of the admin's authenticator app. */
async function passSecondFactor(page: Page) {
  await expect(page.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
  await page.getByLabel(/^Código do aplicativo/).fill(await adminTotpCode(test.info().project.use.baseURL));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** A small valid PNG (solid colour), as a visitor's evidence photo. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('Admin: an operator runs the marketplace from the browser', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('sets up the first admin with the setup code, then logs in', async ({ page, request }) => {
    // Whichever test of the project's server runs first creates the admin.
    const { admin_exists: exists } = (await (await request.get('/api/admin/setup')).json()) as {
      admin_exists: boolean;
    };
    await page.goto('/admin/setup');
    if (!exists) {
      await expect(page.getByRole('heading', { name: 'Criar o primeiro administrador' })).toBeVisible();
      await page.getByLabel(/^Código de configuração/).fill('codigo-errado');
      await page.getByLabel(/^Nome/).fill(ADMIN.name);
      await page.getByLabel(/^E-mail/).fill(ADMIN.email);
      await page.getByLabel(/^Senha/).fill('fraca');
      await page.getByLabel(/^Confirmar senha/).fill('fraca');
      await page.getByRole('button', { name: 'Criar administrador' }).click();
      await expect(page.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();

      await page.getByLabel(/^Senha/).fill(ADMIN.password);
      await page.getByLabel(/^Confirmar senha/).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Criar administrador' }).click();
      await expect(page.getByRole('alert')).toHaveText('Código de configuração inválido.');

      await page.getByLabel(/^Código de configuração/).fill(SETUP_CODE);
      await page.getByRole('button', { name: 'Criar administrador' }).click();
      // Signed in at once, the admin sets up the second factor before anything else: the QR Code, or
      // the key typed into the app, then its first code; ten recovery codes are shown once.
      await expect(page).toHaveURL(/\/admin\/segundo-fator$/);
      await expect(page.getByRole('status').filter({ hasText: ADMIN_SETUP_DONE })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Configure o segundo fator' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR Code para o aplicativo autenticador' })).toBeVisible();
      saveAdminTotp(test.info().project.use.baseURL, (await page.getByTestId('totp-secret').textContent()) ?? '');
      await page.getByLabel(/^Código do aplicativo/).fill('000000');
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByText(/^Código incorreto ou já usado/)).toBeVisible();
      await page.getByLabel(/^Código do aplicativo/).fill(await adminTotpCode(test.info().project.use.baseURL));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page.getByRole('heading', { name: 'Guarde os códigos de recuperação' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
      await page.getByRole('button', { name: 'Já guardei, continuar' }).click();
      // In the admin area's own frame (no public header or footer).
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Minha conta' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`admin-after-setup-${test.info().project.name}.png`),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Sair da administração' }).last().click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto('/admin/setup');
    }
    await expect(page.getByRole('heading', { name: 'Configuração concluída' })).toBeVisible();
    const again = await request.post('/api/admin/setup', {
      headers: FETCH,
      data: { ...ADMIN, email: 'outro@palco.com.br', setup_code: SETUP_CODE },
    });
    expect(again.status()).toBe(409);

    // The admin area sends visitors to the admin log-in; a professional's account cannot get in.
    await page.goto('/admin/denuncias');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel(/^E-mail/).fill('lucas.andrade@demo.palcobrasil.com.br');
    await page.getByLabel(/^Senha/).fill('Palco@2026!');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas. Verifique seu email e senha.');

    await page.getByLabel(/^E-mail/).fill(ADMIN.email);
    await page.getByLabel(/^Senha/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // The password alone opens nothing: the app's code is asked, then the page the admin was going to.
    await passSecondFactor(page);
    await expect(page).toHaveURL(/\/admin\/denuncias$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Denúncias' })).toBeVisible();
    // At every width the admin area wears its own frame: neither the public header's entries nor its footer.
    await expect(page.getByRole('link', { name: 'Minha conta' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Divulgar serviços' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sair da administração' }).last()).toBeAttached();
  });

  test('approves a review and sees it on the public profile with the new rating', async ({ page, request }) => {
    const pro = await findListed(request, cast().reviewed);
    const approved = (await (await request.get(`/api/professionals/${pro.id}/reviews`)).json()) as {
      items: { rating: number }[];
    };
    const userName = `Cliente ${test.info().project.name} ${Date.now()}`;
    const reviewerEmail = `cliente.${Date.now()}@exemplo.com`;
    const created = await request.post(`/api/professionals/${pro.id}/reviews`, {
      headers: FETCH,
      data: {
        rating: 1,
        project_url: 'https://exemplo.com/projeto',
        user_name: userName,
        user_email: reviewerEmail,
        comment: 'A gravação atrasou duas semanas e veio sem os ajustes combinados.',
      },
    });
    expect(created.status()).toBe(201);
    await confirmReviewByMail(request, reviewerEmail);

    // The server stores the mean of approved reviews to 2 decimals; the page shows 1 decimal with a comma.
    const ratings = [...approved.items.map((r) => r.rating), 1];
    const stored = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    const shown = (Math.round(stored * 10) / 10).toFixed(1).replace('.', ',');

    await logIn(page);
    await page.goto('/admin/avaliacoes');
    const item = page.getByRole('listitem', { name: `Avaliação de ${userName} para ${pro.name}` });
    await expect(item).toContainText('A gravação atrasou duas semanas');
    await item.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('Avaliação aprovada e publicada.')).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.goto(`/professional/${pro.id}`);
    await expect(page.getByRole('heading', { level: 1, name: pro.name })).toBeVisible();
    await expect(page.getByText(`(${ratings.length} avaliações)`).first()).toBeVisible();
    await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(userName)).toBeVisible();
  });

  test('blocks a professional and sees it vanish from search and the public page', async ({ page, request }) => {
    const pro = await findListed(request, cast().blocked);
    await page.goto(`/profissionais?q=${encodeURIComponent(pro.name)}`);
    await expect(page.getByRole('link', { name: new RegExp(pro.name) }).first()).toBeVisible();

    await logIn(page);
    await page.goto('/admin/profissionais');
    await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(pro.name);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('1 profissional', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Bloquear ${pro.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Bloquear ${pro.name}?` });
    await dialog.getByRole('button', { name: 'Bloquear profissional' }).click();
    await expect(page.getByText('Profissional bloqueado. O perfil saiu da busca e da página pública.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Desbloquear ${pro.name}` })).toBeVisible();

    await page.goto(`/profissionais?q=${encodeURIComponent(pro.name)}`);
    await expect(page.getByText('Nenhum profissional encontrado')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(pro.name) })).toHaveCount(0);
    expect((await request.get(`/api/professionals/${pro.id}`)).status()).toBe(404);

    // Put the demo professional back for whatever runs next.
    await page.goto(`/admin/profissionais?q=${encodeURIComponent(pro.name)}`);
    await page.getByRole('button', { name: `Desbloquear ${pro.name}` }).click();
    await expect(page.getByText('Profissional desbloqueado.')).toBeVisible();
    expect((await request.get(`/api/professionals/${pro.id}`)).status()).toBe(200);
  });

  test('resolves a report that came with an evidence image', async ({ page, request }) => {
    const pro = await findListed(request, cast().reported);
    const catalog = (await (await request.get('/api/catalog')).json()) as { report_reasons: { reason: string }[] };
    const reason = catalog.report_reasons[0]!.reason;
    const details = `Perfil copiado de outro músico (${test.info().project.name} ${Date.now()}).`;
    const sent = await request.post(`/api/professionals/${pro.id}/reports`, {
      headers: FETCH,
      multipart: {
        reporter_name: 'Carla Cliente',
        reporter_email: 'carla.cliente@exemplo.com',
        report_reason: reason,
        details,
        visitor_id: `visitante-${test.info().project.name}-${Date.now()}`,
        evidence: { name: 'prova.png', mimeType: 'image/png', buffer: png(64, 48) },
      },
    });
    expect(sent.status()).toBe(201);

    await logIn(page);
    await page.goto('/admin/denuncias');
    const item = page.getByRole('listitem').filter({ hasText: details });
    await expect(item).toContainText(reason);
    await expect(item).toContainText('Carla Cliente (carla.cliente@exemplo.com)');
    await expect(item.getByRole('img', { name: 'Evidência enviada com a denúncia' })).toBeVisible();
    await item.getByRole('button', { name: 'Marcar como resolvida' }).click();
    await expect(page.getByText('Denúncia marcada como resolvida.')).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.getByRole('button', { name: 'Resolvidas' }).click();
    const resolved = page.getByRole('listitem').filter({ hasText: details });
    await expect(resolved).toContainText('Resolvida');
    await expect(resolved.getByRole('button', { name: 'Marcar como resolvida' })).toHaveCount(0);
  });

  test("includes a genre a professional asked for: it is ticked on the profile and offered by the search's filter", async ({
    page,
    browser,
  }) => {
    const genre = test.info().project.name === 'mobile' ? 'Siriá' : 'Guitarrada';
    const pro = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const editor = await pro.newPage();
    await signInNewProfessional(editor.request, `Sugere ${genre}`, 'catalogo');
    await editor.goto('/profissionais-area/perfil');
    await editor.getByRole('button', { name: 'Sugerir outro gênero' }).click();
    await editor.getByLabel('Nome do gênero').fill(genre);
    await editor.getByLabel('Explique (opcional)').fill('Ritmo do Pará.');
    await editor.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(editor.getByText(`Sugestão enviada: '${genre}' está em análise.`)).toBeVisible();

    await logIn(page);
    await page.getByRole('link', { name: /Catálogo/ }).click();
    const entry = page.getByRole('listitem', { name: genre });
    await expect(entry).toContainText('“Ritmo do Pará.”');
    await entry.getByRole('button', { name: `Incluir ${genre} no catálogo` }).click();
    await expect(page.getByText(`${genre} incluído no catálogo.`)).toBeVisible();
    await expect(entry).toHaveCount(0);

    await editor.reload();
    const genres = editor.getByRole('group', { name: 'Gêneros Musicais' });
    await expect(genres.getByRole('checkbox', { name: genre })).toHaveAttribute('aria-checked', 'true');
    await expect(editor.getByText('Já está na lista e marcado no seu perfil.')).toBeVisible();
    await pro.close();

    await page.goto(`/profissionais?genres=${encodeURIComponent(genre)}`);
    if (isMobileProject()) await page.getByRole('button', { name: /^Filtros/ }).click();
    const panel = isMobileProject()
      ? page.getByRole('dialog', { name: 'Filtros' })
      : page.getByRole('complementary', { name: 'Filtros de busca' });
    await panel.getByRole('button', { name: /Gêneros musicais/ }).click();
    await expect(panel.getByRole('group', { name: 'Outros' }).getByRole('checkbox', { name: genre })).toBeChecked();
  });

  test('every admin screen is usable with assistive technology', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Entrar na administração' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await logIn(page);
    for (const [path, heading] of [
      ['/admin', 'Painel'],
      ['/admin/profissionais', 'Profissionais'],
      ['/admin/verificacao', 'Aguardando verificação'],
      ['/admin/avaliacoes', 'Avaliações'],
      ['/admin/denuncias?situacao=all', 'Denúncias'],
      ['/admin/catalogo', 'Catálogo'],
      ['/admin/alertas', 'Alertas de golpe'],
      ['/admin/configuracoes', 'Configurações'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test.afterAll(async () => {
    // Whatever happened above, leave the demo professionals unblocked.
    const baseURL = test.info().project.use.baseURL;
    const ctx = await adminRequest(baseURL);
    try {
      const list = (await (
        await ctx.get(`/api/admin/professionals?q=${encodeURIComponent(cast().blocked)}`)
      ).json()) as { items: { id: string; is_blocked: boolean }[] };
      for (const p of list.items)
        if (p.is_blocked) await ctx.post(`/api/admin/professionals/${p.id}/unblock`, { headers: FETCH });
    } finally {
      await ctx.dispose();
    }
  });
});
