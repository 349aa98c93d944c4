import { Alert, Button, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';

/** The recovery codes, shown once: to copy or download before they are gone. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(secondFactorNs);
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('codes.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('codes.title')}
      </Title>
      <Alert color="yellow">{t('codes.text')}</Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label={t('codes.listLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
          {copied ? t('enrol.copied') : t('codes.copy')}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('codes.download')}
        </Button>
        <Button onClick={onDone}>{t('codes.done')}</Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {copied ? t('enrol.copied') : ''}
      </Text>
    </Stack>
  );
}
