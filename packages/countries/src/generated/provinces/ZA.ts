// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'EC', name: 'Eastern Cape', aliases: [] },
  { code: 'FS', name: 'Free State', aliases: [] },
  { code: 'GP', name: 'Gauteng', aliases: ['GT', 'ZA-GP'] },
  { code: 'NL', name: 'KwaZulu-Natal', aliases: ['KZN', 'ZA-KZN'] },
  { code: 'LP', name: 'Limpopo', aliases: [] },
  { code: 'MP', name: 'Mpumalanga', aliases: [] },
  { code: 'NW', name: 'North West', aliases: [] },
  { code: 'NC', name: 'Northern Cape', aliases: [] },
  { code: 'WC', name: 'Western Cape', aliases: [] },
];
