// The upload form's fields, shared by the Media page, the pickers' "Upload a picture" and the action that takes both. No server code.
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from "#app/content/media.ts";

/** The id of the entry page's one upload form: each picture field's inputs belong to it (the `form` attribute). */
export const UPLOAD_FORM_ID = "media-upload";

/** A picker posts its field's dotted path as `field`, and its inputs carry it: `file@hero.image`. The Media page's have none. */
export const uploadInputName = (name: "file" | "alt" | "focusX" | "focusY", field?: string) => (field ? `${name}@${field}` : name);

export const UPLOAD_ACCEPT = "image/png,image/jpeg,image/webp,image/avif,image/svg+xml,.png,.jpg,.jpeg,.webp,.avif,.svg";

export const UPLOAD_LIMITS = `PNG, JPEG, WebP, AVIF or SVG, up to ${MEDIA_MAX_BYTES / 1024 / 1024} MB and ${MEDIA_MAX_PIXELS / 1_000_000} megapixels.`;

/** What the console lists of an uploaded picture, and what a field stores when it is chosen. */
export type UploadedPicture = {
  id: string;
  name: string;
  alt: string;
  preview: string;
  file: string;
  responsive?: { width: number; height: number; srcSet: { avif: string; webp: string }; src: string };
};

export type UploadAnswer =
  | { field: string; uploaded: UploadedPicture; existed: boolean }
  | { field: string; refused: string; problem: "file" | "alt" | "focus"; back?: string };

/** Where a picker's upload goes back to: a console page, never another site. */
export function uploadReturn(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/console/") || value.startsWith("//") || value.includes("\\")) return undefined;
  return value;
}
