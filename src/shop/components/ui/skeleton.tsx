/** Chakra's skeleton: a block that pulses while what it stands for loads. */
import { styled, Stack, type StackProps } from "@/styled-system/jsx";
import { skeleton } from "@/styled-system/recipes";

export const Skeleton = styled("div", skeleton);

/** `noOfLines` bars of text, the last one shorter. */
export function SkeletonText({ noOfLines = 3, gap, ...rest }: StackProps & { noOfLines?: number }) {
  return (
    <Stack gap={gap} width="full" {...rest}>
      {Array.from({ length: noOfLines }, (_, index) => (
        <Skeleton key={index} height="4" width={index === noOfLines - 1 && noOfLines > 1 ? "4/5" : "full"} />
      ))}
    </Stack>
  );
}
