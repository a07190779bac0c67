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
    const chosen = changedBeforeHydration(group.current, 'radio').find((radio) => radio.checked);
    if (chosen !== undefined) choose(chosen.value);
  }, [group, choose]);
}

/**
 * The same for the checkboxes inside `group`: `tick` is given the value of each one ticked or unticked
 * before the page hydrated, and whether it is ticked now. `tick` must keep its identity, so this runs once.
 */
export function useTicksMadeBeforeHydration(
  group: RefObject<HTMLElement | null>,
  tick: (value: string, ticked: boolean) => void,
): void {
  useLayoutEffect(() => {
    for (const box of changedBeforeHydration(group.current, 'checkbox')) tick(box.value, box.checked);
  }, [group, tick]);
}

/** The radios or checkboxes inside `group` that were ticked or unticked before the page hydrated. */
function changedBeforeHydration(group: HTMLElement | null, type: 'radio' | 'checkbox'): HTMLInputElement[] {
  const inputs = Array.from(group?.querySelectorAll<HTMLInputElement>(`input[type="${type}"]`) ?? []);
  // React sets `defaultChecked` to what it renders: an input checked otherwise was changed before it ran.
  return inputs.filter((input) => input.checked !== input.defaultChecked);
}
