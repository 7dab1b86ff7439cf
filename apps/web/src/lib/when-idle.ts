/**
 * Runs `run` when the browser next has a moment (or within `timeout` ms at the latest), so that work
 * nobody is waiting for yet never delays a paint or a tap. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
