/**
 * The address block of every form: street, country, state, city and postal code. Country, state and
 * city are picked from the API's lists (state depends on the country, city on the state) or typed by
 * hand; changing the country clears the state and the city. A missing country defaults to the
 * United States.
 */

import { type Address, DEFAULT_COUNTRY_ID, type PlaceRef } from '@counsel/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { fieldsNs } from '../../locales/fields';
import { PlaceField } from './PlaceField';
import { useCities, useCountries, useStates } from './use-geo';

export type AddressField = 'street' | 'city' | 'state' | 'postal_code' | 'country';

export interface AddressFieldsProps {
  value: Address;
  onChange: (address: Address) => void;
  errors?: Partial<Record<AddressField, string | undefined>>;
  required?: Partial<Record<AddressField, boolean>>;
  /** Filled in when the value has no country; null leaves an optional address empty. */
  defaultCountryId?: string | null;
  disabled?: boolean;
}

/** An empty address with the default country, for a form's default values. */
export function emptyAddress(): Address {
  return {
    street: '',
    city: null,
    state: null,
    postal_code: '',
    country: { id: DEFAULT_COUNTRY_ID, name: 'United States' },
  };
}

const isTyped = (place: PlaceRef | null) => place !== null && place.id === null;
const asTyped = (place: PlaceRef | null): PlaceRef | null => (place ? { id: null, name: place.name } : null);
const typedName = (name: string): PlaceRef | null => (name === '' ? null : { id: null, name });

export function AddressFields({
  value,
  onChange,
  errors = {},
  required = {},
  defaultCountryId = DEFAULT_COUNTRY_ID,
  disabled,
}: AddressFieldsProps) {
  const { t } = useTranslation(fieldsNs);
  const { locale } = useLocale();
  const [typed, setTyped] = useState(() => ({
    country: isTyped(value.country),
    state: isTyped(value.state),
    city: isTyped(value.city),
  }));
  const [citySearch, setCitySearch] = useState('');
  const [debouncedCitySearch] = useDebouncedValue(citySearch, 250);

  const countries = useCountries(locale);
  // A place typed by hand (no id) shows as text whatever the toggle says: a form may load one at any time.
  const countryTyped = typed.country || isTyped(value.country) || countries.isError;
  const countryId = countryTyped ? null : (value.country?.id ?? null);
  const states = useStates(countryId, locale);
  // Without a list of states (a typed country, one with no states, or a failed load) only typing is left.
  const statesListed = countryId !== null && !states.isError && (states.isPending || states.data.length > 0);
  const stateTyped = typed.state || isTyped(value.state) || !statesListed;
  const stateId = stateTyped ? null : (value.state?.id ?? null);
  const cities = useCities(countryId, stateId, debouncedCitySearch.trim());
  const citiesListed = statesListed && !stateTyped && !cities.isError;
  const cityTyped = typed.city || isTyped(value.city) || !citiesListed;

  // The default country, once, when the form starts without one.
  const defaultName = countries.data?.find((c) => c.id === defaultCountryId)?.name;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an empty country on arrival gets the default
  useEffect(() => {
    if (value.country === null && defaultCountryId && defaultName) {
      onChange({ ...value, country: { id: defaultCountryId, name: defaultName } });
    }
  }, [defaultName]);

  const set = (patch: Partial<Address>) => onChange({ ...value, ...patch });

  const pickCountry = (country: PlaceRef | null) => {
    setTyped({ country: false, state: false, city: false });
    setCitySearch('');
    set({ country, state: null, city: null });
  };
  const typeCountry = (name: string) => {
    // Editing a hand-typed country keeps the hand-typed state and city; leaving a picked one clears them.
    const wasPicked = value.country !== null && value.country.id !== null;
    setTyped((current) => ({ ...current, country: true, state: true, city: true }));
    set({ country: typedName(name), ...(wasPicked ? { state: null, city: null } : {}) });
  };
  const toggleCountry = (toTyped: boolean) => {
    if (toTyped) {
      // The picked names stay, as text: nothing the user chose is lost by switching to typing.
      setTyped({ country: true, state: true, city: true });
      set({ country: asTyped(value.country), state: asTyped(value.state), city: asTyped(value.city) });
    } else {
      pickCountry(null);
    }
  };

  const pickState = (state: PlaceRef | null) => {
    setTyped((current) => ({ ...current, state: false, city: false }));
    setCitySearch('');
    set({ state, city: null });
  };
  const toggleState = (toTyped: boolean) => {
    if (toTyped) {
      setTyped((current) => ({ ...current, state: true, city: true }));
      set({ state: asTyped(value.state), city: asTyped(value.city) });
    } else {
      pickState(null);
    }
  };

  const toggleCity = (toTyped: boolean) => {
    setTyped((current) => ({ ...current, city: toTyped }));
    set({ city: toTyped ? asTyped(value.city) : null });
  };

  const common = { searchPlaceholder: t('address.search'), nothingFound: t('address.nothingFound'), disabled };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('address.street')}
        value={value.street ?? ''}
        onChange={(event) => set({ street: event.currentTarget.value })}
        error={errors.street}
        withAsterisk={required.street}
        aria-required={required.street}
        disabled={disabled}
        autoComplete="street-address"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PlaceField
          {...common}
          label={t('address.country')}
          value={value.country}
          typed={countryTyped}
          pickable={!countries.isError}
          options={countries.data ?? []}
          loading={countries.isPending}
          onPick={pickCountry}
          onType={typeCountry}
          onTypedChange={toggleCountry}
          typeLabel={t('address.typeCountry')}
          pickLabel={t('address.pickCountry')}
          error={errors.country}
          required={required.country}
          autoComplete="country-name"
        />
        <PlaceField
          {...common}
          label={t('address.state')}
          value={value.state}
          typed={stateTyped}
          pickable={statesListed}
          options={states.data ?? []}
          loading={states.isPending && countryId !== null}
          onPick={pickState}
          onType={(name) => {
            setTyped((current) => ({ ...current, state: true, city: true }));
            set({ state: typedName(name) });
          }}
          onTypedChange={toggleState}
          typeLabel={t('address.typeState')}
          pickLabel={t('address.pickState')}
          error={errors.state}
          required={required.state}
          autoComplete="address-level1"
        />
        <PlaceField
          {...common}
          label={t('address.city')}
          value={value.city}
          typed={cityTyped}
          pickable={citiesListed}
          options={cities.data ?? []}
          loading={cities.isFetching}
          waitingFor={stateId === null ? t('address.pickStateFirst') : undefined}
          onPick={(city) => set({ city })}
          onType={(name) => {
            setTyped((current) => ({ ...current, city: true }));
            set({ city: typedName(name) });
          }}
          onTypedChange={toggleCity}
          onSearchChange={setCitySearch}
          typeLabel={t('address.typeCity')}
          pickLabel={t('address.pickCity')}
          error={errors.city}
          required={required.city}
          autoComplete="address-level2"
        />
        <TextInput
          label={t('address.postalCode')}
          value={value.postal_code ?? ''}
          onChange={(event) => set({ postal_code: event.currentTarget.value })}
          error={errors.postal_code}
          withAsterisk={required.postal_code}
          aria-required={required.postal_code}
          disabled={disabled}
          autoComplete="postal-code"
        />
      </SimpleGrid>
    </Stack>
  );
}
