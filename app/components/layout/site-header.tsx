import { Menu } from "lucide-react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { Logo } from "~/components/brand/logo";
import { useSiteDialogs } from "~/components/dialogs/site-dialogs";
import { Button } from "~/components/ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { SmartLink } from "~/components/ui/smart-link";
import { headerMenus, loginLink } from "~/config/navigation";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import { containerClass } from "~/components/sections/section";

/** The scroll depth (px) past which the bar takes its solid background. */
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
  const { openGoalDialog } = useSiteDialogs();
  const [openMenu, setOpenMenu] = useState("");
  const location = useLocation();

  // Dropdowns close when the visitor navigates (the menu closes itself on scroll).
  useEffect(() => setOpenMenu(""), [location.pathname]);

  const solid = !transparent || scrolled;

  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        solid
          ? "bg-white/95 shadow-[0_1px_0_rgb(11_19_36/0.08)] backdrop-blur-md"
          : "bg-gradient-to-b from-white/70 to-white/20 backdrop-blur-md",
      )}
      data-scrolled={scrolled ? "true" : "false"}
      data-variant={transparent ? "transparent" : "solid"}
    >
      {/* Three columns, the outer two equal, so the dropdowns sit on the page's centre line whatever the widths of the logo and the buttons. */}
      <div className={cn(containerClass, "grid h-16 grid-cols-[1fr_auto] items-center gap-4 md:grid-cols-[1fr_auto_1fr]")}>
        <Link to="/" className="justify-self-start rounded-lg" aria-label={`${site.name} home`}>
          <Logo />
        </Link>

        <NavigationMenu
          value={openMenu}
          onValueChange={setOpenMenu}
          aria-label="Main"
          className="relative hidden justify-self-center md:block"
        >
          <NavigationMenuList className="flex items-center gap-1">
            {headerMenus.map((menu) => (
              <NavigationMenuItem key={menu.label} value={menu.label} className="relative">
                <NavigationMenuTrigger>{menu.label}</NavigationMenuTrigger>
                <NavigationMenuContent>
                  <ul className="grid gap-1">
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <SmartLink
                          href={item.href}
                          className="block rounded-xl px-3 py-2.5 transition-colors hover:bg-canvas focus-visible:bg-canvas"
                          onClick={() => setOpenMenu("")}
                        >
                          <span className="block text-sm font-semibold text-ink">{item.label}</span>
                          {item.description ? (
                            <span className="mt-0.5 block text-xs text-muted">{item.description}</span>
                          ) : null}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </NavigationMenuContent>
              </NavigationMenuItem>
            ))}
          </NavigationMenuList>
        </NavigationMenu>

        <div className="hidden items-center gap-2 justify-self-end md:flex">
          <SmartLink
            href={loginLink.href}
            newTabHint
            className={cn(loginLinkClass, "h-10 px-4 text-[0.95rem] font-medium hover:bg-ink/5")}
          >
            {loginLink.label}
          </SmartLink>
          <Button size="sm" className="h-10 px-5" data-dialog="goal" onClick={openGoalDialog}>
            Sign Up
          </Button>
        </div>

        <MobileMenu onGetStarted={openGoalDialog} />
      </div>
    </header>
  );
}

// The mobile menu's panel (a Radix dialog) loads when it is first wanted, so
// desktop visitors never download it.
const loadMobileMenuPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadMobileMenuPanel);

function MobileMenu({ onGetStarted }: { onGetStarted: () => void }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center justify-self-end rounded-full text-ink hover:bg-ink/5 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadMobileMenuPanel()}
        onFocus={() => void loadMobileMenuPanel()}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            onClose={() => setOpen(false)}
            onGetStarted={onGetStarted}
            returnFocusTo={toggleRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
