/**
 * A product photo sized for its slot: the browser picks a WebP variant from `srcset` with the
 * caller's `sizes`, and the width/height attributes give it its 3:4 box before any byte arrives,
 * so nothing shifts. A Cloud Function writes the variants a few seconds after an upload; until
 * then the variant fails to load and the image falls back to the original.
 */
import { Image, type ImageProps } from "@chakra-ui/react";
import { useState } from "react";
import { DEFAULT_VARIANT_WIDTH, variantHeight } from "@domain/media-variants.ts";
import { mediaSrcSet, mediaUrl, mediaVariantUrl } from "@/lib/firebase/media.ts";

type Props = Omit<ImageProps, "src" | "srcSet" | "sizes" | "alt" | "onError"> & {
  /** The stored media value: an http(s) URL or a Storage path. */
  media: string;
  /** How wide the slot is rendered, e.g. "(min-width: 48em) 33vw, 50vw". */
  sizes: string;
  alt: string;
};

export function ProductImage({ media, sizes, alt, loading = "lazy", fetchPriority, ...rest }: Props) {
  const [failedMedia, setFailedMedia] = useState<string | null>(null);
  const srcSet = mediaSrcSet(media);
  const variants = srcSet !== undefined && failedMedia !== media;

  return (
    <Image
      loading={loading}
      fetchPriority={fetchPriority}
      sizes={variants ? sizes : undefined}
      srcSet={variants ? srcSet : undefined}
      src={(variants ? mediaVariantUrl(media) : mediaUrl(media)) ?? undefined}
      alt={alt}
      htmlWidth={DEFAULT_VARIANT_WIDTH}
      htmlHeight={variantHeight(DEFAULT_VARIANT_WIDTH)}
      objectFit="cover"
      w="full"
      h="auto"
      onError={variants ? () => setFailedMedia(media) : undefined}
      {...rest}
    />
  );
}
