const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo dates are relative to the day of loading, so the set always looks current. */
export type DemoClock = {
  at: (daysAgo: number, hour?: number) => Date;
  day: (daysAgo: number) => string;
};

export function demoClock(now: Date): DemoClock {
  const at = (daysAgo: number, hour = 10) => {
    const date = new Date(now.getTime() - daysAgo * DAY_MS);
    date.setUTCHours(hour, 0, 0, 0);
    // Never in the future, even for "today at 10:00" loaded at 08:00.
    return date.getTime() > now.getTime() ? new Date(now) : date;
  };
  return { at, day: (daysAgo) => at(daysAgo).toISOString().slice(0, 10) };
}
