import { whatsappLink } from '@app/domain/rules/contact';
import { packageChoiceLabel } from '@app/domain/rules/packages';
import type { Brief } from '@app/domain/schemas/brief';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/lib/when-idle';
import { useServices } from '../api/get-professional';
import type { ContactProfessional } from './brief-dialog';

// The brief's form and its validation are not part of the page: they load once the page is live and
// the browser is idle, so that the first 'Entrar em contato' finds them.
const loadBriefDialog = () => import('./brief-dialog');
const BriefDialog = lazy(() => loadBriefDialog().then((m) => ({ default: m.BriefDialog })));

const EMPTY: Brief = { package: '', service: '', date: '', city: '', genre: '', deadline: '', budget: '', details: '' };

/** What opening the brief may start with: a package chosen on its card. */
interface BriefPreset {
  packageId?: string;
}

interface BriefContextValue {
  openBrief: (preset?: BriefPreset) => void;
}

const BriefContext = createContext<BriefContextValue | null>(null);

/**
 * One brief per profile: every 'Entrar em contato' and each package's 'Pedir orçamento deste pacote'
 * open the same dialog, so what the client typed is there whichever button they press next.
 */
export function BriefProvider({ professional, children }: { professional: ContactProfessional; children: ReactNode }) {
  useEffect(() => whenIdle(() => void loadBriefDialog()), []);
  const [open, setOpen] = useState(false);
  // Drawn from the first opening on, and kept, so that it closes as it always does.
  const [opened, setOpened] = useState(false);
  const [brief, setBrief] = useState<Brief>(EMPTY);
  const services = useServices(professional.id);
  const openBrief = useCallback(
    (preset?: BriefPreset) => {
      const chosen = preset?.packageId ? services.data?.find((s) => s.id === preset.packageId) : undefined;
      if (chosen) setBrief((b) => ({ ...b, package: packageChoiceLabel(chosen) }));
      setOpen(true);
      setOpened(true);
    },
    [services.data],
  );
  const clearBrief = useCallback(() => setBrief(EMPTY), []);
  const value = useMemo(() => ({ openBrief }), [openBrief]);
  return (
    <BriefContext.Provider value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <BriefDialog
            professional={professional}
            open={open}
            onOpenChange={setOpen}
            brief={brief}
            setBrief={setBrief}
            clearBrief={clearBrief}
            packages={services.data ?? []}
          />
        </Suspense>
      ) : null}
    </BriefContext.Provider>
  );
}

/** Opens the profile's brief; null outside a BriefProvider. */
export function useBrief(): BriefContextValue | null {
  return useContext(BriefContext);
}

function ContactTrigger({ className, onOpen }: { className?: string | undefined; onOpen: () => void }) {
  return (
    <Button variant="whatsapp" size="lg" className={className} onClick={onOpen}>
      <WhatsAppIcon />
      Entrar em contato
    </Button>
  );
}

/** 'Entrar em contato': opens the profile's brief, or a brief of its own outside a profile. */
export function ContactButton({ professional, className }: { professional: ContactProfessional; className?: string }) {
  const shared = useBrief();
  if (!whatsappLink(professional.whatsapp_country_code, professional.whatsapp_number, professional.name)) return null;
  if (shared) return <ContactTrigger className={className} onOpen={() => shared.openBrief()} />;
  return (
    <BriefProvider professional={professional}>
      <OwnTrigger className={className} />
    </BriefProvider>
  );
}

function OwnTrigger({ className }: { className?: string | undefined }) {
  const brief = useBrief();
  return <ContactTrigger className={className} onOpen={() => brief?.openBrief()} />;
}
