import { describe, expect, it } from 'vitest';
import { inDatabaseSpan, outgoingCall, startDatabaseSpan, statementShape, tracedAdapter, tracesOn } from './tracing.ts';

describe('a statement as a span records it', () => {
  it('keeps its parameters as placeholders and blanks any literal', () => {
    expect(statementShape("select * from users where email = $1 and name = 'Joana''s'")).toBe(
      'select * from users where email = $1 and name = ?',
    );
    expect(statementShape("insert into t (a) values (E'linha\\n'), ('x')")).toBe('insert into t (a) values (?), (?)');
    expect(statementShape('do $body$ begin perform 1; end $body$; select $$texto$$')).toBe('do ?; select ?');
  });
});

describe('with traces off', () => {
  it('runs the work as it is and gives the adapter back untouched', async () => {
    expect(tracesOn()).toBe(false);
    expect(startDatabaseSpan('select 1')).toBeNull();
    expect(await inDatabaseSpan('select 1', async () => 1)).toBe(1);
    expect(await outgoingCall('ai', 'offline', 'improve', async () => 'texto')).toBe('texto');
    const adapter = { improve: async () => 'texto' };
    expect(tracedAdapter(adapter, 'ai', 'offline', ['improve'])).toBe(adapter);
  });
});
