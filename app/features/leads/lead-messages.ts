export const LEAD_NOT_FOUND_MESSAGE = "This lead does not exist or was deleted.";
