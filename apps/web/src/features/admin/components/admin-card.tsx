import { ShieldCheck } from 'lucide-react';
import { AuthLayout } from '@/components/layout/auth-layout';
import type { AuthLayoutProps } from '@/components/layout/auth-layout';

/** The centred card of the admin set-up and log-in screens: the account card, marked 'Administração'. */
export function AdminCard(props: Omit<AuthLayoutProps, 'icon' | 'className'>) {
  return (
    <AuthLayout
      {...props}
      icon={
        <>
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 [&_svg]:size-6">
            <ShieldCheck aria-hidden />
          </span>
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Administração</p>
        </>
      }
    />
  );
}
