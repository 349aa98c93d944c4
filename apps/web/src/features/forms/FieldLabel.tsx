/**
 * A form field's label or a section's title as a reader sees it. The form is filed in English, so an
 * Arabic reader of a form with reviewed Arabic labels (the public USCIS library) reads the Arabic with
 * the English original under it, dimmed: what the filed form will say. Otherwise the English label as is,
 * isolated so its numbering and full stop stay in place on a right-to-left page.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  english: string;
  arabic?: string | null;
}

export function FieldLabel({ english, arabic }: Props) {
  // The page's language, as its texts are: it follows a language switch without reloading the form.
  const { i18n } = useTranslation();
  if (i18n.language !== 'ar' || !arabic) return <bdi>{english}</bdi>;
  return (
    <>
      {/* A line break, not a block: a required field's asterisk follows the label's last line, not a line of its own. */}
      <span>{arabic}</span> <br />
      <Text component="bdi" lang="en" dir="ltr" size="xs" c="dimmed">
        {english}
      </Text>
    </>
  );
}
