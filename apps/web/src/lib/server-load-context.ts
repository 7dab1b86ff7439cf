import type { QueryClient } from '@tanstack/react-query';
import type { PageMeta } from '@app/domain/schemas/api/pages';

/**
 * Handed to route loaders while a page renders on the server: they fill this request's query
 * cache through the same query options the components read (the API client answers them
 * in-process there), and the cache travels to the browser with the HTML.
 */
export class ServerLoadContext {
  constructor(readonly queryClient: QueryClient) {}
}

/**
 * The server's context, or null in the browser. There the loaders fill nothing: after the first
 * page, each page's queries load as the user navigates and show their own loading state.
 */
export function serverLoadContext(context: unknown): ServerLoadContext | null {
  return context instanceof ServerLoadContext ? context : null;
}

/** What a public page's loader returns: the page's head on the server. */
export interface PageLoaderData {
  meta: PageMeta;
  /** The image the first screen shows largest, fetched before the styles ask for it. */
  preloadImage?: ImageSources | null;
}

/** An image's address, and its sizes where it has more than one (an `<img>`'s srcset and sizes). */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}
