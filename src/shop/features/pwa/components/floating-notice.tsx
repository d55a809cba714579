/**
 * A small card at the bottom of the screen for the app's own notices (update, install). It slides
 * in and out; render it inside AnimatePresence and a MotionBoundary.
 */
import * as m from "motion/react-m";
import type { ReactNode } from "react";
import { css } from "@/styled-system/css";
import { Flex, styled } from "@/styled-system/jsx";

const card = css({
  position: "fixed",
  insetX: "4",
  bottom: "[calc(1rem + env(safe-area-inset-bottom))]",
  zIndex: "toast",
  mx: "auto",
  maxW: "md",
  bg: "bg.panel",
  borderWidth: "1px",
  rounded: "lg",
  shadow: "lg",
  px: "4",
  py: "3",
});

export function FloatingNotice({
  label,
  children,
  actions,
}: {
  label: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <m.div
      role="region"
      aria-label={label}
      className={card}
      initial={{ opacity: 0, y: 24 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, y: 24 }}
    >
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <styled.p fontSize="sm" flex="1" minW="48">
          {children}
        </styled.p>
        <Flex gap="2">{actions}</Flex>
      </Flex>
    </m.div>
  );
}
