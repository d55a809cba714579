/**
 * One visit of /asesoria is one analysis session (spec: "Recarga la página para continuar"): its
 * id, how many analyses it has made and the access key once typed live in memory only, so a reload
 * starts a new session. The server keeps its own count under the same id.
 */
import { create } from "zustand";

interface AnalysisSession {
  sessionId: string;
  made: number;
  accessKey: string | null;
  recordAnalysis: () => void;
  setAccessKey: (key: string | null) => void;
}

export const useAnalysisSession = create<AnalysisSession>((set) => ({
  sessionId: crypto.randomUUID(),
  made: 0,
  accessKey: null,
  recordAnalysis: () => set((state) => ({ made: state.made + 1 })),
  setAccessKey: (accessKey) => set({ accessKey }),
}));
