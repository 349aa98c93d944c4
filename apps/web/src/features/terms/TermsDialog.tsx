import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { ME_QUERY_KEY } from '../../lib/current-user';
import { useLogout } from '../../lib/logout';
import { termsNs } from '../../locales/terms';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { toast } from '../../ui/toast';
import { TermsDocument } from './TermsDocument';
import classes from './terms.module.css';
import { useAcceptTerms } from './use-terms';

const TEXT_ID = 'terms-dialog-text';

/**
 * The terms of service, full screen, before anything else of the app: Decline signs out, Accept records the
 * acceptance and lets the app show (the guard renders it while the user has not accepted the version in force).
 * It cannot be dismissed any other way; the text takes the focus first, so the keyboard can scroll it.
 */
export default function TermsDialog() {
  const { t } = useTranslation(termsNs);
  const accept = useAcceptTerms();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);

  const onAccept = () =>
    accept.mutate(undefined, {
      onError: (error) => {
        toast.error(errorMessage(t, error));
        // A newer version on the server: read it again, so that the dialog stays with the current state.
        if (isApiError(error, 'terms_version_not_current')) {
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        }
      },
    });
  const onDecline = () => {
    setDeclining(true);
    void logout();
  };

  return (
    <Modal.Root
      opened
      onClose={() => {}}
      fullScreen
      closeOnEscape={false}
      closeOnClickOutside={false}
      aria-describedby={TEXT_ID}
    >
      <Modal.Content className={classes.content}>
        <Modal.Header className={classes.header}>
          <Modal.Title component="h1" fz="h3" fw={700}>
            {t('title')}
          </Modal.Title>
          <LanguageSwitch />
        </Modal.Header>
        <Modal.Body className={classes.body}>
          {/* Focusable so that the arrow keys and Page Down scroll the text; it is the dialog's description. */}
          <Box className={classes.text} id={TEXT_ID} tabIndex={0} data-autofocus role="region" aria-label={t('title')}>
            <div>
              <Text fw={500} mb="md">
                {t('dialog.prompt')}
              </Text>
              <TermsDocument headingOrder={2} />
            </div>
          </Box>
          <Group className={classes.actions} justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDecline} loading={declining} disabled={accept.isPending}>
              {t('dialog.decline')}
            </Button>
            <Button onClick={onAccept} loading={accept.isPending} disabled={declining}>
              {t('dialog.accept')}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
