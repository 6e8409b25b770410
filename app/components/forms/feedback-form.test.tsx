// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { FeedbackForm } from "#app/components/forms/feedback-form.tsx";
import { deferred, json } from "#app/test-support/fetch.ts";

// The toast renderer loads on demand; load it before the clock is faked so the
// first toast does not wait on a module import.
beforeAll(async () => {
  await import("#app/components/ui/toaster.tsx");
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Home</h1> },
      {
        path: "/meeting-scheduled",
        element: (
          <ToastProvider>
            <FeedbackForm />
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: ["/meeting-scheduled"] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, form: view.container.querySelector("form")! };
}

afterEach(() => {
  // Spies first (one wraps the fake setTimeout), then the real timers come back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("FeedbackForm", () => {
  it("labels the textarea with the spec's words and posts without JavaScript", () => {
    const { form } = renderPage();
    const textarea = screen.getByLabelText("Where did you first hear about Lumora?");
    expect(textarea).toHaveAttribute("placeholder", "Start typing...");
    expect(textarea).toHaveAttribute("name", "feedback");
    expect(textarea.className).toContain("min-h-[200px]");
    expect(form).toHaveAttribute("action", "/api/send-meeting-feedback");
    expect(form).toHaveAttribute("method", "post");
  });

  it("keeps Send disabled while the text is empty or whitespace only", async () => {
    const user = userEvent.setup();
    renderPage();
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription("Type your answer to send");
    await user.type(screen.getByLabelText(/first hear about/), "   ");
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/first hear about/), "A podcast");
    expect(send).toBeEnabled();
    expect(send).toHaveAccessibleDescription("");
  });

  it("idle → submitting → success: toast, text cleared, home 2000 ms later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = vi.spyOn(window, "setTimeout");
    const answer = deferred<Response>();
    const fetchMock = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router, form } = renderPage();
    const textarea = screen.getByLabelText(/first hear about/);
    await user.type(textarea, "  From a podcast  ");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(form).toHaveAttribute("data-state", "submitting");
    expect(textarea).toBeDisabled();
    expect(screen.getByRole("button", { name: /sending\.\.\./i })).toBeDisabled();

    await act(async () => answer.resolve(json(200, { success: true, message: "ok" })));
    await waitFor(() => expect(form).toHaveAttribute("data-state", "success"));
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2000);
    expect(textarea).toHaveValue("");
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ feedback: "From a podcast", homepage: "" });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.meta.idempotencyKey).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe("/meeting-scheduled");
    expect(await screen.findByText("Thank you!")).toBeInTheDocument();
    expect(screen.getByText("Your feedback has been submitted successfully.")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe("/");
  });

  it("failure: destructive toast, text kept, error logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => json(500, { success: false, error: "Database unavailable" })));
    const user = userEvent.setup();
    const { router, form } = renderPage();
    await user.type(screen.getByLabelText(/first hear about/), "LinkedIn");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("There was an issue submitting your feedback. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(form).toHaveAttribute("data-state", "error");
    expect(screen.getByLabelText(/first hear about/)).toHaveValue("LinkedIn");
    expect(logged).toHaveBeenCalledWith("Feedback submission failed:", "Database unavailable");
    expect(router.state.location.pathname).toBe("/meeting-scheduled");
  });

  it("logs 'Failed to submit feedback' when the server gives no error text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: false })));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/first hear about/), "LinkedIn");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("There was an issue submitting your feedback. Please try again.");
    expect(logged).toHaveBeenCalledWith("Feedback submission failed:", "Failed to submit feedback");
  });

  it("keeps what the visitor typed before the page's script ran, enables Send for it, and sends it", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    const page = (
      <MemoryRouter>
        <ToastProvider>
          <FeedbackForm />
        </ToastProvider>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    screen.getByLabelText<HTMLTextAreaElement>(/first hear about/).value = "Ada";

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(screen.getByLabelText(/first hear about/)).toHaveValue("Ada");
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeEnabled();

    await userEvent.setup().click(send);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ feedback: "Ada" });

    act(() => root?.unmount());
    container.remove();
  });
});
