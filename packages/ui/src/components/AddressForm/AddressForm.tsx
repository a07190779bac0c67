import {
  type AddressField,
  addressFormat,
  type Country,
  countries,
  findProvince,
  getCountry,
  loadProvinces,
  type Province,
} from '@orderprotection/countries';
import { AddressInput } from '@orderprotection/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { focusField } from '../../internal/field/focusField';
import { classNames } from '../../styles/classNames';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './AddressForm.css';
import { addressErrors, formRows, schemaRequiredFields } from './addressFields';

/** Labels of the fields whose wording does not depend on the country (province and postal code do). */
export interface AddressFormLabels {
  country: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  phone: string;
  /** Shown in the country field while no country is chosen. */
  countryPlaceholder: string;
}

export const defaultAddressFormLabels: AddressFormLabels = {
  country: 'Country/region',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  address1: 'Address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  phone: 'Phone',
  countryPlaceholder: 'Select a country',
};

export interface AddressFormProps {
  /** The address being edited (controlled), typed as the domain's AddressInput. */
  value: AddressInput;
  onChange: (value: AddressInput) => void;
  /** Called on submit with the address as the domain's schema parses it, only once every check passes. */
  onSubmit: (address: AddressInput) => void;
  /** The form's id, for a submit button outside it (a Dialog footer: `<Button type="submit" form={id}>`). */
  id?: string;
  /** Overrides of the country-independent labels. */
  labels?: Partial<AddressFormLabels>;
  /** Rendered at the end of the form, e.g. its submit button. */
  children?: ReactNode;
  className?: string;
}

const autoCompleteOf: Readonly<Record<AddressField, string>> = {
  country: 'country',
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
};

let countryOptions: readonly SelectOption[] | undefined;
/** Built on first use: 250 countries by name, as a shopper looks for theirs. */
function getCountryOptions(): readonly SelectOption[] {
  countryOptions ??= countries
    .map((country) => ({ value: country.iso2, label: country.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return countryOptions;
}

/** The country's provinces, loaded when the country changes; undefined while loading or where there are none. */
function useProvinces(country: Country | undefined): readonly Province[] | undefined {
  const [loaded, setLoaded] = useState<{ iso2: string; provinces: readonly Province[] }>();
  const iso2 = country?.province && country.hasProvinces ? country.iso2 : undefined;
  useEffect(() => {
    if (iso2 === undefined) return;
    let current = true;
    loadProvinces(iso2).then((provinces) => {
      if (current) setLoaded({ iso2, provinces });
    });
    return () => {
      current = false;
    };
  }, [iso2]);
  return loaded !== undefined && loaded.iso2 === iso2 ? loaded.provinces : undefined;
}

/**
 * A postal address in the chosen country's own layout: its field order (`addressFormat(country).edit`),
 * its province list and label (State, Province, Prefecture…, loaded per country) and its postal-code label
 * and pattern, all from @orderprotection/countries. A country without provinces has no province field.
 *
 * Validation is the domain's AddressInput schema plus the country's rules (`validateAddress`, shared with
 * the server). A field's error shows once it has been left, and every error on submit, where focus moves
 * to the first field at fault; `onSubmit` only receives a valid address.
 */
export function AddressForm({
  value,
  onChange,
  onSubmit,
  id,
  labels,
  children,
  className,
}: AddressFormProps) {
  const text = { ...defaultAddressFormLabels, ...labels };
  const generatedId = useId();
  const formId = id ?? generatedId;
  const fieldId = (field: AddressField) => `${formId}-${field}`;
  const country = getCountry(value.countryCode);
  const provinces = useProvinces(country);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => addressErrors(value, country, provinces), [value, country, provinces]);
  const rows = country ? formRows(country) : [['country' as const]];
  const shownError = (field: AddressField) => (submitted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: AddressField) => setTouched((fields) => new Set(fields).add(field));
  // The schema requires a country code; the country field is that code.
  const required = (field: AddressField) =>
    field === 'country' ||
    schemaRequiredFields.includes(field) ||
    (field === 'province' && country?.province?.required === true) ||
    (field === 'zip' && country?.postalCode?.required === true);

  const chooseCountry = (iso2: string | null) => {
    const next = iso2 === null ? undefined : getCountry(iso2);
    if (!next || next.iso2 === value.countryCode) return;
    const asksZip = addressFormat(next).edit.some((row) => row.includes('zip'));
    // A province belongs to one country; a postal code carries over unless the new country fills in its own.
    onChange({
      ...value,
      countryCode: next.iso2,
      country: next.name,
      province: undefined,
      provinceCode: undefined,
      zip: asksZip ? value.zip : next.postalCode?.autofill,
    });
  };

  const chooseProvince = (code: string | null) => {
    const province = code === null || !provinces ? undefined : findProvince(provinces, code);
    onChange({ ...value, provinceCode: province?.code, province: province?.name });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = rows.flat().find((field) => errors[field] !== undefined);
    if (firstInvalid) {
      focusField(event.currentTarget.ownerDocument, fieldId(firstInvalid));
      return;
    }
    const parsed = AddressInput.safeParse(value);
    if (parsed.success) onSubmit(parsed.data);
  };

  const renderField = (field: AddressField) => {
    const common = {
      id: fieldId(field),
      error: shownError(field),
      required: required(field),
      autoComplete: autoCompleteOf[field],
    };
    if (field === 'country') {
      return (
        <Select
          key={field}
          {...common}
          label={text.country}
          placeholder={text.countryPlaceholder}
          options={getCountryOptions()}
          value={country ? country.iso2 : null}
          onChange={chooseCountry}
          onBlur={() => touch(field)}
        />
      );
    }
    if (field === 'province' && country?.province && country.hasProvinces) {
      const label = country.province.label;
      const chosen = value.provinceCode || value.province;
      return (
        <Select
          key={field}
          {...common}
          label={label}
          placeholder={`Select ${label.toLowerCase()}`}
          options={(provinces ?? []).map((province) => ({ value: province.code, label: province.name }))}
          value={chosen && provinces ? (findProvince(provinces, chosen)?.code ?? null) : null}
          isDisabled={provinces === undefined}
          onChange={chooseProvince}
          onBlur={() => touch(field)}
        />
      );
    }
    const label =
      field === 'province'
        ? (country?.province?.label ?? '')
        : field === 'zip'
          ? (country?.postalCode?.label ?? '')
          : text[field];
    return (
      <TextField
        key={field}
        {...common}
        label={label}
        type={field === 'phone' ? 'tel' : 'text'}
        value={value[field] ?? ''}
        onChange={(event) => onChange({ ...value, [field]: event.target.value })}
        onBlur={() => touch(field)}
      />
    );
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className={classNames(styles.form, className)}>
      {rows.map((row) => (
        <div key={row.join()} className={styles.row}>
          {row.map(renderField)}
        </div>
      ))}
      {children}
    </form>
  );
}
