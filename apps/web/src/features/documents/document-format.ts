/** Card titles are cut at 12 characters (8 in small cards), the full title shown on hover. */
export function truncateTitle(title: string, max: number): string {
  const characters = Array.from(title);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : title;
}

/** A file size in the locale's digits and units: 512 bytes, 12 kB, 3.4 MB. */
export function fileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    // Short bytes read "191 byte" in English; the long form is the word people write (191 bytes).
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
