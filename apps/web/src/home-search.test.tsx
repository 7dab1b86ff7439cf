import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeSearch } from '@/features/marketing/components/home-search';
import { sentTo, server } from '@/test/msw';
import { jsonResponse } from '@/test/render';
import { suggestionAddress, suggestSearches } from '@/features/professionals/behaviours/suggest-now';

/** The home page's search as the server draws it, answered by the page's own script. */
function homeSearch() {
  document.body.innerHTML = renderToString(<HomeSearch />);
  const go = vi.fn<(address: string) => void>();
  const stop = suggestSearches(document.querySelector('form')!, go);
  return { go, stop, user: userEvent.setup() };
}

const answer = () =>
  server.use(
    http.get('/api/search/suggestions', () =>
      jsonResponse({
        items: [
          { kind: 'specialty', label: 'Vocal', search: { specialties: 'Vocal', q: '' } },
          { kind: 'city', label: 'Salvador (BA)', search: { cities: 'salvador-ba', q: 'cantora' } },
        ],
      }),
    ),
  );

afterEach(() => document.body.replaceChildren());

describe("the home page's search, without the app", () => {
  it('suggests as the visitor types, grouped as on the search page, and opens the search with the one picked by the keys', async () => {
    answer();
    const { go, user } = homeSearch();
    const box = screen.getByRole('combobox', { name: 'Buscar profissionais' });
    await user.type(box, 'cantora salv');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Vocal', 'Salvador (BA)com “cantora”']);
    expect(screen.getByRole('group', { name: 'Cidade' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 sugestões disponíveis. Use as setas para escolher.');
    const [asked] = await sentTo('/api/search/suggestions');
    expect(asked?.url.searchParams.get('q')).toBe('cantora salv');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith('/profissionais?cities=salvador-ba&q=cantora');
  });

  it('opens the one clicked, and closes on Escape without emptying the field', async () => {
    answer();
    const { go, user } = homeSearch();
    const box = screen.getByRole('combobox', { name: 'Buscar profissionais' });
    await user.type(box, 'voc');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(box).toHaveValue('voc');
    await user.type(box, 'a');
    await user.click(await screen.findByRole('option', { name: 'Vocal' }));
    expect(go).toHaveBeenCalledWith('/profissionais?specialties=Vocal');
  });

  it('asks nothing under the minimum of letters', async () => {
    answer();
    const { user } = homeSearch();
    await user.type(screen.getByRole('combobox', { name: 'Buscar profissionais' }), 'v');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sentTo('/api/search/suggestions')).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('writes the address of a suggestion without empty words', () => {
    expect(suggestionAddress({ genres: 'Forró', q: ' ' })).toBe('/profissionais?genres=Forr%C3%B3');
  });
});
