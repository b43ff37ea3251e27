import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { AppDependencies } from "./app";
import { readBuildInfo } from "./build-info";

/** The React Router build under `buildDir` (build/): the server render bundle, the client files and the build's id. */
export async function loadAppBuild(buildDir: string): Promise<Pick<AppDependencies, "serverBuild" | "clientFiles" | "buildInfo">> {
  const clientDir = path.join(buildDir, "client");
  const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  return { serverBuild, clientFiles: { dir: clientDir }, buildInfo: readBuildInfo(clientDir) };
}
