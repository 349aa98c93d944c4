/** The firm library's breadcrumb: Forms / Law Firm / each folder down to the current one, every step a link. */
import type { Breadcrumb } from '@counsel/domain';
import { useTranslation } from 'react-i18next';
import { firmFormsNs } from '../../../locales/firmForms';
import { folderSteps } from '../../../ui/FolderBreadcrumbs';
import { FormsBreadcrumbs } from '../FormsBreadcrumbs';

export const LIBRARY_PATH = '/forms/law-firm-forms';
export const folderPath = (id: number | null) => (id === null ? LIBRARY_PATH : `${LIBRARY_PATH}?folder=${id}`);

export function FirmFormsBreadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  const { t } = useTranslation(firmFormsNs);
  return (
    <FormsBreadcrumbs
      steps={[
        { key: 'forms', label: t('breadcrumbs.forms'), to: '/forms' },
        { key: 'library', label: t('breadcrumbs.lawFirm'), to: folderPath(null) },
        ...folderSteps(crumbs, (id) => ({ to: folderPath(id) })),
      ]}
    />
  );
}
