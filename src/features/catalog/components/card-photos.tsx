/**
 * A card's two photos. Phones swipe between them (scroll snapping) or use the dots; large screens
 * show the studio photo on hover. One DOM for both, switched by breakpoint styles. The photos sit
 * above the card's link overlay so they can be swiped, so a tap on them opens the product itself;
 * for assistive technology the card's name link is the way in, and the photos are decorative.
 */
import { Box, Flex } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ProductImage } from "@/components/product-image.tsx";
import { useAfterFirstPaint } from "@/lib/browser/after-first-paint.ts";
import { TILE_SIZES } from "../tile-sizes.ts";

type Props = { href: string; worn: string | null; studio: string | null; eager: boolean };

export function CardPhotos({ href, worn, studio, eager }: Props) {
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const photos = [worn, studio].filter((media) => media !== null);
  // The second photo waits for the first paint, so the first photos download alone.
  const painted = useAfterFirstPaint();

  const show = (index: number) => {
    const element = track.current;
    element?.scrollTo({ left: index * element.clientWidth, behavior: "smooth" });
  };

  return (
    <>
      <Flex
        ref={track}
        w="full"
        h="full"
        position="relative"
        zIndex="1"
        cursor="pointer"
        aria-hidden
        onClick={() => navigate(href)}
        overflowX={{ base: "auto", lg: "hidden" }}
        scrollSnapType="x mandatory"
        scrollbarWidth="none"
        css={{ "&::-webkit-scrollbar": { display: "none" } }}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          setShown(Math.round(scrollLeft / Math.max(clientWidth, 1)));
        }}
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
            scrollSnapAlign="start"
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
            scrollSnapAlign="start"
            position={{ lg: "absolute" }}
            inset={{ lg: "0" }}
            opacity={{ base: 1, lg: 0 }}
            transition="opacity 0.3s ease"
            _groupHover={{ opacity: 1 }}
            data-photo="studio"
          />
        )}
      </Flex>
      {photos.length > 1 && (
        <Flex hideFrom="lg" position="absolute" bottom="2" insetX="0" justify="center" gap="1.5" zIndex="2">
          {photos.map((_, index) => (
            <Box
              as="button"
              key={index}
              aria-label={`Ver foto ${index + 1}`}
              aria-current={shown === index}
              boxSize="2"
              rounded="full"
              bg={shown === index ? "white" : "white/50"}
              boxShadow="sm"
              onClick={() => show(index)}
            />
          ))}
        </Flex>
      )}
    </>
  );
}
