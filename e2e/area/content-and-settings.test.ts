import { expect, test } from '@playwright/test';
import { newProfessional, toast } from './area-helpers';
import { verifyProfessional } from '../fixtures';

test.describe('A professional manages services, portfolio, details and availability', () => {
  test('adds, edits and deletes a service and a portfolio item, shown on the public profile', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pro = await newProfessional(page.request, `Davi Conteudo ${testInfo.project.name} ${Date.now() % 100000}`, {
      subscribe: true,
    });

    // Each package's card is an item of the list; the lists inside a card are not.
    const services = page.getByRole('list', { name: 'Seus serviços' }).locator(':scope > li');
    const portfolio = page.getByRole('list', { name: 'Itens do portfólio' }).getByRole('listitem');

    // Services.
    await page.goto('/profissionais-area/servicos');
    await expect(page.getByText('Você ainda não cadastrou nenhum serviço.')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar serviço' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Adicionar serviço' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Descrição é obrigatória')).toBeVisible();
    await dialog.getByLabel('Título').fill('Mixagem de faixa');
    await dialog.getByLabel('Descrição').fill('Mix completa com duas revisões.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe o preço ou escolha "A combinar".')).toBeVisible();
    await dialog.getByLabel('Valor (R$)').fill('1.200,50');
    await dialog.getByLabel('O que está incluído').fill('Mixagem completa\nDuas rodadas de ajustes');
    await dialog.getByLabel('Duração ou prazo').fill('5');
    await dialog.getByLabel('Unidade').selectOption('days');
    await dialog.getByLabel('Revisões incluídas').fill('2');
    await dialog.getByRole('checkbox', { name: 'Gravação remota' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Serviço adicionado')).toBeVisible();
    const card = services.filter({ hasText: 'Mixagem de faixa' });
    await expect(card.getByText('R$ 1.200,50')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Inclui' })).toContainText('Duas rodadas de ajustes');
    await expect(card.getByRole('list', { name: 'Detalhes do pacote' })).toContainText('Entrega em 5 dias');
    await expect(card.getByRole('list', { name: 'Detalhes do pacote' })).toContainText('2 revisões');
    await expect(card.getByRole('list', { name: 'Detalhes do pacote' })).toContainText('Gravação remota');

    await card.getByRole('button', { name: 'Editar Mixagem de faixa' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar serviço' });
    await dialog.getByLabel('Título').fill('Mixagem e master');
    await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('1.200,50');
    await dialog.getByRole('radio', { name: 'A combinar' }).click();
    await expect(dialog.getByLabel('Valor (R$)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Serviço atualizado')).toBeVisible();
    await expect(services.filter({ hasText: 'Mixagem e master' }).getByText('A combinar')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar serviço' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Adicionar serviço' });
    await dialog.getByLabel('Título').fill('Beat exclusivo');
    await dialog.getByLabel('Descrição').fill('Beat de trap com stems.');
    await dialog.getByLabel('Valor (R$)').fill('450');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Serviço adicionado')).toBeVisible();
    await expect(services).toHaveCount(2);

    await page.getByRole('button', { name: 'Excluir Beat exclusivo' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Tem certeza que deseja excluir este serviço?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Serviço excluído')).toBeVisible();
    await expect(services).toHaveCount(1);

    // Portfolio.
    await page
      .getByRole('navigation', { name: 'Menu da área do profissional' })
      .getByRole('link', { name: 'Portfólio' })
      .click();
    await expect(page.getByText('Seu portfólio está vazio.')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar item' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Adicionar ao portfólio' });
    await dialog.getByLabel('Título').fill('Single Maré');
    await dialog.getByLabel('Descrição').fill('Mix e master do single.');
    await dialog.getByLabel('URL').fill('não é um link');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('URL inválida')).toBeVisible();
    // A link pasted without its scheme is completed, not refused.
    await dialog.getByLabel('URL').fill('soundcloud.com/mare/single');
    await dialog.getByLabel('Tipo de conteúdo').selectOption('audio');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Portfólio adicionado')).toBeVisible();
    const item = portfolio.filter({ hasText: 'Single Maré' });
    await expect(item.getByLabel('Áudio')).toBeVisible();
    await expect(item.getByRole('link', { name: 'soundcloud.com/mare/single' })).toHaveAttribute(
      'href',
      'https://soundcloud.com/mare/single',
    );

    await item.getByRole('button', { name: 'Editar Single Maré' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar item do portfólio' });
    await dialog.getByLabel('Título').fill('Clipe Maré');
    await dialog.getByLabel('URL').fill('https://youtube.com/watch?v=mare');
    await dialog.getByLabel('Tipo de conteúdo').selectOption('link');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Portfólio atualizado')).toBeVisible();
    await expect(portfolio.filter({ hasText: 'Clipe Maré' }).getByLabel('Link')).toBeVisible();

    // Public profile: services and portfolio tabs.
    await page.goto(`/professional/${pro.id}`);
    await page.getByRole('tab', { name: /Serviços|Preços/ }).click();
    await expect(page.getByText('Mixagem e master').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Portfólio' }).click();
    await expect(page.getByRole('heading', { name: 'Clipe Maré' })).toBeVisible();

    // Delete the portfolio item.
    await page.goto('/profissionais-area/portfolio');
    await page.getByRole('button', { name: 'Excluir Clipe Maré' }).click();
    await expect(
      page.getByRole('alertdialog').getByText('Tem certeza que deseja excluir este item do portfólio?'),
    ).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Item excluído')).toBeVisible();
    await expect(page.getByText('Seu portfólio está vazio.')).toBeVisible();
  });

  test('generates work details with the AI and suspends services, seen on the public profile', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pro = await newProfessional(page.request, `Eva Detalhes ${testInfo.project.name} ${Date.now() % 100000}`, {
      subscribe: true,
    });
    const csrf = { 'X-Requested-With': 'fetch' };
    await page.request.put('/api/me/profile', {
      headers: csrf,
      data: {
        name: `Eva Detalhes ${testInfo.project.name}`,
        whatsapp_number: '(21) 98888-7777',
        specialties: ['Vocal'],
        genres: ['Samba'],
        service_types: ['Presencial'],
        city: 'Rio de Janeiro',
        state: 'Rio de Janeiro',
      },
    });
    await page.request.post('/api/me/services', {
      headers: csrf,
      data: { title: 'Gravação de voz', description: 'Voz guia ou definitiva.', price: 200 },
    });

    await page.goto('/profissionais-area/detalhes');
    const details = page.getByLabel('Detalhes do trabalho');
    await expect(details).toHaveValue('');
    await page.getByRole('button', { name: 'Gerar com IA' }).click();
    await expect(toast(page, 'Texto melhorado')).toBeVisible();
    await expect(details).toHaveValue(/Trabalho com Vocal\./);
    await expect(details).toHaveValue(/• Gravação de voz \(R\$ 200\)/);
    await page.getByRole('button', { name: 'Salvar detalhes' }).click();
    await expect(toast(page, 'Perfil atualizado')).toBeVisible();

    await page.goto(`/professional/${pro.id}`);
    await page.getByRole('tab', { name: 'Detalhes' }).click();
    await expect(page.getByText('Trabalho com Vocal.')).toBeVisible();
    // Subscribed but not yet verified: the owner is told why nobody can contact them yet.
    await expect(page.getByRole('region', { name: 'Seu perfil está em verificação' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contato indisponível' })).toBeDisabled();
    await verifyProfessional(baseURL, pro.id);
    await page.reload();
    await page.getByRole('button', { name: 'Entrar em contato' }).click();
    await expect(page.getByRole('link', { name: 'Pular' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5521988887777/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Seu perfil está em verificação' })).toHaveCount(0);

    // Suspend: the profile stays, contact goes.
    await page.goto('/profissionais-area/configuracoes');
    const toggle = page.getByRole('switch', { name: 'Suspender Serviços' });
    await toggle.click();
    await expect(toast(page, 'Serviços Suspensos')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await page.goto(`/professional/${pro.id}`);
    await expect(page.getByText('Este usuário não está recebendo novos trabalhos no momento...').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contato indisponível' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Seus serviços estão suspensos' })).toBeVisible();

    await page.goto('/profissionais-area/configuracoes');
    await page.getByRole('switch', { name: 'Suspender Serviços' }).click();
    await expect(toast(page, 'Serviços Reativados')).toBeVisible();
    // An optional notice turned off stays off; the essential ones are named as always sent.
    const reviewNotices = page.getByRole('switch', { name: 'E-mail: Avaliações' });
    await expect(reviewNotices).toBeEnabled();
    await reviewNotices.click();
    await expect(toast(page, 'E-mail desativado: Avaliações')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'E-mail: Avaliações' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'E-mail: Pagamentos' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/Avisos essenciais são sempre enviados/)).toBeVisible();
    await page.goto(`/professional/${pro.id}`);
    await expect(page.getByRole('button', { name: 'Entrar em contato' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contato indisponível' })).toHaveCount(0);
  });

  test('without a subscription the dashboard says the profile is hidden and the AI is for subscribers', async ({
    page,
  }, testInfo) => {
    await newProfessional(page.request, `Fabio Oculto ${testInfo.project.name} ${Date.now() % 100000}`);
    await page.goto('/profissionais-area');
    // A newcomer reads the steps to search, the profile first: no paywall before the profile exists.
    const hidden = page.getByRole('status', { name: 'Perfil oculto' });
    await expect(hidden).toBeVisible();
    await expect(hidden.getByText(/^Complete seu perfil: falta /)).toBeVisible();
    await expect(
      hidden.getByRole('list', { name: 'Passos para aparecer nas buscas' }).locator(':scope > li'),
    ).toHaveText([
      /^1\. Confirmar e-mail: concluído/,
      /^2\. Completar perfil: pendente/,
      /^3\. Assinar o plano: pendente/,
      /^4\. Verificação da equipe: pendente/,
    ]);
    await expect(page.getByRole('dialog', { name: 'Seu perfil está invisível!' })).toHaveCount(0);
    await hidden.getByRole('list', { name: 'O que falta no perfil' }).getByRole('link', { name: 'Descrição' }).click();
    await expect(page).toHaveURL(/\/profissionais-area\/perfil$/);

    await page.getByLabel('Biografia').fill('sou cantor');
    await page.getByRole('button', { name: 'Melhorar com IA' }).click();
    const exclusive = page.getByRole('dialog', { name: 'Exclusivo para Assinantes' });
    await expect(exclusive).toBeVisible();
    await exclusive.getByRole('button', { name: 'Assinar agora' }).click();
    await expect(page).toHaveURL(/\/assinatura-teste\/checkout\?session=/);

    // Signing out from the area leads to log-in, and the area is closed afterwards.
    await page.goto('/profissionais-area/configuracoes');
    await page
      .getByRole('complementary', { name: 'Área do profissional' })
      .getByRole('button', { name: 'Sair' })
      .click();
    await expect(page).toHaveURL(/\/profissional-login$/);
    await page.goto('/profissionais-area/servicos');
    await expect(page).toHaveURL(/\/profissional-login$/);
  });
});
