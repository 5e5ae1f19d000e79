/**
 * The issue or PR context with what trust.authors does not admit taken out:
 * each left-out item keeps its place, author and time, and says why (the
 * renderer turns it into a one-line note), so the model knows something was
 * there and people can see whose words it did not read. The triggering comment
 * is always kept: its author passed the permission gate, and it is the request.
 */
import type { AuthorTrust } from "./author-trust.js";
import type { RequestContext } from "./gather-context.js";

export interface Filtered {
  context: RequestContext;
  /** One line per item left out, for the log: "comment by @x at … — why". */
  withheld: string[];
}

export async function withholdUntrusted(ctx: RequestContext, trust: AuthorTrust): Promise<Filtered> {
  const withheld: string[] = [];
  const judge = async <T extends { withheld?: string }>(
    item: T,
    login: string,
    association: string | undefined,
    what: string,
  ): Promise<T> => {
    const verdict = await trust.judge(login, association);
    if (verdict.trusted) return item;
    withheld.push(`${what} — ${verdict.why}`);
    return { ...item, withheld: verdict.why };
  };
  const noun = ctx.kind === "pr" ? "pull request" : "issue";
  const context: RequestContext = {
    ...(await judge(ctx, ctx.author, ctx.authorAssociation, `the ${noun}'s title and description by @${ctx.author}`)),
  };
  context.comments = await Promise.all(
    ctx.comments.map((c) =>
      c.isTrigger ? c : judge(c, c.author, c.association, `comment by @${c.author} at ${c.createdAt}`),
    ),
  );
  context.linkedIssues = await Promise.all(
    ctx.linkedIssues.map((i) => judge(i, i.author, i.association, `linked issue #${i.number} by @${i.author}`)),
  );
  if (ctx.pr) {
    context.pr = {
      ...ctx.pr,
      reviewComments: await Promise.all(
        ctx.pr.reviewComments.map((c) =>
          c.isTrigger
            ? c
            : judge(c, c.author, c.association, `review comment by @${c.author} on ${c.path} at ${c.createdAt}`),
        ),
      ),
    };
  }
  return { context, withheld };
}
