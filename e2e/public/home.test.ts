import {
  expect,
  expectNoSeriousA11yViolations,
  isMobileProject,
  signInNewProfessional,
  test,
  waitForHydration,
} from '../fixtures';

test.describe('A visitor discovers the marketplace on the home page', () => {
  test('sees the hero typing the kinds of professionals and can start a search', async ({ page }) => {
    await page.goto('/');
    const typed = page.getByTestId('hero-typed-word');
    await expect(typed).toContainText('produtor');
    // produtor is typed, held for 1.5 s and erased before DJ appears.
    await expect(typed).toHaveText(/^DJ/, { timeout: 8_000 });

    await page.getByRole('link', { name: 'Buscar Profissionais', exact: true }).click();
    await expect(page).toHaveURL(/\/profissionais$/);
    await expect(page.getByRole('heading', { name: 'Encontre profissionais da música' })).toBeVisible();
  });

  test('opens a category with its specialties already selected', async ({ page }) => {
    await page.goto('/');
    // The categories, apart from the links to cities further down ('Cantoras e cantores no …').
    const categories = page.getByRole('region', { name: 'O que o seu projeto precisa?' });
    const production = categories.getByRole('link', { name: /Produção/ });
    await expect(production).toHaveAttribute('href', '/profissionais?specialties=Mixagem,Masteriza%C3%A7%C3%A3o,Beats');
    await expect(categories.getByRole('link', { name: /Composição/ })).toHaveAttribute(
      'href',
      '/profissionais?specialties=Letra',
    );
    await expect(categories.getByRole('link', { name: /Canto/ })).toHaveAttribute(
      'href',
      '/profissionais?specialties=Vocal',
    );
    await expect(categories.getByRole('link', { name: /Instrumental/ })).toHaveAttribute(
      'href',
      '/profissionais?specialties=Beats,Instrumental',
    );
    await expect(categories.getByRole('link', { name: /^DJ/ })).toHaveAttribute(
      'href',
      '/profissionais?specialties=DJ',
    );

    await production.click();
    await expect(page).toHaveURL(/specialties=Mixagem,Masteriza%C3%A7%C3%A3o,Beats/);
    if (isMobileProject()) await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Mixagem' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Masterização' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Beats' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Vocal' })).not.toBeChecked();
  });

  test('reads how it works, the FAQ and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Da busca à música pronta em 4 passos' })).toBeVisible();
    await expect(page.locator('#como-funciona li')).toHaveCount(4);

    await expect(page.getByRole('heading', { name: 'Divulgue seus serviços' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar meu perfil' })).toHaveAttribute(
      'href',
      '/profissional-cadastro',
    );

    const questions = page.getByRole('region', { name: 'Perguntas frequentes' }).locator('details');
    await expect(questions).toHaveCount(4);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await expect(page.getByText(/Buscar, ver perfis e conversar com os profissionais é gratuito/)).toBeVisible();
    // One answer open at a time.
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await expect(page.getByText(/Buscar, ver perfis e conversar com os profissionais é gratuito/)).toBeHidden();

    await expect(page.getByRole('contentinfo')).toContainText(
      'Conectando talentos e oportunidades na música brasileira.',
    );
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('finds the sign-in and promotion entries in the header', async ({ page }) => {
    await page.goto('/');
    if (isMobileProject()) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/profissional-login');
      await menu.getByRole('link', { name: 'Divulgar serviços' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/profissional-login');
      await nav.getByRole('link', { name: 'Divulgar serviços' }).click();
    }
    await expect(page).toHaveURL(/\/divulgar-servicos$/);
  });
});

test.describe('A signed-in professional browsing the public site', () => {
  test("sees 'Minha conta' and 'Sair' and can sign out", async ({ page }) => {
    // Signed in for real: the server draws the header for this visitor with the page.
    await signInNewProfessional(page.request, 'Ana Header', 'header');
    await page.goto('/divulgar-servicos');
    await waitForHydration(page);

    if (isMobileProject()) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Minha conta' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      await menu.getByRole('button', { name: 'Sair' }).click();
      await expect(menu).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/profissionais-area');
      await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      await nav.getByRole('button', { name: 'Sair' }).click();
    }
    await expect(page).toHaveURL(/\/$/);
    if (isMobileProject()) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Entrar' })).toBeVisible();
    } else {
      await expect(
        page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' }),
      ).toBeVisible();
    }
  });
});

test.describe('A visitor who follows a broken link', () => {
  test('lands on an English 404 page with a way home', async ({ page }) => {
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page);
  });
});
