import type { Address, AddressInput } from '@orderprotection/domain';

/** The order's address as the form's starting value; null when the order has none. */
export function toAddressInput(address: Address | null | undefined): AddressInput | null {
  if (address == null) return null;
  const text = (value: string | null | undefined) =>
    value == null || value.trim() === '' ? undefined : value;
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: text(address.company),
    address1: address.address1 ?? '',
    address2: text(address.address2),
    city: address.city ?? '',
    province: text(address.province),
    provinceCode: text(address.provinceCode),
    zip: text(address.zip),
    country: text(address.country),
    countryCode: address.countryCode ?? '',
    phone: text(address.phone),
  };
}
