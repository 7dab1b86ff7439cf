import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const semver = require('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
const root = path.resolve(import.meta.dirname, '../../../..');

describe('the declared Node version', () => {
  it('is supported by every package in the lockfile', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const lowest = semver.minVersion(manifest.engines.node)!.version;
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const unsupported = Object.entries(lock.packages)
      .filter(
        ([, p]) =>
          p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(lowest, p.engines.node),
      )
      .map(([name, p]) => `${name}@${p.version} (node ${(p.engines as { node: string }).node})`);
    expect(unsupported).toEqual([]);
  });
});
