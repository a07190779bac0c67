import {
  type DateInput,
  formatCalendarDate,
  formatDate,
  isoCalendarDate,
  parseDateInput,
} from '@orderprotection/domain';
import type { TimeHTMLAttributes } from 'react';

export interface DateTextProps extends Omit<TimeHTMLAttributes<HTMLTimeElement>, 'dateTime' | 'children'> {
  /** A `Date`, epoch milliseconds or an ISO 8601 string (as the API sends). */
  date: DateInput;
  /**
   * `calendar` (the default): the day only, "Mar 4, 2026" (`formatCalendarDate`), for filed-on and
   * delivery dates. `relative`: "Today at 3:07 PM" within a week of `now`, else "Mar 4 at 3:07 PM"
   * (`formatDate`), for messages and events.
   */
  format?: 'calendar' | 'relative';
  /** The moment `relative` counts from; the current time when not given. Pass it for stable output. */
  now?: DateInput;
  /** IANA time zone to show the date in; the runtime's (the shopper's) when not given. */
  timeZone?: string;
}

/**
 * A date as shoppers read it, in a `<time>` element whose `dateTime` is machine-readable: the calendar
 * day in the same zone for `calendar` (so the attribute and the text name the same day), the exact instant
 * in UTC for `relative`.
 */
export function DateText({ date, format = 'calendar', now, timeZone, ...rest }: DateTextProps) {
  const text =
    format === 'calendar'
      ? formatCalendarDate(date, timeZone)
      : formatDate(date, now ?? new Date(), timeZone);
  return (
    <time {...rest} dateTime={machineDate(date, format, timeZone)}>
      {text}
    </time>
  );
}

/** The `dateTime` value: "2026-03-04" for a calendar day, "2026-03-04T15:07:00.000Z" for an instant. */
export function machineDate(date: DateInput, format: 'calendar' | 'relative', timeZone?: string): string {
  return format === 'relative' ? parseDateInput(date).toISOString() : isoCalendarDate(date, timeZone);
}
