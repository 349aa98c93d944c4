/**
 * §2 "Case closure dialog", §4, §5: step 1 picks the file (PDF report or ZIP of everything), step 2 how it
 * is delivered (downloaded here, or a link mailed). Progress reads 50% then 100%. While the export is made
 * the dialog cannot be closed, so the case is never half closed behind the user's back.
 */
import {
  CASE_CLOSURE_STEPS,
  type CaseClosureBody,
  type CaseClosureDelivery,
  type CaseExportFormat,
  type CaseProfile,
  clientFullName,
  EMAIL_SUBJECT_MIN,
  emailSchema,
} from '@counsel/domain';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { caseClosureNs } from '../../../locales/caseClosure';
import { toast } from '../../../ui/toast';
import { type DeliveryErrors, type DeliveryFields, DeliveryStep, FormatStep } from './ClosureSteps';
import { closureRefusal, isRecipientRefused } from './closure-errors';
import { saveFile } from './closure-request';
import { useCaseClosure } from './use-case-closure';

interface Props {
  profile: CaseProfile;
  onClose: () => void;
}

export function CaseClosureDialog({ profile, onClose }: Props) {
  const { t } = useTranslation(caseClosureNs);
  const format = useFormat();
  const me = useMe();
  const closure = useCaseClosure(profile.id);
  const [step, setStep] = useState<1 | 2>(1);
  const [option, setOption] = useState<CaseExportFormat | null>(null);
  const [delivery, setDelivery] = useState<CaseClosureDelivery | null>(null);
  // §: 'Case {case name} Closure Files' in the interface's language, following a language switch until edited.
  const defaultSubject = profile.title?.trim()
    ? t('delivery.defaultSubject', { name: profile.title.trim() })
    : t('delivery.defaultSubjectNoName');
  const [edited, setFields] = useState<Omit<DeliveryFields, 'subject'> & { subject: string | null }>({
    email: profile.client.email || me.user.email,
    subject: null,
  });
  const fields: DeliveryFields = { ...edited, subject: edited.subject ?? defaultSubject };
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const generating = closure.isPending;
  const { client } = profile;
  const clientName = clientFullName(client);

  const back = () => {
    setStep(1);
    setDelivery(null);
    setErrors({});
  };
  const changeField = (name: keyof DeliveryFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): DeliveryErrors => {
    const found: DeliveryErrors = {};
    const email = fields.email.trim();
    const subject = fields.subject.trim();
    if (!email) found.email = t('errors.emailRequired');
    else if (!emailSchema.safeParse(email).success) found.email = t('errors.emailInvalid');
    if (!subject) found.subject = t('errors.subjectRequired');
    else if (subject.length < EMAIL_SUBJECT_MIN) found.subject = t('errors.subjectShort', { min: EMAIL_SUBJECT_MIN });
    return found;
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) {
      if (!option) return;
      setStep(2);
      // Downloading is what most closures do: it is chosen until the user picks email.
      setDelivery((current) => current ?? 'local');
      return;
    }
    if (!option || !delivery || generating) return;
    const body: CaseClosureBody = {
      option,
      type: delivery,
      client_name: clientName,
      case_name: profile.title,
      language: profile.language,
    };
    if (delivery === 'email') {
      const found = validate();
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      body.email = fields.email.trim();
      body.subject = fields.subject.trim();
    }
    try {
      const outcome = await closure.mutateAsync(body);
      if (outcome.kind === 'file') {
        saveFile(outcome.blob, outcome.fileName);
        toast.success(t('done.downloaded'));
      } else {
        toast.success(t('done.sent', { email: outcome.sent.sent_to, date: format.date(outcome.sent.expires_at) }));
      }
      onClose();
    } catch (error) {
      // An address the server will not mail is the email field's error; anything else stops the export.
      if (isRecipientRefused(error)) setErrors({ email: closureRefusal(t, error) });
      else toast.error(closureRefusal(t, error), t('done.failed'));
    }
  };

  const closed = profile.status === 'CLOSED';
  const confirmLabel = generating
    ? t(delivery === 'email' ? 'actions.sending' : 'actions.downloading')
    : t(delivery === 'email' ? 'actions.send' : 'actions.download');

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(closed ? 'titleClosed' : 'title')}
      size="lg"
      withCloseButton={!generating}
      closeOnEscape={!generating}
      closeOnClickOutside={!generating}
    >
      <form noValidate onSubmit={confirm}>
        <Stack>
          <Progress
            value={(step / CASE_CLOSURE_STEPS) * 100}
            aria-label={t('progress', { step, total: CASE_CLOSURE_STEPS })}
          />
          <Text size="sm" c="dimmed">
            {t('progress', { step, total: CASE_CLOSURE_STEPS })}
          </Text>
          {step === 1 ? (
            <>
              <FormatStep format={option} onChange={setOption} />
              {!closed && (
                <Text size="sm" c="dimmed">
                  {t('closesCase')}
                </Text>
              )}
            </>
          ) : (
            <DeliveryStep
              delivery={delivery}
              fields={fields}
              errors={errors}
              disabled={generating}
              onDelivery={setDelivery}
              onField={changeField}
            />
          )}
          <Group justify="space-between">
            {step === 2 ? (
              <Button variant="default" onClick={back} disabled={generating}>
                {t('actions.back')}
              </Button>
            ) : (
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
            )}
            {step === 1 ? (
              <Button type="submit" disabled={!option}>
                {t('actions.next')}
              </Button>
            ) : (
              <Button type="submit" disabled={!delivery || generating}>
                {confirmLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
