import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-fill]')].map((el) => el.getAttribute('data-fill'));

describe('StarRating', () => {
  it("reads 'Novo' instead of a zero rating while there is no approved review", () => {
    const { container } = render(<StarRating value={0} reviewCount={0} />);
    expect(screen.getByText('Novo')).toBeInTheDocument();
    expect(screen.getByText('ainda sem avaliações')).toBeInTheDocument();
    expect(screen.queryByText('0,0')).not.toBeInTheDocument();
    expect(fills(container)).toEqual([]);
  });

  it('draws 4.5 as four and a half stars, with the number and the count beside them', () => {
    const { container } = render(<StarRating value={4.5} reviewCount={2} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(screen.getByText('4,5')).toBeInTheDocument();
    expect(screen.getByText('(2 avaliações)')).toBeInTheDocument();
  });

  it("draws a single review's stars with the note for screen readers", () => {
    const { container } = render(<StarRating value={3} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(screen.getByText('Nota 3 de 5')).toBeInTheDocument();
  });
});
