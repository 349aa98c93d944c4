/**
 * The life of a simple record dialog (employer, school): filled from the record when it opens,
 * emptied when it closes, saved through the record's mutation with a toast, server field errors
 * placed under their inputs.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import { applyServerFieldErrors } from './record-form';

interface RecordDialogOptions<TRecord extends { id: number }, TValues extends FieldValues, TRequest> {
  opened: boolean;
  /** The record being edited; null when adding. */
  record: TRecord | null;
  valuesOf: (record: TRecord | null) => TValues;
  empty: TValues;
  resolver: Resolver<TValues, unknown, TRequest>;
  save: UseMutationResult<unknown, Error, { id: number | null; body: TRequest }>;
  onClose: () => void;
  /** Toast texts, chosen by whether the record was being added or edited. */
  messages: (editing: boolean) => { success: string; error: string };
}

export function useRecordDialog<TRecord extends { id: number }, TValues extends FieldValues, TRequest>({
  opened,
  record,
  valuesOf,
  empty,
  resolver,
  save,
  onClose,
  messages,
}: RecordDialogOptions<TRecord, TValues, TRequest>) {
  const form = useForm<TValues, unknown, TRequest>({ resolver, defaultValues: empty as DefaultValues<TValues> });

  useEffect(() => {
    if (opened) form.reset(valuesOf(record));
  }, [opened, record, valuesOf, form]);

  const close = () => {
    form.reset(empty);
    save.reset();
    onClose();
  };

  const submit = form.handleSubmit((body) => {
    const text = messages(record !== null);
    save.mutate(
      { id: record?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(text.success);
          close();
        },
        onError: (error) => {
          applyServerFieldErrors(error, Object.keys(empty), (field, message) =>
            form.setError(field as Path<TValues>, { type: 'server', message }),
          );
          toast.error(text.error);
        },
      },
    );
  });

  return { form, close, submit };
}
