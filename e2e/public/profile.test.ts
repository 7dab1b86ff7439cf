import type { Page } from '@playwright/test';
import { profilePath } from '@app/domain/rules/profile-path';
import { expect, expectNoSeriousA11yViolations, isMobileProject, test } from '../fixtures';
import type { PublicProfessional } from '../fixtures';
import { greetingName } from '@app/domain/rules/contact';

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function contactable(list: PublicProfessional[]): PublicProfessional {
  const found = list.find((p) => !p.services_suspended && p.whatsapp_number && p.instagram && p.work_details);
  if (!found) throw new Error('demo data has no contactable professional with Instagram and work details');
  return found;
}

async function openProfile(page: Page, professional: PublicProfessional) {
  await page.goto(`/professional/${professional.id}`);
  await expect(page.getByRole('heading', { level: 1, name: professional.name })).toBeVisible();
}

test.describe('A client gets to know a professional', () => {
  test('reads the profile tabs and finds their way back', async ({ page, listedProfessionals }) => {
    const pro = contactable(listedProfessionals);
    const viewed = page.waitForRequest(
      (r) => r.url().endsWith(`/professionals/${pro.id}/interactions`) && (r.postData() ?? '').includes('profile_view'),
    );
    await openProfile(page, pro);
    await viewed;

    // The portfolio opens first: a client hears the work before reading about it.
    const tabs = page.getByRole('tablist', { name: 'Informações do profissional' });
    await expect(tabs.getByRole('tab', { name: 'Portfólio' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();

    await tabs.getByRole('tab', { name: 'Sobre' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Especialidades');
    await expect(page.getByRole('tabpanel')).toContainText('Tipo de Atendimento');
    await expect(page.getByRole('tabpanel')).toContainText(`${pro.city}, ${pro.state}`);

    const servicesTab = tabs.getByRole('tab', { name: isMobileProject() ? 'Preços' : 'Serviços' });
    await servicesTab.click();
    await expect(page.getByRole('tabpanel')).toContainText(/R\$|Preço a combinar|Nenhum serviço/);

    await tabs.getByRole('tab', { name: 'Detalhes' }).click();
    const firstLine = (pro.work_details ?? '').split('\n')[0] ?? '';
    await expect(page.getByRole('tabpanel')).toContainText(firstLine);

    await expect(page.getByText(/^Membro desde [a-zç]+ de \d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Voltar para profissionais' }).click();
    await expect(page).toHaveURL(/\/profissionais$/);
  });

  test('contacts the professional on WhatsApp and Instagram', async ({ page, listedProfessionals }) => {
    const pro = contactable(listedProfessionals);
    await openProfile(page, pro);

    // 'Entrar em contato' offers the optional brief first; 'Pular' opens WhatsApp as it always did.
    await page.getByRole('button', { name: 'Entrar em contato' }).click();
    const whatsapp = page
      .getByRole('dialog', { name: 'Conte sobre o seu projeto' })
      .getByRole('link', { name: 'Pular' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    const digits = (pro.whatsapp_number ?? '').replace(/\D/g, '');
    expect(href.startsWith(`https://wa.me/${pro.whatsapp_country_code}${digits}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toContain(`Olá, ${greetingName(pro.name)}!`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');

    const handle = (pro.instagram ?? '').replace(/^@/, '');
    const instagram = page.getByRole('link', { name: new RegExp(`@${handle}`) });
    await expect(instagram).toHaveAttribute('href', `https://instagram.com/${handle}`);
    await expect(instagram).toHaveAttribute('target', '_blank');

    const tracked = page.waitForRequest(
      (r) => r.url().includes('/interactions') && (r.postData() ?? '').includes('contact_click'),
    );
    const popup = page.waitForEvent('popup');
    await instagram.click();
    await tracked;
    await (await popup).close();
  });

  test('shares the profile', async ({ page, context, listedProfessionals }) => {
    const pro = contactable(listedProfessionals);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The menu is what a browser without a share sheet offers (profile-first-screen tests the sheet).
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    await openProfile(page, pro);

    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartilhar perfil' });
    const url = `${new URL(page.url()).origin}${profilePath(pro)}`;
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url)}`),
    );
    await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(dialog.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(url)}`),
    );

    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('cannot contact a professional who paused new work', async ({ page, listedProfessionals }) => {
    const paused = listedProfessionals.find((p) => p.services_suspended);
    test.skip(!paused, 'no paused professional in the demo data');
    await openProfile(page, paused as PublicProfessional);
    await expect(page.getByRole('button', { name: 'Contato indisponível' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Entrar em contato' })).toHaveCount(0);
    await expect(page.getByText('Este usuário não está recebendo novos trabalhos no momento...')).toBeVisible();
  });

  test('sees the country for a professional outside Brazil', async ({ page, listedProfessionals }) => {
    const abroad = listedProfessionals.find((p) => p.outside_brazil && p.country);
    test.skip(!abroad, 'no professional abroad in the demo data');
    await openProfile(page, abroad as PublicProfessional);
    await page.getByRole('tab', { name: 'Sobre' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(abroad?.country ?? '');
  });

  test('is told when a profile does not exist', async ({ page }) => {
    await page.goto('/professional/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
    await expect(page.getByText('O profissional que você está procurando não existe ou foi removido.')).toBeVisible();
    await page.getByRole('link', { name: 'Ver profissionais' }).click();
    await expect(page).toHaveURL(/\/profissionais$/);
  });
});

test.describe('A client reviews a professional', () => {
  test('is guided by the form, sends a review and is held back by the weekly limit', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = contactable(listedProfessionals);
    await openProfile(page, pro);
    await page.getByRole('button', { name: 'Avaliar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Avaliar Profissional' });

    await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(dialog.getByText('Por favor, selecione uma classificação em estrelas.')).toBeVisible();
    await expect(dialog.getByText('O link do projeto é obrigatório.')).toBeVisible();

    await dialog.getByRole('radio', { name: '5 estrelas' }).click();
    await dialog.getByLabel(/Link do projeto/).fill('não é um link');
    await dialog.getByLabel(/Seu nome/).fill('Bruna Teixeira');
    // One address per attempt: a retried run must not meet its own earlier review.
    await dialog.getByLabel(/Seu e-mail/).fill(`bruna.${test.info().project.name}.${test.info().retry}@example.com`);
    await dialog.getByLabel(/Comentário/).fill('Mixagem caprichada e comunicação excelente.');
    await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(dialog.getByText('Por favor, insira um link válido começando com http:// ou https://')).toBeVisible();

    // A link pasted without its scheme is completed.
    await dialog.getByLabel(/Link do projeto/).fill('soundcloud.com/minha-faixa');
    await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Sua avaliação foi enviada e será exibida após aprovação.')).toBeVisible();
    await expect(page.getByText(/Enviamos um link para o seu e-mail/)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Unapproved reviews stay out of the public list.
    await expect(page.getByText('Mixagem caprichada e comunicação excelente.')).toHaveCount(0);

    // A second review from this browser is refused at once, with the date it becomes possible.
    await page.getByRole('button', { name: 'Avaliar', exact: true }).click();
    const until = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
    });
    await expect(dialog).toContainText(`Uma nova avaliação será possível a partir de ${until} às`);
    await expect(dialog.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);
    await expect(dialog.getByLabel(/Seu e-mail/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('A client reports a professional', () => {
  test('sends a report with an image and cannot report the same profile twice', async ({
    page,
    listedProfessionals,
  }) => {
    const pro = listedProfessionals[listedProfessionals.length - 1 - (isMobileProject() ? 1 : 0)] as PublicProfessional;
    await openProfile(page, pro);
    await page.getByRole('button', { name: 'Reportar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar Profissional' });

    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(dialog.getByText('Por favor, selecione um motivo.')).toBeVisible();

    await dialog
      .getByLabel(/Imagem de evidência/)
      .setInputFiles({ name: 'prova.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(dialog.getByText('Apenas imagens nos formatos JPG, PNG ou WEBP são permitidas.')).toBeVisible();
    await dialog
      .getByLabel(/Imagem de evidência/)
      .setInputFiles({ name: 'prova.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('Apenas imagens nos formatos JPG, PNG ou WEBP são permitidas.')).toHaveCount(0);

    await dialog.getByLabel(/Seu nome/).fill('Rafael Moreira');
    await dialog.getByLabel(/Seu e-mail/).fill('rafael@example.com');
    await dialog.getByLabel(/Motivo/).selectOption({ index: 1 });
    await dialog.getByLabel(/Detalhes/).fill('O portfólio usa músicas de outro artista sem crédito.');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect(page.getByText('Denúncia enviada com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opening it again says at once that this visitor already reported the profile.
    await page.getByRole('button', { name: 'Reportar perfil' }).click();
    await expect(dialog).toContainText('Você já enviou uma denúncia para este perfil.');
    await expect(dialog.getByRole('button', { name: 'Enviar denúncia' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(dialog).toBeHidden();

    // So does a fresh page in the same browser session.
    await page.reload();
    await page.getByRole('button', { name: 'Reportar perfil' }).click();
    await expect(dialog).toContainText('Você já enviou uma denúncia para este perfil.');
  });
});
