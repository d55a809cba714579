/**
 * A card's two photos. Phones swipe between them (50 px, see useSwipe) or use the dots; large
 * screens show the studio photo on hover. One DOM for both, switched by breakpoint styles. The
 * photos sit above the card's link overlay so they can be swiped, so a tap on them opens the
 * product itself; for assistive technology the card's name link is the way in, and the photos are
 * decorative.
 */
import { Box, Flex } from "@chakra-ui/react";
import { useState, type CSSProperties } from "react";
import { useNavigate } from "react-router-dom";
import { ProductImage } from "@/shop/components/product-image.tsx";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { trackOffset, useSwipe } from "@/lib/browser/use-swipe.ts";
import { TILE_SIZES } from "../tile-sizes.ts";

type Props = { href: string; worn: string | null; studio: string | null; eager: boolean };

export function CardPhotos({ href, worn, studio, eager }: Props) {
  const navigate = useNavigate();
  const [shown, setShown] = useState(0);
  const photos = [worn, studio].filter((media) => media !== null);
  const last = photos.length - 1;
  const open = () => navigate(href);
  const { dragX, handlers, clickFollowsTouch } = useSwipe(
    (step) => setShown((index) => Math.min(last, Math.max(0, index + step))),
    open,
  );
  // The second photo waits for the first paint, so the first photos download alone.
  const painted = useAfterFirstPaint();

  return (
    <>
      <Box
        w="full"
        h="full"
        position="relative"
        zIndex="1"
        overflow="hidden"
        cursor="pointer"
        touchAction="pan-y"
        aria-hidden
        onClick={() => clickFollowsTouch() || open()}
        {...handlers}
      >
        <Flex
          h="full"
          // A variable, not a style prop: the offset changes on every finger move.
          style={{ "--track-offset": trackOffset(shown, photos.length, dragX) } as CSSProperties}
          transform={{ base: "translateX(var(--track-offset))", lg: "none" }}
          transition={dragX === 0 ? "transform 0.3s ease" : "none"}
          data-shown={shown}
        >
          {worn && (
            <ProductImage
              media={worn}
              sizes={TILE_SIZES}
              alt=""
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : "auto"}
              flex="0 0 100%"
              h="full"
              draggable={false}
              data-photo="worn"
            />
          )}
          {studio && painted && (
            <ProductImage
              media={studio}
              sizes={TILE_SIZES}
              alt=""
              flex="0 0 100%"
              h="full"
              position={{ lg: "absolute" }}
              inset={{ lg: "0" }}
              opacity={{ base: 1, lg: 0 }}
              transition="opacity 0.3s ease"
              _groupHover={{ opacity: 1 }}
              draggable={false}
              data-photo="studio"
            />
          )}
        </Flex>
      </Box>
      {photos.length > 1 && (
        <Flex hideFrom="lg" position="absolute" bottom="0.5" insetX="0" justify="center" zIndex="2">
          {photos.map((_, index) => (
            // A 24 px target around an 8 px dot: large enough for a finger (WCAG 2.5.8).
            <Box
              as="button"
              key={index}
              aria-label={`Ver foto ${index + 1}`}
              aria-current={shown === index}
              boxSize="6"
              display="grid"
              placeItems="center"
              onClick={() => setShown(index)}
            >
              <Box boxSize="2" rounded="full" bg={shown === index ? "white" : "white/50"} boxShadow="sm" />
            </Box>
          ))}
        </Flex>
      )}
    </>
  );
}
