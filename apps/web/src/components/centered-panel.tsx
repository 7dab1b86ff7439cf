import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/**
 * A page that says one thing in a narrow, centred card (a payment being checked, a request waiting for
 * its e-mail), with what to do next in a row of buttons under it.
 */
export function CenteredPanel({
  children,
  label,
  actions,
}: {
  children: ReactNode;
  label?: string;
  actions?: ReactNode;
}) {
  return (
    <section className="container-page flex justify-center py-12 sm:py-20" aria-label={label}>
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 text-center sm:p-8">
          {children}
          {actions ? <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div> : null}
        </CardContent>
      </Card>
    </section>
  );
}
