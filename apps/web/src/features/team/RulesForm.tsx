/**
 * The employee rules form: one authorization level for everything, plus one action per subject.
 * Choosing a level other than custom sets every subject to it; changing one subject to another value
 * switches the level to custom. A rules list arriving from outside (loading, a new position) shows its
 * own level: the one action all subjects share, else custom; no rules shows not allowed.
 */

import {
  AUTHORIZATION_LEVELS,
  type AuthorizationLevel,
  authorizationLevelOf,
  completeRules,
  type EmployeeRule,
  RULE_ACTIONS,
  type RuleAction,
  rulesAtLevel,
  withRuleAction,
} from '@counsel/domain';
import { Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamNs } from '../../locales/team';

interface RulesFormProps {
  value: EmployeeRule[];
  onChange: (rules: EmployeeRule[]) => void;
  disabled?: boolean;
  /** Shown under the level, e.g. why the rules cannot be changed. */
  description?: string;
}

export function RulesForm({ value, onChange, disabled, description }: RulesFormProps) {
  const { t } = useTranslation(teamNs);
  const [level, setLevel] = useState<AuthorizationLevel>(() => authorizationLevelOf(value));
  // The rules this form produced last: anything else arriving is a new list, whose level is shown afresh.
  const emitted = useRef(value);
  if (value !== emitted.current) {
    emitted.current = value;
    const loaded = authorizationLevelOf(value);
    if (loaded !== level) setLevel(loaded);
  }

  const emit = (rules: EmployeeRule[]) => {
    emitted.current = rules;
    onChange(rules);
  };

  const chooseLevel = (next: AuthorizationLevel) => {
    setLevel(next);
    if (next !== 'custom') emit(rulesAtLevel(next));
  };

  const chooseAction = (subject: EmployeeRule['subject'], action: RuleAction) => {
    const current = completeRules(value).find((rule) => rule.subject === subject)?.action;
    if (current === action) return;
    setLevel('custom');
    emit(withRuleAction(value, subject, action));
  };

  const actionOptions = RULE_ACTIONS.map((action) => ({ value: action, label: t(`levels.${action}`) }));
  return (
    <Fieldset legend={t('rules.legend')} variant="unstyled">
      <Stack gap="md">
        <NativeSelect
          label={t('rules.level')}
          description={description}
          value={level}
          onChange={(event) => chooseLevel(event.currentTarget.value as AuthorizationLevel)}
          data={AUTHORIZATION_LEVELS.map((option) => ({ value: option, label: t(`levels.${option}`) }))}
          disabled={disabled}
          maw={320}
        />
        <Text size="sm" c="dimmed">
          {t('rules.perSubject')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          {completeRules(value).map((rule) => (
            <NativeSelect
              key={rule.subject}
              label={t(`subjects.${rule.subject}`)}
              value={rule.action}
              onChange={(event) => chooseAction(rule.subject, event.currentTarget.value as RuleAction)}
              data={actionOptions}
              disabled={disabled}
              size="sm"
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
