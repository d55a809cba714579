import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { css } from "@/styled-system/css";

type Props = { icon: LucideIcon | ComponentType<{ size?: number }>; size?: number };

const circle = css({
  display: "flex",
  flexShrink: "0",
  boxSize: "10",
  rounded: "full",
  bg: "brand.subtle",
  color: "brand.fg",
  alignItems: "center",
  justifyContent: "center",
});

/** The brand's round icon badge, used beside short texts (selling points, contact and info cards). */
export function IconCircle({ icon: Icon, size = 20 }: Props) {
  return (
    <div className={circle}>
      <Icon size={size} aria-hidden />
    </div>
  );
}
