import { type EmployeeRule, rulesAtLevel, SUBJECTS, withRuleAction } from '@counsel/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/AppProviders';
import { i18n } from '../../locales/i18n';
import { RulesForm } from './RulesForm';

function Harness({ initial, onValue }: { initial: EmployeeRule[]; onValue: (rules: EmployeeRule[]) => void }) {
  const [rules, setRules] = useState(initial);
  return (
    <>
      <RulesForm
        value={rules}
        onChange={(next) => {
          setRules(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setRules(rulesAtLevel('read'))}>
        Load read-only rules
      </button>
    </>
  );
}

function renderRules(initial: EmployeeRule[]) {
  void i18n.changeLanguage('en');
  const onValue = vi.fn<(rules: EmployeeRule[]) => void>();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <Harness initial={initial} onValue={onValue} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), last: () => onValue.mock.lastCall?.[0], onValue };
}

const level = () => screen.getByRole('combobox', { name: 'Authorization level' });
const subject = (name: string) => screen.getByRole('combobox', { name });
const shownActions = () => SUBJECTS.map((_, i) => (screen.getAllByRole('combobox')[i + 1] as HTMLSelectElement).value);

describe('employee rules form', () => {
  it('shows not allowed when there are no rules, with every subject not allowed', () => {
    renderRules([]);
    expect(level()).toHaveDisplayValue('Not allowed');
    expect(shownActions()).toEqual(SUBJECTS.map(() => 'none'));
    expect(screen.getAllByRole('combobox')).toHaveLength(SUBJECTS.length + 1);
  });

  it('shows the shared level when all rules agree', () => {
    renderRules(rulesAtLevel('update'));
    expect(level()).toHaveDisplayValue('Update');
  });

  it('shows custom on load when subjects differ', () => {
    renderRules(withRuleAction(rulesAtLevel('read'), 'settings', 'none'));
    expect(level()).toHaveDisplayValue('Custom');
    expect(subject('Settings')).toHaveDisplayValue('Not allowed');
    expect(subject('Clients')).toHaveDisplayValue('Read');
  });

  it('sets every subject when a level other than custom is chosen', async () => {
    const { user, last } = renderRules(withRuleAction(rulesAtLevel('read'), 'settings', 'none'));
    await user.selectOptions(level(), 'Manage');
    expect(level()).toHaveDisplayValue('Manage');
    expect(last()).toEqual(rulesAtLevel('manage'));
    expect(shownActions()).toEqual(SUBJECTS.map(() => 'manage'));
  });

  it('switches to custom when one subject changes to another value', async () => {
    const { user, last } = renderRules(rulesAtLevel('read'));
    await user.selectOptions(subject('Clients'), 'Manage');
    expect(level()).toHaveDisplayValue('Custom');
    expect(last()).toEqual(withRuleAction(rulesAtLevel('read'), 'clients', 'manage'));
    // A level chosen afterwards sets every subject again.
    await user.selectOptions(level(), 'Read');
    expect(last()).toEqual(rulesAtLevel('read'));
  });

  it('choosing custom keeps the rules as they are', async () => {
    const { user, onValue } = renderRules(rulesAtLevel('create'));
    await user.selectOptions(level(), 'Custom');
    expect(level()).toHaveDisplayValue('Custom');
    expect(onValue).not.toHaveBeenCalled();
    expect(shownActions()).toEqual(SUBJECTS.map(() => 'create'));
  });

  it('shows a newly loaded list’s own level', async () => {
    const { user } = renderRules(withRuleAction(rulesAtLevel('read'), 'settings', 'none'));
    await user.click(screen.getByRole('button', { name: 'Load read-only rules' }));
    expect(level()).toHaveDisplayValue('Read');
  });
});
