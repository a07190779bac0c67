// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'PE-AMA', name: 'Amazonas', aliases: [] },
  { code: 'PE-ANC', name: 'Áncash', aliases: ['Ancash'] },
  { code: 'PE-APU', name: 'Apurímac', aliases: ['Apurimac'] },
  { code: 'PE-ARE', name: 'Arequipa', aliases: [] },
  { code: 'PE-AYA', name: 'Ayacucho', aliases: [] },
  { code: 'PE-CAJ', name: 'Cajamarca', aliases: [] },
  { code: 'PE-CAL', name: 'Callao', aliases: [] },
  { code: 'PE-CUS', name: 'Cuzco', aliases: [] },
  { code: 'PE-HUV', name: 'Huancavelica', aliases: [] },
  { code: 'PE-HUC', name: 'Huánuco', aliases: ['Huanuco'] },
  { code: 'PE-ICA', name: 'Ica', aliases: [] },
  { code: 'PE-JUN', name: 'Junín', aliases: ['Junin'] },
  { code: 'PE-LAL', name: 'La Libertad', aliases: [] },
  { code: 'PE-LAM', name: 'Lambayeque', aliases: [] },
  { code: 'PE-LIM', name: 'Lima (departamento)', aliases: [] },
  { code: 'PE-LMA', name: 'Lima (provincia)', aliases: ['Provincia de Lima'] },
  { code: 'PE-LOR', name: 'Loreto', aliases: [] },
  { code: 'PE-MDD', name: 'Madre de Dios', aliases: [] },
  { code: 'PE-MOQ', name: 'Moquegua', aliases: [] },
  { code: 'PE-PAS', name: 'Pasco', aliases: [] },
  { code: 'PE-PIU', name: 'Piura', aliases: [] },
  { code: 'PE-PUN', name: 'Puno', aliases: [] },
  { code: 'PE-SAM', name: 'San Martín', aliases: ['San Martin'] },
  { code: 'PE-TAC', name: 'Tacna', aliases: [] },
  { code: 'PE-TUM', name: 'Tumbes', aliases: [] },
  { code: 'PE-UCA', name: 'Ucayali', aliases: [] },
];
