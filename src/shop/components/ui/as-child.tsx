import { cloneElement, createElement, isValidElement, type ElementType, type ReactNode } from "react";
import { cx } from "@/styled-system/css";

export interface AsChildProps {
  /** Put the look and the props on the only child (a router link) instead of an element of its own. */
  asChild?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * An `element` with these props, or with `asChild` the child with them, its own props winning and
 * the class names joined. The shop only puts a button's or a link's look on a router link, so this
 * is Ark's `asChild` without its ref composition and handler chaining, which cost the home page's
 * entry 1.3 KiB.
 */
export function renderAsChild(
  element: ElementType,
  { asChild, children, ...props }: AsChildProps & Record<string, unknown>,
) {
  if (!asChild || !isValidElement<{ className?: string }>(children))
    return createElement(element, props, children);
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: cx(props.className, children.props.className),
  });
}
