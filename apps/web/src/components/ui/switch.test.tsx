import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

const brandTrack = (el: HTMLElement) => [...el.classList].filter((c) => /^bg-brand-/.test(c));

describe('Switch', () => {
  it('looks off when off: a grey track, the brand colour only once it is on', async () => {
    render(<Switch aria-label="Receber e-mails" />);
    const control = screen.getByRole('switch', { name: 'Receber e-mails' });
    expect(control).toHaveAttribute('data-state', 'unchecked');
    expect(brandTrack(control)).toEqual([]);
    expect(control.className).toMatch(/data-\[state=checked\]:bg-brand-700/);

    await userEvent.click(control);
    expect(control).toHaveAttribute('data-state', 'checked');
  });
});
