import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { cn } from "#app/lib/cn.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "ref"> & {
  /** Stays in view while the body scrolls. */
  header?: ReactNode;
  closeLabel?: string;
  hideClose?: boolean;
};

/**
 * A modal dialog (focus trapped, Escape and backdrop close, focus returns), 420 px wide by default, never wider than the
 * viewport. The header and close button stay put while the body scrolls; it opens centred, then its top edge stays pinned
 * so growing content (an error) extends it downwards instead of re-centring.
 */
export function DialogContent({
  className,
  children,
  header,
  closeLabel = "Close",
  hideClose = false,
  ...props
}: DialogContentProps) {
  // A hairline under the header once the body has scrolled under it.
  const [scrolled, setScrolled] = useState(false);
  return (
    // The body as container from the first render: without one Radix's portal renders nothing until a layout effect, then the
    // whole dialog again in one synchronous task, even inside a transition. Dialogs open only in the browser.
    <DialogPrimitive.Portal container={typeof document === "undefined" ? undefined : document.body}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        ref={pinTop}
        className={cn(
          // --dialog-inset: the least space above and below; --dialog-top: where the top edge was pinned.
          "[--dialog-inset:clamp(0.75rem,3dvh,2rem)]",
          "fixed inset-x-0 top-[var(--dialog-top,var(--dialog-inset))] z-50 mx-auto flex max-h-[calc(100dvh-var(--dialog-top,var(--dialog-inset))-var(--dialog-inset))] w-[calc(100%-2rem)] max-w-[420px] flex-col overflow-hidden rounded-card bg-white shadow-pop data-[state=open]:animate-dialog-in",
          className,
        )}
        {...props}
      >
        {header ? (
          <div
            data-scrolled={scrolled ? "true" : "false"}
            className="shrink-0 border-b border-transparent px-6 pt-6 pb-4 transition-colors data-[scrolled=true]:border-line sm:px-7 sm:pt-7"
          >
            {header}
          </div>
        ) : null}
        <div
          data-testid="dialog-body"
          onScroll={(event) => setScrolled(event.currentTarget.scrollTop > 0)}
          className={cn(
            // scroll-padding: a field that gets focus scrolls into view with its label.
            "min-h-0 flex-1 scroll-pt-9 overflow-y-auto overscroll-contain px-6 pb-6 sm:px-7 sm:pb-7",
            // With a sticky action bar, a focused field scrolls into view above it, not under it.
            "has-data-dialog-actions:scroll-pb-28",
            // Room above the first field for its focus ring, which the scroll box would clip.
            header ? "pt-1.5" : "pt-6 sm:pt-7",
          )}
        >
          {children}
        </div>
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-ink"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Centres the dialog for its opening height, then pins its top edge (until a resize). A ref callback, not state and an effect:
 * setting state from a ref would render the whole dialog twice, synchronously, as it opens.
 */
function pinTop(element: HTMLDivElement | null) {
  if (!element) return;
  const place = () => {
    element.style.removeProperty("--dialog-top");
    // Layout sizes, not the bounding box: the opening animation scales the box.
    const inset = element.offsetTop;
    const top = Math.max(inset, Math.round((window.innerHeight - element.offsetHeight) / 2));
    element.style.setProperty("--dialog-top", `${top}px`);
  };
  place();
  window.addEventListener("resize", place);
  return () => window.removeEventListener("resize", place);
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("pr-8 text-xl font-bold tracking-tight text-ink", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-2 text-sm text-muted", className)} {...props} />;
}

