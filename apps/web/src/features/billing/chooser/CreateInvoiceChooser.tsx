/**
 * Screen 3, the create-invoice chooser: pick the kind (bill or trust) and a client or a case, then open
 * a new invoice of that kind for it (type=bill|trust&from=client, or from=case&caseId=...). Creating
 * stays disabled until something is picked.
 */

import { createInvoicePath, type FirmCase } from '@counsel/domain';
import { Button, Group, Modal, Radio, Stack, Tabs, Text } from '@mantine/core';
import { IconBriefcase, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClientPicker } from '../../../entities/client/ClientPicker';
import { useLocalePath } from '../../../lib/locale';
import { invoicesNs } from '../../../locales/invoices';
import { missingReason, ReasonedButton } from '../../../ui/ReasonedButton';
import { FirmCasePicker } from './FirmCasePicker';

type ChooserTab = 'clients' | 'cases';
type InvoiceKind = 'bill' | 'trust';

interface CreateInvoiceChooserProps {
  opened: boolean;
  onClose: () => void;
}

export function CreateInvoiceChooser({ opened, onClose }: CreateInvoiceChooserProps) {
  const { t } = useTranslation(invoicesNs);
  return (
    <Modal opened={opened} onClose={onClose} title={t('chooser.title')} size="md">
      {/* Mounted only while open, so that every opening starts with nothing picked. */}
      {opened && <ChooserBody onClose={onClose} />}
    </Modal>
  );
}

function ChooserBody({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(invoicesNs);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const [tab, setTab] = useState<ChooserTab>('clients');
  const [clientId, setClientId] = useState<number | null>(null);
  const [pickedCase, setPickedCase] = useState<FirmCase | null>(null);
  const [kind, setKind] = useState<InvoiceKind>('bill');

  // What the open tab has picked decides; a pick left on the other tab does not count.
  const missingLabel = tab === 'clients' ? t('chooser.client') : t('chooser.case');
  const target =
    tab === 'clients'
      ? clientId === null
        ? null
        : createInvoicePath({ clientId, type: kind })
      : pickedCase === null
        ? null
        : createInvoicePath({ clientId: pickedCase.client_id, caseId: pickedCase.id, type: kind });

  const create = () => {
    if (target === null) return;
    onClose();
    void navigate(toPath(target));
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('chooser.description')}
      </Text>
      <Radio.Group
        label={t('chooser.kind')}
        value={kind}
        onChange={(value) => setKind(value === 'trust' ? 'trust' : 'bill')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="bill" label={t('chooser.bill')} />
          <Radio value="trust" label={t('chooser.trust')} />
        </Group>
      </Radio.Group>
      <Tabs value={tab} onChange={(value) => setTab(value === 'cases' ? 'cases' : 'clients')}>
        <Tabs.List grow>
          <Tabs.Tab value="clients" leftSection={<IconUser size={16} aria-hidden />}>
            {t('chooser.clientsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="cases" leftSection={<IconBriefcase size={16} aria-hidden />}>
            {t('chooser.casesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clients" pt="md">
          <ClientPicker
            label={t('chooser.client')}
            placeholder={t('chooser.clientPlaceholder')}
            value={clientId}
            currentLabel={null}
            onChange={setClientId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="cases" pt="md">
          <FirmCasePicker label={t('chooser.case')} value={pickedCase} onChange={setPickedCase} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('chooser.cancel')}
        </Button>
        <ReasonedButton
          onClick={create}
          reason={target === null ? missingReason(t, i18n.language, [missingLabel]) : null}
        >
          {t('chooser.create')}
        </ReasonedButton>
      </Group>
    </Stack>
  );
}
