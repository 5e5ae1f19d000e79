/**
 * What a model that cannot see images gets instead of a screenshot: the page's
 * visible text and the things on screen that can be clicked, each with the
 * coordinates a click needs — enough to drive the page by text.
 */
import type { Page } from "puppeteer-core";

export interface PageState {
  url: string;
  title: string;
  scrollY: number;
  height: number;
}

export interface PageText extends PageState {
  text: string;
  targets: string[];
}

export async function pageState(page: Page): Promise<PageState> {
  const [title, numbers] = await Promise.all([
    page.title().catch(() => ""),
    page
      .evaluate("[window.scrollY, document.documentElement.scrollHeight]")
      .then((v) => v as number[])
      .catch(() => [0, 0]),
  ]);
  return { url: page.url(), title, scrollY: Math.round(numbers[0] ?? 0), height: Math.round(numbers[1] ?? 0) };
}

/** The visible text (cut) and the clickable elements in view, centre coordinates first. */
export async function pageText(page: Page, maxChars = 4000): Promise<PageText> {
  const state = await pageState(page);
  const found = await page
    .evaluate(`(${IN_PAGE})(${JSON.stringify(maxChars)})`)
    .then((v) => v as { text: string; targets: string[] })
    .catch((error: unknown) => ({ text: `(the page's text could not be read: ${String(error)})`, targets: [] }));
  return { ...state, ...found };
}

/** Runs in the page (a string: this project compiles without the DOM's types). */
const IN_PAGE = String.raw`(max) => {
  const inView = (r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  const targets = [];
  const selector = "a[href],button,input,select,textarea,summary,[role=button],[role=link],[onclick],[contenteditable=true]";
  for (const el of Array.from(document.querySelectorAll(selector)).slice(0, 500)) {
    const r = el.getBoundingClientRect();
    if (!inView(r)) continue;
    const label = (el.innerText || el.getAttribute("aria-label") || el.getAttribute("placeholder") ||
      el.getAttribute("value") || el.getAttribute("name") || "").replace(/\s+/g, " ").trim().slice(0, 80);
    const kind = el.tagName.toLowerCase() + (el.getAttribute("type") ? "[" + el.getAttribute("type") + "]" : "");
    targets.push(kind + ' "' + label + '" at ' + Math.round(r.left + r.width / 2) + "," + Math.round(r.top + r.height / 2));
    if (targets.length >= 60) break;
  }
  const text = ((document.body && document.body.innerText) || "").replace(/\n{3,}/g, "\n\n").trim();
  return { text: text.length > max ? text.slice(0, max) + "\n[… page text cut]" : text, targets };
}`;
