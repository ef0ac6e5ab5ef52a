import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated; restart() starts again from the top. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
