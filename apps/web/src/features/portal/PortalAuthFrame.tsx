/**
 * The frame of the portal's signed-out pages: the sign-in pages' frame, with language buttons that only
 * move the page (nobody is signed in to remember the choice for).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseLocale } from '../../lib/follow-locale';
import { portalNs } from '../../locales/portal';
import { LanguageButtons } from '../../ui/LanguageButtons';
import { AuthLayout } from '../auth/AuthLayout';

export function PortalAuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(portalNs);
  const chooseLocale = useChooseLocale();
  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      language={<LanguageButtons label={t('language')} onChoose={chooseLocale} />}
    >
      {children}
    </AuthLayout>
  );
}
