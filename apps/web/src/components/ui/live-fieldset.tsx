import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form's fields and buttons, disabled on a server-rendered page until the app has taken it over
 * (about a second on a phone): what someone typed before would be reset when the form comes alive,
 * and a submit would go nowhere. A page the browser draws has them live from the start. A field
 * marked `autoFocus` could not take the focus while disabled: it takes it when the form comes alive,
 * unless the person has put it elsewhere meanwhile.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useHydrated();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const held = useRef(!live);
  useEffect(() => {
    if (!live || !held.current) return;
    held.current = false;
    if (document.activeElement === document.body) fieldset.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [live]);
  return (
    <fieldset ref={fieldset} disabled={!live} className="contents">
      {children}
    </fieldset>
  );
}
