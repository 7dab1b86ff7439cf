/** The audio element that sounds now on the page: starting another one pauses it. */
let sounding: HTMLAudioElement | null = null;

export function soundAlone(el: HTMLAudioElement): void {
  if (sounding && sounding !== el) sounding.pause();
  sounding = el;
}
