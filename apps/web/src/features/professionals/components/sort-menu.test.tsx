import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SortOption } from '@app/domain/constants/catalog';
import { SortMenu } from './sort-menu';

const searchFor = (sort: SortOption) => (sort === 'top_rated' ? '?q=samba' : `?q=samba&sort=${sort}`);

function Address() {
  const location = useLocation();
  return <output aria-label="Endereço">{location.pathname + location.search}</output>;
}

function menuAt(value: SortOption, onChange: (value: SortOption) => void) {
  return (
    <MemoryRouter initialEntries={['/profissionais?q=samba']}>
      <SortMenu value={value} onChange={onChange} searchFor={searchFor} />
      <Address />
    </MemoryRouter>
  );
}

const renderAt = (value: SortOption, onChange: (value: SortOption) => void = () => {}) =>
  render(menuAt(value, onChange));

describe('SortMenu', () => {
  // jsdom has no popovers: the menu's closing is watched instead.
  const hidePopover = vi.fn();
  beforeEach(() => {
    HTMLElement.prototype.hidePopover = hidePopover;
  });
  afterEach(() => {
    hidePopover.mockReset();
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
  });

  it('names the order chosen and opens its list as a popover, each order a link to the same search', () => {
    renderAt('newest');
    const button = screen.getByRole('button', { name: 'Ordenar por: Mais recentes' });
    const menu = screen.getByRole('navigation', { name: 'Ordenar por', hidden: true });
    expect(button).toHaveAttribute('popovertarget', menu.id);
    expect(menu).toHaveAttribute('popover', 'auto');
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Melhor avaliados',
      'Mais recentes',
      'Mais antigos',
      'Menor preço',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profissionais?q=samba',
      '/profissionais?q=samba&sort=newest',
      '/profissionais?q=samba&sort=oldest',
      '/profissionais?q=samba&sort=lowest_price',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null, null]);
  });

  it('shows the choice at once, closes the list and hands the choice on, while the page still says the old order', async () => {
    const onChange = vi.fn<(value: SortOption) => void>();
    // A parent that has not followed yet: its value stays the old one.
    renderAt('top_rated', onChange);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Menor preço', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('lowest_price');
    expect(hidePopover).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ordenar por: Menor preço' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menor preço', hidden: true })).toHaveAttribute('aria-current', 'true');
    // The page changes the address itself, with its own options: the link does not navigate.
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(/^\/profissionais\?q=samba$/);
  });

  it('only closes the list when the order chosen is the one shown', async () => {
    const onChange = vi.fn<(value: SortOption) => void>();
    renderAt('top_rated', onChange);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Melhor avaliados', hidden: true }));
    expect(hidePopover).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows an order changed elsewhere (going back, a cleared search)', () => {
    const onChange = () => {};
    const { rerender } = renderAt('newest', onChange);
    const button = screen.getByRole('button', { name: 'Ordenar por: Mais recentes' });
    rerender(menuAt('top_rated', onChange));
    expect(button).toHaveAccessibleName('Ordenar por: Melhor avaliados');
  });
});
