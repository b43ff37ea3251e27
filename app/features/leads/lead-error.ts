export type LeadErrorCode = "NOT_FOUND" | "FORBIDDEN" | "INVALID";

const STATUS_BY_CODE: Record<LeadErrorCode, number> = { NOT_FOUND: 404, FORBIDDEN: 403, INVALID: 400 };

/** The one error the inbox use-cases throw for a refusal the person can act on; anything else is a 500. */
export class LeadError extends Error {
  override name = "LeadError";
  readonly status: number;

  constructor(
    readonly code: LeadErrorCode,
    message: string,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

export const LEAD_NOT_FOUND_MESSAGE = "This lead does not exist or was deleted.";
