import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A site navigation menu (disclosure pattern): each trigger opens its panel on
 * hover and on click, arrow keys move between triggers, Escape closes and
 * returns focus to the trigger. Radix supplies the ARIA wiring.
 */
export const NavigationMenu = NavigationMenuPrimitive.Root;
export const NavigationMenuList = NavigationMenuPrimitive.List;
export const NavigationMenuItem = NavigationMenuPrimitive.Item;
export const NavigationMenuLink = NavigationMenuPrimitive.Link;

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(
        "group inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-medium text-ink transition-colors hover:bg-ink/5 data-[state=open]:bg-ink/5",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        "absolute top-full left-0 mt-2 w-72 rounded-2xl border border-line bg-white p-2 shadow-pop data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}
