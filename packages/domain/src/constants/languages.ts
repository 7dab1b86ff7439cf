/**
 * The languages a professional can say they work in: sing, write, record or talk to a client.
 * The slug is what is stored and what addresses use; the label is what people read; the words
 * are what people type for it besides the label ('english', 'que fala inglês').
 */
export const LANGUAGES = [
  { slug: 'portugues', label: 'Português', words: ['portuguese'] },
  { slug: 'ingles', label: 'Inglês', words: ['english'] },
  { slug: 'espanhol', label: 'Espanhol', words: ['spanish', 'espanol', 'castelhano'] },
  { slug: 'frances', label: 'Francês', words: ['french', 'francais'] },
  { slug: 'italiano', label: 'Italiano', words: ['italian'] },
  { slug: 'alemao', label: 'Alemão', words: ['german', 'deutsch'] },
  { slug: 'japones', label: 'Japonês', words: ['japanese'] },
  { slug: 'libras', label: 'Libras', words: ['lingua de sinais', 'linguagem de sinais', 'sign language'] },
] as const;

export type LanguageSlug = (typeof LANGUAGES)[number]['slug'];
