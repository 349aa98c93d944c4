/** "Add alternative step": a name typed in place; left blank, the server names it 'Alternative Step-{n}'. */

import { meaningful } from '@counsel/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowsSplit2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { useBuilder } from './builder-context';

export function AddAlternativeStep({ stepId, stepTitle }: { stepId: number; stepTitle: string }) {
  const { t } = useTranslation(workflowBuilderNs);
  const builder = useBuilder();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const close = () => {
    setOpen(false);
    setName('');
  };
  const submit = () => builder.addSubStep(stepId, meaningful(name), close);

  if (!open) {
    return (
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowsSplit2 size={14} aria-hidden />}
          aria-label={t('step.addAlternativeTo', { title: stepTitle })}
          onClick={() => setOpen(true)}
        >
          {t('step.addAlternative')}
        </Button>
      </Group>
    );
  }
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('step.alternativeName')}
        description={t('step.alternativeNameHint')}
        value={name}
        autoFocus
        size="xs"
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        style={{ flex: 1, minWidth: 180 }}
      />
      <Button type="submit" size="xs" loading={builder.addingSubStep}>
        {t('step.addAlternativeSubmit')}
      </Button>
      <Button variant="default" size="xs" onClick={close}>
        {t('common:actions.cancel')}
      </Button>
    </Group>
  );
}
