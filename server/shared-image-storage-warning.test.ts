import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AssetStorageConfig } from "./config";
import { warnWhenImagesStayOnThisNode } from "./shared-image-storage-warning";

const localDisk: AssetStorageConfig = { kind: "local", dir: "/srv/pagewright/assets" };
const bucket: AssetStorageConfig = { kind: "s3", bucket: "images", region: "us-east-1", endpoint: undefined, credentials: undefined, forcePathStyle: false };

function logLines(run: (logger: pino.Logger) => void): Array<{ level: number; msg: string }> {
  const lines: Array<{ level: number; msg: string }> = [];
  run(pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) }));
  return lines;
}

describe("the start-up warning about images on one node's disk", () => {
  it("is one warning line on PostgreSQL with images on the local disk, saying what to set", () => {
    const lines = logLines((logger) => warnWhenImagesStayOnThisNode("postgres", localDisk, logger));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(pino.levels.values.warn);
    expect(lines[0]?.msg).toMatch(/\/srv\/pagewright\/assets.*S3_BUCKET.*shared DATA_DIR/);
    expect(lines[0]?.msg).not.toContain("\n");
  });

  it("is not logged on SQLite (one node by design) nor with images in S3", () => {
    expect(logLines((logger) => warnWhenImagesStayOnThisNode("sqlite", localDisk, logger))).toEqual([]);
    expect(logLines((logger) => warnWhenImagesStayOnThisNode("postgres", bucket, logger))).toEqual([]);
  });
});
