/**
 * The demo firm's calendar (seeded by calendar.ts): meetings with clients, colleagues and outside people,
 * and the clients' USCIS appointments, over the coming weeks, in English and Arabic.
 */
const LAYLA = 'demo@hamdanclarke.example';
const JAMES = 'james@hamdanclarke.example';
const OMAR = 'omar@hamdanclarke.example';
const RANIA = 'rania@hamdanclarke.example';

export interface DemoMeeting {
  /** The organiser, by email. */
  who: string;
  /** Working days after the day of seeding (0 = the next working day). */
  workdaysAhead: number;
  /** Local start in the firm's time zone, HH:mm. */
  at: string;
  minutes: number;
  title: string;
  location: 'OFFLINE' | 'OTHERS';
  customMeetingLink?: string;
  notes: string;
  /** A case title of demo-data.ts: its client attends. */
  caseTitle?: string;
  /** Colleagues who attend besides the organiser, by email. */
  colleagues?: string[];
  /** Standalone contacts who attend, by name (contacts.ts). */
  contacts?: string[];
  others?: Array<{ email: string; fullName: string }>;
  clientResponse?: 'accepted' | 'declined' | 'tentative' | 'none';
}

export const DEMO_MEETINGS: DemoMeeting[] = [
  {
    who: LAYLA,
    workdaysAhead: 0,
    at: '09:30',
    minutes: 60,
    title: 'تحضير مقابلة الإقامة الدائمة',
    location: 'OFFLINE',
    notes: '<p>مراجعة أسئلة المقابلة مع السيد منصور وزوجته، وإحضار أصول شهادة الزواج وجوازات السفر.</p>',
    caseTitle: 'تعديل الوضع القانوني I-485',
    colleagues: [OMAR],
    contacts: ['Samir Abboud'],
    clientResponse: 'accepted',
  },
  {
    who: JAMES,
    workdaysAhead: 1,
    at: '14:00',
    minutes: 45,
    title: 'N-400 civics practice session',
    location: 'OTHERS',
    customMeetingLink: 'https://meet.jit.si/hamdanclarke-gonzalez-n400',
    notes: '<p>Second practice round: the 100 civics questions and the reading test. Maria asked for a video call.</p>',
    caseTitle: 'N-400 Naturalization',
    clientResponse: 'accepted',
  },
  {
    who: LAYLA,
    workdaysAhead: 2,
    at: '11:00',
    minutes: 30,
    title: 'Weekly case review',
    location: 'OFFLINE',
    notes: '<ul><li>Deadlines for the next two weeks</li><li>RFE responses due</li><li>New intakes</li></ul>',
    colleagues: [JAMES, OMAR, RANIA],
  },
  {
    who: RANIA,
    workdaysAhead: 3,
    at: '10:00',
    minutes: 90,
    title: 'إعداد إفادة اللجوء',
    location: 'OFFLINE',
    notes: '<p>جلسة مع السيدة السيد لكتابة الإفادة الشخصية بالتفصيل، مع مترجم معتمد.</p>',
    caseTitle: 'طلب لجوء I-589',
    colleagues: [LAYLA],
    contacts: ['مريم خوري'],
    clientResponse: 'tentative',
  },
  {
    who: JAMES,
    workdaysAhead: 4,
    at: '15:30',
    minutes: 60,
    title: 'NIW petition strategy with the expert witness',
    location: 'OTHERS',
    customMeetingLink: 'https://meet.jit.si/hamdanclarke-chen-niw',
    notes: '<p>Go over the <strong>recommendation letter</strong> draft and the evidence of national importance.</p>',
    caseTitle: 'EB-2 National Interest Waiver (I-140)',
    others: [{ email: 'r.alvarez@rice-university.example', fullName: 'Dr. Rosa Alvarez' }],
  },
  {
    who: LAYLA,
    workdaysAhead: 6,
    at: '13:00',
    minutes: 30,
    title: 'مكالمة متابعة تأشيرة الخطيب',
    location: 'OFFLINE',
    notes: '<p>تحديث السيد الخطيب بشأن حالة الطلب وموعد المقابلة المتوقع في السفارة في عمّان.</p>',
    caseTitle: 'تأشيرة خطيب K-1',
    clientResponse: 'none',
  },
  {
    who: JAMES,
    workdaysAhead: 8,
    at: '10:30',
    minutes: 60,
    title: 'H-1B amendment: meeting with the employer',
    location: 'OFFLINE',
    notes: '<p>New worksite and duties: confirm the LCA and the support letter with HR.</p>',
    caseTitle: 'H-1B Extension and Amendment',
    others: [{ email: 'hr@brightpath-energy.example', fullName: 'Karen Mills' }],
    clientResponse: 'accepted',
  },
  {
    who: LAYLA,
    workdaysAhead: 11,
    at: '09:00',
    minutes: 90,
    title: 'Cancellation of removal: hearing preparation',
    location: 'OFFLINE',
    notes: '<p>Witness list, hardship evidence and the exhibit binder for the individual hearing.</p>',
    caseTitle: 'Removal Defense: Cancellation of Removal',
    colleagues: [JAMES],
    contacts: ['Houston Immigration Court (EOIR)'],
  },
  {
    who: OMAR,
    workdaysAhead: 13,
    at: '16:00',
    minutes: 15,
    title: 'ترجمة وثائق الزواج',
    location: 'OFFLINE',
    notes: '<p>استلام الترجمات المصدّقة من مكتب الترجمة.</p>',
    contacts: ['Gulf Coast Language Services'],
  },
];

export interface DemoAppointment {
  /** Who added it, by email. */
  who: string;
  workdaysAhead: number;
  /** Local time in the firm's time zone, HH:mm. */
  at: string;
  caseTitle: string;
  legalCaseType: string;
  requestNumber: string;
  address: string;
  notes: string;
}

const USCIS_HOUSTON = '126 Northpoint Dr, Houston, TX 77060';
const ASC_HOUSTON = '8505 Gulf Fwy, Houston, TX 77017';

export const DEMO_APPOINTMENTS: DemoAppointment[] = [
  {
    who: RANIA,
    workdaysAhead: 2,
    at: '08:00',
    caseTitle: 'EAD Renewal (I-765, category C8)',
    legalCaseType: 'Biometrics',
    requestNumber: 'IOE0923456781',
    address: ASC_HOUSTON,
    notes: 'Bring the appointment notice (I-797C) and a photo ID.',
  },
  {
    who: LAYLA,
    workdaysAhead: 5,
    at: '09:15',
    caseTitle: 'تعديل الوضع القانوني I-485',
    legalCaseType: 'مقابلة الإقامة الدائمة',
    requestNumber: 'MSC2390012345',
    address: USCIS_HOUSTON,
    notes: 'يحضر المحامي المقابلة مع الزوجين. إحضار أصول جميع الوثائق وصور العائلة.',
  },
  {
    who: JAMES,
    workdaysAhead: 9,
    at: '10:00',
    caseTitle: 'N-400 Naturalization',
    legalCaseType: 'Naturalization interview',
    requestNumber: 'IOE0934567812',
    address: USCIS_HOUSTON,
    notes: 'Civics and English test; bring the green card, passport and tax transcripts.',
  },
  {
    who: RANIA,
    workdaysAhead: 12,
    at: '13:00',
    caseTitle: 'تأشيرة خطيب K-1',
    legalCaseType: 'البصمات',
    requestNumber: 'IOE0945678123',
    address: ASC_HOUSTON,
    notes: 'موعد البصمات للكفيل. إحضار إشعار الموعد وبطاقة الهوية.',
  },
  {
    who: LAYLA,
    workdaysAhead: 15,
    at: '08:30',
    caseTitle: 'طلب لجوء I-589',
    legalCaseType: 'Asylum interview',
    requestNumber: 'ZHN2300456789',
    address: '16630 Imperial Valley Dr, Houston, TX 77060',
    notes: 'Interpreter booked (Arabic). Client must bring the original passport and the declaration.',
  },
];
