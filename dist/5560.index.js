export const id = 5560;
export const ids = [5560];
export const modules = {

/***/ 45560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   withholdUntrusted: () => (/* binding */ withholdUntrusted)
/* harmony export */ });
async function withholdUntrusted(ctx, trust) {
    const withheld = [];
    const judge = async (item, login, association, what) => {
        const verdict = await trust.judge(login, association);
        if (verdict.trusted)
            return item;
        withheld.push(`${what} — ${verdict.why}`);
        return { ...item, withheld: verdict.why };
    };
    const noun = ctx.kind === "pr" ? "pull request" : "issue";
    const context = {
        ...(await judge(ctx, ctx.author, ctx.authorAssociation, `the ${noun}'s title and description by @${ctx.author}`)),
    };
    context.comments = await Promise.all(ctx.comments.map((c) => c.isTrigger ? c : judge(c, c.author, c.association, `comment by @${c.author} at ${c.createdAt}`)));
    context.linkedIssues = await Promise.all(ctx.linkedIssues.map((i) => judge(i, i.author, i.association, `linked issue #${i.number} by @${i.author}`)));
    if (ctx.pr) {
        context.pr = {
            ...ctx.pr,
            reviewComments: await Promise.all(ctx.pr.reviewComments.map((c) => c.isTrigger
                ? c
                : judge(c, c.author, c.association, `review comment by @${c.author} on ${c.path} at ${c.createdAt}`))),
        };
    }
    return { context, withheld };
}


/***/ })

};
