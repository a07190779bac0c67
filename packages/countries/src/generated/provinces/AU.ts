// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'ACT', name: 'Australian Capital Territory', aliases: [] },
  { code: 'NSW', name: 'New South Wales', aliases: [] },
  { code: 'NT', name: 'Northern Territory', aliases: [] },
  { code: 'QLD', name: 'Queensland', aliases: [] },
  { code: 'SA', name: 'South Australia', aliases: [] },
  { code: 'TAS', name: 'Tasmania', aliases: [] },
  { code: 'VIC', name: 'Victoria', aliases: [] },
  { code: 'WA', name: 'Western Australia', aliases: [] },
];
