import { CircleAlert } from "lucide-react";

/** A refusal that belongs to the whole form (or to no open form), such as a stale version or a read-only project. */
export function FormBanner({ message, className = "" }: { message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={`flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}>
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
      <span>{message}</span>
    </div>
  );
}
