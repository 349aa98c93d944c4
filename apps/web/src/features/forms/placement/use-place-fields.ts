/** Saving placed fields: the form gets a new version, so its fields and the library are read again. */
import type { FirmForm, PlacedField } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmFormsKey } from '../../../entities/firm-form/keys';
import { api } from '../../../lib/api';
import { useMe } from '../../../lib/current-user';

export function usePlaceFields(formId: number) {
  const lawFirmId = useMe().user.law_firm_id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { fields: PlacedField[] }) =>
      api.post<{ form: FirmForm }>(`/api/firm-legal-form/${lawFirmId}/forms/${formId}/fields`, body),
    // The fields query key starts with firmFormsKey too, so this reads both again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmFormsKey }),
  });
}
