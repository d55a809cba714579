/** Says, only while offline, that what follows needs a connection — and that nothing is lost. */
import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { useOnline } from "@/lib/browser/connectivity.ts";
import { HStack, styled } from "@/styled-system/jsx";

export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  if (online) return null;
  return (
    <HStack
      role="status"
      gap="3"
      alignItems="start"
      bg="orange.50"
      color="orange.800"
      borderWidth="1px"
      borderColor="orange.200"
      rounded="md"
      px="4"
      py="3"
    >
      <WifiOff size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <styled.p fontSize="sm">{children}</styled.p>
    </HStack>
  );
}
