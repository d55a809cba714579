import { Alert } from "@chakra-ui/react";
import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useOnline } from "@/lib/browser/connectivity.ts";

/** Says, only while offline, that what follows needs a connection — and that nothing is lost. */
export function NeedsConnection({ children }: { children: ReactNode }) {
  if (useOnline()) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator>
        <WifiOff />
      </Alert.Indicator>
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
