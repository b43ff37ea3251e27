import { useEffect, useRef } from "react";

export type ActionResult = { ok: boolean; message: string };

/**
 * What an action answered, shown where it was started and focused when it arrives: a keyboard or
 * screen-reader user who pressed the button hears the outcome and goes on from there, instead of
 * from the page's body (docs/product.md#keyboard-and-screen-readers-in-the-app). Each new answer
 * object takes focus again, even with the same words.
 */
export function ActionResultMessage({ result, className = "", testId }: { result: ActionResult | null | undefined; className?: string; testId?: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) message.current?.focus();
  }, [result]);
  if (!result) return null;
  return (
    <p
      ref={message}
      tabIndex={-1}
      role={result.ok ? "status" : "alert"}
      data-testid={testId}
      className={`rounded-md px-3 py-2 text-sm ${result.ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"} ${className}`}
    >
      {result.message}
    </p>
  );
}
