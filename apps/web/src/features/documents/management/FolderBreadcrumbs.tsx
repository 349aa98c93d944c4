/** Where the current folder is, from the root: every step but the last opens that folder. */
import type { Breadcrumb } from '@counsel/domain';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';

interface Props {
  crumbs: Breadcrumb[];
  onOpen: (folder: number | null) => void;
}

export function FolderBreadcrumbs({ crumbs, onOpen }: Props) {
  const { t } = useTranslation(documentsNs);
  const steps = [{ id: null as number | null, name: t('management.root') }, ...crumbs];
  return (
    <nav aria-label={t('management.breadcrumbs')}>
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Text key={step.id ?? 'root'} size="sm" fw={600} aria-current="page">
              {step.name}
            </Text>
          ) : (
            <Anchor key={step.id ?? 'root'} component="button" type="button" size="sm" onClick={() => onOpen(step.id)}>
              {step.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
