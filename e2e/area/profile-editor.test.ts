import { expect, test } from '@playwright/test';
import { newProfessional, samplePhoto, toast } from './area-helpers';

test.describe('A new professional builds the profile in the area', () => {
  test('fills in every card, crops and uploads a photo, and sees it all on the public profile', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = `Clara Area ${testInfo.project.name} ${Date.now() % 100000}`;
    const pro = await newProfessional(page.request, name, { subscribe: true });

    // Dashboard: subscribed, not yet in search; the profile's step lists everything missing, each with a link.
    await page.goto('/profissionais-area');
    await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
    const alert = page
      .getByRole('status', { name: 'Perfil oculto' })
      .getByRole('list', { name: 'O que falta no perfil' });
    await expect(alert.getByRole('link', { name: 'Foto do perfil' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Adicione pelo menos um serviço' })).toHaveAttribute(
      'href',
      '/profissionais-area/servicos',
    );
    await expect(page.getByTestId('stat-taxa de conversão')).toHaveText('0,0%');

    await alert.getByRole('link', { name: 'Foto do perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();

    // Photo: pick, crop with zoom, upload.
    await page
      .getByLabel('Escolher foto de perfil')
      .setInputFiles({ name: 'eu.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() });
    const crop = page.getByRole('dialog', { name: 'Ajustar foto de perfil' });
    await expect(crop).toBeVisible();
    await crop.getByLabel('Zoom').fill('2');
    await expect(crop.getByText('2.0x')).toBeVisible();
    await crop.getByRole('button', { name: 'Aplicar' }).click();
    await expect(toast(page, 'Imagem atualizada')).toBeVisible();
    const photo = page.getByRole('img', { name: `Foto de ${name}` });
    await expect(photo).toHaveAttribute('src', new RegExp(`^/media/profile-images/${pro.id}-\\d+\\.webp$`));
    const stored = await page.request.get((await photo.getAttribute('src'))!);
    expect(stored.headers()['content-type']).toContain('image/webp');

    // Basic information, with the AI improving the biography and the restore button.
    await page.getByLabel('Descrição curta').fill('Produtora e engenheira de mixagem em Campinas.');
    const bio = page.getByLabel('Biografia');
    await bio.fill('sou produtora ha 8 anos ,trabalho com pop e mpb');
    await page.getByRole('button', { name: 'Melhorar com IA' }).click();
    await expect(toast(page, 'Texto melhorado')).toBeVisible();
    await expect(bio).toHaveValue(/^Sou produtora ha 8 anos, trabalho com pop e MPB\./);
    await page.getByRole('button', { name: 'Restaurar original' }).click();
    await expect(toast(page, 'Texto restaurado')).toBeVisible();
    await expect(bio).toHaveValue('sou produtora ha 8 anos ,trabalho com pop e mpb');
    await page.getByRole('button', { name: 'Melhorar com IA' }).click();
    await expect(bio).toHaveValue(/^Sou produtora/);

    // Contact: the Brazil mask; another country clears the number.
    await page.getByLabel('Instagram').fill('@clara.mix');
    const whatsapp = page.getByLabel('WhatsApp');
    await whatsapp.pressSequentially('19987654321');
    await expect(whatsapp).toHaveValue('(19) 98765-4321');
    await page.getByLabel('Código do país').selectOption('351');
    await expect(whatsapp).toHaveValue('');
    await page.getByLabel('Código do país').selectOption('55');
    await whatsapp.pressSequentially('19987654321');

    await page.getByLabel('Preço mínimo (R$)').fill('250');
    await page.getByRole('switch', { name: 'Emito nota fiscal' }).click();
    await page
      .getByLabel('Equipamentos', { exact: true })
      .fill('focusrite scarlett, ableton live, shure sm7b, Focusrite Scarlett');
    await page.getByRole('button', { name: 'Organizar com IA' }).click();
    await expect(toast(page, 'Lista organizada')).toBeVisible();
    await expect(page.getByLabel('Equipamentos', { exact: true })).toHaveValue(
      'Shure SM7B, Focusrite Scarlett, Ableton Live',
    );

    for (const [group, option] of [
      ['Especialidades', 'Mixagem'],
      ['Especialidades', 'Masterização'],
      ['Gêneros Musicais', 'Pop'],
      ['Gêneros Musicais', 'MPB'],
      ['Tipos de Serviço', 'À distância'],
      ['Instrumentos', 'Violão'],
      ['Ocasiões que atende', 'Casamento'],
    ] as const) {
      await page.getByRole('group', { name: group }).getByRole('checkbox', { name: option }).click();
    }
    // The city comes from the official list: typed without the accent, picked from the suggestions.
    const city = page.getByRole('combobox', { name: 'Cidade', exact: true });
    await city.fill('campin');
    await page.getByRole('option', { name: 'Campinas (SP)' }).click();
    await expect(city).toHaveValue('Campinas (SP)');
    const others = page.getByRole('combobox', { name: 'Outras cidades onde toca presencialmente' });
    await others.fill('jundia');
    await page.getByRole('option', { name: 'Jundiaí (SP)' }).click();

    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toast(page, 'Perfil atualizado')).toBeVisible();

    // Reload: everything came back from the server.
    await page.reload();
    await expect(page.getByLabel('WhatsApp')).toHaveValue('(19) 98765-4321');
    await expect(
      page.getByRole('group', { name: 'Especialidades' }).getByRole('checkbox', { name: 'Masterização' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toHaveValue('Campinas (SP)');
    await expect(page.getByRole('switch', { name: 'Emito nota fiscal' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Remover Jundiaí (SP)' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Instrumentos' }).getByRole('checkbox', { name: 'Violão' }),
    ).toHaveAttribute('aria-checked', 'true');

    // The public profile says where they play and what.
    await page.goto(`/professional/${pro.id}`);
    await page.getByRole('tab', { name: 'Sobre' }).click();
    await expect(page.getByText('Campinas, São Paulo').first()).toBeVisible();
    await expect(page.getByText('Também toca presencialmente em Jundiaí (SP).')).toBeVisible();
    await expect(page.getByText('Violão')).toBeVisible();
    await expect(page.getByText('Atende à distância, de qualquer cidade.')).toBeVisible();
    await expect(page.getByText('Emite nota fiscal')).toBeVisible();
    await page.goto('/profissionais-area/perfil');

    // Outside Brazil: the country replaces city and state.
    await page.getByRole('switch', { name: 'Moro fora do Brasil' }).click();
    await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toHaveCount(0);
    await page.getByLabel('País', { exact: true }).fill('Portugal');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(toast(page, 'Perfil atualizado')).toBeVisible();

    // The public profile shows it.
    await page.goto(`/professional/${pro.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Portugal').first()).toBeVisible();
    // The portfolio opens first; specialties and the bio are under 'Sobre'.
    await page.getByRole('tab', { name: 'Sobre' }).click();
    await expect(page.getByText('Masterização').first()).toBeVisible();
    await expect(page.getByText(/Sou produtora ha 8 anos/)).toBeVisible();
    await expect(page.getByRole('img', { name: `Foto de ${name}` }).first()).toHaveAttribute(
      'src',
      /\/media\/profile-images\/.+\.webp$/,
    );

    // Back in the area, the photo can be removed after confirming.
    await page.goto('/profissionais-area/perfil');
    await page.getByRole('button', { name: 'Remover foto' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remover foto de perfil' });
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(toast(page, 'Imagem removida')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sem foto de perfil' })).toBeVisible();
  });
});
