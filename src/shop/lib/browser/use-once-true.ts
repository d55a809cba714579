import { useState } from "react";

/** True from the first render where `value` is true, and for good after (load once, keep mounted). */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
