/**
 * What a client save tells the user (§8): success confirms, any failure names the action (add or
 * edit) with the reason; the server's per-field messages go under their inputs.
 */
// The clients strings this file names.
import '../../locales/clients';
import { clientFullName } from '@counsel/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { translateServerMessage } from '../../lib/server-messages';
import { toast } from '../../ui/toast';

export type SaveAction = 'add' | 'edit';

export function toastSaved(t: TFunction, action: SaveAction, client: Parameters<typeof clientFullName>[0]) {
  toast.success(
    t(action === 'add' ? 'clients:toasts.added' : 'clients:toasts.updated', { name: clientFullName(client) }),
  );
}

export function toastSaveFailed<T extends FieldValues>(
  t: TFunction,
  action: SaveAction,
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
) {
  if (error instanceof ApiError && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) {
      // "address.city.name" belongs to the city input.
      const target = knownFields.find((known) => field === known || field.startsWith(`${known}.`));
      if (target) setError(target as Path<T>, { type: 'server', message: translateServerMessage(t, message) });
    }
  }
  const reason = errorMessage(t, error);
  toast.error(t(action === 'add' ? 'clients:toasts.addError' : 'clients:toasts.editError', { reason }));
}
