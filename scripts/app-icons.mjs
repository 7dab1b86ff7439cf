// Draws the installed app's icons (apps/web/public/icons) from the logo mark of
// components/layout/logo.tsx: `node scripts/app-icons.mjs`. The PNGs are committed; run this again
// only when the mark changes.
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#4c1d95';
const ACCENT = '#fbbf24';
const BARS = [
  [7, 13, 6],
  [12, 9, 14],
  [17, 6, 20],
  [22, 11, 10],
];
const bars = BARS.map(([x, y, h]) => `<rect x="${x}" y="${y}" width="3" height="${h}" rx="1.5"/>`).join('');

/** The mark on its rounded square, as the favicon draws it. */
const standard = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/><g fill="${ACCENT}">${bars}</g></svg>`;
/**
 * For launchers that cut their own shape (purpose "maskable"): the colour to the edges and the
 * bars within the middle 60 %, the circle every mask keeps.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g fill="${ACCENT}" transform="translate(16 16) scale(0.62) translate(-16 -16)">${bars}</g></svg>`;
/** iOS rounds the corners itself and shows transparency as black: a full square. */
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g fill="${ACCENT}" transform="translate(16 16) scale(0.8) translate(-16 -16)">${bars}</g></svg>`;

const out = path.join(import.meta.dirname, '../apps/web/public/icons');
const draw = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));

await Promise.all([
  draw(standard, 192, 'icon-192.png'),
  draw(standard, 512, 'icon-512.png'),
  draw(maskable, 512, 'icon-maskable-512.png'),
  draw(apple, 180, 'apple-touch-icon.png'),
]);
