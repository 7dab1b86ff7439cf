import { BRAND_NAME } from '../constants/brand.ts';
import { EMAIL_CONFIRMATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '../constants/business.ts';
import { durationText } from '../rules/duration-text.ts';
import { hello, type EmailText } from './text.ts';

/** The e-mails of an account's own life: confirming it, recovering it, and changes to how one enters. */

export function confirmationText(name: string, url: string): EmailText {
  return {
    subject: `Confirme seu e-mail no ${BRAND_NAME}`,
    preheader: 'Confirme seu e-mail para ativar sua conta de profissional.',
    greeting: hello(name),
    paragraphs: [
      `Recebemos seu cadastro no ${BRAND_NAME}. Para ativar sua conta de profissional, confirme seu e-mail clicando no botão abaixo.`,
      'Depois da confirmação, é só entrar com seu e-mail e senha para montar seu perfil.',
    ],
    action: { label: 'Confirmar meu e-mail', url },
    notes: [
      `Este link vale por ${durationText(EMAIL_CONFIRMATION_TTL_MS, 'hour')} e pode ser usado uma única vez.`,
      'Se você não se cadastrou, ignore esta mensagem.',
    ],
  };
}

export function passwordResetText(name: string, url: string): EmailText {
  return {
    subject: `Redefinição de senha no ${BRAND_NAME}`,
    preheader: 'Use o link para criar uma nova senha.',
    greeting: hello(name),
    paragraphs: [
      `Recebemos um pedido para redefinir a senha da sua conta no ${BRAND_NAME}.`,
      'Clique no botão abaixo para criar uma nova senha.',
    ],
    action: { label: 'Redefinir minha senha', url },
    notes: [
      `Este link vale por ${durationText(PASSWORD_RESET_TTL_MS)} e pode ser usado uma única vez.`,
      'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    ],
  };
}

/** When the password changes (in 'Configurações' or by a reset link), the account's address is told. */
export function passwordChangedText(name: string, how: 'settings' | 'reset', supportEmail: string): EmailText {
  return {
    subject: `A senha da sua conta no ${BRAND_NAME} foi alterada`,
    preheader: 'A senha da sua conta foi alterada.',
    greeting: hello(name),
    paragraphs: [
      how === 'reset'
        ? `A senha da sua conta no ${BRAND_NAME} foi redefinida pelo link de recuperação, e todas as sessões abertas foram encerradas.`
        : `A senha da sua conta no ${BRAND_NAME} foi alterada em Configurações, e as outras sessões abertas foram encerradas.`,
      'Se foi você, não precisa fazer nada. Se não foi, peça um novo link em "Esqueci minha senha" e fale com o suporte agora mesmo para protegermos sua conta.',
    ],
    action: { label: 'Falar com o suporte', url: `mailto:${supportEmail}` },
    notes: ['Por segurança, este aviso é sempre enviado e não pode ser desativado.'],
  };
}

/** To the new address: the link that proves it belongs to the account's owner. */
export function emailChangeConfirmationText(name: string, url: string): EmailText {
  return {
    subject: `Confirme seu novo e-mail no ${BRAND_NAME}`,
    preheader: 'Confirme o novo e-mail da sua conta.',
    greeting: hello(name),
    paragraphs: [
      `Você pediu para usar este endereço como o novo e-mail da sua conta no ${BRAND_NAME}.`,
      'Clique no botão abaixo para confirmar. Até lá, o e-mail anterior continua valendo para entrar.',
    ],
    action: { label: 'Confirmar novo e-mail', url },
    notes: [
      `Este link vale por ${durationText(EMAIL_CONFIRMATION_TTL_MS, 'hour')} e pode ser usado uma única vez.`,
      'Se você não pediu esta alteração, ignore esta mensagem.',
    ],
  };
}

/** To the previous address, once the change is done: the way back if it was not the owner. */
export function emailChangedText(name: string, newEmail: string, supportEmail: string): EmailText {
  return {
    subject: `O e-mail da sua conta no ${BRAND_NAME} foi alterado`,
    preheader: 'O e-mail da sua conta foi alterado.',
    greeting: hello(name),
    paragraphs: [
      `O e-mail da sua conta no ${BRAND_NAME} foi alterado para ${newEmail}. A partir de agora, use o novo endereço para entrar.`,
      'Se foi você, não precisa fazer nada. Se não foi, fale com o suporte agora mesmo para protegermos sua conta.',
    ],
    action: { label: 'Falar com o suporte', url: `mailto:${supportEmail}` },
    notes: ['Este aviso foi enviado ao endereço anterior da conta.'],
  };
}

/** To the new address, once the change is done: it is now the one to sign in with. */
export function emailNowInUseText(name: string, newEmail: string, loginUrl: string): EmailText {
  return {
    subject: `Seu novo e-mail no ${BRAND_NAME} está confirmado`,
    preheader: 'Seu novo e-mail já vale para entrar.',
    greeting: hello(name),
    paragraphs: [
      `Pronto: ${newEmail} agora é o e-mail da sua conta no ${BRAND_NAME}. Use este endereço para entrar e para receber nossos avisos.`,
      'O endereço anterior não entra mais na conta e recebeu um aviso desta alteração.',
    ],
    action: { label: `Entrar no ${BRAND_NAME}`, url: loginUrl },
    notes: ['Links de redefinição de senha pedidos antes da alteração deixaram de valer.'],
  };
}

/** Where and when a log-in came from, as the new-device e-mail states it. */
export interface SignInPlace {
  device: string;
  place: string | null;
  ip: string | null;
  /** '29/11/2026 às 14:05 (horário de Brasília)'. */
  when: string;
}

/**
 * A log-in from a browser this account never used: the person can end that session from the
 * e-mail ('Não fui eu') without signing in, and is told to change the password.
 */
export function newDeviceText(
  name: string,
  signIn: SignInPlace,
  endUrl: string,
  area: 'professional' | 'admin',
): EmailText {
  const where = [signIn.place, signIn.ip ? `IP ${signIn.ip}` : null].filter(Boolean).join(' · ');
  return {
    subject: `Novo acesso à sua conta no ${BRAND_NAME}`,
    preheader: `Entraram na sua conta pelo ${signIn.device}.`,
    greeting: hello(name),
    paragraphs: [
      `Sua conta ${area === 'admin' ? 'de administrador ' : ''}no ${BRAND_NAME} foi acessada de um aparelho novo: ${signIn.device}, em ${signIn.when}${where ? `, ${where}` : ''}.`,
      'Se foi você, não precisa fazer nada.',
      'Se não foi, encerre esse acesso pelo botão abaixo e troque sua senha em seguida: alguém pode conhecê-la.',
    ],
    action: { label: 'Não fui eu: encerrar esse acesso', url: endUrl },
    notes: [
      'O botão encerra só esse acesso, sem precisar entrar na conta. Você vê e encerra todos os acessos em Configurações › Sessões ativas.',
      'Por segurança, este aviso é sempre enviado e não pode ser desativado.',
    ],
  };
}

/** The second factor turned on or off in 'Configurações': told to the account's address. */
export function secondFactorChangedText(name: string, on: boolean, supportEmail: string): EmailText {
  return {
    subject: on
      ? `Verificação em duas etapas ativada no ${BRAND_NAME}`
      : `Verificação em duas etapas desativada no ${BRAND_NAME}`,
    preheader: on ? 'Sua conta agora pede um código ao entrar.' : 'Sua conta voltou a entrar só com a senha.',
    greeting: hello(name),
    paragraphs: [
      on
        ? 'A verificação em duas etapas foi ativada: ao entrar, além da senha, pediremos o código do seu aplicativo autenticador.'
        : 'A verificação em duas etapas foi desativada: sua conta volta a entrar só com a senha.',
      'Se foi você, não precisa fazer nada. Se não foi, troque sua senha e fale com o suporte agora mesmo.',
    ],
    action: { label: 'Falar com o suporte', url: `mailto:${supportEmail}` },
    notes: ['Por segurança, este aviso é sempre enviado e não pode ser desativado.'],
  };
}
