// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AB', name: 'Alberta', aliases: [] },
  { code: 'BC', name: 'British Columbia', aliases: [] },
  { code: 'MB', name: 'Manitoba', aliases: [] },
  { code: 'NB', name: 'New Brunswick', aliases: [] },
  { code: 'NL', name: 'Newfoundland and Labrador', aliases: ['Newfoundland', 'NF'] },
  { code: 'NT', name: 'Northwest Territories', aliases: [] },
  { code: 'NS', name: 'Nova Scotia', aliases: [] },
  { code: 'NU', name: 'Nunavut', aliases: [] },
  { code: 'ON', name: 'Ontario', aliases: [] },
  { code: 'PE', name: 'Prince Edward Island', aliases: [] },
  { code: 'QC', name: 'Quebec', aliases: ['Québec', 'PQ'] },
  { code: 'SK', name: 'Saskatchewan', aliases: [] },
  { code: 'YT', name: 'Yukon', aliases: [] },
];
