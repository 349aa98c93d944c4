/**
 * The demo clients' immigration facts, keyed by email: what a practice has on file for a spouse
 * adjusting status, a naturalisation applicant, an asylum seeker, workers on visas and so on.
 * Numbers are in their stored shapes (A and nine digits, 12-digit account numbers, upper-case I-94).
 */
import type { clients } from '../db/schema/index.js';

type ImmigrationValues = Pick<
  typeof clients.$inferInsert,
  | 'dateOfBirth'
  | 'countryOfBirth'
  | 'citizenship'
  | 'aNumber'
  | 'uscisOnlineAccountNumber'
  | 'passportNumber'
  | 'passportIssueDate'
  | 'passportExpiryDate'
  | 'immigrationStatus'
  | 'immigrationStatusExpiryDate'
  | 'i94Number'
  | 'lastEntryDate'
>;

export const DEMO_IMMIGRATION: Record<string, ImmigrationValues> = {
  'ahmed.mansour@mail.example': {
    dateOfBirth: '1987-04-22',
    countryOfBirth: 'JO',
    citizenship: 'JO',
    aNumber: 'A214873605',
    uscisOnlineAccountNumber: '150298374611',
    passportNumber: 'N482913',
    passportIssueDate: '2021-06-14',
    passportExpiryDate: '2026-06-13',
    immigrationStatus: 'ADJUSTMENT_PENDING',
    i94Number: '98765432A11',
    lastEntryDate: '2022-03-05',
  },
  'maria.gonzalez@mail.example': {
    dateOfBirth: '1984-11-02',
    countryOfBirth: 'MX',
    citizenship: 'MX',
    aNumber: 'A098112437',
    uscisOnlineAccountNumber: '041188237960',
    passportNumber: 'G31875520',
    passportIssueDate: '2020-01-20',
    passportExpiryDate: '2030-01-19',
    immigrationStatus: 'LPR',
    lastEntryDate: '2023-12-28',
  },
  'fatima.alsayed@mail.example': {
    dateOfBirth: '1993-02-09',
    countryOfBirth: 'SY',
    citizenship: 'SY',
    aNumber: 'A220547918',
    uscisOnlineAccountNumber: '160377402285',
    passportNumber: 'N011284567',
    passportIssueDate: '2017-05-03',
    passportExpiryDate: '2023-05-02',
    immigrationStatus: 'ADJUSTMENT_PENDING',
    i94Number: '45120987B21',
    lastEntryDate: '2021-08-17',
  },
  'wei.chen@mail.example': {
    dateOfBirth: '1990-07-30',
    countryOfBirth: 'CN',
    citizenship: 'CN',
    uscisOnlineAccountNumber: '172200458813',
    passportNumber: 'EJ5508213',
    passportIssueDate: '2019-09-10',
    passportExpiryDate: '2029-09-09',
    immigrationStatus: 'H1B',
    immigrationStatusExpiryDate: '2027-09-30',
    i94Number: '33019286A40',
    lastEntryDate: '2024-10-06',
  },
  'youssef.khatib@mail.example': {
    dateOfBirth: '1979-12-15',
    countryOfBirth: 'LB',
    citizenship: 'LB',
    aNumber: 'A203998114',
    passportNumber: 'RL1948827',
    passportIssueDate: '2018-03-22',
    passportExpiryDate: '2028-03-21',
    immigrationStatus: 'CONDITIONAL_RESIDENT',
    immigrationStatusExpiryDate: '2026-08-01',
    lastEntryDate: '2024-06-30',
  },
  'priya.raman@mail.example': {
    dateOfBirth: '1996-05-18',
    countryOfBirth: 'IN',
    citizenship: 'IN',
    passportNumber: 'V4407125',
    passportIssueDate: '2022-02-11',
    passportExpiryDate: '2032-02-10',
    immigrationStatus: 'F1',
    i94Number: '71245009C82',
    lastEntryDate: '2025-08-19',
  },
  'john.obrien@mail.example': {
    dateOfBirth: '1975-03-08',
    countryOfBirth: 'IE',
    citizenship: 'US',
    passportNumber: '584210973',
    passportIssueDate: '2019-04-15',
    passportExpiryDate: '2029-04-14',
    immigrationStatus: 'US_CITIZEN',
  },
  'nour.hassan@mail.example': {
    dateOfBirth: '1989-10-01',
    countryOfBirth: 'JO',
    citizenship: 'US',
    passportNumber: '671193024',
    passportIssueDate: '2021-01-05',
    passportExpiryDate: '2031-01-04',
    immigrationStatus: 'US_CITIZEN',
  },
  'daniel.okafor@mail.example': {
    dateOfBirth: '1982-08-27',
    countryOfBirth: 'NG',
    citizenship: 'NG',
    aNumber: 'A215660472',
    uscisOnlineAccountNumber: '158804129937',
    passportNumber: 'B50829173',
    passportIssueDate: '2020-11-30',
    passportExpiryDate: '2030-11-29',
    immigrationStatus: 'TPS',
    immigrationStatusExpiryDate: '2026-12-31',
    lastEntryDate: '2019-05-14',
  },
  'sofia.petrova@mail.example': {
    dateOfBirth: '1998-01-25',
    countryOfBirth: 'UA',
    citizenship: 'UA',
    aNumber: 'A243118806',
    passportNumber: 'FP339021',
    passportIssueDate: '2021-09-16',
    passportExpiryDate: '2031-09-15',
    immigrationStatus: 'PAROLEE',
    immigrationStatusExpiryDate: '2026-05-20',
    i94Number: '12039487D55',
    lastEntryDate: '2024-05-21',
  },
};
