import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <section lang="en" className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">Sorry, the page you are looking for does not exist or has been moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to home</Link>
      </Button>
    </section>
  );
}
