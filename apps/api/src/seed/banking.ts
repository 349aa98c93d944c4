/**
 * The demo firm's bank accounts and trust money: an IOLTA trust account, an operating account with
 * its starting balance, two clients' trust deposits (one at client level, one for a matter), payments
 * on bill invoices, and payments on trust invoices (deposits into trust), each a completed payment with
 * its 'recorded' event and its ledger movements, as recording it does. The firm's own bank details are
 * part of DEMO_FIRM. Runs inside the demo seed's transaction, after the invoices.
 */
import { TRUST_PAYMENT_CHARGE } from '@counsel/domain';
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  accountMovements,
  auditLog,
  bankAccounts,
  cases,
  charges,
  clients,
  invoices,
  paymentEvents,
  payments,
  trustBalanceFloors,
  users,
} from '../db/schema/index.js';

const DAY = 24 * 60 * 60 * 1000;

/** The payment's audit row, as recording it writes one (payments/repository.ts), dated when it was made. */
function auditPayment(
  tx: DbOrTx,
  payment: { id: number; lawFirmId: number; userId: number | null; at: Date },
  details: { amountCents: number; invoiceId: number | null; clientId: number },
) {
  return tx.insert(auditLog).values({
    lawFirmId: payment.lawFirmId,
    userId: payment.userId,
    action: 'payment.recorded',
    entityType: 'payment',
    entityId: String(payment.id),
    details: { amount_cents: details.amountCents, invoice_id: details.invoiceId, client_id: details.clientId },
    createdAt: payment.at,
  });
}

/**
 * Payments on seeded invoices, so the lists show partly paid and paid invoices: part of Wei Chen's
 * NIW invoice taken from his matter's trust money (to the operating account), and Sofia Petrova's
 * consultation paid in full, direct.
 */
export const DEMO_INVOICE_PAYMENTS = [
  {
    invoiceTitle: 'EB-2 NIW petition: second installment and filing costs',
    paymentType: 'trust',
    amountCents: 200_000,
    daysAgo: 2,
    description: 'Applied from the NIW retainer held in trust',
  },
  {
    invoiceTitle: 'Initial consultation',
    paymentType: 'direct',
    amountCents: 32_500,
    daysAgo: 1,
    description: 'Card payment at the office',
  },
] as const;

/**
 * Payments on seeded trust invoices (invoices-data.ts DEMO_TRUST_INVOICES): paying a trust invoice
 * deposits into trust, at the invoice's matter when it has one. John O'Brien's FOIA retainer paid in
 * full; Fatima Alsayed's client-level retainer paid in part.
 */
export const DEMO_TRUST_INVOICE_PAYMENTS = [
  {
    invoiceTitle: 'Retainer: FOIA request and A-file review',
    amountCents: 150_000,
    daysAgo: 13,
    description: 'Retainer received by check for the FOIA request',
  },
  {
    invoiceTitle: 'دفعة مقدمة إلى حساب الأمانة: اللجوء وتجديد تصريح العمل',
    amountCents: 80_000,
    daysAgo: 4,
    description: 'الدفعة الأولى من الأمانة المطلوبة',
  },
] as const;

/**
 * A trust deposit listed on a bill invoice as a Trust Payment line (not billed, so the invoice's
 * total stays what its charges make): Wei Chen's NIW retainer on his NIW invoice.
 */
export const DEMO_LISTED_DEPOSITS = [
  {
    depositDescription: 'Retainer for the NIW petition and filing fees',
    invoiceTitle: 'EB-2 NIW petition: second installment and filing costs',
    lineDescription: 'Retainer received into trust for the NIW petition',
  },
] as const;

export const DEMO_BANK_ACCOUNTS = [
  {
    title: 'IOLTA Trust Account',
    accountType: 'TRUST',
    subType: 'Checking',
    bankingInstitution: 'Frost Bank',
    startingBalanceCents: 0,
  },
  {
    title: 'Operating Account',
    accountType: 'OFFICE',
    subType: 'Checking',
    bankingInstitution: 'JPMorgan Chase Bank',
    startingBalanceCents: 4_825_000,
  },
] as const;

/**
 * Retainers paid into trust; `caseTitle` makes it a matter-level deposit. `floorCents` is the evergreen retainer's
 * floor kept on that balance: a withdrawal that takes it lower mails the client a replenishment request.
 */
export const DEMO_TRUST_DEPOSITS = [
  {
    client: { firstName: 'Maria', lastName: 'Gonzalez' },
    caseTitle: null,
    amountCents: 250_000,
    daysAgo: 21,
    description: 'Retainer deposit',
    floorCents: 100_000,
  },
  {
    client: { firstName: 'Wei', lastName: 'Chen' },
    caseTitle: 'EB-2 National Interest Waiver (I-140)',
    amountCents: 500_000,
    daysAgo: 9,
    description: 'Retainer for the NIW petition and filing fees',
    floorCents: 150_000,
  },
] as const;

export async function seedBanking(tx: DbOrTx, lawFirmId: number, now = new Date()): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.isAdmin, true)))
    .limit(1);
  const createdByUserId = admin?.id ?? null;
  const accounts = await tx
    .insert(bankAccounts)
    .values(DEMO_BANK_ACCOUNTS.map((a) => ({ ...a, lawFirmId, currency: 'USD', createdByUserId })))
    .returning({ id: bankAccounts.id, accountType: bankAccounts.accountType });
  const trustAccountId = accounts.find((a) => a.accountType === 'TRUST')!.id;

  for (const deposit of DEMO_TRUST_DEPOSITS) {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.lawFirmId, lawFirmId),
          eq(clients.firstName, deposit.client.firstName),
          eq(clients.lastName, deposit.client.lastName),
        ),
      );
    if (!client) continue;
    let caseId: number | null = null;
    if (deposit.caseTitle) {
      const [row] = await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.clientId, client.id), eq(cases.title, deposit.caseTitle)));
      caseId = row?.id ?? null;
    }
    await insertTrustDeposit(tx, {
      lawFirmId,
      trustAccountId,
      invoiceId: null,
      clientId: client.id,
      caseId,
      amountCents: deposit.amountCents,
      at: new Date(now.getTime() - deposit.daysAgo * DAY),
      description: deposit.description,
      createdByUserId,
    });
    await tx.insert(trustBalanceFloors).values({
      lawFirmId,
      clientId: client.id,
      caseId,
      floorCents: deposit.floorCents,
      updatedByUserId: createdByUserId,
    });
  }
  await seedInvoicePayments(tx, lawFirmId, accounts, createdByUserId, now);
  await seedTrustInvoicePayments(tx, lawFirmId, trustAccountId, createdByUserId, now);
  await seedListedDeposits(tx, lawFirmId, createdByUserId);
}

/** Appends each listed deposit to its invoice's lines, as the select-payments modal would. */
async function seedListedDeposits(tx: DbOrTx, lawFirmId: number, createdByUserId: number | null): Promise<void> {
  for (const seed of DEMO_LISTED_DEPOSITS) {
    const [invoice] = await tx
      .select({ id: invoices.id, clientId: invoices.clientId })
      .from(invoices)
      .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.title, seed.invoiceTitle)));
    const [deposit] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.lawFirmId, lawFirmId), eq(payments.description, seed.depositDescription)));
    if (!invoice || !deposit || deposit.clientId !== invoice.clientId) continue;
    const [last] = await tx
      .select({ position: max(charges.position) })
      .from(charges)
      .where(eq(charges.invoiceId, invoice.id));
    await tx.insert(charges).values({
      lawFirmId,
      invoiceId: invoice.id,
      position: (last?.position ?? -1) + 1,
      clientId: invoice.clientId,
      caseId: deposit.caseId,
      description: seed.lineDescription,
      amountCents: deposit.amountCents,
      date: deposit.paymentDate,
      type: TRUST_PAYMENT_CHARGE,
      paymentId: deposit.id,
      createdByUserId,
    });
  }
}

/** Written the way recording the payment does: payment, audit row, event, movements and the invoice's paid total. */
async function seedInvoicePayments(
  tx: DbOrTx,
  lawFirmId: number,
  accounts: ReadonlyArray<{ id: number; accountType: string }>,
  createdByUserId: number | null,
  now: Date,
): Promise<void> {
  const trustAccountId = accounts.find((a) => a.accountType === 'TRUST')!.id;
  const officeAccountId = accounts.find((a) => a.accountType === 'OFFICE')!.id;
  for (const seed of DEMO_INVOICE_PAYMENTS) {
    const [invoice] = await tx
      .select({ id: invoices.id, clientId: invoices.clientId, caseId: invoices.caseId, paidCents: invoices.paidCents })
      .from(invoices)
      .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.title, seed.invoiceTitle)));
    if (!invoice) continue;
    const fromTrust = seed.paymentType === 'trust';
    const level = invoice.caseId === null ? 'CLIENT_TRUST' : 'MATTER_TRUST';
    const at = new Date(now.getTime() - seed.daysAgo * DAY);
    const [payment] = await tx
      .insert(payments)
      .values({
        lawFirmId,
        invoiceId: invoice.id,
        clientId: invoice.clientId,
        caseId: invoice.caseId,
        paymentType: seed.paymentType,
        level: invoice.caseId === null ? 'CLIENT' : 'MATTER',
        trustAccountLevel: fromTrust ? level : null,
        trustAccountId: fromTrust ? trustAccountId : null,
        officeAccountId,
        amountCents: seed.amountCents,
        paymentDate: at.toISOString().slice(0, 10),
        description: seed.description,
        status: 'completed',
        category: fromTrust ? 'trust_transfer' : 'direct',
        createdByUserId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: payments.id });
    const paymentId = payment!.id;
    await auditPayment(
      tx,
      { id: paymentId, lawFirmId, userId: createdByUserId, at },
      { amountCents: seed.amountCents, invoiceId: invoice.id, clientId: invoice.clientId },
    );
    await tx.insert(paymentEvents).values({
      paymentId,
      actionType: 'recorded',
      amountCents: seed.amountCents,
      description: seed.description,
      userId: createdByUserId,
      createdAt: at,
    });
    const office = { lawFirmId, bankAccountId: officeAccountId, caseId: invoice.caseId, paymentId, createdAt: at };
    await tx.insert(accountMovements).values(
      fromTrust
        ? [
            {
              lawFirmId,
              bankAccountId: trustAccountId,
              clientId: invoice.clientId,
              caseId: level === 'MATTER_TRUST' ? invoice.caseId : null,
              trustAccountLevel: level,
              paymentId,
              kind: 'transfer_to_office',
              amountCents: -seed.amountCents,
              createdAt: at,
            },
            { ...office, clientId: invoice.clientId, kind: 'transfer_from_trust', amountCents: seed.amountCents },
          ]
        : [{ ...office, clientId: invoice.clientId, kind: 'payment', amountCents: seed.amountCents }],
    );
    await tx
      .update(invoices)
      .set({ paidCents: invoice.paidCents + seed.amountCents })
      .where(eq(invoices.id, invoice.id));
  }
}

/**
 * Money into trust, written the way recording a deposit does (payments/record.ts): the completed
 * payment, its audit row, its 'recorded' event and one deposit movement at client or matter level. Paying a trust
 * invoice is such a deposit, tied to the invoice.
 */
async function insertTrustDeposit(
  tx: DbOrTx,
  deposit: {
    lawFirmId: number;
    trustAccountId: number;
    invoiceId: number | null;
    clientId: number;
    caseId: number | null;
    amountCents: number;
    at: Date;
    description: string;
    createdByUserId: number | null;
  },
): Promise<void> {
  const { lawFirmId, trustAccountId, clientId, caseId, amountCents, at, description, createdByUserId } = deposit;
  const level = caseId === null ? 'CLIENT_TRUST' : 'MATTER_TRUST';
  const [payment] = await tx
    .insert(payments)
    .values({
      lawFirmId,
      invoiceId: deposit.invoiceId,
      clientId,
      caseId,
      paymentType: 'trust',
      level: caseId === null ? 'CLIENT' : 'MATTER',
      trustAccountLevel: level,
      trustAccountId,
      amountCents,
      paymentDate: at.toISOString().slice(0, 10),
      description,
      status: 'completed',
      category: 'trust_deposit',
      createdByUserId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: payments.id });
  await auditPayment(
    tx,
    { id: payment!.id, lawFirmId, userId: createdByUserId, at },
    { amountCents, invoiceId: deposit.invoiceId, clientId },
  );
  await tx.insert(paymentEvents).values({
    paymentId: payment!.id,
    actionType: 'recorded',
    amountCents,
    description,
    userId: createdByUserId,
    createdAt: at,
  });
  await tx.insert(accountMovements).values({
    lawFirmId,
    bankAccountId: trustAccountId,
    clientId,
    caseId,
    trustAccountLevel: level,
    paymentId: payment!.id,
    kind: 'deposit',
    amountCents,
    createdAt: at,
  });
}

/** Each payment on a trust invoice: a deposit into trust at the invoice's level, and the paid total. */
async function seedTrustInvoicePayments(
  tx: DbOrTx,
  lawFirmId: number,
  trustAccountId: number,
  createdByUserId: number | null,
  now: Date,
): Promise<void> {
  for (const seed of DEMO_TRUST_INVOICE_PAYMENTS) {
    const [invoice] = await tx
      .select({ id: invoices.id, clientId: invoices.clientId, caseId: invoices.caseId, paidCents: invoices.paidCents })
      .from(invoices)
      .where(and(eq(invoices.lawFirmId, lawFirmId), eq(invoices.type, 'TRUST'), eq(invoices.title, seed.invoiceTitle)));
    if (!invoice) throw new Error(`demo banking: no trust invoice ${seed.invoiceTitle}`);
    await insertTrustDeposit(tx, {
      lawFirmId,
      trustAccountId,
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      caseId: invoice.caseId,
      amountCents: seed.amountCents,
      at: new Date(now.getTime() - seed.daysAgo * DAY),
      description: seed.description,
      createdByUserId,
    });
    await tx
      .update(invoices)
      .set({ paidCents: invoice.paidCents + seed.amountCents })
      .where(eq(invoices.id, invoice.id));
  }
}
