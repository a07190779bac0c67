// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'SV-AH', name: 'Ahuachapán', aliases: [] },
  { code: 'SV-CA', name: 'Cabañas', aliases: [] },
  { code: 'SV-CH', name: 'Chalatenango', aliases: [] },
  { code: 'SV-CU', name: 'Cuscatlán', aliases: [] },
  { code: 'SV-LI', name: 'La Libertad', aliases: [] },
  { code: 'SV-PA', name: 'La Paz', aliases: [] },
  { code: 'SV-UN', name: 'La Unión', aliases: [] },
  { code: 'SV-MO', name: 'Morazán', aliases: [] },
  { code: 'SV-SM', name: 'San Miguel', aliases: [] },
  { code: 'SV-SS', name: 'San Salvador', aliases: [] },
  { code: 'SV-SV', name: 'San Vicente', aliases: [] },
  { code: 'SV-SA', name: 'Santa Ana', aliases: [] },
  { code: 'SV-SO', name: 'Sonsonate', aliases: [] },
  { code: 'SV-US', name: 'Usulután', aliases: [] },
];
