import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { iconButton, secondaryButton } from "~/ui/button-styles";

/** Copies `text` to the clipboard and says so; the label names what is copied for screen readers. */
export function CopyButton({ text, label, compact = false }: { text: string; label: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Copied to the clipboard.");
    } catch {
      toast.error("The browser did not allow copying. Select the text and copy it yourself.");
    }
  }
  const Icon = copied ? Check : Copy;
  return (
    <button type="button" onClick={() => void copy()} aria-label={label} title={label} className={compact ? iconButton : secondaryButton}>
      <Icon aria-hidden className={`size-4 ${copied ? "text-emerald-600" : ""}`} />
      {compact ? null : copied ? "Copied" : "Copy"}
    </button>
  );
}
