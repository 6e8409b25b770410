import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { headerMenus, loginLink } from "~/config/navigation";
import { cn } from "~/lib/cn";
import { loginLinkClass } from "./site-header";

type MobileMenuPanelProps = {
  onClose: () => void;
  onGetStarted: () => void;
  /** The toggle button, which gets focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The menu below 768 px: the header's entries as a sheet. It is a modal
 * dialog, so focus stays inside while it is open and Escape closes it.
 */
export default function MobileMenuPanel({ onClose, onGetStarted, returnFocusTo }: MobileMenuPanelProps) {
  return (
    <DialogPrimitive.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-3xl bg-white px-4 pt-2.5 pb-6 sm:px-6 shadow-pop data-[state=open]:animate-fade-in md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex h-11 items-center justify-between">
            <DialogPrimitive.Title asChild>
              <span className="px-2 text-xs font-semibold tracking-wider text-muted uppercase">Menu</span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Mobile" className="mt-2">
            {headerMenus.map((menu) => (
              <div key={menu.label} className="border-b border-line py-3">
                <p className="px-2 text-xs font-semibold tracking-wider text-muted uppercase">{menu.label}</p>
                <ul className="mt-1">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <SmartLink
                        href={item.href}
                        className="flex min-h-11 items-center rounded-xl px-2 text-base font-medium text-ink hover:bg-canvas"
                        onClick={onClose}
                      >
                        {item.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="mt-4 grid gap-2">
              <SmartLink
                href={loginLink.href}
                newTabHint
                className={cn(loginLinkClass, "h-11 border border-line font-semibold")}
              >
                {loginLink.label}
              </SmartLink>
              <Button
                data-dialog="goal"
                onClick={() => {
                  onClose();
                  onGetStarted();
                }}
              >
                Get Started
              </Button>
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
