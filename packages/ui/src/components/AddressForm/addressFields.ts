import { type AddressField, type Country, type Province, validateAddress } from '@orderprotection/countries';
import { AddressInput } from '@orderprotection/domain';

/** Fields the domain's schema needs in every address, whatever the country's own format shows. */
export const schemaRequiredFields: readonly AddressField[] = (
  ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'phone'] as const
).filter((field) => !AddressInput.shape[field].safeParse(undefined).success);

/**
 * The form's rows for `country`: its address format (`edit`), without a province or postal-code field the
 * country does not ask for, plus any field the schema requires that the format lacks (Singapore's format
 * has no city), placed before the phone.
 */
export function formRows(country: Country): AddressField[][] {
  const asked = (field: AddressField) =>
    (field !== 'province' || country.province !== undefined) &&
    (field !== 'zip' || country.postalCode !== undefined);
  const rows = country.address.edit.map((row) => row.filter(asked)).filter((row) => row.length > 0);
  const shown = new Set(rows.flat());
  const missing = schemaRequiredFields.filter((field) => !shown.has(field));
  if (missing.length > 0) {
    const phoneRow = rows.findIndex((row) => row.includes('phone'));
    rows.splice(phoneRow === -1 ? rows.length : phoneRow, 0, missing);
  }
  return rows;
}

/** Maps the schema's keys to the field that shows them. */
const fieldOfKey: Readonly<Record<keyof AddressInput, AddressField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  company: 'company',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  province: 'province',
  provinceCode: 'province',
  zip: 'zip',
  country: 'country',
  countryCode: 'country',
  phone: 'phone',
};

const isSchemaKey = (key: PropertyKey): key is keyof AddressInput => Object.hasOwn(fieldOfKey, key);

export type AddressErrors = Partial<Record<AddressField, string>>;

/**
 * Every problem of `address`, one message per field: the domain's AddressInput schema first, then the
 * country's rules (`validateAddress` from @orderprotection/countries, which the server applies too).
 */
export function addressErrors(
  address: AddressInput,
  country: Country | undefined,
  provinces: readonly Province[] | undefined,
): AddressErrors {
  const errors: AddressErrors = {};
  const parsed = AddressInput.safeParse(address);
  for (const issue of parsed.error?.issues ?? []) {
    const [key] = issue.path;
    if (key !== undefined && isSchemaKey(key)) errors[fieldOfKey[key]] ??= issue.message;
  }
  if (country) {
    for (const problem of validateAddress(address, country, provinces))
      errors[problem.field] ??= problem.message;
  }
  return errors;
}
