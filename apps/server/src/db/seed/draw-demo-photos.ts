// Draws the demo professionals' pictures into demo-photos/ (npm run demo:photos): after a change to
// the drawing (avatar.ts), to the demo's people (demo-data.ts) or to the image library.
import fs from 'node:fs/promises';
import path from 'node:path';
import { drawDemoPhotos } from './avatar.ts';
import { DEMO_PROFESSIONALS } from './demo-data.ts';
import { DEMO_PHOTOS_DIR, demoPhotoNames } from './demo-photos.ts';

await fs.rm(DEMO_PHOTOS_DIR, { recursive: true, force: true });
await fs.mkdir(DEMO_PHOTOS_DIR, { recursive: true });
for (const [index, demo] of DEMO_PROFESSIONALS.entries()) {
  const drawn = await drawDemoPhotos(index, demo.look);
  const names = demoPhotoNames(index);
  await fs.writeFile(path.join(DEMO_PHOTOS_DIR, names.photo), drawn.photo);
  await fs.writeFile(path.join(DEMO_PHOTOS_DIR, names.card), drawn.card);
}
console.log(`${DEMO_PROFESSIONALS.length * 2} imagens em ${path.relative(process.cwd(), DEMO_PHOTOS_DIR)}.`);
