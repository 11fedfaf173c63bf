import { expect, test } from "vitest";
import { ContactLedger } from "./contact-ledger";

function ledgerWith(statuses: (number | undefined)[]) {
  const ledger = new ContactLedger("abc123");
  const markers = statuses.map((status) => {
    const marker = ledger.nextMarker();
    if (status !== undefined) ledger.recordAnswer(marker, status);
    return marker;
  });
  return { ledger, markers };
}

const message = (marker: string) => `Soak test message ${marker}: stored once?`;

test("every accepted message stored once, nothing else: all is well", () => {
  const { ledger, markers } = ledgerWith([201, 201, 429, undefined]);
  const result = ledger.reconcile([message(markers[0]!), message(markers[1]!), "a message from someone else"]);
  expect(result).toMatchObject({
    sent: 4,
    accepted: 2,
    refused: 1,
    unanswered: 1,
    unansweredStored: 0,
    stored: 2,
    ok: true,
  });
});

test("a message in flight when the run stopped may have been stored", () => {
  const { ledger, markers } = ledgerWith([201, undefined]);
  expect(ledger.reconcile(markers.map(message))).toMatchObject({
    unanswered: 1,
    unansweredStored: 1,
    stored: 2,
    ok: true,
  });
});

test("an accepted message that was not stored is missing", () => {
  const { ledger, markers } = ledgerWith([201, 201]);
  expect(ledger.reconcile([message(markers[0]!)])).toMatchObject({ missing: [markers[1]], ok: false });
});

test("a message stored twice is a duplicate, even one never answered", () => {
  const { ledger, markers } = ledgerWith([201, undefined]);
  const stored = [message(markers[0]!), message(markers[0]!), message(markers[1]!), message(markers[1]!)];
  expect(ledger.reconcile(stored)).toMatchObject({ duplicated: [markers[0], markers[1]], ok: false });
});

test("a refused message that was stored, or a marker never sent, is unexpected", () => {
  const { ledger, markers } = ledgerWith([500]);
  const result = ledger.reconcile([message(markers[0]!), message("soak-abc123-99")]);
  expect(result).toMatchObject({ unexpected: [markers[0], "soak-abc123-99"], ok: false });
});

test("markers of another run are not counted", () => {
  const { ledger } = ledgerWith([]);
  expect(ledger.reconcile([message("soak-zzz999-1")])).toMatchObject({ stored: 0, ok: true });
});
