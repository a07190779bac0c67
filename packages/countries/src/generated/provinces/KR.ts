// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'KR-26', name: 'Busan', aliases: ['부산광역시'] },
  { code: 'KR-43', name: 'Chungbuk', aliases: ['충청북도'] },
  { code: 'KR-44', name: 'Chungnam', aliases: ['충청남도'] },
  { code: 'KR-27', name: 'Daegu', aliases: ['대구광역시'] },
  { code: 'KR-30', name: 'Daejeon', aliases: ['대전광역시'] },
  { code: 'KR-42', name: 'Gangwon', aliases: ['강원도'] },
  { code: 'KR-29', name: 'Gwangju', aliases: ['광주광역시'] },
  { code: 'KR-47', name: 'Gyeongbuk', aliases: ['경상북도'] },
  { code: 'KR-41', name: 'Gyeonggi', aliases: ['경기도'] },
  { code: 'KR-48', name: 'Gyeongnam', aliases: ['경상남도'] },
  { code: 'KR-28', name: 'Incheon', aliases: ['인천광역시'] },
  { code: 'KR-49', name: 'Jeju', aliases: ['제주특별자치도'] },
  { code: 'KR-45', name: 'Jeonbuk', aliases: ['전라북도'] },
  { code: 'KR-46', name: 'Jeonnam', aliases: ['전라남도'] },
  { code: 'KR-50', name: 'Sejong', aliases: ['세종특별자치시'] },
  { code: 'KR-11', name: 'Seoul', aliases: ['서울특별시', '서울'] },
  { code: 'KR-31', name: 'Ulsan', aliases: ['울산광역시'] },
];
