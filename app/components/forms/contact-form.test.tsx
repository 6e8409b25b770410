// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { deferred, json } from "#app/test-support/fetch.ts";

function renderForm(props: Parameters<typeof ContactForm>[0] = {}) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <ContactForm {...props} />
    </MemoryRouter>,
  );
  const form = view.container.querySelector("form")!;
  return { user, form, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Work email"), "ada@example.com");
  await user.selectOptions(screen.getByLabelText("Inquiry type"), "safeopt");
  await user.type(screen.getByLabelText("Message"), "Please tell me more about SafeOpt.");
}

afterEach(() => vi.unstubAllGlobals());

describe("ContactForm", () => {
  it("is a real form post without JavaScript: action, method and field names", () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/send-contact-email");
    const names = [...form.elements].map((element) => element.getAttribute("name")).filter(Boolean);
    expect(names).toEqual(
      expect.arrayContaining(["firstName", "lastName", "email", "website", "companyName", "inquiryType", "message", "formType", "consentVersion", "homepage"]),
    );
    const trap = form.querySelector<HTMLInputElement>('input[name="homepage"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("shows no errors before a submit attempt, then the spec's messages, focus on the first, and live correction", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Work email"), "not-an-email");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();

    await user.click(screen.getByRole("button", { name: /send message/i }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please select an inquiry type")).toBeInTheDocument();
    expect(screen.getByText("Message must be at least 10 characters long")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("First name is required");
    expect(fetchMock).not.toHaveBeenCalled();

    // Errors clear as the visitor corrects, without another submit.
    await user.type(screen.getByLabelText("First name"), "Ada");
    expect(screen.queryByText("First name is required")).toBeNull();
    expect(screen.getByLabelText("First name")).not.toHaveAttribute("aria-invalid");
  });

  it("idle → sending → success: server message shown, form reset, lead sent with meta", async () => {
    const answer = deferred<Response>();
    const fetchMock = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetchMock);
    const { user, form } = renderForm();
    expect(form).toHaveAttribute("data-state", "idle");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: /send message/i }));

    expect(form).toHaveAttribute("data-state", "sending");
    expect(screen.getByRole("button", { name: /sending\.\.\./i })).toBeDisabled();
    expect(screen.getByLabelText("First name")).toBeDisabled();

    answer.resolve(json(200, { success: true, message: "Thank you! We'll be in touch soon." }));
    expect(await screen.findByText("Thank you! We'll be in touch soon.")).toBeInTheDocument();
    expect(form).toHaveAttribute("data-state", "success");
    expect(screen.getByLabelText("First name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.getByLabelText("Inquiry type")).toHaveValue("");

    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      inquiryType: "safeopt",
      message: "Please tell me more about SafeOpt.",
      formType: "contact",
      homepage: "",
      meta: { consentVersion: "contact-2025-08" },
    });
    expect(body.meta.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("failure: shows the server's error, keeps the values, and puts field errors next to fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(400, { success: false, error: "Invalid form data", fieldErrors: { email: "Please enter a valid email address" } })),
    );
    const { user, form } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: /send message/i }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid form data");
    expect(form).toHaveAttribute("data-state", "error");
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Work email")).toHaveFocus());
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");

    // Editing the field clears the server's message for it.
    await user.type(screen.getByLabelText("Work email"), "m");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
  });

  it("falls back to the spec's text on a 500 or a network failure, and to 'Unknown error occurred'", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Internal Server Error", { status: 500 })));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: /send message/i }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    expect(screen.getByLabelText("Message")).toHaveValue("Please tell me more about SafeOpt.");

    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: false })));
    await user.click(screen.getByRole("button", { name: /send message/i }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Unknown error occurred"));
  });

  it("starts with no inquiry type unless it is given one", () => {
    renderForm();
    expect(screen.getByLabelText("Inquiry type")).toHaveValue("");
  });

  it("preselects the inquiry type it was given", () => {
    renderForm({ defaultInquiryType: "minty" });
    expect(screen.getByLabelText("Inquiry type")).toHaveValue("minty");
  });

  it("keeps what the visitor typed before the page's script ran, and sends it", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: "Thank you! We'll be in touch soon." }));
    vi.stubGlobal("fetch", fetchMock);
    const page = (
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    screen.getByLabelText<HTMLInputElement>("First name").value = "Ada";

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("Work email"), "ada@example.com");
    await user.selectOptions(screen.getByLabelText("Inquiry type"), "safeopt");
    await user.type(screen.getByLabelText("Message"), "Please tell me more about SafeOpt.");
    await user.click(screen.getByRole("button", { name: /send message/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });

    act(() => root?.unmount());
    container.remove();
  });
});
