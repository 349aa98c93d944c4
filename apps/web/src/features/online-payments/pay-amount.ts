/**
 * The amount the client pays and what the card is charged: the surcharge the firm adds (0 when off) is that percent
 * of the amount, rounded to the cent as the server rounds it; the server's intent has the final word.
 */
import { percentOf, percentToHundredths } from '@counsel/domain';

export const toCents = (amount: number): number => Math.round(amount * 100);

/** The typed amount in cents; null while empty or not a number. */
export function typedCents(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? toCents(value) : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? toCents(parsed) : null;
}

export type AmountProblem = 'required' | 'tooLarge' | null;

/** More than zero, at most what may be paid now. */
export function amountProblem(cents: number | null, payable: number): AmountProblem {
  if (cents === null || cents <= 0) return 'required';
  return cents > toCents(payable) ? 'tooLarge' : null;
}

export function surchargeCents(cents: number, percent: number): number {
  return percent > 0 ? percentOf(cents, percentToHundredths(percent)) : 0;
}

/** What the page offers first: the next installment when there is a plan, else everything that may be paid. */
export function defaultAmount(payable: number, installment: number | null): number {
  return installment !== null && installment > 0 && installment < payable ? installment : payable;
}
