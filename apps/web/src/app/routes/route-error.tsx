import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from './not-found';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Algo deu errado</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Não foi possível carregar esta página. Recarregue e tente novamente.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Voltar ao início</Link>
      </Button>
    </section>
  );
}
