/**
 * One visit of /asesoria is one analysis session (spec: "Recarga la página para continuar"): the id
 * the server issued with its first analysis, how many analyses it has made and the access key once
 * typed live in memory only, so a reload starts a new session. The server keeps its own count.
 */
import { create } from "zustand";

interface AnalysisSession {
  /** Null until the server has issued one. */
  sessionId: string | null;
  made: number;
  accessKey: string | null;
  recordAnalysis: (sessionId: string) => void;
  setAccessKey: (key: string | null) => void;
}

export const useAnalysisSession = create<AnalysisSession>((set) => ({
  sessionId: null,
  made: 0,
  accessKey: null,
  recordAnalysis: (sessionId) => set((state) => ({ sessionId, made: state.made + 1 })),
  setAccessKey: (accessKey) => set({ accessKey }),
}));
