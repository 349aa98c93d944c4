import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { auditLog } from './schema/index.js';
import { asNumber, rowOf, runStatement } from './statements.js';

describe('hand-written statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const insertAudit = `insert into audit_log (law_firm_id, user_id, action, details) values (null, null, $1, $2::jsonb)
    returning *`;

  it('reads a row back as drizzle does: bigint as a number, timestamps as Dates, json as objects', async () => {
    const [raw] = await runStatement(t.services.db, insertAudit, ['statements.decoded', '{"amount_cents": 4000}']);
    const row = rowOf(auditLog, raw!);
    const [built] = await t.services.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(row).toEqual(built);
    expect(typeof row.id).toBe('number');
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.details).toEqual({ amount_cents: 4000 });
    expect(asNumber(raw!.id)).toBe(row.id);
  });

  it('runs on the transaction it is given: its rows commit or roll back with it', async () => {
    const { db } = t.services;
    const count = async (action: string) =>
      (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, action))).length;
    await expect(
      db.transaction(async (tx) => {
        await runStatement(tx, insertAudit, ['statements.rolled-back', null]);
        // Seen inside the transaction, before commit: the statement used the transaction's connection.
        const [seen] = await runStatement(tx, 'select count(*) as n from audit_log where action = $1', [
          'statements.rolled-back',
        ]);
        expect(asNumber(seen!.n)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count('statements.rolled-back')).toBe(0);

    await db.transaction(async (tx) => {
      await runStatement(tx, insertAudit, ['statements.committed', null]);
    });
    expect(await count('statements.committed')).toBe(1);
  });
});
