import { LOCALES, type Locale } from '@counsel/domain';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-errors';
import { useChangeLocale } from '../lib/change-locale';
import { useLocale } from '../lib/locale';
import { toast } from './toast';

/** Language picker for the header and the sign-in pages. Language names are written in their own language. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const { saveLocale, goToLocale } = useChangeLocale();

  function choose(next: Locale) {
    if (next === locale) return;
    // Switch at once; remembering the choice on the server may finish afterwards.
    void goToLocale(next);
    saveLocale(next).catch((error: unknown) => toast.error(errorMessage(t, error)));
  }

  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} />}
          aria-label={t('language.switch', { language: t(`languages.${locale}`) })}
        >
          {t(`languages.${locale}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => choose(option)}
            rightSection={option === locale ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={option === locale ? 'true' : undefined}
          >
            {t(`languages.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
