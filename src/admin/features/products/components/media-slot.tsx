import { Box, Button, Flex, Image, Stack, Text } from "@chakra-ui/react";
import { ImagePlus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { SLOT_LABELS } from "@domain/catalog/product-media.ts";
import type { MediaSlot as Slot } from "@domain/catalog/product.ts";
import { mediaUrl } from "@/lib/firebase/media.ts";
import { ProgressBar } from "@/admin/components/progress-bar.tsx";

const ACCEPT = { photo: "image/jpeg,image/png,image/webp", video: "video/mp4,video/webm,video/quicktime" };

/** One photo or video slot: what is stored, an upload with its progress, replace and remove. */
export function MediaSlot(props: {
  slot: Slot;
  value: string | null;
  required?: boolean;
  /** 0–100 while uploading. */
  progress: number | undefined;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const label = SLOT_LABELS[props.slot];
  const url = mediaUrl(props.value);
  const uploading = props.progress !== undefined;
  const video = props.slot === "video";

  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="500">
        {label}
        {props.required && (
          <Text as="span" color="red.600" aria-hidden>
            {" "}
            *
          </Text>
        )}
      </Text>
      <Flex
        aspectRatio={video ? 16 / 9 : 3 / 4}
        rounded="md"
        borderWidth="1px"
        borderStyle={url ? "solid" : "dashed"}
        bg="bg.muted"
        overflow="hidden"
        align="center"
        justify="center"
        position="relative"
      >
        {url && !video && <Image src={url} alt={label} w="full" h="full" objectFit="cover" />}
        {url && video && (
          <video
            src={url}
            aria-label={label}
            muted
            playsInline
            style={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
        )}
        {!url && !uploading && (
          <Text fontSize="xs" color="fg.muted" p="2" textAlign="center">
            Sin {video ? "video" : "foto"}
          </Text>
        )}
        {uploading && (
          <Box position="absolute" insetX="2" bottom="2">
            <ProgressBar label={`Subiendo ${label}`} value={props.progress ?? 0} h="1.5" trackBg="bg" />
            <Text fontSize="xs" textAlign="center" mt="1" bg="bg/80" rounded="sm">
              {props.progress}%
            </Text>
          </Box>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        hidden
        accept={video ? ACCEPT.video : ACCEPT.photo}
        aria-label={`Archivo para ${label}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) props.onFile(file);
        }}
      />
      <Flex gap="1">
        <Button
          size="xs"
          variant="outline"
          flex="1"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          <ImagePlus />
          {url ? "Cambiar" : "Subir"}
        </Button>
        {url && (
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Eliminar ${label}`}
            disabled={uploading}
            onClick={props.onRemove}
          >
            <Trash2 />
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
