/** A case's USCIS receipts on its page (spec §2): the list, the receipt dialog for this case and the lookup. */
import type { CaseReceipt } from '@counsel/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useAbility, useMe } from '../../lib/current-user';
import { caseReceiptsNs } from '../../locales/caseReceipts';
import { PageLoader } from '../../ui/PageLoader';
import { ReceiptDialog } from './ReceiptDialog';
import { ReceiptsTable } from './ReceiptsTable';
import { UscisLimitAlert } from './UscisLimitAlert';
import { useCaseReceipts } from './use-case-receipts';
import { useStatusLookup } from './use-status-lookup';
import { useUscisLimit } from './use-uscis-limit';

interface Props {
  caseId: number;
  clientId: number;
  title: string;
}

export function CaseReceiptsSection({ caseId, clientId, title }: Props) {
  const { t } = useTranslation(caseReceiptsNs);
  const me = useMe();
  const canEdit = useAbility().can('update', 'cases');
  const limit = useUscisLimit();
  const lookup = useStatusLookup(limit.markReached);
  const receipts = useCaseReceipts(caseId);
  const [dialog, setDialog] = useState<{ editing: CaseReceipt | null } | null>(null);
  const fixedCase = useMemo(() => ({ caseId, clientId, title }), [caseId, clientId, title]);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="case-receipts-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="case-receipts-title">
            {t('section.title')}
          </Title>
          {canEdit && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={limit.blocked}
              onClick={() => setDialog({ editing: null })}
            >
              {t('add')}
            </Button>
          )}
        </Group>
        {limit.blocked && <UscisLimitAlert />}
        {receipts.isPending && <PageLoader />}
        {receipts.isError && (
          <Alert color="red" role="alert" title={t('section.loadError')}>
            {errorMessage(t, receipts.error)}
          </Alert>
        )}
        {receipts.data && receipts.data.case_receipts.length === 0 && <Text c="dimmed">{t('section.empty')}</Text>}
        {receipts.data && receipts.data.case_receipts.length > 0 && (
          <ReceiptsTable
            receipts={receipts.data.case_receipts}
            showCase={false}
            canEdit={canEdit}
            blocked={limit.blocked}
            checking={lookup.isPending ? (lookup.variables ?? null) : null}
            onCheck={(receipt) => lookup.mutate(receipt.receipt_number)}
            onEdit={(receipt) => setDialog({ editing: receipt })}
          />
        )}
      </Stack>
      <ReceiptDialog
        opened={dialog !== null}
        lawFirmId={me.law_firm.id}
        editing={dialog?.editing ?? null}
        fixedCase={fixedCase}
        onClose={() => setDialog(null)}
        onLimit={limit.markReached}
      />
    </Paper>
  );
}
