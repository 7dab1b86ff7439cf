// The embedded database (PGlite) on a thread of its own: the server's thread hands it each query and
// reads the answer, so that a long query or a burst of them never keeps that thread from reading
// sockets and answering. The protocol is the one `db/pglite-thread.ts` speaks: a message
// { id, op, ... } gets one answer { id, ok, result | error }. Plain JavaScript, so that it runs as it
// is from the sources and from the compiled server alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.mjs';

/** Parsers cannot cross threads: the caller names the types it wants as the server sent them (text). */
const identityParsers = (oids) => (oids ? Object.fromEntries(oids.map((oid) => [oid, (value) => value])) : undefined);

/** An error as plain data: its message and the fields that say what failed (SQLSTATE, constraint…). */
function plainError(err) {
  const error = { message: err instanceof Error ? err.message : String(err) };
  if (err && typeof err === 'object') {
    for (const [key, value] of Object.entries(err)) {
      if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) error[key] = value;
    }
  }
  return error;
}

/** Open transactions by id: the handle their queries run on, how the caller ends one, and its outcome. */
const transactions = new Map();
let nextTransaction = 1;

/** Where a message's query runs: its open transaction, or the database. */
function handleFor(db, message) {
  const handle = message.tx ? transactions.get(message.tx)?.handle : db;
  if (!handle) throw new Error('Transação encerrada.');
  return handle;
}

const reply = (id, result) => parentPort.postMessage({ id, ok: true, result });
const fail = (id, err) => parentPort.postMessage({ id, ok: false, error: plainError(err) });

async function open() {
  return PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    extensions: pgliteExtensions,
  });
}

/** Opens a transaction; answers with its id once it has begun, and ends when the caller says how. */
function begin(db, id) {
  const tx = nextTransaction++;
  let end;
  const ended = new Promise((resolve, reject) => (end = { resolve, reject }));
  let begun = false;
  const done = db.transaction(async (handle) => {
    begun = true;
    transactions.set(tx, { handle, end, done });
    reply(id, tx);
    await ended;
  });
  // `begin` itself failed: the caller is still waiting for the transaction's id.
  done.catch((err) => {
    if (!begun) fail(id, err);
  });
}

async function main() {
  let db;
  try {
    db = await open();
  } catch (err) {
    parentPort.postMessage({ ready: false, error: plainError(err) });
    return;
  }
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async (message) => {
    const { id, op } = message;
    try {
      switch (op) {
        case 'query': {
          const options = message.options
            ? { rowMode: message.options.rowMode, parsers: identityParsers(message.options.parsers) }
            : undefined;
          const { rows, fields, affectedRows } = await handleFor(db, message).query(
            message.sql,
            message.params,
            options,
          );
          reply(id, { rows, fields, affectedRows });
          return;
        }
        case 'exec': {
          const results = await handleFor(db, message).exec(message.sql);
          reply(
            id,
            results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows })),
          );
          return;
        }
        case 'begin':
          begin(db, id);
          return;
        case 'end': {
          const entry = transactions.get(message.tx);
          if (!entry) throw new Error('Transação encerrada.');
          transactions.delete(message.tx);
          if (message.commit) {
            entry.end.resolve();
            await entry.done;
          } else {
            entry.end.reject(new Error('rollback'));
            await entry.done.catch(() => {});
          }
          reply(id, null);
          return;
        }
        case 'dump': {
          const file = await db.dumpDataDir(message.compression);
          reply(id, await file.arrayBuffer());
          return;
        }
        case 'close': {
          await db.close();
          reply(id, null);
          return;
        }
        default:
          throw new Error(`Operação desconhecida: ${op}`);
      }
    } catch (err) {
      fail(id, err);
    }
  });
}

void main();
