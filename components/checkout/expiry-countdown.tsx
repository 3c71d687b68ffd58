"use client";

import { useEffect, useState } from "react";

/** The current time, ticking each second; null until mounted so the server's HTML never disagrees. */
function useNow() {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // Only once mounted: the server's render and the browser's first one must agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const pad = (value: number) => String(value).padStart(2, "0");

function formatRemaining(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const hours = Math.floor(total / 3600);
  const clock = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

const SOON_MS = 5 * 60_000;

/** Time left to pay. The server has the last word: its status says when the charge really expired. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow();
  const remaining = now === null ? null : new Date(expiresAt).getTime() - now;
  if (remaining !== null && remaining <= 0) {
    return <p className="text-center text-sm font-medium text-amber-700">Prazo encerrado. Verificando o pagamento…</p>;
  }
  return (
    <p className="text-center text-sm text-slate-600">
      Expira em{" "}
      <span
        role="timer"
        className={`font-semibold tabular-nums ${remaining !== null && remaining < SOON_MS ? "text-amber-700" : "text-slate-900"}`}
      >
        {remaining === null ? "--:--" : formatRemaining(remaining)}
      </span>
    </p>
  );
}
