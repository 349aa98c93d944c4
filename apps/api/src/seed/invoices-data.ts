/**
 * The demo firm's billing (seeded by invoices.ts): its invoice settings, charges waiting to be billed,
 * bill invoices for the demo clients' matters with the flat legal fees and USCIS filing fees a Houston
 * immigration practice charges, and trust invoices asking for retainers. Dates are days relative to the day of seeding, so the lists always look
 * current; amounts are in cents. Clients are named by email, cases by title, time entries by description
 * (all from demo-data.ts and time-entries-data.ts).
 */
import type { InstallmentFrequency, InvoiceSettingsFields } from '@counsel/domain';
import { DEFAULT_INVOICE_SETTINGS } from '@counsel/domain';

const LAYLA = 'demo@hamdanclarke.example';
const SARAH = 'sarah@hamdanclarke.example';
const OMAR = 'omar@hamdanclarke.example';

/**
 * US legal services carry no sales tax in Texas, so tax is off; clients get reminders and receipts by
 * mail, and every invoice says how to pay.
 */
export const DEMO_INVOICE_SETTINGS: InvoiceSettingsFields = {
  ...DEFAULT_INVOICE_SETTINGS,
  include_tax_rate: false,
  tax_rate: 0,
  include_footer: true,
  footer_text:
    'Thank you for trusting Hamdan & Clarke. Payment is due by the date shown. Checks payable to Hamdan & Clarke Immigration Law PLLC; USCIS filing fees are passed through at cost.',
  language: 'English',
  send_invoice_reminders: true,
  auto_send_receipt: true,
};

export interface DemoSavedCharge {
  description: string;
  type: 'Service' | 'Expense';
  amountCents: number;
  daysAgo: number;
  by: string;
}

export const DEMO_SAVED_CHARGES: DemoSavedCharge[] = [
  { description: 'USCIS filing fee: Form I-765', type: 'Expense', amountCents: 52_000, daysAgo: 6, by: SARAH },
  {
    description: 'Certified translation of the marriage certificate',
    type: 'Expense',
    amountCents: 8500,
    daysAgo: 5,
    by: OMAR,
  },
  { description: 'ترجمة معتمدة لشهادة الميلاد', type: 'Expense', amountCents: 6000, daysAgo: 4, by: OMAR },
  {
    description: 'FedEx overnight courier to the USCIS lockbox',
    type: 'Expense',
    amountCents: 3850,
    daysAgo: 2,
    by: SARAH,
  },
  {
    description: 'Attendance at the biometrics appointment',
    type: 'Service',
    amountCents: 15_000,
    daysAgo: 1,
    by: LAYLA,
  },
];

export interface DemoInvoiceLine {
  description: string;
  type: 'Service' | 'Expense';
  amountCents: number;
  /** Taxable expenses only: the rate in percent. */
  taxRate?: number;
}

export interface DemoInvoice {
  clientEmail: string;
  /** Invoices for one matter name it; a consultation invoice is for the client alone. */
  caseTitle?: string;
  title: string;
  issuedDaysAgo: number;
  /** Days from the date issued to the due date. */
  dueAfterDays: number;
  language: 'English' | 'Arabic';
  by: string;
  lines: DemoInvoiceLine[];
  /** Descriptions of demo time entries billed on this invoice (as Expense lines, as the screen sends them). */
  timeEntries?: string[];
  discount?: Pick<InvoiceSettingsFields, 'discount_type' | 'discount_amount' | 'discount_description'>;
  /** An automatic late fee: the invoices' day job adds it once the invoice is overdue. */
  lateFee?: Pick<InvoiceSettingsFields, 'late_fee_type' | 'late_fee_amount' | 'late_fee_description'>;
  /** A payment plan: dollars per installment, how often, and the first payment's day after the date issued. */
  installments?: { amount: number; frequency: InstallmentFrequency; firstAfterDays: number };
}

export const DEMO_INVOICES: DemoInvoice[] = [
  {
    // Issued six weeks ago and due two weeks ago: the overdue one.
    clientEmail: 'ahmed.mansour@mail.example',
    caseTitle: 'تعديل الوضع القانوني I-485',
    title: 'أتعاب تعديل الوضع القانوني ورسوم التقديم',
    issuedDaysAgo: 44,
    dueAfterDays: 30,
    language: 'Arabic',
    by: SARAH,
    lines: [
      { description: 'الأتعاب القانونية: إعداد طلب I-485 وتقديمه', type: 'Service', amountCents: 250_000 },
      { description: 'رسوم USCIS: النموذج I-485', type: 'Expense', amountCents: 144_000 },
      { description: 'ترجمة معتمدة لشهادتي الميلاد والزواج', type: 'Expense', amountCents: 12_000 },
    ],
    // Overdue, so the first run of the invoices' day adds this fee as a line of its own.
    lateFee: { late_fee_type: 'FIXED', late_fee_amount: 75, late_fee_description: 'رسوم التأخر في السداد' },
  },
  {
    clientEmail: 'wei.chen@mail.example',
    caseTitle: 'EB-2 National Interest Waiver (I-140)',
    title: 'EB-2 NIW petition: second installment and filing costs',
    issuedDaysAgo: 12,
    dueAfterDays: 30,
    language: 'English',
    by: SARAH,
    lines: [
      { description: 'Legal fee: EB-2 NIW petition, second installment', type: 'Service', amountCents: 400_000 },
      { description: 'USCIS filing fee: Form I-140', type: 'Expense', amountCents: 71_500 },
      { description: 'USCIS Asylum Program Fee', type: 'Expense', amountCents: 60_000 },
      // Printing is a taxable good in Houston (8.25% combined sales tax).
      {
        description: 'Printing and binding of the petition exhibits',
        type: 'Expense',
        amountCents: 18_000,
        taxRate: 8.25,
      },
    ],
  },
  {
    clientEmail: 'fatima.alsayed@mail.example',
    caseTitle: 'طلب لجوء I-589',
    title: 'أتعاب طلب اللجوء',
    issuedDaysAgo: 9,
    dueAfterDays: 30,
    language: 'Arabic',
    by: LAYLA,
    lines: [
      { description: 'إعداد طلب اللجوء I-589 والإفادة الشخصية', type: 'Service', amountCents: 300_000 },
      { description: 'ترجمة تقارير حقوق الإنسان المرفقة بالطلب', type: 'Expense', amountCents: 24_000 },
    ],
    discount: { discount_type: 'PERCENTAGE', discount_amount: 15, discount_description: 'خصم المساعدة الإنسانية' },
  },
  {
    clientEmail: 'daniel.okafor@mail.example',
    caseTitle: 'Removal Defense: Cancellation of Removal',
    title: 'Cancellation of removal: hearing preparation',
    issuedDaysAgo: 7,
    dueAfterDays: 21,
    language: 'English',
    by: SARAH,
    lines: [
      { description: 'Legal fee: preparation for the individual hearing', type: 'Service', amountCents: 350_000 },
      { description: 'EOIR filing fee: Form EOIR-42B', type: 'Expense', amountCents: 10_000 },
      { description: 'Biometrics fee (DHS)', type: 'Expense', amountCents: 3000 },
    ],
  },
  {
    clientEmail: 'priya.raman@mail.example',
    caseTitle: 'H-1B Extension and Amendment',
    title: 'H-1B extension and amendment',
    issuedDaysAgo: 5,
    dueAfterDays: 30,
    language: 'English',
    by: SARAH,
    lines: [
      { description: 'Legal fee: H-1B extension with amended duties', type: 'Service', amountCents: 250_000 },
      { description: 'USCIS filing fee: Form I-129', type: 'Expense', amountCents: 78_000 },
      { description: 'Premium processing: Form I-907', type: 'Expense', amountCents: 280_500 },
    ],
    // Five payments every two weeks, the first due today: its notice goes out on the first run.
    installments: { amount: 1500, frequency: 'BIWEEKLY', firstAfterDays: 5 },
    lateFee: { late_fee_type: 'PERCENTAGE', late_fee_amount: 1.5, late_fee_description: 'Late payment charge (1.5%)' },
  },
  {
    clientEmail: 'sofia.petrova@mail.example',
    title: 'Initial consultation',
    issuedDaysAgo: 3,
    dueAfterDays: 14,
    language: 'English',
    by: LAYLA,
    lines: [],
    timeEntries: ['Intake call and conflict check', 'Initial consultation: options after the F-1 OPT ends'],
  },
  {
    clientEmail: 'maria.gonzalez@mail.example',
    caseTitle: 'N-400 Naturalization',
    title: 'N-400 naturalization: flat fee and filing fee',
    issuedDaysAgo: 2,
    dueAfterDays: 30,
    language: 'English',
    by: SARAH,
    lines: [
      { description: 'Legal fee: N-400 application and interview preparation', type: 'Service', amountCents: 150_000 },
      { description: 'USCIS filing fee: Form N-400', type: 'Expense', amountCents: 76_000 },
    ],
  },
  {
    clientEmail: 'youssef.khatib@mail.example',
    caseTitle: 'تأشيرة خطيب K-1',
    title: 'أتعاب تأشيرة الخطيب K-1',
    issuedDaysAgo: 1,
    dueAfterDays: 30,
    language: 'Arabic',
    by: LAYLA,
    lines: [
      { description: 'الأتعاب القانونية: إعداد النموذج I-129F', type: 'Service', amountCents: 120_000 },
      { description: 'رسوم USCIS: النموذج I-129F', type: 'Expense', amountCents: 67_500 },
      { description: 'شحن الطلب بالبريد السريع إلى USCIS', type: 'Expense', amountCents: 3850 },
    ],
  },
];

export interface DemoTrustInvoice {
  clientEmail: string;
  /** A matter-level request names its case; a client-level one is for the client's trust money as a whole. */
  caseTitle?: string;
  title: string;
  /** The retainer asked for, before the invoice's tax and discount (none here: tax is off, as for bills). */
  amountCents: number;
  issuedDaysAgo: number;
  /** Days from the date issued to the due date. */
  dueAfterDays: number;
  language: 'English' | 'Arabic';
  by: string;
}

/**
 * Trust invoices: requests for a retainer paid into the firm's IOLTA account before the work starts.
 * They share the bill invoices' number sequence. Seeded payments (seed/banking.ts) pay the first in
 * full and the second in part; the third is still owed.
 */
export const DEMO_TRUST_INVOICES: DemoTrustInvoice[] = [
  {
    clientEmail: 'john.obrien@mail.example',
    caseTitle: 'FOIA Request: USCIS A-File',
    title: 'Retainer: FOIA request and A-file review',
    amountCents: 150_000,
    issuedDaysAgo: 16,
    dueAfterDays: 10,
    language: 'English',
    by: SARAH,
  },
  {
    clientEmail: 'fatima.alsayed@mail.example',
    title: 'دفعة مقدمة إلى حساب الأمانة: اللجوء وتجديد تصريح العمل',
    amountCents: 200_000,
    issuedDaysAgo: 8,
    dueAfterDays: 14,
    language: 'Arabic',
    by: LAYLA,
  },
  {
    clientEmail: 'youssef.khatib@mail.example',
    caseTitle: 'تأشيرة خطيب K-1',
    title: 'أمانة لرسوم المرحلة القنصلية: نموذج DS-160 والفحص الطبي',
    amountCents: 100_000,
    issuedDaysAgo: 6,
    dueAfterDays: 21,
    language: 'Arabic',
    by: LAYLA,
  },
];
