import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRIVACY_PATH, TERMS_PATH, TERMS_UPDATED_LABEL } from '@app/domain/constants/legal';
import { useContactEmail } from '../api/get-legal-info';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The contact address as a link; a plain description while it loads. */
export function ContactEmail() {
  const email = useContactEmail();
  if (!email) return <>nosso e-mail de suporte</>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-2">
      {email}
    </a>
  );
}

/** A readable legal text: title, date of the version, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-border pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Versão em vigor desde {TERMS_UPDATED_LABEL}.</p>
          <div className="mt-5 space-y-3 text-base leading-relaxed text-ink/90">{intro}</div>
        </header>
        <nav aria-label="Nesta página" className="mt-6 rounded-xl bg-brand-50 p-5">
          <h2 className="text-sm font-semibold text-brand-900">Nesta página</h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-brand-800 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink/90 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
              {s.body}
            </div>
          </section>
        ))}
        <footer className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
          Leia também:{' '}
          <Link to={TERMS_PATH} className="font-medium text-brand-700 hover:underline">
            Termos de Uso
          </Link>{' '}
          ·{' '}
          <Link to={PRIVACY_PATH} className="font-medium text-brand-700 hover:underline">
            Política de Privacidade
          </Link>
        </footer>
      </article>
    </div>
  );
}
