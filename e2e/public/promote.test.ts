import { expect, expectNoSeriousA11yViolations, isMobileProject, test } from '../fixtures';

test.describe('A musician considers promoting their services', () => {
  test('sees the benefits, the steps, the price and the FAQ', async ({ page }) => {
    await page.goto('/divulgar-servicos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '100% do valor é seu' })).toBeVisible();
    await expect(page.locator('#passos li')).toHaveCount(4);

    const price = page.locator('#planos');
    await expect(price.getByText('R$47,00/mês')).toBeVisible();
    await expect(price.getByText('3 dias grátis')).toBeVisible();
    await expect(price.getByRole('link', { name: 'Começar teste grátis' })).toHaveAttribute(
      'href',
      '/profissional-cadastro',
    );

    const questions = page.getByRole('region', { name: 'Perguntas frequentes' }).locator('summary');
    await expect(questions).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);
  });

  test('is offered to sign up from the header', async ({ page }) => {
    await page.goto('/divulgar-servicos');
    if (isMobileProject()) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Divulgar serviços' })).toHaveCount(0);
      await menu.getByRole('link', { name: 'Cadastrar' }).click();
      // A route change inside the app closes the menu.
      await expect(menu).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Divulgar serviços' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Cadastrar' }).click();
    }
    await expect(page).toHaveURL(/\/profissional-cadastro$/);
  });
});
