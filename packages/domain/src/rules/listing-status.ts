import { SUBSCRIPTION_PRICE_LABEL } from '../constants/business.ts';
import { MISSING_FIELD_NOUNS, type MissingField } from './completeness.ts';

/**
 * What stands between a professional and search, told from the same facts the listing rule reads
 * (the server's `listedExpr`: not blocked, an active subscription, the e-mail confirmed and, when the
 * marketplace lists only verified professionals, verified). The server reads `listed` from the rule
 * itself and the other facts from its parts; nothing here decides visibility on its own, so no screen
 * can say 'visível nas buscas' while the profile is out of search.
 */

export interface ListingFacts {
  /** The listing rule's own answer for this professional, now. */
  listed: boolean;
  blocked: boolean;
  email_confirmed: boolean;
  /** An active or trialing subscription whose period has not ended. */
  subscription_active: boolean;
  /** The latest subscription's status ('past_due' when a payment failed), null if there never was one. */
  subscription_status: string | null;
  verification_required: boolean;
  verified: boolean;
  /** The admin's reason when the last verification was refused, else null. */
  refusal_reason: string | null;
  /** What the profile still lacks (completeness.ts). */
  missing_profile: readonly MissingField[];
}

export const LISTING_STEP_KEYS = ['email', 'profile', 'subscription', 'verification'] as const;
export type ListingStepKey = (typeof LISTING_STEP_KEYS)[number];

/** done; todo (the professional's move); waiting (the team's move); problem (refused or a failed payment). */
export type ListingStepState = 'done' | 'todo' | 'waiting' | 'problem';

export interface ListingStep {
  key: ListingStepKey;
  title: string;
  state: ListingStepState;
  detail: string;
}

export interface ListingStatus {
  listed: boolean;
  /** One sentence: listed, or the first thing that keeps the profile out of search. */
  message: string;
  /** The steps to being listed, in the order a newcomer takes them. */
  steps: ListingStep[];
}

export const LISTING_MESSAGES = {
  listed: 'Seu perfil está visível nas buscas.',
  blocked: 'Sua conta está bloqueada e o seu perfil não aparece nas buscas. Fale com o suporte.',
  email: 'Confirme seu e-mail para aparecer nas buscas: enviamos um link para a sua caixa de entrada.',
  subscribe: 'Assine o plano para aparecer nas buscas.',
  pastDue: 'O último pagamento da assinatura não foi concluído: regularize para voltar às buscas.',
  awaitingVerification: 'Assinatura ativa. Seu perfil entra nas buscas assim que for verificado (em até 1 dia útil).',
  /** Should the facts disagree with the rule, say only what is true. */
  hidden: 'Seu perfil ainda não aparece nas buscas.',
} as const;

/** 'foto do perfil', 'foto do perfil e WhatsApp', 'nome, descrição e WhatsApp'. */
function listText(fields: readonly MissingField[]): string {
  const nouns = fields.map((f) => MISSING_FIELD_NOUNS[f]);
  return nouns.length <= 1 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} e ${nouns.at(-1)}`;
}

export const completeProfileMessage = (missing: readonly MissingField[]) =>
  `Complete seu perfil: falta ${listText(missing)}.`;
export const refusedMessage = (reason: string) =>
  `Verificação recusada: ${reason}. Corrija o que foi apontado e salve o perfil para uma nova análise.`;

function steps(f: ListingFacts): ListingStep[] {
  const pastDue = !f.subscription_active && f.subscription_status === 'past_due';
  const refused = !f.verified && f.refusal_reason !== null;
  return [
    {
      key: 'email',
      title: 'Confirmar e-mail',
      state: f.email_confirmed ? 'done' : 'todo',
      detail: f.email_confirmed ? 'E-mail confirmado.' : 'Abra o link que enviamos para o seu e-mail.',
    },
    {
      key: 'profile',
      title: 'Completar perfil',
      state: f.missing_profile.length === 0 ? 'done' : 'todo',
      detail: f.missing_profile.length === 0 ? 'Perfil completo.' : `Falta ${listText(f.missing_profile)}.`,
    },
    {
      key: 'subscription',
      title: 'Assinar o plano',
      state: f.subscription_active ? 'done' : pastDue ? 'problem' : 'todo',
      detail: f.subscription_active
        ? 'Assinatura ativa.'
        : pastDue
          ? 'Pagamento pendente.'
          : `${SUBSCRIPTION_PRICE_LABEL}, sem comissão. Cancele quando quiser.`,
    },
    {
      key: 'verification',
      title: 'Verificação da equipe',
      state: f.verified
        ? 'done'
        : refused
          ? 'problem'
          : f.subscription_active || !f.verification_required
            ? 'waiting'
            : 'todo',
      detail: f.verified
        ? 'Perfil verificado.'
        : refused
          ? `Recusada: ${f.refusal_reason}`
          : !f.verification_required
            ? 'O selo Verificado aparece quando a equipe concluir a análise.'
            : f.subscription_active
              ? 'Em análise: em até 1 dia útil.'
              : 'Começa quando a assinatura estiver ativa.',
    },
  ];
}

/**
 * The first thing that keeps the profile out of search, in the order of the steps. The profile's
 * completeness is not part of the rule; it blocks only where the team verifies before listing (the
 * team checks a complete profile), and only until it is verified.
 */
function blocker(f: ListingFacts): string {
  if (f.blocked) return LISTING_MESSAGES.blocked;
  if (!f.email_confirmed) return LISTING_MESSAGES.email;
  const verificationAhead = f.verification_required && !f.verified;
  if (verificationAhead && f.missing_profile.length > 0) return completeProfileMessage(f.missing_profile);
  if (!f.subscription_active)
    return f.subscription_status === 'past_due' ? LISTING_MESSAGES.pastDue : LISTING_MESSAGES.subscribe;
  if (verificationAhead)
    return f.refusal_reason !== null ? refusedMessage(f.refusal_reason) : LISTING_MESSAGES.awaitingVerification;
  return LISTING_MESSAGES.hidden;
}

export function listingStatus(f: ListingFacts): ListingStatus {
  return { listed: f.listed, message: f.listed ? LISTING_MESSAGES.listed : blocker(f), steps: steps(f) };
}
