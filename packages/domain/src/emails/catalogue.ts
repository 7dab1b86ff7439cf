import { BRAND_NAME } from '../constants/brand.ts';
import { SUGGESTION_KIND_WORDS, type CatalogueSuggestionKind } from '../schemas/catalogue-suggestions.ts';
import { hello, type EmailText } from './text.ts';

/** The team added the specialty or genre the professional asked for, and put it on the profile. */
export function catalogueSuggestionApprovedText(
  name: string,
  kind: CatalogueSuggestionKind,
  asked: string,
  approved: string,
  profileUrl: string,
): EmailText {
  const word = SUGGESTION_KIND_WORDS[kind].one;
  const spelled = asked === approved ? '' : ` (você escreveu '${asked}')`;
  return {
    subject: `${approved} entrou no catálogo do ${BRAND_NAME}`,
    preheader: `A ${word} que você sugeriu já aparece no seu perfil e nos filtros da busca.`,
    greeting: hello(name),
    paragraphs: [
      `Nossa equipe analisou a sua sugestão e incluiu ${approved}${spelled} na lista de ${kind === 'genre' ? 'gêneros' : 'especialidades'} do ${BRAND_NAME}.`,
      'Já marcamos no seu perfil: os clientes podem encontrar você por ela na busca e nos filtros.',
    ],
    action: { label: 'Ver meu perfil', url: profileUrl },
    notes: ['Se não quiser exibi-la, é só desmarcar no seu perfil.'],
  };
}

/** The team did not add it: the professional learns why. */
export function catalogueSuggestionRefusedText(
  name: string,
  kind: CatalogueSuggestionKind,
  asked: string,
  reason: string,
  profileUrl: string,
): EmailText {
  const word = SUGGESTION_KIND_WORDS[kind].one;
  return {
    subject: `Sua sugestão de ${word} no ${BRAND_NAME}`,
    preheader: `A sugestão '${asked}' não entrou no catálogo. Veja o motivo.`,
    greeting: hello(name),
    paragraphs: [
      `Nossa equipe analisou a sua sugestão '${asked}' e, por enquanto, não a incluiu no catálogo.`,
      `Motivo: ${reason}`,
      'Você pode escolher a opção mais próxima na lista ou sugerir de novo com uma explicação.',
    ],
    action: { label: 'Abrir meu perfil', url: profileUrl },
    notes: ['Se tiver dúvidas, responda para o nosso suporte.'],
  };
}
