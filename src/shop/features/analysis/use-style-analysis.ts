import { useEffect, useState } from "react";
import { toaster } from "@/lib/ui/toaster.ts";
import { ANALYSIS_MESSAGES, sessionGate } from "@domain/analysis/analysis-gate.ts";
import type { StyleAnalysis } from "@domain/analysis/style-analysis.ts";
import { connectivity } from "@/lib/browser/connectivity.ts";
import { analyzeStyle } from "@/lib/firebase/shop/analysis.ts";
import { analysisErrorMessage, ANALYSIS_ERROR_TEXT } from "./analysis-errors.ts";
import { preparePhoto } from "./prepare-photo.ts";
import { useAnalysisSession } from "./stores/analysis-session-store.ts";

type Photo = { base64: string; previewUrl: string };

/**
 * The color analysis: no photo → photo ready → analysing → result. The session gate (3 free, a key
 * from the 4th, 5 at most) is checked here for comfort and again by the server; `askingKey` is true
 * while the access-key dialog should show.
 */
export function useStyleAnalysis() {
  const { sessionId, made, accessKey, recordAnalysis, setAccessKey } = useAnalysisSession();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [result, setResult] = useState<StyleAnalysis | null>(null);
  const [askingKey, setAskingKey] = useState(false);

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.previewUrl)), [photo]);

  async function choose(file: File) {
    const prepared = await preparePhoto(file);
    if (!prepared.ok) {
      toaster.create({ type: "error", title: prepared.message });
      return;
    }
    setResult(null);
    setPhoto({ base64: prepared.base64, previewUrl: prepared.previewUrl });
  }

  async function analyse(key = accessKey) {
    if (!photo) return;
    const gate = sessionGate(made);
    if (gate === "exhausted") {
      toaster.create({ type: "error", title: ANALYSIS_MESSAGES.sessionExhausted });
      return;
    }
    if (gate === "needs-key" && !key) {
      setAskingKey(true);
      return;
    }
    setAnalysing(true);
    try {
      const { sessionId: issued, ...answer } = await analyzeStyle({
        ...(sessionId ? { sessionId } : {}),
        imageBase64: photo.base64,
        ...(key ? { accessKey: key } : {}),
      });
      recordAnalysis(issued);
      setResult(answer);
    } catch (error) {
      const message = analysisErrorMessage(error, connectivity.online());
      if (message === ANALYSIS_ERROR_TEXT.wrongKey || message === ANALYSIS_ERROR_TEXT.keyRequired)
        setAccessKey(null);
      toaster.create({ type: "error", title: message });
    } finally {
      setAnalysing(false);
    }
  }

  return {
    made,
    photo,
    analysing,
    result,
    askingKey,
    choose,
    analyse,
    startAgain: () => {
      setResult(null);
      setPhoto(null);
    },
    closeKeyDialog: () => setAskingKey(false),
    submitKey: (key: string) => {
      setAskingKey(false);
      setAccessKey(key);
      void analyse(key);
    },
  };
}
