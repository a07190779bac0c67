// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'KW-AH', name: 'Al Ahmadi', aliases: [] },
  { code: 'KW-KU', name: 'Al Asimah', aliases: [] },
  { code: 'KW-FA', name: 'Al Farwaniyah', aliases: [] },
  { code: 'KW-JA', name: 'Al Jahra', aliases: [] },
  { code: 'KW-HA', name: 'Hawalli', aliases: [] },
  { code: 'KW-MU', name: 'Mubarak Al-Kabeer', aliases: [] },
];
