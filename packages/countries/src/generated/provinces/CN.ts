// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AH', name: 'Anhui', aliases: ['安徽'] },
  { code: 'BJ', name: 'Beijing', aliases: ['北京'] },
  { code: 'CQ', name: 'Chongqing', aliases: ['重庆'] },
  { code: 'FJ', name: 'Fujian', aliases: ['福建'] },
  { code: 'GS', name: 'Gansu', aliases: ['甘肃'] },
  { code: 'GD', name: 'Guangdong', aliases: ['广东'] },
  { code: 'GX', name: 'Guangxi', aliases: ['广西'] },
  { code: 'GZ', name: 'Guizhou', aliases: ['贵州'] },
  { code: 'HI', name: 'Hainan', aliases: ['海南'] },
  { code: 'HE', name: 'Hebei', aliases: ['河北'] },
  { code: 'HL', name: 'Heilongjiang', aliases: ['黑龙江'] },
  { code: 'HA', name: 'Henan', aliases: ['河南'] },
  { code: 'HB', name: 'Hubei', aliases: ['湖北'] },
  { code: 'HN', name: 'Hunan', aliases: ['湖南'] },
  { code: 'NM', name: 'Inner Mongolia', aliases: ['内蒙古', 'Nei Mongol'] },
  { code: 'JS', name: 'Jiangsu', aliases: ['江苏'] },
  { code: 'JX', name: 'Jiangxi', aliases: ['江西'] },
  { code: 'JL', name: 'Jilin', aliases: ['吉林'] },
  { code: 'LN', name: 'Liaoning', aliases: ['辽宁'] },
  { code: 'NX', name: 'Ningxia', aliases: ['宁夏'] },
  { code: 'QH', name: 'Qinghai', aliases: ['青海'] },
  { code: 'SN', name: 'Shaanxi', aliases: ['陕西'] },
  { code: 'SD', name: 'Shandong', aliases: ['山东'] },
  { code: 'SH', name: 'Shanghai', aliases: ['上海'] },
  { code: 'SX', name: 'Shanxi', aliases: ['山西'] },
  { code: 'SC', name: 'Sichuan', aliases: ['四川'] },
  { code: 'TJ', name: 'Tianjin', aliases: ['天津'] },
  { code: 'XJ', name: 'Xinjiang', aliases: ['新疆'] },
  { code: 'YZ', name: 'Xizang', aliases: ['西藏', 'Tibet', 'XZ', 'CN-XZ'] },
  { code: 'YN', name: 'Yunnan', aliases: ['云南'] },
  { code: 'ZJ', name: 'Zhejiang', aliases: ['浙江'] },
];
