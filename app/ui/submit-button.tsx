import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { primaryButton } from "./button-styles";

/** True while this screen is posting the given intent. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
}

/** A form's submit button carrying its intent, disabled with a spinner while that intent posts. */
export function SubmitButton({
  intent,
  children,
  pendingLabel,
  className = primaryButton,
  disabled = false,
}: {
  intent: string;
  children: ReactNode;
  pendingLabel: string;
  className?: string;
  disabled?: boolean;
}) {
  const submitting = useSubmitting(intent);
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled || submitting} className={className}>
      {submitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {submitting ? pendingLabel : children}
    </button>
  );
}
