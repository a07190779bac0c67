/**
 * The time zone dates are shown in. The server renders in UTC, as it cannot know the shopper's zone, and
 * the browser hydrates in UTC too, so both render the same text; right after, the browser shows the
 * shopper's own zone (undefined: the domain's formatters use the browser's).
 */
import { useSyncExternalStore } from 'react';

const SERVER_TIME_ZONE = 'UTC';
const neverChanges = () => () => {};

export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    neverChanges,
    () => undefined,
    () => SERVER_TIME_ZONE,
  );
}
