/**
 * Family members, employers and schools of a few demo clients (English and Arabic), so a client's profile
 * shows what immigration forms ask for. Runs inside the demo seed's transaction, after the clients exist.
 */
import { centsFromAmount } from '@counsel/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { clientEmployers, clientSchools, clients, familyContacts } from '../db/schema/index.js';

type Family = Omit<typeof familyContacts.$inferInsert, 'lawFirmId' | 'clientId' | 'linkedClientId'> & {
  /** The email of another demo client this family member is. */
  linkedEmail?: string;
};
type Employer = Omit<typeof clientEmployers.$inferInsert, 'lawFirmId' | 'clientId'>;
type School = Omit<typeof clientSchools.$inferInsert, 'lawFirmId' | 'clientId'>;

interface ClientRecords {
  family?: Family[];
  employers?: Employer[];
  schools?: School[];
}

/** Keyed by the demo client's email. */
const RECORDS: Record<string, ClientRecords> = {
  'ahmed.mansour@mail.example': {
    family: [
      {
        relationshipType: 'Spouse',
        linkedEmail: 'nour.hassan@mail.example',
        livedTogetherSince: '2014-09-01',
        dependentStatus: 'Partially Dependent',
        derivativeApplicant: true,
        dateOfMarriage: '2014-08-21',
        cityOfMarriage: 'عمّان',
        provinceOfMarriage: 'محافظة العاصمة',
        countryOfMarriage: 'الأردن',
      },
      {
        relationshipType: 'Child',
        dateOfBirth: '2016-03-12',
        countryOfBirth: 'JO',
        citizenship: 'JO',
        firstName: 'ليلى',
        middleName: 'أحمد',
        lastName: 'منصور',
        livedTogetherSince: '2016-03-12',
        dependentStatus: 'Wholly Dependent',
        derivativeApplicant: true,
      },
      {
        relationshipType: 'Father',
        dateOfBirth: '1955-01-30',
        countryOfBirth: 'JO',
        citizenship: 'JO',
        firstName: 'خالد',
        lastName: 'منصور',
        email: 'khaled.mansour@mail.example',
        dependentStatus: 'Not Dependent',
      },
    ],
    employers: [
      {
        companyOrSchoolName: 'مطعم الأندلس',
        annualSalaryCents: centsFromAmount(58000),
        jobTitle: 'مدير المطعم',
        occupation: 'إدارة مطاعم',
        dateFrom: '2019-02-01',
        supervisor: 'سامي العلي',
        duties: 'إدارة فريق من اثني عشر موظفاً، والمشتريات، وجداول العمل.',
        isCurrentEmployer: true,
      },
      {
        companyOrSchoolName: 'شركة الأردن للأدوية',
        annualSalaryCents: centsFromAmount(21500),
        jobTitle: 'صيدلي',
        occupation: 'صيدلة',
        dateFrom: '2011-07-01',
        dateTo: '2018-11-30',
        supervisor: 'د. هالة قاسم',
        duties: 'صرف الأدوية ومراقبة جودة المخزون.',
        isForeignEmployer: true,
      },
    ],
    schools: [
      {
        companyOrSchoolName: 'الجامعة الأردنية',
        degreeAwarded: 'بكالوريوس صيدلة',
        fieldOfStudy: 'الصيدلة',
        dateFrom: '2006-09-01',
        dateTo: '2011-06-15',
      },
    ],
  },
  'maria.gonzalez@mail.example': {
    family: [
      {
        relationshipType: 'Spouse',
        dateOfBirth: '1982-06-19',
        countryOfBirth: 'MX',
        citizenship: 'US',
        firstName: 'Luis',
        middleName: 'Alberto',
        lastName: 'Gonzalez',
        email: 'luis.gonzalez@mail.example',
        livedTogetherSince: '2012-06-01',
        dependentStatus: 'Not Dependent',
        householdIncomeCents: centsFromAmount(46800),
        headOfHousehold: true,
        dateOfMarriage: '2012-05-19',
        cityOfMarriage: 'Monterrey',
        stateOfMarriage: 'Nuevo León',
        countryOfMarriage: 'Mexico',
      },
      {
        relationshipType: 'Child',
        dateOfBirth: '2012-09-04',
        countryOfBirth: 'US',
        citizenship: 'US',
        firstName: 'Sofía',
        lastName: 'Gonzalez',
        livedTogetherSince: '2014-02-03',
        dependentStatus: 'Wholly Dependent',
        derivativeApplicant: true,
      },
      {
        relationshipType: 'Mother',
        firstName: 'Rosa',
        middleName: 'María',
        lastName: 'Hernández',
        dateOfBirth: '1958-02-17',
        countryOfBirth: 'MX',
        citizenship: 'MX',
      },
    ],
    employers: [
      {
        companyOrSchoolName: 'Memorial Hermann Hospital',
        annualSalaryCents: centsFromAmount(72500),
        jobTitle: 'Registered Nurse',
        occupation: 'Nursing',
        dateFrom: '2017-08-14',
        supervisor: 'Karen Mitchell',
        duties: 'Inpatient care on the cardiology floor; night shifts.',
        isCurrentEmployer: true,
      },
    ],
    schools: [
      {
        companyOrSchoolName: 'Universidad Autónoma de Nuevo León',
        degreeAwarded: 'Licenciatura en Enfermería',
        fieldOfStudy: 'Nursing',
        dateFrom: '2007-08-01',
        dateTo: '2011-12-15',
      },
    ],
  },
  'fatima.alsayed@mail.example': {
    family: [
      {
        relationshipType: 'Father',
        firstName: 'محمود',
        lastName: 'السيد',
        dependentStatus: 'Not Dependent',
        dateOfBirth: '1961-07-08',
        countryOfBirth: 'SY',
        citizenship: 'SY',
      },
      {
        relationshipType: 'Sibling',
        firstName: 'مريم',
        lastName: 'السيد',
        email: 'mariam.alsayed@mail.example',
        dateOfBirth: '1996-11-21',
        countryOfBirth: 'SY',
        citizenship: 'SY',
      },
      {
        relationshipType: 'Spouse',
        dateOfBirth: '1990-04-11',
        countryOfBirth: 'SY',
        citizenship: 'SY',
        firstName: 'طارق',
        lastName: 'عبد الله',
        dateOfMarriage: '2009-04-10',
        cityOfMarriage: 'القاهرة',
        countryOfMarriage: 'مصر',
        dateOfSeparation: '2016-01-05',
        reasonMarriageEnded: 'الطلاق',
        howMarriageEnded: 'حكم محكمة الأسرة',
        dateMarriageEnded: '2017-03-22',
        cityMarriageEnded: 'القاهرة',
        countryMarriageEnded: 'مصر',
      },
    ],
    schools: [
      {
        companyOrSchoolName: 'جامعة القاهرة',
        degreeAwarded: 'ليسانس آداب',
        fieldOfStudy: 'الأدب الإنجليزي',
        dateFrom: '2003-09-15',
        dateTo: '2007-06-30',
      },
      {
        companyOrSchoolName: 'Houston Community College',
        fieldOfStudy: 'Medical Coding',
        dateFrom: '2024-01-16',
        isCurrentSchool: true,
      },
    ],
  },
  'wei.chen@mail.example': {
    family: [
      {
        relationshipType: 'Spouse',
        dateOfBirth: '1991-12-03',
        countryOfBirth: 'CN',
        citizenship: 'CN',
        firstName: 'Lin',
        lastName: 'Zhao',
        email: 'lin.zhao@mail.example',
        livedTogetherSince: '2019-10-01',
        dependentStatus: 'Partially Dependent',
        derivativeApplicant: true,
        dateOfMarriage: '2019-09-28',
        cityOfMarriage: 'Hangzhou',
        provinceOfMarriage: 'Zhejiang',
        countryOfMarriage: 'China',
      },
    ],
    employers: [
      {
        companyOrSchoolName: 'Bellaire Tech Solutions',
        annualSalaryCents: centsFromAmount(128000),
        jobTitle: 'Senior Software Engineer',
        occupation: 'Software engineering',
        dateFrom: '2020-07-06',
        supervisor: 'Rachel Kim',
        duties: 'Designs and builds logistics software for Gulf Coast ports.',
        isCurrentEmployer: true,
      },
      {
        companyOrSchoolName: 'Hangzhou Cloud Systems Co.',
        annualSalaryCents: centsFromAmount(41000.5),
        jobTitle: 'Software Engineer',
        dateFrom: '2014-07-01',
        dateTo: '2016-07-31',
        isForeignEmployer: true,
      },
    ],
    schools: [
      {
        companyOrSchoolName: 'Rice University',
        degreeAwarded: 'Master of Computer Science',
        fieldOfStudy: 'Computer Science',
        dateFrom: '2016-08-22',
        dateTo: '2018-05-12',
      },
      {
        companyOrSchoolName: 'Zhejiang University',
        degreeAwarded: 'Bachelor of Engineering',
        fieldOfStudy: 'Software Engineering',
        dateFrom: '2010-09-01',
        dateTo: '2014-06-30',
      },
    ],
  },
  'youssef.khatib@mail.example': {
    family: [
      {
        relationshipType: 'Mother',
        firstName: 'سعاد',
        lastName: 'الخطيب',
        dependentStatus: 'Wholly Dependent',
        dateOfBirth: '1950-05-02',
        countryOfBirth: 'LB',
        citizenship: 'LB',
      },
    ],
    employers: [
      {
        companyOrSchoolName: 'Gulf Coast Energy Services',
        annualSalaryCents: centsFromAmount(94000),
        jobTitle: 'مهندس بترول',
        occupation: 'هندسة البترول',
        dateFrom: '2021-03-01',
        isCurrentEmployer: true,
      },
    ],
  },
};

export async function seedClientRecords(tx: DbOrTx, lawFirmId: number): Promise<void> {
  const firmClients = await tx
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(eq(clients.lawFirmId, lawFirmId));
  const idOf = new Map(firmClients.map((c) => [c.email, c.id]));
  for (const [email, records] of Object.entries(RECORDS)) {
    const clientId = idOf.get(email);
    if (clientId === undefined) continue;
    const scope = { lawFirmId, clientId };
    const family = (records.family ?? []).map(({ linkedEmail, ...fields }) => ({
      ...scope,
      ...fields,
      linkedClientId: linkedEmail ? (idOf.get(linkedEmail) ?? null) : null,
    }));
    if (family.length > 0) await tx.insert(familyContacts).values(family);
    if (records.employers?.length) {
      await tx.insert(clientEmployers).values(records.employers.map((e) => ({ ...scope, ...e })));
    }
    if (records.schools?.length)
      await tx.insert(clientSchools).values(records.schools.map((s) => ({ ...scope, ...s })));
  }
}
