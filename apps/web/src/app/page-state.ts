import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser: the query cache its loaders filled and the
 * router's state. It travels as a `<script type="application/json">`: data, not code, so the
 * content security policy (`script-src 'self'`) lets it through without loosening.
 */
export interface PageState {
  queries: DehydratedState;
  router: Partial<HydrationState>;
}

const ELEMENT_ID = 'page-state';

export function pageStateTag(state: PageState): string {
  // `<` escaped: no value can close the tag or open a comment.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
