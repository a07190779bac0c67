/**
 * What the server rendered a page with after a lookup it answered itself (the start page's form sent
 * before, or without, the page's script; server/src/http/portal-forms.ts): the start page's answer, and
 * on the page of the flow it led to, the order found. The browser hydrates the page with the same.
 */
import type { StartFormState } from '@orderprotection/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { jsonScript } from '../app/jsonScript';
import type { CurrentOrder } from './OrderProvider';

/** The attribute of the JSON script with the order a page of the flow was rendered with. */
export const PAGE_ORDER_ATTRIBUTE = 'data-op-order';
/** The attribute of the JSON script with the start page's answer to its form. */
export const START_FORM_ATTRIBUTE = 'data-op-start-form';

/** Shown once: the start page opened again later starts empty. */
export interface PageStartForm {
  readonly state: StartFormState;
  shown: boolean;
}

const StartFormContext = createContext<PageStartForm | undefined>(undefined);

export function StartFormProvider({
  startForm,
  children,
}: {
  startForm: PageStartForm | undefined;
  children: ReactNode;
}) {
  return <StartFormContext.Provider value={startForm}>{children}</StartFormContext.Provider>;
}

/** The answer the start page was rendered with, until the page has shown it. */
export function usePageStartForm(): PageStartForm | undefined {
  const startForm = useContext(StartFormContext);
  return startForm?.shown === false ? startForm : undefined;
}

/** Not parsed again here: the server parsed both with the domain's schemas before writing them. */
export function readPageOrder(document: Document): CurrentOrder | undefined {
  return jsonScript(document, PAGE_ORDER_ATTRIBUTE) as CurrentOrder | undefined;
}

export function readStartForm(document: Document): PageStartForm | undefined {
  const state = jsonScript(document, START_FORM_ATTRIBUTE) as StartFormState | undefined;
  return state === undefined ? undefined : { state, shown: false };
}
