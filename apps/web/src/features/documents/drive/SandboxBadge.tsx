import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentsNs } from '../../../locales/documents';

/** DESIGN §5: the sandbox that stands in for Google is always marked as such. */
export function SandboxBadge() {
  const { t } = useTranslation(documentsNs);
  return (
    <Tooltip label={t('drive.sandboxHint')} multiline w={260}>
      <Badge color="yellow" variant="light" tabIndex={0}>
        {t('drive.sandbox')}
      </Badge>
    </Tooltip>
  );
}
