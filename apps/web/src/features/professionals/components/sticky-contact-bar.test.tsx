import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';
import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { professionalCardFixture } from '@/test/professional-card-fixture';
import { server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { StickyContactBar } from './sticky-contact-bar';

const { playable: _playable, ...summary } = professionalCardFixture({ min_price: 800 });
const professional: ProfessionalProfile = {
  city_place: null,
  deals_count: 0,
  service_cities: [],
  served_occasions: [],
  ...summary,
  bio: null,
  instagram: null,
  whatsapp_country_code: '55',
  whatsapp_number: '81999998888',
  contact_bar: null,
  equipment: [],
  work_details: null,
  is_active: true,
};

/** jsdom has no layout: the test says where the main button is, as the browser's observer would. */
let report: (entry: Partial<IntersectionObserverEntry>) => void = () => undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (entry) =>
      act(() =>
        callback(
          [{ rootBounds: { top: 0 } as DOMRectReadOnly, ...entry } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
  }
  observe() {}
  disconnect() {}
}

describe("A client who scrolls past 'Entrar em contato' on a phone", () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    server.use(http.get('/api/professionals/:id/services', () => HttpResponse.json({ items: [] })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gets the bar with the price and the contact once the main button is above the screen, and loses it back there', () => {
    const button = document.createElement('div');
    renderWithQuery(<StickyContactBar professional={professional} mainButton={button} />);
    // Hidden, and out of reach of the keyboard, while the main button is on the screen.
    expect(screen.queryByRole('region', { name: 'Contato rápido' })).toHaveAttribute('inert');

    report({ isIntersecting: true, boundingClientRect: { top: 500, bottom: 548 } as DOMRectReadOnly });
    expect(screen.getByRole('region', { name: 'Contato rápido' })).toHaveAttribute('inert');

    report({ isIntersecting: false, boundingClientRect: { top: -200, bottom: -152 } as DOMRectReadOnly });
    const bar = screen.getByRole('region', { name: 'Contato rápido' });
    expect(bar).not.toHaveAttribute('inert');
    expect(bar).toHaveTextContent(/A partir de\s*R\$ 800/);
    expect(screen.getByRole('button', { name: 'Entrar em contato' })).toBeInTheDocument();

    report({ isIntersecting: true, boundingClientRect: { top: 300, bottom: 348 } as DOMRectReadOnly });
    expect(bar).toHaveAttribute('inert');
  });

  it('does not show while the main button is still below, not yet reached', () => {
    renderWithQuery(<StickyContactBar professional={professional} mainButton={document.createElement('div')} />);
    report({ isIntersecting: false, boundingClientRect: { top: 1400, bottom: 1448 } as DOMRectReadOnly });
    expect(screen.getByRole('region', { name: 'Contato rápido' })).toHaveAttribute('inert');
  });
});
