// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'PT-20', name: 'Açores', aliases: [] },
  { code: 'PT-01', name: 'Aveiro', aliases: [] },
  { code: 'PT-02', name: 'Beja', aliases: [] },
  { code: 'PT-03', name: 'Braga', aliases: [] },
  { code: 'PT-04', name: 'Bragança', aliases: [] },
  { code: 'PT-05', name: 'Castelo Branco', aliases: [] },
  { code: 'PT-06', name: 'Coimbra', aliases: [] },
  { code: 'PT-07', name: 'Évora', aliases: [] },
  { code: 'PT-08', name: 'Faro', aliases: [] },
  { code: 'PT-09', name: 'Guarda', aliases: [] },
  { code: 'PT-10', name: 'Leiria', aliases: [] },
  { code: 'PT-11', name: 'Lisboa', aliases: [] },
  { code: 'PT-30', name: 'Madeira', aliases: [] },
  { code: 'PT-12', name: 'Portalegre', aliases: [] },
  { code: 'PT-13', name: 'Porto', aliases: [] },
  { code: 'PT-14', name: 'Santarém', aliases: [] },
  { code: 'PT-15', name: 'Setúbal', aliases: [] },
  { code: 'PT-16', name: 'Viana do Castelo', aliases: [] },
  { code: 'PT-17', name: 'Vila Real', aliases: [] },
  { code: 'PT-18', name: 'Viseu', aliases: [] },
];
