import sharp from 'sharp';

const PALETTES = [
  ['#4c1d95', '#f59e0b'],
  ['#1e3a8a', '#f472b6'],
  ['#7c2d12', '#fbbf24'],
  ['#134e4a', '#a3e635'],
  ['#581c87', '#22d3ee'],
  ['#831843', '#fde68a'],
  ['#0f172a', '#f97316'],
  ['#312e81', '#34d399'],
] as const;

/** Deterministic PRNG so every start draws the same pictures. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A square portrait placeholder: a silhouette over a sound wave in the brand's colours, as webp. */
export async function demoAvatar(index: number): Promise<Buffer> {
  const rand = mulberry32(index * 7919 + 13);
  const [bg, accent] = PALETTES[index % PALETTES.length]!;
  const bars = Array.from({ length: 24 }, (_, i) => {
    const h = 40 + Math.round(rand() * 220);
    return `<rect x="${12 + i * 24}" y="${300 - h / 2}" width="12" height="${h}" rx="6" fill="${accent}" opacity="0.35"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>${bars}
    <circle cx="300" cy="250" r="95" fill="${accent}" opacity="0.92"/>
    <path d="M120 600c0-110 80-190 180-190s180 80 180 190z" fill="${accent}" opacity="0.92"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
