import { setupServer } from 'msw/node';

/**
 * The network of every web test: requests reach the app's real fetch and are answered here by the
 * handlers each test adds with `server.use(http.get('/api/…', …))`. A request no handler answers
 * fails the test (see setup.ts), so no test talks to anything it did not describe.
 */
export const server = setupServer();

/** A request as the app sent it: what a server would have received. */
export interface SentRequest {
  method: string;
  url: URL;
  /** The path without the query, e.g. '/api/me/services'. */
  path: string;
  headers: Headers;
  /** The JSON body parsed, a multipart body as FormData, the text otherwise, undefined when there is none. */
  body: unknown;
}

let sent: Promise<SentRequest>[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const { method, headers } = request;
  const copy = request.clone();
  const body = headers.get('content-type')?.startsWith('multipart/form-data')
    ? copy.formData()
    : copy.text().then((text) => (text === '' ? undefined : parseBody(text)));
  sent.push(body.then((parsed) => ({ method, url, path: url.pathname, headers, body: parsed })));
});

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every request sent since the test began, in order. */
export const sentRequests = (): Promise<SentRequest[]> => Promise.all(sent);

/** The requests sent to one path (and method, if given). */
export async function sentTo(path: string, method?: string): Promise<SentRequest[]> {
  return (await sentRequests()).filter((r) => r.path === path && (method === undefined || r.method === method));
}

export function forgetSentRequests(): void {
  sent = [];
}
