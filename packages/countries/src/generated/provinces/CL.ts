// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).
// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.

import type { Province } from '../../types.js';

export const provinces: readonly Province[] = [
  {
    code: 'AP',
    name: 'Arica and Parinacota',
    aliases: ['Arica y Parinacota', 'Región de Arica y Parinacota'],
  },
  { code: 'TA', name: 'Tarapacá', aliases: ['Región de Tarapacá'] },
  { code: 'AN', name: 'Antofagasta', aliases: ['Región de Antofagasta'] },
  { code: 'AT', name: 'Atacama', aliases: ['Región de Atacama'] },
  { code: 'CO', name: 'Coquimbo', aliases: ['Región de Coquimbo'] },
  { code: 'VS', name: 'Valparaíso', aliases: ['Región de Valparaíso'] },
  { code: 'RM', name: 'Santiago', aliases: ['Región Metropolitana', 'Región Metropolitana de Santiago'] },
  { code: 'LI', name: "O'Higgins", aliases: ["Región del Libertador General Bernardo O'Higgins"] },
  { code: 'ML', name: 'Maule', aliases: ['Región del Maule'] },
  { code: 'NB', name: 'Ñuble', aliases: ['Región de Ñuble'] },
  { code: 'BI', name: 'Biobío', aliases: ['Región del Biobío'] },
  { code: 'AR', name: 'Araucanía', aliases: ['Región de La Araucanía'] },
  { code: 'LR', name: 'Los Ríos', aliases: ['Región de Los Ríos'] },
  { code: 'LL', name: 'Los Lagos', aliases: ['Región de Los Lagos'] },
  { code: 'AI', name: 'Aysén', aliases: ['Región Aysén del General Carlos Ibáñez del Campo'] },
  {
    code: 'MA',
    name: 'Magallanes',
    aliases: [
      'Magallanes y la Antártica Chilena',
      'Magallanes and Chilean Antarctica',
      'Región de Magallanes y de la Antártica Chilena',
    ],
  },
];
