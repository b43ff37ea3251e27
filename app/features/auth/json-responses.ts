/** JSON error bodies of the API: a stable code for programs and a sentence for people. */
export function jsonError(status: number, error: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error, message }, { status, headers });
}

export function methodNotAllowed(allowed: string): Response {
  return jsonError(405, "method_not_allowed", `Use ${allowed}.`, { Allow: allowed });
}
