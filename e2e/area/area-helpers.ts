import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { CSRF_HEADERS, signInNewProfessional } from '../fixtures';

const CSRF = CSRF_HEADERS;

/** A signed-in professional with a confirmed e-mail, optionally subscribed through the test checkout. */
export async function newProfessional(request: APIRequestContext, name: string, options: { subscribe?: boolean } = {}) {
  const { email, id } = await signInNewProfessional(request, name, 'area');
  if (options.subscribe) {
    // The built-in test provider: its checkout page confirms with one call.
    const { url } = (await (await request.post('/api/subscription/checkout', { headers: CSRF })).json()) as {
      url: string;
    };
    const session = new URL(url, 'http://localhost').searchParams.get('session');
    expect(session, 'test checkout session').toBeTruthy();
    const confirmed = await request.post('/api/subscription/test-checkout/confirm', {
      headers: CSRF,
      data: { session },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return { name, email, id };
}

/** A real photo-like JPEG: a gradient with a circle, 1200×800, so cropping has something to frame. */
export async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="220" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Artist: 'Câmera do teste' } })
    .toBuffer();
}

/** Sonner toasts: the newest with this text. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}
