import { z } from 'zod';
import { CATALOGUE_NAME_PATTERN } from '../rules/catalogue-names.ts';

/**
 * A specialty or a genre a professional asks for when the lists lack theirs. The team reviews it:
 * approved, it joins the catalogue (the editor, the filters, the search) and the profiles of those
 * who asked; refused, they read why.
 */

export const CATALOGUE_SUGGESTION_KINDS = ['specialty', 'genre'] as const;
export type CatalogueSuggestionKind = (typeof CATALOGUE_SUGGESTION_KINDS)[number];

/** How a kind is named in a sentence ('Sugerir outro gênero'). */
export const SUGGESTION_KIND_WORDS: Record<CatalogueSuggestionKind, { one: string; another: string }> = {
  specialty: { one: 'especialidade', another: 'outra especialidade' },
  genre: { one: 'gênero', another: 'outro gênero' },
};

export const CATALOGUE_SUGGESTION_STATUSES = ['pending', 'approved', 'refused'] as const;

/** A professional waits for the team on at most this many suggestions at once. */
export const CATALOGUE_SUGGESTIONS_MAX_PENDING = 5;

export const CATALOGUE_SUGGESTION_MESSAGES = {
  name: 'Escreva o nome (de 2 a 40 caracteres: letras, números, espaços, hífen ou &).',
  note: 'A explicação pode ter até 300 caracteres.',
  kind: 'Escolha se é uma especialidade ou um gênero.',
  reason: 'Escreva o motivo (de 2 a 300 caracteres).',
  tooMany: `Você já tem ${CATALOGUE_SUGGESTIONS_MAX_PENDING} sugestões em análise. Aguarde a resposta da equipe para sugerir outra.`,
  alreadySuggested: 'Você já sugeriu esse nome: ele está em análise.',
  exists: (kind: CatalogueSuggestionKind, name: string) =>
    `${kind === 'genre' ? 'O gênero' : 'A especialidade'} ${name} já está na lista: marque-${kind === 'genre' ? 'o' : 'a'} acima.`,
  notFound: 'Sugestão não encontrada ou já analisada.',
} as const;

const name = z
  .string(CATALOGUE_SUGGESTION_MESSAGES.name)
  .trim()
  .min(2, CATALOGUE_SUGGESTION_MESSAGES.name)
  .max(40, CATALOGUE_SUGGESTION_MESSAGES.name)
  .regex(CATALOGUE_NAME_PATTERN, CATALOGUE_SUGGESTION_MESSAGES.name);

/** POST /api/me/catalogue-suggestions. */
export const catalogueSuggestionInputSchema = z.object({
  kind: z.enum(CATALOGUE_SUGGESTION_KINDS, CATALOGUE_SUGGESTION_MESSAGES.kind),
  name,
  note: z
    .string(CATALOGUE_SUGGESTION_MESSAGES.note)
    .trim()
    .max(300, CATALOGUE_SUGGESTION_MESSAGES.note)
    .optional()
    .transform((v) => v || null),
});
export type CatalogueSuggestionInput = z.input<typeof catalogueSuggestionInputSchema>;

/** One of the professional's suggestions, with the team's answer. */
export const ownCatalogueSuggestionSchema = z.object({
  id: z.string(),
  kind: z.enum(CATALOGUE_SUGGESTION_KINDS),
  name: z.string(),
  note: z.string().nullable(),
  status: z.enum(CATALOGUE_SUGGESTION_STATUSES),
  /** The name it joined the catalogue with (the team may correct the spelling). */
  approved_name: z.string().nullable(),
  refusal: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OwnCatalogueSuggestion = z.infer<typeof ownCatalogueSuggestionSchema>;
export const ownCatalogueSuggestionsSchema = z.object({ items: z.array(ownCatalogueSuggestionSchema) });

/** The admin's queue: the pending suggestions of one name (spelled alike), whoever asked. */
export const pendingCatalogueNameSchema = z.object({
  kind: z.enum(CATALOGUE_SUGGESTION_KINDS),
  /** The name as most of them wrote it. */
  name: z.string(),
  /** The normalised name that groups them: the address of the decision. */
  key: z.string(),
  first_at: z.string(),
  requests: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      note: z.string().nullable(),
      created_at: z.string(),
      professional: z.object({ id: z.string(), name: z.string(), path: z.string() }),
    }),
  ),
});
export type PendingCatalogueName = z.infer<typeof pendingCatalogueNameSchema>;
export const pendingCatalogueNamesSchema = z.object({ items: z.array(pendingCatalogueNameSchema) });

/** The admin's decision on every pending suggestion of a name. */
export const catalogueDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), kind: z.enum(CATALOGUE_SUGGESTION_KINDS), key: z.string(), name }),
  z.object({
    decision: z.literal('refuse'),
    kind: z.enum(CATALOGUE_SUGGESTION_KINDS),
    key: z.string(),
    reason: z
      .string(CATALOGUE_SUGGESTION_MESSAGES.reason)
      .trim()
      .min(2, CATALOGUE_SUGGESTION_MESSAGES.reason)
      .max(300, CATALOGUE_SUGGESTION_MESSAGES.reason),
  }),
]);
export type CatalogueDecision = z.input<typeof catalogueDecisionSchema>;

export const catalogueDecisionResultSchema = z.object({
  /** How many suggestions the decision answered, and how many of them were told by e-mail. */
  decided: z.number(),
  emails_sent: z.number(),
});
