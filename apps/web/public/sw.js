/*
 * The professional area's service worker (registered only there, scope '/profissionais-area', so
 * that public pages never wait for it to start): shows the pushes the
 * server sends, opens the page a push names, and answers a page of the area that cannot load
 * without a connection with the offline page. It caches nothing else than that page and the logo it
 * shows (the site's icon): no API answer and no private page is ever kept on the device.
 */
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_LOGO = '/favicon.svg';
const CACHE = 'palco-offline-v2';
const AREA = '/profissionais-area';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_PAGE, OFFLINE_LOGO].map((file) => new Request(file, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/**
 * The cached file that answers a request without a connection: the offline page for a page of the
 * area, the logo for the logo.
 */
function offlineAnswer(request) {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (request.mode === 'navigate') return url.pathname.startsWith(AREA) ? OFFLINE_PAGE : null;
  return url.pathname === OFFLINE_LOGO ? OFFLINE_LOGO : null;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const offline = offlineAnswer(request);
  if (!offline) return;
  event.respondWith(fetch(request).catch(() => caches.match(offline).then((file) => file || Response.error())));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Palco Brasil', {
      body: data.body || '',
      tag: data.tag,
      lang: 'pt-BR',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: data.url || AREA },
    }),
  );
});

/** Opens the push's page in a window of the area already open, or in a new one; never another site. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || AREA, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith(AREA));
      if (open) {
        await open.focus();
        try {
          await open.navigate(target.href);
          return;
        } catch {
          // A window this worker does not control cannot be sent elsewhere: a new one opens.
        }
      }
      await self.clients.openWindow(target.href);
    }),
  );
});
