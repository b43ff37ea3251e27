import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// One line per route of the spec's table (section 2), grouped by layout. Parameter patterns are
// checked in each loader (app/lib/route-params.ts), which answers the spec's 404 when they fail.
export default [
  route("auth/signin", "routes/auth-signin.tsx"),
  route("auth/callback", "routes/auth-callback.tsx"),
  route("auth/jwks.json", "routes/auth-jwks.tsx"),
  route("signout", "routes/signout.tsx"),
  route("api/registerPartner", "routes/api-register-partner.tsx"),
  route("api/id-token", "routes/api-id-token.tsx"),
  route("api/leads/:projectId", "routes/api-leads.tsx"),
  route("api/lead-token", "routes/api-lead-token.tsx"),
  route("project/:projectId/leads/export", "routes/project-leads-export.tsx"),
  route("project/:projectId/publish", "routes/project-publish.tsx"),
  route("project-id-check", "routes/project-id-check.tsx"),
  route("editor-save/:projectId", "routes/editor-save.tsx"),
  route("project/:projectId/assets/upload", "routes/project-assets-upload.tsx"),
  route("project/:projectId/assets/images", "routes/project-assets-images.tsx"),
  layout("layouts/app-layout.tsx", [
    index("routes/home.tsx"),
    route("project/:projectId", "routes/project-overview.tsx"),
    route("project/:projectId/urls", "routes/project-urls.tsx"),
    route("project/:projectId/leads", "routes/project-leads.tsx"),
    route("project/:projectId/assets", "routes/project-assets.tsx"),
    route("project/:projectId/settings", "routes/project-settings.tsx"),
  ]),
  layout("layouts/default-layout.tsx", [
    route("signin", "routes/signin.tsx"),
    route("unverified", "routes/unverified.tsx"),
    route("about", "routes/about.tsx"),
    route("admin", "routes/admin.tsx"),
    route("404", "routes/not-found-page.tsx"),
    route("editor/:projectId/:page", "routes/page-editor.tsx"),
    route("editor-module/:projectId/:module", "routes/module-editor.tsx"),
    route("section-catalogue", "routes/section-catalogue.tsx"),
    route("widget-gallery", "routes/widget-gallery.tsx"),
    route(":projectId/:page?", "routes/public-page.tsx"),
    route(":projectId/:module?/module", "routes/public-module.tsx"),
    route("__test/:scenario", "routes/test-scenario.tsx"),
    route("*", "routes/unknown-route.tsx"),
  ]),
] satisfies RouteConfig;
