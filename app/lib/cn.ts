import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; Tailwind conflicts resolve in favour of the caller's (last) classes. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
