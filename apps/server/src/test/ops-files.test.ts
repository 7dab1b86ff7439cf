import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../lib/metrics.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Every family the servers export, with the series names a histogram adds. */
async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics({ enabled: true, processMetrics: true });
  metrics.watchDatabaseQueue(() => 0);
  metrics.watchReplica(() => 0);
  const names = new Set<string>();
  for (const family of await metrics.registry!.getMetricsAsJSON()) {
    names.add(family.name);
    if (String(family.type) === 'histogram')
      for (const end of ['_bucket', '_count', '_sum']) names.add(family.name + end);
  }
  return names;
}

describe('the dashboard and the alerts kept in ops/', () => {
  it('read only metrics that the servers export', async () => {
    const exported = await exportedNames();
    for (const file of ['ops/grafana/palco-brasil.json', 'ops/prometheus/alerts.yml']) {
      const used = new Set(read(file).match(/\bpalco_[a-z0-9_]+/g));
      expect(used.size, file).toBeGreaterThan(0);
      for (const name of used) expect(exported, `${file}: ${name}`).toContain(name);
    }
  });

  it('give Prometheus, in compose.yaml, both servers to scrape with the token, and the alert rules', () => {
    const prometheus = read('ops/prometheus/prometheus.yml');
    expect(prometheus).toContain('targets: ["app-a:3000", "app-b:3000"]');
    expect(prometheus).toContain('credentials_file: /etc/prometheus/metrics-token');
    expect(prometheus).toContain('/etc/prometheus/alerts.yml');
    const compose = read('compose.yaml');
    expect(compose).toContain('./ops/prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro');
    expect(compose).toContain('target: /etc/prometheus/metrics-token');
    expect(compose).toContain('./ops/grafana/palco-brasil.json:/var/lib/grafana/dashboards/palco-brasil.json:ro');
  });
});
