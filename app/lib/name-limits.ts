/**
 * The longest name of a project, page or module. A starter project's header shows the project's
 * name as the site name, so the header section takes names of this length too.
 */
export const NAME_MAX_LENGTH = 80;
