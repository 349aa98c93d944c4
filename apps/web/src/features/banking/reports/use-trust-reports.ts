/** The trust reports' calls (GET /trust/reports/client-ledger/{clientId}, GET /trust/reports/three-way). */
import type { ClientLedgerResponse, ThreeWayReport } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { firmKeys } from '../../../entities/firm/keys';
import { api } from '../../../lib/api';

export interface LedgerRange {
  /** YYYY-MM-DD or '' for no bound. */
  from: string;
  to: string;
}

/** ISO days compare as text; an open end never conflicts. */
export function rangeIsValid(range: LedgerRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/** A client's trust ledger; asked once a client is chosen and the range makes sense. */
export function useClientLedger(clientId: number | null, range: LedgerRange) {
  return useQuery({
    queryKey: [...firmKeys.trustReports, 'client-ledger', clientId, range.from, range.to],
    queryFn: ({ signal }) =>
      api.get<ClientLedgerResponse>(`/api/trust/reports/client-ledger/${clientId}`, {
        query: { from: range.from || undefined, to: range.to || undefined },
        signal,
      }),
    enabled: clientId !== null && rangeIsValid(range),
  });
}

/** The three-way reconciliation at the end of `date`, for one trust account or all (null). */
export function useThreeWayReport(date: string, trustAccountId: number | null) {
  return useQuery({
    queryKey: [...firmKeys.trustReports, 'three-way', date, trustAccountId],
    queryFn: ({ signal }) =>
      api.get<ThreeWayReport>('/api/trust/reports/three-way', {
        query: { date, trust_account_id: trustAccountId ?? undefined },
        signal,
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}
