import { Link2, MessageCircle, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { formatClp } from "@domain/money.ts";
import { productDisplayName, type Product } from "@domain/catalog/product.ts";
import { productPath } from "@domain/shop-paths.ts";
import { whatsappShareLink } from "@domain/settings/settings.ts";
import { useCopy } from "@/lib/ui/use-copy.ts";
import { Button } from "@/shop/components/ui/button.tsx";
import { css } from "@/styled-system/css";
import { hstack, stack } from "@/styled-system/patterns";

const styles = {
  root: stack({ gap: "2", alignItems: "start" }),
  options: hstack({ gap: "2", flexWrap: "wrap" }),
  trigger: css({ px: "2" }),
};

/**
 * 'Compartir' on the product page: the phone's own share sheet (Web Share API) with the product's
 * title and canonical address; where the browser has none, a WhatsApp message (name, price and
 * address) and 'Copiar enlace'.
 */
export function ShareButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  const optionsId = useId();
  const title = productDisplayName(product);
  // The shop's own address: the canonical one, wherever the page was reached from.
  const url = () => new URL(productPath(product), window.location.origin).href;

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: url() });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Any other refusal falls back to the options.
        if ((error as Error).name === "AbortError") return;
      }
    }
    setOpen((wasOpen) => !wasOpen);
  };

  return (
    <div className={styles.root}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={optionsId}
        onClick={() => void share()}
      >
        <Share2 aria-hidden />
        Compartir
      </Button>
      <div id={optionsId} hidden={!open} className={styles.options}>
        {open && (
          <>
            <Button asChild variant="outline" size="sm">
              <a
                href={whatsappShareLink(`${title} · ${formatClp(product.price)}\n${url()}`)}
                target="_blank"
                rel="noreferrer"
              >
                <MessageCircle aria-hidden />
                Compartir por WhatsApp
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copy("enlace", url())}>
              <Link2 aria-hidden />
              {copied === "enlace" ? "Copiado" : "Copiar enlace"}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
