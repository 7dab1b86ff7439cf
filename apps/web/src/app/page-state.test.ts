import { describe, expect, it } from 'vitest';
import { pageStateTag, readPageState } from './page-state';
import type { PageState } from './page-state';

describe('the page state sent with server-rendered HTML', () => {
  const state: PageState = {
    queries: { mutations: [], queries: [] },
    router: {
      loaderData: { profile: { meta: { title: 'Lia </script><script>alert(1)</script> <!-- ok', description: 'x' } } },
    },
  };

  it('cannot close its tag or open a comment, whatever the data holds', () => {
    const tag = pageStateTag(state);
    expect(tag.startsWith('<script type="application/json" id="page-state">')).toBe(true);
    expect(tag.slice(1).match(/</g)).toHaveLength(1); // only the closing tag's
    expect(tag.endsWith('</script>')).toBe(true);
  });

  it('reads back exactly what was sent', () => {
    document.body.innerHTML = `<div id="root"></div>${pageStateTag(state)}`;
    expect(readPageState(document)).toEqual(state);
  });

  it('is absent from pages drawn in the browser', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageState(document)).toBeNull();
  });
});
