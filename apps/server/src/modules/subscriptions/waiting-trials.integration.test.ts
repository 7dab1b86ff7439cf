import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { listingContext } from '../professionals/professional-read.ts';
import { listedWithWaitingTrial } from './subscriptions.repository.ts';

const DAY = 86_400_000;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A professional whose only subscription is a trial that waits for the listing (no end yet). */
const waiting = (name: string, f: { verified?: boolean; blocked?: boolean } = {}) =>
  createProfessional(ctx.deps, { name, subscription: 'trialing', periodEndsAt: null, trialEndsAt: null, ...f });

describe('the trials that wait for their listing', () => {
  it('are those of listed professionals whose latest subscription is such a trial', async () => {
    const listed = await waiting('Lia Espera');
    const blocked = await waiting('Bia Bloqueada', { blocked: true });
    // An older waiting trial under a newer paid subscription is over.
    const paid = await waiting('Rui Pago');
    const later = new Date(ctx.clock.now().getTime() + 1000);
    await ctx.deps.db.insert(t.subscriptions).values({
      professionalId: paid.professionalId,
      provider: 'test',
      status: 'active',
      currentPeriodEndsAt: new Date(later.getTime() + 30 * DAY),
      createdAt: later,
      updatedAt: later,
    });
    // A trial already started (it has its end) does not wait.
    const started = await createProfessional(ctx.deps, {
      name: 'Ana Iniciada',
      subscription: 'trialing',
      periodEndsAt: null,
      trialEndsAt: new Date(ctx.clock.now().getTime() + 30 * DAY),
    });

    const ids = await listedWithWaitingTrial(ctx.deps.db, await listingContext(ctx.deps));
    expect(ids).toContain(listed.professionalId);
    for (const other of [blocked, paid, started]) expect(ids).not.toContain(other.professionalId);
  });
});
