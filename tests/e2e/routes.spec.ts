import { expect, type Page, test, waitForHydration } from "./helpers/test";
import { axeViolations } from "./helpers/axe";
import { prerenderPaths, sitemapPaths } from "#app/config/routes.ts";
import { legacyIndustries, redirects } from "#app/config/redirects.ts";
import { site } from "#app/config/site.ts";
import { E2E_BASE_URL } from "../support/e2e-env";
import { STRICT_CSP } from "#app/lib/csp.server.ts";
import { legalDocumentList } from "#app/content/legal/index.ts";
import net from "node:net";

/** One raw HTTP/1.1 request: clients refuse TRACE and clean up paths before sending them. */
function rawRequest(port: number, requestLine: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${requestLine} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
    socket.on("end", () => {
      const head = data.split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.on("error", reject);
  });
}

test.describe("HTTP statuses", () => {
  test("every page of the route table answers 200 with its HTML", async ({ request }) => {
    for (const path of prerenderPaths()) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const html = await response.text();
      expect(html, path).toContain('id="main"');
    }
  });

  test("every redirect of the table is a 301 to its target", async ({ request }) => {
    expect(redirects.size).toBe(52);
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = response.headers()["location"] ?? "";
      expect(new URL(location, E2E_BASE_URL).toString(), from).toBe(new URL(to, E2E_BASE_URL).toString());
    }
    for (const industry of legacyIndustries) {
      const response = await request.get(`/case-studies/leading-online-${industry}-brands`, { maxRedirects: 0 });
      expect(response.headers()["location"]).toBe("/success-stories");
    }
    const blog = await request.get("/blog", { maxRedirects: 0 });
    expect(blog.headers()["location"]).toBe(site.externalUrls.blog);
  });

  test("redirects keep campaign parameters and the trailing-slash form redirects to the canonical one", async ({
    request,
  }) => {
    const contact = await request.get("/contact?utm_source=mail", { maxRedirects: 0 });
    expect(contact.headers()["location"]).toBe("/help?utm_source=mail");
    const slash = await request.get("/terms/", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers()["location"]).toBe("/terms");
    const doubleSlash = await request.get(`${E2E_BASE_URL}//evil.example/`, { maxRedirects: 0 });
    expect(doubleSlash.headers()["location"] ?? "").not.toMatch(/^\/\//);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    const statusPages = [
      { path: "/no-such-page", status: 404, heading: "Oops! Page not found", links: { "Return to Home": "/" } },
      { path: "/bigcat", status: 410, heading: "Page No Longer Available", links: { "Return to Home": "/", "Contact Us": "/help" } },
      { path: "/form-result?form=contact&status=success", status: 200, heading: "Thank you for contacting us!", links: { "Return to Home": "/" } },
    ];

    test("/bigcat is 410 Gone and an unknown path a 404 that logs the path, inside the layout; with the form result they share one card, one heading style and full-width buttons", async ({ request, page }) => {
      const messages: string[] = [];
      page.on("console", (message) => messages.push(message.text()));
      const looks: string[] = [];
      for (const { path, status, heading, links } of statusPages) {
        expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(status);
        await page.goto(path);
        const title = page.getByRole("heading", { level: 1, name: heading });
        await expect(title).toBeVisible();
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        looks.push(await title.evaluate((element) => {
          const style = getComputedStyle(element);
          const card = element.parentElement!;
          return [style.fontSize, style.fontWeight, style.textAlign, card.getBoundingClientRect().width, getComputedStyle(card).borderRadius].join(" ");
        }));
        const cardBox = (await title.locator("..").boundingBox())!;
        for (const [name, href] of Object.entries(links)) {
          const link = page.getByRole("main").getByRole("link", { name });
          await expect(link, `${path}: ${name}`).toHaveAttribute("href", href);
          // On a phone every button spans the card's content width.
          expect((await link.boundingBox())!.width, `${path}: ${name}`).toBeGreaterThan(cardBox.width - 60);
        }
      }
      expect(new Set(looks).size, looks.join(" | ")).toBe(1);
      expect(messages.some((text) => text.includes("/no-such-page"))).toBe(true);
      // The 404's way out works.
      await page.goto("/no-such-page");
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    });
  });

  test("unknown case studies and webinars redirect to their lists", async ({ request }) => {
    const study = await request.get("/case-study/999", { maxRedirects: 0 });
    expect([301, 302]).toContain(study.status());
    expect(study.headers()["location"]).toBe("/success-stories");
    const slug = await request.get("/success-stories/no-such-brand", { maxRedirects: 0 });
    expect(slug.headers()["location"]).toBe("/success-stories");
    const webinar = await request.get("/webinar/no-such-webinar", { maxRedirects: 0 });
    expect(webinar.headers()["location"]).toBe("/");
  });

  test("a redirect reached inside the app replaces the history entry", async ({ page }) => {
    await page.goto("/careers");
    await page.goto("/safeopt");
    await waitForHydration(page);
    // A client-side navigation, as a <Link to="/contact"> would make. No page
    // links to the old address, so React Router's own router makes it.
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } })
        .__reactRouterDataRouter;
      router.navigate("/contact");
    });
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1, name: "Need Help?" })).toBeVisible();
    // The redirect replaced /contact: going back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/safeopt$/);
  });
});

test.describe("caching, compression and security headers", () => {
  test("prerendered HTML revalidates, hashed assets are immutable, both compressed", async ({ request }) => {
    const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(page.headers()["cache-control"]).toBe("no-cache");
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers()["etag"]).toBeTruthy();
    const html = await page.text();
    const asset = html.match(/\/assets\/framework-[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers()["content-encoding"]).toBe("gzip");
    const again = await request.get("/", { headers: { "if-none-match": page.headers()["etag"]! } });
    expect(again.status()).toBe(304);
  });

  test("every HTML response carries a strict CSP and the security headers", async ({ request }) => {
    for (const path of ["/", "/help", "/no-such-page", "/bigcat"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(scriptSrc, path).toMatch(/'(nonce|sha256)-/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    // Addresses that can carry a token keep it on the site.
    for (const path of ["/console/sign-in", "/privacy/requests/confirm?token=forged"]) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()["referrer-policy"], path).toBe("same-origin");
    }
  });

  test("responses that are not pages carry the strict CSP; a page carries exactly one policy", async ({ request }) => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/healthz", "/readyz"]) {
      const response = await request.get(path);
      expect(response.headers()["content-security-policy"], path).toBe(STRICT_CSP);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
    // A server-rendered page replaces the strict default with its own policy rather than adding a second one.
    const notFound = await request.get("/no-such-page");
    const policies = notFound.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
    expect(policies).toHaveLength(1);
    expect(policies[0]?.value).toContain("script-src 'self' 'nonce-");
  });

  test("malformed URLs are a 400 and methods the site does not serve a 405, on the real server", async () => {
    const port = Number(new URL(E2E_BASE_URL).port);
    for (const line of ["GET /%", "GET /%zz", "GET /help%", "POST /api/send-contact-email%"]) {
      expect((await rawRequest(port, line)).status, line).toBe(400);
    }
    for (const line of ["TRACE /", "OPTIONS /", "OPTIONS /help"]) {
      const { status, head } = await rawRequest(port, line);
      expect(status, line).toBe(405);
      expect(head, line).toMatch(/^Allow: GET, HEAD$/im);
    }
    const backslash = await rawRequest(port, "GET /\\evil.example/");
    expect(backslash.status).toBe(301);
    expect(backslash.head).toMatch(/^Location: \/evil\.example$/im);
  });

});

test.describe("search engines", () => {
  test("each page has its own title, description, canonical URL and social cards", async ({ page }) => {
    await page.goto("/help");
    await expect(page).toHaveTitle(`Need Help? | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/help`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `Need Help? | ${site.name}`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });

  test("robots.txt and sitemap.xml list the pages and nothing else", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(sitemapPaths().map((path) => `${E2E_BASE_URL}${path}`));
    for (const path of ["/bigcat", "/contact", "/webinar", "/msa1", "/request-demo"]) {
      expect(locs).not.toContain(`${E2E_BASE_URL}${path}`);
    }
  });
});

/**
 * Pages whose own journeys already run axe on the whole page as it loads at
 * 1280 px, or more (after every section has revealed, at 375 px too): a
 * second run here would only repeat it.
 */
const axeCheckedByTheirOwnJourney = new Set([
  ...legalDocumentList.map((doc) => doc.path), // legal.spec: each document at 1280 and 375 px
  "/safeopt", // product-pages.spec: once every section has revealed
  "/minty",
  "/minty-cashback-boost",
  "/careers", // careers.spec: once revealed, at 375 and 1280 px
  "/webinar/bfcm2025", // webinars.spec: the BFCM page as it loads
  "/success-stories/avon", // case-studies.spec: the slug page as it loads
]);

/** Every page a visitor can land on (one case study of each kind of address), and the two status pages. */
const everyPage = [
  ...prerenderPaths().filter((path) => !/^\/(case-study|success-stories\/)/.test(path)),
  "/case-study/3",
  "/success-stories/avon",
  "/bigcat",
  "/nope",
];

/**
 * What every page must do, whatever its content, watched over a whole
 * journey: no Content-Security-Policy violation, no request off this
 * machine, and no request for an icon file.
 */
async function watchPages(page: Page) {
  const cspProblems: string[] = [];
  // A violation a script catches (a library probing whether eval is allowed) logs no error of its own.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
    ),
  );
  const offsite: string[] = [];
  const iconFiles: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) cspProblems.push(message.text());
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol.startsWith("http")) offsite.push(request.url());
    if (/favicon|touch-icon|\.webmanifest$/.test(url.pathname)) iconFiles.push(url.pathname);
  });
  // Each page was opened until its network was idle: nothing more is on its way.
  return () => {
    expect(cspProblems).toEqual([]);
    expect(offsite).toEqual([]);
    // The icons are only ever asked for by search engines and home screens, never by the page.
    expect(iconFiles).toEqual([]);
  };
}

/**
 * Opens the page until its network is idle, and checks what every page
 * does: it asks for its stylesheet and its font before any script (the first
 * paint waits for no JavaScript download), sets its text in Inter from the
 * preloaded core face alone, and has the brand icon written into it.
 *
 * Inter comes in three faces of one family (app/assets/fonts/inter.css): every
 * page preloads "core" (ASCII and the punctuation the copy uses); the other two
 * load only for a character outside it. The site's own pages need core alone,
 * so their text is set in Inter from the first paint with one 16.5 KB file. A
 * page that starts needing another face still renders correctly, one request
 * later: widen the core range in tools/fonts/subset-inter.sh if that
 * character is there to stay.
 */
async function openAndCheckShared(page: Page, path: string) {
  const order: string[] = [];
  const record = (sent: { resourceType(): string }) => order.push(sent.resourceType());
  page.on("request", record);
  await page.goto(path);
  page.off("request", record);
  const firstScript = order.indexOf("script");
  expect(firstScript, path).toBeGreaterThan(0);
  expect(order.indexOf("stylesheet"), path).toBeLessThan(firstScript);
  expect(order.indexOf("font"), path).toBeLessThan(firstScript);

  await page.waitForLoadState("networkidle");
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      inter: document.fonts.check('700 16px "Inter Variable"', "Aa"),
      files: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".woff2")),
    };
  });
  expect(fonts.inter, path).toBe(true);
  expect(fonts.files, path).toEqual([expect.stringMatching(/^\/assets\/inter-core-wght-400-800-[\w-]+\.woff2$/)]);

  // The tab's icon is written into the page (no request of its own), square and drawable.
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon, path).toHaveCount(1);
  const drawn = await icon.evaluate(async (link: HTMLLinkElement) => {
    const image = new Image();
    image.src = link.href;
    await image.decode();
    return { protocol: new URL(link.href).protocol, drawn: image.naturalWidth > 0, square: image.naturalWidth === image.naturalHeight };
  });
  expect(drawn, path).toEqual({ protocol: "data:", drawn: true, square: true });
  await expect(page.locator('head link[rel="apple-touch-icon"]'), path).toHaveAttribute("href", "/apple-touch-icon.png");
}

test.describe("every page", () => {
  for (const path of everyPage.filter((path) => !axeCheckedByTheirOwnJourney.has(path))) {
    test(`${path}: no axe violation; stylesheet and font before any script, text set from the core font face alone, the brand icon in the page, no CSP violation, nothing requested off this machine`, async ({ page }) => {
      const expectNothingAmiss = await watchPages(page);
      await openAndCheckShared(page, path);
      expect(await axeViolations(page)).toEqual([]);
      expectNothingAmiss();
    });
  }

  test("the pages whose own journeys run axe: stylesheet and font before any script, text set from the core font face alone, the brand icon in the page, no CSP violation, nothing requested off this machine", async ({ page }) => {
    test.slow(); // ten pages, each until its network is idle
    const expectNothingAmiss = await watchPages(page);
    for (const path of everyPage.filter((path) => axeCheckedByTheirOwnJourney.has(path))) await openAndCheckShared(page, path);
    expectNothingAmiss();
  });

  test("search engines and home screens get the brand icon as a 192 px PNG file", async ({ request }) => {
    const touchIcon = await request.get("/apple-touch-icon.png");
    expect(touchIcon.status()).toBe(200);
    expect(touchIcon.headers()["content-type"]).toBe("image/png");
    const png = await touchIcon.body();
    // PNG header: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
  });
});
