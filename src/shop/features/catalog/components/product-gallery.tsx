/**
 * Product photos (worn, studio, up to two extras) and the optional video. Phones get a swipeable
 * row with dots and pinch zoom; large screens a main image with thumbnails.
 */
import { useState } from "react";
import { ProductImage } from "@/shop/components/product-image.tsx";
import { PHOTO_SLOTS, type Product } from "@domain/catalog/product.ts";
import { trackOffset, useSwipe } from "@/shop/lib/browser/use-swipe.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";
import { css, cx } from "@/styled-system/css";
import { AspectRatio, Box, Flex, styled } from "@/styled-system/jsx";
import { aspectRatio } from "@/styled-system/patterns";
import { GALLERY_SIZES } from "../tile-sizes.ts";
import { PinchZoom } from "./pinch-zoom.tsx";

/** `media` is the stored value (for srcset variants); `url` what the browser loads. */
type Slide = { kind: "photo" | "video"; media: string; url: string; label: string };

function slidesOf(product: Product): Slide[] {
  const labels = ["puesta", "de estudio", "detalle 1", "detalle 2"];
  const slides: Slide[] = PHOTO_SLOTS.flatMap((slot, index) => {
    const media = product.media[slot];
    const url = mediaUrl(media);
    return media && url
      ? [{ kind: "photo" as const, media, url, label: `${product.name}, foto ${labels[index]}` }]
      : [];
  });
  const video = product.media.video;
  const videoUrl = mediaUrl(video);
  if (video && videoUrl)
    slides.push({ kind: "video", media: video, url: videoUrl, label: `${product.name}, video` });
  return slides;
}

const fill = css({ w: "full", h: "full", objectFit: "cover" });
const fullHeight = css({ h: "full" });

/** A thumbnail: a 3:4 button, framed in the brand's color while its photo is the one shown. */
const thumb = cx(
  aspectRatio({ ratio: 0.75 }),
  css({ rounded: "sm", overflow: "hidden", borderWidth: "[2px]", cursor: "[pointer]" }),
);
const thumbStyles = {
  current: cx(thumb, css({ borderColor: "brand.solid" })),
  other: cx(thumb, css({ borderColor: "transparent" })),
};

function SlideMedia({ slide, eager }: { slide: Slide; eager: boolean }) {
  if (slide.kind === "video") {
    return (
      <video
        className={fill}
        src={slide.url}
        controls
        playsInline
        muted
        preload="metadata"
        aria-label={slide.label}
      />
    );
  }
  return (
    <ProductImage
      media={slide.media}
      sizes={GALLERY_SIZES}
      alt={slide.label}
      className={fullHeight}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      draggable={false}
    />
  );
}

interface GalleryProps {
  slides: Slide[];
  current: number;
  onShow: (index: number) => void;
}

export function ProductGallery({ product }: { product: Product }) {
  const slides = slidesOf(product);
  const [page, setPage] = useState(0);
  const current = Math.min(page, slides.length - 1);

  if (slides.length === 0) return <AspectRatio ratio={0.75} bg="bg.muted" rounded="md" />;

  // Both layouts, one shown by the stylesheet: the server cannot know the screen, and switching
  // layouts after hydration would move the page. The shared first photo downloads once.
  return (
    <>
      <Box hideBelow="lg">
        <DesktopGallery slides={slides} current={current} onShow={setPage} />
      </Box>
      <Box hideFrom="lg">
        <PhoneGallery slides={slides} current={current} onShow={setPage} />
      </Box>
    </>
  );
}

/** Wide screens: the photo shown, and a column of thumbnails to choose another. */
function DesktopGallery({ slides, current, onShow }: GalleryProps) {
  return (
    <Flex gap="3" direction="row-reverse" align="start">
      <AspectRatio ratio={0.75} flex="1" rounded="md" overflow="hidden" bg="bg.muted">
        <SlideMedia slide={slides[current]!} eager />
      </AspectRatio>
      <Flex direction="column" gap="2" w="20" role="tablist" aria-label="Fotos del producto">
        {slides.map((slide, index) => (
          <button
            key={slide.url}
            type="button"
            className={index === current ? thumbStyles.current : thumbStyles.other}
            role="tab"
            aria-selected={index === current}
            aria-label={slide.label}
            onClick={() => onShow(index)}
          >
            {slide.kind === "photo" ? (
              <ProductImage media={slide.media} sizes="80px" alt="" className={fullHeight} />
            ) : (
              <Flex bg="sand.800" color="sand.50" align="center" justify="center" fontSize="xs">
                Video
              </Flex>
            )}
          </button>
        ))}
      </Flex>
    </Flex>
  );
}

/**
 * Phones: the photos side by side, moved by a 50 px swipe (useSwipe) or the dots; the photo shown
 * is the only one in the accessibility tree and the tab order.
 */
function PhoneGallery({ slides, current, onShow }: GalleryProps) {
  const { dragX, handlers } = useSwipe((step) =>
    onShow(Math.min(slides.length - 1, Math.max(0, current + step))),
  );
  return (
    <Box role="region" aria-roledescription="carrusel" aria-label="Fotos del producto">
      <Box rounded="md" overflow="hidden" bg="bg.muted" touchAction="pan-y" {...handlers}>
        <Flex
          style={{ transform: `translateX(${trackOffset(current, slides.length, dragX)})` }}
          transition={dragX === 0 ? "[transform 0.3s ease]" : "[none]"}
          data-shown={current}
        >
          {slides.map((slide, index) => (
            <AspectRatio
              key={slide.url}
              ratio={0.75}
              flex="[0 0 100%]"
              role="group"
              aria-roledescription="foto"
              aria-label={`${index + 1} de ${slides.length}`}
              inert={index !== current}
            >
              {/* Changing photo remounts nothing, but zoom always returns to 1x on release. */}
              <PinchZoom>
                <SlideMedia slide={slide} eager={index === 0} />
              </PinchZoom>
            </AspectRatio>
          ))}
        </Flex>
      </Box>
      <Flex justify="center" mt="1">
        {slides.map((slide, index) => (
          // A 24 px target around an 8 px dot: large enough for a finger (WCAG 2.5.8).
          <styled.button
            type="button"
            key={slide.url}
            aria-label={slide.label}
            aria-current={index === current}
            boxSize="6"
            display="grid"
            placeItems="center"
            onClick={() => onShow(index)}
          >
            <Box boxSize="2" rounded="full" bg={index === current ? "brand.solid" : "sand.300"} />
          </styled.button>
        ))}
      </Flex>
      <styled.p mt="1" fontSize="xs" color="fg.muted" textAlign="center">
        Pellizca para hacer zoom
      </styled.p>
    </Box>
  );
}
