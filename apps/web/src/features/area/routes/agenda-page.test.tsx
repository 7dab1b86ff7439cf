import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import type { OwnAvailability } from '@app/domain/schemas/availability';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, server } from '@/test/msw';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { Component as AgendaPage } from './agenda-page';

// Only the date is fixed (a day early in a month, so the next days are shown); timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the Agenda', () => {
  it("shows a confirmed deal's day as 'Negócio fechado', which a tap does not free; a day marked by hand is freed", async () => {
    const today = brazilDay();
    const dealDay = addDays(today, 1);
    const manualDay = addDays(today, 2);
    const availability: OwnAvailability = {
      today,
      from: `${today.slice(0, 7)}-01`,
      until: addDays(today, 365),
      horizon_end: addDays(today, 365),
      booking_horizon_days: 365,
      busy: [dealDay, manualDay],
      days: [
        { day: dealDay, source: 'deal' },
        { day: dealDay, source: 'manual' },
        { day: manualDay, source: 'manual' },
      ],
      calendar: { url: null, synced_at: null, error: null },
    };
    server.use(
      http.get('/api/me/availability', () => jsonResponse(availability)),
      http.put('/api/me/availability/days', () => new Response(null, { status: 204 })),
    );
    renderWithQuery(<AgendaPage />);
    const deal = await screen.findByRole('button', { name: /ocupado \(negócio fechado pelo Palco\)$/ });
    expect(deal).toBeDisabled();
    expect(screen.getByText('Negócio fechado')).toBeInTheDocument();
    const manual = screen.getAllByRole('button', { name: /: ocupado$/ })[0]!;
    await userEvent.click(manual);
    expect((await sentTo('/api/me/availability/days', 'PUT')).map((r) => r.body)).toEqual([
      { days: [manualDay], busy: false },
    ]);
  });
});
