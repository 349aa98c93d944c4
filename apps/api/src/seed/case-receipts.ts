/**
 * The demo firm's USCIS receipts: the receipt numbers of the notices its cases got, each a case the USCIS
 * sandbox knows (integrations/uscis/sandbox-data.ts), so "Check status" answers at once in the demo. Their status
 * is the sandbox's as of the last check a day ago, with its timeline so far; descriptions are in the case's language.
 * Two of them moved on since the check before, so the dashboard's "status changes this week" has news to show
 * whenever the demo is seeded: their current status is a told change found by that check (the day before the
 * seed), dated as USCIS dated it.
 */
import { isFinalReceiptStatus, receiptStatusKind, uscisDay } from '@counsel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { caseReceiptStatusHistory, caseReceipts, cases } from '../db/schema/index.js';
import { sandboxCaseStatus } from '../integrations/uscis/sandbox-data.js';

const DEMO_RECEIPTS: ReadonlyArray<{
  caseTitle: string;
  receiptNumber: string;
  description: string;
  /** Its current status was found by yesterday's re-check, after an earlier one: a change of this week. */
  changedThisWeek?: boolean;
}> = [
  {
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    receiptNumber: 'IOE0912345678',
    description: 'I-797C receipt notice for the I-130, filed online',
  },
  {
    caseTitle: 'تعديل الوضع القانوني I-485',
    receiptNumber: 'MSC2290123456',
    description: 'إشعار استلام طلب تعديل الوضع (I-797C) من المركز الوطني للمزايا',
    changedThisWeek: true,
  },
  {
    caseTitle: 'EAD Renewal (I-765, category C8)',
    receiptNumber: 'WAC2290054321',
    description: 'Receipt for the C8 work permit renewal',
  },
  {
    caseTitle: 'H-1B Extension and Amendment',
    receiptNumber: 'EAC2190012345',
    description: 'I-129 extension receipt; evidence request answered by the employer',
    changedThisWeek: true,
  },
];

export async function seedCaseReceipts(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const rows = await tx
    .select({ id: cases.id, title: cases.title })
    .from(cases)
    .where(
      and(
        eq(cases.lawFirmId, lawFirmId),
        inArray(
          cases.title,
          DEMO_RECEIPTS.map((r) => r.caseTitle),
        ),
      ),
    );
  const caseOf = new Map(rows.map((row) => [row.title, row.id]));
  const checkedAt = new Date(Date.now() - 24 * 3_600_000);
  const values = DEMO_RECEIPTS.flatMap((receipt) => {
    const caseId = caseOf.get(receipt.caseTitle);
    const status = sandboxCaseStatus(receipt.receiptNumber);
    if (!caseId || !status) return [];
    return [
      {
        lawFirmId,
        caseId,
        receiptNumber: receipt.receiptNumber,
        description: receipt.description,
        status: status.current_case_status_text_en,
        statusDescription: status.current_case_status_desc_en,
        formType: status.formType,
        submittedDate: uscisDay(status.submittedDate),
        modifiedDate: uscisDay(status.modifiedDate),
        statusFinal: isFinalReceiptStatus(status.current_case_status_text_en, status.formType),
        lastCheckedAt: checkedAt,
      },
    ];
  });
  if (values.length === 0) return;
  const inserted = await tx
    .insert(caseReceipts)
    .values(values)
    .returning({ id: caseReceipts.id, receiptNumber: caseReceipts.receiptNumber });
  // Each receipt's timeline so far, as the daily re-check would have kept it: USCIS's earlier steps, then its status.
  const history = inserted.flatMap(({ id, receiptNumber }) => {
    const status = sandboxCaseStatus(receiptNumber)!;
    const changed = DEMO_RECEIPTS.find((r) => r.receiptNumber === receiptNumber)?.changedThisWeek === true;
    const step = (title: string, description: string, date: string, told = false) => ({
      lawFirmId,
      caseReceiptId: id,
      status: title,
      statusKind: receiptStatusKind(title),
      statusDescription: description,
      changedAt: new Date(`${uscisDay(date)}T10:00:00Z`),
      checkedAt,
      source: 'automatic',
      hadPrevious: told,
      notifiedAt: told ? checkedAt : null,
    });
    return [
      ...status.hist_case_status.map((entry) => step(entry.completed_text_en, '', entry.date)),
      step(status.current_case_status_text_en, status.current_case_status_desc_en, status.modifiedDate, changed),
    ];
  });
  await tx.insert(caseReceiptStatusHistory).values(history);
}
