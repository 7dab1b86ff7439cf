import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import sharp from 'sharp';
import { PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_MAX_PX, PROFILE_PHOTO_QUALITY } from '@app/domain/constants/business';

/** Every skin tone the style draws, from light to dark: consecutive demo professionals differ. */
const SKIN = ['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36'] as const;
/** Hair styles by look; facial hair only for a masculine look, and not for everyone. */
const HAIR = {
  feminine: ['long', 'bobCut', 'curly', 'curlyBun', 'bobBangs', 'extraLong', 'long', 'bunUndercut'],
  masculine: ['shortCombover', 'buzzcut', 'fade', 'curlyHighTop', 'sideShave', 'balding', 'curly', 'mohawk'],
} as const;
/** Mostly dark hair, as in the country, with some red, blond and grey. */
const HAIR_COLOR = ['362c47', '6c4545', '2b1d1a', '4a3123', 'e15c66', '362c47', 'f29c65', '6c4545', 'dee1f5'] as const;
const EYES = ['open', 'happy', 'glasses', 'open', 'wink'] as const;
const NOSE = ['mediumRound', 'smallRound'] as const;
const MOUTH = {
  feminine: ['lips', 'smile', 'lips', 'bigSmile'],
  masculine: ['smile', 'bigSmile', 'smirk', 'smile'],
} as const;
const CLOTHES = ['456dff', '54d7c7', '7555ca', '6dbb58', 'e24553', 'f3b63a', 'f55d81'] as const;
/** Soft backgrounds in the brand's family. */
const BACKGROUND = ['ede9fe', 'fef3c7', 'dbeafe', 'fce7f3', 'dcfce7', 'ffedd5', 'e0e7ff'] as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

export type DemoLook = 'feminine' | 'masculine';

/** What DiceBear is asked to draw for one demo professional. */
export function demoAvatarOptions(index: number, look: DemoLook) {
  return {
    seed: `palco-demo-${index}`,
    skinColor: [pick(SKIN, index)],
    hair: [pick(HAIR[look], index * 5 + 1)],
    hairColor: [pick(HAIR_COLOR, index * 2)],
    eyes: [pick(EYES, index * 2)],
    // 'wrinkles' draws smile lines that read as a moustache at card size.
    nose: [pick(NOSE, index)],
    mouth: [pick(MOUTH[look], Math.floor(index / 2))],
    clothingColor: [pick(CLOTHES, index * 4 + 2)],
    backgroundColor: [pick(BACKGROUND, index * 3 + 1)],
    facialHairProbability: look === 'masculine' && index % 4 < 2 ? 100 : 0,
  };
}

/**
 * A demo professional's portrait: an illustrated person drawn offline by DiceBear's 'Personas'
 * style, with skin tone, hair (following the person's look), eyes, mouth and clothes chosen from
 * the index so that the demo marketplace shows varied people, the same ones on every run. Square
 * webp, like uploads, `size` pixels a side (an upload's photo by default).
 */
export async function demoAvatar(
  index: number,
  look: DemoLook,
  size = PROFILE_PHOTO_MAX_PX,
  quality = 82,
): Promise<Buffer> {
  const svg = createAvatar(personas, { ...demoAvatarOptions(index, look), size }).toString();
  return sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
}

/**
 * A demo professional's two pictures, as the seed stores them: the profile's photo and the cards'
 * smaller one (at the quality of an upload's card copy), each drawn at its own size from the
 * drawing rather than scaled down from the photo.
 */
export async function drawDemoPhotos(index: number, look: DemoLook): Promise<{ photo: Buffer; card: Buffer }> {
  const [photo, card] = await Promise.all([
    demoAvatar(index, look),
    demoAvatar(index, look, PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_QUALITY * 100),
  ]);
  return { photo, card };
}
