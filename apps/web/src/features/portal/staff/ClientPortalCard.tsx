/**
 * "Client portal" on a client's profile: whether the client has a portal account for this firm (not
 * invited, invited on a date by someone, active with their last sign-in), and the staff's actions on it:
 * invite, send the invitation again, reset the client's second sign-in step and withdraw access (both
 * confirmed first). Seen with read on clients; the
 * actions need update on clients. The invitation goes out in the inviting staff member's language.
 */
import type { PortalAccess } from '@counsel/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility, useMe } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { portalNs } from '../../../locales/portal';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { portalErrorMessage } from '../portal-errors';
import {
  useInviteToPortal,
  usePortalAccess,
  useResetPortalSecondFactor,
  useWithdrawPortalAccess,
} from './use-portal-access';

function AccessStatus({ access }: { access: PortalAccess | null }) {
  const { t } = useTranslation(portalNs);
  const format = useFormat();
  if (!access) return <Text>{t('staff.notInvited')}</Text>;
  if (access.status === 'invited') {
    const values = { email: access.email, date: format.date(access.invited_at), name: access.invited_by?.full_name };
    return <Text>{access.invited_by ? t('staff.invitedBy', values) : t('staff.invited', values)}</Text>;
  }
  return (
    <Stack gap={2}>
      <Text>
        {t('staff.active', { email: access.email, date: format.date(access.activated_at ?? access.invited_at) })}
      </Text>
      <Text size="sm" c="dimmed">
        {access.last_sign_in_at
          ? t('staff.lastSignIn', { date: format.dateTime(access.last_sign_in_at) })
          : t('staff.neverSignedIn')}
      </Text>
      {access.second_factor && <Text size="sm">{t('staff.secondFactorOn')}</Text>}
    </Stack>
  );
}

interface CardProps {
  clientId: number;
  clientName: string;
}

export function ClientPortalCard(props: CardProps) {
  const ability = useAbility();
  return ability.can('read', 'clients') ? (
    <PortalAccessCard {...props} canUpdate={ability.can('update', 'clients')} />
  ) : null;
}

function PortalAccessCard({ clientId, clientName, canUpdate }: CardProps & { canUpdate: boolean }) {
  const { t } = useTranslation(portalNs);
  const me = useMe();
  const headingId = useId();
  const [confirming, setConfirming] = useState<'withdraw' | 'reset' | null>(null);
  const query = usePortalAccess(clientId);
  const invite = useInviteToPortal(clientId);
  const withdraw = useWithdrawPortalAccess(clientId);
  const reset = useResetPortalSecondFactor(clientId);
  const access = query.data?.portal_access ?? null;

  const sendInvitation = () =>
    invite.mutate(me.user.locale, {
      onSuccess: () => toast.success(t('staff.invitationSent', { name: clientName })),
      onError: (error) => toast.error(portalErrorMessage(t, error), t('staff.inviteFailed')),
    });
  const withdrawAccess = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('staff.withdrawn', { name: clientName }));
      },
      onError: (error) => toast.error(portalErrorMessage(t, error), t('staff.withdrawFailed')),
    });
  const resetSecondFactor = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('staff.secondFactorReset', { name: clientName }));
      },
      onError: (error) => toast.error(portalErrorMessage(t, error), t('staff.resetFailed')),
    });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('staff.title')}
        </Title>
        {query.isPending && <Loader size="sm" aria-label={t('staff.loading')} />}
        {query.isError && (
          <Alert color="red" role="alert">
            {portalErrorMessage(t, query.error)}
          </Alert>
        )}
        {query.data && <AccessStatus access={access} />}
        {query.data && canUpdate && (
          <Group gap="xs" wrap="wrap">
            {access?.status !== 'active' && (
              <Button
                variant="light"
                leftSection={<IconMailForward size={16} aria-hidden />}
                loading={invite.isPending}
                onClick={sendInvitation}
              >
                {access ? t('staff.resend') : t('staff.invite')}
              </Button>
            )}
            {access?.second_factor && (
              <Button variant="default" onClick={() => setConfirming('reset')}>
                {t('staff.resetSecondFactor')}
              </Button>
            )}
            {access && (
              <Button variant="default" color="red" onClick={() => setConfirming('withdraw')}>
                {t('staff.withdraw')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'withdraw'}
        title={t('staff.withdrawTitle')}
        message={t('staff.withdrawMessage', { name: clientName })}
        confirmLabel={t('staff.withdraw')}
        pending={withdraw.isPending}
        onConfirm={withdrawAccess}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'reset'}
        title={t('staff.resetSecondFactorTitle')}
        message={t('staff.resetSecondFactorMessage', { name: clientName })}
        confirmLabel={t('staff.resetSecondFactor')}
        pending={reset.isPending}
        onConfirm={resetSecondFactor}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
