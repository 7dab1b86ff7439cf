import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAvatar } from './avatar.ts';

describe('demo portraits', () => {
  it('are distinct square webp pictures, the same on every run', async () => {
    const pictures = await Promise.all(Array.from({ length: 14 }, (_, i) => demoAvatar(i)));
    const hashes = pictures.map((p) => createHash('sha256').update(p).digest('hex'));
    expect(new Set(hashes).size).toBe(14);
    const meta = await sharp(pictures[0]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    expect(createHash('sha256').update(await demoAvatar(3)).digest('hex')).toBe(hashes[3]);
  });

  it('show people of different skin tones', async () => {
    // The pixel under the cheek, in the middle of the face: seven tones over seven neighbours.
    const cheeks = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => {
        const { data } = await sharp(await demoAvatar(i)).extract({ left: 220, top: 330, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
        return data.toString('hex');
      }),
    );
    expect(new Set(cheeks).size).toBeGreaterThanOrEqual(5);
  });
});
