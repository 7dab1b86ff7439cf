import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain/constants/time';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { tryAgainMessage } from './rate-limits.ts';

/**
 * Failed log-ins, counted three ways. Per (e-mail, address): someone guessing one account from one
 * place. Per address: one place guessing many accounts. Per account, much higher: guessing spread
 * over many addresses; it does not apply from an address where the account has logged in before,
 * so that whoever guesses someone else's password cannot lock its owner out. A successful log-in is
 * never counted, and it clears the failures of its (e-mail, address).
 */
export const LOGIN_FAILURE_LIMITS = {
  perEmailAndAddress: { max: 10, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 50, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 200, windowMs: HOUR_MS },
  /** How long an address where the account logged in stays known to it. */
  knownAddressMs: 30 * DAY_MS,
} as const;

export type LoginScope = 'login' | 'admin-login' | 'second-factor';

/**
 * Runs one log-in attempt under the failure limits: refuses it (429) while a limit is reached, and
 * counts it when `attempt` fails with wrong credentials. RATE_LIMIT=false lifts the limits.
 *
 * Each attempt takes its place in the counts (an atomic increment) before its password is checked,
 * so simultaneous attempts cannot all read the same count and all be checked: at most `max` are
 * checked in a window however many arrive at once. An attempt that is refused, or that does not
 * fail on its credentials, gives its place back.
 */
export async function limitLoginFailures<T>(
  deps: AppDeps,
  scope: LoginScope,
  email: string,
  address: string,
  attempt: () => Promise<T>,
): Promise<T> {
  if (!deps.config.rateLimit) return attempt();
  const counters = deps.counters;
  const account = email.trim().toLowerCase();
  const L = LOGIN_FAILURE_LIMITS;
  const keys = {
    pair: `${scope}:fail:pair:${account}:${address}`,
    address: `${scope}:fail:address:${address}`,
    account: `${scope}:fail:account:${account}`,
    known: `${scope}:known:${account}:${address}`,
  };
  const [pair, byAddress, byAccount, known] = await Promise.all([
    counters.increment(keys.pair, L.perEmailAndAddress.windowMs),
    counters.increment(keys.address, L.perAddress.windowMs),
    counters.increment(keys.account, L.perAccount.windowMs),
    counters.get(keys.known),
  ]);
  const giveBack = () =>
    Promise.all([counters.decrement(keys.pair), counters.decrement(keys.address), counters.decrement(keys.account)]);
  const blocked =
    pair.count > L.perEmailAndAddress.max
      ? L.perEmailAndAddress
      : byAddress.count > L.perAddress.max
        ? L.perAddress
        : !known && byAccount.count > L.perAccount.max
          ? L.perAccount
          : null;
  if (blocked) {
    await giveBack();
    throw new DomainError('rate_limited', tryAgainMessage(Math.ceil(blocked.windowMs / 1000)));
  }

  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (!(err instanceof DomainError && err.code === 'invalid_credentials')) await giveBack();
    throw err;
  }
  await Promise.all([
    counters.reset(keys.pair),
    counters.decrement(keys.address),
    counters.decrement(keys.account),
    counters.increment(keys.known, L.knownAddressMs),
  ]);
  return result;
}
