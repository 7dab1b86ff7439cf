import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** The narrow, centred card used by the checkout pages. */
export function CenteredPanel({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className="container-page flex justify-center py-12 sm:py-20" aria-label={label}>
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 text-center sm:p-8">{children}</CardContent>
      </Card>
    </section>
  );
}
