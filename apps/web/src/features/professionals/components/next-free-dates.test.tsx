import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { renderWithQuery } from '@/test/render';
import { NextFreeDates } from './next-free-dates';

const open = (address: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[address]}>
      <NextFreeDates professionalId="p1" />
    </MemoryRouter>,
  );

describe('a profile opened from a search for a date', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/professionals/:id/availability', () =>
        HttpResponse.json({ today: '2027-01-04', horizon_end: '2027-06-30', busy: ['2027-01-09'] }),
      ),
    );
  });
  afterEach(cleanup);

  it('answers that date first: free', async () => {
    open('/profissional/lia-1?livre=2027-01-16');
    expect(await screen.findByRole('status')).toHaveTextContent('Livre em sáb., 16 de jan.');
    expect(screen.getByRole('heading', { name: 'Próximas datas livres' })).toBeVisible();
  });

  it('answers that date first: taken', async () => {
    open('/profissional/lia-1?livre=2027-01-09');
    expect(await screen.findByRole('status')).toHaveTextContent('Ocupado em sáb., 9 de jan.');
  });

  it('says nothing of a date when none was asked, or one that is not a date', async () => {
    open('/profissional/lia-1?livre=amanha');
    expect(await screen.findByRole('heading', { name: 'Próximas datas livres' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
