import { describe, expect, it } from 'vitest';
import { PORTFOLIO_AUDIO_MAX_BYTES, PROFILE_PHOTO_MAX_BYTES, REPORT_IMAGE_MAX_BYTES } from '../constants/business.ts';
import { megabytesText } from './size-text.ts';

describe('megabytesText', () => {
  it('writes the upload limits as the forms show them', () => {
    expect(megabytesText(PROFILE_PHOTO_MAX_BYTES)).toBe('10MB');
    expect(megabytesText(REPORT_IMAGE_MAX_BYTES)).toBe('5MB');
    expect(megabytesText(PORTFOLIO_AUDIO_MAX_BYTES)).toBe('20MB');
  });

  it('refuses a size it would have to round', () => {
    expect(() => megabytesText(1_500_000)).toThrow();
  });
});
