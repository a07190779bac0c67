/**
 * Dates as shoppers see them (spec section 9). Each function takes an optional IANA time zone; without
 * one it uses the runtime's own zone, which in the portal is the shopper's.
 *
 * Strings are read as dayjs, which this module used before, reads them: ISO 8601 with an offset or "Z" (as
 * the API sends) is exact; a string without one is read as local time of the runtime. The runtime's
 * own zone and UTC are read from `Date`'s getters; any other zone through one cached `Intl.DateTimeFormat`,
 * so the browser builds no formatter at all for the server's zone (UTC) or the shopper's: the first Intl
 * object a page builds loads the engine's locale data, a long task on a slow phone.
 */

export type DateInput = Date | string | number;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A moment as a zone's wall clock shows it (month 0 to 11), with the instant it names. */
interface WallClock {
  instant: number;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * "Mar 4 at 3:07 PM" when `date` is 7 × 24 hours or more before `now`. Otherwise it reads in a calendar
 * style, counting calendar days in the zone: "Today at 3:07 PM", "Yesterday at 9:15 AM", "Last Monday at
 * 8:00 PM" (two to six days back), "Tomorrow at ...", "Friday at ..." (two to six days ahead). A date seven
 * or more calendar days away takes the absolute form too, so every date a week off or more reads the same
 * way.
 *
 * The days are counted on the zone's calendar, not as 24-hour spans, which are an hour off across a
 * daylight-saving change and would turn "Last Saturday" into "Yesterday".
 *
 * @throws RangeError for an invalid date or an unknown time zone.
 */
export function formatDate(date: DateInput, now: DateInput = new Date(), timeZone?: string): string {
  const moment = inZone(date, timeZone);
  const reference = inZone(now, timeZone);
  const days = calendarDay(moment) - calendarDay(reference);
  const time = clockTime(moment);
  if (reference.instant - moment.instant >= WEEK_MS || Math.abs(days) > 6) {
    return `${MONTHS[moment.month]} ${moment.day} at ${time}`;
  }
  if (days === 0) return `Today at ${time}`;
  if (days === -1) return `Yesterday at ${time}`;
  if (days === 1) return `Tomorrow at ${time}`;
  const weekday = WEEKDAYS[new Date(calendarDay(moment) * DAY_MS).getUTCDay()];
  return days < 0 ? `Last ${weekday} at ${time}` : `${weekday} at ${time}`;
}

/** The day the zone's calendar shows for `moment`, as a count of days since 1 January 1970. */
function calendarDay(moment: WallClock): number {
  return Date.UTC(moment.year, moment.month, moment.day) / DAY_MS;
}

/** "3:07 PM": hours 1 to 12, padded minutes. */
function clockTime({ hour, minute }: WallClock): string {
  return `${hour % 12 || 12}:${pad(minute, 2)} ${hour < 12 ? 'AM' : 'PM'}`;
}

function pad(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/**
 * A date and time in the given zone (the runtime's when none): "04/03/2026 3:07 PM", day first. The spec writes this format as
 * 'DD/MM/YYYY h:m A', whose unpadded minutes would print 3:05 PM as "3:5 PM"; minutes are padded here
 * ('DD/MM/YYYY h:mm A').
 *
 * @throws RangeError for an invalid date or an unknown time zone.
 */
export function formatZonedDate(date: DateInput, timeZone?: string): string {
  const moment = inZone(date, timeZone);
  return `${pad(moment.day, 2)}/${pad(moment.month + 1, 2)}/${pad(moment.year, 4)} ${clockTime(moment)}`;
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
  const moment = inZone(date, timeZone);
  return `${MONTHS[moment.month]} ${moment.day}, ${pad(moment.year, 4)}`;
}

/**
 * The calendar day of `date` in the zone as `<time>`'s `dateTime` wants it, "2026-03-04": the day
 * {@link formatCalendarDate} writes.
 *
 * @throws RangeError for an invalid date or an unknown time zone.
 */
export function isoCalendarDate(date: DateInput, timeZone?: string): string {
  const moment = inZone(date, timeZone);
  return `${pad(moment.year, 4)}-${pad(moment.month + 1, 2)}-${pad(moment.day, 2)}`;
}

/** dayjs's reading of a string without "Z": date and time fields, any of them after the year left out. */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The instant `date` names. A string without "Z" that reads as date and time fields is local time of the
 * runtime ("2026-03-04" is local midnight, where `Date` alone would read UTC midnight); any other string,
 * one with an offset included, is read by `Date`.
 */
export function parseDateInput(date: DateInput): Date {
  if (date instanceof Date) return new Date(date.getTime());
  if (typeof date === 'string' && !/Z$/i.test(date)) {
    const fields = LOCAL_DATE_TIME.exec(date);
    if (fields !== null) {
      const [, year, month, day, hour, minute, second, fraction] = fields;
      return new Date(
        Number(year),
        Number(month ?? 1) - 1 || 0,
        Number(day || 1),
        Number(hour ?? 0),
        Number(minute ?? 0),
        Number(second ?? 0),
        Number((fraction ?? '0').slice(0, 3)),
      );
    }
  }
  return new Date(date);
}

/** `date` on the wall clock of `timeZone`, or of the runtime's own zone when none is given. */
function inZone(date: DateInput, timeZone?: string): WallClock {
  const parsed = parseDateInput(date);
  const instant = parsed.getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Invalid date: ${String(date)}`);
  if (timeZone === undefined) {
    return {
      instant,
      year: parsed.getFullYear(),
      month: parsed.getMonth(),
      day: parsed.getDate(),
      hour: parsed.getHours(),
      minute: parsed.getMinutes(),
    };
  }
  // The zone's wall clock is UTC's, moved by the zone's offset at this instant.
  const offset = timeZone === 'UTC' ? 0 : zoneOffsetMinutes(instant, timeZone);
  const wall = new Date(instant + offset * 60_000);
  return {
    instant,
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** One formatter per zone: building one costs a hundred times more than using it. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone's wall clock is ahead of UTC at `instant` (ms), in whole minutes as dayjs's `tz()` counted them. */
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
