/**
 * When a federal agency owes its answer to a FOIA request (issue 39).
 *
 * - 5 U.S.C. 552(a)(6)(A)(i): the agency determines within 20 days, "excepting Saturdays, Sundays, and legal
 *   public holidays", after the receipt of the request: the day of receipt is not counted.
 * - 552(a)(6)(B)(i): in unusual circumstances, written notice extends the limit by no more than 10 working days.
 * - 552(a)(6)(A)(ii): the agency may toll (stop) the clock while it waits on the requester for information or
 *   to clarify fees; the clock restarts when the requester's answer is received. A tolling period counts from
 *   the day the agency asked to the day the answer came back, both days stopped (the day the answer arrives is
 *   like the day of receipt: not counted). A period with no answer yet stops the clock from its first day on.
 */
import { isFederalBusinessDay, shiftDay } from './business-days.js';

export const FOIA_RESPONSE_WORKING_DAYS = 20;
export const FOIA_EXTENSION_WORKING_DAYS = 10;

export interface FoiaTolling {
  /** The day the agency asked the requester (YYYY-MM-DD). */
  started_on: string;
  /** The day the requester's answer reached the agency, or null while the agency still waits. */
  ended_on: string | null;
}

export interface FoiaClockInput {
  /** The day the agency received the request (YYYY-MM-DD). */
  received_date: string;
  extension_taken: boolean;
  tollings: readonly FoiaTolling[];
}

export type FoiaClock =
  /** The day the response is due. */
  | { state: 'running'; response_due: string }
  /** Stopped by a tolling still waiting on the requester: no due day until the answer comes. */
  | { state: 'stopped'; stopped_since: string; working_days_left: number };

/** How many working days the agency has: 20, or 30 with the extension for unusual circumstances. */
export const foiaWorkingDays = (extensionTaken: boolean) =>
  FOIA_RESPONSE_WORKING_DAYS + (extensionTaken ? FOIA_EXTENSION_WORKING_DAYS : 0);

/** The tolling period that stops the clock on `day`, if any. */
const tollingOn = (tollings: readonly FoiaTolling[], day: string) =>
  tollings.find((t) => t.started_on <= day && (t.ended_on === null || day <= t.ended_on));

/**
 * Counts the agency's working days after receipt, skipping weekends, observed federal holidays and tolled days.
 * A tolling that starts after the due day changes nothing: the clock had already run out.
 */
export function foiaClock(input: FoiaClockInput): FoiaClock {
  let day = input.received_date;
  let left = foiaWorkingDays(input.extension_taken);
  while (left > 0) {
    day = shiftDay(day, 1);
    const tolling = tollingOn(input.tollings, day);
    if (!tolling) {
      if (isFederalBusinessDay(day)) left -= 1;
    } else if (tolling.ended_on === null) {
      return { state: 'stopped', stopped_since: tolling.started_on, working_days_left: left };
    } else {
      // Straight to the period's last day: a long wait costs one step, not one per day.
      day = tolling.ended_on;
    }
  }
  return { state: 'running', response_due: day };
}

/** The day the response is due, or null while a tolling waits on the requester. */
export function foiaResponseDue(input: FoiaClockInput): string | null {
  const clock = foiaClock(input);
  return clock.state === 'running' ? clock.response_due : null;
}
