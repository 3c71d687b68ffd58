"use client";

import { type ReactNode, createContext, useContext, useState } from "react";
import { Alert } from "@/components/ui/alert";

type Outcome = { tone: "success" | "error"; title: string; text?: string };

const ReportOutcome = createContext<(outcome: Outcome) => void>(() => {});

/**
 * Holds the message of the last decision above the list: the row that was acted on usually
 * leaves the list when the page refreshes, taking any message of its own with it.
 */
export function ReviewOutcomeProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <ReportOutcome.Provider value={setOutcome}>
      {outcome && (
        <div className="mb-4">
          <Alert tone={outcome.tone} title={outcome.title}>
            {outcome.text}
          </Alert>
        </div>
      )}
      {children}
    </ReportOutcome.Provider>
  );
}

export function useReportOutcome() {
  return useContext(ReportOutcome);
}
