import { BRAND_NAME, SITE_DESCRIPTION } from '@app/domain/constants/brand';
import { data, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { PageLoaderData } from '@/lib/server-load-context';

/** Any address the app does not know answers 404, in the browser's tab and in the HTTP status. */
export function notFoundLoader() {
  return data<PageLoaderData>(
    { meta: { title: `Page not found | ${BRAND_NAME}`, description: SITE_DESCRIPTION } },
    { status: 404 },
  );
}

export function NotFoundPage() {
  return (
    <section lang="en" className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        Sorry, the page you are looking for does not exist or has been moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Return to home</Link>
      </Button>
    </section>
  );
}
