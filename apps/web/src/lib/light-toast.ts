/**
 * A notice at the foot of the screen, for a page served without the app: the same words and place
 * as the app's toasts (sonner's, bottom centre), drawn by the page's own script. It goes after five
 * seconds, or when another takes its place.
 */
export function lightToast(title: string, description?: string): void {
  document.getElementById('light-toast')?.remove();
  const box = document.createElement('div');
  box.id = 'light-toast';
  box.setAttribute('role', 'status');
  box.className =
    'fixed inset-x-4 bottom-6 z-50 mx-auto max-w-sm rounded-xl border border-border bg-surface px-4 py-3 text-sm shadow-lift';
  document.body.append(box);
  // Filled once the live region is on the page, so that a screen reader reads the words.
  requestAnimationFrame(() => {
    const heading = document.createElement('p');
    heading.className = 'font-semibold text-ink';
    heading.textContent = title;
    box.append(heading);
    if (description) {
      const more = document.createElement('p');
      more.className = 'mt-0.5 text-muted-foreground';
      more.textContent = description;
      box.append(more);
    }
  });
  setTimeout(() => box.remove(), 5000);
}
