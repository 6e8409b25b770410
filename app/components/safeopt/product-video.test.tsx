// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testImage } from "#app/components/home/fixtures.ts";
import { AUTOPLAY_CHECK_MS, ProductVideo } from "#app/components/safeopt/product-video.tsx";

let reduced = false;
let autoplayAllowed = false;
let play: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  autoplayAllowed = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduced && query.includes("reduce"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  // jsdom has no media playback: a video is paused until play() is allowed.
  // The first play() is the autoplay attempt; a click's play() always works.
  let paused = true;
  play = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => {
    play();
    if (!autoplayAllowed && play.mock.calls.length === 1) return Promise.reject(new DOMException("blocked", "NotAllowedError"));
    paused = false;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {
    paused = true;
  });
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(() => paused);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderVideo() {
  return render(<ProductVideo mp4="/video/a.mp4" webm="/video/a.webm" poster={testImage} label="What the video shows" sizes="100vw" />);
}

/** The page has loaded (jsdom's readyState is "complete"): autoplay is tried in the next task. */
async function afterLoad() {
  await act(async () => {});
  act(() => vi.advanceTimersByTime(0));
}

const playButton = () => screen.queryByRole("button", { name: "Play the SafeOpt video with sound" });
/** The play button shows itself (it covers the poster, unseen, until then). */
const overlay = () => (playButton()?.getAttribute("data-visible") === "true" ? playButton() : null);

describe("ProductVideo", () => {
  it("checks 1000 ms after load: when unmuted autoplay was blocked, the play button appears", async () => {
    expect(AUTOPLAY_CHECK_MS).toBe(1000);
    renderVideo();
    await act(async () => {});
    expect(play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(0));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(999));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeNull();
  });

  it("shows no button when autoplay worked", async () => {
    autoplayAllowed = true;
    renderVideo();
    await afterLoad();
    act(() => vi.advanceTimersByTime(1500));
    expect(overlay()).toBeNull();
  });

  it("plays with sound on a click and hides the button", async () => {
    renderVideo();
    await afterLoad();
    act(() => vi.advanceTimersByTime(1000));
    const video = document.querySelector("video")!;
    fireEvent.click(playButton()!);
    await act(async () => {});
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.muted).toBe(false);
    expect(overlay()).toBeNull();
  });

  it("plays with sound on a press before the autoplay check", async () => {
    // The press is the gesture a browser wants before it plays with sound.
    autoplayAllowed = true;
    renderVideo();
    fireEvent.click(playButton()!);
    await act(async () => {});
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelector("video")!.muted).toBe(false);
    expect(overlay()).toBeNull();
  });

  it("never autoplays with reduced motion: the button shows at once", async () => {
    reduced = true;
    renderVideo();
    await afterLoad();
    expect(play).not.toHaveBeenCalled();
    expect(overlay()).not.toBeNull();
  });

  it("keeps the video unloaded in the HTML, the poster as a real image, and both sources", () => {
    renderVideo();
    const video = document.querySelector("video")!;
    expect(video).toHaveAttribute("playsinline");
    expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual(["video/webm", "video/mp4"]);
    expect(document.querySelector("img")).toHaveAttribute("fetchpriority", "high");
  });
});
