/** The address pickers' lists, from the API's geo endpoints (the data stays on the server). */
import type { GeoOption, Locale } from '@counsel/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Places change only when the server's data package does.
const FOREVER = Number.POSITIVE_INFINITY;
const enc = (id: string | null) => encodeURIComponent(id ?? '');

export function useCountries(locale: Locale) {
  return useQuery({
    queryKey: ['geo', 'countries', locale],
    queryFn: ({ signal }) => api.get<GeoOption[]>('/api/geo/countries', { query: { locale }, signal }),
    staleTime: FOREVER,
    gcTime: FOREVER,
  });
}

export function useStates(countryId: string | null, locale: Locale) {
  return useQuery({
    queryKey: ['geo', 'states', countryId, locale],
    queryFn: ({ signal }) =>
      api.get<GeoOption[]>(`/api/geo/countries/${enc(countryId)}/states`, { query: { locale }, signal }),
    enabled: countryId !== null,
    staleTime: FOREVER,
  });
}

export const CITY_OPTIONS_LIMIT = 50;

export function useCities(countryId: string | null, stateId: string | null, search: string) {
  return useQuery({
    queryKey: ['geo', 'cities', countryId, stateId, search],
    queryFn: ({ signal }) =>
      api.get<GeoOption[]>(`/api/geo/countries/${enc(countryId)}/states/${enc(stateId)}/cities`, {
        query: { q: search || undefined, limit: CITY_OPTIONS_LIMIT },
        signal,
      }),
    enabled: countryId !== null && stateId !== null,
    staleTime: FOREVER,
    // Keeps the options on screen while the next search of the same state loads, so the list does not
    // flicker; another state's cities are never shown in the meantime.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === countryId && previousQuery?.queryKey[3] === stateId ? previous : undefined,
  });
}
