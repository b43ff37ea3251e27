import { ChartLine, Clock, Globe, Heart, Lock, Rocket, ShieldCheck, Sparkles, Star, Users, Zap, type LucideIcon } from "lucide-react";

const ICONS = {
  zap: { label: "Lightning", Icon: Zap },
  shield: { label: "Shield", Icon: ShieldCheck },
  sparkles: { label: "Sparkles", Icon: Sparkles },
  heart: { label: "Heart", Icon: Heart },
  star: { label: "Star", Icon: Star },
  clock: { label: "Clock", Icon: Clock },
  globe: { label: "Globe", Icon: Globe },
  chart: { label: "Chart", Icon: ChartLine },
  users: { label: "People", Icon: Users },
  rocket: { label: "Rocket", Icon: Rocket },
  lock: { label: "Lock", Icon: Lock },
} satisfies Record<string, { label: string; Icon: LucideIcon }>;

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as [IconName, ...IconName[]];
export const ICON_OPTIONS = ICON_NAMES.map((value) => ({ value, label: ICONS[value].label }));

/** A decorative icon: the text next to it says what it means. */
export function FeatureIcon({ name, className }: { name: IconName; className?: string }) {
  const { Icon } = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" strokeWidth={1.75} className={className} />;
}
