/** Forms / Public forms: every step but the last is a link. */
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { formsNs } from '../../locales/forms';

interface Step {
  label: string;
  /** App path without a locale prefix; absent for the current page. */
  to?: string;
}

export function FormsBreadcrumbs({ steps }: { steps: Step[] }) {
  const { t } = useTranslation(formsNs);
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs separator="›" style={{ flexWrap: 'wrap' }}>
        {steps.map((step) =>
          step.to ? (
            <Anchor key={step.label} component={Link} to={localePath(step.to)} size="sm">
              {step.label}
            </Anchor>
          ) : (
            <Text key={step.label} size="sm" fw={600} aria-current="page">
              {step.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
