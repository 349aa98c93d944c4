import type { Locale } from '@counsel/domain';
import { useDirection } from '@mantine/core';
import { use, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { localeLoad } from '../lib/i18n';
import { directionOf, LocaleContext } from '../lib/locale';

interface LocaleLayoutProps {
  locale: Locale;
  prefix: string;
}

/**
 * Root of each locale branch (/en, /ar and plain paths): applies the URL's locale to i18next,
 * <html lang dir> and Mantine's direction. A layout effect runs before paint, so no frame shows the old language.
 * Catalogues load lazily (lib/i18n.ts): until the URL's language has every namespace in use, this suspends
 * (navigation runs in a transition, so the previous page stays on screen), and only then switches language.
 */
export function LocaleLayout({ locale, prefix }: LocaleLayoutProps) {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const pending = localeLoad(locale);
  if (pending) use(pending);

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
