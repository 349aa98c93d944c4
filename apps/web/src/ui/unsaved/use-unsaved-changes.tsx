import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

export interface UnsavedChanges {
  /** The confirm dialog; render it once in the editor. */
  prompt: ReactNode;
  /**
   * Runs `leave` at once when nothing is unsaved, else after the user confirms discarding (closing an
   * editor's modal, a Cancel button).
   */
  confirmLeave: (leave: () => void) => void;
  /**
   * Lets the next navigation through without asking: call it right before navigating away after a
   * save, when the form still counts as changed until it re-renders.
   */
  allowLeaving: () => void;
}

/**
 * Asks before unsaved changes are lost: on a navigation inside the app (React Router's blocker), on
 * closing the tab or reloading (the browser's own beforeunload prompt), and wherever the editor calls
 * `confirmLeave`. The blocker exists only while something is unsaved: a router keeps one blocker at a
 * time, and a page may hold several editors (closed modals among them).
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmLeave = useCallback((leave: () => void) => {
    if (!dirtyRef.current || allowed.current) leave();
    else setPendingLeave(() => leave);
  }, []);
  const allowLeaving = useCallback(() => {
    allowed.current = true;
    // Once the navigation has happened (or failed to), the editor guards again.
    setTimeout(() => {
      allowed.current = false;
    }, 0);
  }, []);

  const prompt = (
    <>
      {dirty && <NavigationGuard allowed={allowed} />}
      <DiscardDialog
        opened={pendingLeave !== null}
        onStay={() => setPendingLeave(null)}
        onDiscard={() => {
          const leave = pendingLeave;
          setPendingLeave(null);
          leave?.();
        }}
      />
    </>
  );
  return { prompt, confirmLeave, allowLeaving };
}

/** Blocks a change of page while mounted; an editor rewriting its own query string (same pathname) stays. */
function NavigationGuard({ allowed }: { allowed: RefObject<boolean> }) {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [allowed],
    ),
  );
  return (
    <DiscardDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

interface DiscardDialogProps {
  opened: boolean;
  onStay: () => void;
  onDiscard: () => void;
}

function DiscardDialog({ opened, onStay, onDiscard }: DiscardDialogProps) {
  const { t } = useTranslation('common');
  // Above the editor's own modal (Mantine's default z-index is 200).
  return (
    <Modal opened={opened} onClose={onStay} title={t('unsaved.title')} zIndex={400} centered>
      <Stack>
        <Text size="sm">{t('unsaved.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
