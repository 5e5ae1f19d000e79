export const id = 174;
export const ids = [174];
export const modules = {

/***/ 49174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   localRepository: () => (/* binding */ localRepository)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35767);
/* harmony import */ var _util_exec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37895);
/**
 * The repository as a local run sees it: owner/name from GITHUB_REPOSITORY or
 * the origin URL, the default branch from origin's HEAD or the checked-out branch.
 */



async function git(settings, args) {
    const result = await (0,_util_exec_js__WEBPACK_IMPORTED_MODULE_1__/* .exec */ .m)("git", args, { cwd: settings.repo, env: (0,_util_env_js__WEBPACK_IMPORTED_MODULE_2__/* .scrubbedEnv */ .w)(settings.env), timeoutMs: 30_000 });
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
    const originHead = await git(settings, ["symbolic-ref", "--short", "-q", "refs/remotes/origin/HEAD"]);
    const current = await git(settings, ["symbolic-ref", "--short", "-q", "HEAD"]);
    const defaultBranch = originHead?.replace(/^origin\//, "") || current || "main";
    return { owner, name, fullName, defaultBranch };
}


/***/ })

};
