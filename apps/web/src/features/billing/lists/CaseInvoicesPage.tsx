import { createInvoicePath } from '@counsel/domain';
import { Stack } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCaseProfile } from '../../../entities/case/use-cases';
import { isApiError } from '../../../lib/api';
import { useAbility } from '../../../lib/current-user';
import { invoicesNs } from '../../../locales/invoices';
import { NotFound } from '../../../ui/NotFound';
import { PageLoader } from '../../../ui/PageLoader';
import { caseInvoiceCreatePath } from '../editor/paths';
import { InvoicesList } from './InvoicesList';
import { InvoicesPageHeader } from './InvoicesPageHeader';

/** /client/{clientId}/cases/{caseId}/case-invoice: one case's invoices, where a save from a case returns. */
export default function CaseInvoicesPage() {
  const { t } = useTranslation(invoicesNs);
  const params = useParams();
  const clientId = Number(params.clientId);
  const caseId = Number(params.caseId);
  const valid = [clientId, caseId].every((id) => Number.isInteger(id) && id > 0);
  const profile = useCaseProfile(valid ? caseId : 0);
  const canCreate = useAbility().can('create', 'invoices');

  if (!valid || isApiError(profile.error, 'not_found')) return <NotFound />;
  if (profile.isPending) return <PageLoader />;
  // The address names the client too: a case under another client's address does not exist there.
  if (profile.data && profile.data.client_id !== clientId) return <NotFound />;
  // Someone who may read invoices but not cases still gets the list, under a title without the case's.
  const title = profile.data?.title ?? null;
  const casePath = `/client/${clientId}/cases/${caseId}`;

  return (
    <Stack gap="lg">
      <InvoicesPageHeader
        title={
          title === null ? (
            t('case.titleWithoutName')
          ) : (
            <Trans t={t} i18nKey="case.title" values={{ title }} components={{ name: <bdi /> }} />
          )
        }
        description={t('case.description')}
        back={{ to: casePath, label: t('case.back') }}
        create={
          canCreate
            ? {
                bill: caseInvoiceCreatePath(clientId, caseId),
                trust: createInvoicePath({ clientId, caseId, type: 'trust' }),
              }
            : undefined
        }
      />
      <InvoicesList scope={{ kind: 'case', caseId }} showClient={false} />
    </Stack>
  );
}
