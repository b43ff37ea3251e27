import type { AppLoadContext } from "react-router";
import { requireOwnedProject, type Actor } from "~/access/project-access.server";
import { uploadAssets, type UploadDeps } from "~/features/assets/upload-assets.server";
import { fetchOutbound, type OutboundPolicy } from "~/features/webhooks/outbound-request.server";
import { AppError } from "~/lib/app-error";
import type { AssetView } from "~/lib/asset-view";

type WebhooksConfig = AppLoadContext["config"]["webhooks"];

export const IMAGE_URL_MAX_LENGTH = 2048;

// One policy object per configuration: the outbound agents (and their kept-alive sockets) are
// made once per policy, not once per image.
const policies = new WeakMap<WebhooksConfig, OutboundPolicy>();

function policyOf(config: WebhooksConfig): OutboundPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = { allowHttp: config.allowHttp, allowPrivate: config.allowPrivate, extraCa: [] };
    policies.set(config, policy);
  }
  return policy;
}

function fileNameOf(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).pop() ?? "";
  try {
    return decodeURIComponent(last) || "image";
  } catch {
    return last || "image";
  }
}

/**
 * The MCP tool upload_image_from_url: fetches an image an agent names by URL and stores it in the project's library like an upload
 * (docs/api.md#mcp): the webhooks' outbound rules decide what may be reached (https, no private
 * or local address unless the installation allows it, no redirects), the upload limits decide
 * the size, and the assets screen's checks decide whether it is an image. Access is checked
 * before anything is fetched.
 */
export async function uploadImageFromUrl(deps: UploadDeps, actor: Actor, input: { projectId: string; url: string; fileName?: string | undefined }, outbound: WebhooksConfig): Promise<AssetView> {
  const project = await requireOwnedProject(deps.db, actor, input.projectId, "edit-content");
  if (input.url.length > IMAGE_URL_MAX_LENGTH || !URL.canParse(input.url)) throw new AppError("INVALID", "url: Give the image's whole address, starting with https://.", { fieldErrors: { url: "Give the image's whole address, starting with https://." } });
  const url = new URL(input.url);
  if (url.username || url.password) throw new AppError("INVALID", "url: Leave the user name and password out of the URL.", { fieldErrors: { url: "Leave the user name and password out of the URL." } });
  const fetched = await fetchOutbound(url, policyOf(outbound), deps.limits.maxBytes);
  if (!fetched.ok) throw new AppError("INVALID", `url: ${fetched.error}`, { fieldErrors: { url: fetched.error } });
  if (!/^image\//i.test(fetched.contentType)) throw new AppError("INVALID", `url: The address answered ${fetched.contentType || "without a type"}, not an image.`, { fieldErrors: { url: "Not an image." } });
  const [result] = await uploadAssets(deps, actor, { projectId: project.id, files: [{ name: input.fileName ?? fileNameOf(url), bytes: fetched.bytes }] });
  if (!result?.ok) throw new AppError("INVALID", `url: ${result?.error ?? "The image could not be stored."}`, { fieldErrors: { url: result?.error ?? "" } });
  return result.asset;
}
