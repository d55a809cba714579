/** `migrations/{name}`: how far a data migration the functions run by themselves got. */
import { z } from "zod";

export const migrationMarkerSchema = z.object({ startedAt: z.date(), doneAt: z.date().nullable() });
export type MigrationMarker = z.infer<typeof migrationMarkerSchema>;
