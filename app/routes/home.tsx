import { Link, redirect } from "react-router";
import { getSignedInSession, isBlocked } from "~/features/auth/guards.server";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSignedInSession(request, context);
  if (session && isBlocked(session, context)) throw redirect("/unverified");
  return { signedIn: session !== null };
}

export function meta() {
  return [
    { title: "Pagewright — fast landing pages and sites" },
    { name: "description", content: "Build landing pages and sites from ready sections, publish them, and collect leads." },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedIn) {
    return (
      <section>
        <PageHeader title="Projects" description="Your sites and landing pages." />
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-600">
          You have no projects yet.
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="text-4xl font-semibold tracking-tight text-neutral-900">Landing pages that load before you blink</h1>
      <p className="mt-4 text-lg text-neutral-600">
        Build pages and sites from ready-made sections, publish them at your own address, and collect leads in an inbox
        that never loses one.
      </p>
      <Link
        to="/signin"
        className="mt-8 inline-flex items-center rounded-md bg-accent px-5 py-2.5 text-sm font-medium text-white hover:bg-accent-hover"
      >
        Sign in with Google
      </Link>
    </section>
  );
}
