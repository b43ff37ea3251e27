export const ASSET_NOT_FOUND_MESSAGE = "This image no longer exists in the project.";
export const FOLDER_NOT_FOUND_MESSAGE = "This folder no longer exists in the project.";
export const STORE_FAILED_MESSAGE = "The image could not be stored. Try again in a moment.";
