// A flash sale's state is never stored: it is read from the clock against the sale's window.

/** waiting before the start, grab inside the window, ended from the end on. */
export function flashState(startsAt: Date, endsAt: Date, now: Date): 'waiting' | 'grab' | 'ended' {
  if (now < startsAt) return 'waiting';
  if (now < endsAt) return 'grab';
  return 'ended';
}
