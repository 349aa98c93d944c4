/**
 * Spec §2's forms breadcrumb (Forms / Law Firm / folders, or Forms / Public forms): every step with an
 * address is a link; the last step is the current page.
 */
import { useTranslation } from 'react-i18next';
import { formsNs } from '../../locales/forms';
import { type BreadcrumbStep, StepBreadcrumbs } from '../../ui/FolderBreadcrumbs';

export type { BreadcrumbStep };

export function FormsBreadcrumbs({ steps }: { steps: BreadcrumbStep[] }) {
  const { t } = useTranslation(formsNs);
  return <StepBreadcrumbs label={t('breadcrumbs')} steps={steps} dir="auto" />;
}
