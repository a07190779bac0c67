// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  {
    code: 'CW',
    name: 'Carlow',
    aliases: ['Ceatharlach', 'Contae Cheatharlach', 'County Carlow', 'Co. Carlow'],
  },
  { code: 'CN', name: 'Cavan', aliases: ['An Cabhán', 'Contae an Chabháin', 'County Cavan', 'Co. Cavan'] },
  { code: 'CE', name: 'Clare', aliases: ['An Clár', 'Contae an Chláir', 'County Clare', 'Co. Clare'] },
  { code: 'CO', name: 'Cork', aliases: ['Corcaigh', 'Contae Chorcaí', 'County Cork', 'Co. Cork'] },
  {
    code: 'DL',
    name: 'Donegal',
    aliases: ['Dún na nGall', 'Contae Dhún na nGall', 'County Donegal', 'Co. Donegal'],
  },
  { code: 'D', name: 'Dublin', aliases: ['Baile Átha Cliath', 'County Dublin', 'Co. Dublin'] },
  { code: 'G', name: 'Galway', aliases: ['Gaillimh', 'Contae na Gaillimhe', 'County Galway', 'Co. Galway'] },
  { code: 'KY', name: 'Kerry', aliases: ['Ciarraí', 'Contae Chiarraí', 'County Kerry', 'Co. Kerry'] },
  {
    code: 'KE',
    name: 'Kildare',
    aliases: ['Cill Dara', 'Contae Chill Dara', 'County Kildare', 'Co. Kildare'],
  },
  {
    code: 'KK',
    name: 'Kilkenny',
    aliases: ['Cill Chainnigh', 'Contae Chill Chainnigh', 'County Kilkenny', 'Co. Kilkenny'],
  },
  { code: 'LS', name: 'Laois', aliases: ['Contae Laoise', 'County Laois', 'Co. Laois'] },
  { code: 'LM', name: 'Leitrim', aliases: ['Liatroim', 'Contae Liatroma', 'County Leitrim', 'Co. Leitrim'] },
  {
    code: 'LK',
    name: 'Limerick',
    aliases: ['Luimneach', 'Contae Luimnigh', 'County Limerick', 'Co. Limerick'],
  },
  {
    code: 'LD',
    name: 'Longford',
    aliases: ['An Longfort', 'Contae an Longfoirt', 'County Longford', 'Co. Longford'],
  },
  { code: 'LH', name: 'Louth', aliases: ['Lú', 'Contae Lú', 'County Louth', 'Co. Louth'] },
  { code: 'MO', name: 'Mayo', aliases: ['Maigh Eo', 'Contae Mhaigh Eo', 'County Mayo', 'Co. Mayo'] },
  { code: 'MH', name: 'Meath', aliases: ['An Mhí', 'Contae na Mí', 'County Meath', 'Co. Meath'] },
  {
    code: 'MN',
    name: 'Monaghan',
    aliases: ['Muineachán', 'Contae Mhuineacháin', 'County Monaghan', 'Co. Monaghan'],
  },
  {
    code: 'OY',
    name: 'Offaly',
    aliases: ['Uíbh Fhailí', 'Contae Uíbh Fhailí', 'County Offaly', 'Co. Offaly'],
  },
  {
    code: 'RN',
    name: 'Roscommon',
    aliases: ['Ros Comáin', 'Contae Ros Comáin', 'County Roscommon', 'Co. Roscommon'],
  },
  { code: 'SO', name: 'Sligo', aliases: ['Sligeach', 'Contae Shligigh', 'County Sligo', 'Co. Sligo'] },
  {
    code: 'TA',
    name: 'Tipperary',
    aliases: ['Tiobraid Árann', 'Contae Thiobraid Árann', 'County Tipperary', 'Co. Tipperary'],
  },
  {
    code: 'WD',
    name: 'Waterford',
    aliases: ['Port Láirge', 'Contae Phort Láirge', 'County Waterford', 'Co. Waterford'],
  },
  {
    code: 'WH',
    name: 'Westmeath',
    aliases: ['An Iarmhí', 'Contae na hIarmhí', 'County Westmeath', 'Co. Westmeath'],
  },
  {
    code: 'WX',
    name: 'Wexford',
    aliases: ['Loch Garman', 'Contae Loch Garman', 'County Wexford', 'Co. Wexford'],
  },
  {
    code: 'WW',
    name: 'Wicklow',
    aliases: ['Cill Mhantáin', 'Contae Chill Mhantáin', 'County Wicklow', 'Co. Wicklow'],
  },
];
