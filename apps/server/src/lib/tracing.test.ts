import { describe, expect, it } from 'vitest';
import {
  inDatabaseSpan,
  operationOf,
  outgoingCall,
  startDatabaseSpan,
  statementShape,
  tracedAdapter,
  tracesOn,
} from './tracing.ts';

describe('a statement as a span records it', () => {
  it('keeps its parameters as placeholders and blanks any literal', () => {
    expect(statementShape("select * from users where email = $1 and name = 'Joana''s'")).toBe(
      'select * from users where email = $1 and name = ?',
    );
    expect(statementShape("insert into t (a) values (E'linha\\n'), ('x')")).toBe('insert into t (a) values (?), (?)');
    expect(statementShape("select * from t where a like'%x%'")).toBe('select * from t where a like?');
    expect(statementShape('do $body$ begin perform 1; end $body$; select $$texto$$')).toBe('do ?; select ?');
  });

  it('is named by its first word, after any comment', () => {
    expect(operationOf('select 1')).toBe('SELECT');
    expect(operationOf('\n  -- why\n/* and how */\n  with x as (select 1) select * from x')).toBe('WITH');
    expect(operationOf('(select 1)')).toBe('QUERY');
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
