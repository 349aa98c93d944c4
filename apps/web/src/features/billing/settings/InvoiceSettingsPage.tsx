/**
 * The firm's invoice defaults (/settings/invoice-settings and /settings/billing/invoice): what a new
 * invoice starts from. Everyone with the settings page may look; changing needs update on invoices.
 */

import type { InvoiceSettings, InvoiceSettingsFields } from '@counsel/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { useAbility } from '../../../lib/current-user';
import { invoiceSettingsNs } from '../../../locales/invoiceSettings';
import { NoAccess } from '../../../ui/NoAccess';
import { PageLoader } from '../../../ui/PageLoader';
import { ReasonedButton } from '../../../ui/ReasonedButton';
import { toast } from '../../../ui/toast';
import { InvoiceSettingsForm } from './InvoiceSettingsForm';
import { SettingsSummary } from './SettingsSummary';
import { serverMessageKey, settingsFieldsOf } from './settings-values';
import { useFirmInvoiceSettings, useSaveFirmInvoiceSettings } from './use-invoice-settings';
import { useSettingsDraft } from './use-settings-draft';

export default function InvoiceSettingsPage() {
  const { t } = useTranslation(invoiceSettingsNs);
  const settings = useFirmInvoiceSettings();

  const header = (
    <div>
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      <Text c="dimmed">{t('page.intro')}</Text>
    </div>
  );

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    if (isApiError(settings.error) && settings.error.status === 403) return <NoAccess />;
    return (
      <Stack>
        {header}
        <Alert color="red" role="alert">
          {errorMessage(t, settings.error)}
        </Alert>
        <Group>
          <Button variant="light" onClick={() => void settings.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <SettingsSummary settings={settings.data} />
      {/* A save answers a new updated_at, so the form starts again from what was stored. */}
      <SettingsEditor key={settings.data.updated_at ?? 'defaults'} settings={settings.data} />
    </Stack>
  );
}

function SettingsEditor({ settings }: { settings: InvoiceSettings }) {
  const { t } = useTranslation(invoiceSettingsNs);
  const canEdit = useAbility().can('update', 'invoices');
  const save = useSaveFirmInvoiceSettings();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const draft = useSettingsDraft(settingsFieldsOf(settings), { serverErrors });

  const onSave = async (fields: InvoiceSettingsFields) => {
    try {
      await save.mutateAsync(fields);
      toast.success(t('page.saved'));
    } catch (error) {
      const [first] = Object.values(isApiError(error) ? (error.fields ?? {}) : {});
      if (isApiError(error) && first !== undefined) {
        setServerErrors(error.fields);
        toast.error(t(serverMessageKey(first)));
      } else {
        toast.error(errorMessage(t, error), t('page.saveFailed'));
      }
    }
  };

  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-labelledby="invoice-settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit) void draft.submit(onSave);
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="invoice-settings-form">
            {t('page.formTitle')}
          </Title>
          {!canEdit && (
            <Alert color="blue" role="note">
              {t('page.readOnly')}
            </Alert>
          )}
          <InvoiceSettingsForm draft={draft} disabled={!canEdit} />
          <Group justify="flex-end">
            <ReasonedButton type="submit" loading={draft.submitting} reason={canEdit ? null : t('page.readOnly')}>
              {t('page.save')}
            </ReasonedButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
