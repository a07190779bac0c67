// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AGS', name: 'Aguascalientes', aliases: ['AGU', 'MX-AGU'] },
  { code: 'BC', name: 'Baja California', aliases: ['BCN', 'MX-BCN'] },
  { code: 'BCS', name: 'Baja California Sur', aliases: [] },
  { code: 'CAMP', name: 'Campeche', aliases: ['CAM', 'MX-CAM'] },
  { code: 'CHIS', name: 'Chiapas', aliases: ['CHP', 'MX-CHP'] },
  { code: 'CHIH', name: 'Chihuahua', aliases: ['CHH', 'MX-CHH'] },
  { code: 'DF', name: 'Ciudad de México', aliases: ['CDMX', 'CMX', 'MX-CMX'] },
  { code: 'COAH', name: 'Coahuila', aliases: ['Coahuila de Zaragoza', 'COA', 'MX-COA'] },
  { code: 'COL', name: 'Colima', aliases: [] },
  { code: 'DGO', name: 'Durango', aliases: ['DUR', 'MX-DUR'] },
  { code: 'GTO', name: 'Guanajuato', aliases: ['GUA', 'MX-GUA'] },
  { code: 'GRO', name: 'Guerrero', aliases: [] },
  { code: 'HGO', name: 'Hidalgo', aliases: ['HID', 'MX-HID'] },
  { code: 'JAL', name: 'Jalisco', aliases: ['Jal.'] },
  { code: 'MEX', name: 'México', aliases: [] },
  { code: 'MICH', name: 'Michoacán', aliases: ['MIC', 'MX-MIC'] },
  { code: 'MOR', name: 'Morelos', aliases: [] },
  { code: 'NAY', name: 'Nayarit', aliases: [] },
  { code: 'NL', name: 'Nuevo León', aliases: ['NLE', 'MX-NLE'] },
  { code: 'OAX', name: 'Oaxaca', aliases: [] },
  { code: 'PUE', name: 'Puebla', aliases: [] },
  { code: 'QRO', name: 'Querétaro', aliases: ['QUE', 'MX-QUE'] },
  { code: 'Q ROO', name: 'Quintana Roo', aliases: ['ROO', 'MX-ROO'] },
  { code: 'SLP', name: 'San Luis Potosí', aliases: [] },
  { code: 'SIN', name: 'Sinaloa', aliases: [] },
  { code: 'SON', name: 'Sonora', aliases: [] },
  { code: 'TAB', name: 'Tabasco', aliases: [] },
  { code: 'TAMPS', name: 'Tamaulipas', aliases: ['TAM', 'MX-TAM'] },
  { code: 'TLAX', name: 'Tlaxcala', aliases: ['TLA', 'MX-TLA'] },
  { code: 'VER', name: 'Veracruz', aliases: [] },
  { code: 'YUC', name: 'Yucatán', aliases: [] },
  { code: 'ZAC', name: 'Zacatecas', aliases: [] },
];
