/**
 * The API's field messages for time entries are English; these keys show them translated. A message
 * this file does not know reads as a generic "check this value".
 */
import { MONEY_MESSAGES } from '@counsel/domain';

const SERVER_MESSAGES: Record<string, string> = {
  'Choose the client this time is for': 'record.errors.clientRequired',
  'This case belongs to another client': 'record.errors.caseOfOtherClient',
  'The end time must not be before the start time': 'record.errors.endBeforeStart',
  'A time entry may last at most 24 hours': 'record.errors.durationTooLong',
  'A time entry must last at least one second': 'record.errors.durationZero',
  [MONEY_MESSAGES.decimals]: 'record.errors.rate',
  [MONEY_MESSAGES.tooSmall]: 'record.errors.rate',
  [MONEY_MESSAGES.negative]: 'record.errors.rate',
};

export function serverMessageKey(message: string): string {
  return SERVER_MESSAGES[message] ?? 'record.errors.invalid';
}
