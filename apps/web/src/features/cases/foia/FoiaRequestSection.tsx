/**
 * A FOIA case's "FOIA request" panel (issue 39): the agency, its tracking number, the day it received the
 * request, the extension and the tolling periods, with the response due day and the working days left. Who may
 * edit cases edits it here; everyone else reads it.
 */
import { dayIn, type FoiaRequest, type FoiaRequestBody, federalBusinessDaysBetween } from '@counsel/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useAbility, useMe } from '../../../lib/current-user';
import { useFormat } from '../../../lib/format';
import { translatedErrorMap } from '../../../lib/zod-errors';
import { casesNs } from '../../../locales/cases';
import { FormDateField } from '../../../ui/FormDateField';
import { PageLoader } from '../../../ui/PageLoader';
import { toast } from '../../../ui/toast';
import { caseErrorMessage } from '../case-errors';
import { type FoiaFormValues, foiaFormSchema, foiaFormValues, foiaMessage } from './foia-form';
import { useFoiaRequest, useSaveFoiaRequest } from './use-foia-request';

export function FoiaRequestSection({ caseId }: { caseId: number }) {
  const { t } = useTranslation(casesNs);
  const request = useFoiaRequest(caseId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="case-foia-request">
      <Title order={2} size="h4" mb="xs" id="case-foia-request">
        {t('foiaRequest.title')}
      </Title>
      {request.isPending ? (
        <PageLoader />
      ) : request.isError ? (
        <Alert color="red" role="alert">
          {caseErrorMessage(t, request.error)}
        </Alert>
      ) : (
        <Stack>
          <FoiaDeadline saved={request.data} />
          {/* Keyed by the saved version, so a save (or another user's, on reload) resets the form to it. */}
          <FoiaRequestForm key={request.data.updated_at ?? 'new'} caseId={caseId} saved={request.data} />
        </Stack>
      )}
    </Paper>
  );
}

/** The due day and how it stands today in the firm's time zone: working days left, due today, or overdue. */
function FoiaDeadline({ saved }: { saved: FoiaRequest }) {
  const { t } = useTranslation(casesNs);
  const format = useFormat();
  const me = useMe();
  if (saved.clock_stopped_since) {
    return <Text role="status">{t('foiaRequest.clockStopped', { date: format.day(saved.clock_stopped_since) })}</Text>;
  }
  if (!saved.response_due) return <Text c="dimmed">{t('foiaRequest.noDeadline')}</Text>;
  const left = federalBusinessDaysBetween(dayIn(me.law_firm.time_zone), saved.response_due);
  return (
    <Group gap="sm" role="status">
      <Text fw={600}>{t('foiaRequest.responseDue', { date: format.day(saved.response_due) })}</Text>
      {left > 0 && <Badge color="blue">{t('foiaRequest.daysLeft', { count: left })}</Badge>}
      {left === 0 && <Badge color="orange">{t('foiaRequest.dueToday')}</Badge>}
      {left < 0 && <Badge color="red">{t('foiaRequest.overdue', { count: -left })}</Badge>}
    </Group>
  );
}

function FoiaRequestForm({ caseId, saved }: { caseId: number; saved: FoiaRequest }) {
  const { t } = useTranslation(casesNs);
  const canEdit = useAbility().can('update', 'cases');
  const save = useSaveFoiaRequest(caseId);
  const form = useForm<FoiaFormValues, unknown, FoiaRequestBody>({
    resolver: zodResolver(foiaFormSchema, { error: translatedErrorMap(t) }),
    defaultValues: foiaFormValues(saved),
  });
  const tollings = useFieldArray({ control: form.control, name: 'tollings' });
  const { errors } = form.formState;
  const message = (text: string | undefined) => foiaMessage(t, text);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast.success(t('foiaRequest.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [path, text] of Object.entries(error.fields)) {
            form.setError(path as FieldPath<FoiaFormValues>, { message: text });
          }
        }
        toast.error(caseErrorMessage(t, error), t('foiaRequest.saveError'));
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('foiaRequest.title')}>
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
        <Stack>
          {/* Side by side from the small breakpoint up; one under the other on a phone, where two would be cut. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('foiaRequest.agency')}
              required
              error={message(errors.agency?.message)}
              {...form.register('agency')}
            />
            <TextInput
              label={t('foiaRequest.requestNumber')}
              error={message(errors.request_number?.message)}
              {...form.register('request_number')}
            />
          </SimpleGrid>
          <FormDateField
            control={form.control}
            name="received_date"
            label={t('foiaRequest.receivedDate')}
            description={t('foiaRequest.receivedHint')}
            required
            error={message(errors.received_date?.message)}
          />
          <Checkbox
            label={t('foiaRequest.extension')}
            description={t('foiaRequest.extensionHint')}
            {...form.register('extension_taken')}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t('foiaRequest.tollings')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('foiaRequest.tollingsHint')}
            </Text>
            {tollings.fields.map((field, index) => {
              const rowErrors = errors.tollings?.[index];
              return (
                <Group key={field.id} align="flex-start" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                    <FormDateField
                      control={form.control}
                      name={`tollings.${index}.started_on`}
                      label={t('foiaRequest.tollingStart', { number: index + 1 })}
                      required
                      error={message(rowErrors?.started_on?.message)}
                    />
                    <FormDateField
                      control={form.control}
                      name={`tollings.${index}.ended_on`}
                      label={t('foiaRequest.tollingEnd', { number: index + 1 })}
                      description={t('foiaRequest.tollingEndHint')}
                      error={message(rowErrors?.ended_on?.message)}
                    />
                  </SimpleGrid>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={t('foiaRequest.removeTolling', { number: index + 1 })}
                    onClick={() => tollings.remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
            {errors.tollings?.message && (
              <Text c="red" size="sm" role="alert">
                {message(errors.tollings.message)}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => tollings.append({ started_on: '', ended_on: '' })}
              >
                {t('foiaRequest.addTolling')}
              </Button>
            </Group>
          </Stack>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('foiaRequest.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
