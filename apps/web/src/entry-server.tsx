import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { SITE_DESCRIPTION, SITE_TITLE } from '@app/domain/constants/brand';
import type { PageFetch, PageMeta, RenderPage, RenderedPage } from '@app/domain/schemas/api/pages';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import type { RouteObject, StaticHandlerContext } from 'react-router';
import interLatin from '@/assets/fonts/inter-pt-wght.woff2?url';
import { pageStateTag } from '@/app/page-state';
import { parseAuthRedirect } from '@/features/auth/utils/auth-redirect';
import { legalInfoQueryOptions } from '@/features/legal/api/get-legal-info';
import { AppProviders } from '@/app/providers';
import { publicPageRouteIds, routes, serverRenderedRouteIds } from '@/app/router';
import { setTransport } from '@/lib/api-client';
import { importsOf } from '@/lib/module-imports';
import { createQueryClient } from '@/lib/query-client';
import { sessionQueryOptions } from '@/lib/session';
import { ServerLoadContext } from '@/lib/server-load-context';
import type { ImageSources, PageLoaderData } from '@/lib/server-load-context';

/**
 * The API client's requests, while a page renders, go to that page's `fetch`: the server answers
 * them in-process for the visitor being served, so loaders read through the very query options
 * the browser uses. Pages render concurrently: each one's `fetch` follows its own async calls.
 */
const pageFetch = new AsyncLocalStorage<PageFetch>();
const outsideAPage: PageFetch = () =>
  Promise.reject(new Error('The API is read on the server only while a page renders.'));
setTransport(() => pageFetch.getStore() ?? outsideAPage);

/** The source modules each route loads, by route id, learnt the first time its `lazy` runs. */
const routeModules = new Map<string, string[]>();

/** The routes, each `lazy` noting the modules it imports (ids as the router gives them, by position). */
function notingModules(list: RouteObject[], parentPath: string[] = []): RouteObject[] {
  return list.map((route, index) => {
    const treePath = [...parentPath, String(index)];
    const id = route.id ?? treePath.join('-');
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function'
        ? {
            lazy: () => {
              const { result, sources } = importsOf(lazy);
              routeModules.set(id, sources);
              return result;
            },
          }
        : {}),
      ...(children ? { children: notingModules(children, treePath) } : {}),
    } as RouteObject;
  });
}

const handler = createStaticHandler(notingModules(routes));

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The browser build's manifest, beside this file's folder: which chunk holds which module. */
const manifestFile = new URL('../.vite/manifest.json', import.meta.url);
const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestFile)
  ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  : {};

function chunkClosure(keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    chunkClosure(manifest[key].imports ?? [], into);
  }
  return into;
}

/** The entry's own chunks are named by the HTML template already. */
const entryChunks = chunkClosure(['index.html']);

/**
 * The page served without the app: its script (src/light.ts), with its modules preloaded, and the
 * app's entry named on the tag for the script to start when the visitor uses the page (or an e-mail
 * link lands on it), with the chunks the app will load for this page. Null when the build has no
 * such script. The parts are learnt once: the build does not change under a loaded entry.
 */
const lightParts = (() => {
  const light = manifest['src/light.ts'];
  const app = manifest['index.html'];
  if (!light || !app) return null;
  const preloads = [...chunkClosure(light.imports ?? [])].map(
    (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
  );
  return { src: `/${light.file}`, app: `/${app.file}`, preloads: preloads.join('') };
})();

/**
 * A page the app hydrates as it loads still paints before the app has it: the page's script, in its
 * holding mode, arrives first (it is small and runs as soon as it has come) and holds a tap or a
 * form sent until the app has the page, then makes it again, as on the pages served without the app.
 */
function holdScript(): string {
  return lightParts ? `<script type="module" async crossorigin src="${lightParts.src}" data-hold></script>` : '';
}

function lightScripts(appModules: string[]): string {
  if (!lightParts) return '';
  const preload = appModules.length
    ? ` data-preload="${escapeAttribute(appModules.map((file) => `/${file}`).join(' '))}"`
    : '';
  return `<script type="module" crossorigin src="${lightParts.src}" data-app="${lightParts.app}"${preload}></script>${lightParts.preloads}`;
}

/**
 * The public pages most people open, from a search engine or a shared link, need none of the app
 * to be read: their links, search form, menu and questions work as HTML, and a small script adds
 * what moves. The app's framework (about 110 KB of compressed script) comes when the visitor starts
 * using the page, and hydrates it from the data the page carries. A signed-in visitor's header (log
 * out) needs the app, and so does a link that carries an e-mail token in its query; an error page
 * keeps it too.
 */
const LIGHT_ROUTES = new Set(publicPageRouteIds);

/**
 * The light pages that carry no data: nothing on them needs the app (the home page's enhancements
 * are all it has; the legal texts are text and links), which then comes only for an e-mail link.
 */
const WITHOUT_DATA = new Set(['home', 'terms', 'privacy']);
const servedWithoutApp = (routeId: string, url: URL, signedIn: boolean, failed: boolean) =>
  lightParts !== null && LIGHT_ROUTES.has(routeId) && !signedIn && !failed && !parseAuthRedirect('', url.search);

/**
 * The log-in and sign-up forms need the app from the start (their fields come alive with it), but
 * they are reached from the pages above, which carry their stylesheet inside: nothing is cached. Their
 * stylesheet travels inside the HTML too, so the form paints with the HTML, not after the stylesheet
 * has shared the phone's network with the app's scripts.
 */
const FIRST_VISIT_FORMS = new Set(['login', 'signup']);

/** `<link rel="modulepreload">` for the chunks of these source modules (and what they import) that the entry does not hold. */
function modulePreloads(sources: string[]): string {
  return [...chunkClosure(sources)]
    .filter((key) => !entryChunks.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
}
/** Every chunk the app loads to draw a page with these source modules: its entry's, then the page's own. */
function appModules(sources: string[]): string[] {
  return [...new Set([...entryChunks, ...chunkClosure(sources)])].map((key) => manifest[key]!.file);
}

/** The first screen's largest image, fetched at the size its `<img>` will pick. */
function imagePreload({ src, srcSet, sizes }: ImageSources): string {
  const sized = srcSet
    ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" href="${escapeAttribute(src)}" as="image" fetchpriority="high"${sized}>`;
}

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The router's errors as the browser router reads them back when it hydrates. */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? {
            status: error.status,
            statusText: error.statusText,
            data: error.data as unknown,
            __type: 'RouteErrorResponse',
          }
        : { message: error instanceof Error ? error.message : 'Erro', __type: 'Error' },
    ]),
  );
}

/** The deepest matched route that said something about the page's head, in its data or its error. */
function pageData(context: StaticHandlerContext): PageLoaderData | null {
  for (const match of [...context.matches].reverse()) {
    const error: unknown = context.errors?.[match.route.id];
    const data = (isRouteErrorResponse(error) ? error.data : context.loaderData[match.route.id]) as
      PageLoaderData | null | undefined;
    if (data?.meta) return data;
  }
  return null;
}

/**
 * The font, preloaded for a page the browser draws: it arrives while the app's scripts do, before
 * that page's first paint. A page drawn here does not preload it: preloaded, the font shared the
 * phone's network with the stylesheet and arrived about when the first paint was due, and the
 * browser laid every line out a second time before painting (on the bench's phone, FCP 1.8–1.9 s
 * with it, 1.2–1.5 s without). Such a page paints in the matched fallback on a first visit, and in
 * the font from the cache after (styles.css: the font is 'optional').
 */
const fontPreload = `<link rel="preload" href="${interLatin}" as="font" type="font/woff2" crossorigin>`;

/** The modules each route's `lazy` imports, learnt once per route. */
const lazySources = new WeakMap<object, string[]>();

function sourcesOf(lazy: () => unknown): string[] {
  let sources = lazySources.get(lazy);
  if (!sources) {
    const noted = importsOf(lazy);
    // Only the names are wanted; the modules load here as they would for a rendered page.
    void Promise.resolve(noted.result).catch(() => undefined);
    sources = noted.sources;
    lazySources.set(lazy, sources);
  }
  return sources;
}

/**
 * The head of a page the browser draws (log-in, the area, admin): the font, and every chunk its
 * routes will load, preloaded at once. Without them the browser learns them in waves: the entry,
 * then the layout and the page, then what each of those imports.
 */
export function appShellHead(url: string): string {
  const sources = (matchRoutes(routes, url) ?? []).flatMap((m) =>
    typeof m.route.lazy === 'function' ? sourcesOf(m.route.lazy) : [],
  );
  return fontPreload + modulePreloads(sources);
}

export const render: RenderPage = (url, fetch, origin) =>
  pageFetch.run(fetch, () => renderPage(url, origin ?? 'http://localhost'));

async function renderPage(url: string, origin: string): Promise<RenderedPage | null> {
  const leaf = matchRoutes(routes, url)?.at(-1);
  if (!leaf?.route.id || !serverRenderedRouteIds.has(leaf.route.id)) return null;

  const queryClient = createQueryClient();
  const [, , context] = await Promise.all([
    // Every page's header shows who is signed in.
    queryClient.fetchQuery(sessionQueryOptions()),
    // Every page's footer names the company; without it the page still renders, and the browser asks again.
    queryClient.prefetchQuery(legalInfoQueryOptions()),
    handler.query(new Request(new URL(url, origin)), { requestContext: new ServerLoadContext(queryClient) }),
  ]);
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('location') ?? '/',
      meta: { title: SITE_TITLE, description: SITE_DESCRIPTION },
      head: '',
      state: '',
      hydrates: false,
      stylesInside: false,
      pipe: (d) => void d.end(),
    };
  }

  const signedIn = Boolean(queryClient.getQueryData(sessionQueryOptions().queryKey)?.user);
  const light = servedWithoutApp(leaf.route.id, new URL(url, 'http://localhost'), signedIn, Boolean(context.errors));
  const page = pageData(context);
  const meta: PageMeta = page?.meta ?? { title: SITE_TITLE, description: SITE_DESCRIPTION };
  const pageModules = context.matches.flatMap((m) => routeModules.get(m.route.id) ?? []);
  const carriesData = !light || !WITHOUT_DATA.has(leaf.route.id);
  const head = [
    page?.preloadImage ? imagePreload(page.preloadImage) : '',
    light ? lightScripts(carriesData ? appModules(pageModules) : []) : holdScript() + modulePreloads(pageModules),
  ].join('');
  const state = !carriesData
    ? ''
    : pageStateTag({
        queries: dehydrate(queryClient),
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: serializeErrors(context.errors),
        },
      });

  const router = createStaticRouter(handler.dataRoutes, context);
  // The tree the browser hydrates (main.tsx) holds a second child beside the providers, which draws
  // nothing: its place is kept here, for React's useId gives ids by place in the tree. Without it,
  // the ids in the page were not those the app gives, and an attribute the app adds later (a
  // dialog's aria-labelledby) named an element that did not exist.
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
      {null}
    </StrictMode>
  );
  // Every piece of data is loaded before rendering, so the markup is complete at once, and is sent
  // whole. React sends no inline script then, which the content policy (script-src 'self') would
  // refuse, leaving the part unfinished for the browser to draw again (React's error 419): it is
  // told not to hold back a finished Suspense boundary that comes after its default 12,8 KB, which it
  // would send after the rest, hidden, with a script to move it into place.
  const stream = await new Promise<{ pipe: (d: never) => unknown }>((resolve, reject) => {
    const s = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve(s),
      onShellError: reject,
    });
  });
  const stylesInside = light || (!signedIn && FIRST_VISIT_FORMS.has(leaf.route.id));
  return {
    status: context.statusCode,
    meta,
    head,
    state,
    hydrates: !light,
    stylesInside,
    pipe: (destination) => void stream.pipe(destination as never),
  };
}
