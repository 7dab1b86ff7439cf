import { describe, expect, it } from 'vitest';
import { DEFAULT_SCAM_PATTERNS, scamSignals } from './scam-radar.ts';

const labels = (text: string) => scamSignals(text, DEFAULT_SCAM_PATTERNS).map((p) => p.label);

describe('the scam radar', () => {
  it.each([
    ['Oi! Paguei a MAIS sem querer, pode devolver a diferença?', 'Pagamento a mais e devolução da diferença'],
    ['Para liberar o pagamento preciso que você pague a taxa de liberacao.', 'Taxa para liberar pagamento ou contato'],
    ['O sinal vai para a conta do meu primo, tudo bem?', 'Pagamento a outra pessoa'],
    ['Pague pelo link que te mando no zap.', 'Link de pagamento fora do Pix'],
    ['Troquei a chave, usa essa nova: 11999998888', 'Troca da chave Pix'],
    ['Segue o comprovante agendado do Pix.', 'Comprovante agendado'],
  ])('reads %j', (text, label) => {
    expect(labels(text)).toEqual([label]);
  });

  it('reads whole words, accents and punctuation aside, and finds nothing in an ordinary text', () => {
    expect(labels('Sinal de 30% por Pix na minha chave; o restante no dia.')).toEqual([]);
    expect(labels('Levo uma chave novamente afinada.')).toEqual([]);
    expect(labels('Transferência  AGENDADA!')).toEqual(['Comprovante agendado']);
    expect(labels('')).toEqual([]);
    expect(labels('Paguei a mais e quero estornar a diferença; pague pelo link.')).toEqual([
      'Pagamento a mais e devolução da diferença',
      'Link de pagamento fora do Pix',
    ]);
  });
});
