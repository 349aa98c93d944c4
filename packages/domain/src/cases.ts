export const CASE_STATUSES = ['PENDING', 'OPEN', 'IN_PROGRESS', 'ON_HOLD', 'CLOSED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CLIENT_GENDERS = ['MALE', 'FEMALE', 'PreferNotToSay', 'other'] as const;
export type ClientGender = (typeof CLIENT_GENDERS)[number];
