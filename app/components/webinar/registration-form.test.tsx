// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { deferred, json } from "#app/test-support/fetch.ts";
import { RegistrationForm } from "#app/components/webinar/registration-form.tsx";
import { webinarRegistrationCopy } from "#app/content/webinar-page.ts";

const zoomWebinar = { id: "bfcm2025", title: "BFCM 2025", registrationUrl: "https://zoom.us/webinar/register/WN_test" };
const plainWebinar = { id: "email-marketing-automation-2025", title: "Email Marketing Automation" };

// The toast renderer loads on demand; load it before any clock is faked.
beforeAll(async () => {
  await import("#app/components/ui/toaster.tsx");
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(webinar: Parameters<typeof RegistrationForm>[0]["webinar"] = zoomWebinar, over = false) {
  const view = render(
    <MemoryRouter>
      <ToastProvider>
        <RegistrationForm webinar={webinar} over={over} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { form: view.container.querySelector("form")!, button: () => screen.getByRole("button", { name: /Register on Zoom|Registering/ }) };
}

const values = {
  "Company name": "Acme & Co",
  "First name": "Zoë",
  "Last name": "O'Neil",
  "Work email": "zoe@example.com",
  "Job title": "VP Growth",
};

/** Fills the fields without a user-event clock, so it works under fake timers too. */
function fill(except?: string) {
  for (const [label, value] of Object.entries(values)) {
    if (label !== except) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  if (except !== "consent") fireEvent.click(screen.getByRole("checkbox"));
}

function clear() {
  for (const label of Object.keys(values)) fireEvent.change(screen.getByLabelText(label), { target: { value: "" } });
  const consent = screen.getByRole<HTMLInputElement>("checkbox");
  if (consent.checked) fireEvent.click(consent);
}

function stubTab() {
  const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
  const open = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal("open", open);
  return { tab, open };
}

describe("RegistrationForm", () => {
  it("posts without JavaScript: action, method, the six items and the webinar", () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute("action", "/api/submit-webinar-registration");
    expect(form).toHaveAttribute("method", "post");
    const names = [...form.elements].map((element) => element.getAttribute("name")).filter(Boolean);
    expect(names).toEqual(expect.arrayContaining(["companyName", "firstName", "lastName", "email", "jobTitle", "consentGiven", "webinarId"]));
    expect(form.querySelector<HTMLInputElement>('input[name="webinarId"]')!.value).toBe("bfcm2025");
    expect(screen.getByLabelText(/agree to receive marketing communications/)).toBeRequired();
  });

  it("keeps Register on Zoom disabled until every item is filled and the consent ticked", () => {
    const { button } = renderForm();
    expect(button()).toBeDisabled();
    for (const missing of [...Object.keys(values), "consent"]) {
      clear();
      fill(missing);
      expect(button(), `without ${missing}`).toBeDisabled();
    }
    clear();
    fill();
    expect(button()).toBeEnabled();
    fireEvent.change(screen.getByLabelText("Job title"), { target: { value: "   " } });
    expect(button()).toBeDisabled();
  });

  it("reads Registering... and locks while sending; on success resets, sends Zoom the details and says so for 6 seconds", async () => {
    const { tab, open } = stubTab();
    const answer = deferred<Response>();
    const fetchMock = vi.fn(() => answer.promise);
    vi.stubGlobal("fetch", fetchMock);
    const { button } = renderForm();
    fill();
    fireEvent.click(button());
    // The tab opens inside the click, before the server answers.
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    await waitFor(() => expect(button()).toHaveTextContent(webinarRegistrationCopy.sending));
    expect(button()).toBeDisabled();
    expect(screen.getByLabelText("Work email")).toBeDisabled();
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent.formData).toEqual({ ...Object.fromEntries([["companyName", "Acme & Co"], ["firstName", "Zoë"], ["lastName", "O'Neil"], ["email", "zoe@example.com"], ["jobTitle", "VP Growth"]]), consentGiven: true });
    expect(sent.webinar).toEqual({ id: "bfcm2025", title: "BFCM 2025" });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => answer.resolve(json(200, { success: true, message: "You’re registered!" })));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    const zoom = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(zoom.origin + zoom.pathname).toBe(zoomWebinar.registrationUrl);
    expect(Object.fromEntries(zoom.searchParams)).toEqual({ first_name: "Zoë", last_name: "O'Neil", email: "zoe@example.com", org: "Acme & Co", job_title: "VP Growth" });
    expect(tab.opener).toBeNull();
    expect(await screen.findByText(webinarRegistrationCopy.redirecting)).toBeVisible();
    expect(screen.getByLabelText("Company name")).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();

    await act(async () => vi.advanceTimersByTime(5_900));
    expect(screen.getByText(webinarRegistrationCopy.redirecting)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByText(webinarRegistrationCopy.redirecting)).toBeNull());
  });

  it("offers the Zoom link itself when the browser blocked the tab", async () => {
    vi.stubGlobal("open", vi.fn(() => null));
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: true, message: "ok" })));
    const { button } = renderForm();
    fill();
    fireEvent.click(button());
    const link = await screen.findByRole("link", { name: /Continue to Zoom registration/ });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/zoom\.us\/webinar\/register\/WN_test\?first_name=Zo%C3%AB&/);
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.queryByText(webinarRegistrationCopy.redirecting)).toBeNull();
  });

  it("shows the server's message when the webinar does not register on Zoom, and opens no tab", async () => {
    const { open } = stubTab();
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: true, message: "You’re registered! We look forward to seeing you at the webinar." })));
    const { button } = renderForm(plainWebinar);
    fill();
    fireEvent.click(button());
    expect(await screen.findByText("You’re registered! We look forward to seeing you at the webinar.")).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it("once the webinar is over: Get the recording, no Zoom tab, and the recording linked in the form's place", async () => {
    const { open } = stubTab();
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: true, message: "ok" })));
    const recording = { url: "https://www.youtube.com/watch?v=lumoraWeb01", duration: "31 minutes" };
    renderForm({ ...zoomWebinar, recording }, true);
    fill();
    fireEvent.click(screen.getByRole("button", { name: webinarRegistrationCopy.submitRecording }));
    const link = await screen.findByRole("link", { name: /Watch the recording/ });
    expect(link).toHaveAttribute("href", recording.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText(webinarRegistrationCopy.recordingReady)).toHaveFocus();
    expect(screen.queryByRole("button")).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("once a webinar without a recording is over: Send my details, then thanks and no link", async () => {
    const { open } = stubTab();
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { success: true, message: "ok" })));
    renderForm(zoomWebinar, true);
    fill();
    fireEvent.click(screen.getByRole("button", { name: webinarRegistrationCopy.submitEnded }));
    expect(await screen.findByText(webinarRegistrationCopy.endedFollowUp)).toBeVisible();
    expect(screen.queryByRole("link")).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("on a refusal: Registration Failed with the server's words for 5 seconds, the tab closed, the values kept", async () => {
    const { tab } = stubTab();
    vi.stubGlobal("fetch", vi.fn(async () => json(400, { success: false, error: "Validation failed", fieldErrors: { email: "Please enter a valid email address" } })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { button } = renderForm();
    fill();
    fireEvent.click(button());
    expect(await screen.findByText(webinarRegistrationCopy.failedTitle)).toBeVisible();
    expect(screen.getAllByText("Please enter a valid email address").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText("Work email")).toHaveAttribute("aria-invalid", "true");
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByLabelText("Company name")).toHaveValue("Acme & Co");
    expect(screen.getByRole("checkbox")).toBeChecked();

    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByText(webinarRegistrationCopy.failedTitle)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByText(webinarRegistrationCopy.failedTitle)).toBeNull());
  });

  it("says the server's error, its default, or the unexpected-error text when nothing answered", async () => {
    stubTab();
    const user = userEvent.setup();
    const cases: [() => Promise<Response>, string][] = [
      [async () => json(503, { success: false, error: "We couldn't save your submission right now. Please try again in a few minutes." }), "We couldn't save your submission right now. Please try again in a few minutes."],
      [async () => json(500, { success: false }), webinarRegistrationCopy.defaultError],
      [async () => Promise.reject(new TypeError("Failed to fetch")), webinarRegistrationCopy.unexpectedError],
    ];
    const { button } = renderForm();
    for (const [answer, text] of cases) {
      vi.stubGlobal("fetch", vi.fn(answer));
      clear();
      fill();
      await user.click(button());
      expect(await screen.findByText(text, {}, { timeout: 3000 })).toBeVisible();
    }
  });

  it("keeps what the visitor typed before the page's script ran, enables Register on Zoom for it, and sends it", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: "You’re registered!" }));
    vi.stubGlobal("fetch", fetchMock);
    const page = (
      <MemoryRouter>
        <ToastProvider>
          <RegistrationForm webinar={plainWebinar} />
        </ToastProvider>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(page);
    for (const [label, value] of Object.entries({ ...values, "First name": "Ada" })) {
      screen.getByLabelText<HTMLInputElement>(label).value = value;
    }
    screen.getByRole<HTMLInputElement>("checkbox").checked = true;

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByRole("checkbox")).toBeChecked();
    const button = screen.getByRole("button", { name: webinarRegistrationCopy.submit });
    expect(button).toBeEnabled();

    await userEvent.setup().click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent.formData).toMatchObject({ firstName: "Ada", email: "zoe@example.com", consentGiven: true });

    act(() => root?.unmount());
    container.remove();
  });
});
