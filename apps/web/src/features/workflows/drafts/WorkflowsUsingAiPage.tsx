/**
 * /{locale}/client/workflows/workflowsUsingAI: describe a kind of case, get a drafted workflow, review
 * it and create it. A draft made from a checklist on the workflows page arrives here in the
 * navigation's state and is reviewed the same way.
 */
import { AI_DRAFT_LIMITS, type AiDraftResponse, aiDraftResponse, draftWithAiBody } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { directionOf, useLocale, useLocalePath } from '../../../lib/locale';
import { workflowDraftsNs } from '../../../locales/workflowDrafts';
import { DraftReview } from './DraftReview';
import { draftErrorMessage, useDraftWithAi } from './use-drafts';

const MIN_DESCRIPTION = 10;
const MAX_MEGABYTES = AI_DRAFT_LIMITS.documentBytes / (1024 * 1024);

/** A draft handed over by the chooser's upload, when the state holds one. */
function draftFromState(state: unknown): AiDraftResponse | null {
  const parsed = aiDraftResponse.safeParse((state as { draft?: unknown } | null)?.draft);
  return parsed.success ? parsed.data : null;
}

export default function WorkflowsUsingAiPage() {
  const { t } = useTranslation(workflowDraftsNs);
  const toPath = useLocalePath();
  const { locale } = useLocale();
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;
  const location = useLocation();
  const [result, setResult] = useState<AiDraftResponse | null>(() => draftFromState(location.state));
  // The API's body; any refusal of it (only a description too short can be typed) says how long to write.
  const resolver = useMemo(
    () => zodResolver(draftWithAiBody, { error: () => t('ai.tooShort', { count: MIN_DESCRIPTION }) }),
    [t],
  );
  // The message shows after a refused submit and goes as soon as the description changes.
  const form = useForm({
    resolver,
    defaultValues: { description: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = useDraftWithAi();

  const submit = form.handleSubmit(({ description }) => draft.mutate(description, { onSuccess: setResult }));

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={toPath('/client/workflows')} size="sm">
        <Group gap={4} component="span">
          <BackIcon size={14} aria-hidden />
          {t('ai.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('ai.title')}
      </Title>
      {result ? (
        <DraftReview
          result={result}
          onTryAgain={() => {
            setResult(null);
            draft.reset();
          }}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('ai.intro')}</Text>
            <Textarea
              label={t('ai.description')}
              placeholder={t('ai.descriptionPlaceholder')}
              error={form.formState.errors.description?.message}
              maxLength={AI_DRAFT_LIMITS.description}
              rows={5}
              required
              dir="auto"
              {...form.register('description', { onChange: () => form.clearErrors('description') })}
            />
            {draft.isError && (
              <Alert color="red" role="alert">
                {draftErrorMessage(t, draft.error, MAX_MEGABYTES)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={draft.isPending} leftSection={<IconSparkles size={16} aria-hidden />}>
                {t('ai.draft')}
              </Button>
            </Group>
            {draft.isPending && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('ai.drafting')}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
