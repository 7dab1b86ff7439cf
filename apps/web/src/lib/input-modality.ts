/** On the focused element while the pointer is in use: the stylesheet hides its focus ring. */
export const POINTER_FOCUS = 'data-pointer-focus';

/** The tracker of a document, kept on it: the light script and the app it wakes each ask for one. */
const TRACKER = Symbol.for('palco.input-modality');
type Tracked = Document & { [TRACKER]?: () => void };

/**
 * Remembers whether the person last used a keyboard or a pointer. Browsers show :focus-visible after
 * a click when a script moves focus (Radix tabs, menus and dialogs do), so an element focused while
 * the pointer is in use carries `data-pointer-focus`, and the stylesheet hides its ring; text fields
 * keep theirs, as the caret's home.
 *
 * The mark sits on the focused element, not on the root: with an attribute on <html> in that focus
 * selector, the first tap after a key (and the first key after a tap) restyled the whole page, 2 000
 * elements of the search, 90–220 ms on the bench's phone ('Ordenar por' after closing the filters
 * with Escape).
 *
 * Tracked once per document (a second call gets the first one's stop); returns how to stop.
 */
export function trackInputModality(doc: Document = document): () => void {
  const tracked = doc as Tracked;
  const existing = tracked[TRACKER];
  if (existing) return existing;
  let pointer = false;
  const mark = (element: Element | null) => {
    if (element && element !== doc.body && element !== doc.documentElement)
      element.toggleAttribute(POINTER_FOCUS, pointer);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.metaKey || event.altKey || event.ctrlKey) return;
    pointer = false;
    mark(doc.activeElement);
  };
  const onPointer = () => {
    pointer = true;
    mark(doc.activeElement);
  };
  const onFocus = (event: FocusEvent) => mark(event.target as Element);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.addEventListener('focusin', onFocus, true);
  const stop = () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('pointerdown', onPointer, true);
    doc.removeEventListener('focusin', onFocus, true);
    delete tracked[TRACKER];
  };
  tracked[TRACKER] = stop;
  return stop;
}
