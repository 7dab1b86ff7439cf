import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstPlayable, formatDuration, PLAYABLE_URL_HINT, playableOf } from './media-embed.ts';

const of = (url: string, content_type = 'link') => playableOf({ url, content_type });

describe('playableOf', () => {
  it('turns YouTube links of every shape into the privacy-enhanced player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(of(url)).toMatchObject({
        kind: 'embed',
        provider: 'youtube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      });
    }
    expect(of('https://www.youtube.com/watch?v=curto')).toBeNull();
  });

  it('embeds Spotify tracks, albums and playlists, Vimeo videos and SoundCloud pages', () => {
    expect(of('https://open.spotify.com/intl-pt/track/4uLU6hMCjMI75M1A2tKUQC?si=x')).toMatchObject({
      provider: 'spotify',
      src: 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=generator',
      height: 152,
    });
    expect(of('https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3')).toMatchObject({ height: 352 });
    expect(of('https://vimeo.com/76979871')).toMatchObject({
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1',
    });
    expect(of('https://soundcloud.com/artista/faixa-nova/')).toMatchObject({
      provider: 'soundcloud',
      src: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartista%2Ffaixa-nova&auto_play=true&visual=false&color=%236d28d9',
    });
    expect(of('https://soundcloud.com/')).toBeNull();
  });

  it("embeds Bandcamp only from its player's address", () => {
    expect(of('https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=ffffff/')).toMatchObject({
      provider: 'bandcamp',
      height: 472,
    });
    expect(of('https://artista.bandcamp.com/album/disco')).toBeNull();
  });

  it('plays audio files in the page and leaves other links alone', () => {
    expect(of('https://cdn.exemplo.com/faixas/demo.MP3', 'audio')).toEqual({
      kind: 'audio',
      src: 'https://cdn.exemplo.com/faixas/demo.MP3',
    });
    expect(of('/media/portfolio-audio/abc-1.m4a', 'audio')).toEqual({
      kind: 'audio',
      src: '/media/portfolio-audio/abc-1.m4a',
    });
    expect(of('http://inseguro.com/faixa.mp3')).toBeNull();
    expect(of('https://drive.google.com/file/d/abc/view')).toBeNull();
    expect(of('https://evil.example/?next=https://youtu.be/dQw4w9WgXcQ')).toBeNull();
  });

  it('writes durations as m:ss', () => {
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(59.6)).toBe('1:00');
  });
});

describe('what a search card plays', () => {
  const item = (id: string, url: string, content_type = 'link') => ({ id, title: `Faixa ${id}`, url, content_type });

  it('is the first item, in the order given, that the profile plays', () => {
    const items = [
      item('a', 'https://www.instagram.com/p/abc/'),
      item('b', 'https://www.youtube.com/@canal'),
      item('c', 'https://artista.bandcamp.com/album/disco'),
      item('d', 'https://soundcloud.com/artista/faixa'),
      item('e', '/media/portfolio-audio/x-1.mp3', 'audio'),
    ];
    expect(firstPlayable(items)?.id).toBe('d');
    expect(firstPlayable(items.slice(4))?.id).toBe('e');
    expect(firstPlayable(items.slice(0, 3))).toBeNull();
    expect(firstPlayable([])).toBeNull();
  });

  const hint = new RegExp(PLAYABLE_URL_HINT, 'i');
  const playable = (url: string) => playableOf({ url, content_type: 'link' }) !== null;

  it('lets a query leave out links that cannot play, and only those', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://YOUTU.BE/dQw4w9WgXcQ',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'https://player.vimeo.com/video/76979871',
      'https://m.soundcloud.com/artista',
      'https://bandcamp.com/EmbeddedPlayer/track=42/',
      'https://cdn.exemplo.com/demo.Flac?assinatura=1',
      '/media/portfolio-audio/x-1.ogg',
      // The same host, spelled so that the browser's URL reading turns it into youtu.be.
      'https://youtu%2ebe/dQw4w9WgXcQ',
      'https://ｙｏｕｔｕ.ｂｅ/dQw4w9WgXcQ',
    ]) {
      expect(playable(url), url).toBe(true);
      expect(hint.test(url), url).toBe(true);
    }
    for (const url of [
      'https://www.instagram.com/p/abc/',
      'https://drive.google.com/file/d/abc/view',
      '/media/portfolio-audio/x-1.txt',
    ]) {
      expect(hint.test(url), url).toBe(false);
    }
  });

  it('never leaves out a link that plays', () => {
    const host = fc.constantFrom(
      'youtube.com',
      'www.youtube.com',
      'youtu.be',
      'music.youtube.com',
      'open.spotify.com',
      'vimeo.com',
      'player.vimeo.com',
      'soundcloud.com',
      'bandcamp.com',
      'cdn.exemplo.com',
    );
    const path = fc.constantFrom(
      '/watch?v=dQw4w9WgXcQ',
      '/dQw4w9WgXcQ',
      '/track/4uLU6hMCjMI75M1A2tKUQC',
      '/video/76979871',
      '/76979871',
      '/artista/faixa',
      '/EmbeddedPlayer/album=1/',
      '/faixa.mp3',
      '/a/b.WAV?x=1',
    );
    const url = fc.oneof(
      fc
        .tuple(fc.constantFrom('https://', 'http://', 'HTTPS://'), host, path)
        .map(([scheme, h, p]) => `${scheme}${h}${p}`),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    );
    fc.assert(fc.property(url, (u) => !playable(u) || hint.test(u)));
  });
});
