// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter, Outlet } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "#app/config/site.ts";
import { SiteDialogsProvider, useSiteDialogs } from "#app/components/dialogs/site-dialogs.tsx";
import { deferred, json } from "#app/test-support/fetch.ts";

function Openers() {
  const { openGoalDialog, openContactModal } = useSiteDialogs();
  return (
    <>
      <button type="button" onClick={openGoalDialog}>
        Get Started
      </button>
      <button type="button" onClick={() => openContactModal()}>
        Talk to an Expert
      </button>
    </>
  );
}

function renderAt(path = "/") {
  // Pages preselect an inquiry type through their route handle, as the product routes do.
  const router = createMemoryRouter(
    [
      {
        element: (
          <SiteDialogsProvider>
            <Outlet />
          </SiteDialogsProvider>
        ),
        children: [
          { path: "/safeopt", element: <Openers />, handle: { inquiryType: "safeopt" } },
          { path: "/minty", element: <Openers />, handle: { inquiryType: "minty" } },
          { path: "*", element: <Openers /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

function fakeTab() {
  return {
    opener: {} as unknown,
    closed: false,
    document: document.implementation.createHTMLDocument(""),
    location: { replace: vi.fn() },
  };
}

// The dialogs load lazily, as on the site. Their modules (zod and Radix with
// them) take seconds to transform on a busy machine: load them once before the
// tests, so a test's wait for a dialog measures the dialog, not the transform.
beforeAll(async () => {
  await Promise.all([import("#app/components/dialogs/goal-dialog.tsx"), import("#app/components/dialogs/contact-modal.tsx")]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});


describe("goal dialog", () => {
  it("requires a goal with the spec's message", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    const dialog = await screen.findByRole("dialog", { name: "What’s your top priority?" });
    await user.click(within(dialog).getByRole("button", { name: "Book My Demo" }));
    expect(within(dialog).getByText("Please select your top priority")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /Recover Lost Shoppers/ })).toHaveFocus();
  });

  it("idle → Processing... → confirmation; the tab opened in the click goes to the booking page 1 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    const answer = deferred<Response>();
    const fetchMock = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt();

    await user.click(screen.getByRole("button", { name: "Get Started" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /Grow First-Party Data/ }));
    await user.click(within(dialog).getByRole("button", { name: "Book My Demo" }));

    // The tab is opened inside the click, before the answer, and cut off from this page.
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    expect(within(dialog).getByRole("button", { name: /Processing\.\.\./ })).toBeDisabled();

    await act(async () => answer.resolve(json(200, { success: true, message: "ok" })));
    const confirmation = await screen.findByRole("dialog", { name: "Your demo request has been sent!" });
    expect(confirmation).toHaveTextContent(
      "We’ve opened your calendar booking in a new tab. Complete your booking to secure your personalized demo with our growth experts.",
    );
    expect(confirmation).toHaveTextContent("What happens next:");
    expect(confirmation).toHaveTextContent("Complete your calendar booking in the new tab");
    expect(confirmation).toHaveTextContent("You’ll receive a confirmation email with meeting details");

    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.goal).toBe("grow-data");
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.userAgent).toBe(navigator.userAgent);
    expect(body.meta.idempotencyKey).toBeTruthy();

    expect(tab.location.replace).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1000));
    const url = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(site.externalUrls.bookingBrand);
    expect(Object.fromEntries(url.searchParams)).toEqual(site.bookingCampaign);

    await user.click(within(confirmation).getByRole("button", { name: "Got it, thanks!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Reopened: the form is back, reset.
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    const again = await screen.findByRole("dialog", { name: "What’s your top priority?" });
    expect(within(again).getByRole("radio", { name: /Grow First-Party Data/ })).not.toBeChecked();
  });

  it("still confirms after a failed request (logged), and shows a link when the tab was blocked", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("open", vi.fn(() => null));
    vi.stubGlobal("fetch", vi.fn(async () => json(500, { success: false, error: "boom" })));
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    await user.click(await screen.findByRole("radio", { name: /Recover Lost Shoppers/ }));
    await user.click(screen.getByRole("button", { name: "Book My Demo" }));

    const confirmation = await screen.findByRole("dialog", { name: "Your demo request has been sent!" });
    expect(logged).toHaveBeenCalled();
    expect(confirmation).not.toHaveTextContent("We’ve opened your calendar booking in a new tab");
    const link = within(confirmation).getByRole("link", { name: /Open your calendar booking/ });
    expect(link.getAttribute("href")).toContain(site.externalUrls.bookingSafeOpt);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    // The close button closes everything too.
    await user.click(within(confirmation).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("contact modal", () => {
  it("preselects the inquiry type from the page it was opened on", async () => {
    const user = userEvent.setup();
    renderAt("/safeopt");
    await user.click(screen.getByRole("button", { name: "Talk to an Expert" }));
    const dialog = await screen.findByRole("dialog", { name: "Talk to an Expert" });
    expect(within(dialog).getByLabelText("Inquiry type")).toHaveValue("safeopt");
  });

  it("starts with no inquiry type on a page that preselects none, as on /help", async () => {
    const user = userEvent.setup();
    renderAt("/success-stories");
    await user.click(screen.getByRole("button", { name: "Talk to an Expert" }));
    const dialog = await screen.findByRole("dialog", { name: "Talk to an Expert" });
    const select = within(dialog).getByLabelText("Inquiry type");
    expect(select).toHaveValue("");
    expect(within(select).getByRole("option", { selected: true })).toHaveTextContent("Select an inquiry type");
  });

  it("shows the server's message after a success", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: true, message: "Thanks! An expert will reply soon." })));
    const user = userEvent.setup();
    renderAt("/minty");
    await user.click(screen.getByRole("button", { name: "Talk to an Expert" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Inquiry type")).toHaveValue("minty");
    await user.type(within(dialog).getByLabelText("First name"), "Ada");
    await user.type(within(dialog).getByLabelText("Last name"), "Lovelace");
    await user.type(within(dialog).getByLabelText("Work email"), "ada@example.com");
    await user.type(within(dialog).getByLabelText("Message"), "Tell me about Minty for our store.");
    await user.click(within(dialog).getByRole("button", { name: /send message/i }));
    expect(await within(dialog).findByText("Thanks! An expert will reply soon.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Done" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
