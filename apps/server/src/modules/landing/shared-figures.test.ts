import { describe, expect, it, vi } from 'vitest';
import { sharedFigures, type LandingPageEntry } from './landing.service.ts';

const figures = (total: number) => ({ total, price: null, review_count: 0, updated_at: null });

describe("a big landing page's figures", () => {
  it('are read once while the list of pages lasts, again with a new list, and again after a failed reading', async () => {
    const list: LandingPageEntry[] = [];
    const read = vi.fn().mockResolvedValue(figures(120_000));
    const both = await Promise.all([
      sharedFigures(list, '/cantora/sp', read),
      sharedFigures(list, '/cantora/sp', read),
    ]);
    expect(both).toEqual([figures(120_000), figures(120_000)]);
    await sharedFigures(list, '/cantora/sp', read);
    expect(read).toHaveBeenCalledTimes(1);
    // Another page, or the next list (read again every 10 minutes), reads anew.
    await sharedFigures(list, '/dj/sp', read);
    await sharedFigures([], '/cantora/sp', read);
    expect(read).toHaveBeenCalledTimes(3);

    const failing = vi.fn().mockRejectedValueOnce(new Error('banco fora')).mockResolvedValue(figures(5_000));
    await expect(sharedFigures(list, '/dj/rj', failing)).rejects.toThrow('banco fora');
    await expect(sharedFigures(list, '/dj/rj', failing)).resolves.toEqual(figures(5_000));
  });
});
