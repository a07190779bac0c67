/**
 * A queue row's checkbox, drawn as the elements Radix Themes' `<Checkbox>` draws outside a form (its button,
 * classes and check mark), without the component: Radix's checkbox keeps its button in state, set from a ref
 * during the commit, so each of a page's 50 checkboxes rendered a second time, synchronously, right after
 * the first rows were committed (~90 ms of the open, measured in Chromium).
 */
export function RowCheckbox({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the button Radix Themes' checkbox draws, which its rules style
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      data-state={state}
      value="on"
      className="rt-reset rt-BaseCheckboxRoot rt-CheckboxRoot rt-r-size-2 rt-variant-surface"
      // As Radix's: a checkbox is toggled by Space (the button's click), never by Enter.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={onToggle}
    >
      {checked && (
        <svg
          width="9"
          height="9"
          viewBox="0 0 9 9"
          fill="currentcolor"
          xmlns="http://www.w3.org/2000/svg"
          data-state={state}
          style={{ pointerEvents: 'none' }}
          className="rt-BaseCheckboxIndicator rt-CheckboxIndicator"
          aria-hidden="true"
        >
          <path
            fillRule="evenodd"
            clipRule="evenodd"
            d="M8.53547 0.62293C8.88226 0.849446 8.97976 1.3142 8.75325 1.66099L4.5083 8.1599C4.38833 8.34356 4.19397 8.4655 3.9764 8.49358C3.75883 8.52167 3.53987 8.45309 3.3772 8.30591L0.616113 5.80777C0.308959 5.52987 0.285246 5.05559 0.563148 4.74844C0.84105 4.44128 1.31533 4.41757 1.62249 4.69547L3.73256 6.60459L7.49741 0.840706C7.72393 0.493916 8.18868 0.396414 8.53547 0.62293Z"
          />
        </svg>
      )}
    </button>
  );
}
