import { Box, type BoxProps } from "@chakra-ui/react";
import { progressParts } from "@/lib/ui/headless.ts";

/** A thin determinate progress bar; `transitionMs`: how fast the fill follows the value. */
export function ProgressBar(props: {
  label: string;
  value: number;
  h?: BoxProps["h"];
  trackBg?: BoxProps["bg"];
  fill?: BoxProps["bg"];
  transitionMs?: number;
}) {
  const parts = progressParts(props.label, props.value);
  return (
    <Box
      {...parts.track}
      h={props.h ?? "2"}
      bg={props.trackBg ?? "bg.muted"}
      rounded="full"
      overflow="hidden"
    >
      <Box
        h="full"
        w={parts.fillWidth}
        bg={props.fill ?? "brand.solid"}
        rounded="full"
        transition={`width ${props.transitionMs ?? 120}ms linear`}
      />
    </Box>
  );
}
