import { describe, expect, it } from 'vitest';
import { reviewSchema } from '../schemas/review.ts';
import { portfolioItemSchema, portfolioItemUpdateSchema } from '../schemas/professional.ts';
import { withLinkScheme } from './link.ts';

describe('a link typed without its scheme', () => {
  it.each([
    ['soundcloud.com/mcjoao/meu-single', 'https://soundcloud.com/mcjoao/meu-single'],
    ['www.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
    ['  open.spotify.com/track/123 ', 'https://open.spotify.com/track/123'],
    ['drive.google.com', 'https://drive.google.com'],
    ['estúdio.com.br:8080/faixa', 'https://estúdio.com.br:8080/faixa'],
    ['//soundcloud.com/x', 'https://soundcloud.com/x'],
  ])('is completed with https:// (%s)', (typed, completed) => {
    expect(withLinkScheme(typed)).toBe(completed);
  });

  it.each([
    'https://soundcloud.com/x',
    'http://exemplo.com',
    'mailto:a@b.com',
    '/media/portfolio-audio/a.wav',
    'minha música',
    '',
  ])('is left as typed when it already has one or is no address (%s)', (typed) => {
    expect(withLinkScheme(typed)).toBe(typed);
  });

  it('is accepted, completed, wherever a link is asked for', () => {
    const review = reviewSchema.shape.project_url.parse('soundcloud.com/mcjoao/meu-single');
    expect(review).toBe('https://soundcloud.com/mcjoao/meu-single');
    expect(portfolioItemSchema.shape.url.parse('youtu.be/abc')).toBe('https://youtu.be/abc');
    expect(portfolioItemUpdateSchema.shape.url.parse('youtu.be/abc')).toBe('https://youtu.be/abc');
    expect(portfolioItemUpdateSchema.shape.url.parse('/media/portfolio-audio/a.wav')).toBe(
      '/media/portfolio-audio/a.wav',
    );
    expect(reviewSchema.shape.project_url.safeParse('ftp://exemplo.com').success).toBe(false);
    expect(reviewSchema.shape.project_url.safeParse('minha música').success).toBe(false);
  });

  it('refuses every other scheme, and completes an address that starts with // like a browser, wherever a link is asked for', () => {
    const fields = [reviewSchema.shape.project_url, portfolioItemSchema.shape.url, portfolioItemUpdateSchema.shape.url];
    for (const field of fields) {
      for (const typed of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,<b>x</b>',
        'vbscript:x',
        'file:///etc/passwd',
      ])
        expect(field.safeParse(typed).success, typed).toBe(false);
      expect(field.parse('//evil.example/x')).toBe('https://evil.example/x');
    }
  });
});
