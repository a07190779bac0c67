// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'UY-AR', name: 'Artigas', aliases: [] },
  { code: 'UY-CA', name: 'Canelones', aliases: [] },
  { code: 'UY-CL', name: 'Cerro Largo', aliases: [] },
  { code: 'UY-CO', name: 'Colonia', aliases: [] },
  { code: 'UY-DU', name: 'Durazno', aliases: [] },
  { code: 'UY-FS', name: 'Flores', aliases: [] },
  { code: 'UY-FD', name: 'Florida', aliases: [] },
  { code: 'UY-LA', name: 'Lavalleja', aliases: [] },
  { code: 'UY-MA', name: 'Maldonado', aliases: [] },
  { code: 'UY-MO', name: 'Montevideo', aliases: [] },
  { code: 'UY-PA', name: 'Paysandú', aliases: [] },
  { code: 'UY-RN', name: 'Río Negro', aliases: [] },
  { code: 'UY-RV', name: 'Rivera', aliases: [] },
  { code: 'UY-RO', name: 'Rocha', aliases: [] },
  { code: 'UY-SA', name: 'Salto', aliases: [] },
  { code: 'UY-SJ', name: 'San José', aliases: [] },
  { code: 'UY-SO', name: 'Soriano', aliases: [] },
  { code: 'UY-TA', name: 'Tacuarembó', aliases: [] },
  { code: 'UY-TT', name: 'Treinta y Tres', aliases: [] },
];
