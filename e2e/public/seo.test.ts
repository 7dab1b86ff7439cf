import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isMobileProject, test } from '../fixtures';

/** The addresses a sitemap file lists (the index's parts, or a part's pages). */
async function locs(request: APIRequestContext, url: string): Promise<string[]> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

interface Head {
  lang: string | null;
  title: string;
  description: string | null;
  canonicals: string[];
  robots: string | null;
  jsonLd: string[];
  links: { href: string | null; text: string }[];
  h1: number;
}

const headOf = (page: Page): Promise<Head> =>
  page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    links: [...document.querySelectorAll('a')].map((a) => ({
      href: a.getAttribute('href'),
      text: (a.textContent ?? '').trim() || (a.getAttribute('aria-label') ?? ''),
    })),
    h1: document.querySelectorAll('h1').length,
  }));

/** What a search engine checks on every page it is invited to index. */
function audit(url: string, head: Head, status: number | undefined) {
  expect(status, url).toBe(200);
  expect(head.lang, url).toBe('pt-BR');
  expect(head.title.length, `${url}: ${head.title}`).toBeGreaterThan(10);
  expect(head.title.length, `${url}: ${head.title}`).toBeLessThanOrEqual(65);
  expect(head.description?.length ?? 0, `${url}: description`).toBeGreaterThan(50);
  expect(head.description!.length, `${url}: ${head.description}`).toBeLessThanOrEqual(160);
  // The address the sitemap gives is the page's own canonical one, once.
  expect(head.canonicals, url).toEqual([url]);
  expect(head.robots ?? '', url).not.toContain('noindex');
  expect(head.h1, url).toBe(1);
  for (const json of head.jsonLd) {
    const data = JSON.parse(json) as { '@context'?: string; '@type'?: string };
    expect(data['@context'], url).toBe('https://schema.org');
    expect(typeof data['@type'], url).toBe('string');
  }
  // Links a crawler can follow: an address and a name for each.
  for (const link of head.links) {
    expect(link.href ?? '', `${url}: link "${link.text}"`).not.toMatch(/^(|#|javascript:.*)$/);
    expect(link.text, `${url}: link to ${link.href}`).not.toBe('');
  }
}

test.describe('What search engines find', () => {
  test('every page of the sitemap (the profiles sampled) passes the audit, each with a title of its own', async ({
    page,
    request,
  }) => {
    test.skip(isMobileProject(), 'what a crawler reads does not depend on the width');
    test.setTimeout(180_000);
    const parts = await locs(request, '/sitemap.xml');
    expect(parts.some((p) => p.includes('/sitemaps/paginas'))).toBe(true);
    expect(parts.some((p) => p.includes('/sitemaps/profissionais-'))).toBe(true);
    expect(parts.some((p) => p.includes('/sitemaps/especialidades-'))).toBe(true);
    const urls: string[] = [];
    for (const part of parts) {
      const pages = await locs(request, new URL(part).pathname);
      urls.push(...(part.includes('/profissionais-') ? pages.slice(0, 6) : pages));
    }
    // The landing pages the demo data supports are there, profiles by their readable address.
    expect(urls.filter((u) => /\/[a-z-]+\/[a-z-]+-[a-z]{2}$/.test(new URL(u).pathname)).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(urls.filter((u) => /\/profissional\/[a-z0-9-]+-[0-9a-f]{12}$/.test(u)).length).toBeGreaterThanOrEqual(5);

    const titles = new Map<string, string>();
    for (const url of urls) {
      const res = await page.goto(new URL(url).pathname);
      const head = await headOf(page);
      audit(url, head, res?.status());
      expect(titles.get(head.title), `${url} has the title of ${titles.get(head.title)}`).toBeUndefined();
      titles.set(head.title, url);
    }
  });

  test('a profile states in its structured data the rating the page shows, and a landing page lists profiles, without stars', async ({
    page,
    request,
    listedProfessionals,
  }) => {
    test.skip(isMobileProject(), 'what a crawler reads does not depend on the width');
    const rated = listedProfessionals.find((p) => p.review_count > 0)!;
    const profiles = await locs(
      request,
      new URL((await locs(request, '/sitemap.xml')).find((p) => p.includes('/profissionais-'))!).pathname,
    );
    const url = profiles.find((u) => u.endsWith(rated.id.replace(/-/g, '').slice(0, 12)))!;
    await page.goto(new URL(url).pathname);
    const data = (await headOf(page)).jsonLd.map((j) => JSON.parse(j) as Record<string, unknown>);
    const profile = data.find((d) => d['@type'] === 'ProfilePage') as {
      mainEntity: { aggregateRating?: { ratingValue: number; reviewCount: number }; url: string };
    };
    expect(profile.mainEntity.url).toBe(url);
    expect(profile.mainEntity.aggregateRating?.reviewCount).toBe(rated.review_count);
    expect(profile.mainEntity.aggregateRating?.ratingValue).toBeCloseTo(rated.rating, 1);
    await expect(page.getByText(`${rated.review_count} avaliaç`).first()).toBeVisible();
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

    const landing = (
      await locs(
        request,
        new URL((await locs(request, '/sitemap.xml')).find((p) => p.includes('/especialidades-'))!).pathname,
      )
    )[0]!;
    await page.goto(new URL(landing).pathname);
    const landingData = (await headOf(page)).jsonLd.map((j) => JSON.parse(j) as Record<string, unknown>);
    const list = landingData.find((d) => d['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBeGreaterThanOrEqual(3);
    for (const item of list.itemListElement) expect(item.url).toMatch(/\/profissional\/[a-z0-9-]+-[0-9a-f]{12}$/);
    expect(JSON.stringify(landingData)).not.toContain('aggregateRating');
  });

  test('a search with a filter stays out of the index with one canonical address; a page too thin does not exist', async ({
    page,
    request,
  }) => {
    test.skip(isMobileProject(), 'what a crawler reads does not depend on the width');
    await page.goto('/profissionais?specialties=DJ&sort=newest&q=');
    const head = await headOf(page);
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonicals).toHaveLength(1);
    expect(new URL(head.canonicals[0]!).search).toBe('?specialties=DJ');
    expect((await request.get('/cantora/oiapoque-ap')).status()).toBe(404);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });
});
