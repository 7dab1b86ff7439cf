import { describe, expect, it } from 'vitest';
import { FUNNEL_PEERS_MIN, peersLabel, peersMedian, stepConversion } from './funnel.ts';

describe('the funnel’s arithmetic', () => {
  it('converts from the step before, with one decimal, and not from nothing', () => {
    expect(stepConversion(null, 10)).toBeNull();
    expect(stepConversion(0, 3)).toBeNull();
    expect(stepConversion(200, 40)).toBe(20);
    expect(stepConversion(3, 1)).toBe(33.3);
    expect(stepConversion(7, 7)).toBe(100);
  });

  it('gives a median only from five professionals on', () => {
    expect(FUNNEL_PEERS_MIN).toBe(5);
    expect(peersMedian([3, 1, 4, 1])).toBeNull();
    expect(peersMedian([30, 2, 10, 4, 20])).toBe(10);
    expect(peersMedian([1, 2, 3, 4, 5, 6])).toBe(3.5);
    expect(peersMedian([0, 0, 0, 0, 0])).toBe(0);
  });
});

describe('who the comparison is with', () => {
  it('names the peers by their specialty and state', () => {
    expect(peersLabel('Vocal', 'SP')).toBe('cantores em SP');
    expect(peersLabel('Mixagem', 'RJ')).toBe('profissionais de mixagem em RJ');
    expect(peersLabel('Gaita de fole', 'RS')).toBe('profissionais de Gaita de fole em RS');
  });
});
