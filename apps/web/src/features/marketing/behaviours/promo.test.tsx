import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PromoVideo } from '../components/promo-video';
import { animatePromo, PROMO_SCENE_MS, PROMO_SCENES } from './promo';

describe('the presentation', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('plays scene after scene and pauses where it is, in the component', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { container } = render(<PromoVideo />);
    const figure = container.querySelector('figure')!;
    expect(figure).not.toHaveAttribute('data-playing');

    await user.click(screen.getByRole('button', { name: 'Assistir apresentação' }));
    expect(figure).toHaveAttribute('data-playing');
    expect(screen.getByRole('button', { name: 'Pausar apresentação' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(PROMO_SCENES[0].title)).toBeInTheDocument();
    vi.advanceTimersByTime(PROMO_SCENE_MS);
    expect(screen.getByText(PROMO_SCENES[1].title)).toBeInTheDocument();
    expect(screen.getByText(PROMO_SCENES[1].text)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    expect(figure).not.toHaveAttribute('data-playing');
    expect(screen.getByRole('button', { name: 'Assistir apresentação' })).toHaveAttribute('aria-pressed', 'false');
    vi.advanceTimersByTime(PROMO_SCENE_MS * 3);
    expect(screen.getByText(PROMO_SCENES[1].title)).toBeInTheDocument();
  });

  it('plays on the server-rendered markup, without React, and stops when detached, back at the first scene as the markup has it', () => {
    document.body.innerHTML = renderToString(<PromoVideo />);
    const figure = document.querySelector<HTMLElement>('figure')!;
    const stop = animatePromo(figure);
    screen.getByRole('button', { name: 'Assistir apresentação' }).click();
    expect(figure).toHaveAttribute('data-playing');
    vi.advanceTimersByTime(PROMO_SCENE_MS * 2);
    expect(screen.getByText(PROMO_SCENES[2].title)).toBeInTheDocument();
    stop();
    // Back to the markup's scene: what the app hydrates when it takes the page over.
    expect(screen.getByText(PROMO_SCENES[0].title)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Pausar apresentação' }).click();
    // Detached: the press does nothing, and the scenes stay where they are.
    expect(figure).toHaveAttribute('data-playing');
    vi.advanceTimersByTime(PROMO_SCENE_MS * 2);
    expect(screen.getByText(PROMO_SCENES[0].title)).toBeInTheDocument();
    document.body.innerHTML = '';
  });
});
