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

/**
 * The same for a choice (the radios inside `group`, such as a ChoiceCardGroup's): `choose` is given the
 * value of the radio chosen before the page hydrated, if any. `choose` must keep its identity (a state
 * setter, or a callback without dependencies), so this runs once.
 */
export function useChoiceMadeBeforeHydration(
  group: RefObject<HTMLElement | null>,
  choose: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const radios = Array.from(group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []);
    // React sets `defaultChecked` to what it renders: a radio checked otherwise was chosen before it ran.
    const chosen = radios.find((radio) => radio.checked && !radio.defaultChecked);
    if (chosen !== undefined) choose(chosen.value);
  }, [group, choose]);
}
