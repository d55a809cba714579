/**
 * The four photo slots and the video slot. Photos change places by dragging one onto another
 * (mouse or touch, with dnd-kit) or with the move buttons, which keyboards reach.
 */
import { Box, HStack, IconButton, SimpleGrid } from "@chakra-ui/react";
import {
  DndContext,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { SLOT_LABELS } from "@domain/catalog/product-media.ts";
import { PHOTO_SLOTS, type MediaSlot as Slot, type ProductMedia } from "@domain/catalog/product.ts";
import { MediaSlot } from "./media-slot.tsx";

type PhotoSlot = (typeof PHOTO_SLOTS)[number];

export function PhotoSlots(props: {
  media: ProductMedia;
  progress: Partial<Record<Slot, number>>;
  onFile: (slot: Slot, file: File) => void;
  onRemove: (slot: Slot) => void;
  onSwap: (a: PhotoSlot, b: PhotoSlot) => void;
}) {
  // A short hold or move starts a drag, so taps and clicks on the slot's buttons still work.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onSwap(active.id as PhotoSlot, over.id as PhotoSlot);
  };
  const busy = Object.keys(props.progress).length > 0;

  return (
    <SimpleGrid columns={{ base: 2, sm: 3, lg: 5 }} gap="3">
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        {PHOTO_SLOTS.map((slot, index) => (
          <DraggablePhoto key={slot} slot={slot} disabled={busy || !props.media[slot]}>
            <MediaSlot
              slot={slot}
              value={props.media[slot]}
              required={slot === "uso" || slot === "studio"}
              progress={props.progress[slot]}
              onFile={(file) => props.onFile(slot, file)}
              onRemove={() => props.onRemove(slot)}
            />
            {props.media[slot] && (
              <HStack justify="center" gap="1" mt="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Mover ${SLOT_LABELS[slot]} a la izquierda`}
                  disabled={busy || index === 0}
                  onClick={() => props.onSwap(slot, PHOTO_SLOTS[index - 1]!)}
                >
                  <ChevronLeft />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Mover ${SLOT_LABELS[slot]} a la derecha`}
                  disabled={busy || index === PHOTO_SLOTS.length - 1}
                  onClick={() => props.onSwap(slot, PHOTO_SLOTS[index + 1]!)}
                >
                  <ChevronRight />
                </IconButton>
              </HStack>
            )}
          </DraggablePhoto>
        ))}
      </DndContext>
      <MediaSlot
        slot="video"
        value={props.media.video}
        progress={props.progress.video}
        onFile={(file) => props.onFile("video", file)}
        onRemove={() => props.onRemove("video")}
      />
    </SimpleGrid>
  );
}

function DraggablePhoto({
  slot,
  disabled,
  children,
}: {
  slot: PhotoSlot;
  disabled: boolean;
  children: ReactNode;
}) {
  const drag = useDraggable({ id: slot, disabled });
  const drop = useDroppable({ id: slot });
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.listeners}
      data-slot={slot}
      rounded="md"
      outline={drop.isOver && !drag.isDragging ? "2px dashed" : undefined}
      outlineColor="brand.solid"
      outlineOffset="2px"
      opacity={drag.isDragging ? 0.6 : 1}
      cursor={disabled ? undefined : "grab"}
      style={
        drag.transform
          ? {
              transform: `translate(${drag.transform.x}px, ${drag.transform.y}px)`,
              zIndex: 2,
              position: "relative",
            }
          : undefined
      }
    >
      {children}
    </Box>
  );
}
