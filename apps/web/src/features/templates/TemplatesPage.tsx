/**
 * /settings/templates?tab=email|reminder|document: the firm's templates of one kind per tab, the
 * select-template modal that starts a new one, and the merge fields. Any staff member may open it;
 * what each person may add or delete is decided per kind (ADD_EMAIL_TEMPLATE, ADD_DOCUMENT_TEMPLATE).
 */
import { TEMPLATE_KINDS, type TemplateKind } from '@counsel/domain';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBraces, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { templatesNs } from '../../locales/templates';
import { MergeFieldsModal } from './merge-fields/MergeFieldsModal';
import { SelectTemplateModal } from './SelectTemplateModal';
import { TemplateList } from './TemplateList';
import { kindParam, newTemplatePath } from './template-paths';

export default function TemplatesPage() {
  const { t } = useTranslation(templatesNs);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const tab: TemplateKind = kindParam(params.get('tab')) ?? 'email';
  const [choosing, setChoosing] = useState(false);
  const [mergeFieldsOpen, setMergeFieldsOpen] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('page.title')}
          </Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </div>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconBraces size={16} aria-hidden />}
            onClick={() => setMergeFieldsOpen(true)}
          >
            {t('list.mergeFields')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setChoosing(true)}>
            {t('list.newTemplate')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = kindParam(value);
          if (next) setParams({ tab: next });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')}>
          {TEMPLATE_KINDS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TEMPLATE_KINDS.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <TemplateList kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <SelectTemplateModal
        opened={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(kind) => {
          setChoosing(false);
          void navigate(toPath(newTemplatePath(kind)));
        }}
      />
      <MergeFieldsModal opened={mergeFieldsOpen} onClose={() => setMergeFieldsOpen(false)} />
    </Stack>
  );
}
