import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page's code or data loads: the spinner is the status (see theme-accessibility). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={200} h="100%">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
