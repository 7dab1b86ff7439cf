import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceListItem } from '@app/domain/schemas/api/places';
import { sentTo, server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { CityPicker, type PlaceOption } from './city-picker';

const PLACES: PlaceListItem[] = [
  { code: 3303302, name: 'Niterói', uf: 'RJ', slug: 'niteroi-rj', label: 'Niterói (RJ)' },
  { code: 3106200, name: 'Belo Horizonte', uf: 'MG', slug: 'belo-horizonte-mg', label: 'Belo Horizonte (MG)' },
  { code: 1501402, name: 'Belém', uf: 'PA', slug: 'belem-pa', label: 'Belém (PA)' },
  { code: 3550308, name: 'São Paulo', uf: 'SP', slug: 'sao-paulo-sp', label: 'São Paulo (SP)' },
];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A controlled picker, as a form holds it; `changes` records what it was told. */
function Harness({
  initial = [],
  max,
  changes,
}: {
  initial?: PlaceOption[];
  max?: number;
  changes: (value: PlaceOption[]) => void;
}) {
  const [value, setValue] = useState<PlaceOption[]>(initial);
  return (
    <CityPicker
      label="Cidade"
      max={max}
      value={value}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
      description="Escolha na lista do IBGE."
    />
  );
}

const option = (p: PlaceListItem): PlaceOption => ({ slug: p.slug, code: p.code, label: p.label });

describe('A professional picks a city', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/places', ({ request }) => {
        const q = fold(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({
          items: PLACES.filter(
            (p) =>
              fold(p.name)
                .split(' ')
                .some((w) => w.startsWith(q)) || fold(p.name).startsWith(q),
          ),
        });
      }),
    );
  });

  it('types part of the name, moves with the arrows and picks with Enter', async () => {
    const changes = vi.fn<(value: PlaceOption[]) => void>();
    const user = userEvent.setup();
    renderWithQuery(<Harness changes={changes} />);
    const field = screen.getByRole('combobox', { name: 'Cidade' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).toHaveAccessibleDescription('Escolha na lista do IBGE.');

    await user.type(field, 'niter');
    const listbox = await screen.findByRole('listbox', { name: 'Cidade' });
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('1 sugestão disponível');
    expect((await sentTo('/api/places')).map((r) => r.url.searchParams.get('q'))).toEqual(['niter']);

    await user.keyboard('{ArrowDown}');
    const niteroi = screen.getByRole('option', { name: 'Niterói (RJ)' });
    expect(niteroi).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', niteroi.id);

    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith([option(PLACES[0]!)]);
    expect(field).toHaveValue('Niterói (RJ)');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for one letter, and Escape closes the list without picking', async () => {
    const changes = vi.fn<(value: PlaceOption[]) => void>();
    const user = userEvent.setup();
    renderWithQuery(<Harness changes={changes} />);
    const field = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(field, 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sentTo('/api/places')).toEqual([]);

    await user.type(field, 'e');
    expect(await screen.findByRole('option', { name: 'Belo Horizonte (MG)' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(changes).not.toHaveBeenCalled();
  });

  it('keeps the chosen city when the field is edited and left without picking, and clears it on request', async () => {
    const changes = vi.fn<(value: PlaceOption[]) => void>();
    const user = userEvent.setup();
    renderWithQuery(<Harness initial={[option(PLACES[3]!)]} changes={changes} />);
    const field = screen.getByRole('combobox', { name: 'Cidade' });
    expect(field).toHaveValue('São Paulo (SP)');
    await user.clear(field);
    await user.type(field, 'xy');
    await user.tab();
    expect(field).toHaveValue('São Paulo (SP)');
    expect(changes).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Limpar cidade' }));
    expect(changes).toHaveBeenLastCalledWith([]);
    expect(field).toHaveValue('');
  });
});

describe('A professional picks the cities where they play, up to a maximum', () => {
  beforeEach(() => {
    server.use(http.get('/api/places', () => HttpResponse.json({ items: PLACES.slice(1, 3) })));
  });

  it('adds each pick as a removable chip, offers no city twice, and stops at the maximum', async () => {
    const changes = vi.fn<(value: PlaceOption[]) => void>();
    const user = userEvent.setup();
    renderWithQuery(<Harness max={2} initial={[option(PLACES[0]!)]} changes={changes} />);
    const field = screen.getByRole('combobox', { name: 'Cidade' });
    expect(screen.getByRole('list', { name: 'Cidade: escolhidas' })).toHaveTextContent('Niterói (RJ)');

    await user.type(field, 'bel');
    await user.click(await screen.findByRole('option', { name: 'Belém (PA)' }));
    expect(changes).toHaveBeenLastCalledWith([option(PLACES[0]!), option(PLACES[2]!)]);
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remover Belém (PA)' })).toBeInTheDocument();

    // Full: the field takes no more, and says why.
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Você já escolheu 2 cidades, o máximo.'));

    await user.click(screen.getByRole('button', { name: 'Remover Niterói (RJ)' }));
    expect(changes).toHaveBeenLastCalledWith([option(PLACES[2]!)]);
    expect(field).not.toHaveAttribute('readonly');

    await user.type(field, 'be');
    await screen.findByRole('option', { name: 'Belo Horizonte (MG)' });
    // Belém is chosen already: not offered again.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Belo Horizonte (MG)']),
    );
  });
});
