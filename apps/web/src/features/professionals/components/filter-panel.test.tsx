import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchDefaults } from '@app/domain/rules/search-query';
import { FilterGroups } from './filter-panel';

describe('the filter panel', () => {
  it('shows the genres in their groups, and a tick asks for that genre', async () => {
    const onChange = vi.fn();
    render(<FilterGroups state={searchDefaults()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gêneros musicais' }));
    const genres = screen.getByRole('group', { name: 'Gêneros musicais' });
    const northeast = within(genres).getByRole('group', { name: 'Nordeste e Norte' });
    await userEvent.click(within(northeast).getByRole('checkbox', { name: 'Piseiro' }));
    expect(onChange).toHaveBeenCalledWith({ genres: ['Piseiro'], page: 1 });
    expect(within(genres).getByRole('group', { name: 'Samba, MPB e choro' })).toHaveTextContent('Choro');
  });

  it('offers what the team added to the catalogue: genres under Outros, specialties after the built-in ones', async () => {
    const onChange = vi.fn();
    render(
      <FilterGroups
        state={{ ...searchDefaults(), genres: ['Carimbó'] }}
        additions={{ specialties: ['Arranjo'], genres: ['Carimbó'] }}
        onChange={onChange}
      />,
    );
    const specialties = screen.getByRole('group', { name: 'Especialidades' });
    expect(within(specialties).getAllByRole('checkbox').at(-1)).toHaveAccessibleName('Arranjo');
    await userEvent.click(screen.getByRole('button', { name: /Gêneros musicais/ }));
    const others = within(screen.getByRole('group', { name: 'Gêneros musicais' })).getByRole('group', {
      name: 'Outros',
    });
    expect(within(others).getByRole('checkbox', { name: 'Carimbó' })).toBeChecked();
    await userEvent.click(within(specialties).getByRole('checkbox', { name: 'Arranjo' }));
    expect(onChange).toHaveBeenCalledWith({ specialties: ['Arranjo'], page: 1 });
  });
});
