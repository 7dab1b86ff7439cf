import { playableOf } from '@app/domain/rules/media-embed';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PortfolioPlayer } from './portfolio-player';

const ENSAIO = playableOf({ url: '/media/portfolio-audio/ensaio.m4a', content_type: 'audio' })!;
const DEMO = playableOf({ url: '/media/portfolio-audio/demo.mp3', content_type: 'audio' })!;
const CLIP = playableOf({ url: 'https://soundcloud.com/lia/ensaio', content_type: 'link' })!;

let play: MockInstance<HTMLMediaElement['play']>;

/** jsdom has no media playback: these stand in for the browser's, with the same events. */
function setPaused(el: HTMLMediaElement, paused: boolean) {
  Object.defineProperty(el, 'paused', { value: paused, configurable: true });
  el.dispatchEvent(new Event(paused ? 'pause' : 'play'));
}

describe('A client listens to an uploaded recording', () => {
  beforeEach(() => {
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      setPaused(this, false);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      setPaused(this, true);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sees its length before anything is fetched, then plays, follows and pauses it', async () => {
    const user = userEvent.setup();
    render(<PortfolioPlayer playable={ENSAIO} title="Ensaio acústico" durationSeconds={154} />);
    const player = screen.getByRole('group', { name: 'Ensaio acústico' });
    expect(player).toHaveTextContent('0:00 / 2:34');
    expect(player.querySelector('audio')).toHaveAttribute('preload', 'none');

    await user.click(within(player).getByRole('button', { name: 'Ouvir Ensaio acústico' }));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = player.querySelector('audio')!;
    Object.defineProperty(audio, 'currentTime', { value: 61, configurable: true, writable: true });
    fireEvent.timeUpdate(audio);
    expect(player).toHaveTextContent('1:01 / 2:34');
    expect(within(player).getByRole('slider', { name: 'Posição em Ensaio acústico' })).toHaveAttribute(
      'aria-valuetext',
      '1:01 de 2:34',
    );

    await user.click(within(player).getByRole('button', { name: 'Pausar Ensaio acústico' }));
    expect(within(player).getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeInTheDocument();
  });

  it('moves through the recording with the bar', () => {
    render(<PortfolioPlayer playable={ENSAIO} title="Ensaio acústico" durationSeconds={154} />);
    const player = screen.getByRole('group', { name: 'Ensaio acústico' });
    fireEvent.change(within(player).getByRole('slider'), { target: { value: '100' } });
    expect(player.querySelector('audio')!.currentTime).toBe(100);
    expect(player).toHaveTextContent('1:40 / 2:34');
  });

  it('hears one recording at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PortfolioPlayer playable={ENSAIO} title="Ensaio acústico" durationSeconds={154} />
        <PortfolioPlayer playable={DEMO} title="Demo" durationSeconds={30} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Ouvir Ensaio acústico' }));
    await user.click(screen.getByRole('button', { name: 'Ouvir Demo' }));
    expect(screen.getByRole('button', { name: 'Ouvir Ensaio acústico' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar Demo' })).toBeInTheDocument();
  });

  it('is drawn in the same frame as the previews of the embedded players', () => {
    const html = renderToString(
      <>
        <PortfolioPlayer playable={ENSAIO} title="Ensaio acústico" durationSeconds={154} />
        <PortfolioPlayer playable={CLIP} title="Ensaio" />
      </>,
    );
    const frames = [...new DOMParser().parseFromString(html, 'text/html').body.children].map((el) =>
      el.className.split(' ').filter((c) => c.startsWith('bg-') || c.startsWith('from-') || c.startsWith('rounded')),
    );
    expect(frames[0]).toEqual(frames[1]);
  });
});

describe('A client meets a video in a portfolio', () => {
  afterEach(() => cleanup());

  it("is offered to watch it ('Assistir'), and to listen to the music players ('Ouvir')", () => {
    const video = playableOf({ url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk', content_type: 'link' })!;
    render(<PortfolioPlayer playable={video} title="Ao vivo" />);
    expect(screen.getByRole('button', { name: /^Assistir Ao vivo/ })).toBeInTheDocument();
    cleanup();
    render(<PortfolioPlayer playable={CLIP} title="Ensaio" />);
    expect(screen.getByRole('button', { name: /^Ouvir Ensaio/ })).toBeInTheDocument();
  });
});
