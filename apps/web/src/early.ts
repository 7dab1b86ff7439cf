/**
 * The first script of a server-drawn page, written inside its head (the server adds it, and its hash
 * to the content policy): from the first paint, before the page's own script has come, a tap on a
 * control that only a script answers is held, with the bar at the top of the screen saying that it
 * was heard, instead of being lost. The page's script takes the taps it held as soon as it listens
 * (lib/early-taps.ts), or the app once it has the page, and makes them again. Links, questions and
 * the search's form work as HTML and are left alone; what is typed stays in its field.
 */
import { APP_WAKING } from '@/lib/app-wake-events';
import { holdOnce, offerEarlyTaps, scriptedControl, scriptedForm } from '@/lib/early-taps';

const held: Element[] = [];
const root = () => document.getElementById('root');

function hold(event: Event, el: Element | null) {
  if (!el) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  holdOnce(held, el);
  document.documentElement.setAttribute(APP_WAKING, '');
}

const onClick = (event: Event) => {
  const page = root();
  if (page) hold(event, scriptedControl(event.target, page));
};
const onSubmit = (event: Event) => {
  const page = root();
  if (page) hold(event, scriptedForm(event.target, page));
};

document.addEventListener('click', onClick, true);
document.addEventListener('submit', onSubmit, true);
offerEarlyTaps(() => {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.documentElement.removeAttribute(APP_WAKING);
  return held.splice(0);
});
