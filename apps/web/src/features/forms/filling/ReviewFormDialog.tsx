/**
 * The review form fields dialog (§2): one section at a time ('Section n of m'), each field's label
 * and value editable, fields hidden into a side panel (with its count) and shown again, Flatten,
 * Preview (the actual filled PDF) and Save (that PDF as a document, or as a new version of one).
 * On a phone the hidden-fields panel goes under the fields.
 */
import {
  ANSWER_TOO_LONG_CODE,
  answerProblems,
  type Document,
  type FillableFormRef,
  type FillValues,
  type FormSection,
  ONE_CHOICE_CODE,
} from '@counsel/domain';
import { Alert, Button, Checkbox, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formFillingNs } from '../../../locales/formFilling';
import { toast } from '../../../ui/toast';
import { fieldItems } from '../ChoiceQuestion';
import { FieldLabel } from '../FieldLabel';
import { sectionTitle } from '../section-title';
import { SendFormDialog, type SendRecipient } from '../sending/SendFormDialog';
import { ReviewChoiceRow, ReviewFieldRow } from './ReviewFieldRow';
import { hiddenFields, initialReview, relabel, setHidden, setValue, valuesToSend } from './review-state';
import { fetchFilledPdf, type SaveTarget, useSaveFilledForm } from './use-form-filling';

// pdf.js comes only with a preview or the saved document.
const PdfReader = lazy(() => import('../../../ui/pdf/PdfReader'));

export interface ReviewInput {
  form: FillableFormRef;
  fileName: string;
  sections: FormSection[];
  /** A saved filling's values; without them the fields' defaults (the client's facts) are the values. */
  values?: FillValues;
  flatten?: boolean;
}

interface Props {
  input: ReviewInput;
  target: SaveTarget;
  /** Who the form may be sent to; without it (reopening a saved filling) there is no 'Send to client'. */
  recipient?: SendRecipient;
  onClose: () => void;
}

type Reader = { kind: 'none' } | { kind: 'preview'; pdf: Blob; key: string } | { kind: 'saved'; document: Document };

export function ReviewFormDialog({ input, target, recipient, onClose }: Props) {
  const { t } = useTranslation(formFillingNs);
  const phone = useMediaQuery('(max-width: 48em)');
  const [review, setReview] = useState(() => initialReview(input.sections, input.values));
  const [index, setIndex] = useState(0);
  const [flatten, setFlatten] = useState(input.flatten ?? false);
  const [previewing, setPreviewing] = useState(false);
  const [reader, setReader] = useState<Reader>({ kind: 'none' });
  const [saved, setSaved] = useState<Document | null>(null);
  const [sending, setSending] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const save = useSaveFilledForm(target);

  const total = review.sections.length;
  const section = review.sections[Math.min(index, total - 1)];
  const visible = section?.fields.filter((field) => !field.hidden) ?? [];
  const hidden = hiddenFields(review);

  /**
   * Answers too long for their boxes (or written against their format) stop Preview and Save before the
   * server would refuse them: the first section holding one is shown, each such field marked.
   */
  const answersToMend = () => {
    const visibleFields = review.sections.flatMap((part) => part.fields.filter((field) => !field.hidden));
    const problems = answerProblems(visibleFields, review.values);
    if (problems.size === 0) return false;
    setIndex(review.sections.findIndex((part) => part.fields.some((field) => problems.has(field.name))));
    toast.error(t('review.answersToMend'));
    return true;
  };
  const refusal = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.code === ANSWER_TOO_LONG_CODE) return t('review.answersToMend');
    return error instanceof ApiError && error.code === ONE_CHOICE_CODE ? t('review.oneChoice') : fallback;
  };

  const preview = async () => {
    if (answersToMend()) return;
    setPreviewing(true);
    try {
      const pdf = await fetchFilledPdf(input.form, valuesToSend(review), flatten);
      // The reader is handed the bytes: fetching an object URL is outside what the page may connect to.
      setReader({ kind: 'preview', pdf, key: `preview-${Date.now()}` });
    } catch (error) {
      toast.error(refusal(error, t('review.previewFailed')));
    } finally {
      setPreviewing(false);
    }
  };

  const submit = () => {
    if (answersToMend()) return;
    save.mutate(
      { form: input.form, fileName: input.fileName, sections: review.sections, values: valuesToSend(review), flatten },
      {
        onSuccess: ({ document }) => {
          toast.success(t('review.savedToast', { title: document.title }));
          setSaved(document);
        },
        onError: (error) => toast.error(refusal(error, t('review.submitFailed'))),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('review.title', { name: input.fileName })}
      size="min(80rem, 100%)"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} aria-live="polite">
                  {t('review.sectionOf', { current: Math.min(index, total - 1) + 1, total })}
                </Text>
                <Group gap="xs">
                  <Button variant="default" size="xs" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                    {t('review.previous')}
                  </Button>
                  <Button variant="default" size="xs" disabled={index >= total - 1} onClick={() => setIndex(index + 1)}>
                    {t('review.next')}
                  </Button>
                </Group>
              </Group>
              {section && (
                <>
                  <Title order={3} size="h4">
                    <bdi>{sectionTitle(section.section, t)}</bdi>
                  </Title>
                  {section.section_description && (
                    <Text c="dimmed">
                      <FieldLabel english={section.section_description} arabic={section.section_description_ar} />
                    </Text>
                  )}
                  {visible.length === 0 && <Text>{t('review.noVisible')}</Text>}
                  <Stack component="ul" gap="xs" p={0} m={0}>
                    {fieldItems(visible).map((item) =>
                      item.kind === 'choice' ? (
                        <ReviewChoiceRow
                          key={item.key}
                          groupKey={item.key}
                          boxes={item.boxes}
                          values={review.values}
                          onChoose={(values) =>
                            setReview((state) =>
                              Object.entries(values).reduce(
                                (next, [name, value]) => setValue(next, name, value),
                                state,
                              ),
                            )
                          }
                          onHide={() =>
                            setReview((state) =>
                              item.boxes.reduce((next, box) => setHidden(next, box.name, true), state),
                            )
                          }
                        />
                      ) : (
                        <ReviewFieldRow
                          key={item.field.name}
                          field={item.field}
                          number={visible.indexOf(item.field) + 1}
                          value={review.values[item.field.name]}
                          onLabel={(label) => setReview((state) => relabel(state, item.field.name, label))}
                          onValue={(value) => setReview((state) => setValue(state, item.field.name, value))}
                          onHide={() => setReview((state) => setHidden(state, item.field.name, true))}
                        />
                      ),
                    )}
                  </Stack>
                </>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper component="section" withBorder p="sm" aria-labelledby="hidden-fields-title">
              <Title order={3} size="h5" id="hidden-fields-title" mb="xs">
                {t('review.hiddenTitle', { count: hidden.length })}
              </Title>
              {hidden.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('review.hiddenNone')}
                </Text>
              )}
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {hidden.map((field) => (
                  <Group component="li" key={field.name} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" dir="auto" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {field.label || field.name}
                    </Text>
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      leftSection={<IconEye size={14} aria-hidden />}
                      aria-label={t('review.show', { label: field.label || field.name })}
                      onClick={() => setReview((state) => setHidden(state, field.name, false))}
                    >
                      {t('review.showShort')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Checkbox
          label={t('review.flatten')}
          description={t('review.flattenHint')}
          checked={flatten}
          onChange={(event) => setFlatten(event.currentTarget.checked)}
        />
        {saved && (
          <Alert color="teal" role="status">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">{t('review.saved', { title: saved.title, version: saved.version })}</Text>
              <Button size="xs" variant="light" onClick={() => setReader({ kind: 'saved', document: saved })}>
                {t('review.openSaved')}
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button variant="light" loading={previewing} onClick={() => void preview()}>
            {t('review.preview')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('review.save')}
          </Button>
          {recipient && (
            <Button ref={sendButton} variant="filled" color="teal" onClick={() => setSending(true)}>
              {t('review.sendToClient')}
            </Button>
          )}
        </Group>
      </Stack>
      {sending && recipient && (
        <SendFormDialog
          form={input.form}
          fileName={input.fileName}
          sections={review.sections}
          values={valuesToSend(review)}
          recipient={recipient}
          onClose={() => {
            setSending(false);
            // Back to the button that opened it, whether it was sent or cancelled.
            sendButton.current?.focus();
          }}
        />
      )}
      {reader.kind !== 'none' && (
        <Suspense fallback={null}>
          <PdfReader
            title={
              reader.kind === 'preview' ? t('review.previewTitle', { name: input.fileName }) : reader.document.title
            }
            fileUrl={reader.kind === 'preview' ? reader.key : reader.document.file}
            file={reader.kind === 'preview' ? reader.pdf : undefined}
            fileName={reader.kind === 'preview' ? undefined : reader.document.file_name}
            onClose={() => setReader({ kind: 'none' })}
          />
        </Suspense>
      )}
    </Modal>
  );
}
