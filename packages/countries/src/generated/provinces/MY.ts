// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'JHR', name: 'Johor', aliases: ['01', 'MY-01'] },
  { code: 'KDH', name: 'Kedah', aliases: ['02', 'MY-02'] },
  { code: 'KTN', name: 'Kelantan', aliases: ['03', 'MY-03'] },
  { code: 'KUL', name: 'Kuala Lumpur', aliases: ['14', 'MY-14'] },
  { code: 'LBN', name: 'Labuan', aliases: ['15', 'MY-15'] },
  { code: 'MLK', name: 'Melaka', aliases: ['04', 'MY-04'] },
  { code: 'NSN', name: 'Negeri Sembilan', aliases: ['05', 'MY-05'] },
  { code: 'PHG', name: 'Pahang', aliases: ['06', 'MY-06'] },
  { code: 'PNG', name: 'Penang', aliases: ['Pulau Pinang', '07', 'MY-07'] },
  { code: 'PRK', name: 'Perak', aliases: ['08', 'MY-08'] },
  { code: 'PLS', name: 'Perlis', aliases: ['09', 'MY-09'] },
  { code: 'PJY', name: 'Putrajaya', aliases: ['16', 'MY-16'] },
  { code: 'SBH', name: 'Sabah', aliases: ['12', 'MY-12'] },
  { code: 'SWK', name: 'Sarawak', aliases: ['13', 'MY-13'] },
  { code: 'SGR', name: 'Selangor', aliases: ['10', 'MY-10'] },
  { code: 'TRG', name: 'Terengganu', aliases: ['11', 'MY-11'] },
];
