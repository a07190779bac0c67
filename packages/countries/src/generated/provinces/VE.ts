// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'VE-Z', name: 'Amazonas', aliases: [] },
  { code: 'VE-B', name: 'Anzoátegui', aliases: [] },
  { code: 'VE-C', name: 'Apure', aliases: [] },
  { code: 'VE-D', name: 'Aragua', aliases: [] },
  { code: 'VE-E', name: 'Barinas', aliases: [] },
  { code: 'VE-F', name: 'Bolívar', aliases: [] },
  { code: 'VE-G', name: 'Carabobo', aliases: [] },
  { code: 'VE-H', name: 'Cojedes', aliases: [] },
  { code: 'VE-Y', name: 'Delta Amacuro', aliases: [] },
  { code: 'VE-W', name: 'Dependencias Federales', aliases: [] },
  { code: 'VE-A', name: 'Distrito Capital', aliases: [] },
  { code: 'VE-I', name: 'Falcón', aliases: [] },
  { code: 'VE-J', name: 'Guárico', aliases: [] },
  { code: 'VE-X', name: 'La Guaira', aliases: [] },
  { code: 'VE-K', name: 'Lara', aliases: [] },
  { code: 'VE-L', name: 'Mérida', aliases: [] },
  { code: 'VE-M', name: 'Miranda', aliases: [] },
  { code: 'VE-N', name: 'Monagas', aliases: [] },
  { code: 'VE-O', name: 'Nueva Esparta', aliases: [] },
  { code: 'VE-P', name: 'Portuguesa', aliases: [] },
  { code: 'VE-R', name: 'Sucre', aliases: [] },
  { code: 'VE-S', name: 'Táchira', aliases: [] },
  { code: 'VE-T', name: 'Trujillo', aliases: [] },
  { code: 'VE-U', name: 'Yaracuy', aliases: [] },
  { code: 'VE-V', name: 'Zulia', aliases: [] },
];
