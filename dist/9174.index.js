export const id = 9174;
export const ids = [9174];
export const modules = {

/***/ 49174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   currentBranch: () => (/* binding */ currentBranch),
/* harmony export */   localRepository: () => (/* binding */ localRepository)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35767);
/* harmony import */ var _util_host_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44841);
/**
 * The repository as a local run sees it: owner/name from GITHUB_REPOSITORY or
 * the origin URL, the default branch from origin/HEAD, else the remote's HEAD
 * (ls-remote --symref; only when the run pushes — a local run asks no remote),
 * else main or master — never the checked-out branch, which after a failed run
 * may be a work branch itself.
 */



async function git(settings, args) {
    const result = await (0,_util_host_git_js__WEBPACK_IMPORTED_MODULE_2__/* .hostGit */ .R)(settings.repo, args, {
        cwd: settings.repo,
        env: (0,_util_env_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubbedEnv */ .wS)(settings.env),
        timeoutMs: 30_000,
    });
    return result.exitCode === 0 ? result.stdout.trim() : undefined;
}
async function localRepository(settings) {
    let fullName = settings.repository;
    if (!fullName) {
        const url = await git(settings, ["remote", "get-url", "origin"]);
        // Only a hosted remote names owner/repo (https://host/o/r, git@host:o/r); file:// remotes do not.
        const match = url
            ? /^(?:https?:\/\/[^/]+\/|git@[^:]+:|ssh:\/\/[^/]+\/)([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url)
            : null;
        fullName = match ? `${match[1]}/${match[2]}` : `local/${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(settings.repo))}`;
    }
    const [owner = "local", name = "repo"] = fullName.split("/");
    return { owner, name, fullName, defaultBranch: await defaultBranch(settings) };
}
async function defaultBranch(settings) {
    const originHead = await git(settings, ["symbolic-ref", "--short", "-q", "refs/remotes/origin/HEAD"]);
    if (originHead)
        return originHead.replace(/^origin\//, "");
    if (settings.push !== false && (await git(settings, ["remote", "get-url", "origin"]))) {
        // One attempt: an unreachable remote falls through to main/master, it does not stall the run.
        const symref = await git(settings, ["ls-remote", "--symref", "origin", "HEAD"]);
        const match = symref ? /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(symref) : null;
        if (match?.[1])
            return match[1];
    }
    for (const candidate of ["main", "master"]) {
        const local = await git(settings, ["rev-parse", "-q", "--verify", `refs/heads/${candidate}`]);
        const remote = await git(settings, ["rev-parse", "-q", "--verify", `refs/remotes/origin/${candidate}`]);
        if (local || remote)
            return candidate;
    }
    return "main";
}
/** The checked-out branch, or undefined on a detached HEAD. */
async function currentBranch(settings) {
    return (await git(settings, ["symbolic-ref", "--short", "-q", "HEAD"])) || undefined;
}


/***/ })

};
