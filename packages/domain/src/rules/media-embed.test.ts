import { describe, expect, it } from 'vitest';
import { formatDuration, playableOf } from './media-embed.ts';

const of = (url: string, content_type = 'link') => playableOf({ url, content_type });

describe('playableOf', () => {
  it('turns YouTube links of every shape into the privacy-enhanced player', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ']) {
      expect(of(url)).toMatchObject({ kind: 'embed', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' });
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
    expect(of('https://vimeo.com/76979871')).toMatchObject({ provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1' });
    expect(of('https://soundcloud.com/artista/faixa-nova/')).toMatchObject({
      provider: 'soundcloud',
      src: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartista%2Ffaixa-nova&auto_play=true&visual=false&color=%236d28d9',
    });
    expect(of('https://soundcloud.com/')).toBeNull();
  });

  it("embeds Bandcamp only from its player's address", () => {
    expect(of('https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/bgcol=ffffff/')).toMatchObject({ provider: 'bandcamp', height: 472 });
    expect(of('https://artista.bandcamp.com/album/disco')).toBeNull();
  });

  it('plays audio files in the page and leaves other links alone', () => {
    expect(of('https://cdn.exemplo.com/faixas/demo.MP3', 'audio')).toEqual({ kind: 'audio', src: 'https://cdn.exemplo.com/faixas/demo.MP3' });
    expect(of('/media/portfolio-audio/abc-1.m4a', 'audio')).toEqual({ kind: 'audio', src: '/media/portfolio-audio/abc-1.m4a' });
    expect(of('http://inseguro.com/faixa.mp3')).toBeNull();
    expect(of('https://drive.google.com/file/d/abc/view')).toBeNull();
    expect(of('https://evil.example/?next=https://youtu.be/dQw4w9WgXcQ')).toBeNull();
  });

  it('writes durations as m:ss', () => {
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(59.6)).toBe('1:00');
  });
});
