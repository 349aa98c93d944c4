/** The case profile's "Upload document" button and its dialog, whose heading names the case. */
import { Button, Modal } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAbility } from '../../../lib/current-user';
import { documentsNs } from '../../../locales/documents';
import { DocumentUploadForm } from './DocumentUploadForm';

interface Props {
  clientId: number;
  caseId: number;
  caseTitle: string;
}

export function CaseDocumentUploadButton({ clientId, caseId, caseTitle }: Props) {
  const { t } = useTranslation(documentsNs);
  const ability = useAbility();
  const [opened, setOpened] = useState(false);
  if (!ability.can('create', 'documents')) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('management.caseUpload.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={
          <Trans
            t={t}
            i18nKey="management.caseUpload.title"
            values={{ title: caseTitle }}
            components={{ name: <bdi /> }}
          />
        }
        size="lg"
        closeButtonProps={{ 'aria-label': t('upload.close') }}
      >
        <DocumentUploadForm
          fixedCase={{ clientId, caseId }}
          onCancel={() => setOpened(false)}
          onUploaded={() => setOpened(false)}
        />
      </Modal>
    </>
  );
}
