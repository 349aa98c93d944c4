/** Spec §2's forms breadcrumb: Forms / Law Firm / folders, every step a link; the last is the current page. */
import type { Breadcrumb } from '@counsel/domain';
import { Anchor, Breadcrumbs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale';
import { firmFormsNs } from '../../../locales/firmForms';

export const LIBRARY_PATH = '/forms/law-firm-forms';
export const folderPath = (id: number | null) => (id === null ? LIBRARY_PATH : `${LIBRARY_PATH}?folder=${id}`);

export function FormsBreadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  const { t } = useTranslation(firmFormsNs);
  const toPath = useLocalePath();
  const steps = [
    { key: 'forms', label: t('breadcrumbs.forms'), to: '/forms' },
    { key: 'library', label: t('breadcrumbs.lawFirm'), to: folderPath(null) },
    ...crumbs.map((crumb) => ({ key: String(crumb.id), label: crumb.name, to: folderPath(crumb.id) })),
  ];
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Breadcrumbs separator="/" style={{ flexWrap: 'wrap' }}>
        {steps.map((step, index) => (
          <Anchor
            key={step.key}
            component={Link}
            to={toPath(step.to)}
            size="sm"
            dir="auto"
            fw={index === steps.length - 1 ? 600 : undefined}
            aria-current={index === steps.length - 1 ? 'page' : undefined}
          >
            {step.label}
          </Anchor>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
