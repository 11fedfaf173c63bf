/**
 * Bookkeeping for load tests that send contact messages: every message carries a unique marker, each
 * answer is recorded, and the markers found in the database afterwards are reconciled with them.
 * A message answered 2xx must be stored exactly once; one refused (non-2xx) must not be stored; one
 * still in flight when the run stopped may be stored once or not at all.
 */
export type ContactReconciliation = {
  sent: number;
  accepted: number;
  refused: number;
  /** Sent, but the run ended (or the connection failed) before the answer came. */
  unanswered: number;
  /** Of those unanswered, how many the server stored anyway. */
  unansweredStored: number;
  stored: number;
  /** Accepted but not stored. */
  missing: string[];
  /** Stored more than once. */
  duplicated: string[];
  /** Stored although refused, or never sent by this run. */
  unexpected: string[];
  ok: boolean;
};

export class ContactLedger {
  private count = 0;
  private readonly sent = new Set<string>();
  private readonly answers = new Map<string, number>();

  constructor(readonly runId: string) {}

  /** Text that finds this run's markers in stored messages. */
  get markerPattern(): RegExp {
    return new RegExp(`soak-${this.runId}-\\d+`, "g");
  }

  nextMarker(): string {
    this.count += 1;
    const marker = `soak-${this.runId}-${this.count}`;
    this.sent.add(marker);
    return marker;
  }

  recordAnswer(marker: string, status: number): void {
    this.answers.set(marker, status);
  }

  /** `storedTexts`: the stored messages (any text holding markers). */
  reconcile(storedTexts: string[]): ContactReconciliation {
    const storedCounts = new Map<string, number>();
    for (const text of storedTexts) {
      for (const [marker] of text.matchAll(this.markerPattern))
        storedCounts.set(marker, (storedCounts.get(marker) ?? 0) + 1);
    }
    const accepted = [...this.answers].filter(([, status]) => status >= 200 && status < 300).map(([marker]) => marker);
    const refused = new Set(
      [...this.answers].filter(([, status]) => status < 200 || status >= 300).map(([marker]) => marker),
    );
    const unanswered = [...this.sent].filter((marker) => !this.answers.has(marker));

    const missing = accepted.filter((marker) => !storedCounts.has(marker));
    const duplicated = [...storedCounts].filter(([, count]) => count > 1).map(([marker]) => marker);
    const unexpected = [...storedCounts.keys()].filter((marker) => refused.has(marker) || !this.sent.has(marker));
    return {
      sent: this.sent.size,
      accepted: accepted.length,
      refused: refused.size,
      unanswered: unanswered.length,
      unansweredStored: unanswered.filter((marker) => storedCounts.has(marker)).length,
      stored: [...storedCounts.values()].reduce((sum, count) => sum + count, 0),
      missing,
      duplicated,
      unexpected,
      ok: !missing.length && !duplicated.length && !unexpected.length,
    };
  }
}
