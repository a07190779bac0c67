// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AZ', name: 'Abu Dhabi', aliases: ['أبو ظبي'] },
  { code: 'AJ', name: 'Ajman', aliases: ['عجمان'] },
  { code: 'DU', name: 'Dubai', aliases: ['دبي'] },
  { code: 'FU', name: 'Fujairah', aliases: ['الفجيرة'] },
  { code: 'RK', name: 'Ras al-Khaimah', aliases: ['رأس الخيمة'] },
  { code: 'SH', name: 'Sharjah', aliases: ['الشارقة'] },
  { code: 'UQ', name: 'Umm al-Quwain', aliases: ['أم القيوين'] },
];
