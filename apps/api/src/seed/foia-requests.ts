/**
 * The demo firm's FOIA case gets its request as a firm would have filed it: sent to USCIS two days after the case
 * was opened, the identity verification the agency asked for answered within days, and the extension for unusual
 * circumstances taken (an A-file often sits in several offices). Days are counted back from the firm's today, so
 * the response is always due within the next weeks and shows on the calendar.
 */
import { addFederalBusinessDays, dayIn, foiaResponseDue, shiftDay } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cases, foiaRequests } from '../db/schema/index.js';

const FOIA_CASE_TITLE = 'FOIA Request: USCIS A-File';

export async function seedFoiaRequests(tx: DbOrTx, lawFirmId: number, timeZone: string): Promise<void> {
  const [row] = await tx
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.title, FOIA_CASE_TITLE), eq(cases.caseType, 'FOIA')))
    .limit(1);
  if (!row) return;
  const today = dayIn(timeZone);
  const received = shiftDay(today, -16);
  // USCIS asked for the subject's signed consent three working days in; it came back four days later.
  const asked = addFederalBusinessDays(received, 3);
  const tollings = [{ started_on: asked, ended_on: shiftDay(asked, 4) }];
  await tx.insert(foiaRequests).values({
    caseId: row.id,
    lawFirmId,
    agency: 'U.S. Citizenship and Immigration Services (National Records Center)',
    requestNumber: `NRC${received.slice(0, 4)}${String(184_273 + row.id).padStart(6, '0')}`,
    receivedDate: received,
    extensionTaken: true,
    tollings,
    responseDue: foiaResponseDue({ received_date: received, extension_taken: true, tollings }),
  });
}
