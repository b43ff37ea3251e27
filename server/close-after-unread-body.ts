import type { RequestHandler } from "express";

/**
 * An answer that goes out before its request's body was all read (a body refused over its size
 * limit, or one the action ignored) closes the connection: the unread rest would otherwise be taken
 * for the start of the next request on it. Decided here, as each answer's head is written, because
 * React Router drops the headers of a refusal an action throws when answering a data request.
 */
export const closeAfterUnreadBody: RequestHandler = (request, response, next) => {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
  response.writeHead = ((...args: unknown[]) => {
    if (!request.complete && !response.headersSent) response.setHeader("Connection", "close");
    return writeHead(...args);
  }) as typeof response.writeHead;
  next();
};
