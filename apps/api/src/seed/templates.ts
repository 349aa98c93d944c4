/**
 * The demo firm's templates: a welcome email in English and in Arabic, an invoice reminder, an
 * engagement letter in English and in Arabic, and two merge fields of the firm's own. The demo
 * workflow's first tasks link the welcome email and the engagement letter. Runs inside the demo seed's
 * transaction after the workflows seed; running it again changes nothing.
 */
import type { TemplateKind } from '@counsel/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  mergeFields,
  templates,
  workflowSteps,
  workflowStepTasks,
  workflowTasks,
  workflowTemplates,
} from '../db/schema/index.js';
import { sanitizeTemplateHtml } from '../modules/templates/sanitize.js';
import { DEMO_WORKFLOW_TITLE } from './workflows.js';

export const DEMO_WELCOME_TITLE = 'Welcome to Hamdan & Clarke';
export const DEMO_ENGAGEMENT_TITLE = 'Engagement letter';

interface DemoTemplate {
  kind: TemplateKind;
  title: string;
  subject: string | null;
  language: 'en' | 'ar';
  html: string;
}

const chip = (placeholder: string) => `<span data-merge-field="${placeholder}">${placeholder}</span>`;

const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    kind: 'email',
    title: DEMO_WELCOME_TITLE,
    subject: 'Welcome to #Law_Firm_name',
    language: 'en',
    html:
      `<p>Dear ${chip('#contact_first_name')},</p>` +
      '<p>Thank you for choosing #Law_Firm_name. We are glad to work with you and will keep you informed at every step of your case.</p>' +
      '<p>Please reply to this email with any questions, or call us at #Law_Firm_phone.</p>' +
      '<p>Kind regards,<br>#User_full_name<br>#Law_Firm_name</p>',
  },
  {
    kind: 'email',
    title: 'رسالة ترحيب',
    subject: 'مرحبا بكم في #Law_Firm_name',
    language: 'ar',
    html:
      `<p dir="rtl">عزيزي ${chip('#contact_first_name')}،</p>` +
      '<p dir="rtl">شكرا لاختياركم #Law_Firm_name. يسعدنا العمل معكم وسنبقيكم على اطلاع بكل خطوة من خطوات قضيتكم.</p>' +
      '<p dir="rtl">مع خالص التحية،<br>#User_full_name</p>',
  },
  {
    kind: 'reminder',
    title: 'Invoice payment reminder',
    subject: 'Invoice #invoice_number is due on #invoice_due_date',
    language: 'en',
    html:
      '<p>Dear #contact_first_name,</p>' +
      '<p>This is a friendly reminder that invoice <strong>#invoice_number</strong> has <strong>#invoice_outstanding</strong> outstanding, due on #invoice_due_date.</p>' +
      '<p>Thank you,<br>#Law_Firm_name</p>',
  },
  {
    kind: 'document',
    title: DEMO_ENGAGEMENT_TITLE,
    subject: null,
    language: 'en',
    html:
      '<h1>Engagement letter</h1>' +
      '<p>#Law_Firm_name<br>#Law_Firm_address</p>' +
      `<p>Dear ${chip('#contact_full_name')},</p>` +
      '<p>This letter confirms that #Law_Firm_name will represent you in your immigration matter. Our services include:</p>' +
      '<ul><li><p>reviewing your eligibility and documents;</p></li><li><p>preparing and filing the forms with USCIS;</p></li><li><p>answering requests for evidence and preparing you for the interview.</p></li></ul>' +
      '<h2>Client details</h2>' +
      '<table><tbody><tr><th>Name</th><td>#contact_full_name</td></tr><tr><th>A-Number</th><td>#contact_a_number</td></tr><tr><th>Email</th><td>#contact_email</td></tr></tbody></table>' +
      '<p>Please sign and return a copy of this letter.</p>' +
      '<p>Sincerely,<br><strong>#User_full_name</strong><br>#Law_Firm_name</p>',
  },
  {
    kind: 'document',
    title: 'خطاب التعاقد',
    subject: null,
    language: 'ar',
    html:
      '<h1 dir="rtl">خطاب التعاقد</h1>' +
      `<p dir="rtl">السيد/السيدة ${chip('#contact_full_name')} المحترم،</p>` +
      '<p dir="rtl">يؤكد هذا الخطاب أن #Law_Firm_name سيتولى تمثيلكم في قضية الهجرة الخاصة بكم. وتشمل خدماتنا:</p>' +
      '<ul dir="rtl"><li><p dir="rtl">مراجعة الأهلية والمستندات؛</p></li><li><p dir="rtl">إعداد النماذج وتقديمها إلى دائرة الهجرة؛</p></li><li><p dir="rtl">الرد على طلبات الأدلة والتحضير للمقابلة.</p></li></ul>' +
      '<p dir="rtl">يرجى التوقيع على نسخة من هذا الخطاب وإعادتها إلينا.</p>' +
      '<p dir="rtl">مع التحية،<br>#User_full_name</p>',
  },
];

const DEMO_MERGE_FIELDS = [
  { target: 'contact', field: 'a_number', name: '#contact_a_number', label: 'Client’s A-Number' },
  { target: 'contact', field: 'passport_number', name: '#contact_passport_number', label: 'Client’s passport number' },
] as const;

/** The first tasks of the demo workflow's first step, in order. */
async function firstTasks(tx: DbOrTx, lawFirmId: number) {
  const [workflow] = await tx
    .select({ id: workflowTemplates.id })
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.lawFirmId, lawFirmId), eq(workflowTemplates.title, DEMO_WORKFLOW_TITLE)))
    .limit(1);
  if (!workflow) return [];
  const [step] = await tx
    .select({ id: workflowSteps.id })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.templateId, workflow.id), isNull(workflowSteps.parentStepId)))
    .orderBy(asc(workflowSteps.position))
    .limit(1);
  if (!step) return [];
  const rows = await tx
    .select({ id: workflowStepTasks.taskId })
    .from(workflowStepTasks)
    .where(eq(workflowStepTasks.stepId, step.id))
    .orderBy(asc(workflowStepTasks.position))
    .limit(2);
  return rows.map((row) => row.id);
}

export async function seedTemplates(tx: DbOrTx, lawFirmId: number, createdByUserId: number | null): Promise<void> {
  const [existing] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.lawFirmId, lawFirmId), eq(templates.title, DEMO_WELCOME_TITLE)))
    .limit(1);
  if (existing) return;
  const ids = new Map<string, number>();
  for (const template of DEMO_TEMPLATES) {
    const [row] = await tx
      .insert(templates)
      .values({
        lawFirmId,
        kind: template.kind,
        title: template.title,
        subject: template.subject,
        bodyHtml: sanitizeTemplateHtml(template.html),
        language: template.language,
        createdByUserId,
      })
      .returning({ id: templates.id });
    ids.set(template.title, row!.id);
  }
  await tx
    .insert(mergeFields)
    .values(DEMO_MERGE_FIELDS.map((field) => ({ ...field, lawFirmId })))
    .onConflictDoNothing();
  const [emailTask, documentTask] = await firstTasks(tx, lawFirmId);
  if (emailTask !== undefined) {
    await tx
      .update(workflowTasks)
      .set({ emailTemplateId: ids.get(DEMO_WELCOME_TITLE)! })
      .where(eq(workflowTasks.id, emailTask));
  }
  const letterTask = documentTask ?? emailTask;
  if (letterTask !== undefined) {
    await tx
      .update(workflowTasks)
      .set({ documentTemplateId: ids.get(DEMO_ENGAGEMENT_TITLE)! })
      .where(eq(workflowTasks.id, letterTask));
  }
}
