import type { Page } from '@playwright/test';

/**
 * The controls of the public pages a visitor may use first, each with what it does on screen. The
 * browser tests (e2e/public/first-touch.test.ts) use each one on a page as it comes, and the
 * benchmark (bench/first-touch.ts) times each on the phone profile, right after the first paint
 * and 3 s after the load.
 */
export interface FirstTouch {
  /** What the visitor does, as the reports name it. */
  name: string;
  page: 'search' | 'profile';
  /** Where the control is: both widths, or only the desktop's column or the phone's layout. */
  widths: readonly ('desktop' | 'mobile')[];
  act: (page: Page) => Promise<void>;
  /** Resolves once the control's effect is on screen; fails after `timeout` ms. */
  effect: (page: Page, timeout: number) => Promise<void>;
}

const BOTH = ['desktop', 'mobile'] as const;

/** A day some weeks ahead, as a date field takes it. */
export function dayAhead(days = 40): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

const visible = (locator: ReturnType<Page['locator']>, timeout: number) =>
  locator.first().waitFor({ state: 'visible', timeout });
const dialog = (page: Page, name: string, timeout: number) => visible(page.getByRole('dialog', { name }), timeout);
const address = (page: Page, pattern: RegExp, timeout: number) =>
  page.waitForURL(pattern, { timeout, waitUntil: 'commit' });
const results = (page: Page) => page.getByRole('region', { name: /profissiona(l|is) encontrados?/ });

export const FIRST_TOUCHES: FirstTouch[] = [
  {
    name: "perfil: a aba 'Sobre'",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('tab', { name: 'Sobre' }).click(),
    effect: (page, timeout) => visible(page.getByRole('tabpanel', { name: 'Sobre' }), timeout),
  },
  {
    name: "perfil: a aba dos pacotes ('Preços' no celular, 'Serviços' no computador)",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('tab', { name: /^(Preços|Serviços)$/ }).click(),
    effect: (page, timeout) => visible(page.getByRole('button', { name: /^Pedir orçamento deste pacote/ }), timeout),
  },
  {
    name: "perfil: 'Entrar em contato'",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: 'Entrar em contato' }).click(),
    effect: (page, timeout) => dialog(page, 'Conte sobre o seu projeto', timeout),
  },
  {
    name: "perfil: 'Salvar nos favoritos'",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: 'Salvar nos favoritos' }).click(),
    effect: (page, timeout) =>
      visible(page.getByRole('button', { name: 'Salvo nos favoritos', pressed: true }), timeout),
  },
  {
    name: "perfil: 'Compartilhar'",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: 'Compartilhar' }).click(),
    effect: (page, timeout) => dialog(page, 'Compartilhar perfil', timeout),
  },
  {
    name: "perfil: 'Avaliar'",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: 'Avaliar' }).click(),
    effect: (page, timeout) => dialog(page, 'Avaliar Profissional', timeout),
  },
  {
    name: "perfil: 'Reportar perfil'",
    page: 'profile',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: 'Reportar perfil' }).click(),
    effect: (page, timeout) => dialog(page, 'Reportar Profissional', timeout),
  },
  {
    name: 'perfil: ouvir uma amostra',
    page: 'profile',
    widths: BOTH,
    act: (page) =>
      page
        .getByRole('button', { name: /^Ouvir / })
        .first()
        .click(),
    effect: (page, timeout) => visible(page.getByRole('button', { name: /^Pausar / }), timeout),
  },
  {
    name: "busca: 'Filtros'",
    page: 'search',
    widths: ['mobile'],
    act: (page) => page.getByRole('button', { name: /^Filtros/ }).click(),
    effect: (page, timeout) => dialog(page, 'Filtros', timeout),
  },
  {
    name: "busca: marcar 'Vocal'",
    page: 'search',
    widths: ['desktop'],
    act: (page) => page.getByRole('checkbox', { name: 'Vocal' }).click(),
    effect: (page, timeout) => address(page, /specialties=Vocal/, timeout),
  },
  {
    name: "busca: data em 'Livre em'",
    page: 'search',
    widths: ['desktop'],
    act: (page) => page.getByLabel('Livre em').fill(dayAhead()),
    effect: (page, timeout) => address(page, new RegExp(`freeFrom=${dayAhead()}`), timeout),
  },
  {
    name: "busca: preço 'Até R$300'",
    page: 'search',
    widths: ['desktop'],
    act: (page) => page.getByRole('button', { name: 'Até R$300' }).click(),
    effect: (page, timeout) => address(page, /maxPrice=300/, timeout),
  },
  {
    name: "busca: 'Ordenar por'",
    page: 'search',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: /^Ordenar por/ }).click(),
    effect: (page, timeout) => visible(page.getByRole('navigation', { name: 'Ordenar por' }), timeout),
  },
  {
    name: "busca: 'Pedir orçamentos'",
    page: 'search',
    widths: BOTH,
    act: (page) => page.getByRole('button', { name: 'Pedir orçamentos' }).click(),
    effect: (page, timeout) => visible(page.getByRole('checkbox', { name: /^Incluir .+ no pedido$/ }), timeout),
  },
  {
    name: 'busca: salvar um card nos favoritos',
    page: 'search',
    widths: BOTH,
    act: (page) =>
      results(page)
        .getByRole('button', { name: /^Salvar .+ nos favoritos$/ })
        .first()
        .click(),
    effect: (page, timeout) =>
      visible(results(page).getByRole('button', { name: /^Remover .+ dos favoritos$/, pressed: true }), timeout),
  },
  {
    name: 'busca: ouvir a amostra de um card',
    page: 'search',
    widths: BOTH,
    act: (page) =>
      results(page)
        .getByRole('button', { name: /^Ouvir / })
        .first()
        .click(),
    effect: (page, timeout) => visible(results(page).getByRole('button', { name: /^Pausar / }), timeout),
  },
  {
    name: "busca: 'Saber mais' de um card",
    page: 'search',
    widths: BOTH,
    act: (page) =>
      results(page)
        .getByRole('link', { name: /^Saber mais sobre / })
        .first()
        .click(),
    effect: (page, timeout) => address(page, /\/profissional\//, timeout),
  },
  {
    name: 'busca: a página 2',
    page: 'search',
    widths: BOTH,
    act: (page) => page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click(),
    effect: (page, timeout) => address(page, /page=2/, timeout),
  },
  {
    name: 'busca: digitar e buscar',
    page: 'search',
    widths: BOTH,
    act: async (page) => {
      const box = page.getByRole('combobox', { name: 'Buscar profissionais' });
      await box.fill('cantora');
      await box.press('Enter');
    },
    effect: (page, timeout) => address(page, /q=cantora/, timeout),
  },
  {
    name: "o menu ('Abrir menu')",
    page: 'search',
    widths: ['mobile'],
    act: (page) => page.getByRole('button', { name: 'Abrir menu' }).click(),
    effect: (page, timeout) => visible(page.getByRole('navigation', { name: 'Menu' }), timeout),
  },
];
