import { BRAND_NAME } from '@app/domain/constants/brand';
import { greetingName } from '@app/domain/rules/contact';
import { renderEmail, type MailSignature } from '../../adapters/mail/layout.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@app/domain/constants/business';
import { durationText } from '@app/domain/rules/duration-text';

export function confirmationEmail(to: { email: string; name: string }, url: string, signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: 'Confirme seu e-mail para ativar sua conta de profissional.',
    greeting: `Olá, ${greetingName(to.name)}!`,
    paragraphs: [
      `Recebemos seu cadastro no ${BRAND_NAME}. Para ativar sua conta de profissional, confirme seu e-mail clicando no botão abaixo.`,
      'Depois da confirmação, é só entrar com seu e-mail e senha para montar seu perfil.',
    ],
    action: { label: 'Confirmar meu e-mail', url },
    notes: [`Este link vale por ${durationText(EMAIL_CONFIRMATION_TTL_MS, 'hour')} e pode ser usado uma única vez.`, 'Se você não se cadastrou, ignore esta mensagem.'],
    signature,
  });
  return { to: to.email, subject: `Confirme seu e-mail no ${BRAND_NAME}`, html, text };
}

export function passwordResetEmail(to: { email: string; name: string }, url: string, signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: 'Use o link para criar uma nova senha.',
    greeting: `Olá, ${greetingName(to.name)}!`,
    paragraphs: [
      `Recebemos um pedido para redefinir a senha da sua conta no ${BRAND_NAME}.`,
      'Clique no botão abaixo para criar uma nova senha.',
    ],
    action: { label: 'Redefinir minha senha', url },
    notes: [
      `Este link vale por ${durationText(PASSWORD_RESET_TTL_MS)} e pode ser usado uma única vez.`,
      'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    ],
    signature,
  });
  return { to: to.email, subject: `Redefinição de senha no ${BRAND_NAME}`, html, text };
}

/** When the password changes (in 'Configurações' or by a reset link), the account's address is told. */
export function passwordChangedNotice(to: { email: string; name: string }, how: 'settings' | 'reset', signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: 'A senha da sua conta foi alterada.',
    greeting: `Olá, ${greetingName(to.name)}!`,
    paragraphs: [
      how === 'reset'
        ? `A senha da sua conta no ${BRAND_NAME} foi redefinida pelo link de recuperação, e todas as sessões abertas foram encerradas.`
        : `A senha da sua conta no ${BRAND_NAME} foi alterada em Configurações, e as outras sessões abertas foram encerradas.`,
      'Se foi você, não precisa fazer nada. Se não foi, peça um novo link em "Esqueci minha senha" e fale com o suporte agora mesmo para protegermos sua conta.',
    ],
    action: { label: 'Falar com o suporte', url: `mailto:${signature.supportEmail}` },
    notes: ['Por segurança, este aviso é sempre enviado e não pode ser desativado.'],
    signature,
  });
  return { to: to.email, subject: `A senha da sua conta no ${BRAND_NAME} foi alterada`, html, text };
}
