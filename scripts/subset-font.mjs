// Cuts Inter (the variable Latin file of @fontsource-variable/inter, every weight) down to the
// characters a Brazilian page uses, writes it to apps/web/src/assets/fonts and sets the unicode-range of
// its @font-face there (inter-pt.css) to those characters.
// Run again after updating the font package or the characters: node scripts/subset-font.mjs
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const outDir = path.join(root, 'apps/web/src/assets/fonts');

const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/**
 * Printable ASCII; the accented letters of Portuguese and of the names Brazilians carry from Spanish,
 * Italian, French and German; the signs the app writes (º ª ° · × © ®, quotes, dashes, bullet,
 * ellipsis, arrows, minus) and the euro and trade mark signs.
 */
const characters = [
  ...span(0x20, 0x7e),
  ...'\u00a0ª«°·º»×©®§',
  ...'ÀÁÂÃÄÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜàáâãäçèéêëìíîïñòóôõöùúûü',
  ...'–—‘’“”•…‹›→←↑↓−€™',
].map((c) => (typeof c === 'number' ? c : c.codePointAt(0)));

/** U+0041 or U+0041-005A, as CSS writes a range. */
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
function unicodeRange(codes) {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const ranges = [];
  for (const code of sorted) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

const font = await subsetFont(fs.readFileSync(source), String.fromCodePoint(...characters), { targetFormat: 'woff2' });
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'inter-pt-wght.woff2'), font);
// The @font-face is written by hand in inter-pt.css; only its unicode-range follows the characters above.
const cssFile = path.join(outDir, 'inter-pt.css');
const css = fs
  .readFileSync(cssFile, 'utf8')
  .replace(/unicode-range:[^;]*;/, `unicode-range: ${unicodeRange(characters)};`);
fs.writeFileSync(
  cssFile,
  await prettier.format(css, { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile }),
);
console.log(`Inter: ${fs.statSync(source).size} → ${font.length} bytes, ${characters.length} caracteres.`);
