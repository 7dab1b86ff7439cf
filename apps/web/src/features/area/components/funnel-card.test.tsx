import type { OwnFunnel } from '@app/domain/schemas/api/funnel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { FunnelCard } from './funnel-card';

const steps = (counts: number[], medians: (number | null)[] = counts.map(() => null)): OwnFunnel['steps'] => {
  const keys = ['appearances', 'views', 'clicks', 'requests', 'quotes', 'deals', 'agreements'] as const;
  return keys.map((key, i) => ({
    key,
    count: counts[i]!,
    conversion_percent: i === 0 || counts[i - 1] === 0 ? null : Math.round((counts[i]! / counts[i - 1]!) * 1000) / 10,
    median: medians[i] ?? null,
  }));
};

const week: OwnFunnel = {
  period: 'week',
  from: '2026-06-14',
  to: '2026-06-20',
  steps: steps([1200, 96, 12, 3, 2, 1, 1], [980, 70, 9, 2, 1, 0, 0]),
  peers: { specialty: 'Vocal', state: 'SP', missing: null },
  words: [
    { value: 'cantora casamento', count: 410 },
    { value: 'voz e violão', count: 95 },
  ],
  cities: [{ value: 'Campinas (SP)', count: 220 }],
};

const month: OwnFunnel = {
  ...week,
  period: 'month',
  from: '2026-05-22',
  steps: steps([4800, 300, 40, 9, 6, 2, 1]),
  peers: { specialty: 'Vocal', state: 'AC', missing: 'too_few' },
  words: [],
  cities: [],
};

function renderCard() {
  server.use(
    http.get('/api/me/funnel', ({ request }) =>
      jsonResponse(new URL(request.url).searchParams.get('period') === 'month' ? month : week),
    ),
  );
  renderWithQuery(<FunnelCard />);
  return userEvent.setup();
}

const step = (key: string) => screen.getByTestId(`funnel-${key}`);

describe("The Painel's funnel, from search to agreement", () => {
  it("shows the week's steps with the share of the step before, the peers' medians and what was searched", async () => {
    renderCard();
    const steps = await screen.findByRole('list', { name: 'Etapas, da busca ao acordo' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(7);
    expect(step('appearances')).toHaveTextContent('Aparições na busca1.200');
    expect(step('appearances')).toHaveTextContent('Mediana de cantores em SP: 980');
    expect(step('views')).toHaveTextContent('Visualizações do perfil8% da etapa anterior96');
    expect(step('clicks')).toHaveTextContent('12,5% da etapa anterior12');
    expect(step('agreements')).toHaveTextContent('Acordos aceitos100% da etapa anterior1');
    expect(
      within(screen.getByRole('list', { name: 'Buscas que mostraram seu perfil' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cantora casamento · 410', 'voz e violão · 95']);
    expect(screen.getByRole('list', { name: 'Cidades buscadas' })).toHaveTextContent('Campinas (SP) · 220');
    expect((await sentTo('/api/me/funnel', 'GET')).map((r) => r.url.search)).toEqual(['?period=week']);
  });

  it("switches to the month, and says why there is no median when fewer than 5 professionals share the profile's kind", async () => {
    const user = renderCard();
    await screen.findByTestId('funnel-appearances');
    await user.click(screen.getByRole('tab', { name: 'Mês' }));
    expect(await screen.findByText(/Seus números nos últimos 30 dias/)).toBeInTheDocument();
    expect(step('appearances')).toHaveTextContent('4.800');
    expect(step('views')).toHaveTextContent('6,3% da etapa anterior300');
    expect(screen.queryByText(/^Mediana de/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'A mediana de cantores em AC aparece quando pelo menos 5 estão na busca, para que ninguém tenha seus números revelados.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Nenhuma ainda.')).toHaveLength(2);
    expect((await sentTo('/api/me/funnel', 'GET')).map((r) => r.url.search)).toEqual(['?period=week', '?period=month']);
  });
});
