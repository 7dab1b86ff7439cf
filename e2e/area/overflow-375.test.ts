import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { adminRequest, CSRF_HEADERS, DEMO_PASSWORD, reviewConfirmationLink, verifyProfessional } from '../fixtures';
import { toneWav } from '../tone-wav';
import { newProfessional } from './area-helpers';

const AREA_ROUTES = ['', 'perfil', 'servicos', 'agenda', 'portfolio', 'detalhes', 'assinatura', 'configuracoes'].map(
  (p) => `/profissionais-area${p ? `/${p}` : ''}`,
);
const ADMIN_ROUTES = ['', 'profissionais', 'verificacao', 'avaliacoes', 'denuncias', 'configuracoes'].map(
  (p) => `/admin${p ? `/${p}` : ''}`,
);

/** What sticks out past the screen's right edge, leaving aside what sits in a box that scrolls or clips on purpose. */
async function overflowAt(page: Page) {
  // A phone widens its layout viewport to fit wide content, so the screen's width is the measure, not innerWidth.
  const width = page.viewportSize()?.width ?? 375;
  return page.evaluate((width) => {
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        // A box that scrolls or clips on purpose may hold wide content, as long as the box itself fits.
        if (
          (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') &&
          p.getBoundingClientRect().right <= width + 1
        )
          return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 80)}">${text}`;
    };
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 1 && !clipped(el);
      })
      .map((el) => `${describe(el)} → right ${Math.round(el.getBoundingClientRect().right)}`);
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      width,
      past: past.slice(0, 10),
    };
  }, width);
}

async function sweep(page: Page, testInfo: TestInfo, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  // Let images, fonts and lazy sections settle before measuring.
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: testInfo.outputPath(`${path.replaceAll('/', '_').replace(/^_/, '') || 'root'}.png`),
    fullPage: true,
  });
  const found = await overflowAt(page);
  expect.soft(found.past, `${path}: elements past the right edge`).toEqual([]);
  expect.soft(found.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(found.width);
}

const LONG_NAME = `Wolfgang${'Amadeus'.repeat(16)}`.slice(0, 120);
const LONG_URL = `https://soundcloud.com/${'artista-independente-'.repeat(6)}/${'faixa-demonstracao-sem-espacos'.repeat(4)}`;
const LONG_TITLE = `Gravação${'ProduçãoMixagemMasterização'.repeat(4)}`.slice(0, 120);

test.describe('Every screen of the area and the admin fits the phone (and the wide screen)', () => {
  test('a professional with long data sees every area page within the screen', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    expect(LONG_NAME).toHaveLength(120);
    await newProfessional(page.request, LONG_NAME, { subscribe: true });
    const csrf = CSRF_HEADERS;
    const profile = await page.request.put('/api/me/profile', {
      headers: csrf,
      data: {
        name: LONG_NAME,
        whatsapp_number: '(21) 98888-7777',
        instagram: 'perfil_com_um_nome_bem_comprido_demais',
        specialties: ['Vocal'],
        genres: ['Samba'],
        service_types: ['Presencial'],
        city: 'São José dos Campos',
        state: 'São Paulo',
        work_details: `Detalhes${'semespacosnenhum'.repeat(20)}`,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const service = await page.request.post('/api/me/services', {
      headers: csrf,
      data: {
        title: LONG_TITLE,
        description: `Descrição${'palavralonga'.repeat(20)}`,
        price: 200,
        included: [`Inclui${'arranjo'.repeat(12)}`],
      },
    });
    expect(service.status(), await service.text()).toBe(201);
    const link = await page.request.post('/api/me/portfolio', {
      headers: csrf,
      data: { title: LONG_TITLE, description: `Descrição ${LONG_URL}`, url: LONG_URL },
    });
    expect(link.status(), await link.text()).toBe(201);
    const audio = await page.request.post('/api/me/portfolio/audio', {
      headers: csrf,
      multipart: {
        title: 'Ensaio acústico',
        description: 'Voz e violão, gravado em casa.',
        audio: { name: `${'ensaio-'.repeat(12)}.wav`, mimeType: 'audio/wav', buffer: toneWav() },
      },
    });
    expect(audio.status(), await audio.text()).toBe(201);

    for (const path of AREA_ROUTES) {
      await sweep(page, testInfo, path, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    }

    // An uploaded recording reads as what it is, not as its storage path.
    await page.goto('/profissionais-area/portfolio');
    const uploaded = page
      .getByRole('list', { name: 'Itens do portfólio' })
      .getByRole('listitem')
      .filter({ hasText: 'Ensaio acústico' });
    await expect(uploaded.getByText('Áudio enviado · 0:02')).toBeVisible();
    await expect(uploaded).not.toContainText('/media/');
    // It plays there, in the player clients use on the profile.
    await uploaded.getByRole('button', { name: 'Ouvir Ensaio acústico' }).click();
    await expect(uploaded.getByRole('button', { name: 'Pausar Ensaio acústico' })).toBeVisible();

    // The floating save button leaves the last field uncovered once the form is scrolled to its end.
    await page.goto('/profissionais-area/perfil');
    const save = page.getByRole('button', { name: 'Salvar alterações' });
    await expect(save).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('combobox', { name: 'Outras cidades onde toca presencialmente' });
    await page.screenshot({ path: testInfo.outputPath('profissionais-area_perfil-end.png') });
    const [lastBox, saveBox] = await Promise.all([last.boundingBox(), save.boundingBox()]);
    expect(
      lastBox && saveBox && lastBox.y + lastBox.height <= saveBox.y,
      "the last field above 'Salvar alterações'",
    ).toBe(true);
  });

  test('a demo professional sees every area page within the screen', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const login = await page.request.post('/api/auth/login', {
      headers: CSRF_HEADERS,
      data: { email: 'isabela.martins@demo.palcobrasil.com.br', password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    // A demo account signs in for the first time under the current terms.
    await page.goto('/profissionais-area');
    const terms = page.getByRole('dialog', { name: 'Atualizamos nossos termos' });
    await expect(terms.or(page.getByRole('heading', { level: 1 }))).toBeVisible();
    if (await terms.isVisible()) await terms.getByRole('button', { name: 'Li e aceito' }).click();
    await expect(terms).toBeHidden();
    for (const path of AREA_ROUTES) {
      await sweep(page, testInfo, path, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    }
  });

  test('the admin runs the marketplace from a phone', async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    // A listed professional with a long name, reviewed and reported with long words, in every queue.
    const pro = await newProfessional(request, LONG_NAME, { subscribe: true });
    await verifyProfessional(baseURL, pro.id);
    const reviewerEmail = `${'avaliador'.repeat(6)}.${Date.now()}@exemplo.com.br`;
    const review = await request.post(`/api/professionals/${pro.id}/reviews`, {
      headers: CSRF_HEADERS,
      data: {
        rating: 4,
        project_url: LONG_URL,
        user_name: `Cliente${'Satisfeito'.repeat(8)}`,
        user_email: reviewerEmail,
        comment: `Ótimo${'trabalhoimpecável'.repeat(12)}`,
      },
    });
    expect(review.status(), await review.text()).toBe(201);
    const link = await reviewConfirmationLink(request, reviewerEmail);
    const confirmed = await request.post('/api/reviews/confirm', {
      headers: CSRF_HEADERS,
      data: { token: decodeURIComponent(link.split('#token=')[1] ?? '') },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const catalog = (await (await request.get('/api/catalog')).json()) as { report_reasons: { reason: string }[] };
    const report = await request.post(`/api/professionals/${pro.id}/reports`, {
      headers: CSRF_HEADERS,
      multipart: {
        reporter_name: `Denunciante${'Preocupado'.repeat(8)}`,
        reporter_email: `${'denuncia'.repeat(6)}@exemplo.com.br`,
        report_reason: catalog.report_reasons[0]!.reason,
        details: `Perfil${'copiadodeoutromúsico'.repeat(10)} ${LONG_URL}`,
        visitor_id: `visitante-overflow-${Date.now()}`,
      },
    });
    expect(report.status(), await report.text()).toBe(201);

    const admin = await adminRequest(baseURL);
    try {
      await page.context().addCookies((await admin.storageState()).cookies);
    } finally {
      await admin.dispose();
    }
    for (const path of ADMIN_ROUTES) {
      await sweep(page, testInfo, path, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    }

    // A compact header: the brand and 'Ver site' on one line.
    const header = page.locator('header').first();
    const brand = header.getByRole('link', { name: /Palco Brasil/ });
    const site = header.getByRole('link', { name: /Ver site/ });
    const [brandBox, siteBox] = await Promise.all([brand.boundingBox(), site.boundingBox()]);
    expect(
      brandBox && siteBox && Math.abs(brandBox.y + brandBox.height / 2 - (siteBox.y + siteBox.height / 2)) < 8,
      'brand and Ver site on one line',
    ).toBe(true);
    expect((await site.boundingBox())?.height ?? 99).toBeLessThan(32);
  });
});
