/**
 * The claim queue: tabs with their counts, a search, the status and sort filters, all in the URL; the
 * claims in a table, 50 at a time with "Load more". j and k move through the rows, Enter opens one, x
 * selects it. Selected claims, or every claim of the filter, get one move, label or assignment at once
 * (BulkActions). The selection is left behind when the view changes.
 */
import type { StaffClaimSummary } from '@orderprotection/domain';
import {
  CLAIM_STATUSES,
  can,
  claimStatusLabel,
  countLabel,
  formatDate,
  formatMoney,
  labelOf,
  QUEUE_TABS,
  queueCountText,
  queueTabLabel,
  resolutionChoiceLabel,
} from '@orderprotection/domain';
import {
  Button,
  Callout,
  Checkbox,
  Flex,
  Heading,
  Select,
  Table,
  TabNav,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createColumnHelper, FlexRender, type Row, tableFeatures, useTable } from '@tanstack/react-table';
import {
  type FormEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText, staff } from '../app/api';
import { meQueryKey } from '../app/Layout';
import { PageTitle } from '../app/PageTitle';
import { storeContext } from '../app/permissions';
import { queueFeedQuery } from '../app/queries';
import { bulkFilter, type QueueView, readQueueView, writeQueueView } from '../app/queueParams';
import { BulkBar, type BulkTarget } from './BulkActions';
import { RowCheckbox } from './RowCheckbox';
import { SavedViews } from './SavedViews';
import { BADGE_CLASS, StatusBadge } from './StatusBadge';

/** `now`: the one moment the queue's dates are told from ("Today at..."). */
const features = tableFeatures({ tableMeta: {} as { now: Date } });
const column = createColumnHelper<typeof features, StaffClaimSummary>();
const ANY_STATUS = 'any';
const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/**
 * The claim's columns, the same for every render: a row's cells are built once per claim shown. They are
 * drawn with plain elements under Radix Themes' table classes (the same look as `Table.Cell`), as a
 * queue of 50 rows drew some 800 Radix components before the first row showed.
 */
const claimColumns = column.columns([
  column.accessor('claimNumber', {
    header: 'Claim',
    cell: (info) => (
      <Link to={`/claims/${encodeURIComponent(info.row.original.id)}`} data-claim-link>
        #{info.getValue()}
      </Link>
    ),
  }),
  column.accessor('orderNumber', { header: 'Order', cell: (info) => info.getValue() }),
  column.accessor('customerName', {
    header: 'Customer',
    cell: (info) => info.getValue() ?? info.row.original.customerEmail ?? 'Unknown',
  }),
  column.accessor('items', {
    header: 'Items',
    cell: (info) =>
      info
        .getValue()
        .map((item) => `${item.quantity} × ${item.name}`)
        .join(', '),
  }),
  column.accessor('claimedValue', {
    header: 'Claimed value',
    cell: (info) => formatMoney(info.getValue(), info.row.original.currency),
  }),
  column.accessor('requestedResolution', {
    header: 'Requested',
    cell: (info) => {
      const value = info.getValue();
      return value === null ? '—' : labelOf(resolutionChoiceLabel, value);
    },
  }),
  column.accessor('createdAt', {
    header: 'Filed',
    cell: (info) => formatDate(info.getValue(), info.table.options.meta?.now),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => {
      const changedAt = info.row.original.orderChangedAt;
      return (
        <div className="rt-Flex rt-r-fw-wrap rt-r-gap-1">
          <StatusBadge status={info.getValue()} />
          {changedAt && (
            <span
              data-accent-color="amber"
              className={BADGE_CLASS.soft}
              title={`The order or its shipment changed ${formatDate(changedAt, info.table.options.meta?.now)}, after the claim was filed`}
            >
              Order changed
            </span>
          )}
        </div>
      );
    },
  }),
  column.accessor('labels', {
    header: 'Labels',
    cell: (info) => (
      <div className="rt-Flex rt-r-fw-wrap rt-r-gap-1">
        {info.getValue().map((label) => (
          <span key={label.id} data-accent-color="gray" className={BADGE_CLASS.outline}>
            {label.name}
          </span>
        ))}
      </div>
    ),
  }),
  column.accessor('assignee', { header: 'Assignee', cell: (info) => info.getValue()?.name ?? 'Nobody' }),
]);

interface QueueRowProps {
  row: Row<typeof features, StaffClaimSummary>;
  index: number;
  /** The row Tab lands on: the one in focus, else the first. */
  tabbable: boolean;
  /** Whether the claim is selected; undefined for someone who selects none (no checkbox). */
  selected: boolean | undefined;
  onToggle: (id: string) => void;
  onFocusRow: (index: number) => void;
  rowRefs: RefObject<(HTMLTableRowElement | null)[]>;
}

/** One claim's row; drawn again only when its claim, focus or selection changes. */
const QueueRow = memo(function QueueRow({
  row,
  index,
  tabbable,
  selected,
  onToggle,
  onFocusRow,
  rowRefs,
}: QueueRowProps) {
  const claim = row.original;
  return (
    <tr
      ref={(element) => {
        rowRefs.current[index] = element;
      }}
      tabIndex={tabbable ? 0 : -1}
      aria-selected={selected}
      onFocus={() => onFocusRow(index)}
      className="rt-TableRow queue-row"
    >
      {selected !== undefined && (
        <td className="rt-TableCell">
          <RowCheckbox
            label={`Select claim #${claim.claimNumber}`}
            checked={selected}
            onToggle={() => onToggle(claim.id)}
          />
        </td>
      )}
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className="rt-TableCell">
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});

/**
 * The search, status and sort: drawn again only when the view changes, not when its claims arrive (the
 * status menu alone is a dozen Radix components).
 */
const QueueFilters = memo(function QueueFilters({
  q,
  status,
  sort,
  onChange,
}: {
  q: string;
  status: string;
  sort: QueueView['sort'];
  onChange: (change: Partial<QueueView>) => void;
}) {
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <form onSubmit={submitSearch} aria-label="Search claims" style={{ flex: '1 1 320px' }}>
        <Flex gap="2" align="end">
          <Flex direction="column" gap="1" flexGrow="1">
            <label htmlFor="queue-search" style={{ fontSize: 'var(--font-size-2)' }}>
              Search by claim or order number, customer email or name, tracking number or SKU
            </label>
            <TextField.Root
              id="queue-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Flex>
          <Button type="submit">Search</Button>
        </Flex>
      </form>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" id="queue-status-label">
          Status
        </Text>
        <Select.Root
          value={status || ANY_STATUS}
          onValueChange={(status) => onChange({ status: status === ANY_STATUS ? '' : status })}
        >
          <Select.Trigger aria-labelledby="queue-status-label" />
          <Select.Content>
            <Select.Item value={ANY_STATUS}>Any status</Select.Item>
            {CLAIM_STATUSES.map((status) => (
              <Select.Item key={status} value={status}>
                {claimStatusLabel[status]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" id="queue-sort-label">
          Order
        </Text>
        <Select.Root
          value={sort}
          onValueChange={(sort) => onChange({ sort: sort === 'oldest' ? 'oldest' : 'newest' })}
        >
          <Select.Trigger aria-labelledby="queue-sort-label" />
          <Select.Content>
            <Select.Item value="newest">Newest first</Select.Item>
            <Select.Item value="oldest">Oldest first</Select.Item>
          </Select.Content>
        </Select.Root>
      </Flex>
    </Flex>
  );
});

export function Queue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => readQueueView(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<QueueView>) => setSearchParams(writeQueueView({ ...view, ...change })),
    [setSearchParams, view],
  );

  const feed = useInfiniteQuery(queueFeedQuery(view));
  const claims = useMemo(() => feed.data?.pages.flatMap((page) => page.claims) ?? [], [feed.data]);
  const counts = feed.data?.pages[0]?.counts;
  const countsCappedAt = feed.data?.pages[0]?.countsCappedAt ?? null;
  const now = useMemo(() => new Date(), []);
  const firstPageDrawn = useDrawnOnce(!feed.isPending);

  // Only someone who may change claims selects them; a partner's queue has no checkboxes.
  const me = useQuery({ queryKey: meQueryKey, queryFn: () => staff.me() });
  const storeId = view.storeId || (me.data?.stores.length === 1 ? me.data.stores[0]?.id : undefined);
  const maySelect =
    me.data !== undefined && can(me.data.grants, 'claim:update', storeContext(me.data, storeId));
  // The selection belongs to the view it was made in (its key): a new view starts with none, without a
  // second render of the table to clear it.
  const viewKey = writeQueueView(view).toString();
  const [picked, setPicked] = useState<{ viewKey: string; ids: ReadonlySet<string>; allMatching: boolean }>({
    viewKey,
    ids: NOTHING_SELECTED,
    allMatching: false,
  });
  // Set while rendering, which React redoes at once without drawing the table: back to a view, its old
  // selection does not come back.
  if (picked.viewKey !== viewKey) setPicked({ viewKey, ids: NOTHING_SELECTED, allMatching: false });
  const selected = picked.viewKey === viewKey ? picked.ids : NOTHING_SELECTED;
  const allMatching = picked.viewKey === viewKey && picked.allMatching;
  const setSelection = useCallback(
    (ids: ReadonlySet<string>, all = false) => setPicked({ viewKey, ids, allMatching: all }),
    [viewKey],
  );
  const toggle = useCallback(
    (id: string) =>
      setPicked((current) => {
        const next = new Set(current.viewKey === viewKey ? current.ids : NOTHING_SELECTED);
        if (!next.delete(id)) next.add(id);
        return { viewKey, ids: next, allMatching: false };
      }),
    [viewKey],
  );
  const allShownSelected = claims.length > 0 && claims.every((claim) => selected.has(claim.id));
  const isSelected = (id: string) => (maySelect ? allMatching || selected.has(id) : undefined);
  const table = useTable({ features, columns: claimColumns, data: claims, meta: { now } });
  // The tab counts leave the status filter aside, so they give the filter's size only without one; a
  // count that reached its cap gives none.
  const tabCount = counts?.[view.tab];
  const matching =
    view.status === '' && (countsCappedAt === null || (tabCount ?? 0) < countsCappedAt)
      ? tabCount
      : undefined;
  const target: BulkTarget | undefined = allMatching
    ? { filter: bulkFilter(view), count: matching }
    : selected.size > 0
      ? { ids: [...selected] }
      : undefined;

  // j and k work from anywhere on the page except a field being typed in; the first j focuses the first row.
  const [focused, setFocused] = useState(-1);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target;
      if (event.altKey || event.ctrlKey || event.metaKey || claims.length === 0) return;
      if (
        target instanceof HTMLElement &&
        target.closest('input, textarea, select, [contenteditable="true"]')
      ) {
        return;
      }
      const step = event.key === 'j' ? 1 : event.key === 'k' ? -1 : 0;
      if (event.key === 'x' && maySelect && target instanceof HTMLTableRowElement) {
        const claim = claims[focused];
        if (claim !== undefined) toggle(claim.id);
        event.preventDefault();
      } else if (step !== 0) {
        const next = Math.min(Math.max(focused + step, 0), claims.length - 1);
        setFocused(next);
        rowRefs.current[next]?.focus();
        event.preventDefault();
      } else if (event.key === 'Enter' && target instanceof HTMLTableRowElement) {
        const claim = claims[focused];
        if (claim !== undefined) navigate(`/claims/${encodeURIComponent(claim.id)}`);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [claims, focused, navigate, maySelect, toggle]);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <PageTitle title={`${queueTabLabel[view.tab]}: Claims`} />
        <Heading as="h1" size="6">
          Claims
        </Heading>
        {me.data !== undefined && (
          <SavedViews me={me.data} query={viewKey} storeId={storeId} load={firstPageDrawn} />
        )}
      </Flex>
      <TabNav.Root aria-label="Queue tabs">
        {QUEUE_TABS.map((tab) => (
          <TabNav.Link key={tab} asChild active={tab === view.tab}>
            <Link to={`?${writeQueueView({ ...view, tab }).toString()}`}>
              {queueTabLabel[tab]}
              {counts !== undefined && ` (${queueCountText(counts[tab] ?? 0, countsCappedAt)})`}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <QueueFilters q={view.q} status={view.status} sort={view.sort} onChange={update} />

      {maySelect &&
        allShownSelected &&
        !allMatching &&
        (feed.hasNextPage || (matching ?? 0) > claims.length) && (
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="2">{`All ${countLabel(claims.length, 'claim')} shown are selected.`}</Text>
            <Button variant="soft" onClick={() => setSelection(selected, true)}>
              {matching === undefined
                ? 'Select every claim matching this filter'
                : `Select all ${matching} matching this filter`}
            </Button>
          </Flex>
        )}
      {target !== undefined && me.data !== undefined && (
        <BulkBar
          target={target}
          me={me.data}
          storeId={storeId}
          onClear={() => setSelection(NOTHING_SELECTED)}
        />
      )}
      {feed.isError ? (
        <Callout.Root color="red" role="alert" highContrast>
          <Callout.Text>{errorText(feed.error)}</Callout.Text>
        </Callout.Root>
      ) : feed.isPending ? (
        <Text>Loading claims…</Text>
      ) : claims.length === 0 ? (
        <Text as="p">No claims match this view.</Text>
      ) : (
        <Table.Root variant="surface">
          <VisuallyHidden asChild>
            <caption>Claims</caption>
          </VisuallyHidden>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {maySelect && (
                  <Table.ColumnHeaderCell>
                    <Checkbox
                      aria-label="Select every claim shown"
                      checked={allMatching || allShownSelected}
                      onCheckedChange={(checked) =>
                        setSelection(
                          checked === true ? new Set(claims.map((claim) => claim.id)) : NOTHING_SELECTED,
                        )
                      }
                    />
                  </Table.ColumnHeaderCell>
                )}
                {group.headers.map((header) => (
                  <Table.ColumnHeaderCell key={header.id}>
                    <FlexRender header={header} />
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row, index) => (
              <QueueRow
                key={row.id}
                row={row}
                index={index}
                tabbable={index === Math.max(focused, 0)}
                selected={isSelected(row.original.id)}
                onToggle={toggle}
                onFocusRow={setFocused}
                rowRefs={rowRefs}
              />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {feed.hasNextPage && (
        <Button variant="soft" onClick={() => feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          Load more
        </Button>
      )}
      <Text size="1" color="gray">
        Keys: j and k move through the claims, Enter opens the one in focus, x selects it; ? lists every
        shortcut.
      </Text>
    </Flex>
  );
}

/**
 * True from the frame after `ready` first held has been painted (the paint, then a task): what can wait
 * for the first rows waits for them to be on screen, not only in the DOM.
 */
function useDrawnOnce(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, drawn]);
  return drawn;
}
