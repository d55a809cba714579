/** Choose a face photo, see it, change it, analyse it. The file input stays reachable by keyboard. */
import { Camera, ImageUp, RefreshCw, Sparkles } from "lucide-react";
import { useRef } from "react";
import { ANALYSIS_PHOTO, formatMegabytes } from "@domain/upload-limits.ts";
import { Box, Stack, styled } from "@/styled-system/jsx";
import { visuallyHidden } from "@/styled-system/patterns";
import { Button } from "@/shop/components/ui/button.tsx";
import { Spinner } from "@/shop/components/ui/spinner.tsx";
import { css } from "@/styled-system/css";

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
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Foto de tu rostro"
        className={visuallyHidden()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      {previewUrl ? (
        <Box
          position="relative"
          w="full"
          maxW="xs"
          aspectRatio="portrait"
          rounded="xl"
          overflow="hidden"
          bg="bg.muted"
        >
          <styled.img src={previewUrl} alt="Tu foto" objectFit="cover" w="full" h="full" />
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
              <styled.p fontWeight="medium">Analizando tus colores...</styled.p>
            </Stack>
          )}
        </Box>
      ) : (
        <styled.button
          type="button"
          onClick={choose}
          w="full"
          maxW="xs"
          aspectRatio="portrait"
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
          cursor="button"
          _hover={{ borderColor: "brand.solid", color: "fg" }}
          _focusVisible={{
            outlineWidth: "[2px]",
            outlineStyle: "solid",
            outlineColor: "brand.focusRing",
            outlineOffset: "[2px]",
          }}
        >
          <Camera size={40} aria-hidden />
          <styled.p fontWeight="semibold" color="fg">
            Sube una foto de tu rostro
          </styled.p>
          <styled.p fontSize="sm">
            De frente, con luz natural y sin filtros. JPG, PNG o HEIC de hasta {MAX_SIZE}.
          </styled.p>
        </styled.button>
      )}
      {previewUrl ? (
        <Stack direction={{ base: "column", sm: "row" }} gap="3" w="full" maxW="xs">
          <Button
            className={css({ colorPalette: "brand", flex: "1" })}
            loading={analysing}
            loadingText="Analizando..."
            disabled={!canAnalyse}
            onClick={onAnalyse}
          >
            <Sparkles /> Analizar
          </Button>
          <Button variant="outline" className={css({ flex: "1" })} disabled={analysing} onClick={choose}>
            <RefreshCw /> Cambiar foto
          </Button>
        </Stack>
      ) : (
        <Button className={css({ colorPalette: "brand" })} onClick={choose}>
          <ImageUp /> Elegir foto
        </Button>
      )}
    </Stack>
  );
}
