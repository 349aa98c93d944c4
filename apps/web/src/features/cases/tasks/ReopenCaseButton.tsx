import { Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { caseTasksNs } from '../../../locales/caseTasks';
import { toast } from '../../../ui/toast';
import { caseTaskErrorMessage } from './task-errors';
import { useReopenCase } from './use-case-tasks';

/** Reopens a closed case (the server records who did it). */
export function ReopenCaseButton({ caseId }: { caseId: number }) {
  const { t } = useTranslation(caseTasksNs);
  const reopen = useReopenCase(caseId);
  return (
    <Button
      variant="light"
      leftSection={<IconRestore size={16} aria-hidden />}
      loading={reopen.isPending}
      onClick={() =>
        reopen.mutate(undefined, {
          onSuccess: () => toast.success(t('toasts.reopened')),
          onError: (error) => toast.error(caseTaskErrorMessage(t, error)),
        })
      }
    >
      {t('reopenCase')}
    </Button>
  );
}
