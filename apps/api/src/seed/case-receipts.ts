/**
 * The demo firm's USCIS receipts: the receipt numbers of the notices its cases got, each a case the USCIS
 * sandbox knows (integrations/uscis/sandbox-data.ts), so "Check status" answers at once in the demo. Their status
 * is the sandbox's as of the last check a day ago, with its timeline so far; descriptions are in the case's language.
 */
import { isFinalReceiptStatus, receiptStatusKind, uscisDay } from '@counsel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { caseReceiptStatusHistory, caseReceipts, cases } from '../db/schema/index.js';
import { sandboxCaseStatus } from '../integrations/uscis/sandbox-data.js';

const DEMO_RECEIPTS: ReadonlyArray<{ caseTitle: string; receiptNumber: string; description: string }> = [
  {
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    receiptNumber: 'IOE0912345678',
    description: 'I-797C receipt notice for the I-130, filed online',
  },
  {
    caseTitle: 'تعديل الوضع القانوني I-485',
    receiptNumber: 'MSC2290123456',
    description: 'إشعار استلام طلب تعديل الوضع (I-797C) من المركز الوطني للمزايا',
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
    const step = (title: string, description: string, date: string) => ({
      lawFirmId,
      caseReceiptId: id,
      status: title,
      statusKind: receiptStatusKind(title),
      statusDescription: description,
      changedAt: new Date(`${uscisDay(date)}T10:00:00Z`),
      checkedAt,
      source: 'automatic',
    });
    return [
      ...status.hist_case_status.map((entry) => step(entry.completed_text_en, '', entry.date)),
      step(status.current_case_status_text_en, status.current_case_status_desc_en, status.modifiedDate),
    ];
  });
  await tx.insert(caseReceiptStatusHistory).values(history);
}
