import { describe, expect, it } from 'vitest';
import { isAppointmentStatus, isFinalReceiptStatus, receiptStatusKind } from './receipt-status.js';

describe('receiptStatusKind', () => {
  it.each([
    ['Case Was Received', 'received'],
    ['Case Was Scheduled For Biometrics Appointment', 'biometrics_scheduled'],
    ['Interview Was Scheduled', 'interview_scheduled'],
    ['Interview Was Rescheduled', 'interview_scheduled'],
    ['Request for Additional Evidence Was Sent', 'evidence_requested'],
    ["Response To USCIS' Request For Evidence Was Received", 'evidence_received'],
    ['Case Was Approved', 'approved'],
    ['New Card Is Being Produced', 'card_produced'],
    ['Card Was Mailed To Me', 'card_mailed'],
    ['Card Was Delivered To Me By The Post Office', 'card_delivered'],
    ['Case Was Denied', 'denied'],
    ['Case Rejected Because I Sent An Incorrect Fee', 'rejected'],
    ['Withdrawal Acknowledgement Notice Was Sent', 'withdrawn'],
    ['Case Was Transferred And A New Office Has Jurisdiction', 'transferred'],
    ['Case Is Being Actively Reviewed By USCIS', 'in_review'],
    ['Something New', 'other'],
    [null, 'other'],
  ] as const)('%s → %s', (title, kind) => {
    expect(receiptStatusKind(title)).toBe(kind);
  });
});

describe('final states and appointments', () => {
  it('ends at a denial or a delivered card; an approval only where no card follows', () => {
    expect(isFinalReceiptStatus('Case Was Denied', 'I-485')).toBe(true);
    expect(isFinalReceiptStatus('Card Was Delivered To Me By The Post Office', 'I-485')).toBe(true);
    expect(isFinalReceiptStatus('Case Was Approved', 'I-130')).toBe(true);
    expect(isFinalReceiptStatus('Case Was Approved', 'I-485')).toBe(false);
    expect(isFinalReceiptStatus('Case Was Approved', 'i 765')).toBe(false);
    expect(isFinalReceiptStatus('Case Was Received', 'I-130')).toBe(false);
    expect(isFinalReceiptStatus(null, null)).toBe(false);
  });

  it('takes biometrics and interviews as appointments', () => {
    expect(isAppointmentStatus('Case Was Scheduled For Biometrics Appointment')).toBe(true);
    expect(isAppointmentStatus('Interview Was Scheduled')).toBe(true);
    expect(isAppointmentStatus('Case Was Approved')).toBe(false);
  });
});
