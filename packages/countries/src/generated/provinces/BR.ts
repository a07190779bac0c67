// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  { code: 'AC', name: 'Acre', aliases: [] },
  { code: 'AL', name: 'Alagoas', aliases: [] },
  { code: 'AP', name: 'Amapá', aliases: [] },
  { code: 'AM', name: 'Amazonas', aliases: [] },
  { code: 'BA', name: 'Bahia', aliases: [] },
  { code: 'CE', name: 'Ceará', aliases: [] },
  { code: 'DF', name: 'Distrito Federal', aliases: [] },
  { code: 'ES', name: 'Espírito Santo', aliases: [] },
  { code: 'GO', name: 'Goiás', aliases: [] },
  { code: 'MA', name: 'Maranhão', aliases: [] },
  { code: 'MT', name: 'Mato Grosso', aliases: [] },
  { code: 'MS', name: 'Mato Grosso do Sul', aliases: [] },
  { code: 'MG', name: 'Minas Gerais', aliases: [] },
  { code: 'PA', name: 'Pará', aliases: [] },
  { code: 'PB', name: 'Paraíba', aliases: [] },
  { code: 'PR', name: 'Paraná', aliases: [] },
  { code: 'PE', name: 'Pernambuco', aliases: [] },
  { code: 'PI', name: 'Piauí', aliases: [] },
  { code: 'RJ', name: 'Rio de Janeiro', aliases: [] },
  { code: 'RN', name: 'Rio Grande do Norte', aliases: [] },
  { code: 'RS', name: 'Rio Grande do Sul', aliases: [] },
  { code: 'RO', name: 'Rondônia', aliases: [] },
  { code: 'RR', name: 'Roraima', aliases: [] },
  { code: 'SC', name: 'Santa Catarina', aliases: [] },
  { code: 'SP', name: 'São Paulo', aliases: [] },
  { code: 'SE', name: 'Sergipe', aliases: [] },
  { code: 'TO', name: 'Tocantins', aliases: [] },
];
