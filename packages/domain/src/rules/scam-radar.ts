import { normalizeSearchText } from './text.ts';

/**
 * The scam radar: phrases of the frauds people report on service marketplaces in Brazil, read in
 * what one side writes to the other (a request's description, a quote's terms). The writer is warned
 * before sending, the reader gets a safety note beside the text, and the team a queue. The patterns
 * are data: the team edits them in 'Configurações' (these are the first ones).
 */
export interface ScamPattern {
  /** What it is, in a few words ('Taxa de liberação'). */
  label: string;
  /** The phrases that reveal it, matched whole words, accents and case aside. */
  phrases: readonly string[];
  /** What the reader should know (the safety note). */
  advice: string;
}

export const DEFAULT_SCAM_PATTERNS: readonly ScamPattern[] = [
  {
    label: 'Pagamento a mais e devolução da diferença',
    phrases: [
      'paguei a mais',
      'pagou a mais',
      'depositei a mais',
      'transferi a mais',
      'devolver a diferença',
      'devolva a diferença',
      'me devolve a diferença',
      'estornar a diferença',
    ],
    advice:
      'Ninguém honesto pede para devolver o que "pagou a mais". Confira no extrato do seu banco antes de qualquer devolução: comprovantes podem ser falsos.',
  },
  {
    label: 'Taxa para liberar pagamento ou contato',
    phrases: ['taxa de liberação', 'taxa para liberar', 'taxa de desbloqueio', 'taxa de ativação', 'taxa de cadastro'],
    advice:
      'O Palco Brasil não cobra taxa para liberar pagamento, pedido ou contato, nem pede que alguém cobre por isso.',
  },
  {
    label: 'Pagamento a outra pessoa',
    phrases: [
      'conta de terceiro',
      'conta de terceiros',
      'conta do meu primo',
      'conta da minha mãe',
      'conta do meu pai',
      'conta do meu sócio',
      'conta do empresário',
      'pix no nome de outra pessoa',
      'pix para outra pessoa',
    ],
    advice: 'Pague o sinal só ao profissional, numa chave Pix no nome dele, e confira o nome que o banco mostra.',
  },
  {
    label: 'Link de pagamento fora do Pix',
    phrases: [
      'link de pagamento',
      'pague pelo link',
      'pagar pelo link',
      'clique no link para pagar',
      'boleto por fora',
    ],
    advice:
      'Desconfie de links de pagamento enviados por mensagem: podem imitar bancos e lojas. Prefira o Pix direto ao profissional.',
  },
  {
    label: 'Troca da chave Pix',
    phrases: ['mudei a chave', 'troquei a chave', 'nova chave pix', 'outra chave pix', 'chave pix mudou', 'chave nova'],
    advice:
      'Trocar a chave Pix depois de combinado é um golpe comum: confirme a troca falando com o profissional por telefone ou vídeo.',
  },
  {
    label: 'Comprovante agendado',
    phrases: ['comprovante agendado', 'pix agendado', 'transferência agendada', 'pagamento agendado'],
    advice: 'Um Pix agendado não é pagamento: pode ser cancelado antes de cair. Só vale o que aparece no extrato.',
  },
];

/** The text as the radar reads it: lower case, no accents, one space between words. */
const readable = (text: string) =>
  ` ${normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The patterns whose phrases appear in the text, whole words, in the patterns' order. */
export function scamSignals<P extends Pick<ScamPattern, 'phrases'>>(
  text: string | null | undefined,
  patterns: readonly P[],
): P[] {
  if (!text?.trim()) return [];
  const read = readable(text);
  return patterns.filter((p) =>
    p.phrases.some((phrase) => {
      const wanted = readable(phrase);
      return wanted.trim() !== '' && read.includes(wanted);
    }),
  );
}

/** From this many flagged texts of one account not yet reviewed by the team, it is held (receives or sends nothing). */
export const SCAM_FLAGS_HOLD = 3;
