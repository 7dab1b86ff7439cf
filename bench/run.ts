// Runs every benchmark and writes the figures to bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSearch } from './search.ts';
import { benchThroughput } from './throughput.ts';
import { benchWeb } from './web.ts';

const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
const machine = { node: process.version, cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30), date: new Date().toISOString() };
const only = process.argv.slice(2);
const benches: Record<string, () => Promise<unknown>> = { search: () => benchSearch(), throughput: () => benchThroughput(), web: () => benchWeb() };

for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`bench ${name}...`);
  const result = { machine, ...(await run() as object) };
  fs.writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
