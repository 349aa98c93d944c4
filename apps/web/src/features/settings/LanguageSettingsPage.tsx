import { LOCALES, type Locale } from '@counsel/domain';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useChangeLocale } from '../../lib/change-locale';
import { useLocale } from '../../lib/locale';
import { settingsNs } from '../../locales/settings';
import { toast } from '../../ui/toast';

export default function LanguageSettingsPage() {
  const { t, i18n } = useTranslation(settingsNs);
  const { locale } = useLocale();
  const [choice, setChoice] = useState<Locale>(locale);
  const { saveLocale, goToLocale } = useChangeLocale();

  const save = useMutation({
    mutationFn: saveLocale,
    onSuccess: (_, saved) => {
      // Confirm in the language just chosen: that is the language the page is about to show.
      toast.success(i18n.getFixedT(saved, 'settings')('language.saved'));
      void goToLocale(saved);
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  });

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={1} size="h2">
          {t('language.title')}
        </Title>
        <Text c="dimmed">{t('language.description')}</Text>
      </div>
      <Paper withBorder p="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(choice);
          }}
        >
          <Stack>
            <Radio.Group label={t('language.label')} value={choice} onChange={(value) => setChoice(value as Locale)}>
              <Stack gap="sm" mt="xs">
                {LOCALES.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={<span lang={option}>{t(`common:languages.${option}`)}</span>}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
