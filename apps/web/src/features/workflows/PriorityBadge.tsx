import type { WorkflowPriority } from '@counsel/domain';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { workflowsNs } from '../../locales/workflows';

/** The theme darkens each colour's light-badge text until it reads at 4.5:1, so these hues stay legible. */
const PRIORITY_COLORS: Record<WorkflowPriority, MantineColor> = { LOW: 'gray', MEDIUM: 'orange', HIGH: 'red' };

export function PriorityBadge({ priority }: { priority: WorkflowPriority }) {
  const { t } = useTranslation(workflowsNs);
  return (
    <Badge variant="light" color={PRIORITY_COLORS[priority]} data-priority={priority} style={{ flexShrink: 0 }}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}
