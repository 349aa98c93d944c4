import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { caseTasksNs } from '../../../locales/caseTasks';
import { GenerateDocumentModal, type GeneratePreset } from '../../templates/render/GenerateDocumentModal';
import { useTemplate } from '../../templates/use-templates';

/** "Generate document" on a task: its document template filled for the case's client, filed with the case. */
export function GenerateFromTask({ templateId, preset }: { templateId: number; preset: GeneratePreset }) {
  const { t } = useTranslation(caseTasksNs);
  const [open, setOpen] = useState(false);
  const template = useTemplate(open ? templateId : null);
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)} loading={open && template.isPending}>
        {t('generateDocument')}
      </Button>
      {open && template.data && (
        <GenerateDocumentModal template={template.data} preset={preset} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
