/**
 * The state behind the settings form, shared by the invoice's modal and the firm's page: the values,
 * a chosen logo file not uploaded yet, the field errors, and the submit sequence (check every rule of
 * billing.md §5, toast the first problem, upload the logo, then hand over valid settings).
 */

import { type InvoiceSettingsFields, invoiceSettingsProblems, toggleInvoiceSetting } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { toast } from '../../../ui/toast';
import {
  isSettingsField,
  logoRefusal,
  problemKey,
  type SettingsErrors,
  type SettingsField,
  serverMessageKey,
} from './settings-values';
import { uploadInvoiceLogo } from './use-invoice-settings';

export type SettingsToggle = Parameters<typeof toggleInvoiceSetting>[1];

export interface SettingsDraftOptions {
  /** Given on an invoice: the installment amount may not pass it. */
  invoiceTotalCents?: number | null;
  /** Field messages the server answered (400 `fields`), in the API's English. */
  serverErrors?: Record<string, string>;
}

export interface SettingsDraft {
  value: InvoiceSettingsFields;
  chosenLogo: File | null;
  errors: SettingsErrors;
  submitting: boolean;
  set<K extends SettingsField>(field: K, next: InvoiceSettingsFields[K]): void;
  toggle(toggle: SettingsToggle, on: boolean): void;
  chooseLogo(file: File | null): void;
  submit(onSave: (settings: InvoiceSettingsFields) => void | Promise<void>): Promise<void>;
}

/** The form's values: the settings, and a logo file chosen but not uploaded yet. */
export type SettingsFormValues = InvoiceSettingsFields & { new_logo: File | null };

/**
 * Every rule of billing.md §5, as the server applies them (`invoiceSettingsProblems`): each broken one
 * is an issue on its field, in the order the form shows the fields.
 */
export function settingsFormSchema(t: TFunction, invoiceTotalCents: number | null | undefined) {
  return z.custom<SettingsFormValues>().superRefine((values, ctx) => {
    const context = { invoiceTotalCents, hasNewLogo: values.new_logo !== null };
    for (const problem of invoiceSettingsProblems(values, context)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: t(problemKey(problem.code)), input: values });
    }
  });
}

export function useSettingsDraft(initial: InvoiceSettingsFields, options: SettingsDraftOptions = {}): SettingsDraft {
  const { t } = useTranslation(invoiceSettingsNs);
  const { invoiceTotalCents, serverErrors } = options;
  const resolver = useMemo(() => zodResolver(settingsFormSchema(t, invoiceTotalCents)), [t, invoiceTotalCents]);
  // Errors show after a refused save; a field's goes when it (or its toggle) changes.
  const form = useForm<SettingsFormValues>({
    resolver,
    defaultValues: { ...initial, new_logo: null },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { new_logo: chosenLogo, ...value } = form.watch();
  const errors = settingsErrorsOf(form.formState.errors);
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as the state: two clicks in one frame both see the state still false.
  const busy = useRef(false);

  useEffect(() => {
    if (!serverErrors) return;
    form.clearErrors();
    for (const [field, message] of Object.entries(serverErrors)) {
      if (isSettingsField(field)) form.setError(field, { type: 'server', message: t(serverMessageKey(message)) });
    }
  }, [serverErrors, t, form]);

  const set = <K extends SettingsField>(field: K, next: InvoiceSettingsFields[K]) => {
    form.setValue(field, next as never);
    form.clearErrors(field);
  };

  const toggle = (name: SettingsToggle, on: boolean) => {
    const current = form.getValues();
    const next = toggleInvoiceSetting(current, name, on);
    for (const field of Object.keys(next) as SettingsField[]) {
      if (next[field] !== current[field]) form.setValue(field, next[field] as never);
    }
    form.clearErrors([name, ...DEPENDENT_FIELDS[name]]);
    if (name !== 'include_logo') return;
    if (!on) {
      form.setValue('new_logo', null);
    } else if (!next.logo && !next.new_logo) {
      // §4: switching the logo on with nothing to show asks for one straight away.
      const message = t(problemKey('logo_required'));
      form.setError('logo', { type: 'validate', message });
      toast.error(message);
    }
  };

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    const refusal = logoRefusal(file);
    if (refusal) {
      toast.error(t(`errors.${refusal}`));
      return;
    }
    form.setValue('new_logo', file);
    form.clearErrors('logo');
  };

  /** The first broken rule is also toasted. */
  const refused = (invalid: FieldErrors<SettingsFormValues>) => {
    const [first] = Object.values(settingsErrorsOf(invalid));
    if (first) toast.error(first);
  };

  const save = async (
    { new_logo: newLogo, ...settings }: SettingsFormValues,
    onSave: (settings: InvoiceSettingsFields) => void | Promise<void>,
  ) => {
    setSubmitting(true);
    try {
      let saved: InvoiceSettingsFields = settings;
      if (saved.include_logo && newLogo) {
        const logo = await uploadLogo(newLogo);
        if (logo === null) return;
        saved = { ...saved, logo };
        // Uploaded once: a retry after a failed save sends the stored name instead of the file again.
        form.setValue('logo', logo);
        form.setValue('new_logo', null);
      }
      await onSave(saved);
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (onSave: (settings: InvoiceSettingsFields) => void | Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit((values) => save(values, onSave), refused)();
    } finally {
      busy.current = false;
    }
  };

  const uploadLogo = async (file: File): Promise<string | null> => {
    try {
      return await uploadInvoiceLogo(file);
    } catch (error) {
      if (isApiError(error, 'payload_too_large')) toast.error(t('errors.logoSize'));
      else if (isApiError(error, 'unsupported_file_type')) toast.error(t('errors.logoType'));
      else toast.error(t('errors.logoUploadFailed'));
      return null;
    }
  };

  return { value, chosenLogo, errors, submitting, set, toggle, chooseLogo, submit };
}

/** The form's field errors as the settings form shows them: one message a field. */
function settingsErrorsOf(errors: FieldErrors<SettingsFormValues>): SettingsErrors {
  const shown: SettingsErrors = {};
  for (const [field, error] of Object.entries(errors)) {
    if (isSettingsField(field) && typeof error?.message === 'string') shown[field] = error.message;
  }
  return shown;
}

/** The fields whose errors go away with their toggle. */
const DEPENDENT_FIELDS: Record<SettingsToggle, SettingsField[]> = {
  include_discount: ['discount_amount', 'discount_description', 'discount_type'],
  include_late_fee: ['late_fee_amount', 'late_fee_description', 'late_fee_type'],
  include_footer: ['footer_text'],
  include_installment: ['installment_amount', 'installment_start_date', 'installment_frequency'],
  include_tax_rate: ['tax_rate'],
  include_logo: ['logo'],
};
