import { adminRequest, CSRF_HEADERS, expect, openRequests, test } from '../fixtures';

test.describe('A client asks three professionals at once and compares their answers', () => {
  test('two quote and one declines; the client opens WhatsApp with the chosen quote, and both confirm the deal', async ({
    page,
    browser,
    request,
    baseURL,
    listedProfessionals,
  }) => {
    test.setTimeout(120_000);
    const [first, second, third] = listedProfessionals.filter((p) => !p.services_suspended && p.whatsapp_number);
    const chosen = [first!, second!, third!];
    const clientName = `Mariana Costa ${Date.now() % 100_000}`;
    const clientEmail = `pedido-${Date.now()}@exemplo.com.br`;

    // From the shared favourites list, 'Pedir orçamentos' opens the form with the three of them.
    await page.goto(`/favoritos?lista=${chosen.map((p) => p.id).join(',')}`);
    await page.getByRole('link', { name: 'Pedir orçamentos' }).click();
    await expect(page).toHaveURL(/\/pedir-orcamento/);
    for (const pro of chosen) await expect(page.getByRole('checkbox', { name: new RegExp(pro.name) })).toBeChecked();

    await page.getByLabel('Ocasião').selectOption({ label: 'Casamento' });
    await page.getByLabel('Cidade do evento').fill('Belo Horizonte (MG)');
    await page
      .getByLabel('O que você precisa')
      .fill('Voz e violão na cerimônia e no coquetel, cerca de 120 convidados.');
    await page.getByLabel('Orçamento').selectOption('De R$ 1.000 a R$ 3.000');
    await page.getByLabel('Seu nome').fill(clientName);
    await page.getByLabel('Seu e-mail').fill(clientEmail);
    await page.getByLabel('WhatsApp (opcional)').fill('31987654321');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Confirme seu e-mail')).toBeVisible();

    // The link in the e-mail sends it, and opens the page of answers.
    let link = '';
    await expect
      .poll(async () => {
        const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(clientEmail)}`)).json()) as {
          subject: string;
          links: string[];
        }[];
        link = mails.flatMap((m) => m.links).find((l) => l.includes('/pedido#token=')) ?? '';
        return link;
      })
      .not.toBe('');
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu pedido de orçamento' })).toBeVisible();
    await expect(page.getByText('Aguardando resposta')).toHaveCount(3);

    // Two professionals answer with a quote, in a few taps, and the third declines.
    for (const [pro, price] of [
      [first!, '1.800'],
      [second!, '2.400'],
    ] as const) {
      const { page: area, close } = await openRequests(browser, baseURL, pro, clientName);
      const card = area.getByRole('article').filter({ hasText: clientName });
      await card.getByRole('button', { name: 'Enviar orçamento' }).click();
      const dialog = area.getByRole('dialog', { name: 'Enviar orçamento' });
      await dialog.getByLabel('Valor (R$)').fill(price);
      await dialog.getByLabel('O que está incluído').fill(`Cerimônia e coquetel com ${pro.name}`);
      await dialog.getByLabel('Condições (opcional)').fill('Sinal de 30% para reservar a data.');
      await dialog.getByRole('button', { name: 'Enviar orçamento' }).click();
      // Answered with a quote, the professional now has the client's contact.
      await expect(card.getByRole('region', { name: 'Contato do cliente' })).toContainText(clientEmail);
      await close();
    }
    const { page: area, close } = await openRequests(browser, baseURL, third!, clientName);
    const card = area.getByRole('article').filter({ hasText: clientName });
    await card.getByRole('button', { name: 'Recusar' }).click();
    const dialog = area.getByRole('dialog', { name: 'Recusar pedido' });
    await dialog.getByRole('radio', { name: 'Data indisponível' }).check();
    await dialog.getByRole('button', { name: 'Recusar pedido' }).click();
    await expect(card.getByText('Você recusou: Data indisponível')).toBeVisible();
    await expect(card.getByRole('region', { name: 'Contato do cliente' })).toHaveCount(0);
    await close();

    // The client compares: two quotes side by side, the decline with its reason.
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Todos os 3 profissionais responderam.')).toBeVisible();
    await expect(page.getByText('R$ 1.800,00')).toBeVisible();
    await expect(page.getByText('R$ 2.400,00')).toBeVisible();
    await expect(page.getByText('Recusou: Data indisponível')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveCount(2);

    // The chosen one: WhatsApp opens on their number with the request and their quote in the message.
    const chosenCard = page.getByRole('article').filter({ hasText: second!.name });
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      chosenCard.getByRole('link', { name: 'Conversar no WhatsApp' }).click(),
    ]);
    const opened = new URL(popup.url());
    expect(opened.hostname).toBe('wa.me');
    expect(opened.pathname.replace(/\D/g, '')).toBe(
      `${second!.whatsapp_country_code}${second!.whatsapp_number}`.replace(/\D/g, ''),
    );
    const message = opened.searchParams.get('text') ?? '';
    expect(message).toContain(`Aqui é ${clientName}`);
    expect(message).toContain('*Ocasião:* Casamento');
    expect(message).toContain('*Local:* Belo Horizonte (MG)');
    expect(message).toContain('*Valor combinado:* R$ 2.400,00');
    expect(message).toContain(`*Incluído:* Cerimônia e coquetel com ${second!.name}`);
    expect(message).toContain('*Condições:* Sinal de 30% para reservar a data.');

    await popup.close();

    // 'Fechou negócio?': the client says yes; the deal waits for the professional, then both have said it.
    const clientQuestion = chosenCard.getByRole('region', { name: 'Fechou negócio?' });
    await clientQuestion.getByRole('button', { name: 'Sim, fechamos' }).click();
    await expect(clientQuestion).toContainText(`Você disse que fechou. Falta ${second!.name} confirmar.`);
    const { page: proArea, close: closeArea } = await openRequests(browser, baseURL, second!, clientName);
    const proQuestion = proArea
      .getByRole('article')
      .filter({ hasText: clientName })
      .getByRole('region', { name: 'Fechou negócio?' });
    await proQuestion.getByRole('button', { name: 'Sim, fechamos' }).click();
    await expect(proQuestion).toContainText('Negócio confirmado pelos dois.');
    await closeArea();
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(clientQuestion).toContainText('Negócio confirmado pelos dois.');

    // After the event the client reviews the deal from the same page, once.
    await chosenCard.getByRole('button', { name: `Avaliar ${second!.name}` }).click();
    const reviewDialog = page.getByRole('dialog', { name: `Avaliar ${second!.name}` });
    await reviewDialog.getByRole('radio', { name: '5 estrelas' }).click();
    const comment = `Cerimônia linda, pontuais e atenciosos (${clientName}).`;
    await reviewDialog.getByLabel(/Comentário/).fill(comment);
    await reviewDialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(chosenCard.getByText('Você já avaliou este trabalho. Obrigado!')).toBeVisible();
    await expect(chosenCard.getByRole('button', { name: `Avaliar ${second!.name}` })).toHaveCount(0);

    // The team approves it (it needs no e-mail link: the request's address was confirmed).
    const admin = await adminRequest(baseURL);
    const pending = (await (await admin.get('/api/admin/reviews?status=pending&pageSize=100')).json()) as {
      items: { id: string; comment: string; hired: boolean }[];
    };
    const review = pending.items.find((r) => r.comment === comment);
    expect(review?.hired).toBe(true);
    expect((await admin.post(`/api/admin/reviews/${review!.id}/approve`, { headers: CSRF_HEADERS })).status()).toBe(
      200,
    );
    await admin.dispose();

    // The profile counts the deal, and the review carries the badge.
    await page.goto(`/professional/${second!.id}`);
    await expect(page.getByText(/\d+ contrataç(ão|ões) confirmadas? pelo Palco Brasil/).first()).toBeVisible();
    const published = page.getByRole('listitem').filter({ hasText: comment });
    await expect(published).toBeVisible();
    await expect(published.getByText('Contratado pelo Palco')).toBeVisible();
  });
});
