/**
 * Where motion components (`m.*` from "motion/react-m") may render: LazyMotion keeps the animation
 * engine out of every bundle until one shows, and animations follow the visitor's reduced-motion
 * preference. Only used by code that loads after the first paint.
 */
import { LazyMotion, MotionConfig } from "motion/react";
import type { ReactNode } from "react";

const loadFeatures = () => import("./motion-features.ts").then((module) => module.default);

export function MotionBoundary({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
