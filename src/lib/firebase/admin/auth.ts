/** Admin sign-in: e-mail and password accounts whose ID token carries the admin claim. */
import {
  connectAuthEmulator,
  getAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import { isAdminClaims } from "@domain/admin-role.ts";
import { firebaseApp } from "../app.ts";
import { emulatorAddress, usesEmulators } from "../config.ts";

let auth: Auth | undefined;

function firebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (usesEmulators) {
      const { host, port } = emulatorAddress("auth");
      connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
    }
  }
  return auth;
}

export type AdminSession =
  { status: "signed-out" } | { status: "signed-in"; email: string; isAdmin: boolean };

async function sessionOf(user: User | null): Promise<AdminSession> {
  if (!user) return { status: "signed-out" };
  const token = await user.getIdTokenResult();
  return { status: "signed-in", email: user.email ?? "", isAdmin: isAdminClaims(token.claims) };
}

export function watchAdminSession(onChange: (session: AdminSession) => void): () => void {
  return onIdTokenChanged(firebaseAuth(), (user) => {
    void sessionOf(user).then(onChange);
  });
}

export async function signInAdmin(email: string, password: string): Promise<AdminSession> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return sessionOf(credential.user);
}

export function signOutAdmin(): Promise<void> {
  return signOut(firebaseAuth());
}
