/**
 * Places as the reader's language names them. An address stores each picked place's id with the name
 * it had when picked, in whichever language the person picking used; shown again it is named afresh
 * from its id: a country by its ISO code (Intl.DisplayNames), a state from the API's list in the
 * current language. A place typed by hand has no id and is shown as typed, as are cities (GeoNames
 * names them in one language only).
 */
import type { Locale, PlaceRef } from '@counsel/domain';
import { useMemo } from 'react';
import { useLocale } from '../../lib/locale';
import { useStates } from './use-geo';

const regionNames = new Map<Locale, Intl.DisplayNames | null>();

/** A country's name in `locale` from its ISO 3166-1 alpha-2 code, or null when the code is unknown. */
export function regionName(code: string, locale: Locale): string | null {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // An engine without region names: the stored names are shown.
    }
    regionNames.set(locale, names);
  }
  try {
    return regionNames.get(locale)?.of(code.toUpperCase()) ?? null;
  } catch {
    return null; // not a well-formed code
  }
}

/** A stored country ({id, name} or a code list's code) named in `locale`; a typed one as typed. */
export function countryNameOf(
  country: PlaceRef | null | undefined,
  locale: Locale,
  fallbackName?: string | null,
): string | null {
  if (!country) return fallbackName ?? null;
  return (country.id ? regionName(country.id, locale) : null) ?? country.name;
}

export interface PlaceNames {
  city: string | null;
  state: string | null;
  country: string | null;
}

interface PlaceParts {
  city?: PlaceRef | null;
  state?: PlaceRef | null;
  country?: PlaceRef | null;
}

/** The city, state and country of an address, named in the interface's language. */
export function usePlaceNames(address: PlaceParts): PlaceNames {
  const { locale } = useLocale();
  const { city, state, country } = address;
  // Only a picked state of a picked country can be looked up; the list is cached with the pickers'.
  const countryId = state?.id && country?.id ? country.id : null;
  const states = useStates(countryId, locale);
  return useMemo(() => {
    const stateName = state?.id ? states.data?.find((option) => option.id === state.id)?.name : undefined;
    return {
      city: city?.name ?? null,
      state: state ? (stateName ?? state.name) : null,
      country: countryNameOf(country, locale),
    };
  }, [city, state, country, states.data, locale]);
}
