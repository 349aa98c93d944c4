/** The receipt scanner's test data: receipts of the demo-like firm (id 3) as the API answers them. */
import type { CaseReceipt, CaseReceiptPage, GovernmentCaseStatusResponse } from '@counsel/domain';

export function receipt(overrides: Partial<CaseReceipt> = {}): CaseReceipt {
  return {
    id: 21,
    receipt_number: 'IOE0912345678',
    case_id: 55,
    case_title: 'I-130 for spouse',
    client_id: 9,
    client_name: 'Samir Haddad',
    description: 'I-130 receipt notice',
    status: 'Case Was Received',
    status_description: 'On September 1, 2026, we received your Form I-130…',
    form_type: 'I-130',
    submitted_date: '2026-09-01',
    modified_date: '2026-09-01',
    file: null,
    last_checked_at: null,
    created_at: '2026-09-03T15:00:00Z',
    ...overrides,
  };
}

export function receiptPage(receipts: CaseReceipt[], total = receipts.length): CaseReceiptPage {
  return {
    case_receipts: receipts,
    statuses: ['Case Was Approved', 'Case Was Received'],
    form_types: ['I-130', 'I-765'],
    page: 1,
    page_size: 12,
    total,
  };
}

export const FOUND_STATUS: GovernmentCaseStatusResponse = {
  case_status: {
    receiptNumber: 'IOE0912345678',
    formType: 'I-130',
    submittedDate: '09-01-2026 10:00:00',
    modifiedDate: '09-01-2026 10:00:00',
    current_case_status_text_en: 'Case Was Received',
    current_case_status_desc_en: 'On September 1, 2026, we received your Form I-130, Petition for Alien Relative.',
  },
  message: 'Query was successful',
  usage: { used_documents_services: 0, used_uscis_queries: 1 },
  waited_ms: 0,
  sandbox: true,
};

export const ACCESS_TOKEN = { access_token: '7.1800000000.sig', token_type: 'Bearer', expires_in: 1800, sandbox: true };

export const QUERIES_LIMIT = {
  status: 403,
  body: {
    code: 'uscis_queries_limit',
    message: 'You have reached your USCIS queries limit. Please upgrade your plan.',
    details: { field: 'used_uscis_queries', limit: 100, used: 100 },
  },
};
