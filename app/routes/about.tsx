import { CenteredCard } from "~/ui/centered-card";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return { buildId: context.buildId };
}

export function meta() {
  return [{ title: "About · Pagewright" }];
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <CenteredCard title="About Pagewright">
      <p>Pagewright is a self-hostable builder for fast landing pages and sites, with a lead inbox and image library.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-neutral-800">Build</dt>
        <dd>
          <code>{loaderData.buildId}</code>
        </dd>
      </dl>
    </CenteredCard>
  );
}
