/**
 * Realistic invoice inputs for the tests: an immigration firm billing two matters plus a line of no
 * matter, an expense with tax, a general tax, a discount, a payment (and a canceled one), bank
 * details, a monthly payment plan, a footer and a PNG logo. Totals come from the domain's own
 * arithmetic so the document shows what the server would store.
 */
import {
  type BankDetails,
  billInvoiceTotals,
  DEFAULT_INVOICE_SETTINGS,
  type InvoiceSettingsFields,
  percentToHundredths,
} from '@counsel/domain';
import type { DocumentCharge, DocumentPayment, InvoiceDocumentInput } from '../model.js';

/** A 48×24 PNG (a blue band with a white square), small enough to inline. */
export const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAIAAAAzn+mLAAAANUlEQVR42mNQ6n42qBDDqINGHTQCHPSfCDDqoFEHjTpo1EGjDhp10GB20GhtP+qgUQdRFQEA9s7hioJ3PGQAAAAASUVORK5CYII=';

export const BANK_DETAILS: BankDetails = {
  bank_name: 'First Republic Trust Bank',
  bank_address: '101 Market Street, San Francisco, CA 94105',
  bank_account_number_iban: 'US12 3456 7890 1234 5678',
  bank_swift_code: 'FRTBUS6S',
  bank_branch_code: null,
  bank_routing_number: null,
};

const charge = (partial: Partial<DocumentCharge> & Pick<DocumentCharge, 'description' | 'amountCents'>) => ({
  date: '2025-03-01',
  type: 'Service' as const,
  caseId: null,
  taxable: false,
  taxRateHundredths: 0,
  ...partial,
});

interface Words {
  matters: [string, string];
  consultation: string;
  petition: string;
  filingFee: string;
  translation: string;
  courier: string;
  retainer: string;
  trustPayment: string;
  payment: string;
  canceled: string;
}

const ENGLISH: Words = {
  matters: ['H-1B petition – Gonzalez', 'I-485 adjustment of status'],
  consultation: 'Initial consultation and case assessment',
  petition: 'Preparation of Form I-129 petition',
  filingFee: 'USCIS filing fee (I-129)',
  translation: 'Certified translation of birth certificate',
  courier: 'Courier to USCIS Lockbox',
  retainer: 'Document review and client correspondence',
  trustPayment: 'Retainer deposit received',
  payment: 'Bank transfer, reference 88412',
  canceled: 'Duplicate card payment',
};

const ARABIC: Words = {
  matters: ['التماس تأشيرة H-1B – غونزاليس', 'تعديل الوضع I-485'],
  consultation: 'استشارة أولية وتقييم القضية',
  petition: 'إعداد التماس النموذج I-129',
  filingFee: 'رسوم تقديم USCIS (I-129)',
  translation: 'ترجمة معتمدة لشهادة الميلاد',
  courier: 'Courier to USCIS Lockbox',
  retainer: 'مراجعة المستندات ومراسلة العميل',
  trustPayment: 'دفعة مقدمة مستلمة',
  payment: 'تحويل بنكي، المرجع 88412',
  canceled: 'دفعة بطاقة مكررة',
};

function chargesOf(words: Words): DocumentCharge[] {
  return [
    charge({ description: words.consultation, amountCents: 45000, caseId: 11, date: '2025-02-03' }),
    charge({ description: words.petition, amountCents: 250000, caseId: 11, date: '2025-02-10' }),
    charge({
      description: words.filingFee,
      amountCents: 78000,
      caseId: 11,
      type: 'Expense',
      taxable: true,
      taxRateHundredths: 825,
      date: '2025-02-12',
    }),
    charge({ description: words.retainer, amountCents: 120000, caseId: 12, date: '2025-02-20' }),
    charge({ description: words.translation, amountCents: 8500, caseId: 12, type: 'Expense', date: '2025-02-21' }),
    charge({ description: words.courier, amountCents: 3550, type: 'Expense', taxable: true, taxRateHundredths: 825 }),
    charge({ description: words.trustPayment, amountCents: 100000, caseId: 12, type: 'Trust Payment' }),
  ];
}

export interface SampleOptions {
  language?: 'English' | 'Arabic';
  settings?: Partial<InvoiceSettingsFields>;
  charges?: DocumentCharge[];
}

export function sampleInput(options: SampleOptions = {}): InvoiceDocumentInput {
  const language = options.language ?? 'English';
  const arabic = language === 'Arabic';
  const words = arabic ? ARABIC : ENGLISH;
  const settings: InvoiceSettingsFields = {
    ...DEFAULT_INVOICE_SETTINGS,
    language,
    tax_rate: 5,
    include_discount: true,
    discount_type: 'FIXED',
    discount_amount: 150,
    discount_description: arabic ? 'خصم العملاء الدائمين' : 'Returning client',
    include_footer: true,
    footer_text: arabic
      ? 'شكرًا لثقتكم. يرجى ذكر رقم الفاتورة عند التحويل.'
      : 'Thank you for your trust. Please quote the invoice number with your transfer.',
    include_logo: true,
    logo: 'logo.png',
    include_installment: true,
    installment_amount: 1500,
    installment_frequency: 'MONTHLY',
    installment_start_date: '2025-04-01',
    color_scheme: arabic ? 'Black' : 'Primary',
    ...options.settings,
  };
  const charges = options.charges ?? chargesOf(words);
  const totals = billInvoiceTotals(
    charges.filter((line) => line.type !== 'Trust Payment'),
    {
      includeTax: settings.include_tax_rate,
      taxRateHundredths: percentToHundredths(settings.tax_rate ?? 0),
      includeDiscount: settings.include_discount,
      discountType: settings.discount_type,
      discountValue: Math.round((settings.discount_amount ?? 0) * 100),
    },
  );
  const payments: DocumentPayment[] = [
    { date: '2025-03-10', amountCents: 50000, paymentType: 'direct', status: 'completed', description: words.payment },
    { date: '2025-03-11', amountCents: 20000, paymentType: 'direct', status: 'canceled', description: words.canceled },
  ];
  const paidCents = 50000;
  return {
    type: 'BILL',
    invoiceNumber: 'INV-00042',
    title: arabic ? 'خدمات الهجرة – الربع الأول' : 'Immigration services – first quarter',
    dateIssued: '2025-03-03',
    dueDate: '2025-04-02',
    firm: {
      name: arabic ? 'مكتب الحداد للمحاماة' : 'Haddad Immigration Law',
      email: 'billing@haddadlaw.com',
      phone: '+14155550134',
      address: '500 Sansome Street, Suite 410, San Francisco, CA 94111',
    },
    client: {
      name: arabic ? 'عمر الخطيب' : 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '+16505550199',
      address: '2201 El Camino Real, Palo Alto, CA 94306',
    },
    logoSrc: PNG_LOGO,
    firmCountry: 'US',
    settings,
    charges,
    matters: [
      { id: 11, title: words.matters[0] },
      { id: 12, title: words.matters[1] },
    ],
    caseId: null,
    trustAmountCents: null,
    totals,
    payments,
    paidCents,
    outstandingCents: totals.totalCents - paidCents,
    status: 'partial',
    bankDetails: BANK_DETAILS,
  };
}

/** An invoice of `count` service and expense lines spread over the two matters and none. */
export function longInput(count: number): InvoiceDocumentInput {
  const charges = Array.from({ length: count }, (_, index) =>
    charge({
      description: `${index % 3 === 0 ? 'Filing fee' : 'Drafting and review'} no. ${index + 1}`,
      amountCents: 1000 + index * 37,
      caseId: index % 3 === 2 ? null : index % 2 === 0 ? 11 : 12,
      type: index % 3 === 0 ? 'Expense' : 'Service',
      taxable: index % 6 === 0,
      taxRateHundredths: 825,
      date: `2025-02-${String((index % 28) + 1).padStart(2, '0')}`,
    }),
  );
  return sampleInput({ charges, settings: { include_installment: false } });
}
