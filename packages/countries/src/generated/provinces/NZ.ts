// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AUK', name: 'Auckland', aliases: ['Auckland Region'] },
  { code: 'BOP', name: 'Bay of Plenty', aliases: ['Bay of Plenty Region'] },
  { code: 'CAN', name: 'Canterbury', aliases: ['Canterbury Region'] },
  { code: 'CIT', name: 'Chatham Islands', aliases: ['Chatham Islands Territory'] },
  { code: 'GIS', name: 'Gisborne', aliases: ['Gisborne Region'] },
  { code: 'HKB', name: "Hawke's Bay", aliases: ["Hawke's Bay Region"] },
  { code: 'MWT', name: 'Manawatu-Wanganui', aliases: ['Manawatu-Whanganui Region'] },
  { code: 'MBH', name: 'Marlborough', aliases: ['Marlborough Region'] },
  { code: 'NSN', name: 'Nelson', aliases: ['Nelson Region'] },
  { code: 'NTL', name: 'Northland', aliases: ['Northland Region'] },
  { code: 'OTA', name: 'Otago', aliases: ['Otago Region'] },
  { code: 'STL', name: 'Southland', aliases: ['Southland Region'] },
  { code: 'TKI', name: 'Taranaki', aliases: ['Taranaki Region'] },
  { code: 'TAS', name: 'Tasman', aliases: ['Tasman Region'] },
  { code: 'WKO', name: 'Waikato', aliases: ['Waikato Region'] },
  { code: 'WGN', name: 'Wellington', aliases: ['Wellington Region'] },
  { code: 'WTC', name: 'West Coast', aliases: ['West Coast Region'] },
];
