// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { formSchemaOf } from "#app/content/editing/form-schema.ts";
import { type EditorLibrary, SchemaForm, type SchemaFormProps } from "#app/components/console/content-editor/schema-form.tsx";
import avon from "#app/content/case-studies/avon.ts";
import { CaseStudySchema } from "#app/content/case-studies/schema.ts";
import { LinkSchema, PageSeoSchema } from "#app/content/shared.schema.ts";
import bfcm2025 from "#app/content/webinars/bfcm2025.ts";
import { WebinarSchema } from "#app/content/webinars/schema.ts";
import { z } from "#app/forms/zod.ts";
import { navigation } from "#app/config/navigation.ts";
import { NavigationSchema } from "#app/content/site-wide.schema.ts";

const library: EditorLibrary = {
  links: [
    { path: "/", label: "Home" },
    { path: "/safeopt", label: "SafeOpt" },
    { path: "/success-stories", label: "Success stories" },
  ],
  images: [
    { id: "avon", label: "Avon cover", preview: "/images/case-studies/avon.svg", value: "/images/case-studies/avon.svg" },
    { id: "cupshe", label: "Cupshe cover", preview: "/images/case-studies/cupshe.svg", value: "/images/case-studies/cupshe.svg" },
    { id: "renogy", label: "Renogy cover", preview: "/images/case-studies/renogy.svg", value: "/images/case-studies/renogy.svg" },
    { id: "card", label: "Share card", preview: "/images/share/card.png", value: "/images/share/card.png" },
  ],
};

function renderForm(props: Omit<SchemaFormProps, "name" | "library" | "idPrefix">) {
  const user = userEvent.setup();
  const view = render(
    <form>
      <SchemaForm name="content" library={library} idPrefix="edit" {...props} />
    </form>,
  );
  const posted = () => JSON.parse((view.container.querySelector('input[type="hidden"][name="content"]') as HTMLInputElement).value) as Record<string, unknown>;
  return { user, posted, ...view };
}

async function expectNoAxeViolations(container: HTMLElement) {
  // jsdom lays nothing out, so contrast cannot be measured here (the browser journeys do).
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

describe("SchemaForm for a case study", () => {
  const schema = formSchemaOf(CaseStudySchema);

  it("posts the entry as it came, and what is edited in a text field", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: avon });
    expect(posted()).toEqual(avon);
    const title = screen.getAllByLabelText("Title")[0]!;
    await user.clear(title);
    await user.type(title, "Avon, recovered");
    expect(posted().title).toBe("Avon, recovered");
    expect(screen.getByLabelText("Industry")).toHaveDisplayValue("Beauty + Cosmetics");
    expect(screen.getByLabelText("Type")).toHaveAttribute("readonly");
    expect(() => CaseStudySchema.parse(posted())).not.toThrow();
  });

  it("moves a paragraph by keyboard, with focus following it and the move announced", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: avon });
    screen.getByRole("button", { name: "Move down paragraph 1" }).focus();
    await user.keyboard("{Enter}");
    expect(posted().summary).toEqual([avon.summary[1], avon.summary[0], avon.summary[2]]);
    expect(screen.getByRole("button", { name: "Move down paragraph 2" })).toHaveFocus();
    expect(screen.getByLabelText("Paragraph 2")).toHaveValue(avon.summary[0]);
    await user.keyboard("{Enter}");
    expect(posted().summary).toEqual([avon.summary[1], avon.summary[2], avon.summary[0]]);
    // At the bottom "Move down" is off, so focus stays with the item on "Move up".
    expect(screen.getByRole("button", { name: "Move down paragraph 3" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move up paragraph 3" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Paragraph 2 moved to position 3 of 3.");
  });

  it("adds and removes list items within the schema's bounds", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: avon });
    await user.click(screen.getByRole("button", { name: "Add result" }));
    const added = screen.getByRole("group", { name: "Result 4" });
    expect(within(added).getByLabelText("Value")).toHaveFocus();
    await user.keyboard("3x");
    await user.type(within(added).getByLabelText("Label"), "faster checkouts");
    expect(posted().results).toEqual([...avon.results, { value: "3x", label: "faster checkouts" }]);
    // results holds at most four.
    expect(screen.getByRole("button", { name: "Add result" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove result 1" }));
    expect(posted().results).toEqual([...avon.results.slice(1), { value: "3x", label: "faster checkouts" }]);
    expect(screen.getByRole("button", { name: "Add result" })).toHaveFocus();

    // summary needs one paragraph at least.
    await user.click(screen.getByRole("button", { name: "Remove paragraph 1" }));
    await user.click(screen.getByRole("button", { name: "Remove paragraph 1" }));
    expect(screen.getByRole("button", { name: "Remove paragraph 1" })).toBeDisabled();
    expect(posted().summary).toEqual([avon.summary[2]]);
  });

  it("removes and adds an optional object, and drops an emptied optional string", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: avon });
    await user.click(screen.getByRole("button", { name: "Remove testimonial" }));
    expect(posted()).not.toHaveProperty("testimonial");
    const add = screen.getByRole("button", { name: "Add testimonial" });
    expect(add).toHaveFocus();
    await user.click(add);
    expect(posted().testimonial).toEqual({ quote: "", author: "", title: "", company: "" });
    expect(within(screen.getByRole("group", { name: "Testimonial" })).getByLabelText("Quote")).toHaveFocus();

    await user.clear(screen.getByLabelText("Case study URL (optional)"));
    expect(posted()).not.toHaveProperty("caseStudyUrl");
  });

  it("offers a field only the pictures it accepts: a share image, no SVG", async () => {
    const { user, posted } = renderForm({ schema: formSchemaOf(PageSeoSchema), defaultValue: { title: "Careers", description: "x".repeat(60) } });
    const picker = screen.getByRole("radiogroup", { name: "Share image (optional)" });
    expect(within(picker).queryByRole("radio", { name: "Avon cover" })).toBeNull();
    await user.click(within(picker).getByRole("radio", { name: "Share card" }));
    expect(posted().image).toBe("/images/share/card.png");
  });

  it("picks an image from the library, by pointer and by arrow key", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: avon });
    const picker = screen.getByRole("radiogroup", { name: "Image" });
    expect(within(picker).getByRole("radio", { name: "Avon cover" })).toBeChecked();
    expect(within(picker).getByText("Chosen: Avon cover")).toBeInTheDocument();
    await user.click(within(picker).getByRole("radio", { name: "Cupshe cover" }));
    expect(posted().image).toBe("/images/case-studies/cupshe.svg");
    expect(within(picker).getByRole("radio", { name: "Cupshe cover" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(posted().image).toBe("/images/case-studies/renogy.svg");
    expect(within(picker).getByText("Chosen: Renogy cover")).toBeInTheDocument();
  });

  it("shows the server's errors under their fields, tied to them", () => {
    renderForm({ schema, defaultValue: avon, errors: { slug: "Use letters, digits and hyphens", "summary.1": "Too small", results: "At most 4 results", "": "Not saved" } });
    const slug = screen.getByLabelText("Slug");
    expect(slug).toHaveAttribute("aria-invalid", "true");
    expect(slug).toHaveAccessibleDescription("Use letters, digits and hyphens");
    expect(screen.getByLabelText("Paragraph 2")).toHaveAccessibleDescription("Too small");
    expect(screen.getByRole("group", { name: "Results" })).toHaveAccessibleDescription("At most 4 results");
    expect(screen.getByText("Not saved")).toBeInTheDocument();
  });

  it("has nothing axe finds", async () => {
    const { container } = renderForm({ schema, defaultValue: avon, errors: { title: "Required", image: "Choose an image" } });
    await expectNoAxeViolations(container);
  });
});

describe("SchemaForm for a webinar", () => {
  const schema = formSchemaOf(WebinarSchema);

  it("shows sessions in the webinar's zone and writes an edited one with the offset of the zone it was edited in", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: bfcm2025 });
    expect(screen.getByLabelText("Session 1")).toHaveValue("2025-10-08T13:00");
    expect(screen.getByLabelText("Session 1 time zone")).toHaveValue("America/New_York");

    // Another zone only changes how the session is shown...
    await user.selectOptions(screen.getByLabelText("Session 2 time zone"), "Europe/London");
    expect(screen.getByLabelText("Session 2")).toHaveValue("2025-10-15T18:00");
    expect(posted().sessions).toEqual(bfcm2025.sessions);
    // ...until its time is edited: London is on GMT again by November.
    fireEvent.change(screen.getByLabelText("Session 2"), { target: { value: "2025-11-05T18:00" } });
    expect(posted().sessions).toEqual(["2025-10-08T13:00:00-04:00", "2025-11-05T18:00:00+00:00"]);
    // New York after its change back to standard time.
    fireEvent.change(screen.getByLabelText("Session 1"), { target: { value: "2025-11-12T13:00" } });
    expect(posted().sessions).toEqual(["2025-11-12T13:00:00-05:00", "2025-11-05T18:00:00+00:00"]);
    expect(() => WebinarSchema.parse(posted())).not.toThrow();
  });

  it("keeps a moved session's zone with it and starts an added one in the webinar's zone", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: bfcm2025 });
    await user.selectOptions(screen.getByLabelText("Session 2 time zone"), "Asia/Tokyo");
    screen.getByRole("button", { name: "Move up session 2" }).focus();
    await user.keyboard("{Enter}");
    expect(posted().sessions).toEqual([bfcm2025.sessions[1], bfcm2025.sessions[0]]);
    expect(screen.getByLabelText("Session 1 time zone")).toHaveValue("Asia/Tokyo");
    expect(screen.getByLabelText("Session 1")).toHaveValue("2025-10-16T02:00");
    expect(screen.getByRole("button", { name: "Move down session 1" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Add session" }));
    expect(screen.getByLabelText("Session 3")).toHaveFocus();
    expect(screen.getByLabelText("Session 3 time zone")).toHaveValue("America/New_York");
    fireEvent.change(screen.getByLabelText("Session 3"), { target: { value: "2026-03-09T13:00" } });
    expect((posted().sessions as string[])[2]).toBe("2026-03-09T13:00:00-04:00");
  });

  it("keeps a tuple's members fixed, reorders takeaways and adds optional details", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: bfcm2025 });
    expect(screen.getByLabelText("Title line 2")).toHaveValue(bfcm2025.titleLines[1]);
    expect(screen.queryByRole("button", { name: /^(Move|Remove) .*title line \d/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove title lines" })).toBeInTheDocument();

    screen.getByRole("button", { name: "Move up key takeaway 3" }).focus();
    await user.keyboard("{Enter}");
    expect((posted().keyTakeaways as string[]).slice(0, 3)).toEqual([bfcm2025.keyTakeaways[0], bfcm2025.keyTakeaways[2], bfcm2025.keyTakeaways[1]]);
    expect(screen.getByRole("status")).toHaveTextContent("Key takeaway 3 moved to position 2 of 5.");

    await user.click(screen.getByRole("button", { name: "Add meeting details" }));
    await user.keyboard("Zoom");
    expect(posted().meetingDetails).toEqual({ platform: "Zoom", link: "" });
  });

  it("has nothing axe finds", async () => {
    const { container } = renderForm({ schema, defaultValue: bfcm2025, errors: { "sessions.0": "Use a time with its offset" } });
    await expectNoAxeViolations(container);
  });
});

describe("SchemaForm's link and Markdown fields", () => {
  it("offers the site's pages for a link and says when an address is none of them", async () => {
    const { user, posted } = renderForm({ schema: formSchemaOf(LinkSchema), defaultValue: { text: "Pricing", href: "/pricing" } });
    const href = screen.getByLabelText("Link");
    expect(href).toHaveAccessibleDescription("No page at this address");
    expect(href).toHaveAttribute("aria-invalid", "true");
    expect([...document.querySelectorAll(`#${href.getAttribute("list")!} option`)].map((option) => option.getAttribute("value"))).toEqual(["/", "/safeopt", "/success-stories"]);
    await user.clear(href);
    await user.type(href, "/safeopt");
    expect(href).not.toHaveAttribute("aria-invalid");
    expect(href).toHaveAccessibleDescription("Page: SafeOpt");
    expect(posted()).toEqual({ text: "Pricing", href: "/safeopt" });
    await user.clear(href);
    await user.type(href, "https://example.com/pricing");
    expect(href).not.toHaveAttribute("aria-invalid");
  });

  it("previews Markdown with raw HTML shown as text", async () => {
    const schema = formSchemaOf(z.object({ body: z.string().meta({ editor: "markdown" }) }));
    const { user, posted, container } = renderForm({ schema, defaultValue: { body: "Hello" } });
    const body = screen.getByLabelText("Body");
    await user.clear(body);
    await user.paste("**Bold** <b>raw</b> [x](javascript:alert(1))");
    await user.click(screen.getByRole("button", { name: "Preview body" }));
    expect(await screen.findByText("Bold", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByText(/<b>raw<\/b>/, { selector: "p" })).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByRole("link", { name: "x" })).toHaveAttribute("href", "#");
    expect(screen.getByRole("button", { name: "Preview body" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Write body" }));
    expect(screen.getByLabelText("Body")).toBeVisible();
    expect(posted().body).toBe("**Bold** <b>raw</b> [x](javascript:alert(1))");
    await expectNoAxeViolations(container);
  });

  it("renders when only the server draws it, with the chosen zone alone", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<SchemaForm name="content" schema={formSchemaOf(WebinarSchema)} defaultValue={bfcm2025} library={library} idPrefix="ssr" />);
    expect(html.match(/<option[^>]*>America\/New_York<\/option>/g)).toHaveLength(2);
    expect(html).not.toContain("Asia/Tokyo");
  });
});

describe("SchemaForm for the menus and footer", () => {
  const schema = formSchemaOf(NavigationSchema);

  it("shows a choice by its label and stores its value", async () => {
    const { user, posted } = renderForm({ schema, defaultValue: navigation });
    const column = screen.getByRole("group", { name: "Footer column 1" });
    const first = within(column).getAllByRole("listitem")[0]!;
    await user.click(first.querySelector("summary")!);
    const opens = within(first).getByLabelText("Opens instead (optional)");
    expect(within(opens).getAllByRole("option").map((option) => option.textContent)).toEqual(["None", "The contact form", "The demo request"]);
    await user.selectOptions(opens, "The demo request");
    const footer = posted().footer as { items: { action?: string }[] }[];
    expect(footer[0]!.items[0]!.action).toBe("goal");
  });

  it("lists the items of a list within a list by their labels, each opening to its fields", async () => {
    const { user } = renderForm({ schema, defaultValue: navigation, errors: { "footer.1.items.2.href": "No page at this address" } });
    const column = screen.getByRole("group", { name: "Footer column 2" });
    const items = within(column).getAllByRole("listitem");
    const third = navigation.footer[1]!.items[2]!;
    expect(items[2]!.querySelector("summary")).toHaveTextContent(`Item 3: ${third.label}`);
    // The item with an error is open; the others are closed until asked for.
    expect(items[2]!.querySelector("details")).toHaveAttribute("open");
    expect(items[0]!.querySelector("details")).not.toHaveAttribute("open");
    await user.click(items[0]!.querySelector("summary")!);
    expect(items[0]!.querySelector("details")).toHaveAttribute("open");
    // The columns themselves stay open.
    expect(column.closest("details")).toBeNull();
  });
});
