import { describe, expect, it } from 'vitest';
import { countedMailer, createMetrics } from './metrics.ts';
import type { ReadableMailbox } from '../adapters/mail/mail.ts';

const read = async (metrics: ReturnType<typeof createMetrics>) => (await metrics.registry?.metrics()) ?? '';

describe('metrics', () => {
  it("counts a job's runs and failures by name, and still throws the failure", async () => {
    const metrics = createMetrics({ enabled: true });
    await metrics.job('backup', async () => 'ok');
    await expect(
      metrics.job('backup', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    const text = await read(metrics);
    expect(text).toContain('palco_job_runs_total{job="backup"} 2');
    expect(text).toContain('palco_job_failures_total{job="backup"} 1');
    expect(text).toContain('palco_job_duration_seconds_count{job="backup"} 2');
  });

  it('counts e-mails sent and failed by transport, and the local mailbox stays readable', async () => {
    const metrics = createMetrics({ enabled: true });
    let fail = false;
    const mailbox: ReadableMailbox = {
      send: async () => {
        if (fail) throw new Error('smtp down');
      },
      list: async () => [],
      forget: async () => {},
    };
    const mailer = countedMailer(mailbox, metrics, 'local');
    const message = { to: 'ana@exemplo.com', subject: 'Oi', text: 'Oi', html: '<p>Oi</p>' };
    await mailer.send(message);
    fail = true;
    await expect(mailer.send(message)).rejects.toThrow('smtp down');
    expect(await mailer.list()).toEqual([]);
    const text = await read(metrics);
    expect(text).toContain('palco_emails_total{transport="local",result="sent"} 1');
    expect(text).toContain('palco_emails_total{transport="local",result="failed"} 1');
    expect(text).not.toContain('ana@exemplo.com');
  });

  it('keeps each app to its own registry', async () => {
    const a = createMetrics({ enabled: true });
    const b = createMetrics({ enabled: true });
    a.databaseRefused();
    expect(await read(a)).toContain('palco_database_queue_refusals_total 1');
    expect(await read(b)).toContain('palco_database_queue_refusals_total 0');
  });

  it('counts nothing when off, and jobs still run', async () => {
    const metrics = createMetrics({ enabled: false });
    expect(metrics.registry).toBeNull();
    expect(await metrics.job('backup', async () => 7)).toBe(7);
  });
});
