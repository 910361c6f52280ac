import { formatCalendarDate } from "../../src/shared/i18n/calendar-date";
import { closingInstant, postingStatusAt } from "../../src/jobs/posting-status";

const BERLIN = "Europe/Berlin";
const LOS_ANGELES = "America/Los_Angeles";

const at = (iso: string) => new Date(iso);

/** As the site decides it: the closing instant at build time, compared with the clock in the browser. */
const postingStatus = (closesAt: string, timeZone: string, now: Date) =>
  postingStatusAt(closingInstant(closesAt, timeZone).toISOString(), now);

describe("closingInstant", () => {
  it.each`
    closesAt        | timeZone       | instant                       | why
    ${"2027-01-31"} | ${BERLIN}      | ${"2027-01-31T23:00:00.000Z"} | ${"winter time, UTC+1"}
    ${"2027-07-15"} | ${BERLIN}      | ${"2027-07-15T22:00:00.000Z"} | ${"summer time, UTC+2"}
    ${"2027-01-31"} | ${LOS_ANGELES} | ${"2027-02-01T08:00:00.000Z"} | ${"standard time, UTC-8"}
    ${"2027-07-15"} | ${LOS_ANGELES} | ${"2027-07-16T07:00:00.000Z"} | ${"daylight time, UTC-7"}
    ${"2026-12-31"} | ${BERLIN}      | ${"2026-12-31T23:00:00.000Z"} | ${"the year ends"}
    ${"2028-02-28"} | ${LOS_ANGELES} | ${"2028-02-29T08:00:00.000Z"} | ${"leap day follows"}
    ${"2027-03-27"} | ${BERLIN}      | ${"2027-03-27T23:00:00.000Z"} | ${"the next day springs forward"}
    ${"2027-03-28"} | ${BERLIN}      | ${"2027-03-28T22:00:00.000Z"} | ${"closing day sprang forward (23 h)"}
    ${"2026-10-24"} | ${BERLIN}      | ${"2026-10-24T22:00:00.000Z"} | ${"the next day falls back"}
    ${"2026-10-25"} | ${BERLIN}      | ${"2026-10-25T23:00:00.000Z"} | ${"closing day fell back (25 h)"}
    ${"2027-03-13"} | ${LOS_ANGELES} | ${"2027-03-14T08:00:00.000Z"} | ${"the next day springs forward"}
    ${"2027-03-14"} | ${LOS_ANGELES} | ${"2027-03-15T07:00:00.000Z"} | ${"closing day sprang forward (23 h)"}
    ${"2026-10-31"} | ${LOS_ANGELES} | ${"2026-11-01T07:00:00.000Z"} | ${"the next day falls back"}
    ${"2026-11-01"} | ${LOS_ANGELES} | ${"2026-11-02T08:00:00.000Z"} | ${"closing day fell back (25 h)"}
    ${"2027-03-20"} | ${BERLIN}      | ${"2027-03-20T23:00:00.000Z"} | ${"US already on daylight time, Europe not"}
    ${"2027-03-20"} | ${LOS_ANGELES} | ${"2027-03-21T07:00:00.000Z"} | ${"US already on daylight time, Europe not"}
  `("$closesAt in $timeZone closes at $instant ($why)", ({ closesAt, timeZone, instant }) => {
    expect(closingInstant(closesAt, timeZone).toISOString()).toBe(instant);
  });

  it("starts the next day at the clock change when a zone skips midnight", () => {
    // Chile jumps from 2026-09-06 00:00 straight to 01:00 (UTC-4 → UTC-3).
    expect(closingInstant("2026-09-05", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });

  it("rejects an unknown time zone", () => {
    expect(() => closingInstant("2027-01-31", "Europe/Atlantis")).toThrow(RangeError);
  });
});

describe("postingStatus", () => {
  it.each`
    closesAt        | timeZone       | now                           | status      | when
    ${"2027-01-31"} | ${BERLIN}      | ${"2027-01-31T22:59:59.000Z"} | ${"open"}   | ${"23:59:59 on the closing day in Berlin"}
    ${"2027-01-31"} | ${BERLIN}      | ${"2027-01-31T22:59:59.999Z"} | ${"open"}   | ${"the last millisecond in Berlin"}
    ${"2027-01-31"} | ${BERLIN}      | ${"2027-01-31T23:00:00.000Z"} | ${"closed"} | ${"00:00:00 the next day in Berlin"}
    ${"2027-01-31"} | ${BERLIN}      | ${"2027-01-31T23:00:01.000Z"} | ${"closed"} | ${"00:00:01 the next day in Berlin"}
    ${"2027-01-31"} | ${BERLIN}      | ${"2027-01-30T23:00:00.000Z"} | ${"open"}   | ${"the start of the closing day in Berlin"}
    ${"2027-01-31"} | ${LOS_ANGELES} | ${"2027-02-01T07:59:59.000Z"} | ${"open"}   | ${"23:59:59 on the closing day in Los Angeles"}
    ${"2027-01-31"} | ${LOS_ANGELES} | ${"2027-02-01T08:00:00.000Z"} | ${"closed"} | ${"00:00:00 the next day in Los Angeles"}
    ${"2027-01-31"} | ${LOS_ANGELES} | ${"2027-02-01T08:00:01.000Z"} | ${"closed"} | ${"00:00:01 the next day in Los Angeles"}
    ${"2027-07-15"} | ${BERLIN}      | ${"2027-07-15T21:59:59.000Z"} | ${"open"}   | ${"23:59:59 CEST"}
    ${"2027-07-15"} | ${BERLIN}      | ${"2027-07-15T22:00:00.000Z"} | ${"closed"} | ${"00:00:00 CEST"}
    ${"2027-07-15"} | ${LOS_ANGELES} | ${"2027-07-16T06:59:59.000Z"} | ${"open"}   | ${"23:59:59 PDT"}
    ${"2027-07-15"} | ${LOS_ANGELES} | ${"2027-07-16T07:00:00.000Z"} | ${"closed"} | ${"00:00:00 PDT"}
    ${"2027-03-28"} | ${BERLIN}      | ${"2027-03-28T21:59:59.000Z"} | ${"open"}   | ${"end of the 23-hour spring-forward day"}
    ${"2027-03-28"} | ${BERLIN}      | ${"2027-03-28T22:00:00.000Z"} | ${"closed"} | ${"after the 23-hour spring-forward day"}
    ${"2026-10-25"} | ${BERLIN}      | ${"2026-10-25T22:59:59.000Z"} | ${"open"}   | ${"end of the 25-hour fall-back day"}
    ${"2026-10-25"} | ${BERLIN}      | ${"2026-10-25T23:00:00.000Z"} | ${"closed"} | ${"after the 25-hour fall-back day"}
    ${"2027-03-14"} | ${LOS_ANGELES} | ${"2027-03-15T06:59:59.000Z"} | ${"open"}   | ${"end of the 23-hour spring-forward day"}
    ${"2027-03-14"} | ${LOS_ANGELES} | ${"2027-03-15T07:00:00.000Z"} | ${"closed"} | ${"after the 23-hour spring-forward day"}
    ${"2026-11-01"} | ${LOS_ANGELES} | ${"2026-11-02T07:59:59.000Z"} | ${"open"}   | ${"end of the 25-hour fall-back day"}
    ${"2026-11-01"} | ${LOS_ANGELES} | ${"2026-11-02T08:00:00.000Z"} | ${"closed"} | ${"after the 25-hour fall-back day"}
    ${"2026-09-30"} | ${BERLIN}      | ${"2026-11-22T12:00:00.000Z"} | ${"closed"} | ${"weeks after closing"}
    ${"2027-01-31"} | ${LOS_ANGELES} | ${"2026-11-22T12:00:00.000Z"} | ${"open"}   | ${"weeks before closing"}
  `(
    "a posting closing $closesAt in $timeZone is $status at $now ($when)",
    ({ closesAt, timeZone, now, status }) => {
      expect(postingStatus(closesAt, timeZone, at(now))).toBe(status);
    },
  );

  it("closes a Berlin posting while it is still the closing day in Los Angeles", () => {
    // 00:30 on 1 February in Berlin, 15:30 on 31 January in Los Angeles.
    const now = at("2027-01-31T23:30:00Z");
    expect(postingStatus("2027-01-31", BERLIN, now)).toBe("closed");
    expect(postingStatus("2027-01-31", LOS_ANGELES, now)).toBe("open");
  });

  it("keeps a Los Angeles posting open while the closing day is already over in Berlin", () => {
    // 06:00 on 1 February in Berlin, 21:00 on 31 January in Los Angeles.
    const now = at("2027-02-01T05:00:00Z");
    expect(postingStatus("2027-01-31", LOS_ANGELES, now)).toBe("open");
    expect(postingStatus("2027-01-31", BERLIN, now)).toBe("closed");
  });

  it("closes a Los Angeles posting while a Berlin posting closing the next day is still open", () => {
    // 00:30 on 1 February in Los Angeles is 09:30 on 1 February in Berlin.
    const now = at("2027-02-01T08:30:00Z");
    expect(postingStatus("2027-01-31", LOS_ANGELES, now)).toBe("closed");
    expect(postingStatus("2027-02-01", BERLIN, now)).toBe("open");
  });

  it("does not depend on the time zone of the machine it runs on", () => {
    const machineZone = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
        process.env.TZ = zone;
        expect(closingInstant("2027-01-31", BERLIN).toISOString()).toBe("2027-01-31T23:00:00.000Z");
        expect(formatCalendarDate("2027-01-31", "en")).toBe("January 31, 2027");
      }
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it("rejects a closing date that is not a real date", () => {
    expect(() => postingStatus("2027-02-29", BERLIN, new Date())).toThrow(/not a real calendar date/);
    expect(() => postingStatus("31.01.2027", BERLIN, new Date())).toThrow(/YYYY-MM-DD/);
  });
});
