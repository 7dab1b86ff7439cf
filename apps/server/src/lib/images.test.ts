import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { imageQueue, reencodeImage } from './images.ts';

const options = {
  accept: ['png', 'jpeg'] as const,
  unsupportedMessage: 'Formato inválido.',
  maxInputPixels: 50_000_000,
  tooManyPixelsMessage: 'Resolução alta demais.',
  maxSide: 600,
};

/** A large, cheap-to-send image: a PNG of two colours compresses to almost nothing but decodes to its full size. */
const bigPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .composite([
      {
        input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#cc9933' } },
        left: 0,
        top: 0,
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('image processing', () => {
  it('decodes large uploads one at a time, so memory does not grow with the number sent at once', async () => {
    const input = await bigPng(8000, 4000); // 32 MP: about 100 MB once decoded.
    expect(input.length).toBeLessThan(2 * 1024 * 1024);
    const base = process.memoryUsage().rss;
    let peak = base;
    let mostAtOnce = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      mostAtOnce = Math.max(mostAtOnce, imageQueue.active);
    }, 10);
    try {
      const outputs = await Promise.all(Array.from({ length: 6 }, () => reencodeImage(input, options)));
      for (const out of outputs) expect((await sharp(out).metadata()).width).toBe(600);
    } finally {
      clearInterval(sampler);
    }
    expect(mostAtOnce).toBe(1);
    // Six at once would need six decoded images (600 MB); one at a time stays near one (measured: 120 MB against 340 MB).
    expect((peak - base) / 1024 / 1024).toBeLessThan(250);
  }, 120_000);

  it('refuses an image with more pixels than its limit before decoding it', async () => {
    const input = await bigPng(6000, 5000);
    await expect(reencodeImage(input, { ...options, maxInputPixels: 25_000_000 })).rejects.toMatchObject({
      code: 'file_too_large',
      message: 'Resolução alta demais.',
    });
  });
});
