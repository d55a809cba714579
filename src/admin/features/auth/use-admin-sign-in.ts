import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { href } from "@domain/shop-paths.ts";
import { toaster } from "@/lib/ui/toaster.ts";
import { signInAdmin, signOutAdmin } from "@/lib/firebase/admin/auth.ts";
import { notifyAccessDenied } from "./access-denied.ts";
import { signInErrorMessage } from "./auth-errors.ts";

/**
 * Signs the owner in and goes on to `next`. An account that signs in but is not an admin is signed
 * out again at once and sent to the shop, so no half-open session is left behind.
 */
export function useAdminSignIn(next: string) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function signIn(email: string, password: string) {
    setSubmitting(true);
    try {
      const session = await signInAdmin(email.trim(), password);
      if (session.status === "signed-in" && !session.isAdmin) {
        await signOutAdmin();
        notifyAccessDenied();
        navigate(href("home"), { replace: true });
        return;
      }
      toaster.create({ type: "success", title: "Inicio de sesión exitoso" });
      navigate(next, { replace: true });
    } catch (error) {
      toaster.create({ type: "error", title: signInErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, signIn };
}
