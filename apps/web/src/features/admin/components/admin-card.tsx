import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';

/** The centred card of the admin set-up and log-in screens: the account card, marked 'Administração'. */
export function AdminCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <AuthLayout
      title={title}
      description={description}
      footer={footer}
      icon={
        <>
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 [&_svg]:size-6">
            <ShieldCheck aria-hidden />
          </span>
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Administração</p>
        </>
      }
    >
      {children}
    </AuthLayout>
  );
}
