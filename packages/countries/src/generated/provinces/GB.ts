// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'BFP', name: 'British Forces', aliases: [] },
  { code: 'ENG', name: 'England', aliases: [] },
  { code: 'NIR', name: 'Northern Ireland', aliases: [] },
  { code: 'SCT', name: 'Scotland', aliases: [] },
  { code: 'WLS', name: 'Wales', aliases: [] },
];
