import { Loader2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** A button's icon, turned into a spinner while what the button started runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />;
}
