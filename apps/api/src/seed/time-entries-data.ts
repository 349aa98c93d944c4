/**
 * The demo firm's time (seeded by time-entries.ts): default hourly rates and about three weeks of work
 * on the demo clients' matters, in 6-minute steps as lawyers bill, in English and Arabic.
 */
const LAYLA = 'demo@hamdanclarke.example';
const JAMES = 'james@hamdanclarke.example';
const OMAR = 'omar@hamdanclarke.example';
const RANIA = 'rania@hamdanclarke.example';

/** Default hourly rates in cents. The accountant does not bill clients, so keeps 0. */
export const RATES: Record<string, number> = {
  [LAYLA]: 39500,
  [JAMES]: 35000,
  [OMAR]: 12500,
  [RANIA]: 11000,
};

export interface DemoEntry {
  who: string;
  /** Working days before the day of seeding (0 = the last working day before it), so all is past. */
  workdaysAgo: number;
  /** Local start in the firm's time zone, HH:mm. */
  at: string;
  minutes: number;
  /** A case title of demo-data.ts, or a client's email for work on no particular case. */
  caseTitle?: string;
  clientEmail?: string;
  description: string;
  billable?: boolean;
  /** A rate agreed for this piece of work instead of the employee's default, in cents. */
  rateCents?: number;
}

export const DEMO_TIME_ENTRIES: DemoEntry[] = [
  {
    who: LAYLA,
    workdaysAgo: 14,
    at: '09:00',
    minutes: 90,
    caseTitle: 'تعديل الوضع القانوني I-485',
    description: 'Reviewed the I-485 package and the medical exam (I-693) before filing',
  },
  {
    who: OMAR,
    workdaysAgo: 14,
    at: '11:00',
    minutes: 120,
    caseTitle: 'تعديل الوضع القانوني I-485',
    description: 'ترجمة شهادة الميلاد وشهادة الزواج من العربية إلى الإنجليزية',
  },
  {
    who: JAMES,
    workdaysAgo: 13,
    at: '10:30',
    minutes: 60,
    caseTitle: 'N-400 Naturalization',
    description: 'Civics and English interview preparation with the client',
  },
  {
    who: RANIA,
    workdaysAgo: 13,
    at: '14:00',
    minutes: 48,
    caseTitle: 'EAD Renewal (I-765, category C8)',
    description: 'تجهيز نموذج I-765 وجمع صور جواز السفر',
  },
  {
    who: LAYLA,
    workdaysAgo: 12,
    at: '09:30',
    minutes: 150,
    caseTitle: 'طلب لجوء I-589',
    description: 'Drafted the asylum declaration with the client (interpreter present)',
  },
  {
    who: RANIA,
    workdaysAgo: 12,
    at: '09:30',
    minutes: 150,
    caseTitle: 'طلب لجوء I-589',
    description: 'الترجمة الفورية أثناء مقابلة إعداد إفادة اللجوء',
    billable: false,
  },
  {
    who: JAMES,
    workdaysAgo: 11,
    at: '13:00',
    minutes: 180,
    caseTitle: 'EB-2 National Interest Waiver (I-140)',
    description: 'Drafted the NIW petition letter: prong one, substantial merit and national importance',
  },
  {
    who: OMAR,
    workdaysAgo: 11,
    at: '15:30',
    minutes: 36,
    clientEmail: 'sofia.petrova@mail.example',
    description: 'Intake call and conflict check',
  },
  {
    who: LAYLA,
    workdaysAgo: 10,
    at: '10:00',
    minutes: 60,
    clientEmail: 'sofia.petrova@mail.example',
    description: 'Initial consultation: options after the F-1 OPT ends',
    rateCents: 25000,
  },
  {
    who: JAMES,
    workdaysAgo: 10,
    at: '14:00',
    minutes: 72,
    caseTitle: 'H-1B Extension and Amendment',
    description: 'Reviewed the new LCA and the amended job duties with HR',
  },
  {
    who: OMAR,
    workdaysAgo: 9,
    at: '09:00',
    minutes: 90,
    caseTitle: 'تأشيرة خطيب K-1',
    description: 'إعداد نموذج I-129F وقائمة الأدلة على العلاقة',
  },
  {
    who: LAYLA,
    workdaysAgo: 9,
    at: '11:00',
    minutes: 42,
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    description: 'Bona fide marriage evidence review',
  },
  {
    who: JAMES,
    workdaysAgo: 8,
    at: '09:00',
    minutes: 210,
    caseTitle: 'Removal Defense: Cancellation of Removal',
    description: 'Prepared the EOIR-42B and the hardship exhibits for the master calendar hearing',
  },
  {
    who: LAYLA,
    workdaysAgo: 8,
    at: '14:30',
    minutes: 66,
    caseTitle: 'Removal Defense: Cancellation of Removal',
    description: 'Strategy meeting on the hardship witnesses',
  },
  {
    who: RANIA,
    workdaysAgo: 7,
    at: '10:00',
    minutes: 30,
    caseTitle: 'تجديد DACA',
    description: 'متابعة حالة التجديد والتواصل مع العميلة بشأن قرار المحكمة',
    billable: false,
  },
  {
    who: JAMES,
    workdaysAgo: 7,
    at: '13:30',
    minutes: 54,
    caseTitle: 'FOIA Request: USCIS A-File',
    description: 'Filed the FOIA request for the A-file and tracked its number',
  },
  {
    who: OMAR,
    workdaysAgo: 6,
    at: '09:30',
    minutes: 78,
    caseTitle: 'N-400 Naturalization',
    description: 'Assembled travel history and tax transcripts for the N-400',
  },
  {
    who: LAYLA,
    workdaysAgo: 6,
    at: '16:00',
    minutes: 24,
    caseTitle: 'تعديل الوضع القانوني I-485',
    description: 'مكالمة مع العميل بشأن موعد البصمات',
  },
  {
    who: JAMES,
    workdaysAgo: 5,
    at: '10:00',
    minutes: 120,
    caseTitle: 'EB-2 National Interest Waiver (I-140)',
    description: 'Collected and edited five expert recommendation letters',
  },
  {
    who: RANIA,
    workdaysAgo: 5,
    at: '13:00',
    minutes: 60,
    caseTitle: 'طلب لجوء I-589',
    description: 'ترجمة تقارير حقوق الإنسان المرفقة بطلب اللجوء',
  },
  {
    who: LAYLA,
    workdaysAgo: 4,
    at: '09:00',
    minutes: 30,
    caseTitle: 'تأشيرة خطيب K-1',
    description: 'Review of the I-129F before filing',
  },
  {
    who: OMAR,
    workdaysAgo: 4,
    at: '11:00',
    minutes: 18,
    caseTitle: 'تأشيرة خطيب K-1',
    description: 'Courier and filing fee receipt',
    billable: false,
  },
  {
    who: JAMES,
    workdaysAgo: 3,
    at: '14:00',
    minutes: 96,
    caseTitle: 'Removal Defense: Cancellation of Removal',
    description: 'Moot examination of the client for the individual hearing',
  },
  {
    who: LAYLA,
    workdaysAgo: 3,
    at: '10:30',
    minutes: 108,
    caseTitle: 'طلب لجوء I-589',
    description: 'Country conditions research and brief',
  },
  {
    who: RANIA,
    workdaysAgo: 2,
    at: '09:00',
    minutes: 42,
    caseTitle: 'EAD Renewal (I-765, category C8)',
    description: 'Biometrics appointment reminder and document checklist',
  },
  {
    who: JAMES,
    workdaysAgo: 2,
    at: '11:30',
    minutes: 36,
    caseTitle: 'H-1B Extension and Amendment',
    description: 'Answered the employer’s questions on the amendment timeline',
  },
  {
    who: OMAR,
    workdaysAgo: 1,
    at: '10:00',
    minutes: 60,
    caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
    description: 'تنظيم الصور والمراسلات كأدلة على الزواج',
  },
  {
    who: LAYLA,
    workdaysAgo: 1,
    at: '15:00',
    minutes: 12,
    clientEmail: 'maria.gonzalez@mail.example',
    description: 'Quick call: travel abroad while the N-400 is pending',
    billable: false,
  },
  {
    who: JAMES,
    workdaysAgo: 0,
    at: '09:00',
    minutes: 84,
    caseTitle: 'FOIA Request: USCIS A-File',
    description: 'Reviewed the A-file released by USCIS for prior filings',
  },
  {
    who: LAYLA,
    workdaysAgo: 0,
    at: '10:30',
    minutes: 54,
    caseTitle: 'N-400 Naturalization',
    description: 'Reviewed the N-400 answers on arrests and travel',
  },
];
