import { profilePath } from '@app/domain/rules/profile-path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests, sentTo, server } from '@/test/msw';
import { SharePopover } from './share-popover';

describe('A client shares a profile', () => {
  beforeEach(() => {
    server.use(http.post('/api/professionals/:id/interactions', () => new HttpResponse(null, { status: 204 })));
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("opens the device's share sheet with the profile's address where there is one", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const user = userEvent.setup();
    render(<SharePopover professionalId="p1" professionalName="Lia Som" />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `${window.location.origin}${profilePath({ id: 'p1', name: 'Lia Som' })}`,
        text: expect.stringContaining('Lia Som'),
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await sentTo('/api/professionals/p1/interactions', 'POST')).toHaveLength(1));
  });

  it('closing the share sheet is the end of it', async () => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: () => Promise.reject(new DOMException('cancelado', 'AbortError')),
    });
    const user = userEvent.setup();
    render(<SharePopover professionalId="p1" professionalName="Lia Som" />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await sentRequests()).toEqual([]);
  });

  it('gets the menu where the browser cannot share, or its sheet fails', async () => {
    const user = userEvent.setup();
    render(<SharePopover professionalId="p1" professionalName="Lia Som" />);
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('dialog', { name: 'Compartilhar perfil' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: () => Promise.reject(new DOMException('negado', 'NotAllowedError')),
    });
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    // Named as the network names itself now, beside its X logo.
    expect(await screen.findByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute(
      'href',
      expect.stringContaining('twitter.com/intent/tweet'),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('dialog', { name: 'Compartilhar perfil' })).toBeInTheDocument();
  });
});
