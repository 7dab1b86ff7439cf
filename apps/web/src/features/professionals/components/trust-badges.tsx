import { BRAND_NAME } from '@app/domain/constants/brand';
import { RESPONDS_FAST_MIN_ANSWERS, RESPONDS_FAST_MIN_SHARE } from '@app/domain/constants/deals';
import {
  HIRED_REVIEW_LABEL,
  RESPONSE_TIME_MIN_REQUESTS,
  RESPONSE_TIME_WINDOW_DAYS,
} from '@app/domain/constants/requests';
import { responseTimeLabel } from '@app/domain/rules/response-time';
import { BadgeCheck, Clock, MessageCircleHeart, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

const RESPONDS_FAST_HINT = `Pelo menos ${Math.round(RESPONDS_FAST_MIN_SHARE * 100)}% dos clientes que entraram em contato pelo ${BRAND_NAME} disseram que este profissional respondeu (com ${RESPONDS_FAST_MIN_ANSWERS} respostas ou mais).`;
const RESPONSE_TIME_HINT = `Metade dos pedidos de orçamento que este profissional recebeu pelo ${BRAND_NAME} nos últimos ${RESPONSE_TIME_WINDOW_DAYS} dias foi respondida nesse prazo (contam ${RESPONSE_TIME_MIN_REQUESTS} pedidos ou mais).`;
const HIRED_BADGE_HINT = `Quem escreveu esta avaliação contratou o profissional por um pedido de orçamento no ${BRAND_NAME}, e os dois lados confirmaram o negócio.`;
const CONTACT_BADGE_HINT = `Quem escreveu esta avaliação entrou em contato com o profissional pelo ${BRAND_NAME}, do mesmo navegador, antes de avaliar.`;

/** A badge whose explanation opens on tap or click as well as for screen readers. */
function ExplainedBadge({
  label,
  hint,
  icon,
  variant,
  className,
  iconOnly = false,
}: {
  label: string;
  hint: string;
  icon: ReactNode;
  variant: 'success' | 'brand';
  className?: string;
  /** Only the icon is drawn (a phone's compact card); the label stays for screen readers and as a tooltip. */
  iconOnly?: boolean;
}) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          title={iconOnly ? label : undefined}
          className={cn(
            'relative z-10 inline-flex cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
        >
          <Badge variant={variant}>
            {icon}
            {iconOnly ? <span className="sr-only">{label}</span> : label}
          </Badge>
          <span className="sr-only">: o que significa?</span>
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 p-3 text-sm text-ink">
        {hint}
      </PopoverContent>
    </Popover>
  );
}

export function RespondsFastBadge({ className, iconOnly }: { className?: string; iconOnly?: boolean }) {
  return (
    <ExplainedBadge
      label="Responde rápido"
      hint={RESPONDS_FAST_HINT}
      icon={<Zap aria-hidden />}
      variant="success"
      className={className}
      iconOnly={iconOnly}
    />
  );
}

/**
 * How fast the professional answers: the measured time to answer quote requests when there is one
 * ('Responde em até 3 h'), otherwise 'Responde rápido' from clients' answers, otherwise nothing.
 */
export function ResponseBadge({
  professional,
  className,
  iconOnly,
}: {
  professional: { response_minutes: number | null; responds_fast: boolean };
  className?: string;
  iconOnly?: boolean;
}) {
  const label = responseTimeLabel(professional.response_minutes);
  if (label)
    return (
      <ExplainedBadge
        label={label}
        hint={RESPONSE_TIME_HINT}
        icon={<Clock aria-hidden />}
        variant="success"
        className={className}
        iconOnly={iconOnly}
      />
    );
  return professional.responds_fast ? <RespondsFastBadge className={className} iconOnly={iconOnly} /> : null;
}

/** Whether ResponseBadge draws anything. */
export const hasResponseBadge = (professional: { response_minutes: number | null; responds_fast: boolean }) =>
  responseTimeLabel(professional.response_minutes) !== null || professional.responds_fast;

export function ContactReviewBadge() {
  return (
    <ExplainedBadge
      label={`Contato pelo ${BRAND_NAME}`}
      hint={CONTACT_BADGE_HINT}
      icon={<MessageCircleHeart aria-hidden />}
      variant="brand"
    />
  );
}

export function HiredReviewBadge() {
  return (
    <ExplainedBadge
      label={HIRED_REVIEW_LABEL}
      hint={HIRED_BADGE_HINT}
      icon={<BadgeCheck aria-hidden />}
      variant="success"
    />
  );
}
