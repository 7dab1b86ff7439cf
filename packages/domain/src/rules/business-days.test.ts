import { describe, expect, it } from 'vitest';
import { addBusinessDays, bankHolidays, boletoGraceEnd, easterSunday, isBusinessDay } from './business-days.ts';

describe('banking business days in Brazil', () => {
  it('finds Easter, and from it Carnival, Good Friday and Corpus Christi', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    // Carnival Monday and Tuesday, Good Friday and Corpus Christi of 2026 as the banks' calendar has them.
    expect(bankHolidays(2026)).toEqual(
      expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']),
    );
    expect(bankHolidays(2026)).toHaveLength(13);
  });

  it('skips weekends and national holidays', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // a Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra, a Friday
    expect(isBusinessDay('2026-12-25')).toBe(false);
  });

  it('counts business days after a day', () => {
    expect(addBusinessDays('2026-11-23', 3)).toBe('2026-11-26'); // Monday + 3 = Thursday
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01'); // Thursday, over the weekend
    expect(addBusinessDays('2026-11-18', 3)).toBe('2026-11-24'); // Wednesday, over the 20th and the weekend
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18'); // Friday before Carnival: Ash Wednesday
    expect(addBusinessDays('2026-12-26', 1)).toBe('2026-12-28'); // from a Saturday
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('gives a boleto three business days after its due date', () => {
    expect(boletoGraceEnd('2026-12-24')).toBe('2026-12-30'); // Thursday; Christmas and the weekend skipped
    expect(boletoGraceEnd('2026-11-27')).toBe('2026-12-02');
  });
});
