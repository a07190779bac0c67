/**
 * `node --import` this file to stop the process's clock at FROZEN_CLOCK_AT (milliseconds since the epoch):
 * `Date.now()` and `new Date()` answer that instant for the life of the process, while timers run as usual.
 * Server processes that count in clock windows (the order lookup limits' minute) then agree with each other
 * and with the test, however long a loaded machine takes between two requests.
 */
const frozenAt = Number(process.env.FROZEN_CLOCK_AT);
if (!Number.isSafeInteger(frozenAt)) throw new Error('FROZEN_CLOCK_AT must be milliseconds since the epoch');

class FrozenDate extends Date {
  constructor(...parts) {
    if (parts.length === 0) super(frozenAt);
    else super(...parts);
  }

  static now() {
    return frozenAt;
  }
}

globalThis.Date = FrozenDate;
