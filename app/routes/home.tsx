import { redirect } from "react-router";
import { LandingSignIn } from "~/features/auth/components/sign-in-choice";
import { getSignedInSession, isBlocked, requireUser } from "~/features/auth/guards.server";
import { Dashboard } from "~/features/projects/components/dashboard";
import { loadDashboard } from "~/features/projects/dashboard.server";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import { handleHomeAction } from "~/features/projects/home-actions.server";
import { actorOf } from "~/access/project-route-access.server";
import { ImportProjectPanel } from "~/features/portability/components/import-project-panel";
import { PROJECT_TEMPLATES, templateById } from "~/features/templates/template-registry";
import { SavedTemplatesPanel } from "~/features/portability/components/saved-templates-panel";
import { createProjectFromSavedTemplate } from "~/features/portability/create-project-from-saved-template.server";
import { isSavedTemplateId } from "~/features/portability/saved-template-schema";
import { listSavedTemplates } from "~/features/portability/saved-templates.server";
import { createProjectFromBuiltInTemplate } from "./create-project-from-built-in-template.server";
import { importDeps } from "./portability-deps.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSignedInSession(request, context);
  if (!session) return { signedIn: false as const, provider: context.config.identityProvider.kind };
  if (isBlocked(session, context)) throw redirect("/unverified");
  const actor = actorOf(session);
  const saved = await listSavedTemplates(context.database.db, actor);
  const templates = [
    ...PROJECT_TEMPLATES.map(({ id, label, description, primaryColor, pages }) => ({ id, label, description, primaryColor, pageCount: pages.length, group: "built-in" as const, previewHref: `/template-preview/${id}` })),
    ...saved.map(({ id, name, description, primaryColor, pageCount, isOwn }) => ({ id, label: name, description, primaryColor, pageCount, group: isOwn ? ("yours" as const) : ("published" as const), previewHref: `/saved-template-preview/${id}` })),
  ];
  return withFlash(request, { signedIn: true as const, templates, savedTemplates: saved.filter((template) => template.isOwn), ...(await loadDashboard(request, context, actor)) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireUser(request, context));
  const deps = importDeps({ db: context.database.db, storage: context.storage, limits: context.config.uploadLimits, logger: context.logger });
  return handleHomeAction(request, context, actor, (id) => {
    if (isSavedTemplateId(id)) return { create: (input) => createProjectFromSavedTemplate(deps, actor, { templateId: id, ...input }) };
    const template = templateById(id);
    return template && { label: template.label, create: (input) => createProjectFromBuiltInTemplate(deps, actor, template, input) };
  });
}

export function meta({ data }: Route.MetaArgs) {
  if (data?.signedIn) return [{ title: "Projects · Pagewright" }];
  return [
    { title: "Pagewright — fast landing pages and sites" },
    { name: "description", content: "Build landing pages and sites from ready sections, publish them, and collect leads." },
  ];
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.signedIn) {
    return (
      <>
        <Dashboard {...loaderData} failure={isFormFailure(actionData) ? actionData : undefined} />
        <SavedTemplatesPanel templates={loaderData.savedTemplates} />
        <ImportProjectPanel />
      </>
    );
  }
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="text-4xl font-semibold tracking-tight text-neutral-900">Landing pages that load before you blink</h1>
      <p className="mt-4 text-lg text-neutral-600">
        Build pages and sites from ready-made sections, publish them at your own address, and collect leads in an inbox
        that never loses one.
      </p>
      <LandingSignIn provider={loaderData.provider} />
    </section>
  );
}
