import { loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import type { AppDeps } from '../../deps.ts';
import { systemClock } from '../../lib/clock.ts';
import { createPrompt } from '../../lib/cli-prompt.ts';
import { DomainError } from '../../lib/errors.ts';
import { openStorage } from '../../adapters/storage/open-storage.ts';
import { openMailer } from '../../adapters/mail/open-mailer.ts';
import { openPayments } from '../../adapters/payments/open-payments.ts';
import { openTextImprover } from '../../adapters/ai/open-improver.ts';
import { createMemoryCounterStore } from '../../lib/counter-store.ts';
import { createLocalChangeNotices } from '../../lib/change-notices.ts';
import { openPushSender } from '../../adapters/push/web-push-sender.ts';
import { AppearanceBuffer } from '../funnel/appearance-buffer.ts';
import { createMetrics } from '../../lib/metrics.ts';

type Prompt = ReturnType<typeof createPrompt>;

/**
 * Runs an operator's command against the configured database (migrated first) and exits with 0
 * when the command returns true, 1 otherwise or on an error, which is printed in pt-BR.
 */
export async function runAdminCommand(command: (deps: AppDeps, prompt: Prompt) => Promise<boolean>): Promise<never> {
  const config = loadConfigOrExit();
  const handle = await openDatabase(config);
  const prompt = createPrompt();
  let ok = false;
  try {
    await runMigrations(handle);
    const deps: AppDeps = {
      config,
      handle,
      db: handle.db,
      replica: null,
      clock: systemClock,
      storage: openStorage(config),
      mailer: openMailer(config),
      payments: openPayments(config, systemClock),
      improver: openTextImprover(config),
      counters: createMemoryCounterStore(),
      notices: createLocalChangeNotices(),
      push: openPushSender(config),
      appearances: new AppearanceBuffer(),
      // A command run once: nobody scrapes it.
      metrics: createMetrics({ enabled: false }),
    };
    ok = await command(deps, prompt);
  } catch (err) {
    console.error(err instanceof DomainError || err instanceof Error ? err.message : String(err));
  } finally {
    prompt.close();
    await handle.close();
  }
  process.exit(ok ? 0 : 1);
}

/** Prints each of zod's pt-BR messages on its own line, prefixed by the field. */
export function printIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  for (const issue of issues) console.error(`${issue.path.map(String).join('.')}: ${issue.message}`);
}
