// Rebuilds apps/server/src/data/leaked-passwords.txt from the password frequency list that
// @zxcvbn-ts/language-common ships (MIT; derived from public breach corpora, most common first):
//   node scripts/build-leaked-passwords.mjs [version]
// It downloads the package tarball with `npm pack` into a temporary folder and writes one lower-case
// password per line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const version = process.argv[2] ?? '4.1.3';
const here = path.resolve(import.meta.dirname, '../apps/server/src/data');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leaked-passwords-'));
try {
  const tarball = execFileSync('npm', ['pack', `@zxcvbn-ts/language-common@${version}`, '--silent'], {
    cwd: tmp,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball], { cwd: tmp });
  const list = JSON.parse(fs.readFileSync(path.join(tmp, 'package/src/passwords.json'), 'utf8'));
  const seen = new Set();
  const lines = [];
  for (const p of list) {
    const v = String(p).toLowerCase();
    if (v && !seen.has(v)) {
      seen.add(v);
      lines.push(v);
    }
  }
  fs.writeFileSync(path.join(here, 'leaked-passwords.txt'), `${lines.join('\n')}\n`);
  fs.copyFileSync(path.join(tmp, 'package/LICENSE.txt'), path.join(here, 'leaked-passwords.LICENSE.txt'));
  console.log(`leaked-passwords.txt: ${lines.length} passwords from @zxcvbn-ts/language-common@${version}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
