/**
 * Spec §2's forms breadcrumb (Forms / Law Firm / folders, or Forms / Public forms): every step with an
 * address is a link; the last step is the current page.
 */
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/locale';
import { formsNs } from '../../locales/forms';

export interface BreadcrumbStep {
  /** Unique among the steps (a folder's name may repeat a step's). */
  key?: string;
  label: string;
  /** App path without a locale prefix; absent for a current page that is not a link. */
  to?: string;
}

export function FormsBreadcrumbs({ steps }: { steps: BreadcrumbStep[] }) {
  const { t } = useTranslation(formsNs);
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs separator="/" style={{ flexWrap: 'wrap' }}>
        {steps.map((step, index) => {
          const current = index === steps.length - 1;
          const key = step.key ?? step.label;
          const common = {
            size: 'sm',
            dir: 'auto',
            fw: current ? 600 : undefined,
            'aria-current': current ? ('page' as const) : undefined,
          };
          return step.to ? (
            <Anchor key={key} {...common} component={Link} to={localePath(step.to)}>
              {step.label}
            </Anchor>
          ) : (
            <Text key={key} {...common}>
              {step.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
