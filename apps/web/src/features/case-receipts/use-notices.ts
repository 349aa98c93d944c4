/** The notice calls of spec §7: reading a notice's receipt numbers, and keeping the notice on the receipt's case. */
import type { ExtractReceiptResponse, ScannedNoticeResponse } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { CASE_RECEIPTS_KEY } from './use-case-receipts';

export function useExtractReceipt() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.postForm<ExtractReceiptResponse>('/api/case-receipt/extract-receipt', form);
    },
  });
}

export function useSaveNoticeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ receiptId, file, oldFileName }: { receiptId: number; file: File; oldFileName?: string | null }) => {
      const form = new FormData();
      form.append('case_receipt_id', String(receiptId));
      if (oldFileName) form.append('old_file_name', oldFileName);
      form.append('file', file);
      return api.putForm<ScannedNoticeResponse>('/api/case-receipt/update-scanned-notice-file', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASE_RECEIPTS_KEY }),
  });
}
