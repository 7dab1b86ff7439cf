import type { SearchCard as Card } from '@app/domain/schemas/api/professionals';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sentRequests, sentTo, server } from '@/test/msw';
import { professionalCardFixture } from '@/test/professional-card-fixture';
import { ProfessionalCard } from './professional-card';

const card = (playable: Card['playable']): Card => professionalCardFixture({ playable });

const AUDIO = {
  id: 'i1',
  title: 'Ensaio acústico',
  url: '/media/portfolio-audio/ensaio.m4a',
  content_type: 'audio' as const,
};
const CLIP = {
  id: 'i2',
  title: 'Clipe ao vivo',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  content_type: 'link' as const,
};

const searchPage = (professional: Card, compactOnPhone = false) => (
  <MemoryRouter initialEntries={['/profissionais']}>
    <Routes>
      <Route
        path="/profissionais"
        element={<ProfessionalCard professional={professional} compactOnPhone={compactOnPhone} />}
      />
      <Route path="/profissional/:slug" element={<p>Página do perfil</p>} />
    </Routes>
  </MemoryRouter>
);

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;

/** jsdom has no media playback: these stand in for the browser's, with the same events. */
function setPaused(el: HTMLMediaElement, paused: boolean) {
  Object.defineProperty(el, 'paused', { value: paused, configurable: true });
  el.dispatchEvent(new Event(paused ? 'pause' : 'play'));
}

describe('A client plays a professional’s work from the search card', () => {
  beforeEach(() => {
    // Opening a profile from the card counts the click.
    server.use(http.post('/api/professionals/:id/interactions', () => new HttpResponse(null, { status: 204 })));
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      setPaused(this, false);
      return Promise.resolve();
    });
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      setPaused(this, true);
    });
  });
  afterEach(() => {
    // Unmounted while the stand-ins are still there: a card that goes away pauses its sound.
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows no play button when nothing in the portfolio plays', () => {
    render(searchPage(card(null)));
    expect(screen.getByRole('heading', { name: 'Lia Som' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ouvir/ })).not.toBeInTheDocument();
  });

  it('plays an audio file on the card, and pauses it, without opening the profile', async () => {
    const user = userEvent.setup();
    render(searchPage(card(AUDIO)));
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ouvir Ensaio acústico' }));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio).toBeInstanceOf(HTMLAudioElement);
    expect(new URL(audio.src).pathname).toBe('/media/portfolio-audio/ensaio.m4a');

    await user.click(screen.getByRole('button', { name: 'Pausar Ensaio acústico' }));
    // Its own sound: one that played on the page before this card may be paused too (one sound at a time).
    expect(pause.mock.contexts.filter((el) => el === audio)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeInTheDocument();

    expect(screen.queryByText('Página do perfil')).not.toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });

  it('opens the player of a video link in a dialog, loading it only then, without opening the profile', async () => {
    const user = userEvent.setup();
    render(searchPage(card(CLIP)));
    expect(document.querySelector('iframe')).toBeNull();

    const button = screen.getByRole('button', { name: 'Assistir Clipe ao vivo' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Clipe ao vivo' });
    expect(dialog).toHaveAccessibleDescription('Portfólio de Lia Som · YouTube');
    expect(await screen.findByTitle('Clipe ao vivo: player do YouTube')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(screen.queryByText('Página do perfil')).not.toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('iframe')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('still opens the profile from the rest of the card', async () => {
    const user = userEvent.setup();
    render(searchPage(card(CLIP)));
    await user.click(screen.getByRole('link', { name: 'Lia Som' }));
    expect(await screen.findByText('Página do perfil')).toBeInTheDocument();
  });

  it('draws the same button on the server and in the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(searchPage(card(AUDIO)));
    document.body.appendChild(container);
    const serverHtml = container.innerHTML;
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, searchPage(card(AUDIO)), { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeInTheDocument();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});

describe('A client reads a professional’s name on the search card', () => {
  it('in an isolate of its own, so that a right-to-left name cannot reorder the text around it', () => {
    render(searchPage(professionalCardFixture({ name: 'فرقة الصوت' })));
    expect(screen.getByText('فرقة الصوت').tagName).toBe('BDI');
    cleanup();
  });
});

describe("The card's photo", () => {
  it('on the first screen is fetched first and drawn with its box; below it, fetched when near and decoded apart', () => {
    const markup = renderToString(
      <MemoryRouter>
        <ProfessionalCard professional={professionalCardFixture({ name: 'Ana Primeira' })} priority />
        <ProfessionalCard professional={professionalCardFixture({ name: 'Bia Segunda' })} />
      </MemoryRouter>,
    );
    const img = (name: string) => new RegExp(`<img[^>]*alt="Foto de ${name}"[^>]*>`).exec(markup)![0];
    expect(img('Ana Primeira')).toContain('loading="eager"');
    expect(img('Ana Primeira')).toContain('fetchPriority="high"');
    expect(img('Ana Primeira')).not.toContain('decoding=');
    expect(img('Bia Segunda')).toContain('loading="lazy"');
    expect(img('Bia Segunda')).toContain('decoding="async"');
  });
});

describe('A client reads what a professional plays and is hired for on the search card', () => {
  it('names up to three instruments and three occasions, and says nothing when there are none', () => {
    render(
      searchPage(
        professionalCardFixture({
          instruments: ['violao', 'cavaquinho', 'pandeiro', 'bateria'],
          occasions: ['casamento', 'bar-e-show'],
        }),
      ),
    );
    const line = screen.getByText('Toca:').closest('p')!;
    expect(line.textContent).toBe('Toca: Violão, Cavaquinho, Pandeiro · Para: Casamento, Bar e show');
    cleanup();
    render(searchPage(professionalCardFixture({ instruments: [], occasions: ['aula'] })));
    expect(screen.queryByText('Toca:')).toBeNull();
    expect(screen.getByText('Para:').closest('p')!.textContent).toBe('Para: Aula');
    cleanup();
    render(searchPage(professionalCardFixture()));
    expect(screen.queryByText('Para:')).toBeNull();
    cleanup();
    // Portuguese goes without saying; the other languages are what a client abroad looks for.
    render(searchPage(professionalCardFixture({ occasions: ['aula'], languages: ['portugues', 'ingles', 'libras'] })));
    expect(screen.getByText('Para:').closest('p')!.textContent).toBe('Para: Aula · Fala: Inglês, Libras');
    cleanup();
    render(searchPage(professionalCardFixture({ languages: ['portugues'] })));
    expect(screen.queryByText('Fala:')).toBeNull();
    cleanup();
  });
});

describe('A client compares professionals on the phone-sized search card', () => {
  it("keeps 'Responde rápido' on the compact card, as an icon that still names itself", () => {
    render(searchPage(professionalCardFixture({ responds_fast: true }), true));
    const badges = screen.getAllByRole('button', { name: /Responde rápido/ });
    // The full card's badge (shown from the medium width up) and the phone's icon.
    expect(badges).toHaveLength(2);
    expect(badges.filter((b) => b.getAttribute('title') === 'Responde rápido')).toHaveLength(1);
    cleanup();
  });

  it("shows the measured time to answer requests instead of 'Responde rápido' once there is one", () => {
    render(searchPage(professionalCardFixture({ responds_fast: true, response_minutes: 95 }), true));
    const badges = screen.getAllByRole('button', { name: /Responde em até 2 h/ });
    expect(badges).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Responde rápido/ })).toBeNull();
    cleanup();
  });

  afterEach(() => cleanup());

  it('reads the price and every specialty, with the main one drawn once for the eye', () => {
    render(
      searchPage(
        professionalCardFixture({
          specialties: ['Vocal', 'Letra'],
          genres: ['MPB'],
          rating: 4.8,
          review_count: 3,
          min_price: 200,
        }),
        true,
      ),
    );
    const article = screen.getByRole('article');
    expect(within(article).getAllByText('A partir de', { exact: false }).length).toBeGreaterThan(0);
    // The badges from the medium width up; on a phone, where they are not drawn, the same list as plain text.
    const lists = screen.getAllByRole('list', { name: 'Especialidades e gêneros' });
    expect(lists.map((list) => list.className.split(' ').find((name) => /^(max-)?md:hidden$/.test(name)))).toEqual([
      'max-md:hidden',
      'md:hidden',
    ]);
    for (const list of lists)
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Vocal', 'Letra', 'MPB']);
    expect(lists[1]!.querySelectorAll('*')).toHaveLength(3);
    // The drawn main specialty is not read twice.
    const drawn = within(article)
      .getAllByText('Vocal')
      .filter((el) => el.closest('ul') === null);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the first instrument beside the main specialty, and reads what they play once', () => {
    render(searchPage(professionalCardFixture({ specialties: ['Letra'], instruments: ['violao', 'teclado'] }), true));
    const article = screen.getByRole('article');
    const drawn = within(article)
      .getAllByText('Violão')
      .filter((el) => el.closest('p') === null);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toHaveAttribute('aria-hidden', 'true');
    // From the medium width up the line is drawn; on a phone it is read, as one piece of text.
    expect(within(article).getByText('Toca:').closest('p')!.textContent).toBe('Toca: Violão, Teclado');
    expect(within(article).getByText('Toca: Violão, Teclado')).toHaveClass('sr-only', 'md:hidden');
  });

  it("keeps 'Saber mais', which counts a contact click and opens the profile", async () => {
    server.use(http.post('/api/professionals/:id/interactions', () => new HttpResponse(null, { status: 204 })));
    const user = userEvent.setup();
    render(searchPage(professionalCardFixture(), true));
    await user.click(screen.getByRole('link', { name: 'Saber mais sobre Lia Som' }));
    expect(await screen.findByText('Página do perfil')).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        (await sentTo('/api/professionals/11111111-1111-4111-8111-111111111111/interactions', 'POST')).map((r) =>
          JSON.stringify(r.body),
        ),
      ).toEqual([expect.stringContaining('contact_click')]),
    );
  });
});

describe('A card found for a place', () => {
  afterEach(cleanup);

  it('says when the professional works online from elsewhere, and nothing when they play there', () => {
    const online = professionalCardFixture({ name: 'Olga Online', city: 'Curitiba', state: 'Paraná' });
    render(searchPage({ ...online, presence: 'online' }, true));
    expect(screen.getByRole('article')).toHaveTextContent('Atende online');
    cleanup();
    render(searchPage({ ...online, presence: 'in_person' }, true));
    expect(screen.getByRole('article')).not.toHaveTextContent('Atende online');
  });
});

describe('A card found for an occasion', () => {
  afterEach(cleanup);

  it('gives the price of the packages for it, or says there is none', () => {
    const card = professionalCardFixture({ name: 'Rita Rio', min_price: 300 });
    render(searchPage({ ...card, occasion_offer: { packages: 2, min_price: 1801, occasion: 'Casamento' } }));
    expect(screen.getByRole('article')).toHaveTextContent(/A partir deR\$\s?1\.801Pacote de casamento/);
    cleanup();
    render(searchPage({ ...card, occasion_offer: { packages: 0, min_price: null, occasion: 'Casamento' } }));
    expect(screen.getByRole('article')).toHaveTextContent(/A partir deR\$\s?300Sem pacote de casamento/);
  });
});

describe('A card found for one date', () => {
  afterEach(cleanup);

  it('says the professional is free then, and opens the profile asking that date', () => {
    const professional = professionalCardFixture({ name: 'Lia Som' });
    render(
      <MemoryRouter>
        <ProfessionalCard professional={professional} askedDay="2027-01-09" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Livre em sáb., 9 de jan.');
    expect(screen.getByRole('link', { name: 'Lia Som' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?livre=2027-01-09$/),
    );
  });
});
