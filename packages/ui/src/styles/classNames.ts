/** Joins class names, skipping the empty ones: `classNames(recipe(…), props.className)`. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
