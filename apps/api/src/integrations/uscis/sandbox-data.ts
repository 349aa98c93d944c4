/**
 * The USCIS sandbox's cases: realistic receipts at each stage a case goes through (received, biometrics and
 * interview scheduled, evidence requested, approved, card produced, denied), each with the history USCIS lists
 * as `hist_case_status`. The demo firm's receipts use these numbers. Texts follow USCIS's own wording.
 */

export interface SandboxCase {
  formType: string;
  formName: string;
  submitted: string;
  /** The steps so far, oldest first; the last is the current status. */
  steps: Array<{ date: string; title: string; description: (c: SandboxCaseContext) => string }>;
}

interface SandboxCaseContext {
  receipt: string;
  formType: string;
  formName: string;
  date: string;
}

const received = (date: string) => ({
  date,
  title: 'Case Was Received',
  description: (c: SandboxCaseContext) =>
    `On ${c.date}, we received your Form ${c.formType}, ${c.formName}, Receipt Number ${c.receipt}, and sent you the receipt notice that describes how we will process your case. Please follow the instructions in the notice. If you move, go to www.uscis.gov/addresschange to give us your new mailing address.`,
});
const biometrics = (date: string) => ({
  date,
  title: 'Case Was Scheduled For Biometrics Appointment',
  description: (c: SandboxCaseContext) =>
    `As of ${c.date}, we scheduled a biometrics appointment for your Form ${c.formType}, ${c.formName}, Receipt Number ${c.receipt}. We mailed you a biometrics appointment notice with the time and place of your appointment. Please bring the notice and a photo identification with you.`,
});
const interview = (date: string) => ({
  date,
  title: 'Interview Was Scheduled',
  description: (c: SandboxCaseContext) =>
    `On ${c.date}, we scheduled an interview for your Form ${c.formType}, ${c.formName}, Receipt Number ${c.receipt}. We mailed you an interview notice. Please follow the instructions in the notice.`,
});
const evidenceRequested = (date: string) => ({
  date,
  title: 'Request for Additional Evidence Was Sent',
  description: (c: SandboxCaseContext) =>
    `On ${c.date}, we sent a request for additional evidence for your Form ${c.formType}, ${c.formName}, Receipt Number ${c.receipt}. The request for evidence explains what we need from you. We will not take action on your case until we receive the evidence or the deadline to submit it expires.`,
});
const approved = (date: string) => ({
  date,
  title: 'Case Was Approved',
  description: (c: SandboxCaseContext) =>
    `On ${c.date}, we approved your Form ${c.formType}, ${c.formName}, Receipt Number ${c.receipt}. We sent you an approval notice. Please follow the instructions in the notice.`,
});
const cardProduced = (date: string) => ({
  date,
  title: 'New Card Is Being Produced',
  description: (c: SandboxCaseContext) =>
    `On ${c.date}, we ordered your new card for Receipt Number ${c.receipt}, and will mail it to the address you gave us. If you move, go to www.uscis.gov/addresschange to give us your new mailing address.`,
});
const denied = (date: string) => ({
  date,
  title: 'Case Was Denied',
  description: (c: SandboxCaseContext) =>
    `On ${c.date}, we denied your Form ${c.formType}, ${c.formName}, Receipt Number ${c.receipt}. We sent you a decision notice that explains why we denied your case.`,
});

const I130 = { formType: 'I-130', formName: 'Petition for Alien Relative' };
const I485 = { formType: 'I-485', formName: 'Application to Register Permanent Residence or Adjust Status' };
const I765 = { formType: 'I-765', formName: 'Application for Employment Authorization' };
const I129 = { formType: 'I-129', formName: 'Petition for a Nonimmigrant Worker' };
const I751 = { formType: 'I-751', formName: 'Petition to Remove Conditions on Residence' };

export const SANDBOX_CASES: Readonly<Record<string, SandboxCase>> = {
  IOE0912345678: { ...I130, submitted: '2026-09-01', steps: [received('2026-09-01')] },
  IOE0923456789: {
    ...I485,
    submitted: '2026-07-14',
    steps: [received('2026-07-14'), biometrics('2026-08-05')],
  },
  MSC2290123456: {
    ...I485,
    submitted: '2026-02-10',
    steps: [received('2026-02-10'), biometrics('2026-03-03'), interview('2026-11-18')],
  },
  EAC2190012345: {
    ...I129,
    submitted: '2026-04-21',
    steps: [received('2026-04-21'), evidenceRequested('2026-06-09')],
  },
  WAC2290054321: {
    ...I765,
    submitted: '2026-03-15',
    steps: [received('2026-03-15'), biometrics('2026-04-02'), approved('2026-06-30')],
  },
  LIN2290098765: {
    ...I485,
    submitted: '2025-11-03',
    steps: [
      received('2025-11-03'),
      biometrics('2025-12-01'),
      interview('2026-05-12'),
      approved('2026-05-12'),
      cardProduced('2026-05-19'),
    ],
  },
  SRC2190011223: {
    ...I751,
    submitted: '2025-08-19',
    steps: [received('2025-08-19'), biometrics('2025-09-16'), denied('2026-10-07')],
  },
};

export type SandboxStep = SandboxCase['steps'][number];

/**
 * What USCIS does next to each open sandbox case, in order: `POST /sandbox/uscis/cases/{receipt}/advance`
 * takes the next one, dated that day, so a change can be seen without waiting for USCIS.
 */
export const SANDBOX_NEXT_STEPS: Readonly<Record<string, ReadonlyArray<(date: string) => SandboxStep>>> = {
  IOE0912345678: [approved],
  IOE0923456789: [interview, approved, cardProduced],
  MSC2290123456: [approved, cardProduced],
  EAC2190012345: [approved],
  WAC2290054321: [cardProduced],
};

/** "2026-09-01" as USCIS writes it in the API: "09-01-2026 10:00:00". */
const uscisDate = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)} 10:00:00`;
/** "2026-09-01" as USCIS writes it in its status texts: "September 1, 2026". */
const proseDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The case_status USCIS answers for a known receipt, or null; `advanced` steps follow the case's own. */
export function sandboxCaseStatus(receipt: string, advanced: readonly SandboxStep[] = []) {
  const known = SANDBOX_CASES[receipt];
  if (!known) return null;
  const found = { ...known, steps: [...known.steps, ...advanced] };
  const current = found.steps.at(-1)!;
  const context = (date: string) => ({
    receipt,
    formType: found.formType,
    formName: found.formName,
    date: proseDate(date),
  });
  return {
    receiptNumber: receipt,
    formType: found.formType,
    submittedDate: uscisDate(found.submitted),
    modifiedDate: uscisDate(current.date),
    current_case_status_text_en: current.title,
    current_case_status_desc_en: current.description(context(current.date)),
    current_case_status_text_es: null,
    current_case_status_desc_es: null,
    hist_case_status: found.steps.slice(0, -1).map((step) => ({
      date: uscisDate(step.date),
      completed_text_en: step.title,
      completed_text_es: null,
    })),
  };
}
