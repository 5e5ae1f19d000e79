/**
 * The one summary comment of a pull request's code reviews. Every review edits
 * it instead of adding a comment (claude-code-action#60's complaint), and it
 * holds the state a re-review starts from: the head the last completed review
 * looked at. Only a comment Patchbay's own token wrote counts — anyone could
 * paste the markers into a comment of theirs to make a review skip commits.
 *
 * Layout: the state marker first (so a killed run's note, appended by the post
 * step, leaves it alone), then the current headline, then the last completed
 * review's summary between body markers — kept, folded, while a review runs or
 * when one fails, so a failure never hides what was found before.
 */
import { z } from "zod";
import type { Redactor } from "../../secrets/redactor.js";
import { statusOf } from "../errors.js";
import { sameLogin } from "../logins.js";
import type { GitHubClient } from "../octokit.js";
import type { RepoRef } from "./comments.js";
import { explainWriteError, withMarker } from "./comments.js";
import { MAX_COMMENT_CHARS } from "./progress.js";

/** Marks the summary comment, whatever state it is in. */
const IDENTITY = "<!-- patchbay-code-review -->";
const STATE = /<!-- patchbay-code-review-state (\{[^>]*\}) -->/;
const BODY_START = "<!-- patchbay-code-review-body -->";
const BODY_END = "<!-- /patchbay-code-review-body -->";

const stateSchema = z.object({
  v: z.literal(1),
  head: z.string().regex(/^[0-9a-f]{40,64}$/),
  event: z.enum(["COMMENT", "REQUEST_CHANGES"]).optional(),
});

/** What a re-review starts from. */
export type ReviewState = Omit<z.infer<typeof stateSchema>, "v">;

const commentSchema = z.object({
  id: z.number(),
  html_url: z.string(),
  body: z.string().nullish(),
  user: z.object({ login: z.string() }).nullable(),
});

/** Pages of 100 comments read at most while looking for the summary comment. */
const MAX_PAGES = 10;

export function parseReviewState(body: string): ReviewState | undefined {
  const json = STATE.exec(body)?.[1];
  if (!json) return undefined;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(json));
    return parsed.success ? { head: parsed.data.head, event: parsed.data.event } : undefined;
  } catch {
    return undefined;
  }
}

/** The last completed review's summary, as the comment holds it. */
function lastSummaryOf(body: string): string | undefined {
  const start = body.indexOf(BODY_START);
  const end = body.indexOf(BODY_END, start + 1);
  return start >= 0 && end > start ? body.slice(start + BODY_START.length, end).trim() : undefined;
}

export class ReviewSummaryComment {
  private constructor(
    private readonly octokit: GitHubClient,
    private readonly where: RepoRef & { number: number },
    private readonly redactor: Redactor,
    private id: number | undefined,
    private url: string | undefined,
    /** What the comment said when this run found it. */
    readonly state: ReviewState | undefined,
    readonly lastSummary: string | undefined,
  ) {}

  /** Finds the summary comment Patchbay (`botLogin`) wrote on this pull request, if any. */
  static async find(
    octokit: GitHubClient,
    where: RepoRef & { number: number },
    botLogin: string,
    redactor: Redactor,
  ): Promise<ReviewSummaryComment> {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data } = await octokit.rest.issues.listComments({
        owner: where.owner,
        repo: where.repo,
        issue_number: where.number,
        per_page: 100,
        page,
      });
      const comments = z.array(commentSchema).parse(data);
      const own = comments.find(
        (c) => c.user && sameLogin(c.user.login, botLogin) && (c.body ?? "").startsWith(IDENTITY),
      );
      if (own) {
        const body = own.body ?? "";
        return new ReviewSummaryComment(
          octokit,
          where,
          redactor,
          own.id,
          own.html_url,
          parseReviewState(body),
          lastSummaryOf(body),
        );
      }
      if (comments.length < 100) break;
    }
    return new ReviewSummaryComment(octokit, where, redactor, undefined, undefined, undefined, undefined);
  }

  get commentId(): number | undefined {
    return this.id;
  }

  get htmlUrl(): string | undefined {
    return this.url;
  }

  /**
   * Writes the comment: the state, a headline, and a summary — the new one when a
   * review completed, else the last one folded under the headline.
   */
  async write(parts: {
    state: ReviewState | undefined;
    headline: string;
    summary?: string;
    foldLast?: boolean;
  }): Promise<void> {
    const state = parts.state
      ? `<!-- patchbay-code-review-state ${JSON.stringify({ v: 1, ...parts.state })} -->\n`
      : "";
    const summary = parts.summary ?? (parts.foldLast ? this.lastSummary : undefined);
    const held = summary === undefined ? "" : `${BODY_START}\n${summary}\n${BODY_END}`;
    const shown =
      summary === undefined || parts.summary !== undefined
        ? held
        : `<details><summary>The last completed review</summary>\n\n${held}\n\n</details>`;
    const body = [parts.headline, shown].filter(Boolean).join("\n\n");
    const text = `${IDENTITY}\n${withMarker(this.redactor.redact(`${state}${body}`))}`;
    await this.save(fitComment(text));
  }

  private async save(body: string): Promise<void> {
    const { owner, repo, number } = this.where;
    try {
      if (this.id !== undefined) {
        try {
          await this.octokit.rest.issues.updateComment({ owner, repo, comment_id: this.id, body });
          return;
        } catch (error) {
          // Someone deleted it: a new one carries the state from here on.
          if (statusOf(error) !== 404) throw error;
        }
      }
      const { data } = await this.octokit.rest.issues.createComment({ owner, repo, issue_number: number, body });
      this.id = data.id;
      this.url = data.html_url;
    } catch (error) {
      throw explainWriteError(error, "comment on", `${owner}/${repo}#${number}`);
    }
  }
}

/** Within GitHub's limit, the markers kept: a summary too long is cut before its end marker. */
function fitComment(body: string): string {
  if (body.length <= MAX_COMMENT_CHARS) return body;
  const end = body.lastIndexOf(BODY_END);
  const tail = end >= 0 ? body.slice(end) : body.slice(body.lastIndexOf("<!--"));
  return `${body.slice(0, MAX_COMMENT_CHARS - tail.length - 60)}\n\n_… cut to fit GitHub's comment limit_\n${tail}`;
}
