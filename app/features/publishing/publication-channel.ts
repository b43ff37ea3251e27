/** The notification channel on which a publish, rollback or unpublish names the project it changed. */
export const PUBLICATIONS_CHANNEL = "pagewright_publications";
