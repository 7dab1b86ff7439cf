import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeWords } from './type-words';

describe('hero typing animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types at 120 ms a letter, holds 1.5 s, erases at 80 ms a letter, then moves on', () => {
    const target = document.createElement('span');
    const stop = typeWords(target, ['DJ', 'cantor']);
    const after = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return target.textContent;
    };
    expect(target.textContent).toBe('');
    expect(after(120)).toBe('D');
    expect(after(120)).toBe('DJ');
    expect(after(1_499)).toBe('DJ');
    expect(after(1)).toBe('DJ');
    expect(after(80)).toBe('D');
    expect(after(80)).toBe('');
    expect(after(120)).toBe('c');
    stop();
    expect(after(10_000)).toBe('c');
  });

  it('starts over after the last word', () => {
    const target = document.createElement('span');
    typeWords(target, ['a', 'b']);
    // 'a': typed, held, erased; 'b': typed, held, erased; then 'a' again.
    vi.advanceTimersByTime(120 + 1_500 + 80 + 120);
    expect(target.textContent).toBe('b');
    vi.advanceTimersByTime(1_500 + 80 + 120);
    expect(target.textContent).toBe('a');
  });
});
