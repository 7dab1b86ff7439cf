import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetSentRequests, server } from './msw';

// An unanswered request fails the test that sent it, even when the app swallows the network error
// (fire-and-forget tracking, a query that shows its own error state).
let unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  // The toasts' store outlives a test: a toast still open would be shown by the next test's toaster.
  toast.dismiss();
  // What a test put in the page by hand (a server-drawn page, a root of its own) goes with it too.
  document.body.replaceChildren();
  server.resetHandlers();
  forgetSentRequests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const missed = unhandled;
  unhandled = [];
  if (missed.length > 0) throw new Error(`No handler answered these requests: ${missed.join(', ')}`);
});

afterAll(() => server.close());
