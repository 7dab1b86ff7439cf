import type { ImproveType } from '@app/domain/schemas/api/ai';

export type { ImproveType };

/** What the writer knows about the professional, so generated details stay true to the profile. */
export interface ProfileContext {
  name: string;
  specialties: string[];
  genres: string[];
  serviceTypes: string[];
  location: string;
  services: { title: string; description: string; price: string }[];
  equipment: string[];
}

export interface ImproveRequest {
  text: string;
  type: ImproveType;
  context?: ProfileContext | undefined;
}

/** Rewrites a professional's text: a chat-completions model when configured, the offline improver otherwise. */
export interface TextImprover {
  readonly kind: 'openai-compatible' | 'offline';
  improve(request: ImproveRequest): Promise<string>;
}

/** The provider failed or was too slow; the message is shown to the user as it is. */
export class ImproverUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImproverUnavailableError';
  }
}
