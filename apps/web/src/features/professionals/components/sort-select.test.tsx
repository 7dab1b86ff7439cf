import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SortOption } from '@app/domain/constants/catalog';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it('shows the choice at once and hands it on, while the page still says the old order', async () => {
    const onChange = vi.fn<(value: SortOption) => void>();
    // A parent that has not followed yet: its value stays the old one.
    render(<SortSelect value="top_rated" onChange={onChange} />);
    const list = screen.getByRole('combobox', { name: 'Ordenar por' });
    await userEvent.setup().selectOptions(list, 'Mais recentes');
    expect(list).toHaveValue('newest');
    expect(onChange).toHaveBeenCalledWith('newest');
  });

  it('follows an order changed elsewhere (going back, a cleared search)', () => {
    const { rerender } = render(<SortSelect value="newest" onChange={() => {}} />);
    const list = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(list).toHaveValue('newest');
    rerender(<SortSelect value="top_rated" onChange={() => {}} />);
    expect(list).toHaveValue('top_rated');
  });
});
