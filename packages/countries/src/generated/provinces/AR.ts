// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'B', name: 'Buenos Aires', aliases: [] },
  { code: 'K', name: 'Catamarca', aliases: [] },
  { code: 'H', name: 'Chaco', aliases: [] },
  { code: 'U', name: 'Chubut', aliases: [] },
  { code: 'C', name: 'Ciudad Autónoma de Buenos Aires', aliases: [] },
  { code: 'X', name: 'Córdoba', aliases: [] },
  { code: 'W', name: 'Corrientes', aliases: [] },
  { code: 'E', name: 'Entre Ríos', aliases: [] },
  { code: 'P', name: 'Formosa', aliases: [] },
  { code: 'Y', name: 'Jujuy', aliases: [] },
  { code: 'L', name: 'La Pampa', aliases: [] },
  { code: 'F', name: 'La Rioja', aliases: [] },
  { code: 'M', name: 'Mendoza', aliases: [] },
  { code: 'N', name: 'Misiones', aliases: [] },
  { code: 'Q', name: 'Neuquén', aliases: [] },
  { code: 'R', name: 'Río Negro', aliases: [] },
  { code: 'A', name: 'Salta', aliases: [] },
  { code: 'J', name: 'San Juan', aliases: [] },
  { code: 'D', name: 'San Luis', aliases: [] },
  { code: 'Z', name: 'Santa Cruz', aliases: [] },
  { code: 'S', name: 'Santa Fe', aliases: [] },
  { code: 'G', name: 'Santiago Del Estero', aliases: [] },
  { code: 'V', name: 'Tierra Del Fuego', aliases: [] },
  { code: 'T', name: 'Tucumán', aliases: [] },
];
