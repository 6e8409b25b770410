import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { Label } from "#app/components/ui/label.tsx";

/** The attributes a control needs to be wired to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-errormessage"?: string;
};

type FormFieldProps = {
  label: ReactNode;
  name: string;
  /** The message shown under the control; sets aria-invalid when present. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Marks the label "(optional)" for fields that are not required. */
  optional?: boolean;
  className?: string;
  /** Put the label after the control (checkboxes). */
  inline?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * One labelled form field. The error text is tied to the control with
 * aria-describedby and aria-errormessage, and is announced when it appears.
 */
export function FormField({
  label,
  name,
  error,
  hint,
  required,
  optional,
  className,
  inline = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control = children({
    id: controlId,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-errormessage": errorId,
  });
  const labelNode = (
    <Label htmlFor={controlId} className={inline ? "font-normal text-ink-soft" : undefined}>
      {label}
      {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </Label>
  );
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {inline ? (
        <div className="flex items-start gap-3">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="text-sm font-medium text-danger empty:hidden" aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}
