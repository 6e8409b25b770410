import { Toast as ToastPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import type { ToastItem } from "#app/components/ui/toast.tsx";

/** Renders the open toasts; loaded lazily by ToastProvider. */
export default function Toaster({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          defaultOpen
          duration={item.duration ?? 5000}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
          }}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-pop data-[state=open]:animate-fade-up data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            item.variant === "destructive"
              ? "border-danger/30 bg-danger text-white"
              : item.variant === "success"
                ? "border-minty-border bg-white text-ink"
                : "border-line bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description
                className={cn("text-sm", item.variant === "destructive" ? "text-white/90" : "text-muted")}
              >
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-full opacity-70 transition-opacity hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
