import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function playwrightDisableFeatures(): Promise<string>;
export function playwrightDisableFeaturesSync(): string;
export function chromiumLaunchOptions(
  args: string[],
  defaults: string,
): Required<Pick<LaunchOptions, 'executablePath' | 'args' | 'ignoreDefaultArgs'>>;
