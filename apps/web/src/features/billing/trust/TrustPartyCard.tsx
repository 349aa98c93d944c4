/**
 * The second card of screen 2: Client level or Matter level (no tabs from a case profile, which is
 * Matter level only), whom the invoice bills, and the amount (digits and a dot, rounded on leaving).
 */

import type { FirmCase } from '@counsel/domain';
import { Paper, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { type Dispatch, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientCasesLight } from '../../../entities/case/use-cases';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { useFormat } from '../../../lib/format';
import { trustInvoiceNs } from '../../../locales/trustInvoice';
import { FirmCasePicker } from '../chooser/FirmCasePicker';
import type { TrustAction, TrustScope, TrustState } from './trust-state';

interface TrustPartyCardProps {
  state: TrustState;
  dispatch: Dispatch<TrustAction>;
  scope: TrustScope;
  fromCase: boolean;
  clientName: string | null;
}

export function TrustPartyCard({ state, dispatch, scope, fromCase, clientName }: TrustPartyCardProps) {
  const { t } = useTranslation(trustInvoiceNs);
  const { currencySymbol } = useFormat();
  const [pickedCase, setPickedCase] = useState<FirmCase | null>(null);
  // Creating at Matter level, any of the firm's matters (it names the client); otherwise the client's.
  const firmWide = !scope.editing && !fromCase;

  const matterField = firmWide ? (
    <FirmCasePicker
      label={t('fields.matter')}
      value={state.caseId === null ? null : pickedCase}
      onChange={(picked) => {
        setPickedCase(picked);
        dispatch({ type: 'setCase', caseId: picked?.id ?? null, clientId: picked?.client_id ?? null });
      }}
    />
  ) : (
    <ClientMatterSelect
      clientId={state.clientId}
      value={state.caseId}
      disabled={fromCase && !scope.editing}
      onChange={(caseId) => dispatch({ type: 'setCase', caseId })}
    />
  );
  const amountField = (
    <TextInput
      label={t('fields.amount')}
      value={state.amount}
      onChange={(event) => dispatch({ type: 'setAmount', text: event.currentTarget.value })}
      onBlur={() => dispatch({ type: 'roundAmount' })}
      inputMode="decimal"
      leftSection={<span aria-hidden>{currencySymbol}</span>}
      withAsterisk
      dir="ltr"
    />
  );

  if (fromCase) {
    return (
      <Paper withBorder p="md">
        <Stack gap="sm">
          {matterField}
          {amountField}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md">
      <Tabs
        value={state.level}
        onChange={(value) => {
          if (value === 'CLIENT' || value === 'MATTER') {
            setPickedCase(null);
            dispatch({ type: 'setLevel', level: value, scope });
          }
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="CLIENT">{t('tabs.client')}</Tabs.Tab>
          <Tabs.Tab value="MATTER">{t('tabs.matter')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="CLIENT" pt="sm">
          <Stack gap="sm">
            <ClientPicker
              label={t('fields.client')}
              value={state.clientId}
              currentLabel={clientName}
              onChange={(clientId) => dispatch({ type: 'setClient', clientId })}
              disabled={scope.editing}
              required
            />
            {state.level === 'CLIENT' && amountField}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="MATTER" pt="sm">
          <Stack gap="sm">
            {state.level === 'MATTER' && matterField}
            {state.level === 'MATTER' && amountField}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/** The matters of one client (GET /client/{id}/cases/light). */
function ClientMatterSelect(props: {
  clientId: number | null;
  value: number | null;
  disabled: boolean;
  onChange: (caseId: number | null) => void;
}) {
  const { t } = useTranslation(trustInvoiceNs);
  const cases = useClientCasesLight(props.clientId);
  const data = (cases.data ?? []).map((item) => ({ value: String(item.id), label: item.title }));
  return (
    <Select
      label={t('fields.matter')}
      placeholder={t('fields.matterPlaceholder')}
      data={data}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => props.onChange(value === null ? null : Number(value))}
      disabled={props.disabled}
      searchable
      withAsterisk
      comboboxProps={{ withinPortal: true }}
    />
  );
}
