/**
 * A field the server rendered shows before the page's script runs, and a shopper (or the browser's
 * autofill) may fill it in then. React hydrates a controlled field without touching what it holds, but the
 * state it was rendered with is still the server's, and the next render would write that back over it: the
 * state takes what the field holds once the page has hydrated.
 */
import { type RefObject, useLayoutEffect } from 'react';

export function useValueTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  setValue: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const element = field.current;
    // React sets `defaultValue` to the value it renders: anything else was typed before it ran.
    if (element !== null && element.value !== element.defaultValue) setValue(element.value);
  }, [field, setValue]);
}

/** The same for a group of radio buttons (`group` holds them): the state takes the one chosen before. */
export function useChoiceMadeBeforeHydration(
  group: RefObject<HTMLElement | null>,
  setValue: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    // React sets `defaultChecked` to what it renders: a radio checked otherwise was chosen before it ran.
    if (chosen != null && !chosen.defaultChecked) setValue(chosen.value);
  }, [group, setValue]);
}
