import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form's fields and buttons, disabled on a server-rendered page until the app has taken it over
 * (about a second on a phone): what someone typed before would be reset when the form comes alive,
 * and a submit would go nowhere. A page the browser draws has them live from the start.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset disabled={!live} className="contents">
      {children}
    </fieldset>
  );
}
