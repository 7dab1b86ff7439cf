import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import {
  adminRequest,
  CSRF_HEADERS,
  DEMO_PASSWORD,
  demoEmail,
  expect,
  openRequests,
  test,
  type PublicProfessional,
} from '../fixtures';

/** The newest link to an agreement's page in this address's mailbox (the mailbox lists the newest first). */
async function agreementLink(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string;
        links: string[];
      }[];
      link =
        mails
          .filter((m) => subject.test(m.subject))
          .flatMap((m) => m.links)
          .find((l) => l.includes('/acordo#token=')) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** The QR code as the page drew it, read by an independent decoder from its pixels. */
async function readQr(page: Page): Promise<string> {
  const pixels = await page.getByRole('img', { name: 'QR code do Pix' }).evaluate(async (svg) => {
    const size = 400;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    return Array.from(context.getImageData(0, 0, size, size).data);
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
  expect(decoded, 'the QR code should decode').not.toBeNull();
  return decoded!.data;
}

/** Top-level EMV fields of a BR Code: id, two-digit length, value. */
function emvFields(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 0; at < code.length;) {
    const len = Number(code.slice(at + 2, at + 4));
    out[code.slice(at, at + 2)] = code.slice(at + 4, at + 4 + len);
    at += 4 + len;
  }
  return out;
}

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
};

/** A demo professional signed in through the API (other tests list professionals of their own). */
async function demoProfessional(baseURL: string | undefined, listed: PublicProfessional[]) {
  const pro = listed.find((p) => !p.services_suspended && p.whatsapp_number && !p.outside_brazil)!;
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    headers: CSRF_HEADERS,
    data: { email: demoEmail(pro.name), password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { pro, api };
}

/** A request the client confirmed by the e-mail's link, answered with the professional's quote: the request's token and the copy's id. */
async function quotedRequest(
  request: APIRequestContext,
  proApi: APIRequestContext,
  brief: Record<string, unknown> & { name: string; email: string },
  quote: { price: string; included: string },
) {
  const asked = await request.post('/api/requests', { headers: CSRF_HEADERS, data: brief });
  expect(asked.status(), await asked.text()).toBe(202);
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(brief.email)}`)).json()) as {
        links: string[];
      }[];
      token =
        mails
          .flatMap((m) => m.links)
          .find((l) => l.includes('/pedido#token='))
          ?.split('#token=')[1] ?? '';
      return token;
    })
    .not.toBe('');
  expect((await request.post('/api/requests/confirm', { headers: CSRF_HEADERS, data: { token } })).status()).toBe(200);
  const copyId = (
    (await (await proApi.get('/api/me/requests')).json()) as { items: { id: string; client: { name: string } }[] }
  ).items.find((r) => r.client.name === brief.name)!.id;
  const quoted = await proApi.post(`/api/me/requests/${copyId}/quote`, {
    headers: CSRF_HEADERS,
    data: { ...quote, valid_until: inDays(5) },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  return { token, copyId };
}

test('quote → agreement → both accept by their e-mailed links → the deposit by Pix → the PDF verifies', async ({
  page,
  browser,
  request,
  baseURL,
  listedProfessionals,
}) => {
  test.setTimeout(150_000);
  const { pro, api: proApi } = await demoProfessional(baseURL, listedProfessionals);
  const proEmail = demoEmail(pro.name);
  const clientName = `Helena Prado ${Date.now() % 100_000}`;
  const clientEmail = `acordo-${Date.now()}@exemplo.com.br`;
  const eventDay = inDays(40);

  // The professional's Pix key, and a confirmed request with their quote.
  const pix = await proApi.put('/api/me/pix-key', {
    headers: CSRF_HEADERS,
    data: { kind: 'email', key: 'sinal.e2e@banco.com.br', holder_name: pro.name },
  });
  expect(pix.status(), await pix.text()).toBe(200);
  await quotedRequest(
    request,
    proApi,
    {
      professional_ids: [pro.id],
      occasion: 'casamento',
      event_date: eventDay,
      city: 'Belo Horizonte (MG)',
      description: 'Voz e violão na cerimônia e no coquetel, cerca de 120 convidados.',
      name: clientName,
      email: clientEmail,
      whatsapp: '31987654321',
    },
    { price: '1.800', included: 'Voz e violão na cerimônia e no coquetel' },
  );

  // The professional proposes the agreement from the quote, in the area.
  const { page: area, close } = await openRequests(browser, baseURL, pro, clientName);
  const card = area.getByRole('article').filter({ hasText: clientName });
  await card.getByRole('button', { name: 'Propor acordo' }).click();
  const dialog = area.getByRole('dialog', { name: 'Propor acordo' });
  // Drafted from the request and the quote, the deposit at the suggested 30 %.
  await expect(dialog.getByLabel('Data do evento')).toHaveValue(eventDay);
  await expect(dialog.getByLabel('Valor combinado (R$)')).toHaveValue('1.800');
  await expect(dialog.getByLabel('Sinal (R$)')).toHaveValue('540');
  await expect(dialog.getByText('Sinal sugerido: até R$ 540,00 (30% do valor).')).toBeVisible();
  await dialog.getByLabel('Horário de início').fill('19:30');
  await dialog.getByLabel('Local e endereço').fill('Espaço Jardim, Rua das Flores, 100 – Belo Horizonte');
  // The chip is tapped as a person taps it: on its words.
  await dialog.getByText('Flexível', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^Flexível/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Enviar acordo' }).click();
  await expect(dialog).toBeHidden();
  const status = card.getByRole('region', { name: 'Acordo' });
  await expect(status).toContainText(/Acordo PB-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(status).toContainText('Aguardando aceite');
  const code = /PB-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await status.textContent()) ?? '')![0];
  // A WhatsApp message ready to send tells the client; it carries the code, not the link (that goes by e-mail only).
  await area
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  const [popup] = await Promise.all([
    area.waitForEvent('popup'),
    status.getByRole('link', { name: /^Avisar Helena no WhatsApp/ }).click(),
  ]);
  const opened = new URL(popup.url());
  expect(opened.pathname.replace(/\D/g, '')).toBe('5531987654321');
  expect(opened.searchParams.get('text')).toContain(
    `Mandei pelo Palco Brasil o acordo do nosso evento (código ${code}).`,
  );
  expect(opened.searchParams.get('text')).not.toContain('http');
  await popup.close();
  await close();

  // The client reads it from the link in their e-mail, as it comes, and accepts.
  await page.goto(await agreementLink(request, clientEmail, /propôs um acordo/));
  await expect(page.getByRole('heading', { level: 1, name: `Acordo ${code}` })).toBeVisible();
  await expect(page.getByText('Valor combinado: R$ 1.800,00')).toBeVisible();
  await expect(
    page.getByText('Se o cliente cancelar até 7 dias antes do evento, o sinal é devolvido por inteiro.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar o acordo' }).click();
  await expect(page.getByText(`aceitou em`, { exact: false }).first()).toContainText(clientEmail);
  await expect(page.getByRole('button', { name: 'Aceitar o acordo' })).toHaveCount(0);

  // The professional confirms from their own e-mailed link: the agreement holds.
  const proPage = await browser.newPage({ baseURL });
  await proPage.goto(await agreementLink(request, proEmail, new RegExp(`Confirme o acordo ${code}`)));
  await proPage.getByRole('button', { name: 'Aceitar o acordo' }).click();
  await expect(proPage.getByText('Aceito pelos dois').first()).toBeVisible();

  // The client pays the deposit by Pix: the QR decodes to the key, the amount and the agreement's code.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pague o sinal de R$ 540,00 por Pix' })).toBeVisible();
  await expect(page.getByText(`O seu banco vai mostrar como recebedor: ${pro.name}.`, { exact: false })).toBeVisible();
  const brCode = await readQr(page);
  const fields = emvFields(brCode);
  expect(emvFields(fields['26']!)['01']).toBe('sinal.e2e@banco.com.br');
  expect(fields['54']).toBe('540.00');
  expect(emvFields(fields['62']!)['05']).toBe(code.replace(/-/g, ''));

  // 'Recebi no extrato', by the professional; the client's page says so.
  await proPage.reload();
  await proPage.getByRole('button', { name: 'Recebi no extrato' }).click();
  await expect(proPage.getByRole('heading', { name: 'Sinal recebido' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sinal recebido' })).toBeVisible();

  // The PDF, downloaded by the client, verifies on the public page; the code does too.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`acordo-${code}-v1.pdf`);
  const file = await download.path();
  await page.goto('/acordos/verificar');
  await page.getByLabel('Arquivo PDF do acordo').setInputFiles(file);
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Este PDF é autêntico: foi emitido pelo Palco Brasil para o acordo ${code}, versão 1`,
  );
  await page.getByLabel('Código do acordo').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Conferir código' }).click();
  await expect(page.getByRole('status')).toContainText(`O acordo ${code} está registrado.`);

  // The event's days, without waiting for them: the scheduled jobs run as if it were a week before, the day before, the day after.
  const subjects = async () =>
    (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(clientEmail)}`)).json()) as {
      subject: string;
      links: string[];
      attachments?: { filename: string }[];
    }[];
  for (const [days, subject] of [
    [-7, `Falta uma semana: ${eventDay.split('-').reverse().join('/')} com ${pro.name}`],
    [-1, `É amanhã: 19:30 com ${pro.name}`],
    [1, `Como foi com ${pro.name}?`],
  ] as const) {
    const at = new Date(Date.parse(`${eventDay}T15:00:00Z`) + days * 86_400_000).toISOString();
    const jobs = await request.post('/api/dev/jobs', { headers: CSRF_HEADERS, data: { at } });
    expect(jobs.status(), await jobs.text()).toBe(200);
    await expect.poll(async () => (await subjects()).map((m) => m.subject)).toContain(subject);
  }
  const mails = await subjects();
  expect(mails.find((m) => m.subject.startsWith('Falta uma semana'))!.attachments!.map((a) => a.filename)).toEqual([
    `acordo-${code}.ics`,
  ]);
  // The day after, the link goes to the request's page, where the review is written ('Contratado pelo Palco').
  const reviewLink = new URL(mails.find((m) => m.subject.startsWith('Como foi com'))!.links[0]!);
  await page.goto(`${reviewLink.pathname}${reviewLink.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seu pedido de orçamento' })).toBeVisible();
  const column = page.getByRole('article').filter({ hasText: pro.name });
  await expect(column.getByRole('region', { name: 'Acordo' })).toContainText('Aceito pelos dois');

  // The day after the event (the server's clock and the browser's moved there): the review, from the
  // request's page, which carries 'Contratado pelo Palco'.
  const dayAfter = new Date(Date.parse(`${eventDay}T15:00:00Z`) + 86_400_000);
  const comment = `Voz linda na cerimônia, tudo como no acordo (${clientName}).`;
  try {
    expect(
      (await request.post('/api/dev/clock', { headers: CSRF_HEADERS, data: { at: dayAfter.toISOString() } })).ok(),
    ).toBe(true);
    await page.clock.setFixedTime(dayAfter);
    await page.reload();
    await column.getByRole('button', { name: `Avaliar ${pro.name}` }).click();
    const reviewDialog = page.getByRole('dialog', { name: `Avaliar ${pro.name}` });
    await reviewDialog.getByRole('radio', { name: '5 estrelas' }).click();
    await reviewDialog.getByLabel(/Comentário/).fill(comment);
    await reviewDialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(column.getByText('Você já avaliou este trabalho. Obrigado!')).toBeVisible();
  } finally {
    await request.post('/api/dev/clock', { headers: CSRF_HEADERS, data: { at: null } });
  }
  const admin = await adminRequest(baseURL);
  const pending = (await (await admin.get('/api/admin/reviews?status=pending&pageSize=100')).json()) as {
    items: { comment: string; hired: boolean }[];
  };
  expect(pending.items.find((r) => r.comment === comment)?.hired).toBe(true);
  await admin.dispose();

  await proPage.close();
  await proApi.dispose();
});

test('either side cancels before the event and sees what the chosen policy settles', async ({
  page,
  request,
  baseURL,
  listedProfessionals,
}) => {
  const clientEmail = `cancela-${Date.now()}@exemplo.com.br`;
  const clientName = `Otávio Reis ${Date.now() % 100_000}`;
  const { pro, api: proApi } = await demoProfessional(baseURL, listedProfessionals);
  const { token: requestToken } = await quotedRequest(
    request,
    proApi,
    {
      professional_ids: [pro.id],
      online: true,
      description: 'Uma música composta para o aniversário da minha mãe.',
      name: clientName,
      email: clientEmail,
    },
    { price: '600', included: 'Composição, letra e gravação voz e violão' },
  );
  // The client proposes from the request's page this time, with the rigid policy.
  const proposed = await request.post('/api/requests/agreement', {
    headers: CSRF_HEADERS,
    data: {
      token: requestToken,
      professional_id: pro.id,
      terms: {
        event_date: inDays(20),
        start_time: '10:00',
        remote: true,
        included: 'Composição, letra e gravação voz e violão',
        price: '600',
        deposit: '180',
        balance_due: 'antes',
        cancellation: 'rigida',
        rescheduling: 'comum-acordo',
      },
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);

  await page.goto(await agreementLink(request, clientEmail, /Confirme o acordo/));
  await page.getByRole('button', { name: 'Cancelar acordo' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar o acordo?' });
  await expect(dialog).toContainText(
    'Se o cliente cancelar hoje, 20 dias antes: o profissional fica com o sinal de R$ 180,00',
  );
  await dialog.getByRole('button', { name: 'Cancelar acordo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelado por você' })).toContainText(
    'Cancelado pelo cliente 20 dias antes: o profissional fica com o sinal de R$ 180,00 e o restante não é cobrado.',
  );
  await expect(page.getByRole('button', { name: 'Aceitar o acordo' })).toHaveCount(0);
  await proApi.dispose();
});
