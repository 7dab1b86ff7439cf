import type { SearchQuery } from '../search.ts';
import type { SessionResponse } from './auth.ts';
import type { Catalog } from './catalog.ts';
import type { PortfolioItem, ProfessionalProfile, PublicReview, SearchResult, Service } from './professionals.ts';
import type { PublicAvailability } from '../availability.ts';

/**
 * What the server-rendered public pages read, for one request. The server answers it in-process
 * with the services behind the API, so a page carries exactly what the API would have sent.
 */
export interface PublicPageData {
  /** Who is signed in on this request, so that the header is drawn right the first time. */
  session(): Promise<SessionResponse>;
  /** The lookups and settings the public pages read (the verification promise follows a setting). */
  catalog(): Promise<Catalog>;
  search(query: SearchQuery): Promise<SearchResult>;
  /** Null when no listed professional has this id. */
  professional(id: string): Promise<ProfessionalProfile | null>;
  services(id: string): Promise<Service[]>;
  availability(id: string): Promise<PublicAvailability>;
  portfolio(id: string): Promise<PortfolioItem[]>;
  reviews(id: string): Promise<PublicReview[]>;
}

/** Title, description and picture of a page, for the browser tab and for link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site or an absolute address. */
  image?: string | null;
  type?: 'website' | 'profile';
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
  /** Writes the page's markup (the inside of the app's root element) and ends `destination`. */
  pipe(destination: PageDestination): void;
}

/**
 * The web app's server entry. `url` is the path with its query string. Null: the page is not
 * rendered on the server (the professional area, admin, log-in): the browser renders it.
 */
export type RenderPage = (url: string, data: PublicPageData) => Promise<RenderedPage | null>;
