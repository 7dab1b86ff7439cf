import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../constants/time.ts';
import { durationText } from './duration-text.ts';

describe('durationText', () => {
  it('writes a duration in the largest unit that divides it exactly', () => {
    expect(durationText(7 * DAY_MS)).toBe('7 dias');
    expect(durationText(DAY_MS)).toBe('1 dia');
    expect(durationText(24 * HOUR_MS)).toBe('1 dia');
    expect(durationText(36 * HOUR_MS)).toBe('36 horas');
    expect(durationText(HOUR_MS)).toBe('1 hora');
    expect(durationText(15 * MINUTE_MS)).toBe('15 minutos');
    expect(durationText(90_000)).toBe('90 segundos');
  });

  it('writes it in the unit asked for', () => {
    expect(durationText(24 * HOUR_MS, 'hour')).toBe('24 horas');
    expect(durationText(HOUR_MS, 'minute')).toBe('60 minutos');
  });

  it('refuses a duration it would have to round', () => {
    expect(() => durationText(1500)).toThrow();
    expect(() => durationText(90 * MINUTE_MS, 'hour')).toThrow();
  });
});
