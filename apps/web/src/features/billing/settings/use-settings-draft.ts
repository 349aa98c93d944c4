/**
 * The state behind the settings form, shared by the invoice's modal and the firm's page: the values,
 * a chosen logo file not uploaded yet, the field errors, and the submit sequence (check every rule of
 * billing.md §5, toast the first problem, upload the logo, then hand over valid settings).
 */

import { type InvoiceSettingsFields, invoiceSettingsProblems, toggleInvoiceSetting } from '@counsel/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

export function useSettingsDraft(initial: InvoiceSettingsFields, options: SettingsDraftOptions = {}): SettingsDraft {
  const { t } = useTranslation(invoiceSettingsNs);
  const { invoiceTotalCents, serverErrors } = options;
  const [value, setValue] = useState(initial);
  const [chosenLogo, setChosenLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as the state: two clicks in one frame both see the state still false.
  const busy = useRef(false);

  useEffect(() => {
    if (!serverErrors) return;
    const shown: SettingsErrors = {};
    for (const [field, message] of Object.entries(serverErrors)) {
      if (isSettingsField(field)) shown[field] = t(serverMessageKey(message));
    }
    setErrors(shown);
  }, [serverErrors, t]);

  const clearErrors = useCallback((...fields: SettingsField[]) => {
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const set = useCallback(
    <K extends SettingsField>(field: K, next: InvoiceSettingsFields[K]) => {
      setValue((current) => ({ ...current, [field]: next }));
      clearErrors(field);
    },
    [clearErrors],
  );

  const toggle = (name: SettingsToggle, on: boolean) => {
    const next = toggleInvoiceSetting(value, name, on);
    setValue(next);
    clearErrors(name, ...DEPENDENT_FIELDS[name]);
    if (name !== 'include_logo') return;
    if (!on) {
      setChosenLogo(null);
    } else if (!next.logo && !chosenLogo) {
      // §4: switching the logo on with nothing to show asks for one straight away.
      const message = t(problemKey('logo_required'));
      setErrors((current) => ({ ...current, logo: message }));
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
    setChosenLogo(file);
    clearErrors('logo');
  };

  const submit = async (onSave: (settings: InvoiceSettingsFields) => void | Promise<void>) => {
    if (busy.current) return;
    const problems = invoiceSettingsProblems(value, { invoiceTotalCents, hasNewLogo: chosenLogo !== null });
    const [first] = problems;
    if (first) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, t(problemKey(problem.code))])));
      toast.error(t(problemKey(first.code)));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      let settings = value;
      if (settings.include_logo && chosenLogo) {
        const logo = await uploadLogo(chosenLogo);
        if (logo === null) return;
        settings = { ...settings, logo };
        // Uploaded once: a retry after a failed save sends the stored name instead of the file again.
        setValue(settings);
        setChosenLogo(null);
      }
      await onSave(settings);
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      busy.current = false;
      setSubmitting(false);
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

/** The fields whose errors go away with their toggle. */
const DEPENDENT_FIELDS: Record<SettingsToggle, SettingsField[]> = {
  include_discount: ['discount_amount', 'discount_description', 'discount_type'],
  include_late_fee: ['late_fee_amount', 'late_fee_description', 'late_fee_type'],
  include_footer: ['footer_text'],
  include_installment: ['installment_amount', 'installment_start_date', 'installment_frequency'],
  include_tax_rate: ['tax_rate'],
  include_logo: ['logo'],
};
