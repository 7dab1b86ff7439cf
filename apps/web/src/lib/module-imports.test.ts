import { describe, expect, it } from 'vitest';
import { importing, importsOf } from './module-imports';

describe('the modules a route loads', () => {
  it('are the ones its lazy function starts importing, all at once or one after another', async () => {
    const page = () => importing('src/features/x/routes/page.tsx', Promise.resolve({ Component: 'page' }));
    const layout = () =>
      Promise.all([
        importing('src/app/layout.tsx', Promise.resolve(1)),
        importing('src/app/error.tsx', Promise.resolve(2)),
      ]);
    const { result, sources } = importsOf(page);
    expect(await result).toEqual({ Component: 'page' });
    expect(sources).toEqual(['src/features/x/routes/page.tsx']);
    expect(importsOf(layout).sources).toEqual(['src/app/layout.tsx', 'src/app/error.tsx']);
  });

  it('leave out what is imported outside of a route, as a dialog opened later', () => {
    importing('src/features/x/components/dialog.tsx', null);
    expect(importsOf(() => null).sources).toEqual([]);
  });
});
