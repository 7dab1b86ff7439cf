/** The presentation's scenes, one every few seconds while it plays. */
export const PROMO_SCENES = [
  { title: 'Busque', text: 'Filtre por especialidade, gênero, cidade e preço.' },
  { title: 'Compare', text: 'Ouça portfólios e leia avaliações de outros artistas.' },
  { title: 'Converse', text: 'Chame no WhatsApp com uma mensagem pronta.' },
  { title: 'Crie', text: 'Feche direto com o profissional, sem comissão.' },
] as const;

export const PROMO_SCENE_MS = 2600;

/** Marks the presentation's figure (found by the light page's script). */
export const PROMO = 'data-promo';

export const promoLabel = (playing: boolean) => (playing ? 'Pausar apresentação' : 'Assistir apresentação');

/**
 * Plays and pauses the presentation drawn by PromoVideo: the figure carries `data-playing` while it
 * plays (the stylesheet shows the scene, the pause icon and the moving bars from it), and the scene
 * changes every few seconds. Plain DOM, so that it works with or without the app's scripts; the
 * returned function detaches it.
 */
export function animatePromo(figure: HTMLElement): () => void {
  const part = (name: string) => figure.querySelector<HTMLElement>(`[data-promo-${name}]`);
  const toggle = part('toggle');
  const scene = part('scene');
  const title = part('title');
  const text = part('text');
  const progress = part('progress');
  if (!toggle || !scene || !title || !text || !progress) return () => undefined;

  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const showScene = () => {
    const current = PROMO_SCENES[index] ?? PROMO_SCENES[0];
    title.textContent = current.title;
    text.textContent = current.text;
    progress.style.width = `${((index + 1) / PROMO_SCENES.length) * 100}%`;
    // Each scene fades in, as a new element would.
    scene.classList.remove('animate-fade-in');
    void scene.offsetWidth;
    scene.classList.add('animate-fade-in');
  };
  const setPlaying = (playing: boolean) => {
    figure.toggleAttribute('data-playing', playing);
    toggle.setAttribute('aria-pressed', String(playing));
    toggle.setAttribute('aria-label', promoLabel(playing));
    clearInterval(timer);
    if (!playing) return;
    showScene();
    timer = setInterval(() => {
      index = (index + 1) % PROMO_SCENES.length;
      showScene();
    }, PROMO_SCENE_MS);
  };
  const onClick = () => setPlaying(!figure.hasAttribute('data-playing'));
  toggle.addEventListener('click', onClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    clearInterval(timer);
    // Back to the first scene, as the markup has it: what the app hydrates when it takes the page over.
    const first = PROMO_SCENES[0];
    title.textContent = first.title;
    text.textContent = first.text;
  };
}
