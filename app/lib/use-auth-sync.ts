import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

const CHANNEL = "tipoff-auth";

/**
 * Keeps every open tab in step with sign-in and sign-out: when this tab's user changes it tells
 * the others, which reload their data (a protected page then redirects to /login by itself).
 */
export function useAuthSync(userId: string | null) {
  const { revalidate } = useRevalidator();
  const channel = useRef<BroadcastChannel | null>(null);
  const previous = useRef(userId);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const opened = new BroadcastChannel(CHANNEL);
    opened.onmessage = () => void revalidate();
    channel.current = opened;
    return () => opened.close();
  }, [revalidate]);

  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    channel.current?.postMessage({ userId });
  }, [userId]);
}
