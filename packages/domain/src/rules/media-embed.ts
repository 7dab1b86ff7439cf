/**
 * How a portfolio item plays on the profile. Links from the five music and video services become
 * their official embedded players (loaded only when the visitor presses play); a link to an audio
 * file, or an uploaded one, plays in the page's own audio element; anything else stays a link.
 */
export type EmbedProvider = 'youtube' | 'soundcloud' | 'spotify' | 'vimeo' | 'bandcamp';

export type Playable =
  | { kind: 'embed'; provider: EmbedProvider; label: string; src: string; height: number }
  | { kind: 'audio'; src: string }
  | null;

/** The hosts the content security policy lets into frames: exactly the players below. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
  'https://player.vimeo.com',
  'https://bandcamp.com',
] as const;

const PROVIDER_LABELS: Record<EmbedProvider, string> = {
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  vimeo: 'Vimeo',
  bandcamp: 'Bandcamp',
};

const AUDIO_EXTENSIONS = 'mp3|m4a|aac|ogg|oga|opus|wav|flac';
const AUDIO_FILE = new RegExp(`\\.(${AUDIO_EXTENSIONS})$`, 'i');
const YOUTUBE_ID = /^[\w-]{11}$/;

function parse(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

const hostIs = (u: URL, ...hosts: string[]) =>
  hosts.some((h) => u.hostname === h || u.hostname === `www.${h}` || u.hostname === `m.${h}`);

function youtube(u: URL): string | null {
  let id: string | null = null;
  if (u.hostname === 'youtu.be') id = u.pathname.slice(1).split('/')[0] ?? null;
  else if (hostIs(u, 'youtube.com', 'music.youtube.com')) {
    if (u.pathname === '/watch') id = u.searchParams.get('v');
    else {
      const m = /^\/(?:embed|shorts|live)\/([\w-]{11})/.exec(u.pathname);
      id = m?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

function spotify(u: URL): string | null {
  if (u.hostname !== 'open.spotify.com') return null;
  const m = /^\/(?:intl-[a-z-]+\/)?(track|album|playlist|episode|show|artist)\/([A-Za-z0-9]+)/.exec(u.pathname);
  return m ? `https://open.spotify.com/embed/${m[1]}/${m[2]}?utm_source=generator` : null;
}

function vimeo(u: URL): string | null {
  if (!hostIs(u, 'vimeo.com', 'player.vimeo.com')) return null;
  const m = /^\/(?:video\/)?(\d+)/.exec(u.pathname);
  return m ? `https://player.vimeo.com/video/${m[1]}?autoplay=1` : null;
}

function soundcloud(u: URL): string | null {
  if (!hostIs(u, 'soundcloud.com')) return null;
  // A profile, a track or a set: at least one path segment after the host.
  if (!/^\/[^/]+/.test(u.pathname)) return null;
  const page = `https://soundcloud.com${u.pathname.replace(/\/$/, '')}`;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(page)}&auto_play=true&visual=false&color=%236d28d9`;
}

/**
 * Bandcamp's page addresses do not carry the numeric id its player needs, so only the player's own
 * address (Compartilhar/Incorporar → the src of the code) embeds; a page link stays a link.
 */
function bandcamp(u: URL): string | null {
  if (u.hostname !== 'bandcamp.com' || !u.pathname.startsWith('/EmbeddedPlayer/')) return null;
  if (!/\/(album|track)=\d+/.test(u.pathname)) return null;
  return `https://bandcamp.com${u.pathname}`;
}

export function playableOf(item: { url: string; content_type: string }): Playable {
  // Uploaded files live in this app's storage (a same-origin path, or the bucket's https address).
  if (item.url.startsWith('/media/')) return AUDIO_FILE.test(item.url) ? { kind: 'audio', src: item.url } : null;
  const u = parse(item.url);
  if (!u) return null;
  const yt = youtube(u);
  if (yt) return { kind: 'embed', provider: 'youtube', label: PROVIDER_LABELS.youtube, src: yt, height: 0 };
  const sp = spotify(u);
  if (sp)
    return {
      kind: 'embed',
      provider: 'spotify',
      label: PROVIDER_LABELS.spotify,
      src: sp,
      height: /\/(track|episode)\//.test(u.pathname) ? 152 : 352,
    };
  const vi = vimeo(u);
  if (vi) return { kind: 'embed', provider: 'vimeo', label: PROVIDER_LABELS.vimeo, src: vi, height: 0 };
  const sc = soundcloud(u);
  if (sc) return { kind: 'embed', provider: 'soundcloud', label: PROVIDER_LABELS.soundcloud, src: sc, height: 166 };
  const bc = bandcamp(u);
  if (bc)
    return {
      kind: 'embed',
      provider: 'bandcamp',
      label: PROVIDER_LABELS.bandcamp,
      src: bc,
      height: /\/track=/.test(u.pathname) ? 120 : 472,
    };
  if (u.protocol === 'https:' && AUDIO_FILE.test(u.pathname)) return { kind: 'audio', src: u.toString() };
  return null;
}

/** An item that plays: by content type 'audio' or not, what counts is the link. */
const isPlayable = (item: { url: string; content_type: string }) => playableOf(item) !== null;

/**
 * A loose pattern that every address `playableOf` plays matches: one of the players' hosts or an
 * audio file's extension anywhere in it, or a character (an escape, a control or non-ASCII
 * character) that could spell a host in another way. It means the same to a JavaScript RegExp with
 * the `i` flag and to PostgreSQL's case-insensitive match (`~*`), so that the database can leave out
 * the items that cannot play (portfolio_items.may_play, kept by it); what it lets through,
 * `playableOf` decides.
 */
export const PLAYABLE_URL_HINT = `(youtube\\.com|youtu\\.be|spotify\\.com|vimeo\\.com|soundcloud\\.com|bandcamp\\.com|\\.(${AUDIO_EXTENSIONS})|%|[^ -~])`;

/** The item a search card offers to play: the first, in the order given (the profile's), that plays. */
export const firstPlayable = <T extends { url: string; content_type: string }>(items: readonly T[]): T | null =>
  items.find(isPlayable) ?? null;

/** m:ss for a duration in whole seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
