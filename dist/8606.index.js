export const id = 8606;
export const ids = [8606];
export const modules = {

/***/ 48606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ ResumeError),
/* harmony export */   LR: () => (/* binding */ CassetteError),
/* harmony export */   YG: () => (/* binding */ ContextLengthError),
/* harmony export */   me: () => (/* binding */ ModelError),
/* harmony export */   uJ: () => (/* binding */ ModelConfigError),
/* harmony export */   zv: () => (/* binding */ PromptTemplateError)
/* harmony export */ });
/**
 * Named errors of the agent engine (STYLE 11). Tool failures are not here: they
 * are results the model reads. These are for broken infrastructure and bad input
 * from people (a cassette, a model flag, a prompt template).
 */
/** A model API call failed for good (after retries), or returned something unusable. */
class ModelError extends Error {
    provider;
    status;
    code;
    constructor(message, provider, status, code = "http") {
        super(message);
        this.provider = provider;
        this.status = status;
        this.code = code;
        this.name = "ModelError";
    }
}
/** The request was longer than the model's context window; the loop cuts history and retries once. */
class ContextLengthError extends ModelError {
    constructor(message, provider, status) {
        super(message, provider, status, "context_length");
        this.name = "ContextLengthError";
    }
}
/** A missing API key, unknown provider or bad `--model` flag. */
class ModelConfigError extends Error {
    constructor(message) {
        super(message);
        this.name = "ModelConfigError";
    }
}
/** A cassette that cannot be read, does not validate, or ran out of turns. */
class CassetteError extends Error {
    file;
    turn;
    constructor(message, file, turn) {
        super(message);
        this.file = file;
        this.turn = turn;
        this.name = "CassetteError";
    }
}
/** A prompt template used a variable nobody supplied. */
class PromptTemplateError extends Error {
    constructor(message) {
        super(message);
        this.name = "PromptTemplateError";
    }
}
/** A saved session that does not validate or does not match the answer given to resume it. */
class ResumeError extends Error {
    constructor(message) {
        super(message);
        this.name = "ResumeError";
    }
}


/***/ })

};
