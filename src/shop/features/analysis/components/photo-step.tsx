/** Choose a face photo, see it, change it, analyse it. The file input stays reachable by keyboard. */
import {
  AspectRatio,
  Box,
  Button,
  chakra,
  Image,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { Camera, ImageUp, RefreshCw, Sparkles } from "lucide-react";
import { useRef } from "react";
import { ANALYSIS_PHOTO, formatMegabytes } from "@domain/upload-limits.ts";

const MAX_SIZE = formatMegabytes(ANALYSIS_PHOTO.maxInputBytes);

export function PhotoStep({
  previewUrl,
  analysing,
  canAnalyse,
  onFile,
  onAnalyse,
}: {
  previewUrl: string | null;
  analysing: boolean;
  canAnalyse: boolean;
  onFile: (file: File) => void;
  onAnalyse: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();

  return (
    <Stack gap="4" align="center" w="full">
      <VisuallyHidden asChild>
        <chakra.input
          ref={input}
          type="file"
          accept="image/*"
          aria-label="Foto de tu rostro"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
      </VisuallyHidden>
      {previewUrl ? (
        <AspectRatio ratio={3 / 4} w="full" maxW="xs" rounded="xl" overflow="hidden" bg="bg.muted">
          <Box position="relative">
            <Image src={previewUrl} alt="Tu foto" objectFit="cover" w="full" h="full" />
            {analysing && (
              <Stack
                position="absolute"
                inset="0"
                bg="blackAlpha.500"
                color="white"
                align="center"
                justify="center"
                gap="3"
                role="status"
              >
                <Spinner size="lg" />
                <Text fontWeight="500">Analizando tus colores...</Text>
              </Stack>
            )}
          </Box>
        </AspectRatio>
      ) : (
        <chakra.button
          type="button"
          onClick={choose}
          w="full"
          maxW="xs"
          aspectRatio={3 / 4}
          rounded="xl"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="brand.300"
          bg="bg.panel"
          color="fg.muted"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="3"
          px="6"
          cursor="pointer"
          _hover={{ borderColor: "brand.solid", color: "fg" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        >
          <Camera size={40} aria-hidden />
          <Text fontWeight="600" color="fg">
            Sube una foto de tu rostro
          </Text>
          <Text fontSize="sm">
            De frente, con luz natural y sin filtros. JPG, PNG o HEIC de hasta {MAX_SIZE}.
          </Text>
        </chakra.button>
      )}
      {previewUrl ? (
        <Stack direction={{ base: "column", sm: "row" }} gap="3" w="full" maxW="xs">
          <Button
            colorPalette="brand"
            flex="1"
            loading={analysing}
            loadingText="Analizando..."
            disabled={!canAnalyse}
            onClick={onAnalyse}
          >
            <Sparkles /> Analizar
          </Button>
          <Button variant="outline" flex="1" disabled={analysing} onClick={choose}>
            <RefreshCw /> Cambiar foto
          </Button>
        </Stack>
      ) : (
        <Button colorPalette="brand" onClick={choose}>
          <ImageUp /> Elegir foto
        </Button>
      )}
    </Stack>
  );
}
