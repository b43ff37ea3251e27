import sectionStyles from "~/features/sections/sections.css?raw";
import { PageCssBuilder } from "./page-css.server";

/**
 * Published pages are styled by Tailwind's base layers and the section library's stylesheet,
 * without the app's own theme (its font, its colours): a site carries nothing of the app.
 */
export const PUBLISHED_STYLESHEET = `@import "tailwindcss";\n${sectionStyles}`;

export const pageCssBuilder = new PageCssBuilder(PUBLISHED_STYLESHEET);
