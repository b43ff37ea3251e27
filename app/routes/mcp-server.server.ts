import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { ApiCaller } from "~/features/api/authenticate-api-token.server";
import { invokeEndpoint } from "~/features/api/invoke-endpoint.server";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { refuseInvalidSections } from "~/features/sections/section-list-rules";
import { AppError } from "~/lib/app-error";
import { API_V1_ENDPOINTS } from "./api-v1-endpoints.server";
import { IMAGE_URL_MAX_LENGTH, uploadImageFromUrl } from "./mcp-upload-image-from-url.server";

// The MCP server's tools and resources (docs/api.md#mcp). Each tool runs an /api/v1 endpoint for
// the token's caller, so scopes, roles, section schemas and versions are checked exactly as there.

function endpoint(operationId: string) {
  const found = API_V1_ENDPOINTS.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`No endpoint ${operationId}`);
  return found;
}

function answer(body: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(body, null, 2) }] };
}

/** A refusal the agent can act on: a tool error naming what was wrong, never a protocol error. */
async function asTool(work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return answer(await work());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.entries(error.fieldErrors).map(([field, message]) => `${field}: ${message}`);
    return { isError: true, content: [{ type: "text", text: [error.message, ...fields.filter((line) => !line.endsWith(error.message))].join("\n") }] };
  }
}

const projectId = z.string().describe("The project's id, as in its address.");
const slug = z.string().describe("The page's slug; the home page is usually home.");
const sections = z.array(z.record(z.string(), z.unknown())).describe("Sections {id, type, variant, props}; see list_section_types for each type's props schema and variants.");

/** A server for one request of one caller (stateless Streamable HTTP). */
export function mcpServerFor(context: AppLoadContext, caller: ApiCaller): McpServer {
  const server = new McpServer({ name: "pagewright", version: "1" });
  const run = (operationId: string, input: Parameters<typeof invokeEndpoint>[3]) => invokeEndpoint(endpoint(operationId), context, caller, input);

  server.registerTool("list_projects", { description: "The projects you own or are a member of, with your role.", inputSchema: { search: z.string().optional() } }, ({ search }) =>
    asTool(async () => (await run("listProjects", { query: search ? { search } : {} })).body),
  );
  server.registerTool("get_page", { description: "A page with its sections and version.", inputSchema: { projectId, slug } }, (input) =>
    asTool(async () => (await run("getPage", { path: input })).body),
  );
  server.registerTool("list_section_types", { description: "The section library: each type's variants and the JSON schema of its props.", inputSchema: {} }, () =>
    asTool(async () => (await run("listSectionTypes", {})).body),
  );
  server.registerTool("create_page", { description: "Adds a page, optionally with its sections.", inputSchema: { projectId, title: z.string(), slug, sections: sections.optional() } }, (input) =>
    asTool(async () => {
      // Content is checked before the page exists, so a refused call leaves no empty page behind.
      if (input.sections) refuseInvalidSections(input.sections, true);
      const created = await run("createPage", { path: { projectId: input.projectId }, body: { title: input.title, slug: input.slug } });
      if (!input.sections) return created.body;
      const page = created.body as { slug: string; version: number };
      const saved = await run("updatePageSections", { path: { projectId: input.projectId, slug: page.slug }, body: { sections: input.sections }, ifMatch: page.version });
      return { ...page, ...(saved.body as { version: number }) };
    }),
  );
  server.registerTool(
    "update_sections",
    {
      description: "Replaces a page's sections. Pass the version get_page gave to refuse overwriting someone else's change.",
      inputSchema: { projectId, slug, sections, version: z.number().int().optional() },
    },
    (input) =>
      asTool(async () => {
        const version = input.version ?? ((await run("getPage", { path: { projectId: input.projectId, slug: input.slug } })).body as { version: number }).version;
        return (await run("updatePageSections", { path: { projectId: input.projectId, slug: input.slug }, body: { sections: input.sections }, ifMatch: version })).body;
      }),
  );
  server.registerTool("publish_project", { description: "Publishes the project's pages as a new live version.", inputSchema: { projectId } }, (input) =>
    asTool(async () => (await run("publishProject", { path: input })).body),
  );
  const language = z.string().describe("A BCP 47 language tag, such as fr, en or ar.");
  server.registerTool("list_languages", { description: "The site's own language, the languages it adds (published or not), and each page's version in them.", inputSchema: { projectId } }, (input) =>
    asTool(async () => (await run("listLanguages", { path: input })).body),
  );
  server.registerTool(
    "add_language",
    { description: "Adds a language to the site (owner only): every page gets a version in it to translate. Publish it with set_language_published.", inputSchema: { projectId, language } },
    ({ projectId: id, language: tag }) => asTool(async () => (await run("addLanguage", { path: { projectId: id }, body: { language: tag } })).body),
  );
  server.registerTool(
    "set_language_published",
    { description: "Serves a language's pages from the next publication on (true), or stops serving them (false). Owner only.", inputSchema: { projectId, language, published: z.boolean() } },
    ({ published, ...path }) => asTool(async () => (await run("updateLanguage", { path, body: { published } })).body),
  );
  server.registerTool(
    "get_page_translation",
    {
      description: "A page's version in one added language: its slug, title, SEO texts, its words, and the original words to translate (by section id and text path).",
      inputSchema: { projectId, slug, language },
    },
    (input) => asTool(async () => (await run("getPageTranslation", { path: input })).body),
  );
  server.registerTool(
    "translate_page",
    {
      description:
        "Saves a page's version in one added language: texts by section id and text path as get_page_translation gives them (paths left out keep their words), and optionally its slug, title and SEO texts. Pass the version get_page_translation gave.",
      inputSchema: {
        projectId,
        slug,
        language,
        texts: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
        translatedSlug: z.string().optional().describe("The page's slug in this language."),
        title: z.string().optional(),
        seoTitle: z.string().optional(),
        seoDescription: z.string().optional(),
        version: z.number().int().optional(),
      },
    },
    ({ projectId: id, slug: pageSlug, language: tag, translatedSlug, version, ...changes }) =>
      asTool(async () => {
        const path = { projectId: id, slug: pageSlug, language: tag };
        const current = version ?? ((await run("getPageTranslation", { path })).body as { version: number }).version;
        return (await run("updatePageTranslation", { path, body: { ...changes, ...(translatedSlug ? { slug: translatedSlug } : {}) }, ifMatch: current })).body;
      }),
  );
  server.registerTool(
    "list_leads",
    {
      description: "The project's leads, newest first; pass nextCursor as cursor for more.",
      inputSchema: { projectId, status: z.enum(["inbox", "new", "read", "archived", "all", "spam"]).optional(), cursor: z.string().optional() },
    },
    ({ projectId: id, ...query }) => asTool(async () => (await run("listLeads", { path: { projectId: id }, query })).body),
  );
  // Off unless MCP_UPLOAD_FROM_URL=1: then the tool is listed, and fetches under the webhooks' address rules.
  if (context.config.mcp.uploadFromUrl)
    server.registerTool(
      "upload_image_from_url",
      {
        description:
          "Fetches an image from a public https address and stores it in the project's image library; put the answer's id in a section's image as assetId. Private and local addresses, redirects, files over the upload limit and non-images are refused.",
        inputSchema: { projectId, url: z.string().max(IMAGE_URL_MAX_LENGTH).describe("The image's own https address."), fileName: z.string().max(120).optional() },
      },
      (input) =>
        asTool(async () => {
          if (!caller.scopes.includes("assets:write")) throw new AppError("FORBIDDEN", "This token does not have the assets:write scope.");
          const deps = { db: context.database.db, storage: context.storage, limits: context.config.uploadLimits, logger: context.logger };
          return uploadImageFromUrl(deps, caller.actor, input, context.config.webhooks);
        }),
    );

  server.registerResource("section-library", "pagewright://sections", { description: "Every section type with its variants and props schema.", mimeType: "application/json" }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify((await run("listSectionTypes", {})).body) }],
  }));
  for (const definition of SECTION_DEFINITIONS) {
    server.registerResource(`section-${definition.type}`, `pagewright://sections/${definition.type}`, { description: definition.description, mimeType: "application/json" }, (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: "application/json",
          text: JSON.stringify({
            type: definition.type,
            variants: definition.variants,
            defaults: definition.defaults(),
            schema: z.toJSONSchema(definition.schema, { io: "input", unrepresentable: "any" }),
          }),
        },
      ],
    }));
  }
  return server;
}
