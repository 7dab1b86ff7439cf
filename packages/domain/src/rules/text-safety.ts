/**
 * Characters that change the direction of the text around them (bidi embeddings, overrides,
 * isolates and marks) or that take no space (zero-width space, joiners, word joiner, byte-order
 * mark). Nobody types them on purpose in a name; pasted into one, they can make 'Ana' read as
 * someone else or hide what a link says. The zero-width joiner is kept between two emoji, where it
 * builds one picture (👨‍👩‍👧).
 */
const INVISIBLE =
  /[\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

export const INVISIBLE_TEXT_MESSAGE =
  'Remova os caracteres invisíveis ou de controle de direção do texto (copiados junto com ele).';

/** True when the text holds no bidi control and no zero-width character (emoji sequences aside). */
export function isVisibleText(value: string): boolean {
  INVISIBLE.lastIndex = 0;
  return !INVISIBLE.test(value);
}

/** The text without its bidi controls and zero-width characters (emoji sequences kept), in NFC. */
export function stripInvisibleText(value: string): string {
  return value.replace(INVISIBLE, '').normalize('NFC');
}
