export const id = 4637;
export const ids = [4637];
export const modules = {

/***/ 94637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   answerLines: () => (/* binding */ answerLines),
/* harmony export */   backCommand: () => (/* binding */ backCommand),
/* harmony export */   fJ: () => (/* binding */ requestFlags),
/* harmony export */   uq: () => (/* binding */ patchbayRun)
/* harmony export */ });
/* unused harmony export shellWord */
/** One shell word: as it is when plain, else in single quotes. */
function shellWord(word) {
    return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `patchbay run` with the flags that named this repository, config and model, then `args`. */
function patchbayRun(settings, args) {
    return ["patchbay", "run", ...args, ...(settings.localFlags ?? [])].map(shellWord).join(" ");
}
/** The flags that name this run's request again: the same words give the same work branch. */
function requestFlags(settings) {
    if (settings.prompt !== undefined)
        return ["--prompt", settings.prompt];
    if (settings.task !== undefined)
        return ["--task", settings.task];
    if (settings.event?.path !== undefined)
        return ["--event", settings.event.path];
    return [];
}
/** How to answer a paused run: the lines to print, or none for an outcome that is not a pause. */
function answerLines(settings, outcome) {
    if (outcome === "awaiting_approval")
        return [
            "to answer it (on this branch):",
            `  ${patchbayRun(settings, ["--approve"])}`,
            `  ${patchbayRun(settings, ["--deny", "why not"])}`,
        ];
    if (outcome === "needs_input")
        return ["to answer it (on this branch):", `  ${patchbayRun(settings, ["--answer", "your answer"])}`];
    return [];
}
/** Back to the branch (or detached commit) checked out when the run started. */
function backCommand(start) {
    return start.branch ? `git switch ${shellWord(start.branch)}` : `git switch --detach ${start.head.slice(0, 12)}`;
}


/***/ })

};
