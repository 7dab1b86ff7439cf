import { describe, expect, it } from 'vitest';
import { responseTimeLabel } from './response-time.ts';

describe("'Responde em até …'", () => {
  it('rounds up to whole hours within a day, then to whole days', () => {
    expect(responseTimeLabel(5)).toBe('Responde em até 1 h');
    expect(responseTimeLabel(60)).toBe('Responde em até 1 h');
    expect(responseTimeLabel(61)).toBe('Responde em até 2 h');
    expect(responseTimeLabel(150)).toBe('Responde em até 3 h');
    expect(responseTimeLabel(24 * 60)).toBe('Responde em até 24 h');
    expect(responseTimeLabel(24 * 60 + 1)).toBe('Responde em até 2 dias');
  });

  it('says nothing without a measure', () => {
    expect(responseTimeLabel(null)).toBeNull();
    expect(responseTimeLabel(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
