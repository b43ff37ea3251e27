import type { AppLoadContext } from "react-router";
import { requireApiCaller } from "~/features/api/api-gate.server";
import type { ApiCaller } from "~/features/api/authenticate-api-token.server";
import { withinApiRateLimit } from "~/features/api/rate-limit.server";
import type { Route } from "./+types/mcp";

// The MCP server (Streamable HTTP, stateless: a server per request; docs/api.md#mcp, decision 0034).
// Each HTTP request is one call of the token's budget, shared with /api/v1 (decision 0051).
function serve(request: Request, context: AppLoadContext, caller: ApiCaller): Promise<Response> {
  return withinApiRateLimit(context, caller.tokenId, () => answerMcp(request, context, caller));
}

async function answerMcp(request: Request, context: AppLoadContext, caller: ApiCaller): Promise<Response> {
  // Loaded at the first MCP request: a server nobody calls over MCP never holds the SDK (docs/benchmarks.md#published-sites-at-scale).
  const [{ WebStandardStreamableHTTPServerTransport }, { mcpServerFor }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("./mcp-server.server"),
  ]);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = mcpServerFor(context, caller);
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = await requireApiCaller(request, context);
  return serve(request, context, caller);
}

export async function action({ request, context }: Route.ActionArgs) {
  const caller = await requireApiCaller(request, context);
  return serve(request, context, caller);
}
