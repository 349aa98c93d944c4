import type { CitySearchQuery, GeoOption, Locale } from '@counsel/domain';
import { notFound } from '../../platform/errors.js';
import { cities, geo, searchKey } from '../../platform/geo/data.js';
import { ARABIC_STATE_NAMES } from '../../platform/geo/state-names-ar.js';

export async function listCountries(locale: Locale): Promise<GeoOption[]> {
  return (await geo()).sortedCountries[locale];
}

/**
 * A country's first-level divisions. GeoNames names them in one language; in Arabic the states with
 * an Arabic name (those of the United States) get it, the others keep GeoNames'. Sorted in the
 * locale's collation; an unknown country answers 404.
 */
export async function listStates(countryId: string, locale: Locale): Promise<GeoOption[]> {
  const data = await geo();
  if (!data.countries.has(countryId)) throw notFound('Country');
  const states = [...(data.states.get(countryId) ?? [])].map(([id, name]) => ({ id, name }));
  if (locale === 'en') return states;
  const named = states.map((state) => ({
    id: state.id,
    name: ARABIC_STATE_NAMES.get(`${countryId}.${state.id}`) ?? state.name,
  }));
  const collator = new Intl.Collator(locale);
  return named.sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Cities of one state whose name starts with the search (or has a word starting with it), ignoring
 * case and accents. The best-known (most populous) `limit` matches are kept and answered in name order.
 */
export async function searchCities(countryId: string, stateId: string, query: CitySearchQuery): Promise<GeoOption[]> {
  const data = await geo();
  if (!data.states.get(countryId)?.has(stateId)) throw notFound(data.countries.has(countryId) ? 'State' : 'Country');
  const list = (await cities()).get(`${countryId}.${stateId}`) ?? [];
  const q = searchKey(query.q);
  const wordStart = ` ${q}`;
  const picked = [];
  for (const city of list) {
    if (picked.length === query.limit) break;
    if (q === '' || city.key.startsWith(q) || city.key.includes(wordStart) || city.key.includes(`-${q}`)) {
      picked.push({ id: city.id, name: city.name });
    }
  }
  const collator = new Intl.Collator('en');
  return picked.sort((a, b) => collator.compare(a.name, b.name));
}
