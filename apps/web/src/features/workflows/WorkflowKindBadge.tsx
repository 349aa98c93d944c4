import { Badge } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { workflowsNs } from '../../locales/workflows';

/** The spec's "public versus law-firm" mark of a workflow, on its card and in the viewer. */
export function WorkflowKindBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation(workflowsNs);
  return (
    <Badge
      variant="light"
      color={isPublic ? 'teal' : 'navy'}
      leftSection={isPublic ? <IconWorld size={12} aria-hidden /> : undefined}
      style={{ flexShrink: 0 }}
    >
      {isPublic ? t('card.public') : t('card.firm')}
    </Badge>
  );
}
