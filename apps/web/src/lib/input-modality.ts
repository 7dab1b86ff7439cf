/**
 * Remembers whether the person last used a keyboard or a pointer, on the root element
 * (data-input="keyboard" | "pointer"). Browsers show :focus-visible after a click when a script
 * moves focus (Radix tabs, menus and dialogs do), so the stylesheet hides focus rings while the
 * pointer is in use; text fields keep theirs, as the caret's home.
 */
export function trackInputModality(doc: Document = document) {
  const root = doc.documentElement;
  const set = (mode: 'keyboard' | 'pointer') => {
    if (root.dataset.input !== mode) root.dataset.input = mode;
  };
  doc.addEventListener('keydown', (event) => {
    if (!event.metaKey && !event.altKey && !event.ctrlKey) set('keyboard');
  }, true);
  doc.addEventListener('pointerdown', () => set('pointer'), true);
}
