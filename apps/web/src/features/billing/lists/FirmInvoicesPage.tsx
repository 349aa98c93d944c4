import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAbility, useMe } from '../../../lib/current-user';
import { invoicesNs } from '../../../locales/invoices';
import { CreateInvoiceChooser } from '../chooser/CreateInvoiceChooser';
import { InvoicesList } from './InvoicesList';
import { InvoicesPageHeader } from './InvoicesPageHeader';

/** /invoices: every invoice of the firm; "Create invoice" opens the chooser (screen 3). */
export default function FirmInvoicesPage() {
  const { t } = useTranslation(invoicesNs);
  const lawFirmId = useMe().law_firm.id;
  const canCreate = useAbility().can('create', 'invoices');
  const [chooserOpened, chooser] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <InvoicesPageHeader
        title={t('firm.title')}
        description={t('firm.description')}
        create={canCreate ? { onClick: chooser.open } : undefined}
      />
      <InvoicesList scope={{ kind: 'firm', lawFirmId }} showClient />
      <CreateInvoiceChooser opened={chooserOpened} onClose={chooser.close} />
    </Stack>
  );
}
