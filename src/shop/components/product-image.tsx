/**
 * A product photo sized for its slot: the browser picks a WebP variant from `srcset` with the
 * caller's `sizes`, and the width/height attributes give it its 3:4 box before any byte arrives,
 * so nothing shifts. A Cloud Function writes the variants a few seconds after an upload; until
 * then the variant fails to load and the image falls back to the original.
 *
 * The photo covers its box at the full width; the caller's `className` (a class computed once, at
 * module scope) gives its height and anything else, and the height attributes are only a ratio
 * unless it does.
 */
import { useState, type ComponentProps } from "react";
import { DEFAULT_VARIANT_WIDTH, variantHeight } from "@domain/catalog/media-variants.ts";
import { mediaSrcSet, mediaUrl, mediaVariantUrl } from "@/lib/firebase/media.ts";
import { css, cx } from "@/styled-system/css";

type Props = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "alt" | "onError" | "width" | "height"
> & {
  /** The stored media value: an http(s) URL or a Storage path. */
  media: string;
  /** How wide the slot is rendered, e.g. "(min-width: 48em) 33vw, 50vw". */
  sizes: string;
  alt: string;
};

const photo = css({ objectFit: "cover", w: "full" });
/** Without a class of the caller's, as Chakra's image was: the height follows the width. */
const autoHeight = css({ h: "auto" });

export function ProductImage({
  media,
  sizes,
  alt,
  loading = "lazy",
  fetchPriority,
  className,
  ...rest
}: Props) {
  const [failedMedia, setFailedMedia] = useState<string | null>(null);
  const srcSet = mediaSrcSet(media);
  const variants = srcSet !== undefined && failedMedia !== media;

  return (
    <img
      loading={loading}
      fetchPriority={fetchPriority}
      sizes={variants ? sizes : undefined}
      srcSet={variants ? srcSet : undefined}
      src={(variants ? mediaVariantUrl(media) : mediaUrl(media)) ?? undefined}
      alt={alt}
      width={DEFAULT_VARIANT_WIDTH}
      height={variantHeight(DEFAULT_VARIANT_WIDTH)}
      onError={variants ? () => setFailedMedia(media) : undefined}
      {...rest}
      className={cx(photo, className ?? autoHeight)}
    />
  );
}
