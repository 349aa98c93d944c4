import type { Locale } from '@counsel/domain';
import { useDirection } from '@mantine/core';
import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { directionOf, LocaleContext } from '../lib/locale';

interface LocaleLayoutProps {
  locale: Locale;
  prefix: string;
}

/**
 * Root of each locale branch (/en, /ar and plain paths): applies the URL's locale to i18next,
 * <html lang dir> and Mantine's direction. A layout effect runs before paint, so no frame shows the old language.
 */
export function LocaleLayout({ locale, prefix }: LocaleLayoutProps) {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();

  useLayoutEffect(() => {
    const dir = directionOf(locale);
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    setDirection(dir);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n, setDirection]);

  const value = useMemo(() => ({ locale, prefix }), [locale, prefix]);
  return (
    <LocaleContext.Provider value={value}>
      <Outlet />
    </LocaleContext.Provider>
  );
}
