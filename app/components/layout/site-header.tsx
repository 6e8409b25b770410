import { useEffect, useState } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { Logo } from "#app/components/brand/logo.tsx";
import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { NavigationMenuItem, hidePopoverOnLink } from "#app/components/ui/navigation-menu.tsx";
import { loginLink } from "#app/config/navigation.ts";
import { useSiteWide } from "#app/components/layout/site-wide-content.ts";
import { site } from "#app/config/site.ts";
import { cn } from "#app/lib/cn.ts";
import { containerClass } from "#app/components/sections/section.tsx";
import { NavEntry } from "#app/components/layout/nav-entry.tsx";

/** px of scroll past which the bar turns solid. */
export const HEADER_SCROLL_THRESHOLD = 50;

/** Login opens the dashboard in a new tab and says so the same way in the bar and in the mobile menu. */
export const loginLinkClass = "inline-flex items-center justify-center gap-1.5 rounded-full text-ink transition-colors [&>svg]:size-3.5 [&>svg]:text-muted";

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const solid = !transparent || scrolled;
  const headerMenus = useSiteWide().navigation.menus;

  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        solid
          ? "bg-white shadow-[0_1px_0_rgb(11_19_36/0.08)]"
          : "bg-gradient-to-b from-white/70 to-white/20 backdrop-blur-md",
      )}
      data-scrolled={scrolled ? "true" : "false"}
      data-variant={transparent ? "transparent" : "solid"}
    >
      {/* Three columns, the outer two equal, so the dropdowns sit on the page's centre line whatever the widths of the logo and the buttons. */}
      <div className={cn(containerClass, "grid h-16 grid-cols-[1fr_auto] items-center gap-4 md:grid-cols-[1fr_auto_1fr]")}>
        <Link href="/" className="justify-self-start rounded-lg" aria-label={`${site.name} home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden justify-self-center md:block">
          <ul className="flex items-center gap-1">
            {headerMenus.map((menu, index) => (
              <NavigationMenuItem key={menu.label} id={`header-${index}`} label={menu.label}>
                <ul className="grid gap-1">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        className="flex gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-canvas focus-visible:bg-canvas"
                      >
                        <NavEntry link={item} size="small" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenuItem>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 justify-self-end md:flex">
          <Link
            href={loginLink.href}
            newTabHint
            className={cn(loginLinkClass, "h-10 px-4 text-[0.95rem] font-medium hover:bg-ink/5")}
          >
            {loginLink.label}
          </Link>
          <DialogLink dialog="goal" className={cn(buttonVariants({ size: "sm" }), "h-10 px-5")}>
            Sign Up
          </DialogLink>
        </div>

        <MobileMenu />
      </div>
    </header>
  );
}

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The menu below 768 px, a sheet over the page, toggled through `popover`: it opens from the first paint and the browser closes
 * it on Escape and a press outside. A link followed inside closes it.
 */
function MobileMenu() {
  const headerMenus = useSiteWide().navigation.menus;
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        className="inline-flex size-11 items-center justify-center justify-self-end rounded-full text-ink hover:bg-ink/5 md:hidden"
        aria-label="Open menu"
      >
        <span className="line-icon line-icon-menu size-6" aria-hidden="true" />
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Menu"
        onClick={hidePopoverOnLink}
        className="inset-x-0 top-0 bottom-auto m-0 max-h-dvh w-full max-w-none overflow-y-auto rounded-b-3xl bg-white px-4 pt-2.5 pb-6 text-ink shadow-pop backdrop:bg-ink/40 sm:px-6 md:hidden [&:popover-open]:animate-fade-in"
      >
        {/* The sheet covers the bar: its logo stays where it was, and the close button where the toggle was. */}
        <div className="flex h-11 items-center gap-2">
          <Link href="/" className="mr-auto rounded-lg" aria-label={`${site.name} home`}>
            <Logo gradientId="logo-g-menu" />
          </Link>
          <span className="text-xs font-semibold tracking-wider text-muted uppercase">Menu</span>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
            aria-label="Close menu"
          >
            <span className="line-icon line-icon-x size-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-2">
          {headerMenus.map((menu) => (
            <div key={menu.label} className="border-b border-line py-3">
              <p className="px-2 text-xs font-semibold tracking-wider text-muted uppercase">{menu.label}</p>
              <ul className="mt-1">
                {menu.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="flex min-h-11 items-center rounded-xl px-2 text-base font-medium text-ink hover:bg-canvas">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="mt-4 grid gap-2">
            <Link href={loginLink.href} newTabHint className={cn(loginLinkClass, "h-11 border border-line font-semibold")}>
              {loginLink.label}
            </Link>
            <DialogLink dialog="goal" className={buttonVariants()}>
              Get Started
            </DialogLink>
          </div>
        </nav>
      </div>
    </>
  );
}
