import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/current-user';
import { useLocalePath } from '../../../lib/locale';
import { invoicesNs } from '../../../locales/invoices';

/** The "Invoices" button of a profile page; only for who may read invoices (VIEW_INVOICES). */
function InvoicesLinkButton({ to }: { to: string }) {
  const { t } = useTranslation(invoicesNs);
  const can = useCan();
  const toPath = useLocalePath();
  if (!can('VIEW_INVOICES')) return null;
  return (
    <Button component={Link} to={toPath(to)} variant="light" leftSection={<IconFileInvoice size={16} aria-hidden />}>
      {t('profileLink')}
    </Button>
  );
}

/** On the client profile: the client's invoices. */
export function ClientInvoicesButton({ clientId }: { clientId: number }) {
  return <InvoicesLinkButton to={`/client/${clientId}/profile/invoices`} />;
}

/** On the case profile: the case's invoices. */
export function CaseInvoicesButton({ clientId, caseId }: { clientId: number; caseId: number }) {
  return <InvoicesLinkButton to={`/client/${clientId}/cases/${caseId}/case-invoice`} />;
}
