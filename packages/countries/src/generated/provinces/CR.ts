// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'CR-A', name: 'Alajuela', aliases: [] },
  { code: 'CR-C', name: 'Cartago', aliases: [] },
  { code: 'CR-G', name: 'Guanacaste', aliases: [] },
  { code: 'CR-H', name: 'Heredia', aliases: [] },
  { code: 'CR-L', name: 'Limón', aliases: [] },
  { code: 'CR-P', name: 'Puntarenas', aliases: [] },
  { code: 'CR-SJ', name: 'San José', aliases: [] },
];
