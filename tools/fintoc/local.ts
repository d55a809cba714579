/** The stand-in as `npm start` and the tests run it: on its fixed port, with the local keys. */
import { LOCAL_FINTOC } from "../emulators/launch.ts";
import { startFintocStandIn, type FintocStandIn } from "./stand-in.ts";

/** Starts the local Fintoc, or nothing when the shop runs without it (FINTOC=off). */
export async function startLocalFintoc(): Promise<FintocStandIn | null> {
  if (!LOCAL_FINTOC.enabled) return null;
  return startFintocStandIn({
    port: LOCAL_FINTOC.port,
    secretKey: LOCAL_FINTOC.secretKey,
    webhookSecret: LOCAL_FINTOC.webhookSecret,
    webhookUrl: LOCAL_FINTOC.webhookUrl,
  });
}
