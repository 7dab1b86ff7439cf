import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_MAX_PX } from '@app/domain/constants/business';
import { demoAvatar, demoAvatarOptions, drawDemoPhotos } from './avatar.ts';
import { DEMO_PROFESSIONALS } from './demo-data.ts';
import { readDemoPhotos } from './demo-photos.ts';

/**
 * How far apart two pictures are: the mean difference of their pixels' channels (0 to 255), or
 * Infinity when their sizes differ. Another build of the image library may round a few pixels
 * otherwise; another person, another colour or another size is far above 1.
 */
async function pictureDistance(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([
    sharp(a).raw().toBuffer({ resolveWithObject: true }),
    sharp(b).raw().toBuffer({ resolveWithObject: true }),
  ]);
  if (x.info.width !== y.info.width || x.info.height !== y.info.height || x.data.length !== y.data.length)
    return Infinity;
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) sum += Math.abs(x.data[i]! - y.data[i]!);
  return sum / x.data.length;
}

describe('demo portraits', () => {
  it('kept with the code are what the drawing gives today, photo and card each at its size', async () => {
    const stale: string[] = [];
    await Promise.all(
      DEMO_PROFESSIONALS.map(async (demo, index) => {
        const [kept, drawn] = await Promise.all([readDemoPhotos(index), drawDemoPhotos(index, demo.look)]);
        const distances = await Promise.all([
          pictureDistance(kept.photo, drawn.photo),
          pictureDistance(kept.card, drawn.card),
        ]);
        if (distances.some((d) => d > 1)) stale.push(demo.name);
      }),
    );
    // After a change to the drawing, the demo's people or the image library: npm run demo:photos.
    expect(stale, 'desenhe de novo com npm run demo:photos').toEqual([]);
    const kept = await readDemoPhotos(DEMO_PROFESSIONALS.length - 1);
    const [photo, card] = await Promise.all([sharp(kept.photo).metadata(), sharp(kept.card).metadata()]);
    expect([photo.format, photo.width, photo.height]).toEqual(['webp', PROFILE_PHOTO_MAX_PX, PROFILE_PHOTO_MAX_PX]);
    expect([card.format, card.width, card.height]).toEqual(['webp', PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_CARD_PX]);
  });

  it('are distinct square webp pictures, the same on every run', async () => {
    const pictures = await Promise.all(DEMO_PROFESSIONALS.slice(0, 14).map((d, i) => demoAvatar(i, d.look)));
    const hashes = pictures.map((p) => createHash('sha256').update(p).digest('hex'));
    expect(new Set(hashes).size).toBe(14);
    const meta = await sharp(pictures[0]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    expect(
      createHash('sha256')
        .update(await demoAvatar(3, DEMO_PROFESSIONALS[3]!.look))
        .digest('hex'),
    ).toBe(hashes[3]);
  });

  it('show people of different skin tones', async () => {
    // The pixel under the cheek, in the middle of the face: seven tones over seven neighbours.
    const cheeks = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => {
        const { data } = await sharp(await demoAvatar(i, DEMO_PROFESSIONALS[i]!.look))
          .extract({ left: 220, top: 330, width: 1, height: 1 })
          .raw()
          .toBuffer({ resolveWithObject: true });
        return data.toString('hex');
      }),
    );
    expect(new Set(cheeks).size).toBeGreaterThanOrEqual(5);
  });

  it('draw hair that follows each person, and a beard only on some men', () => {
    const options = DEMO_PROFESSIONALS.map((d, i) => ({ look: d.look, ...demoAvatarOptions(i, d.look) }));
    expect(options.filter((o) => o.look === 'feminine').every((o) => o.facialHairProbability === 0)).toBe(true);
    expect(options.some((o) => o.look === 'masculine' && o.facialHairProbability === 100)).toBe(true);
    expect(
      options
        .filter((o) => o.look === 'masculine')
        .some((o) => ['long', 'bobCut', 'bobBangs', 'extraLong'].includes(o.hair[0]!)),
    ).toBe(false);
  });
});
