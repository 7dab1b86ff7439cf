import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures';
import { newProfessional } from './area-helpers';

test.describe('The professional area is usable with assistive technology', () => {
  test('every page of the area has no serious accessibility violations', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await newProfessional(page.request, `Gabi Acessivel ${testInfo.project.name} ${Date.now() % 100000}`, {
      subscribe: true,
    });
    for (const [path, heading] of [
      ['', 'Painel'],
      ['/perfil', 'Meu Perfil'],
      ['/servicos', 'Serviços'],
      ['/portfolio', 'Portfólio'],
      ['/detalhes', 'Detalhes'],
      ['/configuracoes', 'Configurações'],
    ] as const) {
      await page.goto(`/profissionais-area${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
