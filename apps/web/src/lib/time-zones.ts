/** Time zones as the browser knows them: its own (to prefill) and every IANA name (to choose from). */

/** The browser's own IANA zone, or America/New_York when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
}

/** Every IANA zone this browser knows, and `current` even if it does not know it. */
export function timeZoneOptions(current: string): Array<{ value: string; label: string }> {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** The region of the browser's language ("en-GB" → "GB"), a first guess at the firm's country. */
export function browserRegion(): string | null {
  try {
    const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    for (const tag of languages) {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    }
  } catch {
    // An odd language tag: no guess.
  }
  return null;
}
