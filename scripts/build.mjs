// `npm run build`: the React Router build (client and server render bundle), then the Express
// entry. `--quiet` keeps the bundlers to errors only; `npm start` uses it and shows one progress line.
import { spawnSync } from "node:child_process";
import path from "node:path";

const quiet = process.argv.includes("--quiet");
const reactRouter = spawnSync(path.join("node_modules", ".bin", "react-router"), ["build", ...(quiet ? ["--logLevel", "error"] : [])], { stdio: "inherit" });
if (reactRouter.status !== 0) process.exit(reactRouter.status ?? 1);
await import("./build-server.mjs");
