/**
 * Evergreen retainers on the client's trust balances: each balance's floor (GET/PUT /trust/floors/client/{id}),
 * shown beside it and, for whoever may update trust accounts, set or removed in a small dialog. Under its floor
 * after a withdrawal, the server mails the client a replenishment request.
 */
import type { ClientTrustFloors, SetTrustFloorRequest } from '@counsel/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { useFormat } from '../../lib/format';
import { bankingNs } from '../../locales/banking';
import { MoneyInput } from '../../ui/MoneyInput';

const floorsKey = (clientId: number | null) => ['trust', 'floors', 'client', clientId] as const;

export function useClientTrustFloors(clientId: number | null) {
  return useQuery({
    queryKey: floorsKey(clientId),
    queryFn: ({ signal }) => api.get<ClientTrustFloors>(`/api/trust/floors/client/${clientId}`, { signal }),
    enabled: clientId !== null,
  });
}

function useSetTrustFloor(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTrustFloorRequest) =>
      api.put<ClientTrustFloors>(`/api/trust/floors/client/${clientId}`, body),
    onSuccess: (data) => queryClient.setQueryData(floorsKey(clientId), data),
  });
}

interface TrustFloorCellProps {
  clientId: number;
  caseId: number | null;
  /** What the balance is, for the button's and the dialog's names. */
  label: string;
  floors: ClientTrustFloors | undefined;
}

/** The floor of one balance, and its edit button for those who may change it. */
export function TrustFloorCell({ clientId, caseId, label, floors }: TrustFloorCellProps) {
  const { t } = useTranslation(bankingNs);
  const format = useFormat();
  const canEdit = useAbility().can('update', 'trust_accounts');
  const [editing, setEditing] = useState(false);
  // The dialog is mounted only while open, so Mantine cannot hand focus back on close: the cell does.
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    opener.current?.focus();
  };
  const floor = floors?.floors.find((f) => f.case_id === caseId) ?? null;
  return (
    // On a phone the button goes under the amount, so the table fits its card.
    <Group gap={4} justify="flex-end" wrap="wrap">
      <Text size="sm" c={floor ? undefined : 'dimmed'}>
        {floor ? <bdi>{format.money(floor.floor)}</bdi> : t('trust.floor.none')}
      </Text>
      {canEdit && floors && (
        <Button
          ref={opener}
          size="compact-xs"
          variant="subtle"
          onClick={() => setEditing(true)}
          aria-label={t('trust.floor.editFor', { what: label })}
        >
          {t('trust.floor.edit')}
        </Button>
      )}
      {editing && (
        <FloorDialog clientId={clientId} caseId={caseId} label={label} current={floor?.floor ?? null} onClose={close} />
      )}
    </Group>
  );
}

interface FloorDialogProps {
  clientId: number;
  caseId: number | null;
  label: string;
  current: number | null;
  onClose: () => void;
}

function FloorDialog({ clientId, caseId, label, current, onClose }: FloorDialogProps) {
  const { t } = useTranslation(bankingNs);
  const save = useSetTrustFloor(clientId);
  const [value, setValue] = useState<string | number>(current ?? '');
  const amount = typeof value === 'number' ? value : Number.parseFloat(value);
  const valid = Number.isFinite(amount) && amount > 0;
  const submit = (floor: number | null) => save.mutate({ case_id: caseId, floor }, { onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title={t('trust.floor.title', { what: label })}>
      <Stack gap="sm">
        <Text size="sm">{t('trust.floor.help')}</Text>
        <MoneyInput
          label={t('trust.floor.amount')}
          value={value}
          onChange={setValue}
          min={0.01}
          step={0.01}
          decimalScale={2}
          data-autofocus
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {current !== null && (
            <Button variant="subtle" color="red" onClick={() => submit(null)} loading={save.isPending}>
              {t('trust.floor.remove')}
            </Button>
          )}
          <Button onClick={() => submit(amount)} disabled={!valid} loading={save.isPending}>
            {t('trust.floor.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
