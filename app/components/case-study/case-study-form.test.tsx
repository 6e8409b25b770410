// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Root, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { json } from "#app/test-support/fetch.ts";
import { CaseStudyForm } from "#app/components/case-study/case-study-form.tsx";

const caseStudy = { id: 7, slug: "acme" };

const values = {
  "Company name": "Acme & Co",
  "First name": "Ada",
  "Last name": "Lovelace",
  "Work email": "ada@example.com",
};

// The toast renderer loads on demand.
beforeAll(async () => {
  await import("#app/components/ui/toaster.tsx");
});

afterEach(() => vi.unstubAllGlobals());

function page(onSuccess: (message: string) => void) {
  return (
    <MemoryRouter>
      <ToastProvider>
        <CaseStudyForm caseStudy={caseStudy} onSuccess={onSuccess} />
      </ToastProvider>
    </MemoryRouter>
  );
}

const button = () => screen.getByRole("button", { name: /Get the Case Study|Submitting/ });
const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

describe("CaseStudyForm", () => {
  it("keeps the button disabled until the four fields hold more than spaces and consent is ticked; resets after a success", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: "Here it is" }));
    vi.stubGlobal("fetch", fetchMock);
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    render(page(onSuccess));
    const fill = async () => {
      for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
      await user.click(screen.getByRole("checkbox"));
    };

    expect(button()).toBeDisabled();
    await fill();
    expect(button()).toBeEnabled();
    await user.clear(screen.getByLabelText("Last name"));
    await user.type(screen.getByLabelText("Last name"), "   ");
    expect(button()).toBeDisabled();
    await user.clear(screen.getByLabelText("Last name"));
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    expect(button()).toBeEnabled();

    await user.click(button());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("Here it is"));
    expect(sentBody(fetchMock).formData).toEqual({ companyName: "Acme & Co", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", consentGiven: true });
    expect(screen.getByLabelText("First name")).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(button()).toBeDisabled();

    // The reset form fills in again like a new one.
    await fill();
    expect(button()).toBeEnabled();
  });

  it("keeps what the visitor typed before the page's script ran, enables the button for it, and sends it", async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, message: "Here it is" }));
    vi.stubGlobal("fetch", fetchMock);
    const onSuccess = vi.fn();
    const element = page(onSuccess);
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(element);
    for (const [label, value] of Object.entries(values)) screen.getByLabelText<HTMLInputElement>(label).value = value;
    screen.getByRole<HTMLInputElement>("checkbox").checked = true;

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(button()).toBeEnabled();

    await userEvent.setup().click(button());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentBody(fetchMock).formData).toMatchObject({ firstName: "Ada", consentGiven: true });

    act(() => root?.unmount());
    container.remove();
  });
});
