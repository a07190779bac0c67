const focusableInside = [
  'input:checked:not(:disabled)',
  'input:not(:disabled, [type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'button:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Focuses the field with `fieldId`: the element itself when it takes focus (an input, a select's button),
 * otherwise the first control inside it (a radio group's chosen option, else its first one). Returns
 * whether something got focus.
 */
export function focusField(document: Document, fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  const control = target.matches(focusableInside)
    ? target
    : target.querySelector<HTMLElement>(focusableInside);
  if (!control) return false;
  control.focus();
  return document.activeElement === control;
}
