import { Box, type BoxProps } from "@chakra-ui/react";

interface ProgressBarProps {
  /** What is progressing, as a screen reader announces it ("Subiendo comprobante"). */
  label: string;
  /** 0 to 100. */
  value: number;
  h?: BoxProps["h"];
  trackBg?: BoxProps["bg"];
  fill?: BoxProps["bg"];
  /** How fast the bar follows the value: quicker for steps the shop makes itself. */
  transitionMs?: number;
}

/** A thin determinate progress bar, announced with its label and value. */
export function ProgressBar({
  label,
  value,
  h = "2",
  trackBg = "bg.muted",
  fill = "brand.solid",
  transitionMs = 120,
}: ProgressBarProps) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      h={h}
      bg={trackBg}
      rounded="full"
      overflow="hidden"
    >
      <Box h="full" w={`${value}%`} bg={fill} rounded="full" transition={`width ${transitionMs}ms linear`} />
    </Box>
  );
}
