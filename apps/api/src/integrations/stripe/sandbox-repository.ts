/** The Stripe sandbox's store: each object under the sandbox account (the firm) whose key made it. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sandboxStripeObjects } from '../../db/schema/index.js';

export type SandboxKind =
  | 'customer'
  | 'payment_method'
  | 'price'
  | 'subscription'
  | 'invoice'
  | 'invoiceitem'
  | 'payment_intent'
  | 'charge'
  | 'balance_transaction'
  | 'refund'
  | 'idempotency_key';
export type StripeObject = Record<string, unknown> & { id: string };

export async function insertObject(db: DbOrTx, account: number, kind: SandboxKind, data: StripeObject) {
  await db.insert(sandboxStripeObjects).values({ id: data.id, account, kind, data });
}

/** One of the account's objects; another account's is as good as absent. */
export async function findObject(db: DbOrTx, account: number, kind: SandboxKind, id: string) {
  const [row] = await db
    .select({ data: sandboxStripeObjects.data })
    .from(sandboxStripeObjects)
    .where(
      and(
        eq(sandboxStripeObjects.id, id),
        eq(sandboxStripeObjects.account, account),
        eq(sandboxStripeObjects.kind, kind),
      ),
    )
    .limit(1);
  return (row?.data as StripeObject | undefined) ?? null;
}

export async function updateObject(db: DbOrTx, account: number, data: StripeObject) {
  await db
    .update(sandboxStripeObjects)
    .set({ data })
    .where(and(eq(sandboxStripeObjects.id, data.id), eq(sandboxStripeObjects.account, account)));
}

/** All of the account's objects of one kind, oldest first (the sandbox's lists are short). */
export async function listObjects(db: DbOrTx, account: number, kind: SandboxKind): Promise<StripeObject[]> {
  const rows = await db
    .select({ data: sandboxStripeObjects.data })
    .from(sandboxStripeObjects)
    .where(and(eq(sandboxStripeObjects.account, account), eq(sandboxStripeObjects.kind, kind)))
    .orderBy(sandboxStripeObjects.createdAt);
  return rows.map((row) => row.data as StripeObject);
}
