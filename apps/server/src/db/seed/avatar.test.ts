import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoAvatar, demoAvatarOptions } from './avatar.ts';
import { DEMO_PROFESSIONALS } from './demo-data.ts';

describe('demo portraits', () => {
  it('are distinct square webp pictures, the same on every run', async () => {
    const pictures = await Promise.all(DEMO_PROFESSIONALS.slice(0, 14).map((d, i) => demoAvatar(i, d.look)));
    const hashes = pictures.map((p) => createHash('sha256').update(p).digest('hex'));
    expect(new Set(hashes).size).toBe(14);
    const meta = await sharp(pictures[0]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    expect(createHash('sha256').update(await demoAvatar(3, DEMO_PROFESSIONALS[3]!.look)).digest('hex')).toBe(hashes[3]);
  });

  it('show people of different skin tones', async () => {
    // The pixel under the cheek, in the middle of the face: seven tones over seven neighbours.
    const cheeks = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => {
        const { data } = await sharp(await demoAvatar(i, DEMO_PROFESSIONALS[i]!.look)).extract({ left: 220, top: 330, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
        return data.toString('hex');
      }),
    );
    expect(new Set(cheeks).size).toBeGreaterThanOrEqual(5);
  });

  it('draw hair that follows each person, and a beard only on some men', () => {
    const options = DEMO_PROFESSIONALS.map((d, i) => ({ look: d.look, ...demoAvatarOptions(i, d.look) }));
    expect(options.filter((o) => o.look === 'feminine').every((o) => o.facialHairProbability === 0)).toBe(true);
    expect(options.some((o) => o.look === 'masculine' && o.facialHairProbability === 100)).toBe(true);
    expect(options.filter((o) => o.look === 'masculine').some((o) => ['long', 'bobCut', 'bobBangs', 'extraLong'].includes(o.hair[0]!))).toBe(false);
  });
});
