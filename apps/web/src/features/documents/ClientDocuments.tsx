/**
 * The client profile's Documents button: it opens the general-documents modal, whose add button
 * swaps it for the upload modal; closing or finishing the upload comes back to the list.
 */
import { Button, Modal } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../lib/current-user';
import { documentsNs } from '../../locales/documents';
import { ClientDocumentsModal } from './ClientDocumentsModal';
import { ClientDocumentUploadForm } from './ClientDocumentUploadForm';
import type { FilledFormEditor } from './DocumentCard';

interface Props {
  clientId: number;
  clientName: string;
  /** Passed on to the list: reopens a filled form's review. */
  formEditor?: FilledFormEditor;
}

export function ClientDocumentsButton({ clientId, clientName, formEditor }: Props) {
  const { t } = useTranslation(documentsNs);
  const ability = useAbility();
  const [view, setView] = useState<'closed' | 'list' | 'upload'>('closed');
  if (!ability.can('read', 'documents')) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconFiles size={16} aria-hidden />} onClick={() => setView('list')}>
        {t('open')}
      </Button>
      <ClientDocumentsModal
        opened={view === 'list'}
        clientId={clientId}
        clientName={clientName}
        onClose={() => setView('closed')}
        onAdd={() => setView('upload')}
        formEditor={formEditor}
      />
      <Modal
        opened={view === 'upload'}
        onClose={() => setView('list')}
        title={t('upload.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('upload.close') }}
      >
        <ClientDocumentUploadForm
          clientId={clientId}
          onCancel={() => setView('list')}
          onUploaded={() => setView('list')}
        />
      </Modal>
    </>
  );
}
