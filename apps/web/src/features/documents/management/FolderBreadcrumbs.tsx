/** Where the current folder is, from the root: every step but the last opens that folder in place. */
import type { Breadcrumb } from '@counsel/domain';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';
import { folderSteps, StepBreadcrumbs } from '../../../ui/FolderBreadcrumbs';

interface Props {
  crumbs: Breadcrumb[];
  onOpen: (folder: number | null) => void;
}

export function FolderBreadcrumbs({ crumbs, onOpen }: Props) {
  const { t } = useTranslation(documentsNs);
  const steps = [
    { key: 'root', label: t('management.root'), onOpen: () => onOpen(null) },
    ...folderSteps(crumbs, (id) => ({ onOpen: () => onOpen(id) })),
  ];
  // The current folder is already open: its step is the page, not a button.
  const here = steps.at(-1)!;
  return (
    <StepBreadcrumbs
      label={t('management.breadcrumbs')}
      separator="›"
      steps={[...steps.slice(0, -1), { key: here.key, label: here.label }]}
    />
  );
}
