import type { ProjectContext } from "../project-context";

/**
 * The project the catalogue shows new sections in: a few pages (one of them a legal notice), a
 * contact form on the page, contact details and social links, so every field a new section fills
 * from a project is filled and seen. Its name says what goes there instead of naming a brand.
 */
export const CATALOGUE_PROJECT: ProjectContext = {
  siteName: "Your site name",
  pages: [
    { path: "/", title: "Home" },
    { path: "/services", title: "Services" },
    { path: "/about", title: "About" },
    { path: "/privacy", title: "Privacy" },
  ],
  anchors: [
    { anchor: "pricing", label: "Pricing", type: "pricing" },
    { anchor: "contact", label: "Contact", type: "contact" },
  ],
  contact: { email: "hello@example.com", phone: "+44 20 7946 0000", address: "12 Market Street, Bristol" },
  socialLinks: ["https://www.instagram.com/example", "https://www.linkedin.com/company/example"],
};
