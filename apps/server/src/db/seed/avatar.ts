import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import sharp from 'sharp';

/** Every skin tone the style draws, from light to dark: consecutive demo professionals differ. */
const SKIN = ['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36'] as const;
const HAIR = ['long', 'curlyHighTop', 'bobCut', 'curly', 'shortCombover', 'bunUndercut', 'buzzcut', 'curlyBun', 'sideShave', 'fade', 'bobBangs', 'extraLong', 'mohawk', 'balding'] as const;
const HAIR_COLOR = ['362c47', '6c4545', 'e15c66', 'f29c65', '362c47', 'dee1f5'] as const;
const EYES = ['open', 'happy', 'glasses', 'open', 'wink'] as const;
const MOUTH = ['smile', 'bigSmile', 'smirk', 'lips'] as const;
const CLOTHES = ['456dff', '54d7c7', '7555ca', '6dbb58', 'e24553', 'f3b63a', 'f55d81'] as const;
/** Soft backgrounds in the brand's family. */
const BACKGROUND = ['ede9fe', 'fef3c7', 'dbeafe', 'fce7f3', 'dcfce7', 'ffedd5', 'e0e7ff'] as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/**
 * A demo professional's portrait: an illustrated person drawn offline by DiceBear's 'Personas'
 * style, with skin tone, hair, eyes, mouth and clothes chosen from the index so that the demo
 * marketplace shows varied people, the same ones on every start. Square webp, like uploads.
 */
export async function demoAvatar(index: number): Promise<Buffer> {
  const svg = createAvatar(personas, {
    seed: `palco-demo-${index}`,
    size: 600,
    skinColor: [pick(SKIN, index)],
    hair: [pick(HAIR, index * 5 + 1)],
    hairColor: [pick(HAIR_COLOR, index * 3)],
    eyes: [pick(EYES, index * 2)],
    mouth: [pick(MOUTH, index)],
    clothingColor: [pick(CLOTHES, index * 4 + 2)],
    backgroundColor: [pick(BACKGROUND, index * 3 + 1)],
    facialHairProbability: index % 4 === 1 ? 100 : 0,
  }).toString();
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
