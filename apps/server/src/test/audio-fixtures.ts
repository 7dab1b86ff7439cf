/**
 * Small, valid audio files built byte by byte, so the tests need no encoder: a WAV of silence,
 * an MP3 of constant-bitrate frames, an Ogg Opus stream and an M4A container, each of a known length.
 */

export function wavFile(seconds: number, sampleRate = 8000): Buffer {
  const data = Buffer.alloc(seconds * sampleRate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 417-byte frames of 1152 samples. */
export function mp3File(seconds: number): Buffer {
  const frames = Math.round((seconds * 44100) / 1152);
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9004, 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function oggPage(serial: number, sequence: number, granule: bigint, headerType: number, packet: Buffer): Buffer {
  const segments: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0);
  header.writeUInt8(0, 4);
  header.writeUInt8(headerType, 5);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt32LE(0, 22); // checksum: readers of these tests do not verify it
  header.writeUInt8(segments.length, 26);
  return Buffer.concat([header, Buffer.from(segments), packet]);
}

/** Ogg Opus: its duration is the last page's granule position at 48 kHz, less the pre-skip. */
export function oggOpusFile(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0);
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(0, 10);
  head.writeUInt32LE(48000, 12);
  const tags = Buffer.concat([
    Buffer.from('OpusTags'),
    Buffer.from([4, 0, 0, 0]),
    Buffer.from('test'),
    Buffer.alloc(4),
  ]);
  const audio = Buffer.from([0xfc, 0xff, 0xfe]);
  return Buffer.concat([
    oggPage(7, 0, 0n, 2, head),
    oggPage(7, 1, 0n, 0, tags),
    oggPage(7, 2, BigInt(seconds * 48000), 4, audio),
  ]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
}

/** An M4A container whose movie header says how long it plays. */
export function m4aFile(seconds: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('M4A '), Buffer.from([0, 0, 2, 0]), Buffer.from('M4A mp42isom'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(0x00010000, 36);
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000007, 0); // enabled, in movie, in preview
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(seconds * 1000, 20);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(44100, 12); // timescale: the sample rate
  mdhd.writeUInt32BE(seconds * 44100, 16);
  const hdlr = Buffer.concat([Buffer.alloc(8), Buffer.from('soun'), Buffer.alloc(12), Buffer.from('Som\0')]);
  const entry = Buffer.alloc(36);
  entry.writeUInt32BE(36, 0);
  entry.write('mp4a', 4);
  entry.writeUInt16BE(1, 14); // data reference index
  entry.writeUInt16BE(2, 24); // channels
  entry.writeUInt16BE(16, 26); // bits per sample
  entry.writeUInt32BE(44100 * 65536, 32); // sample rate, 16.16 fixed point
  const stsd = Buffer.concat([Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), entry]);
  const emptyTable = Buffer.alloc(8); // version, flags and an entry count of zero
  const stsz = Buffer.alloc(12); // version, flags, one size for all samples, no table
  const minf = box('minf', box('stbl', box('stsd', stsd), box('stts', emptyTable), box('stsz', stsz)));
  const trak = box('trak', box('tkhd', tkhd), box('mdia', box('mdhd', mdhd), box('hdlr', hdlr), minf));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd), trak), box('mdat', Buffer.alloc(64))]);
}
