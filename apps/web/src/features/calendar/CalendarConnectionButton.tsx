/**
 * One outside calendar's button on the calendar page (people-and-scheduling §2 "sync buttons for each
 * external calendar"): Connect when not connected, Sync when connected, Reconnect (with why) when the
 * access was revoked, and a Sandbox badge when the API stands in for the service. A connection that
 * exists (working or revoked) shows its Disconnect action beside. Google's and
 * Microsoft's buttons differ only in their calls, icon and words.
 */
import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ConnectionState {
  connected: boolean;
  revoked: boolean;
  sandbox: boolean;
}

interface CalendarConnectionButtonProps {
  /** null while the connection's state is being read. */
  state: ConnectionState | null;
  loading: boolean;
  syncing: boolean;
  icon: ReactNode;
  labels: { sync: string; connect: string; reconnect: string; revoked: string; sandbox: string };
  onSync: () => void;
  onConnect: () => void;
  /** Shown while there is a connection to remove (connected or revoked). */
  disconnect: ReactNode;
}

export function CalendarConnectionButton({
  state,
  loading,
  syncing,
  icon,
  labels,
  onSync,
  onConnect,
  disconnect,
}: CalendarConnectionButtonProps) {
  if (!state) {
    return (
      <Button variant="default" leftSection={icon} disabled loading={loading}>
        {labels.sync}
      </Button>
    );
  }
  return (
    <Group gap="xs" align="center">
      {state.sandbox && <Badge color="yellow">{labels.sandbox}</Badge>}
      {state.connected ? (
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={syncing}
          onClick={onSync}
        >
          {labels.sync}
        </Button>
      ) : (
        <Button
          variant={state.revoked ? 'filled' : 'default'}
          color={state.revoked ? 'red' : undefined}
          leftSection={icon}
          onClick={onConnect}
        >
          {state.revoked ? labels.reconnect : labels.connect}
        </Button>
      )}
      {(state.connected || state.revoked) && disconnect}
      {state.revoked && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {labels.revoked}
        </Alert>
      )}
    </Group>
  );
}
