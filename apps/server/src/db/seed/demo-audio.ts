/**
 * Short pieces of music for the demo's portfolio, made when the demo is seeded: a few bars in the
 * manner of a genre (drums from noise and a falling sine, a bass line, a chord or a lead on top),
 * as a small WAV (11 025 Hz, 8-bit mono, 5 to 9 s, under 100 kB). They play without the network, so
 * the first thing a visitor presses in the demo works anywhere.
 */

const RATE = 11_025;
/** Four bars, or two for a slow style: about 5 to 9 seconds either way. */
const barsAt = (bpm: number) => (bpm < 90 ? 2 : 4);
const STEPS = 16;

type Wave = 'sine' | 'square' | 'triangle' | 'saw';

interface Style {
  bpm: number;
  /** MIDI note of the key's root. */
  root: number;
  minor: boolean;
  /** One hit pattern per bar of 16 steps: 'x' hits, '.' rests. */
  kick: string;
  snare: string;
  hat: string;
  /** Steps where the bass plays the chord's root (or its octave on 'o'). */
  bass: string;
  /** Steps where the chord (or the lead, in arpeggio) sounds. */
  chord: string;
  arpeggio: boolean;
  lead: Wave;
  swing?: number;
}

const STYLES: Record<string, Style> = {
  pop: {
    bpm: 112,
    root: 60,
    minor: false,
    kick: 'x.......x.x.....',
    snare: '....x.......x...',
    hat: 'x.x.x.x.x.x.x.x.',
    bass: 'x..x..x.x..x..x.',
    chord: 'x.....x.....x...',
    arpeggio: false,
    lead: 'triangle',
  },
  samba: {
    bpm: 100,
    root: 62,
    minor: false,
    kick: 'x.......x.......',
    snare: 'x..x..x...x..x..',
    hat: 'xxxxxxxxxxxxxxxx',
    bass: 'x.....o.x.....o.',
    chord: '..x..x...x..x.x.',
    arpeggio: false,
    lead: 'triangle',
  },
  bossa: {
    bpm: 84,
    root: 57,
    minor: true,
    kick: 'x..x....x..x....',
    snare: 'x..x..x...x..x..',
    hat: 'x.x.x.x.x.x.x.x.',
    bass: 'x..o....x..o....',
    chord: 'x..x..x...x..x..',
    arpeggio: false,
    lead: 'sine',
    swing: 0.1,
  },
  funk: {
    bpm: 130,
    root: 58,
    minor: true,
    kick: 'x..x..x...x.x...',
    snare: '....x.......x..x',
    hat: 'x.xxx.xxx.xxx.xx',
    bass: 'x..x..x.........',
    chord: 'x.....x.........',
    arpeggio: true,
    lead: 'square',
  },
  trap: {
    bpm: 140,
    root: 55,
    minor: true,
    kick: 'x......x..x.....',
    snare: '........x.......',
    hat: 'x.x.x.xxx.x.xxxx',
    bass: 'x......x..x.....',
    chord: 'x...x...x...x...',
    arpeggio: true,
    lead: 'sine',
  },
  electronic: {
    bpm: 124,
    root: 57,
    minor: true,
    kick: 'x...x...x...x...',
    snare: '....x.......x...',
    hat: '..x...x...x...x.',
    bass: '..x...x...x...x.',
    chord: 'x..x..x...x..x..',
    arpeggio: true,
    lead: 'saw',
  },
  rock: {
    bpm: 120,
    root: 52,
    minor: false,
    kick: 'x.....x.x.......',
    snare: '....x.......x...',
    hat: 'x.x.x.x.x.x.x.x.',
    bass: 'x.x.x.x.x.x.x.x.',
    chord: 'x.......x.......',
    arpeggio: false,
    lead: 'square',
  },
  sertanejo: {
    bpm: 96,
    root: 60,
    minor: false,
    kick: 'x.......x.......',
    snare: '....x.......x...',
    hat: 'x.x.x.x.x.x.x.x.',
    bass: 'x...o...x...o...',
    chord: '..x...x...x...x.',
    arpeggio: false,
    lead: 'triangle',
  },
  forro: {
    bpm: 118,
    root: 62,
    minor: false,
    kick: 'x.....x.x.....x.',
    snare: '....x.......x...',
    hat: 'xxxxxxxxxxxxxxxx',
    bass: 'x.....o.x.....o.',
    chord: 'x.x...x.x.x...x.',
    arpeggio: true,
    lead: 'square',
  },
  reggae: {
    bpm: 76,
    root: 55,
    minor: true,
    kick: '........x.......',
    snare: '........x.......',
    hat: 'x.x.x.x.x.x.x.x.',
    bass: 'x..x....x.x.....',
    chord: '....x.......x...',
    arpeggio: false,
    lead: 'square',
  },
  gospel: {
    bpm: 72,
    root: 60,
    minor: false,
    kick: 'x.......x.......',
    snare: '....x.......x...',
    hat: 'x...x...x...x...',
    bass: 'x.......x.......',
    chord: 'x.......x.......',
    arpeggio: false,
    lead: 'sine',
  },
};

const GENRE_STYLES: Record<string, keyof typeof STYLES> = {
  Pop: 'pop',
  Indie: 'pop',
  MPB: 'bossa',
  Jazz: 'bossa',
  Samba: 'samba',
  Pagode: 'samba',
  Axé: 'samba',
  Funk: 'funk',
  Trap: 'trap',
  Rap: 'trap',
  'Hip Hop': 'trap',
  Eletrônico: 'electronic',
  Rock: 'rock',
  Sertanejo: 'sertanejo',
  Forró: 'forro',
  Reggae: 'reggae',
  Gospel: 'gospel',
};

/** I–V–vi–IV in a major key, i–VI–III–VII in a minor one: one chord per bar. */
const PROGRESSION = {
  major: [
    [0, 4, 7],
    [7, 11, 14],
    [9, 12, 16],
    [5, 9, 12],
  ],
  minor: [
    [0, 3, 7],
    [8, 12, 15],
    [3, 7, 10],
    [10, 14, 17],
  ],
};

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function oscillator(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  if (wave === 'sine') return Math.sin(2 * Math.PI * p);
  if (wave === 'square') return p < 0.5 ? 0.6 : -0.6;
  if (wave === 'saw') return (2 * p - 1) * 0.6;
  return 1 - 4 * Math.abs(p - 0.5);
}

/** A repeatable noise, so that the same demo always sounds the same. */
function noise(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 0xffffffff) * 2 - 1;
  };
}

function addNote(out: Float32Array, start: number, seconds: number, freq: number, wave: Wave, gain: number) {
  const length = Math.min(out.length - start, Math.round(seconds * RATE));
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-3 * (t / seconds));
    out[start + i]! += oscillator(wave, freq * t) * envelope * gain;
  }
}

function addKick(out: Float32Array, start: number) {
  let phase = 0;
  const length = Math.min(out.length - start, Math.round(0.25 * RATE));
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    phase += (45 + 90 * Math.exp(-t * 30)) / RATE;
    out[start + i]! += Math.sin(2 * Math.PI * phase) * Math.exp(-t * 14) * 0.9;
  }
}

function addNoise(
  out: Float32Array,
  start: number,
  seconds: number,
  gain: number,
  random: () => number,
  bright: boolean,
) {
  const length = Math.min(out.length - start, Math.round(seconds * RATE));
  let previous = 0;
  for (let i = 0; i < length; i++) {
    const n = random();
    // The difference of two noise samples keeps the hiss and loses the rumble: a hi-hat.
    const sample = bright ? n - previous : n;
    previous = n;
    out[start + i]! += sample * Math.exp((-5 * i) / length) * gain;
  }
}

/** A WAV file (8-bit unsigned PCM, mono) holding the samples, which lie between -1 and 1. */
function wav(samples: Float32Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  const data = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) data[i] = Math.round(128 + Math.max(-1, Math.min(1, samples[i]!)) * 127);
  return Buffer.concat([header, data]);
}

export interface DemoTrack {
  file: Buffer;
  durationSeconds: number;
}

/** A few bars in the manner of the first genre this list names that has a style; pop otherwise. */
export function demoTrack(genres: readonly string[], seed: number): DemoTrack {
  const style = STYLES[genres.map((g) => GENRE_STYLES[g]).find(Boolean) ?? 'pop']!;
  const step = 60 / style.bpm / 4;
  const bars = barsAt(style.bpm);
  const total = Math.round(bars * STEPS * step * RATE);
  const out = new Float32Array(total);
  const random = noise(seed * 7919 + 17);
  const progression = style.minor ? PROGRESSION.minor : PROGRESSION.major;
  const root = style.root + (seed % 3) - 1;

  for (let bar = 0; bar < bars; bar++) {
    const chord = progression[bar % progression.length]!;
    for (let s = 0; s < STEPS; s++) {
      const swing = s % 2 === 1 ? (style.swing ?? 0) * step : 0;
      const at = Math.round(((bar * STEPS + s) * step + swing) * RATE);
      if (at >= total) continue;
      if (style.kick[s] === 'x') addKick(out, at);
      if (style.snare[s] === 'x') addNoise(out, at, 0.14, 0.45, random, false);
      if (style.hat[s] === 'x') addNoise(out, at, 0.04, 0.22, random, true);
      const bass = style.bass[s];
      if (bass === 'x' || bass === 'o')
        addNote(out, at, step * 2, hz(root - 24 + chord[0]! + (bass === 'o' ? 12 : 0)), 'triangle', 0.5);
      if (style.chord[s] === 'x') {
        if (style.arpeggio) addNote(out, at, step * 1.5, hz(root + 12 + chord[s % chord.length]!), style.lead, 0.22);
        else for (const interval of chord) addNote(out, at, step * 3, hz(root + interval), style.lead, 0.12);
      }
    }
  }

  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const scale = peak > 0 ? 0.85 / peak : 1;
  for (let i = 0; i < out.length; i++) out[i]! *= scale;
  return { file: wav(out), durationSeconds: Math.round(total / RATE) };
}
