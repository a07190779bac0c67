/**
 * What the server rendered a page with after a lookup it answered itself (the start page's form sent
 * before, or without, the page's script; server/src/http/portal-forms.ts): the start page's answer, on the
 * page of the flow it led to, the order found, on the issues page sent without a choice, why, and on the
 * items or shipments page sent before its script ran, what was ticked. The browser hydrates the page with
 * the same.
 */
import type { IssuesFormState, PicksFormState, StartFormState } from '@orderprotection/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { jsonScript } from '../app/jsonScript';
import type { CurrentOrder } from './OrderProvider';

/** The attribute of the JSON script with the order a page of the flow was rendered with. */
export const PAGE_ORDER_ATTRIBUTE = 'data-op-order';
/** The attribute of the JSON script with the start page's answer to its form. */
export const START_FORM_ATTRIBUTE = 'data-op-start-form';
/** The attribute of the JSON script with the issues page's answer to its form. */
export const ISSUES_FORM_ATTRIBUTE = 'data-op-issues-form';
/** The attribute of the JSON script with what the items or shipments page's form ticked. */
export const PICKS_FORM_ATTRIBUTE = 'data-op-picks-form';

/** A page's answer to its form, shown once: the page opened again later starts empty. */
export interface PageFormAnswer<State> {
  readonly state: State;
  shown: boolean;
}
export type PageStartForm = PageFormAnswer<StartFormState>;
export type PageIssuesForm = PageFormAnswer<IssuesFormState>;
export type PagePicksForm = PageFormAnswer<PicksFormState>;

const StartFormContext = createContext<PageStartForm | undefined>(undefined);
const IssuesFormContext = createContext<PageIssuesForm | undefined>(undefined);
const PicksFormContext = createContext<PagePicksForm | undefined>(undefined);

export function StartFormProvider({
  startForm,
  children,
}: {
  startForm: PageStartForm | undefined;
  children: ReactNode;
}) {
  return <StartFormContext.Provider value={startForm}>{children}</StartFormContext.Provider>;
}

export function IssuesFormProvider({
  issuesForm,
  children,
}: {
  issuesForm: PageIssuesForm | undefined;
  children: ReactNode;
}) {
  return <IssuesFormContext.Provider value={issuesForm}>{children}</IssuesFormContext.Provider>;
}

export function PicksFormProvider({
  picksForm,
  children,
}: {
  picksForm: PagePicksForm | undefined;
  children: ReactNode;
}) {
  return <PicksFormContext.Provider value={picksForm}>{children}</PicksFormContext.Provider>;
}

function unshown<State>(answer: PageFormAnswer<State> | undefined): PageFormAnswer<State> | undefined {
  return answer?.shown === false ? answer : undefined;
}

/** The answer the start page was rendered with, until the page has shown it. */
export function usePageStartForm(): PageStartForm | undefined {
  return unshown(useContext(StartFormContext));
}

/** The answer the issues page was rendered with, until the page has shown it. */
export function usePageIssuesForm(): PageIssuesForm | undefined {
  return unshown(useContext(IssuesFormContext));
}

/** What the items or shipments page's form ticked, as the page was rendered with it, until it has shown it. */
export function usePagePicksForm(): PagePicksForm | undefined {
  return unshown(useContext(PicksFormContext));
}

/** Not parsed again here: the server parsed each with the domain's schemas before writing it. */
export function readPageOrder(document: Document): CurrentOrder | undefined {
  return jsonScript(document, PAGE_ORDER_ATTRIBUTE) as CurrentOrder | undefined;
}

function readPageForm<State>(document: Document, attribute: string): PageFormAnswer<State> | undefined {
  const state = jsonScript(document, attribute) as State | undefined;
  return state === undefined ? undefined : { state, shown: false };
}

export function readStartForm(document: Document): PageStartForm | undefined {
  return readPageForm<StartFormState>(document, START_FORM_ATTRIBUTE);
}

export function readIssuesForm(document: Document): PageIssuesForm | undefined {
  return readPageForm<IssuesFormState>(document, ISSUES_FORM_ATTRIBUTE);
}

export function readPicksForm(document: Document): PagePicksForm | undefined {
  return readPageForm<PicksFormState>(document, PICKS_FORM_ATTRIBUTE);
}
