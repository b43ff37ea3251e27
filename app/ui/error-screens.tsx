import { Form } from "react-router";

export function NotFoundScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-semibold tracking-tight text-neutral-300">404</p>
      <h1 className="text-lg font-medium text-neutral-800">{message}</h1>
      <a href="/" className="rounded-md bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-hover">
        Go back home
      </a>
    </main>
  );
}

export function ForbiddenScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-semibold tracking-tight text-neutral-300">403</p>
      <h1 className="text-lg font-medium text-neutral-800">{message}</h1>
      <a href="/" className="rounded-md bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-hover">
        Go back home
      </a>
    </main>
  );
}

/** The spec's error screen, word for word. The form works with or without JavaScript. */
export function ServerErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-semibold tracking-tight text-neutral-300">500</p>
      <h1 className="text-2xl font-semibold text-neutral-900">Error occured</h1>
      <p className="text-neutral-600">Please try again later.</p>
      <Form method="get" action="/">
        <button type="submit" className="rounded-md bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-hover">
          Go back home
        </button>
      </Form>
    </main>
  );
}
