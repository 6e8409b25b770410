import {
  BadgeDollarSign,
  BrainCircuit,
  Coins,
  Globe,
  Heart,
  HeartHandshake,
  Mail,
  MailOpen,
  MailPlus,
  Percent,
  Puzzle,
  Repeat,
  ShieldCheck,
  ShoppingCart,
  Target,
  TrendingUp,
  UserSearch,
  Wallet,
  Gift,
  MousePointerClick,
  Zap,
  ShoppingBag,
  Bot,
  BellRing,
  Gauge,
  Rocket,
  Users,
  Layers,
  ChartLine,
  Search,
  Tag,
  Star,
  HeartPulse,
  PiggyBank,
  Wifi,
  TreePalm,
  Award,
  Smile,
  Lightbulb,
} from "lucide-react";
import { type ComponentType, createElement } from "react";
import type { IconName } from "#app/content/shared.schema.ts";
import { cn } from "#app/lib/cn.ts";

/** A content icon: sized by its class, always decorative (the text beside it says what it means). */
export type ContentIcon = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;

/**
 * Sparkles is drawn by the stylesheet (`.line-icon-sparkles`, the drawing the
 * Minty nav tile already carries), so a page's HTML carries a class only.
 */
function SparklesIcon({ className }: { className?: string }) {
  return createElement("span", { className: cn("line-icon line-icon-sparkles", className), "aria-hidden": "true" });
}

/** The icon names content may use, each mapped to its component (only these are bundled). */
export const contentIcons: Record<IconName, ContentIcon> = {
  heart: Heart,
  "shopping-cart": ShoppingCart,
  "trending-up": TrendingUp,
  mail: Mail,
  "mail-open": MailOpen,
  "user-search": UserSearch,
  "badge-dollar-sign": BadgeDollarSign,
  "shield-check": ShieldCheck,
  sparkles: SparklesIcon,
  puzzle: Puzzle,
  wallet: Wallet,
  repeat: Repeat,
  "mail-plus": MailPlus,
  target: Target,
  percent: Percent,
  coins: Coins,
  globe: Globe,
  "brain-circuit": BrainCircuit,
  "heart-handshake": HeartHandshake,
  gift: Gift,
  "mouse-pointer-click": MousePointerClick,
  zap: Zap,
  "shopping-bag": ShoppingBag,
  bot: Bot,
  "bell-ring": BellRing,
  gauge: Gauge,
  rocket: Rocket,
  users: Users,
  layers: Layers,
  "chart-line": ChartLine,
  search: Search,
  tag: Tag,
  star: Star,
  "heart-pulse": HeartPulse,
  "piggy-bank": PiggyBank,
  wifi: Wifi,
  "tree-palm": TreePalm,
  award: Award,
  smile: Smile,
  lightbulb: Lightbulb,
};
