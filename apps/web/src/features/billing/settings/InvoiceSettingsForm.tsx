/**
 * The invoice settings form body (billing.md screen 4), shared by the invoice's settings modal and the
 * firm's defaults page. It only edits the draft; the container decides what saving means.
 */

import {
  COLOR_SCHEMES,
  INSTALLMENT_FREQUENCIES,
  INVOICE_LANGUAGES,
  type InstallmentFrequency,
  type InvoiceLanguage,
  MAX_FOOTER_LENGTH,
  MAX_TAX_RATE,
} from '@counsel/domain';
import { Divider, Group, Radio, Select, Stack, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/current-user';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { DateField } from '../../../ui/DateField';
import { DecimalInput } from '../../../ui/DecimalInput';
import { AdjustmentFields } from './AdjustmentFields';
import { LogoField } from './LogoField';
import { SettingSwitch } from './SettingSwitch';
import type { SettingsDraft } from './use-settings-draft';

export interface InvoiceSettingsFormProps {
  draft: SettingsDraft;
  /** Read-only view for users who may not change the settings. */
  disabled?: boolean;
  /** The invoice preparer choice belongs to an invoice, not to the firm's defaults. */
  showPreparer?: boolean;
}

export function InvoiceSettingsForm({ draft, disabled = false, showPreparer = false }: InvoiceSettingsFormProps) {
  const { t } = useTranslation(invoiceSettingsNs);
  const { value, errors } = draft;

  return (
    <Stack gap="md">
      <Section title={t('sections.amounts')}>
        <SettingSwitch
          label={t('tax.toggle')}
          checked={value.include_tax_rate}
          disabled={disabled}
          onChange={(on) => draft.toggle('include_tax_rate', on)}
        />
        {value.include_tax_rate && (
          <DecimalInput
            ms="xl"
            maw={220}
            label={t('tax.rate')}
            min={0}
            max={MAX_TAX_RATE}
            step={0.01}
            suffix="%"
            emptyOnBlur={0}
            disabled={disabled}
            value={value.tax_rate}
            negativeMessage={t('tax.negative')}
            error={errors.tax_rate}
            onChange={(next) => draft.set('tax_rate', next)}
          />
        )}
        <AdjustmentFields kind="discount" draft={draft} disabled={disabled} />
        <AdjustmentFields kind="lateFee" draft={draft} disabled={disabled} />
      </Section>

      <Section title={t('sections.document')}>
        <SettingSwitch
          label={t('footer.toggle')}
          checked={value.include_footer}
          disabled={disabled}
          onChange={(on) => draft.toggle('include_footer', on)}
        />
        {value.include_footer && (
          <Textarea
            ms="xl"
            label={t('footer.text')}
            required
            rows={3}
            // Free text in either language: each paragraph takes the direction of its own words.
            dir="auto"
            maxLength={MAX_FOOTER_LENGTH}
            disabled={disabled}
            value={value.footer_text ?? ''}
            error={errors.footer_text}
            onChange={(event) => draft.set('footer_text', event.currentTarget.value)}
          />
        )}
        <LogoField draft={draft} disabled={disabled} />
        <Radio.Group
          label={t('colorScheme.label')}
          value={value.color_scheme}
          onChange={(next) => draft.set('color_scheme', next as (typeof COLOR_SCHEMES)[number])}
        >
          <Group gap="lg" mt={4}>
            {COLOR_SCHEMES.map((scheme) => (
              <Radio key={scheme} value={scheme} label={t(`colorScheme.${scheme}`)} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          maw={260}
          label={t('language.label')}
          required
          allowDeselect={false}
          data={INVOICE_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
          disabled={disabled}
          value={value.language}
          error={errors.language}
          onChange={(next) => next && draft.set('language', next as InvoiceLanguage)}
        />
      </Section>

      <Section title={t('sections.billTo')}>
        <BooleanSwitch draft={draft} field="include_email" label={t('billTo.email')} disabled={disabled} />
        <BooleanSwitch draft={draft} field="include_phone" label={t('billTo.phone')} disabled={disabled} />
        <BooleanSwitch draft={draft} field="include_address" label={t('billTo.address')} disabled={disabled} />
      </Section>

      <Section title={t('sections.emails')}>
        <BooleanSwitch
          draft={draft}
          field="send_invoice_reminders"
          label={t('emails.reminders')}
          hint={t('emails.remindersHint')}
          disabled={disabled}
        />
        <BooleanSwitch
          draft={draft}
          field="auto_send_receipt"
          label={t('emails.receipt')}
          hint={t('emails.receiptHint')}
          disabled={disabled}
        />
      </Section>

      <Section title={t('sections.paymentPlan')}>
        <SettingSwitch
          label={t('installment.toggle')}
          hint={t('installment.hint')}
          checked={value.include_installment}
          disabled={disabled}
          onChange={(on) => draft.toggle('include_installment', on)}
        />
        {value.include_installment && (
          <Group grow align="flex-start" ms="xl">
            <DecimalInput
              label={t('installment.amount')}
              required
              min={0}
              step={0.01}
              prefix="$"
              disabled={disabled}
              value={value.installment_amount}
              error={errors.installment_amount}
              onChange={(next) => draft.set('installment_amount', next)}
            />
            <DateField
              label={t('installment.startDate')}
              required
              disabled={disabled}
              value={value.installment_start_date}
              error={errors.installment_start_date}
              onChange={(day) => draft.set('installment_start_date', day || null)}
            />
            <Select
              label={t('installment.frequency')}
              allowDeselect={false}
              data={INSTALLMENT_FREQUENCIES.map((option) => ({ value: option, label: t(`frequencies.${option}`) }))}
              disabled={disabled}
              value={value.installment_frequency}
              onChange={(next) => next && draft.set('installment_frequency', next as InstallmentFrequency)}
            />
          </Group>
        )}
      </Section>

      {showPreparer && <PreparerSelect disabled={disabled} />}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Divider />
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type BooleanField =
  | 'include_email'
  | 'include_phone'
  | 'include_address'
  | 'send_invoice_reminders'
  | 'auto_send_receipt';

function BooleanSwitch(props: {
  draft: SettingsDraft;
  field: BooleanField;
  label: string;
  hint?: string;
  disabled: boolean;
}) {
  const { draft, field, label, hint, disabled } = props;
  return (
    <SettingSwitch
      label={label}
      hint={hint}
      checked={draft.value[field]}
      disabled={disabled}
      onChange={(on) => draft.set(field, on)}
    />
  );
}

/** §6: the invoice preparer select offers only the signed-in user. */
function PreparerSelect({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(invoiceSettingsNs);
  const { user } = useMe();
  const id = String(user.id);
  return (
    <Select
      maw={320}
      label={t('preparer.label')}
      description={t('preparer.hint')}
      data={[{ value: id, label: user.full_name }]}
      value={id}
      allowDeselect={false}
      disabled={disabled}
    />
  );
}
