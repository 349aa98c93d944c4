/** An administrator removes another member's second factor (a lost phone), after confirming; shown while they have one. */
import { Button, Group } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { secondFactorNs } from '../../locales/secondFactor';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { secondFactorErrorMessage } from '../account/second-factor-errors';

export function ResetSecondFactorButton({ employeeId, name }: { employeeId: number; name: string }) {
  const { t } = useTranslation(secondFactorNs);
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const path = `/api/law-firm/employee/${employeeId}/second-factor`;
  const queryKey = ['team', 'second-factor', employeeId];
  const state = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<{ enabled: boolean }>(path, { signal }),
  });
  const reset = useMutation({
    mutationFn: () => api.delete<void>(path),
    onSuccess: () => {
      toast.success(t('reset.done'));
      queryClient.setQueryData(queryKey, { enabled: false });
    },
    onError: (error) => toast.error(secondFactorErrorMessage(t, error)),
    onSettled: () => setOpened(false),
  });
  if (!state.data?.enabled) return null;
  return (
    <Group>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        {t('reset.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('reset.title', { name })}
        message={t('reset.message')}
        confirmLabel={t('reset.confirm')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setOpened(false)}
      />
    </Group>
  );
}
