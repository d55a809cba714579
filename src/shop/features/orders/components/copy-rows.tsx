import { Check, Copy } from "lucide-react";
import { Button, IconButton } from "@/shop/components/ui/button.tsx";
import { css } from "@/styled-system/css";
import { flex, stack } from "@/styled-system/patterns";
import { useCopy } from "@/lib/ui/use-copy.ts";

export interface CopyRow {
  label: string;
  value: string;
}

// One per row: the classes are computed once.
const styles = {
  row: flex({
    align: "center",
    gap: "3",
    py: "2.5",
    borderBottomWidth: "1px",
    _last: { borderBottomWidth: "0" },
  }),
  text: stack({ gap: "0", flex: "1", minW: "[0]" }),
  label: css({ fontSize: "sm", color: "fg.muted" }),
  value: css({ fontWeight: "medium", overflowWrap: "anywhere" }),
};

/** Label and value lines, each with its copy button, and optionally one to copy them all. */
export function CopyRows({ rows, copyAll = false }: { rows: readonly CopyRow[]; copyAll?: boolean }) {
  const { copied, copy } = useCopy();
  return (
    <div className={stack({ gap: "0" })}>
      <dl className={stack({ gap: "0" })}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <div className={styles.text}>
              <dt className={styles.label}>{row.label}</dt>
              <dd className={styles.value}>{row.value}</dd>
            </div>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Copiar ${row.label.toLowerCase()}`}
              onClick={() => copy(row.label, row.value)}
            >
              {copied === row.label ? <Check /> : <Copy />}
            </IconButton>
          </div>
        ))}
      </dl>
      {copyAll && (
        <Button
          className={css({ mt: "3" })}
          variant="outline"
          onClick={() => copy("*", rows.map((row) => `${row.label}: ${row.value}`).join("\n"))}
        >
          {copied === "*" ? <Check /> : <Copy />}
          Copiar todo
        </Button>
      )}
    </div>
  );
}
