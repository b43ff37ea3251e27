import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { createPage } from "~/features/projects/create-page.server";
import { getProject } from "~/features/projects/get-project.server";
import { updateProjectSettings } from "~/features/projects/update-project-settings.server";

const NBSP = "\u00a0";
const form = (values: Record<string, string>) => new URLSearchParams(values);

describe.each(testDialects())("a site in French or Arabic says the product's texts in its language, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let actor: { userId: string; isAdmin: boolean };
  const visitor = () => new BrowserLikeClient(server.url);
  const dom = async (answer: Response) => new JSDOM(await answer.text()).window.document;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "boulanger@example.com", name: "Boulanger" });
    const { db } = server.database;
    const user = await db.selectFrom("users").select("id").where("email", "=", "boulanger@example.com").executeTakeFirstOrThrow();
    actor = { userId: user.id, isAdmin: false };
    await createProject(db, actor, { name: "Mie & Co", id: "mie", start: "starter", language: "fr" });
    await createProject(db, actor, { name: "مخبز", id: "makhbaz", start: "starter", language: "ar" });
    const secret = await createPage(db, actor, { projectId: "mie", title: "Commandes", slug: "commandes" });
    for (const project of ["mie", "makhbaz"]) expect((await owner.request(`/project/${project}/publish`, { method: "POST", body: form({ intent: "publish" }) })).status).toBe(200);
    expect((await owner.request("/project/mie", { method: "POST", body: form({ intent: "set-password", target: secret.id, password: "croissant" }) })).status).toBe(303);
  }, 120_000);
  afterAll(() => server.stop());

  it("labels a new site's contact form, its button and its menus in the site's language", async () => {
    const document = await dom(await visitor().request("/mie"));
    expect(document.documentElement.getAttribute("lang")).toBe("fr");
    const labels = [...document.querySelectorAll("form label")].map((label) => label.textContent?.trim()).filter((label) => label !== "Website");
    expect(labels).toEqual(["Nom", "E-mail", "Message (facultatif)"]);
    expect(document.querySelector("form button[type=submit]")?.textContent).toBe("Envoyer");
    expect(document.querySelector("form")?.getAttribute("data-not-sent")).toBe(`Non envoyé${NBSP}: vérifiez votre connexion et réessayez.`);
    expect(document.querySelector("header nav")?.getAttribute("aria-label")).toBe("Principal");
    expect(document.querySelector('.pw-site > a[href="#main"]')?.textContent).toBe("Aller au contenu");
    expect(document.body.textContent).toContain("Populaire");
    expect(document.querySelector(`[id^="lead-sent-"] p`)?.textContent).toBe(`Merci${NBSP}!`);
  });

  it("refuses a form without JavaScript on a page in French, keeping the answers", async () => {
    const page = await dom(await visitor().request("/mie"));
    const sectionId = page.querySelector<HTMLInputElement>("input[name=sectionId]")?.value ?? "";
    const action = page.querySelector("form")?.getAttribute("action") ?? "";
    const refused = await visitor().request(action, { method: "POST", body: form({ sectionId, name: "", email: "marie@", message: "Deux baguettes" }) });
    expect(refused.status).toBe(422);
    const document = await dom(refused);
    expect(document.documentElement.getAttribute("lang")).toBe("fr");
    expect(document.title).toBe("Veuillez vérifier vos informations · Mie & Co");
    expect(document.querySelector("[role=alert]")?.textContent).toBe("Veuillez vérifier les champs signalés.");
    expect([...document.querySelectorAll("[data-error-for]:not([hidden])")].map((error) => error.textContent)).toEqual(["Veuillez remplir ce champ.", "Saisissez une adresse e-mail comme nom@exemple.fr."]);
    expect(document.querySelector<HTMLTextAreaElement>("textarea")?.value).toBe("Deux baguettes");
    expect(document.querySelector("main > p a")?.textContent).toBe("Retour à Mie & Co");
  });

  it("answers an unknown address, another method and a protected page in the site's language", async () => {
    const missing = await visitor().request("/mie/introuvable?x=1");
    expect(missing.status).toBe(404);
    const notFound = await dom(missing);
    expect(notFound.querySelector("h1")?.textContent).toBe(`Page introuvable${NBSP}: /mie/introuvable?x=1`);
    expect(notFound.title).toBe("Page introuvable · Mie & Co");
    expect(notFound.querySelector("main a")?.textContent).toBe("Aller à la page d’accueil de Mie & Co");

    const posted = await visitor().request("/mie", { method: "DELETE" });
    expect(posted.status).toBe(405);
    expect((await dom(posted)).querySelector("h1")?.textContent).toBe("Méthode non autorisée");

    const locked = await visitor().request("/mie/commandes");
    expect(locked.status).toBe(403);
    const passwordPage = await dom(locked);
    expect(passwordPage.documentElement.getAttribute("lang")).toBe("fr");
    expect(passwordPage.querySelector("h1")?.textContent).toBe("Cette page est protégée");
    expect(passwordPage.querySelector("label")?.textContent).toBe("Mot de passe");
    expect(passwordPage.querySelector("form button")?.textContent).toBe("Ouvrir");
    const wrong = await visitor().request("/mie/commandes", { method: "POST", body: form({ password: "baguette" }) });
    expect(wrong.status).toBe(403);
    expect((await dom(wrong)).querySelector("[role=alert]")?.textContent).toBe("Ce n’est pas le mot de passe. Réessayez.");
  });

  it("writes an Arabic site right to left with Arabic labels, and its not-found page keeps the address left to right", async () => {
    const home = await dom(await visitor().request("/makhbaz"));
    expect(home.documentElement.getAttribute("dir")).toBe("rtl");
    expect(home.querySelector("form button[type=submit]")?.textContent).toBe("إرسال");
    const notFound = await dom(await visitor().request("/makhbaz/x"));
    expect(notFound.documentElement.getAttribute("dir")).toBe("rtl");
    expect(notFound.querySelector("h1")?.textContent).toBe("الصفحة غير موجودة: \u2066/makhbaz/x\u2069");
  });

  it("says a partner's own wording once the site is published again, and only then", async () => {
    const { db } = server.database;
    const { project } = await getProject(db, actor, { projectId: "mie" });
    const wording = { formOptional: "(au choix)", errorNotFound: "Oups, rien à {path}", passwordHeading: "Réservé aux clients" };
    await updateProjectSettings(db, actor, { projectId: "mie", version: project.settingsVersion, name: project.name, primaryColor: project.primaryColor, homePageId: project.homePageId ?? "", visitorTexts: wording });
    const optional = async () => [...(await dom(await visitor().request("/mie"))).querySelectorAll("form label span")].map((span) => span.textContent?.trim());
    expect(await optional()).toEqual(["(facultatif)"]);
    expect((await owner.request("/project/mie/publish", { method: "POST", body: form({ intent: "publish" }) })).status).toBe(200);
    expect(await optional()).toEqual(["(au choix)"]);
    expect((await dom(await visitor().request("/mie/x"))).querySelector("h1")?.textContent).toBe("Oups, rien à /mie/x");
    expect((await dom(await visitor().request("/mie/commandes"))).querySelector("h1")?.textContent).toBe("Réservé aux clients");
  });
});
