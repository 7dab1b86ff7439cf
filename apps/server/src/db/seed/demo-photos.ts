import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The demo professionals' pictures, drawn once by `npm run demo:photos` (avatar.ts) and kept with
 * the code: a first start copies them instead of drawing 54 pictures (about 1,8 s of a newcomer's
 * first `npm start` on two cores). A test checks that they are what the drawing gives today.
 */
export const DEMO_PHOTOS_DIR = path.join(import.meta.dirname, 'demo-photos');

/** The file names of a demo professional's photo and card picture; also their names in storage. */
export const demoPhotoNames = (index: number) => ({
  photo: `demo-${index + 1}.webp`,
  card: `demo-${index + 1}-card.webp`,
});

export async function readDemoPhotos(index: number): Promise<{ photo: Buffer; card: Buffer }> {
  const names = demoPhotoNames(index);
  const [photo, card] = await Promise.all([
    fs.readFile(path.join(DEMO_PHOTOS_DIR, names.photo)),
    fs.readFile(path.join(DEMO_PHOTOS_DIR, names.card)),
  ]);
  return { photo, card };
}
