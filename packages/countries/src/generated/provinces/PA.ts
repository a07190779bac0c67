// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'PA-1', name: 'Bocas del Toro', aliases: [] },
  { code: 'PA-4', name: 'Chiriquí', aliases: [] },
  { code: 'PA-2', name: 'Coclé', aliases: [] },
  { code: 'PA-3', name: 'Colón', aliases: [] },
  { code: 'PA-5', name: 'Darién', aliases: [] },
  { code: 'PA-EM', name: 'Emberá', aliases: [] },
  { code: 'PA-6', name: 'Herrera', aliases: [] },
  { code: 'PA-KY', name: 'Kuna Yala', aliases: [] },
  { code: 'PA-7', name: 'Los Santos', aliases: [] },
  { code: 'PA-NB', name: 'Ngöbe-Buglé', aliases: [] },
  { code: 'PA-8', name: 'Panamá', aliases: [] },
  { code: 'PA-10', name: 'Panamá Oeste', aliases: [] },
  { code: 'PA-9', name: 'Veraguas', aliases: [] },
];
