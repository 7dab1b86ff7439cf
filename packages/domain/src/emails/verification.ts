import { BRAND_NAME } from '../constants/brand.ts';
import { hello, type EmailText } from './text.ts';

/** The admin refused the verification: the professional learns why and how to be looked at again. */
export function verificationRefusedText(name: string, reason: string, dashboardUrl: string): EmailText {
  return {
    subject: `Verificação do seu perfil no ${BRAND_NAME}`,
    preheader: 'Sua verificação foi recusada. Veja o motivo e o que fazer.',
    greeting: hello(name),
    paragraphs: [
      `Nossa equipe analisou o seu perfil no ${BRAND_NAME} e, por enquanto, não pôde verificá-lo.`,
      `Motivo: ${reason}`,
      'Corrija o que foi apontado e salve o seu perfil: ele volta para a fila de verificação e será analisado de novo.',
    ],
    action: { label: 'Abrir meu painel', url: dashboardUrl },
    notes: ['Se tiver dúvidas sobre o motivo, responda para o nosso suporte.'],
  };
}

/**
 * The admin verified the profile: the professional learns it, and whether it is now in search or
 * what still stands between it and search (the listing rule's own reading, never assumed).
 */
export function verificationApprovedText(
  name: string,
  listing: { listed: boolean; message: string },
  dashboardUrl: string,
): EmailText {
  return {
    subject: `Seu perfil foi verificado no ${BRAND_NAME}`,
    preheader: listing.listed ? 'Seu perfil foi verificado e já aparece nas buscas.' : 'Seu perfil foi verificado.',
    greeting: hello(name),
    paragraphs: [
      `Nossa equipe verificou o seu perfil no ${BRAND_NAME}: ele agora exibe o selo Verificado para os clientes.`,
      listing.listed
        ? 'Seu perfil já aparece nas buscas e pode receber contatos pelo WhatsApp.'
        : `Para aparecer nas buscas, ainda falta um passo. ${listing.message}`,
    ],
    action: { label: 'Abrir meu painel', url: dashboardUrl },
    notes: ['Mantenha o perfil atualizado: fotos, serviços e portfólio ajudam os clientes a escolher você.'],
  };
}
