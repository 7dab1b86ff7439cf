import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { professionals, quoteRequestRecipients as r, quoteRequests as q, users } from './schema.ts';

/**
 * A dynamic select from the copies of requests, each joined to its request, the professional it
 * went to and that professional's account: who is written to about a copy.
 */
export const withParties = <T extends PgSelect>(copies: T) =>
  copies
    .innerJoin(q, eq(q.id, r.requestId))
    .innerJoin(professionals, eq(professionals.id, r.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId));
