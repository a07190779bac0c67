import { useId } from 'react';

export interface FieldIds {
  /** The control's id: the caller's, or a generated one. */
  controlId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** The control's `aria-describedby`: description, then error, then the caller's own ids. */
  describedBy: string | undefined;
}

/**
 * Ids that tie a control to its description and error message. An id is only referenced while its element
 * is rendered, so a screen reader never follows a reference to nothing.
 */
export function useFieldIds({
  id,
  hasDescription,
  hasError,
  describedBy,
}: {
  id?: string | undefined;
  hasDescription: boolean;
  hasError: boolean;
  describedBy?: string | undefined;
}): FieldIds {
  const generated = useId();
  const descriptionId = hasDescription ? `${generated}-description` : undefined;
  const errorId = hasError ? `${generated}-error` : undefined;
  const references = [descriptionId, errorId, describedBy].filter(Boolean).join(' ');
  return {
    controlId: id ?? `${generated}-control`,
    descriptionId,
    errorId,
    describedBy: references === '' ? undefined : references,
  };
}
