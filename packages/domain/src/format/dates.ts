/**
 * Dates as shoppers see them (spec section 9). Each function takes an optional IANA time zone; without
 * one it uses the runtime's own zone, which in the portal is the shopper's.
 *
 * Strings are parsed by dayjs: ISO 8601 with an offset or "Z" (as the API sends) is exact; a string
 * without one is read as local time of the runtime.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

// Registered here, once, as nothing else in the domain formats dates: `utcOffset` sets a zone's offset.
dayjs.extend(utc);

export type DateInput = Date | string | number;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** How a date a week old or older reads: "Mar 4 at 3:07 PM". */
const ABSOLUTE_FORMAT = 'MMM D [at] h:mm A';

/**
 * "Mar 4 at 3:07 PM" when `date` is 7 × 24 hours or more before `now`. Otherwise it reads in dayjs's
 * calendar style, counting calendar days in the zone: "Today at 3:07 PM", "Yesterday at 9:15 AM",
 * "Last Monday at 8:00 PM" (two to six days back), "Tomorrow at ...", "Friday at ..." (two to six days
 * ahead). A date seven or more calendar days away, which that style writes as a bare date, takes the
 * absolute form too, so every date a week off or more reads the same way.
 *
 * The days are counted here rather than by dayjs's calendar plugin, whose day difference is an hour off
 * across a daylight-saving change in a zone set with `tz()`, turning "Last Saturday" into "Yesterday".
 *
 * @throws RangeError for an invalid date or an unknown time zone.
 */
export function formatDate(date: DateInput, now: DateInput = new Date(), timeZone?: string): string {
  const moment = inZone(date, timeZone);
  const reference = inZone(now, timeZone);
  const days = calendarDay(moment) - calendarDay(reference);
  if (reference.valueOf() - moment.valueOf() >= WEEK_MS || Math.abs(days) > 6) {
    return moment.format(ABSOLUTE_FORMAT);
  }
  return moment.format(calendarFormat(days));
}

function calendarFormat(days: number): string {
  if (days === 0) return '[Today at] h:mm A';
  if (days === -1) return '[Yesterday at] h:mm A';
  if (days === 1) return '[Tomorrow at] h:mm A';
  return days < 0 ? '[Last] dddd [at] h:mm A' : 'dddd [at] h:mm A';
}

/** The day the zone's calendar shows for `moment`, as a count of days since 1 January 1970. */
function calendarDay(moment: Dayjs): number {
  return Date.UTC(moment.year(), moment.month(), moment.date()) / DAY_MS;
}

/**
 * A date and time in the given zone (the runtime's when none): "04/03/2026 3:07 PM", day first. The spec writes this format as
 * 'DD/MM/YYYY h:m A', whose unpadded minutes would print 3:05 PM as "3:5 PM"; minutes are padded here
 * ('DD/MM/YYYY h:mm A').
 *
 * @throws RangeError for an invalid date or an unknown time zone.
 */
export function formatZonedDate(date: DateInput, timeZone?: string): string {
  return inZone(date, timeZone).format('DD/MM/YYYY h:mm A');
}

/**
 * The caption stored with an uploaded file (spec, Media): "Uploaded at " and the upload's local time as
 * {@link formatZonedDate} writes it, in the uploader's zone unless one is given.
 */
export function mediaCaption(date: DateInput, timeZone?: string): string {
  return `Uploaded at ${formatZonedDate(date, timeZone)}`;
}

/** A calendar date such as a claim's filed-on date: "Mar 4, 2026". */
export function formatCalendarDate(date: DateInput, timeZone?: string): string {
  return inZone(date, timeZone).format('MMM D, YYYY');
}

/**
 * `date` in `timeZone`, or in the runtime's own zone when none is given: dayjs's local time is that zone's
 * already, so only a named zone pays for a conversion.
 */
function inZone(date: DateInput, timeZone?: string): Dayjs {
  const parsed = dayjs(date);
  if (!parsed.isValid()) throw new RangeError(`Invalid date: ${String(date)}`);
  if (timeZone === undefined) return parsed;
  // The zone's offset at this instant, then dayjs at that offset: what dayjs's `tz()` does, without the
  // `toLocaleString` it calls every time, which builds a formatter (~0.2 ms; most of a claim view's CPU).
  return parsed.utcOffset(zoneOffsetMinutes(parsed.valueOf(), timeZone));
}

/** One formatter per zone: building one costs a hundred times more than using it. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone's wall clock is ahead of UTC at `instant` (ms), as dayjs's `tz()` counts them. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  let clock = zoneClocks.get(timeZone);
  if (clock === undefined) {
    try {
      // Intl itself checks the zone, so aliases such as "UTC" and "US/Eastern" are accepted.
      clock = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      });
    } catch {
      throw new RangeError(
        `Unknown time zone "${timeZone}": expected an IANA name such as "America/New_York"`,
      );
    }
    zoneClocks.set(timeZone, clock);
  }
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of clock.formatToParts(instant)) fields[part.type] = part.value;
  const year = Number(fields.year);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(
    fields.era === 'BC' ? 1 - year : year,
    Number(fields.month) - 1,
    Number(fields.day),
  );
  wallClock.setUTCHours(Number(fields.hour), Number(fields.minute), Number(fields.second));
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return Math.round((wallClock.getTime() - wholeSeconds) / 60_000);
}
