// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ChannelCard, TrustCard } from "#app/content/home.schema.ts";
import { ChannelCardView } from "#app/components/home/channel-cards.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { ClosingResults } from "#app/components/home/closing-results.tsx";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { TrustCardView } from "#app/components/home/trust-cards.tsx";
import { testSpriteView } from "#app/components/home/fixtures.ts";

function inRouter(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

const channel: ChannelCard = {
  name: "SafeOpt",
  tagline: "Revenue recovery",
  description: "Reach **anonymous shoppers** too.",
  features: [
    { icon: "mail", text: "Direct-to-inbox retargeting" },
    { icon: "user-search", text: "Anonymous shopper recovery" },
    { icon: "badge-dollar-sign", text: "CPA-only pricing" },
    { icon: "shield-check", text: "Guaranteed ROAS" },
  ],
  primaryColor: "var(--color-safeopt)",
  accentColor: "var(--color-safeopt-accent)",
  bgColor: "var(--color-safeopt-bg)",
  borderColor: "var(--color-safeopt-border)",
  ctaText: "Explore SafeOpt",
  ctaLink: "/safeopt",
  logo: { src: "/images/logos/safeopt.svg", width: 161, height: 48 },
};

describe("ChannelCardView", () => {
  it("shows the product's logo, features and call to action, in its own colours", () => {
    inRouter(<ChannelCardView card={channel} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "SafeOpt" })).toBeInTheDocument();
    expect(within(card).getAllByRole("listitem")).toHaveLength(4);
    expect(within(card).getByText("anonymous shoppers").tagName).toBe("STRONG");
    const link = within(card).getByRole("link", { name: /Explore SafeOpt/ });
    expect(link).toHaveAttribute("href", "/safeopt");
    expect(link).not.toHaveAttribute("target");
    expect(card.style.getPropertyValue("--c-primary")).toBe("var(--color-safeopt)");
    expect(card.style.getPropertyValue("--c-border")).toBe("var(--color-safeopt-border)");
  });

  it("opens an external call to action in a new tab", () => {
    inRouter(<ChannelCardView card={{ ...channel, ctaLink: "https://partner.example/offer" }} />);
    const link = screen.getByRole("link", { name: /Explore SafeOpt/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("TrustCardView", () => {
  const card: TrustCard = {
    icon: "trending-up",
    label: "Marketers",
    title: "Built for Performance Marketers",
    text: "Rated 4.8/5.",
    rating: { picture: testSpriteView, alt: "Rated 4.8 out of 5 stars", text: "4.8/5" },
    link: { href: "https://reviews.example/lumora", text: "Read the reviews" },
  };

  it("links to the review site in a new tab and says so to screen readers", () => {
    inRouter(<TrustCardView card={card} />);
    const link = screen.getByRole("link", { name: /^Read the reviews\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://reviews.example/lumora");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5 stars" })).toHaveAttribute("loading", "lazy");
  });

  it("shows five avatars and the shopper count", () => {
    const shoppers = ["MR", "DK", "AO", "KT", "SL"].map((fallback) => ({ picture: testSpriteView, alt: `Shopper ${fallback}`, fallback }));
    inRouter(<TrustCardView card={{ ...card, rating: undefined, link: undefined, avatars: shoppers, avatarsCount: "200M+" }} />);
    expect(screen.getAllByRole("img", { name: /^Shopper / })).toHaveLength(5);
    expect(screen.getByText("200M+")).toBeInTheDocument();
  });
});

describe("ClosingCta", () => {
  it("shows the page's actions and guarantee; Home's results panel lists every result for screen readers", async () => {
    const onTalkToExpert = vi.fn();
    const closing = {
      title: "Ready to Lumora?",
      text: "Talk to us.",
      ctaText: "Talk to an Expert",
      guarantee: "Performance Guaranteed",
      rotatingLead: "Brands see",
      rotatingValues: [
        { value: "220%", suffix: "new customer growth" },
        { value: "3.2x", suffix: "engagement" },
      ],
    };
    render(
      <ClosingCta
        title={closing.title}
        text={closing.text}
        guarantee={closing.guarantee}
        actions={<button onClick={onTalkToExpert}>Talk to an Expert</button>}
        aside={<ClosingResults closing={closing} />}
      />,
    );
    expect(screen.getByRole("heading", { name: "Ready to Lumora?" })).toBeInTheDocument();
    expect(screen.getByText("Performance Guaranteed")).toBeInTheDocument();
    expect(screen.getByText("Brands see: 220% new customer growth, 3.2x engagement.")).toHaveClass("sr-only");
    await userEvent.click(screen.getByRole("button", { name: "Talk to an Expert" }));
    expect(onTalkToExpert).toHaveBeenCalledOnce();
  });
});

describe("RichText", () => {
  it("emphasises **spans** and nothing else", () => {
    render(
      <p data-testid="text">
        <RichText text="Plain **bold** and <b>not html</b>" />
      </p>,
    );
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByTestId("text").textContent).toBe("Plain bold and <b>not html</b>");
  });
});
