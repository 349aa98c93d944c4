import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { pageLimit, statementName } from './prepared-statements.js';
import { clients } from './schema/index.js';

describe('statement names', () => {
  it('names a text the same way every time, and different texts differently', () => {
    const text = 'select id from clients where law_firm_id = $1';
    expect(statementName(text)).toBe(statementName(`${text}`));
    expect(statementName(text)).toMatch(/^q_[0-9a-f]{20}$/);
    expect(statementName(text)).not.toBe(statementName(`${text} limit 12`));
  });
});

describe('pageLimit', () => {
  // A select as the list repositories build it, rendered to SQL without a database.
  const listQuery = (limit: number) =>
    new QueryBuilder()
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.lawFirmId, 7))
      .limit(pageLimit(limit))
      .toSQL();

  it('writes the page size into the SQL, leaving only the filters as parameters', () => {
    const query = listQuery(12);
    expect(query.sql).toMatch(/ limit 12$/);
    expect(query.params).toEqual([7]);
  });

  it('refuses anything but a whole, non-negative number', () => {
    expect(() => pageLimit(-1)).toThrow(RangeError);
    expect(() => pageLimit(1.5)).toThrow(RangeError);
    expect(() => pageLimit(Number.NaN)).toThrow(RangeError);
  });
});

describe.runIf(process.env.COUNSEL_TEST_DB === 'postgres')('prepared statements on a PostgreSQL server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prepares each parameterised query once per connection, and nothing else', async () => {
    const { database } = t.services;
    if (database.kind !== 'postgresql') throw new Error('expected the PostgreSQL test database');
    const client = await database.pool.connect();
    try {
      const withParameter = 'select $1::int + 1 as n';
      const manyParameters = `select ${Array.from({ length: 65 }, (_, i) => `$${i + 1}::int`).join(' + ')} as n`;
      const withoutParameters = 'select 41 + 1 as n';
      for (let run = 0; run < 2; run++) {
        expect((await client.query({ text: withParameter, values: [41] })).rows).toEqual([{ n: 42 }]);
      }
      await client.query({ text: manyParameters, values: Array.from({ length: 65 }, () => 1) });
      await client.query(withoutParameters);
      const { rows } = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      );
      const prepared = new Map(rows.map((row) => [row.name, row.statement]));
      expect(prepared.get(statementName(withParameter))).toBe(withParameter);
      expect(prepared.has(statementName(manyParameters))).toBe(false);
      expect([...prepared.values()]).not.toContain(withoutParameters);
    } finally {
      client.release();
    }
  });
});
