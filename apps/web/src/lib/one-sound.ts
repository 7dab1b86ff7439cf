/** The audio element that sounds now on the page: starting another one pauses it. */
let sounding: HTMLAudioElement | null = null;

function soundAlone(el: HTMLAudioElement): void {
  if (sounding && sounding !== el) sounding.pause();
  sounding = el;
}

/**
 * Pauses a playing element, or plays it alone on the page. A play the browser refuses calls
 * `onRefused`; one interrupted by a pause (AbortError) is not a failure.
 */
export function togglePlayback(el: HTMLAudioElement, onRefused: () => void): void {
  if (!el.paused) {
    el.pause();
    return;
  }
  soundAlone(el);
  el.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    onRefused();
  });
}
