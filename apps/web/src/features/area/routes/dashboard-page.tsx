import { BRAND_NAME } from '@app/domain/constants/brand';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ownProfileQueryOptions } from '@/lib/own-profile';
import { serverLoadContext, type PageLoaderData } from '@/lib/server-load-context';
import { sessionQueryOptions } from '@/lib/session';
import { ownStatsQueryOptions } from '../api/get-stats';
import { Dashboard } from '../components/dashboard';
import { useAreaProfile } from '../hooks/use-area-profile';

const LOGIN = '/profissional-login';

/**
 * On the server, the dashboard comes with its numbers: the professional's profile and figures are
 * read with the page, so that a phone shows them at the first paint instead of after the app, the
 * session, the profile and the figures, one after another. Someone not signed in as a professional
 * goes to the log-in, as the area's guard would send them.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<PageLoaderData> {
  const page: PageLoaderData = {
    meta: {
      title: `Painel | ${BRAND_NAME}`,
      description: 'Acompanhe as visualizações e os contatos do seu perfil.',
      robots: 'noindex',
    },
  };
  const server = serverLoadContext(context);
  if (!server) return page;
  const { queryClient } = server;
  if (!(await queryClient.fetchQuery(sessionQueryOptions())).user) throw redirect(LOGIN);
  try {
    await Promise.all([
      queryClient.fetchQuery(ownProfileQueryOptions()),
      queryClient.fetchQuery(ownStatsQueryOptions()),
    ]);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw redirect(LOGIN);
    throw error;
  }
  return page;
}

export function Component() {
  return <Dashboard profile={useAreaProfile()} />;
}
