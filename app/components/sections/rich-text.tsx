import { Fragment } from "react";

/**
 * Renders content text whose `**spans**` are emphasised. The only markup
 * content may carry, so no HTML from data is ever injected.
 */
export function RichText({
  text,
  emphasis: Emphasis = "strong",
  emphasisClassName,
}: {
  text: string;
  emphasis?: "strong" | "span";
  emphasisClassName?: string;
}) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Emphasis key={index} className={emphasisClassName}>
            {part}
          </Emphasis>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
