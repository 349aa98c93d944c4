/**
 * The review of a drafted workflow (from a description or a checklist): the title, editable; the
 * sandbox's label when no AI server drafted it; the steps; "Try again" and "Create workflow", which
 * saves the draft as the firm's workflow and opens it in the builder.
 */
import { type AiDraftResponse, WORKFLOW_LIMITS } from '@counsel/domain';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { useLocalePath } from '../../../lib/locale';
import { workflowDraftsNs } from '../../../locales/workflowDrafts';
import { DraftStepList } from './DraftStepList';
import { builderPath } from './paths';
import { useCreateFromDraft } from './use-drafts';

interface DraftReviewProps {
  result: AiDraftResponse;
  onTryAgain(): void;
}

export function DraftReview({ result, onTryAgain }: DraftReviewProps) {
  const { t } = useTranslation(workflowDraftsNs);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const create = useCreateFromDraft();
  const [title, setTitle] = useState(result.draft.title);
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError(t('review.titleRequired'));
      return;
    }
    create.mutate(
      { ...result.draft, title: trimmed },
      { onSuccess: ({ template }) => navigate(toPath(builderPath(template.id))) },
    );
  };

  return (
    <Stack component="section" aria-labelledby="draft-review-heading" gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3" id="draft-review-heading">
            {t('review.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('review.intro')}
          </Text>
        </div>
        {result.provider === 'sandbox' && (
          // A note, not a badge: a long workflow title wraps instead of being cut off.
          <Alert color="grape" variant="light" p="xs">
            {result.based_on ? t('review.sandbox', { basedOn: result.based_on }) : t('review.sandboxChecklist')}
          </Alert>
        )}
      </Group>
      <TextInput
        label={t('review.title')}
        value={title}
        maxLength={WORKFLOW_LIMITS.title}
        error={titleError}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          setTitleError(null);
        }}
        dir="auto"
        required
      />
      <Text size="sm" dir="auto">
        {result.draft.description}
      </Text>
      <DraftStepList steps={result.draft.steps} />
      {create.isError && (
        <Alert color="red" role="alert" title={t('review.createFailed')}>
          {errorMessage(t, create.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onTryAgain} disabled={create.isPending}>
          {t('review.tryAgain')}
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          {t('review.create')}
        </Button>
      </Group>
    </Stack>
  );
}
