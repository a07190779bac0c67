/** The store picker of every console page that works on one store at a time, labelled by its caller's label. */
import { Select } from '@radix-ui/themes';

export function StoreSelect({
  labelledBy,
  stores,
  value,
  onValueChange,
  allStores,
}: {
  labelledBy: string;
  stores: readonly { id: string; name: string }[];
  /** Undefined while no store is chosen yet. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** A first choice standing for every store: its value and its label. */
  allStores?: { value: string; label: string };
}) {
  return (
    <Select.Root value={value} onValueChange={onValueChange}>
      <Select.Trigger aria-labelledby={labelledBy} />
      <Select.Content>
        {allStores !== undefined && <Select.Item value={allStores.value}>{allStores.label}</Select.Item>}
        {stores.map((store) => (
          <Select.Item key={store.id} value={store.id}>
            {store.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
