// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  {
    code: 'HK',
    name: 'Hong Kong Island',
    aliases: ['Hong Kong Province', 'Hong Kong', '香港', '香港島', 'HK-HK'],
  },
  { code: 'KL', name: 'Kowloon', aliases: ['九龍', 'HK-KL'] },
  { code: 'NT', name: 'New Territories', aliases: ['新界', 'HK-NT'] },
];
