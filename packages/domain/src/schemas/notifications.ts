import { z } from 'zod';
import { OPTIONAL_EMAILS } from '../emails/preferences.ts';
import { emailPreferencesSchema } from './account.ts';

/**
 * What a professional is told of, kind by kind, and by which channel ('Configurações →
 * Notificações'). A push goes only to the devices where the professional allowed it; an e-mail of a
 * kind outside OPTIONAL_EMAILS carries the link the next step needs (to sign an agreement, to say
 * whether the deal was closed) and is always sent.
 */
export const NOTICE_KINDS = ['new_requests', 'answers', 'agreements', 'reviews', 'payment_receipts'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const PUSH_KINDS = ['new_requests', 'answers', 'agreements', 'reviews', 'payment_receipts'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const isPushKind = (kind: NoticeKind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);
export const isOptionalEmailKind = (kind: NoticeKind): kind is (typeof OPTIONAL_EMAILS)[number] =>
  (OPTIONAL_EMAILS as readonly string[]).includes(kind);

export const NOTICE_KIND_LABELS: Record<NoticeKind, { label: string; description: string }> = {
  new_requests: {
    label: 'Pedidos de orçamento',
    description: 'Cada pedido que chegar e um lembrete 4 e 24 horas depois, se ainda estiver sem resposta.',
  },
  answers: {
    label: 'Respostas dos clientes',
    description:
      'Quando um cliente diz se fechou negócio com você. Quando ele diz que fechou, um e-mail pede a sua confirmação.',
  },
  agreements: {
    label: 'Acordos',
    description: 'Uma proposta de acordo ou de alteração, e quando os dois lados aceitam.',
  },
  reviews: {
    label: 'Avaliações',
    description: 'Quando um cliente avalia seu trabalho e quando a avaliação é publicada no seu perfil.',
  },
  payment_receipts: {
    label: 'Pagamentos',
    description:
      'O recibo de cada pagamento da assinatura e o aviso de um pagamento que não passou. Por e-mail, a cobrança pendente ou recusada é sempre enviada.',
  },
};

export const NOTIFICATION_MESSAGES = {
  hour: 'Escolha uma hora de 0 a 23.',
  endpoint: 'Este navegador não ofereceu um endereço de notificações válido.',
  empty: 'Informe o que mudar.',
  noDevice: 'Ative as notificações neste aparelho antes de enviar um teste.',
  testSent: 'Notificação de teste enviada.',
} as const;

const hour = z
  .number(NOTIFICATION_MESSAGES.hour)
  .int(NOTIFICATION_MESSAGES.hour)
  .min(0, NOTIFICATION_MESSAGES.hour)
  .max(23, NOTIFICATION_MESSAGES.hour);

export const quietHoursSchema = z.object({ from: hour, until: hour });

export const pushPreferencesSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<PushKind, z.ZodBoolean>,
);
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** 'Notificações' as the settings show it: each kind by push and by e-mail, the quiet hours, the devices. */
export const notificationSettingsSchema = z.object({
  push: pushPreferencesSchema,
  email: emailPreferencesSchema,
  quiet_hours: quietHoursSchema,
  /** The server's VAPID public key, which the browser needs to subscribe. */
  vapid_public_key: z.string(),
  /** Devices (browsers, installed apps) that receive this account's pushes. */
  devices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsChangeSchema = z
  .object({
    push: pushPreferencesSchema.partial().optional(),
    email: emailPreferencesSchema.partial().optional(),
    quiet_hours: quietHoursSchema.optional(),
  })
  .refine(
    (change) => Object.values(change).some((part) => part !== undefined && Object.keys(part).length > 0),
    NOTIFICATION_MESSAGES.empty,
  );
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChangeSchema>;

/** A browser's PushSubscription as `toJSON()` gives it (the address's scheme and host are checked by the server). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(NOTIFICATION_MESSAGES.endpoint).max(2000, NOTIFICATION_MESSAGES.endpoint),
  keys: z.object({
    p256dh: z.string().min(1, NOTIFICATION_MESSAGES.endpoint).max(200, NOTIFICATION_MESSAGES.endpoint),
    auth: z.string().min(1, NOTIFICATION_MESSAGES.endpoint).max(100, NOTIFICATION_MESSAGES.endpoint),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000, NOTIFICATION_MESSAGES.endpoint) });

/** What a push carries: no more than the professional already sees in the area, and the page it opens. */
export interface PushNotice {
  kind: PushKind | 'test';
  title: string;
  body: string;
  /** A path inside the area ('/profissionais-area/pedidos'). */
  url: string;
}
