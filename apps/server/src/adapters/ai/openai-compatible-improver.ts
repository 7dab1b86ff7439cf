import type { ImproveRequest, ImproveType, ProfileContext, TextImprover } from './text-improver.ts';
import { ImproverUnavailableError } from './text-improver.ts';

export interface ChatCompletionsSettings {
  /** Base URL (".../v1") or the full ".../chat/completions" endpoint. */
  url: string;
  key: string;
  model: string;
  timeoutMs: number;
}

const UNAVAILABLE = 'O serviço de IA não está disponível no momento. Tente novamente em instantes.';
const TIMEOUT = 'O serviço de IA demorou demais para responder. Tente novamente.';

const SYSTEM: Record<ImproveType, string> = {
  biography:
    'Você revisa textos de perfis de profissionais da música em um marketplace brasileiro. Reescreva a biografia recebida em português do Brasil, ' +
    'com frases completas, pontuação e maiúsculas corretas, tom profissional e acolhedor, em primeira pessoa se o original estiver assim. ' +
    'Mantenha todos os fatos e não invente nenhum (prêmios, clientes, números). No máximo três parágrafos curtos. Responda somente com o texto final.',
  equipment:
    'Você organiza listas de equipamentos de estúdio e de palco. Remova itens repetidos, corrija a grafia de marcas e modelos e agrupe os itens ' +
    'do mesmo tipo lado a lado (microfones, interfaces e mesas, monitores e fones, instrumentos, software, outros). Não acrescente itens. ' +
    'Responda somente com os itens separados por vírgula, numa única linha, sem títulos.',
  work_details:
    'Você escreve a seção "Detalhes do trabalho" do perfil de um profissional da música em um marketplace brasileiro: como ele trabalha, ' +
    'prazos, revisões, formatos de entrega e o que o cliente deve enviar. Use português do Brasil, linhas curtas e marcadores "• " quando fizer sentido. ' +
    'Baseie-se apenas no texto e nos dados do perfil recebidos; não invente preços, prazos ou clientes que não estejam neles. Responda somente com o texto final.',
};

function userMessage({ text, type, context }: ImproveRequest): string {
  const parts = [text.trim() ? `Texto:\n${text.trim()}` : 'Texto: (vazio; escreva a partir dos dados do perfil)'];
  if (type === 'work_details' && context) parts.push(`Dados do perfil:\n${describe(context)}`);
  return parts.join('\n\n');
}

function describe(c: ProfileContext): string {
  return [
    `Nome: ${c.name}`,
    c.specialties.length ? `Especialidades: ${c.specialties.join(', ')}` : null,
    c.genres.length ? `Gêneros: ${c.genres.join(', ')}` : null,
    c.serviceTypes.length ? `Atendimento: ${c.serviceTypes.join(', ')}` : null,
    c.location ? `Local: ${c.location}` : null,
    c.equipment.length ? `Equipamentos: ${c.equipment.join(', ')}` : null,
    ...c.services.map((s) => `Serviço: ${s.title} (${s.price}): ${s.description}`),
  ]
    .filter(Boolean)
    .join('\n');
}

const endpoint = (url: string) => {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
};

/** Any server that speaks OpenAI's chat-completions API (OpenAI, Azure, Groq, Ollama, vLLM...). */
export function createChatCompletionsImprover(
  settings: ChatCompletionsSettings,
  fetchImpl: typeof fetch = fetch,
): TextImprover {
  return {
    kind: 'openai-compatible',
    async improve(request) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint(settings.url), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            temperature: 0.4,
            messages: [
              { role: 'system', content: SYSTEM[request.type] },
              { role: 'user', content: userMessage(request) },
            ],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new ImproverUnavailableError(timedOut ? TIMEOUT : UNAVAILABLE, { cause: err });
      }
      let payload: unknown;
      try {
        payload = await response.json();
      } catch (err) {
        throw new ImproverUnavailableError(UNAVAILABLE, { cause: err });
      }
      if (!response.ok) throw new ImproverUnavailableError(UNAVAILABLE, { cause: payload });
      const content = (payload as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new ImproverUnavailableError(UNAVAILABLE, { cause: payload });
      return content.trim();
    },
  };
}
