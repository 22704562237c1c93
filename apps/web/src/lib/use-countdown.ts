// A once-a-second countdown to a server time. The device clock may be wrong, so the offset between
// the server's clock (sent with the answer) and the device's is measured once and applied to every tick.
import { useEffect, useMemo, useState } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target time has passed. */
  isOver: boolean;
}

function partsOf(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    isOver: total === 0,
  };
}

/**
 * Time left until `targetIso` by the server's clock. `serverTimeIso` is the server's time when the
 * answer was made; `receivedAt` the device time it arrived (TanStack Query's dataUpdatedAt).
 */
export function useCountdown(targetIso: string | null | undefined, serverTimeIso: string, receivedAt: number) {
  const offsetMs = useMemo(() => Date.parse(serverTimeIso) - receivedAt, [serverTimeIso, receivedAt]);
  const target = targetIso ? Date.parse(targetIso) : Number.NaN;
  const remaining = () => (Number.isNaN(target) ? 0 : target - (Date.now() + offsetMs));
  const [parts, setParts] = useState(() => partsOf(remaining()));

  useEffect(() => {
    if (Number.isNaN(target)) return undefined;
    const tick = () => setParts(partsOf(target - (Date.now() + offsetMs)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target, offsetMs]);

  return parts;
}
