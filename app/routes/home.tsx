import { Link } from "react-router";

export function meta() {
  return [
    { title: "Pagewright — fast landing pages and sites" },
    { name: "description", content: "Build landing pages and sites from ready sections, publish them, and collect leads." },
  ];
}

export default function Home() {
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
