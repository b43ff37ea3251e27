import type { ReactNode } from "react";
import { Form } from "react-router";

function StatusScreen({ code, children }: { code: number; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-semibold tracking-tight text-neutral-300">{code}</p>
      {children}
    </main>
  );
}

const homeButton = "rounded-md bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-hover";

function MessageScreen({ code, message }: { code: number; message: string }) {
  return (
    <StatusScreen code={code}>
      <h1 className="text-lg font-medium text-neutral-800">{message}</h1>
      <a href="/" className={homeButton}>
        Go back home
      </a>
    </StatusScreen>
  );
}

export function NotFoundScreen({ message }: { message: string }) {
  return <MessageScreen code={404} message={message} />;
}

/** Any other refusal of what was sent (400, 405, 409, 413…), with the reason the server gave. */
export function ClientErrorScreen({ code, message }: { code: number; message: string }) {
  return <MessageScreen code={code} message={message} />;
}

export function ForbiddenScreen({ message }: { message: string }) {
  return <MessageScreen code={403} message={message} />;
}

/** The error screen of docs/product.md#error-texts, word for word. The form works with or without JavaScript. */
export function ServerErrorScreen() {
  return (
    <StatusScreen code={500}>
      <h1 className="text-2xl font-semibold text-neutral-900">Error occured</h1>
      <p className="text-neutral-600">Please try again later.</p>
      <Form method="get" action="/">
        <button type="submit" className={homeButton}>
          Go back home
        </button>
      </Form>
    </StatusScreen>
  );
}
