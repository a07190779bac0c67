// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AVE', name: 'Alta Verapaz', aliases: ['AV', 'GT-AV'] },
  { code: 'BVE', name: 'Baja Verapaz', aliases: ['BV', 'GT-BV'] },
  { code: 'CMT', name: 'Chimaltenango', aliases: ['CM', 'GT-CM'] },
  { code: 'CQM', name: 'Chiquimula', aliases: ['CQ', 'GT-CQ'] },
  { code: 'EPR', name: 'El Progreso', aliases: ['PR', 'GT-PR'] },
  { code: 'ESC', name: 'Escuintla', aliases: ['ES', 'GT-ES'] },
  { code: 'GUA', name: 'Guatemala', aliases: ['GU', 'GT-GU'] },
  { code: 'HUE', name: 'Huehuetenango', aliases: ['HU', 'GT-HU'] },
  { code: 'IZA', name: 'Izabal', aliases: ['IZ', 'GT-IZ'] },
  { code: 'JAL', name: 'Jalapa', aliases: ['JA', 'GT-JA'] },
  { code: 'JUT', name: 'Jutiapa', aliases: ['JU', 'GT-JU'] },
  { code: 'PET', name: 'Petén', aliases: ['PE', 'GT-PE'] },
  { code: 'QUE', name: 'Quetzaltenango', aliases: ['QZ', 'GT-QZ'] },
  { code: 'QUI', name: 'Quiché', aliases: ['QC', 'GT-QC'] },
  { code: 'RET', name: 'Retalhuleu', aliases: ['RE', 'GT-RE'] },
  { code: 'SAC', name: 'Sacatepéquez', aliases: ['SA', 'GT-SA'] },
  { code: 'SMA', name: 'San Marcos', aliases: ['SM', 'GT-SM'] },
  { code: 'SRO', name: 'Santa Rosa', aliases: ['SR', 'GT-SR'] },
  { code: 'SOL', name: 'Sololá', aliases: ['SO', 'GT-SO'] },
  { code: 'SUC', name: 'Suchitepéquez', aliases: ['SU', 'GT-SU'] },
  { code: 'TOT', name: 'Totonicapán', aliases: ['TO', 'GT-TO'] },
  { code: 'ZAC', name: 'Zacapa', aliases: ['ZA', 'GT-ZA'] },
];
