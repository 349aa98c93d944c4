/**
 * The demo firm's forms to fill (the forms hub's list): public and firm forms handed to colleagues,
 * some to the demo admin, so "Assigned to me" shows work the minute the demo starts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cases, clients, firmForms, users } from '../db/schema/index.js';
import { insertFilling } from '../modules/document-fillings/repository.js';
import { publicFormByName } from '../platform/public-forms.js';

interface DemoFilling {
  clientEmail: string;
  caseTitle: string | null;
  /** A public form by its number, or a firm form by its title. */
  form: { public: string } | { firm: string };
  assignedBy: string;
  assignees: string[];
  note: string | null;
  daysAgo: number;
}

const DEMO_FILLINGS: DemoFilling[] = [
  {
    clientEmail: 'ahmed.mansour@mail.example',
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    form: { public: 'I-130' },
    assignedBy: 'james@hamdanclarke.example',
    assignees: ['demo@hamdanclarke.example', 'omar@hamdanclarke.example'],
    note: 'Most of Part 2 comes from his profile. The marriage certificate is in his documents.',
    daysAgo: 2,
  },
  {
    clientEmail: 'youssef.khatib@mail.example',
    caseTitle: 'تأشيرة خطيب K-1',
    form: { public: 'G-28' },
    assignedBy: 'sarah@hamdanclarke.example',
    assignees: ['demo@hamdanclarke.example'],
    note: 'يرجى التأكد من عنوانه الجديد في هيوستن قبل الإرسال.',
    daysAgo: 1,
  },
  {
    clientEmail: 'wei.chen@mail.example',
    caseTitle: null,
    form: { firm: 'Client intake questionnaire' },
    assignedBy: 'demo@hamdanclarke.example',
    assignees: ['rania@hamdanclarke.example'],
    note: null,
    daysAgo: 4,
  },
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedDocumentFillings(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.lawFirmId, lawFirmId));
  const userId = (email: string) => people.find((person) => person.email === email)!.id;
  const clientRows = await tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(
      and(
        eq(clients.lawFirmId, lawFirmId),
        inArray(
          clients.email,
          DEMO_FILLINGS.map((f) => f.clientEmail),
        ),
      ),
    );
  const forms = await tx
    .select({ id: firmForms.id, title: firmForms.title })
    .from(firmForms)
    .where(eq(firmForms.lawFirmId, lawFirmId));

  for (const filling of DEMO_FILLINGS) {
    const clientId = clientRows.find((row) => row.email === filling.clientEmail)!.id;
    const [clientCase] = filling.caseTitle
      ? await tx
          .select({ id: cases.id })
          .from(cases)
          .where(and(eq(cases.clientId, clientId), eq(cases.title, filling.caseTitle)))
          .limit(1)
      : [];
    let form: { type: 'public' | 'law_firm'; id: number; title: string };
    if ('public' in filling.form) {
      const entry = publicFormByName(filling.form.public)!;
      form = { type: 'public', id: entry.id, title: `${entry.name} – ${entry.title}` };
    } else {
      const title = filling.form.firm;
      form = { type: 'law_firm', id: forms.find((row) => row.title === title)!.id, title };
    }
    const createdAt = new Date(Date.now() - filling.daysAgo * DAY);
    await insertFilling(
      tx,
      {
        lawFirmId,
        clientId,
        caseId: clientCase?.id ?? null,
        formType: form.type,
        formId: form.id,
        formTitle: form.title,
        note: filling.note,
        createdByUserId: userId(filling.assignedBy),
        createdAt,
        updatedAt: createdAt,
      },
      filling.assignees.map(userId),
    );
  }
}
