import { useEffect, useState } from 'react';

/** Seconds left before another code may be sent; `start` begins a new countdown. */
export function useResendTimer(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= now) return undefined;
    // Wake when the shown number of seconds changes; reading the clock each time keeps it from drifting.
    const timer = setTimeout(() => setNow(Date.now()), (endsAt - now) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [endsAt, now]);

  return {
    secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start: (seconds) => {
      const startedAt = Date.now();
      setNow(startedAt);
      setEndsAt(startedAt + seconds * 1000);
    },
  };
}
