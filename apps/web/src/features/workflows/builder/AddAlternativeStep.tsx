/** "Add alternative step": a name typed in place; left blank, the server names it 'Alternative Step-{n}'. */

import { addSubStepBody, meaningful } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowsSplit2 } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { useBuilder } from './builder-context';

interface AlternativeValues {
  /** The name as typed; the request's title once checked. */
  title: string;
}

const titleOnly = addSubStepBody.pick({ title: true });
type AlternativeRequest = z.output<typeof titleOnly>;

/** The name as the request's title: a blank one is left out, anything else is held to the API's rule. */
const alternativeSchema = z
  .object({ title: z.string() })
  .transform((values): z.input<typeof titleOnly> => {
    const title = meaningful(values.title);
    return title === null ? {} : { title };
  })
  .pipe(titleOnly);

export function AddAlternativeStep({ stepId, stepTitle }: { stepId: number; stepTitle: string }) {
  const { t } = useTranslation(workflowBuilderNs);
  const builder = useBuilder();
  const [open, setOpen] = useState(false);
  const resolver = useMemo(
    () =>
      zodResolver(alternativeSchema, { error: translatedErrorMap(t) }) as unknown as Resolver<
        AlternativeValues,
        unknown,
        AlternativeRequest
      >,
    [t],
  );
  const form = useForm<AlternativeValues, unknown, AlternativeRequest>({
    resolver,
    defaultValues: { title: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const submit = form.handleSubmit((body) => builder.addSubStep(stepId, body.title ?? null, close));

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
    <Group component="form" align="flex-end" gap="xs" wrap="wrap" onSubmit={submit}>
      <TextInput
        label={t('step.alternativeName')}
        description={t('step.alternativeNameHint')}
        autoFocus
        size="xs"
        error={form.formState.errors.title?.message}
        {...form.register('title', { onChange: () => form.clearErrors('title') })}
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
