import type { AppConfig } from '../../config.ts';
import { createOfflineImprover } from './offline-improver.ts';
import { createChatCompletionsImprover } from './openai-compatible-improver.ts';
import type { TextImprover } from './text-improver.ts';

/** A chat-completions endpoint when AI_API_URL is set; otherwise the offline improver. */
export function openTextImprover(config: Pick<AppConfig, 'ai'>): TextImprover {
  return config.ai ? createChatCompletionsImprover(config.ai) : createOfflineImprover();
}
