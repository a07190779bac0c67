import type { ReactNode } from 'react';
import { ButtonLink } from '../app/links';
import { actions } from './page.css';

const copy = { back: 'Back' };

export interface StepActionsProps {
  /** Where Back goes; no Back link without it. */
  backTo?: string;
  /** The main action, usually the submit button "Continue". */
  children?: ReactNode;
}

/** The step's way back and its main action, the main action last (and first on phones). */
export function StepActions({ backTo, children }: StepActionsProps) {
  return (
    <div className={actions}>
      {backTo === undefined ? null : (
        <ButtonLink to={backTo} variant="secondary">
          {copy.back}
        </ButtonLink>
      )}
      {children}
    </div>
  );
}
