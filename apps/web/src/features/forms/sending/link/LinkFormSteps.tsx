/**
 * The client's form, one step at a time: 'Section n of m' with a progress bar, Next saving progress
 * (so the link reopens where the client left off), Back; then the attachments, then signing and Submit.
 * What is typed survives a language switch (which remounts the page) in a draft per form.
 */
import {
  ANSWER_TOO_LONG_CODE,
  type FillValues,
  FORM_SENDING_MESSAGES,
  type LinkForm,
  missingRequiredFields,
  ONE_CHOICE_CODE,
} from '@counsel/domain';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSendingNs } from '../../../../locales/formSending';
import { ChoiceQuestion, fieldItems } from '../../ChoiceQuestion';
import { FieldLabel } from '../../FieldLabel';
import { useAnswerTexts } from '../../field-input';
import { sectionTitle } from '../../section-title';
import { AttachmentsStep } from './AttachmentsStep';
import { type FormAccess, LinkError, type LinkProblem } from './form-access';
import { LinkField } from './LinkField';
import { ProblemMessage, ThankYou } from './LinkMessages';
import { type FieldError, fieldErrorsIn, fillableSections, linkSteps, startingValues } from './link-steps';
import { type SignatureHandle, SignaturePad } from './SignaturePad';

/** The server's refusals of a file it would not read, in the client's words. */
const FILE_LIMIT_TEXTS: Record<string, string> = {
  image_too_large: 'link.signatureTooLarge',
  file_too_complex: 'link.formTooComplex',
  parser_busy: 'link.busy',
};

interface Draft {
  values: FillValues;
  step: number;
}
const drafts = new Map<string, Draft>();

/** Problems that end the page: the form is no longer usable (or already in). */
const FATAL: LinkProblem[] = ['not_found', 'expired', 'revoked', 'submitted'];

interface Props {
  access: FormAccess;
  form: LinkForm;
  /** After the form is in (the portal refreshes the client's list of forms). */
  onSubmitted?: () => void;
}

export function LinkFormSteps({ access, form, onSubmitted }: Props) {
  const { t } = useTranslation(formSendingNs);
  const queryClient = useQueryClient();
  const draftKey = JSON.stringify(access.queryKey);
  const steps = linkSteps(form);
  const sectionCount = fillableSections(form).length;
  const [values, setValues] = useState<FillValues>(() => drafts.get(draftKey)?.values ?? startingValues(form));
  const [step, setStep] = useState(() =>
    Math.min(drafts.get(draftKey)?.step ?? form.current_section, steps.length - 1),
  );
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const answerTexts = useAnswerTexts();
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fatal, setFatal] = useState<LinkProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const signature = useRef<SignatureHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldList = useRef<HTMLDivElement>(null);
  // Bumped when Next or Submit stops on fields to mend, so focus can go to the first of them once drawn.
  const [stopped, setStopped] = useState(0);
  const shownStep = useRef(step);
  const current = steps[step]!;

  useEffect(() => {
    drafts.set(draftKey, { values, step });
  }, [draftKey, values, step]);

  // Each new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  // The first field to mend takes the focus (after the step's heading, when Submit went back a step), so
  // a keyboard or screen-reader user lands on it with its message instead of staying on the button.
  useEffect(() => {
    if (stopped === 0) return;
    fieldList.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [stopped]);

  const fail = (error: unknown, fallback: string) => {
    // The portal's session ended: its pages take the client to sign in, and the draft waits here.
    if (error instanceof LinkError && error.problem === 'signed_out') return;
    if (error instanceof LinkError && FATAL.includes(error.problem)) {
      setFatal(error.problem);
      return;
    }
    setFailure(error instanceof LinkError && error.detail ? `${fallback} ${error.detail}` : fallback);
  };

  const change = (changes: Record<string, string | boolean>) => {
    setValues((old) => ({ ...old, ...changes }));
    setErrors((old) => {
      if (!Object.keys(changes).some((name) => old.has(name))) return old;
      const next = new Map(old);
      for (const name of Object.keys(changes)) next.delete(name);
      return next;
    });
  };

  const next = async () => {
    setFailure(null);
    if (current.kind === 'section') {
      const stopping = fieldErrorsIn([current.section], values);
      if (stopping.size > 0) {
        setErrors(stopping);
        setStopped((count) => count + 1);
        return;
      }
      setBusy(true);
      try {
        await access.saveProgress(values, step + 1);
      } catch (error) {
        fail(error, t('link.saveFailed'));
        return;
      } finally {
        setBusy(false);
      }
    }
    setStep(step + 1);
  };

  const submit = async () => {
    setFailure(null);
    const stopping = fieldErrorsIn(fillableSections(form), values);
    for (const name of missingRequiredFields(form.form_schema, values)) stopping.set(name, { kind: 'required' });
    if (stopping.size > 0) {
      // Back to the first section with a field to mend (empty though required, or too long), its fields marked.
      const target = steps.findIndex(
        (item) => item.kind === 'section' && item.section.fields.some((field) => stopping.has(field.name)),
      );
      setErrors(stopping);
      if (target >= 0) setStep(target);
      setStopped((count) => count + 1);
      return;
    }
    const png = signature.current?.toPng() ?? null;
    if (!png) {
      setSignatureError(t('link.signatureRequired'));
      return;
    }
    setBusy(true);
    try {
      await access.submit(values, png);
      drafts.delete(draftKey);
      setDone(true);
      onSubmitted?.();
    } catch (error) {
      const limit = error instanceof LinkError ? FILE_LIMIT_TEXTS[error.code ?? ''] : undefined;
      if (limit) setFailure(t(limit));
      else if (error instanceof LinkError && error.code === ANSWER_TOO_LONG_CODE) setFailure(t('link.answerTooLong'));
      else if (error instanceof LinkError && error.code === ONE_CHOICE_CODE) setFailure(t('link.oneChoice'));
      else if (error instanceof LinkError && error.problem === 'invalid') {
        const signing = error.detail === FORM_SENDING_MESSAGES.signatureRequired;
        setFailure(signing ? t('link.signatureRequired') : `${t('link.requiredMissing')} ${error.detail}`.trim());
      } else fail(error, t('link.submitFailed'));
    } finally {
      setBusy(false);
    }
  };

  const errorText = (error: FieldError | undefined) =>
    !error ? null : error.kind === 'required' ? t('link.required') : answerTexts.problem(error);

  if (done) return <ThankYou />;
  if (fatal) return <ProblemMessage problem={fatal} texts={access.problemTexts} />;

  const title =
    current.kind === 'section'
      ? sectionTitle(current.section.section, t)
      : current.kind === 'attachments'
        ? t('link.attachmentsTitle')
        : t('link.signatureTitle');

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {current.kind === 'section'
            ? t('link.sectionOf', { current: current.index + 1, total: sectionCount })
            : t('link.stepOf', { current: step + 1, total: steps.length })}
        </Text>
        <Progress.Root size="sm">
          <Progress.Section
            value={((step + 1) / steps.length) * 100}
            aria-label={t('link.progress', { current: step + 1, total: steps.length })}
          />
        </Progress.Root>
      </Stack>
      <Title order={2} size="h3" ref={heading} tabIndex={-1} dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {current.kind === 'section' && (
        <Stack gap="sm" ref={fieldList}>
          {current.section.section_description && (
            <Text c="dimmed" dir="auto">
              <FieldLabel
                english={current.section.section_description}
                arabic={current.section.section_description_ar}
              />
            </Text>
          )}
          {fieldItems(current.section.fields).map((item) =>
            item.kind === 'choice' ? (
              <ChoiceQuestion
                key={item.key}
                groupKey={item.key}
                boxes={item.boxes}
                values={values}
                error={errorText(item.boxes.map((box) => errors.get(box.name)).find(Boolean))}
                onChoose={change}
              />
            ) : (
              <LinkField
                key={item.field.name}
                field={item.field}
                value={values[item.field.name]}
                error={errorText(errors.get(item.field.name))}
                onChange={(value) => change({ [item.field.name]: value })}
              />
            ),
          )}
        </Stack>
      )}
      {current.kind === 'attachments' && (
        <AttachmentsStep
          access={access}
          form={form}
          onAttached={() => void queryClient.invalidateQueries({ queryKey: access.queryKey })}
        />
      )}
      {current.kind === 'signature' && (
        <SignaturePad ref={signature} error={signatureError} onSigned={() => setSignatureError(null)} />
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Button variant="default" disabled={step === 0 || busy} onClick={() => setStep(step - 1)}>
          {t('link.back')}
        </Button>
        {current.kind === 'signature' ? (
          <Button loading={busy} onClick={() => void submit()}>
            {t('link.submit')}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void next()}>
            {t('link.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
