import { useEffect, useState } from "react";
import { watchAdminSession, type AdminSession } from "@/lib/firebase/admin/auth.ts";

/** The current admin session; `undefined` until Firebase Auth has restored it. */
export function useAdminSession(): AdminSession | undefined {
  const [session, setSession] = useState<AdminSession>();
  useEffect(() => watchAdminSession(setSession), []);
  return session;
}
