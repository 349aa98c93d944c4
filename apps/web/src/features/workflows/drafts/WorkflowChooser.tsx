/**
 * The workflow chooser (spec "Workflow chooser with three cards"): build your own (recommended: an
 * empty workflow opened in the builder), with AI (the drafting page), or from a document (a checklist
 * uploaded here, drafted, then reviewed on the drafting page). While a workflow is being created every
 * choice is disabled.
 */
import { AI_DRAFT_LIMITS, CHECKLIST_MIME_TYPES } from '@counsel/domain';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../lib/locale';
import { workflowDraftsNs } from '../../../locales/workflowDrafts';
import { toast } from '../../../ui/toast';
import { builderPath, WORKFLOWS_USING_AI_PATH } from './paths';
import { draftErrorMessage, useCreateBlankWorkflow, useDraftFromDocument } from './use-drafts';

const MAX_MEGABYTES = AI_DRAFT_LIMITS.documentBytes / (1024 * 1024);
const ACCEPT = { [CHECKLIST_MIME_TYPES[0]]: ['.pdf'], [CHECKLIST_MIME_TYPES[1]]: ['.docx'] };

interface WorkflowChooserProps {
  opened: boolean;
  onClose(): void;
}

export function WorkflowChooser({ opened, onClose }: WorkflowChooserProps) {
  const { t } = useTranslation(workflowDraftsNs);
  const [view, setView] = useState<'choices' | 'upload'>('choices');
  const close = () => {
    setView('choices');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      title={view === 'choices' ? t('chooser.title') : t('chooser.uploadTitle')}
    >
      {view === 'choices' ? (
        <Choices onClose={close} onUpload={() => setView('upload')} />
      ) : (
        <ChecklistUpload onClose={close} onBack={() => setView('choices')} />
      )}
    </Modal>
  );
}

function Choices({ onClose, onUpload }: { onClose(): void; onUpload(): void }) {
  const { t } = useTranslation(workflowDraftsNs);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const createBlank = useCreateBlankWorkflow();
  const creating = createBlank.isPending;

  const buildOwn = () =>
    createBlank.mutate(undefined, {
      onSuccess: ({ template }) => {
        onClose();
        navigate(toPath(builderPath(template.id)));
      },
      onError: () => toast.error(t('chooser.createFailed')),
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('chooser.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <ChoiceCard title={t('chooser.buildOwn')} hint={t('chooser.buildOwnHint')} badge={t('chooser.recommended')}>
          <Button fullWidth onClick={buildOwn} loading={creating} disabled={creating}>
            {t('chooser.buildOwn')}
          </Button>
        </ChoiceCard>
        <ChoiceCard title={t('chooser.withAi')} hint={t('chooser.withAiHint')}>
          <Button
            fullWidth
            variant="light"
            disabled={creating}
            onClick={() => {
              onClose();
              navigate(toPath(WORKFLOWS_USING_AI_PATH));
            }}
          >
            {t('chooser.withAi')}
          </Button>
        </ChoiceCard>
        <ChoiceCard title={t('chooser.fromDocument')} hint={t('chooser.fromDocumentHint')}>
          <Button fullWidth variant="light" disabled={creating} onClick={onUpload}>
            {t('chooser.fromDocument')}
          </Button>
        </ChoiceCard>
      </SimpleGrid>
      {creating && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('chooser.creating')}
        </Text>
      )}
    </Stack>
  );
}

function ChoiceCard({
  title,
  hint,
  badge,
  children,
}: {
  title: string;
  hint: string;
  badge?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between">
            <Title order={3} size="h5" id={headingId}>
              {title}
            </Title>
            {badge && (
              <Badge color="teal" variant="light">
                {badge}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

function ChecklistUpload({ onClose, onBack }: { onClose(): void; onBack(): void }) {
  const { t } = useTranslation(workflowDraftsNs);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const upload = useDraftFromDocument();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (file: File) => {
    setRefusal(null);
    upload.mutate(file, {
      onSuccess: (draft) => {
        onClose();
        navigate(toPath(WORKFLOWS_USING_AI_PATH), { state: { draft } });
      },
    });
  };

  const message = refusal ?? (upload.isError ? draftErrorMessage(t, upload.error, MAX_MEGABYTES) : null);
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => files[0] && send(files[0])}
        onReject={(rejections) => {
          const tooLarge = rejections[0]?.errors.some((error) => error.code === 'file-too-large');
          setRefusal(tooLarge ? t('errors.payload_too_large', { size: MAX_MEGABYTES }) : t('chooser.wrongType'));
        }}
        accept={ACCEPT}
        maxSize={AI_DRAFT_LIMITS.documentBytes}
        multiple={false}
        loading={upload.isPending}
        inputProps={{ 'aria-label': t('chooser.fileInput') }}
      >
        <Stack align="center" gap={4} py="lg" style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={36} aria-hidden />
          <Text fw={500} ta="center">
            {t('chooser.drop')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('chooser.formats', { size: MAX_MEGABYTES })}
          </Text>
        </Stack>
      </Dropzone>
      {upload.isPending && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('chooser.reading')}
        </Text>
      )}
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onBack} disabled={upload.isPending}>
          {t('chooser.back')}
        </Button>
      </Group>
    </Stack>
  );
}
