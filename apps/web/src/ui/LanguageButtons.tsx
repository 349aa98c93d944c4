/**
 * The language as a pair of buttons, each language named in itself, for the pages a client opens
 * (the form link and the portal): no menu to find, and the chosen one is pressed.
 */
import { LOCALES, type Locale } from '@counsel/domain';
import { Button, Group } from '@mantine/core';
import { useLocale } from '../lib/locale';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

interface LanguageButtonsProps {
  /** The group's accessible name ("Language", in the page's language). */
  label: string;
  /** Called for a language other than the page's. */
  onChoose: (locale: Locale) => void;
}

export function LanguageButtons({ label, onChoose }: LanguageButtonsProps) {
  const { locale } = useLocale();
  return (
    <Group gap={4} role="group" aria-label={label}>
      {LOCALES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="compact-sm"
          variant={option === locale ? 'filled' : 'subtle'}
          aria-pressed={option === locale}
          onClick={() => option !== locale && onChoose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}
