/**
 * "Edit form" on a document saved from a filled form: the review dialog opens again with the saved
 * sections and values, and Save stores a new version of the same document.
 */
import type { Document } from '@counsel/domain';
import { Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFillingNs } from '../../../locales/formFilling';
import { toast } from '../../../ui/toast';
import { ReviewFormDialog } from './ReviewFormDialog';
import { fetchFilledForm } from './use-form-filling';

export function ReopenFilledForm({ document, onClose }: { document: Document; onClose: () => void }) {
  const { t } = useTranslation(formFillingNs);
  const filled = useQuery({
    queryKey: ['documents', document.id, 'filled-form'],
    queryFn: () => fetchFilledForm(document.id),
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (filled.isError) {
      toast.error(t('reopen.failed'));
      onClose();
    }
  }, [filled.isError, onClose, t]);
  const saved = filled.data?.filled_form;
  if (!saved || saved.form_type === null || saved.form_id === null) {
    return (
      <Modal opened onClose={onClose} title={t('reopen.edit')}>
        <Center p="md">
          <Loader aria-label={t('reopen.loading')} />
        </Center>
      </Modal>
    );
  }
  return (
    <ReviewFormDialog
      input={{
        form: { form_type: saved.form_type, id: saved.form_id },
        fileName: document.title,
        sections: saved.form_schema,
        values: saved.values,
        flatten: saved.flatten,
      }}
      target={{ kind: 'update', documentId: document.id }}
      onClose={onClose}
    />
  );
}
