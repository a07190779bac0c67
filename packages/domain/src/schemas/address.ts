import { z } from 'zod';
import { inputRequiredText, inputString, inputText, readText } from './primitives';

/** A postal address as the commerce platform sends it. */
export const Address = z.looseObject({
  firstName: readText,
  lastName: readText,
  name: readText,
  company: readText,
  address1: readText,
  address2: readText,
  city: readText,
  province: readText,
  provinceCode: readText,
  zip: readText,
  country: readText,
  countryCode: readText,
  phone: readText,
});
export type Address = z.infer<typeof Address>;

/**
 * An address a shopper types (the updated shipping address). Per-country rules (which fields a country
 * needs, its postal-code pattern) are checked by `validateAddress` of `@orderprotection/countries`, which holds the country data.
 */
export const AddressInput = z.strictObject({
  firstName: inputRequiredText(100),
  lastName: inputRequiredText(100),
  company: inputText(100).optional(),
  address1: inputRequiredText(),
  address2: inputText().optional(),
  city: inputRequiredText(100),
  province: inputText(100).optional(),
  provinceCode: inputText(10).optional(),
  zip: inputText(20).optional(),
  country: inputText(100).optional(),
  countryCode: inputString()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country'),
  phone: inputText(40).optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

/** The addresses a customer has on an order (spec: shipping, billing, updated shipping address). */
export const CustomerAddresses = z.looseObject({
  shipping: Address.nullish(),
  billing: Address.nullish(),
  updatedShipping: Address.nullish(),
});
export type CustomerAddresses = z.infer<typeof CustomerAddresses>;
