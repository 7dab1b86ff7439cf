/**
 * How a page rendered on the server reaches the API: `fetch`'s shape, answered for the request
 * being rendered (with its visitor's session), so that the page reads what the browser would.
 */
export type PageFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Title, description and picture of a page, for the browser tab and for link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site or an absolute address. */
  image?: string | null;
  type?: 'website' | 'profile';
  /**
   * The page's canonical address (a path with its query string, in canonical order): the link
   * search engines index and previews name. Absent: the address requested.
   */
  canonical?: string;
  /** For search engines, e.g. 'noindex, follow' on a search with filters. Absent: indexable. */
  robots?: string;
  /** schema.org objects, written as JSON-LD in the page's head. */
  structuredData?: Record<string, unknown>[];
}

/** The part of a Node writable stream the renderer writes to. */
export interface PageDestination {
  write(chunk: Uint8Array | string): boolean;
  end(): unknown;
}

export interface RenderedPage {
  status: number;
  /** Set when the page answers with a redirect instead of markup. */
  redirect?: string;
  meta: PageMeta;
  /** Tags for the document's head: preloads of what the first screen needs. */
  head: string;
  /** The query cache and router state the browser hydrates from, as a JSON script tag. */
  state: string;
  /**
   * False: the page is complete without the app (the home page for a visitor who is not signed
   * in). The server leaves the app's scripts out; `head` names the page's own small script.
   */
  hydrates: boolean;
  /**
   * True: the stylesheet travels inside the HTML, for a page most often opened with nothing cached
   * (always so for a page that does not hydrate).
   */
  stylesInside: boolean;
  /** Writes the page's markup (the inside of the app's root element) and ends `destination`. */
  pipe(destination: PageDestination): void;
}

/**
 * The web app's server entry. `url` is the path with its query string; the page's queries read the
 * API through `fetch`; `origin` is the site's public address ('https://palco.example'), the origin
 * of the request the loaders get, so that what a page writes as an absolute address (structured
 * data) names the site. Null: the page is not rendered on the server (the professional area,
 * admin, log-in): the browser renders it.
 */
export type RenderPage = (url: string, fetch: PageFetch, origin?: string) => Promise<RenderedPage | null>;
