// The functions' and the launcher's way to the domain's "not set" value (one home: the domain).
export { isSecretSet, SECRET_UNSET } from "@domain/secret-unset.ts";
