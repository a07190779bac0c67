// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'SU', name: '6th of October', aliases: ['As Sādis min Uktūbar'] },
  { code: 'SHR', name: 'Al Sharqia', aliases: ['Ash Sharqīyah'] },
  { code: 'ALX', name: 'Alexandria', aliases: ['Al Iskandarīyah'] },
  { code: 'ASN', name: 'Aswan', aliases: ['Aswān'] },
  { code: 'AST', name: 'Asyut', aliases: ['Asyūţ'] },
  { code: 'BH', name: 'Beheira', aliases: ['Al Buḩayrah'] },
  { code: 'BNS', name: 'Beni Suef', aliases: ['Banī Suwayf'] },
  { code: 'C', name: 'Cairo', aliases: ['Al Qāhirah'] },
  { code: 'DK', name: 'Dakahlia', aliases: ['Ad Daqahlīyah'] },
  { code: 'DT', name: 'Damietta', aliases: ['Dumyāţ'] },
  { code: 'FYM', name: 'Faiyum', aliases: ['Al Fayyūm'] },
  { code: 'GH', name: 'Gharbia', aliases: ['Al Gharbīyah'] },
  { code: 'GZ', name: 'Giza', aliases: ['Al Jīzah'] },
  { code: 'HU', name: 'Helwan', aliases: ['Ḩulwān'] },
  { code: 'IS', name: 'Ismailia', aliases: ['Al Ismāٰīlīyah'] },
  { code: 'KFS', name: 'Kafr el-Sheikh', aliases: ['Kafr ash Shaykh'] },
  { code: 'LX', name: 'Luxor', aliases: ['Al Uqşur'] },
  { code: 'MT', name: 'Matrouh', aliases: ['Maţrūḩ'] },
  { code: 'MN', name: 'Minya', aliases: ['Al Minyā'] },
  { code: 'MNF', name: 'Monufia', aliases: ['Al Minūfīyah'] },
  { code: 'WAD', name: 'New Valley', aliases: ['Al Wādī al Jadīd'] },
  { code: 'SIN', name: 'North Sinai', aliases: ['Shamāl Sīnā'] },
  { code: 'PTS', name: 'Port Said', aliases: ['Būr Saٰīd'] },
  { code: 'KB', name: 'Qalyubia', aliases: ['Al Qalyūbīyah'] },
  { code: 'KN', name: 'Qena', aliases: ['Qinā'] },
  { code: 'BA', name: 'Red Sea', aliases: ['Al Baḩr al Aḩmar'] },
  { code: 'SHG', name: 'Sohag', aliases: ['Sūhāj'] },
  { code: 'JS', name: 'South Sinai', aliases: ['Janūb Sīnā'] },
  { code: 'SUZ', name: 'Suez', aliases: ['As Suways'] },
];
