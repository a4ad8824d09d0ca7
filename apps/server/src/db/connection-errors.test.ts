import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { connectionErrorSummary, isConnectionError } from './connection-errors.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows a lost or refused connection, however it is wrapped', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('08P01'),
      pgError('53300'),
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
      new DrizzleQueryError('select 1', [], pgError('57P01')),
      new Error('outer', { cause: new Error('Connection terminated unexpectedly') }),
    ]) {
      expect(isConnectionError(err), String(err)).toBe(true);
    }
  });

  it('leaves refused statements and bugs alone', () => {
    for (const err of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('40001', 'could not serialize access'),
      pgError('42P01', 'relation does not exist'),
      pgError('ENOENT'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new DrizzleQueryError('insert …', ['bob@example.com'], pgError('23505')),
      'Connection terminated',
      null,
      undefined,
    ]) {
      expect(isConnectionError(err), String(err)).toBe(false);
    }
  });

  it('summarises without the statement or its parameters', () => {
    const err = new DrizzleQueryError(
      'insert into patient values ($1)',
      ['bob@example.com'],
      pgError('57P01'),
    );
    const summary = connectionErrorSummary(err);
    expect(summary).toEqual({ type: 'Error', code: '57P01' });
    expect(JSON.stringify(summary)).not.toContain('bob@example.com');
    expect(connectionErrorSummary(new Error('Connection terminated unexpectedly'))).toEqual({
      type: 'Error',
      code: 'Connection terminated',
    });
  });
});
