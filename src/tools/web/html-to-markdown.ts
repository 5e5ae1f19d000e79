/**
 * A web page as readable Markdown: Mozilla's Readability (Firefox's Reader View)
 * finds the article, turndown writes it as Markdown, both on linkedom's DOM (a
 * small, dependency-light DOM that bundles with ncc; jsdom pulls in a worker file
 * and optional native modules that ncc cannot follow). Before either sees the
 * page, what a reader would not see is taken out — scripts, styles, comments,
 * elements hidden by attribute or inline style — so hidden text cannot speak to
 * the model; the fence's sanitizer then strips invisible characters as it does
 * for issue text. Links and images are made absolute against the page's URL.
 */
import type { parseHTML as ParseHTML } from "linkedom";

/** Loaded with the first page, not at start-up: a run that fetches nothing pays nothing. */
async function libraries() {
  const [{ Readability }, { parseHTML }, turndown] = await Promise.all([
    import("@mozilla/readability"),
    import("linkedom"),
    import("turndown"),
  ]);
  return { Readability, parseHTML, TurndownService: turndown.default };
}

export interface PageMarkdown {
  title: string;
  markdown: string;
  /** What was taken out as hidden, for the "hidden content removed" note. */
  removed: string[];
}

const DROPPED = "script,style,template,noscript,iframe,object,embed,svg,math,canvas,link,meta,head>base";
const HIDDEN_ATTR = "[hidden],[aria-hidden=true],input[type=hidden]";
/** Inline styles that hide text from a reader but not from a parser. */
const HIDDEN_STYLE =
  /(display\s*:\s*none|visibility\s*:\s*(hidden|collapse)|font-size\s*:\s*0(\.0*)?(px|em|rem|%|pt)?\s*(;|$)|opacity\s*:\s*0(\.0*)?\s*(;|$)|color\s*:\s*transparent|(left|top|text-indent)\s*:\s*-\d{3,}|clip\s*:\s*rect\(\s*0)/i;

export async function htmlToMarkdown(html: string, pageUrl: string): Promise<PageMarkdown> {
  const { Readability, parseHTML, TurndownService } = await libraries();
  const { document } = parseHTML(html);
  const removed: string[] = [];
  const drop = (what: string, nodes: Iterable<{ remove(): void }>) => {
    let n = 0;
    for (const node of nodes) {
      node.remove();
      n++;
    }
    if (n > 0) removed.push(`${n} ${what}`);
  };
  const title = (document.querySelector("title")?.textContent ?? "").replace(/\s+/g, " ").trim();
  drop("HTML comments", comments(document));
  drop("script/style/embedded elements", [...document.querySelectorAll(DROPPED)]);
  drop("hidden elements", [
    ...document.querySelectorAll(HIDDEN_ATTR),
    ...[...document.querySelectorAll("[style]")].filter((e) => HIDDEN_STYLE.test(e.getAttribute("style") ?? "")),
  ]);
  absolutize(document, pageUrl);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
    keepClasses: false,
  }).parse();
  const html2 = article?.content ?? document.body?.innerHTML ?? "";
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  const markdown = turndown
    .turndown(html2)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { title: article?.title?.trim() || title, markdown, removed };
}

function* comments(document: ReturnType<typeof ParseHTML>["document"]): Generator<{ remove(): void }> {
  // NodeFilter.SHOW_COMMENT
  const walker = document.createTreeWalker(document, 128);
  const found: { remove(): void }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as unknown as { remove(): void });
  yield* found;
}

function absolutize(document: ReturnType<typeof ParseHTML>["document"], base: string): void {
  for (const [selector, attr] of [
    ["a[href]", "href"],
    ["img[src]", "src"],
  ] as const) {
    for (const el of document.querySelectorAll(selector)) {
      const value = el.getAttribute(attr) ?? "";
      try {
        const url = new URL(value, base);
        // javascript: and data: links say nothing a reader needs, and data: can be long.
        if (url.protocol === "javascript:" || url.protocol === "data:") el.removeAttribute(attr);
        else el.setAttribute(attr, url.href);
      } catch {
        el.removeAttribute(attr);
      }
    }
  }
}
