import { BRAND_NAME, FOOTER_TAGLINE } from '@app/domain/constants/brand';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { LegalLinks } from '@/components/layout/legal-links';
import { useLegalInfo } from '@/features/legal/api/get-legal-info';
import { DemoMark, SupportWhatsapp } from '@/features/legal/components/company';
import { useSession } from '@/lib/session';

const footerLink = 'underline underline-offset-2 hover:text-white';

/** Who sells the subscription and how to reach them, on every page (Decreto 7.962/2013, art. 2º). */
function CompanyAddress() {
  const info = useLegalInfo();
  if (!info) return null;
  const { company } = info;
  return (
    <address className="space-y-0.5 not-italic text-white/60">
      <p>
        {company.legal_name} · CNPJ {company.cnpj}
        {company.demo ? <DemoMark /> : null}
      </p>
      <p>{company.address}</p>
      <p>
        Atendimento:{' '}
        <a href={`mailto:${info.contact_email}`} className={footerLink}>
          {info.contact_email}
        </a>
        <SupportWhatsapp before=" · " className={footerLink} />
      </p>
    </address>
  );
}

/** A column of links, named for whom they are. */
function FooterNav({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="hover:text-white hover:underline" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const user = useSession().data?.user ?? null;
  // The footer offers what the header does: the account to someone signed in, log-in to the others.
  const account = user
    ? { label: 'Minha conta', to: user.role === 'admin' ? '/admin' : '/profissionais-area' }
    : { label: 'Entrar', to: '/profissional-login' };
  return (
    <footer className="mt-auto bg-night text-white/80">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.5fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">{FOOTER_TAGLINE}</p>
        </div>
        <FooterNav
          title="Para clientes"
          links={[
            { label: 'Buscar profissionais', to: '/profissionais' },
            { label: 'Como funciona', to: '/#como-funciona' },
          ]}
        />
        <FooterNav
          title="Para profissionais"
          links={[{ label: 'Divulgar serviços', to: '/divulgar-servicos' }, account]}
        />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-xs leading-relaxed text-white/70 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <p>
              © {year} {BRAND_NAME}. Todos os direitos reservados.
            </p>
            <CompanyAddress />
          </div>
          <LegalLinks className="flex shrink-0 gap-4" linkClassName="hover:text-white hover:underline" />
        </div>
      </div>
    </footer>
  );
}
