import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "./load-generator";

const REPORT = `Running 20s test @ http://127.0.0.1:4000
  1 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.10ms   20.00ms 400.00ms   98.00%
  Latency Distribution
     50%    4.74ms
     75%    6.00ms
     90%    9.00ms
     99%  379.88ms
  51260 requests in 20.06s, 500.00MB read
  Socket errors: connect 0, read 2, write 1, timeout 4
  Non-2xx or 3xx responses: 3
Requests/sec:   2555.40
Transfer/sec:     24.93MB
`;

describe("reading wrk's report", () => {
  it("takes the request count, rate and percentiles in milliseconds", () => {
    expect(parseWrkOutput(REPORT)).toMatchObject({ requests: 51260, requestsPerSecond: 2555.4, p50Ms: 4.74, p99Ms: 379.88, tool: "wrk" });
  });

  it("counts every kind of socket error with the non-2xx answers, not only failed connects", () => {
    expect(parseWrkOutput(REPORT).errors).toBe(10);
  });

  it("reads seconds and microseconds as milliseconds", () => {
    const report = REPORT.replace("4.74ms", "740.00us").replace("379.88ms", "1.20s");
    expect(parseWrkOutput(report)).toMatchObject({ p50Ms: 0.74, p99Ms: 1200 });
  });
});
