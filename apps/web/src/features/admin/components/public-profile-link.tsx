import { profilePath } from '@app/domain/rules/profile-path';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';

/** A professional's public page, opened in a new tab: 'Perfil público', named with whose it is. */
export function PublicProfileLink({
  professional,
  ...props
}: { professional: { id: string; name: string } } & Omit<ComponentProps<'a'>, 'href' | 'children'>) {
  return (
    <a
      href={profilePath(professional)}
      target="_blank"
      rel="noreferrer"
      aria-label={`Abrir perfil público de ${professional.name}`}
      {...props}
    >
      <ExternalLink aria-hidden />
      Perfil público
    </a>
  );
}
