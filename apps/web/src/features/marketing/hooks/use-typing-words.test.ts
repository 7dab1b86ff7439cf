import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypingWords } from './use-typing-words';

describe('hero typing animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it('types at 120 ms a letter, holds 1.5 s, erases at 80 ms a letter, then moves on', () => {
    const { result } = renderHook(() => useTypingWords(['DJ', 'cantor']));
    expect(result.current).toBe('');
    advance(120);
    expect(result.current).toBe('D');
    advance(120);
    expect(result.current).toBe('DJ');
    advance(1_499);
    expect(result.current).toBe('DJ');
    advance(1);
    advance(80);
    expect(result.current).toBe('D');
    advance(80);
    expect(result.current).toBe('');
    advance(120);
    expect(result.current).toBe('c');
  });
});
