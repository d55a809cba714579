/** The shop's 43 colors by category; a color toggles on and off (matched by hex). */
import { Box, Button, Stack, Text, Wrap } from "@chakra-ui/react";
import { PALETTE, PALETTE_CATEGORIES } from "@domain/catalog/palette.ts";
import { toggleColor, type ProductDraft } from "../product-draft.ts";

export function ColorPalettePicker({
  draft,
  onChange,
}: {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
}) {
  return (
    <Stack gap="4">
      {PALETTE_CATEGORIES.map((category) => (
        <Stack key={category} gap="2">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {category}
          </Text>
          <Wrap gap="2">
            {PALETTE.filter((color) => color.category === category).map((color) => {
              const chosen = draft.colors.some((c) => c.hex.toLowerCase() === color.hex.toLowerCase());
              return (
                <Button
                  key={color.hex}
                  size="xs"
                  variant={chosen ? "solid" : "outline"}
                  colorPalette="brand"
                  aria-pressed={chosen}
                  onClick={() => onChange(toggleColor(draft, color))}
                >
                  <Box boxSize="3" rounded="full" bg={color.hex} borderWidth="1px" borderColor="border" />
                  {color.name}
                </Button>
              );
            })}
          </Wrap>
        </Stack>
      ))}
    </Stack>
  );
}
