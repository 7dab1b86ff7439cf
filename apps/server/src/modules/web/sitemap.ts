import { profilePath } from '@app/domain/rules/profile-path';
import { escapeHtml } from '@app/domain/rules/escape-html';
import { PRIVACY_PATH, TERMS_PATH } from '@app/domain/constants/legal';
import type { AppDeps } from '../../deps.ts';
import { sharedReading } from '../../lib/shared-reading.ts';
import { existingLandingPages, type LandingPageEntry } from '../landing/landing.service.ts';
import { listedProfessionalRun, listedProfessionalRuns, type ListedRun } from '../professionals/professional-read.ts';

/**
 * The sitemap, split by kind as search engines read it: an index (/sitemap.xml) naming the static
 * pages' part, the landing pages' parts and one part per run of SITEMAP_URLS_PER_FILE listed
 * professionals. Profiles go by their readable address with the professional's last change, landing
 * pages by their canonical path with the latest change among their professionals. docs/seo.md says why.
 */

/** The protocol's limit of addresses in one file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** How long search engines and caches keep a sitemap file (seconds); the runs are kept as long. */
export const SITEMAP_MAX_AGE = 600;

/** The public pages that stand alone (each renders on the server with its own title). */
export const SITEMAP_STATIC_PATHS = ['/', '/profissionais', '/divulgar-servicos', TERMS_PATH, PRIVACY_PATH] as const;

export const STATIC_PART = 'paginas.xml';
const PROFILE_PART = /^profissionais-([1-9]\d{0,5})\.xml$/;
const profilePart = (n: number) => `profissionais-${n}.xml`;
const LANDING_PART = /^especialidades-([1-9]\d{0,5})\.xml$/;
const landingPart = (n: number) => `especialidades-${n}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const loc = (url: string) => `<loc>${escapeHtml(url)}</loc>`;
const lastmod = (iso: string) => `<lastmod>${iso}</lastmod>`;

const urlset = (entries: string[]) => `${XML_HEAD}\n<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;

/** The listed professionals' runs: the first id of each SITEMAP_URLS_PER_FILE, and their latest change. */
// Shared by the index and the parts, and by every server, for SITEMAP_MAX_AGE: the parts cut the
// listing where the index said, whichever server answers them, and a crawler's requests cost one
// pass (2.6 s at 1 000 000 professionals on the embedded database) per period, not one each.
const cachedRuns = sharedReading<ListedRun[]>('sitemap_runs', SITEMAP_MAX_AGE, (deps) =>
  listedProfessionalRuns(deps, SITEMAP_URLS_PER_FILE),
);

/** The landing pages that exist now (the list the home page's directory reads), cut into files of SITEMAP_URLS_PER_FILE. */
const readLandingFiles = async (deps: AppDeps): Promise<LandingPageEntry[][]> => {
  const pages = await existingLandingPages(deps);
  const files: LandingPageEntry[][] = [];
  for (let i = 0; i < pages.length; i += SITEMAP_URLS_PER_FILE) files.push(pages.slice(i, i + SITEMAP_URLS_PER_FILE));
  return files;
};

const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), '');

/** /sitemap.xml: the static pages' part, the landing pages' parts, then one part per run of listed professionals. */
export async function sitemapIndex(deps: AppDeps): Promise<string> {
  const origin = deps.config.publicUrl;
  const [runs, landingFiles] = await Promise.all([cachedRuns(deps), readLandingFiles(deps)]);
  const parts = [
    `<sitemap>${loc(`${origin}/sitemaps/${STATIC_PART}`)}</sitemap>`,
    ...landingFiles.map(
      (pages, i) =>
        `<sitemap>${loc(`${origin}/sitemaps/${landingPart(i + 1)}`)}${lastmod(latest(pages.map((p) => p.updated_at)))}</sitemap>`,
    ),
    ...runs.map(
      (run, i) => `<sitemap>${loc(`${origin}/sitemaps/${profilePart(i + 1)}`)}${lastmod(run.lastChange)}</sitemap>`,
    ),
  ];
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${parts.join('\n')}\n</sitemapindex>\n`;
}

/** One part of the sitemap by its file name; null when there is no such part. */
export async function sitemapPart(deps: AppDeps, file: string): Promise<string | null> {
  const origin = deps.config.publicUrl;
  if (file === STATIC_PART) return urlset(SITEMAP_STATIC_PATHS.map((path) => `<url>${loc(`${origin}${path}`)}</url>`));
  const landing = Number(LANDING_PART.exec(file)?.[1] ?? 0);
  if (landing) {
    const pages = (await readLandingFiles(deps))[landing - 1];
    return pages
      ? urlset(pages.map((page) => `<url>${loc(`${origin}${page.path}`)}${lastmod(page.updated_at)}</url>`))
      : null;
  }
  const n = Number(PROFILE_PART.exec(file)?.[1] ?? 0);
  if (!n) return null;
  const runs = await cachedRuns(deps);
  const run = runs[n - 1];
  if (!run) return null;
  const rows = await listedProfessionalRun(deps, {
    fromId: run.firstId,
    beforeId: runs[n]?.firstId ?? null,
    limit: SITEMAP_URLS_PER_FILE,
  });
  return urlset(rows.map((r) => `<url>${loc(`${origin}${profilePath(r)}`)}${lastmod(r.updated_at)}</url>`));
}
