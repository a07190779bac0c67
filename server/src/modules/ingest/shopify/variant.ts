/**
 * Colour and size for display, from a line's variant title such as "Red / Large". An order line carries
 * its options' values but not their names, so a value is only taken when it is plainly a colour or a size;
 * "350 ml / Vanilla" gives neither, which is better than a flavour shown as a colour.
 */

const SIZE = /^(?:XXS|XS|S|M|L|XL|XXL|XXXL|[2-6]XL|small|medium|large|extra[ -]large|one size)$/i;

const COLOURS = new Set([
  'beige',
  'black',
  'blue',
  'brown',
  'burgundy',
  'charcoal',
  'cream',
  'gold',
  'gray',
  'green',
  'grey',
  'ivory',
  'khaki',
  'maroon',
  'navy',
  'olive',
  'orange',
  'pink',
  'purple',
  'red',
  'silver',
  'tan',
  'teal',
  'turquoise',
  'white',
  'yellow',
]);

export interface VariantDisplay {
  color?: string;
  size?: string;
  /** Whether colour and size say all the title does (or there is no title): then no option is lost. */
  complete: boolean;
}

/** One value of the title that is a colour, and one that is a size; two candidates are as good as none. */
export function variantDisplay(variantTitle: string | null | undefined): VariantDisplay {
  const values = (variantTitle ?? '')
    .split('/')
    .map((value) => value.trim())
    .filter(Boolean);
  const colours = values.filter((value) => COLOURS.has(value.toLowerCase()));
  const sizes = values.filter((value) => SIZE.test(value));
  const color = colours.length === 1 ? colours[0] : undefined;
  const size = sizes.length === 1 ? sizes[0] : undefined;
  const taken = (color === undefined ? 0 : 1) + (size === undefined ? 0 : 1);
  return {
    ...(color === undefined ? {} : { color }),
    ...(size === undefined ? {} : { size }),
    complete: taken === values.length,
  };
}
