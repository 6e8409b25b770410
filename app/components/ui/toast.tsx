import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from "react";

export type ToastOptions = {
  title: string;
  description?: ReactNode;
  variant?: "default" | "destructive" | "success";
  /** How long the toast stays, in milliseconds (default 5000). */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: number };

type ToastApi = { toast: (options: ToastOptions) => void };

const ToastContext = createContext<ToastApi | null>(null);

// The toast renderer (Radix Toast) loads with the first toast, so pages that
// never show one do not download it.
const Toaster = lazy(() => import("#app/components/ui/toaster.tsx"));

let nextId = 1;

/**
 * App-wide toasts. Destructive toasts are announced assertively; every toast
 * pauses while hovered or focused and can be dismissed with a swipe or Escape.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId++;
    setItems((current) => [...current.slice(-2), { ...options, id }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={api}>
      {children}
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <Toaster items={items} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
