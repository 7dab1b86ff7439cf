import { BRAND_NAME } from '@app/domain/constants/brand';
import { greetingName } from '@app/domain/rules/contact';
import { renderEmail, type MailSignature } from '../../adapters/mail/layout.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import { EMAIL_CONFIRMATION_TTL_MS } from '@app/domain/constants/business';
import { durationText } from '@app/domain/rules/duration-text';

export function emailChangeConfirmation(to: { newEmail: string; name: string }, url: string, signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: 'Confirme o novo e-mail da sua conta.',
    greeting: `Olá, ${greetingName(to.name)}!`,
    paragraphs: [
      `Você pediu para usar este endereço como o novo e-mail da sua conta no ${BRAND_NAME}.`,
      'Clique no botão abaixo para confirmar. Até lá, o e-mail anterior continua valendo para entrar.',
    ],
    action: { label: 'Confirmar novo e-mail', url },
    notes: [`Este link vale por ${durationText(EMAIL_CONFIRMATION_TTL_MS, 'hour')} e pode ser usado uma única vez.`, 'Se você não pediu esta alteração, ignore esta mensagem.'],
    signature,
  });
  return { to: to.newEmail, subject: `Confirme seu novo e-mail no ${BRAND_NAME}`, html, text };
}

export function emailChangedNotice(to: { oldEmail: string; newEmail: string; name: string }, signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: 'O e-mail da sua conta foi alterado.',
    greeting: `Olá, ${greetingName(to.name)}!`,
    paragraphs: [
      `O e-mail da sua conta no ${BRAND_NAME} foi alterado para ${to.newEmail}. A partir de agora, use o novo endereço para entrar.`,
      'Se foi você, não precisa fazer nada. Se não foi, fale com o suporte agora mesmo para protegermos sua conta.',
    ],
    action: { label: 'Falar com o suporte', url: `mailto:${signature.supportEmail}` },
    notes: ['Este aviso foi enviado ao endereço anterior da conta.'],
    signature,
  });
  return { to: to.oldEmail, subject: `O e-mail da sua conta no ${BRAND_NAME} foi alterado`, html, text };
}
