/**
 * Gate of the admin area: no session goes to the login; a session without the admin claim is told
 * so and sent home. The rules and functions enforce the same thing on the server.
 */
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { href } from "@domain/shop-paths.ts";
import { adminHref } from "@domain/admin-paths.ts";
import { notifyAccessDenied } from "@/admin/features/auth/access-denied.ts";
import { useAdminSession } from "@/admin/features/auth/use-admin-session.ts";
import { AdminShell } from "./admin-shell.tsx";
import { PageLoading } from "@/admin/components/page-loading.tsx";

export function Component() {
  const session = useAdminSession();
  const location = useLocation();
  const denied = session?.status === "signed-in" && !session.isAdmin;
  useEffect(() => {
    if (denied) notifyAccessDenied();
  }, [denied]);

  if (!session) return <PageLoading />;
  // The login comes back here afterwards (an order linked from an e-mail, say).
  if (session.status === "signed-out")
    return <Navigate to={adminHref("login")} replace state={{ from: location.pathname + location.search }} />;
  if (!session.isAdmin) return <Navigate to={href("home")} replace />;
  return <AdminShell email={session.email} />;
}
