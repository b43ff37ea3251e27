import type { ProjectSettings } from "../../../db/stored-values";

/** What a published site's documents are rendered with from its project. */
export type SiteProject = { id: string; name: string; primaryColor: string; settings: ProjectSettings };
