import type { IncomingMessage, ServerResponse } from "node:http";
import type { Options } from "pino-http";

/** The path without its query: queries carry searches and tokens, which have no place in a log. */
function pathOf(request: IncomingMessage): string {
  const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? "";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** One request's line: what was asked, how it was answered, how long it took. */
function fields(request: IncomingMessage, response: ServerResponse, responseTime: number) {
  return { method: request.method, path: pathOf(request), status: response.statusCode, ms: Math.round(responseTime) };
}

/** pino-http's stand-in error for a 5xx answer that threw nothing: its stack says nothing either. */
const STAND_IN_ERROR = /^failed with status code \d+$/;

/**
 * pino-http logs one concise line per request (method, path, status, time) instead of the whole
 * request and response with every header; a request's own log lines (an error, say) carry only
 * its id.
 */
export const requestLogOptions: Options = {
  quietReqLogger: true,
  quietResLogger: true,
  customSuccessObject: (request, response, value: { responseTime: number }) => fields(request, response, value.responseTime),
  customErrorObject: (request, response, error, value: { responseTime: number }) => ({
    ...fields(request, response, value.responseTime),
    ...(STAND_IN_ERROR.test(error.message) ? {} : { err: error }),
  }),
  customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? "error" : "info"),
  customSuccessMessage: (request, response, responseTime) => `${request.method} ${pathOf(request)} ${response.statusCode} ${Math.round(responseTime)}ms`,
  customErrorMessage: (request, response) => `${request.method} ${pathOf(request)} ${response.statusCode} failed`,
};
