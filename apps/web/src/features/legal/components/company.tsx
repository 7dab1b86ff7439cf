import type { ReactNode } from 'react';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { brazilPhoneLabel, DEMO_COMPANY_LABEL } from '@app/domain/rules/company';
import { whatsappUrl } from '@app/domain/rules/contact';
import { cn } from '@/lib/cn';
import { useLegalInfo } from '../api/get-legal-info';

const textLink = 'font-medium text-brand-700 underline underline-offset-2';

/** Said beside the company's details when they are the stand-ins of an installation that has none. */
export function DemoMark({ className }: { className?: string }) {
  return (
    <>
      {' '}
      <span
        className={cn(
          'inline-block rounded-full bg-accent-soft px-2 py-px align-middle text-xs font-medium whitespace-nowrap text-accent-strong',
          className,
        )}
      >
        {DEMO_COMPANY_LABEL}
      </span>
    </>
  );
}

/** The company's legal name inside a sentence; a description while it loads. */
export function CompanyName() {
  const company = useLegalInfo()?.company;
  if (!company) return <>a empresa responsável pelo {BRAND_NAME}</>;
  return (
    <>
      <strong className="font-semibold">{company.legal_name}</strong>
      {company.demo ? <DemoMark /> : null}
    </>
  );
}

/** The support WhatsApp as a link inside a sentence, or nothing when support is by e-mail only. */
export function SupportWhatsapp({ before = ' ', className = textLink }: { before?: string; className?: string }) {
  const digits = useLegalInfo()?.company.support_whatsapp;
  if (!digits) return null;
  return (
    <>
      {before}
      <a href={whatsappUrl(digits)} target="_blank" rel="noopener noreferrer" className={className}>
        WhatsApp {brazilPhoneLabel(digits)}
      </a>
    </>
  );
}

/** Who sells the service and how to reach them, as the legal texts name it (Decreto 7.962/2013, art. 2º). */
export function CompanyDetails() {
  const info = useLegalInfo();
  if (!info) return <p className="text-muted-foreground">Carregando os dados da empresa…</p>;
  const { company } = info;
  const rows: [string, ReactNode][] = [
    ['Razão social', company.legal_name],
    ['CNPJ', company.cnpj],
    ['Endereço', company.address],
    [
      'Atendimento',
      <>
        <a href={`mailto:${info.contact_email}`} className={textLink}>
          {info.contact_email}
        </a>
        <SupportWhatsapp before=" · " />
      </>,
    ],
  ];
  return (
    <div className="rounded-xl border border-border p-4 sm:p-5">
      {company.demo ? (
        <p className="mb-3 text-sm text-muted-foreground">
          <DemoMark /> Esta instalação ainda não foi configurada com os dados da empresa; os abaixo são exemplos.
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="mb-1 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
