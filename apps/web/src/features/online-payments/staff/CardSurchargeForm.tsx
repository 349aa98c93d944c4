/**
 * The surcharge's switch and percent. Off saves 0. The percent is checked by the server (0–3, two decimals): its
 * refusal is shown under the field in the screen's language. Without update on settings, nothing can be changed.
 */
import { MAX_CARD_SURCHARGE_PERCENT } from '@counsel/domain';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { onlinePaymentsNs } from '../../../locales/onlinePayments';
import { DecimalInput } from '../../../ui/DecimalInput';
import { toast } from '../../../ui/toast';
import { useSaveCardSurcharge } from './use-card-payment-settings';

/** The field's message for the server's refusal: its known codes translated, else the general text. */
function refusalOf(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.code === 'surcharge_too_high') {
    return t('settings.errors.surcharge_too_high', { max: MAX_CARD_SURCHARGE_PERCENT });
  }
  if (error instanceof ApiError && error.fields?.card_surcharge_percent) return t('settings.errors.invalid');
  return errorMessage(t, error);
}

export function CardSurchargeForm({ saved, mayChange }: { saved: number; mayChange: boolean }) {
  const { t } = useTranslation(onlinePaymentsNs);
  const [on, setOn] = useState(saved > 0);
  const [percent, setPercent] = useState<number | null>(saved > 0 ? saved : null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCardSurcharge();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (on && (percent === null || percent <= 0)) {
      setProblem(t('settings.errors.required'));
      return;
    }
    save.mutate(on ? (percent ?? 0) : 0, {
      onSuccess: (answer) => {
        setOn(answer.card_surcharge_percent > 0);
        setPercent(answer.card_surcharge_percent > 0 ? answer.card_surcharge_percent : null);
        toast.success(t('settings.saved'));
      },
      onError: (error) => setProblem(refusalOf(t, error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch
          label={t('settings.toggle')}
          description={t('settings.toggleHelp')}
          checked={on}
          disabled={!mayChange}
          onChange={(event) => {
            setOn(event.currentTarget.checked);
            setProblem(null);
          }}
        />
        {on && (
          <DecimalInput
            ms="xl"
            maw={220}
            label={t('settings.percent')}
            description={t('settings.percentHelp', { max: MAX_CARD_SURCHARGE_PERCENT })}
            min={0}
            step={0.01}
            suffix="%"
            required
            disabled={!mayChange}
            value={percent}
            negativeMessage={t('settings.errors.negative')}
            error={problem ?? undefined}
            onChange={(next) => {
              setPercent(next);
              setProblem(null);
            }}
          />
        )}
        {!on && problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {mayChange ? (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
