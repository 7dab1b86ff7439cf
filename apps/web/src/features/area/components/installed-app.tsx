import { useEffect } from 'react';

/**
 * Makes the area installable and able to receive pushes: the manifest, the home-screen icon and the
 * service worker, only here. Public pages carry none of it (their first load is what visitors wait
 * for); React places the links in the document's head.
 */
export function InstalledApp() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // Scoped to the area: a public page a professional opens later never has to start the worker.
    navigator.serviceWorker.register('/sw.js', { scope: '/profissionais-area' }).catch(() => {
      // Without it the area works as before; pushes and the offline page are what is lost.
    });
  }, []);
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    </>
  );
}
