import { RESPONDS_FAST_MIN_ANSWERS, RESPONDS_FAST_MIN_SHARE } from '@app/domain/constants/deals';
import { requestsAnsweredPercent } from '@app/domain/rules/response-rate';
import type { OwnStats } from '@app/domain/schemas/api/me';
import { MessageCircleReply, Zap } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

const count = new Intl.NumberFormat('pt-BR');

/**
 * How the professional answers: the quote requests of the last 30 days answered (counted the
 * moment each answer is sent), and clients' answers to 'O profissional respondeu seu contato?'
 * about the WhatsApp contact, which earn 'Responde rápido'.
 */
export function ResponseRateCard({
  responses,
  requests,
}: {
  responses: OwnStats['responses'];
  requests: OwnStats['requests'];
}) {
  const answersLabel =
    responses.answers === 1 ? '1 resposta de cliente' : `${count.format(responses.answers)} respostas de clientes`;
  const requestsRate = requestsAnsweredPercent(requests);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <MessageCircleReply className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">Taxa de resposta</p>
          <dl className="mt-1 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-xs text-muted-foreground">Pedidos de orçamento</dt>
              <dd className="text-2xl font-bold tracking-tight" data-testid="requests-response-rate">
                {requestsRate === null ? 'Nenhum pedido ainda' : `${requestsRate}%`}
              </dd>
              <dd className="text-sm text-muted-foreground">
                {requests.received === 0
                  ? 'Os pedidos dos últimos 30 dias contam aqui assim que você responde.'
                  : `${count.format(requests.answered)} de ${count.format(requests.received)} respondidos nos últimos 30 dias.`}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Contatos pelo WhatsApp</dt>
              <dd className="text-2xl font-bold tracking-tight" data-testid="response-rate">
                {responses.rate_percent === null ? 'Sem respostas ainda' : `${responses.rate_percent}%`}
              </dd>
              <dd className="text-sm text-muted-foreground" data-testid="response-count">
                {responses.answers === 0
                  ? 'Um dia depois de clicar em contato, o cliente responde se você retornou.'
                  : `${answersLabel} disseram se você respondeu ao contato.`}
              </dd>
            </div>
          </dl>
        </div>
        <p className="inline-flex items-start gap-1.5 text-sm sm:max-w-64">
          <Zap className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {responses.responds_fast
            ? 'Seu perfil mostra o selo "Responde rápido".'
            : `Com ${RESPONDS_FAST_MIN_ANSWERS} respostas ou mais e pelo menos ${Math.round(RESPONDS_FAST_MIN_SHARE * 100)}% de "Sim", seu perfil ganha o selo "Responde rápido".`}
        </p>
      </CardContent>
    </Card>
  );
}
