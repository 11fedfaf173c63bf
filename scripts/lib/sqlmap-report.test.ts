import { expect, test } from "vitest";
import { readSqlmapOutput } from "./sqlmap-report";

// Excerpts of sqlmap 1.7 runs against this site (the injectable one with a query built by string
// concatenation planted on purpose).
const injectable = `[11:09:41] [INFO] URI parameter '#1*' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable (with --code=200)
[11:09:44] [ERROR] sqlmap was not able to fingerprint the back-end database management system, skipping to the next target
sqlmap identified the following injection point(s) with a total of 148 HTTP(s) requests:
---
Parameter: #1* (URI)
    Type: boolean-based blind
    Title: AND boolean-based blind - WHERE or HAVING clause
    Payload: http://127.0.0.1:8801/api/projects/slug/estrella' AND 7237=7237 AND 'XCAK'='XCAK
---
`;
const clean = `[11:08:02] [INFO] (custom) POST parameter 'JSON message' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable
[11:08:09] [INFO] checking if the injection point on (custom) POST parameter 'JSON message' is a false positive
[11:08:09] [WARNING] false positive or unexploitable injection point detected
[11:08:09] [WARNING] (custom) POST parameter 'JSON message' does not seem to be injectable
[11:08:28] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options
`;

test("a confirmed injection point is reported with its parameter and technique", () => {
  expect(readSqlmapOutput(injectable)).toEqual({
    verdict: "injectable",
    findings: ["#1* (URI): AND boolean-based blind - WHERE or HAVING clause"],
  });
});

test("an injection point in sqlmap's log file counts even when the console output was lost", () => {
  expect(readSqlmapOutput("", injectable.slice(injectable.indexOf("Parameter:"))).verdict).toBe("injectable");
});

test("a finished scan with no injection is clean, naming the leads sqlmap rejected", () => {
  expect(readSqlmapOutput(clean)).toEqual({
    verdict: "clean",
    notes: ["leads rejected as false positives by sqlmap: JSON message"],
  });
});

test("a scan that stopped without a verdict is inconclusive, not clean", () => {
  const refused =
    "[11:00:00] [CRITICAL] unable to connect to the target URL. sqlmap is going to retry the request(s)\n";
  expect(readSqlmapOutput(refused)).toEqual({
    verdict: "inconclusive",
    reason: "unable to connect to the target URL. sqlmap is going to retry the request(s)",
  });
  expect(readSqlmapOutput("")).toEqual({ verdict: "inconclusive", reason: "sqlmap ended without a verdict" });
});
