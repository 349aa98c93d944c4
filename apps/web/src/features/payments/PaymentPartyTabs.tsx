/**
 * A payment not tied to an invoice (screen 9): Client level or Matter level, the client (fixed when the
 * modal opens from a client's page, else picked) and, at matter level, one of the client's matters.
 */

import { Stack, Tabs, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CasePicker } from '../../entities/case/CasePicker';
import { ClientPicker } from '../../entities/client/ClientPicker';
import { paymentsNs } from '../../locales/payments';
import type { PaymentLevel } from './payment-form';

interface PaymentPartyTabsProps {
  level: PaymentLevel;
  onLevelChange: (level: PaymentLevel) => void;
  clientId: number | null;
  onClientChange: (clientId: number | null) => void;
  caseId: number | null;
  onCaseChange: (caseId: number | null) => void;
  /** Set when the client is fixed (the client's own page). */
  fixedClient: { id: number; name: string | null } | null;
  clientError?: string | undefined;
  caseError?: string | undefined;
  disabled?: boolean;
}

export function PaymentPartyTabs(props: PaymentPartyTabsProps) {
  const { t } = useTranslation(paymentsNs);
  const client = props.fixedClient ? (
    <TextInput label={t('fields.client')} value={props.fixedClient.name ?? ''} readOnly />
  ) : (
    <ClientPicker
      label={t('fields.client')}
      placeholder={t('fields.clientPlaceholder')}
      value={props.clientId}
      currentLabel={null}
      onChange={(id) => {
        props.onClientChange(id);
        props.onCaseChange(null);
      }}
      error={props.clientError}
      required
      disabled={props.disabled}
    />
  );

  return (
    <Tabs
      value={props.level}
      onChange={(value) => {
        if (value !== 'CLIENT' && value !== 'MATTER') return;
        // A matter chosen at one level means nothing at the other.
        props.onCaseChange(null);
        props.onLevelChange(value);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('fields.level')}>
        <Tabs.Tab value="CLIENT">{t('level.CLIENT')}</Tabs.Tab>
        <Tabs.Tab value="MATTER">{t('level.MATTER')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="CLIENT" pt="sm">
        {client}
      </Tabs.Panel>
      <Tabs.Panel value="MATTER" pt="sm">
        <Stack gap="sm">
          {client}
          <CasePicker
            label={t('fields.matter')}
            placeholder={t('fields.matterPlaceholder')}
            clientId={props.clientId}
            value={props.caseId}
            currentLabel={null}
            onChange={props.onCaseChange}
            error={props.caseError}
            disabled={props.disabled}
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
