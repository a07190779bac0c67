/**
 * Structural equality for the JSON-like values a draft and its session metadata are made of. Key order
 * is irrelevant, and a field holding null or undefined equals a missing field: the schemas make those
 * fields nullish, so all three mean "not given", and JSON drops undefined on the way to the server anyway.
 */
export function isStructurallyEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((element, index) => isStructurallyEqual(element, right[index]))
    );
  }
  if (!isObject(left) || !isObject(right)) return false;
  const leftKeys = givenKeys(left);
  return (
    leftKeys.length === givenKeys(right).length &&
    leftKeys.every((key) => isStructurallyEqual(left[key], right[key]))
  );
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

function givenKeys(value: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined && value[key] !== null);
}
