export const id = 960;
export const ids = [960];
export const modules = {

/***/ 90960:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VERSION: () => (/* binding */ dist_VERSION),
  createOpenAI: () => (/* binding */ createOpenAI),
  openai: () => (/* binding */ openai)
});

;// CONCATENATED MODULE: ./node_modules/@ai-sdk/openai/node_modules/@ai-sdk/provider/dist/index.mjs
// src/errors/ai-sdk-error.ts
var marker = "vercel.ai.error";
var symbol = Symbol.for(marker);
var _a, _b;
var AISDKError = class _AISDKError extends (_b = Error, _a = symbol, _b) {
  /**
   * Creates an AI SDK Error.
   *
   * @param {Object} params - The parameters for creating the error.
   * @param {string} params.name - The name of the error.
   * @param {string} params.message - The error message.
   * @param {unknown} [params.cause] - The underlying cause of the error.
   */
  constructor({
    name: name14,
    message,
    cause
  }) {
    super(message);
    this[_a] = true;
    this.name = name14;
    this.cause = cause;
  }
  /**
   * Checks if the given error is an AI SDK Error.
   * @param {unknown} error - The error to check.
   * @returns {boolean} True if the error is an AI SDK Error, false otherwise.
   */
  static isInstance(error) {
    return _AISDKError.hasMarker(error, marker);
  }
  static hasMarker(error, marker15) {
    const markerSymbol = Symbol.for(marker15);
    return error != null && typeof error === "object" && markerSymbol in error && typeof error[markerSymbol] === "boolean" && error[markerSymbol] === true;
  }
};

// src/errors/api-call-error.ts
var dist_name = "AI_APICallError";
var marker2 = `vercel.ai.error.${dist_name}`;
var symbol2 = Symbol.for(marker2);
var _a2, _b2;
var APICallError = class extends (_b2 = AISDKError, _a2 = symbol2, _b2) {
  constructor({
    message,
    url,
    requestBodyValues,
    statusCode,
    responseHeaders,
    responseBody,
    cause,
    isRetryable = statusCode != null && (statusCode === 408 || // request timeout
    statusCode === 409 || // conflict
    statusCode === 429 || // too many requests
    statusCode >= 500),
    // server error
    data
  }) {
    super({ name: dist_name, message, cause });
    this[_a2] = true;
    this.url = url;
    this.requestBodyValues = requestBodyValues;
    this.statusCode = statusCode;
    this.responseHeaders = responseHeaders;
    this.responseBody = responseBody;
    this.isRetryable = isRetryable;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker2);
  }
};

// src/errors/empty-response-body-error.ts
var name2 = "AI_EmptyResponseBodyError";
var marker3 = `vercel.ai.error.${name2}`;
var symbol3 = Symbol.for(marker3);
var _a3, _b3;
var EmptyResponseBodyError = class extends (_b3 = AISDKError, _a3 = symbol3, _b3) {
  // used in isInstance
  constructor({ message = "Empty response body" } = {}) {
    super({ name: name2, message });
    this[_a3] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker3);
  }
};

// src/errors/get-error-message.ts
function getErrorMessage(error) {
  if (error == null) {
    return "unknown error";
  }
  if (typeof error === "string") {
    return error;
  }
  if (error instanceof Error) {
    return error.message;
  }
  return JSON.stringify(error);
}

// src/errors/invalid-argument-error.ts
var name3 = "AI_InvalidArgumentError";
var marker4 = `vercel.ai.error.${name3}`;
var symbol4 = Symbol.for(marker4);
var _a4, _b4;
var InvalidArgumentError = class extends (_b4 = AISDKError, _a4 = symbol4, _b4) {
  constructor({
    message,
    cause,
    argument
  }) {
    super({ name: name3, message, cause });
    this[_a4] = true;
    this.argument = argument;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker4);
  }
};

// src/errors/invalid-prompt-error.ts
var name4 = "AI_InvalidPromptError";
var marker5 = `vercel.ai.error.${name4}`;
var symbol5 = Symbol.for(marker5);
var _a5, _b5;
var InvalidPromptError = class extends (_b5 = AISDKError, _a5 = symbol5, _b5) {
  constructor({
    prompt,
    message,
    cause
  }) {
    super({ name: name4, message: `Invalid prompt: ${message}`, cause });
    this[_a5] = true;
    this.prompt = prompt;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker5);
  }
};

// src/errors/invalid-response-data-error.ts
var name5 = "AI_InvalidResponseDataError";
var marker6 = `vercel.ai.error.${name5}`;
var symbol6 = Symbol.for(marker6);
var _a6, _b6;
var InvalidResponseDataError = class extends (_b6 = AISDKError, _a6 = symbol6, _b6) {
  constructor({
    data,
    message = `Invalid response data: ${JSON.stringify(data)}.`
  }) {
    super({ name: name5, message });
    this[_a6] = true;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker6);
  }
};

// src/errors/json-parse-error.ts
var name6 = "AI_JSONParseError";
var marker7 = `vercel.ai.error.${name6}`;
var symbol7 = Symbol.for(marker7);
var _a7, _b7;
var JSONParseError = class extends (_b7 = AISDKError, _a7 = symbol7, _b7) {
  constructor({ text, cause }) {
    super({
      name: name6,
      message: `JSON parsing failed: Text: ${text}.
Error message: ${getErrorMessage(cause)}`,
      cause
    });
    this[_a7] = true;
    this.text = text;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker7);
  }
};

// src/errors/load-api-key-error.ts
var name7 = "AI_LoadAPIKeyError";
var marker8 = `vercel.ai.error.${name7}`;
var symbol8 = Symbol.for(marker8);
var _a8, _b8;
var LoadAPIKeyError = class extends (_b8 = AISDKError, _a8 = symbol8, _b8) {
  // used in isInstance
  constructor({ message }) {
    super({ name: name7, message });
    this[_a8] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker8);
  }
};

// src/errors/load-setting-error.ts
var name8 = "AI_LoadSettingError";
var marker9 = `vercel.ai.error.${name8}`;
var symbol9 = Symbol.for(marker9);
var _a9, _b9;
var dist_LoadSettingError = class extends (_b9 = AISDKError, _a9 = symbol9, _b9) {
  // used in isInstance
  constructor({ message }) {
    super({ name: name8, message });
    this[_a9] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker9);
  }
};

// src/errors/no-content-generated-error.ts
var name9 = "AI_NoContentGeneratedError";
var marker10 = `vercel.ai.error.${name9}`;
var symbol10 = Symbol.for(marker10);
var _a10, _b10;
var NoContentGeneratedError = class extends (_b10 = AISDKError, _a10 = symbol10, _b10) {
  // used in isInstance
  constructor({
    message = "No content generated."
  } = {}) {
    super({ name: name9, message });
    this[_a10] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker10);
  }
};

// src/errors/no-such-model-error.ts
var name10 = "AI_NoSuchModelError";
var marker11 = `vercel.ai.error.${name10}`;
var symbol11 = Symbol.for(marker11);
var _a11, _b11;
var NoSuchModelError = class extends (_b11 = AISDKError, _a11 = symbol11, _b11) {
  constructor({
    errorName = name10,
    modelId,
    modelType,
    message = `No such ${modelType}: ${modelId}`
  }) {
    super({ name: errorName, message });
    this[_a11] = true;
    this.modelId = modelId;
    this.modelType = modelType;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker11);
  }
};

// src/errors/too-many-embedding-values-for-call-error.ts
var name11 = "AI_TooManyEmbeddingValuesForCallError";
var marker12 = `vercel.ai.error.${name11}`;
var symbol12 = Symbol.for(marker12);
var _a12, _b12;
var TooManyEmbeddingValuesForCallError = class extends (_b12 = AISDKError, _a12 = symbol12, _b12) {
  constructor(options) {
    super({
      name: name11,
      message: `Too many values for a single embedding call. The ${options.provider} model "${options.modelId}" can only embed up to ${options.maxEmbeddingsPerCall} values per call, but ${options.values.length} values were provided.`
    });
    this[_a12] = true;
    this.provider = options.provider;
    this.modelId = options.modelId;
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall;
    this.values = options.values;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker12);
  }
};

// src/errors/type-validation-error.ts
var name12 = "AI_TypeValidationError";
var marker13 = `vercel.ai.error.${name12}`;
var symbol13 = Symbol.for(marker13);
var _a13, _b13;
var TypeValidationError = class _TypeValidationError extends (_b13 = AISDKError, _a13 = symbol13, _b13) {
  constructor({
    value,
    cause,
    context
  }) {
    let contextPrefix = "Type validation failed";
    if (context == null ? void 0 : context.field) {
      contextPrefix += ` for ${context.field}`;
    }
    if ((context == null ? void 0 : context.entityName) || (context == null ? void 0 : context.entityId)) {
      contextPrefix += " (";
      const parts = [];
      if (context.entityName) {
        parts.push(context.entityName);
      }
      if (context.entityId) {
        parts.push(`id: "${context.entityId}"`);
      }
      contextPrefix += parts.join(", ");
      contextPrefix += ")";
    }
    super({
      name: name12,
      message: `${contextPrefix}: Value: ${JSON.stringify(value)}.
Error message: ${getErrorMessage(cause)}`,
      cause
    });
    this[_a13] = true;
    this.value = value;
    this.context = context;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker13);
  }
  /**
   * Wraps an error into a TypeValidationError.
   * If the cause is already a TypeValidationError with the same value and context, it returns the cause.
   * Otherwise, it creates a new TypeValidationError.
   *
   * @param {Object} params - The parameters for wrapping the error.
   * @param {unknown} params.value - The value that failed validation.
   * @param {unknown} params.cause - The original error or cause of the validation failure.
   * @param {TypeValidationContext} params.context - Optional context about what is being validated.
   * @returns {TypeValidationError} A TypeValidationError instance.
   */
  static wrap({
    value,
    cause,
    context
  }) {
    var _a15, _b15, _c;
    if (_TypeValidationError.isInstance(cause) && cause.value === value && ((_a15 = cause.context) == null ? void 0 : _a15.field) === (context == null ? void 0 : context.field) && ((_b15 = cause.context) == null ? void 0 : _b15.entityName) === (context == null ? void 0 : context.entityName) && ((_c = cause.context) == null ? void 0 : _c.entityId) === (context == null ? void 0 : context.entityId)) {
      return cause;
    }
    return new _TypeValidationError({ value, cause, context });
  }
};

// src/errors/unsupported-functionality-error.ts
var name13 = "AI_UnsupportedFunctionalityError";
var marker14 = `vercel.ai.error.${name13}`;
var symbol14 = Symbol.for(marker14);
var _a14, _b14;
var UnsupportedFunctionalityError = class extends (_b14 = AISDKError, _a14 = symbol14, _b14) {
  constructor({
    functionality,
    message = `'${functionality}' functionality not supported.`
  }) {
    super({ name: name13, message });
    this[_a14] = true;
    this.functionality = functionality;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker14);
  }
};

// src/json-value/is-json.ts
function isJSONValue(value) {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return true;
  }
  if (Array.isArray(value)) {
    return value.every(isJSONValue);
  }
  if (typeof value === "object") {
    return Object.entries(value).every(
      ([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val))
    );
  }
  return false;
}
function isJSONArray(value) {
  return Array.isArray(value) && value.every(isJSONValue);
}
function isJSONObject(value) {
  return value != null && typeof value === "object" && Object.entries(value).every(
    ([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val))
  );
}

//# sourceMappingURL=index.mjs.map
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/parse.js + 1 modules
var parse = __webpack_require__(43852);
// EXTERNAL MODULE: ./node_modules/zod/v3/types.js + 6 modules
var types = __webpack_require__(60339);
// EXTERNAL MODULE: ./node_modules/eventsource-parser/dist/stream.js
var dist_stream = __webpack_require__(31697);
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/openai/node_modules/@ai-sdk/provider-utils/dist/index.mjs
// src/combine-headers.ts
function combineHeaders(...headers) {
  return headers.reduce(
    (combinedHeaders, currentHeaders) => ({
      ...combinedHeaders,
      ...currentHeaders
    }),
    {}
  );
}

// src/convert-async-iterator-to-readable-stream.ts
function convertAsyncIteratorToReadableStream(iterator) {
  let cancelled = false;
  return new ReadableStream({
    /**
     * Called when the consumer wants to pull more data from the stream.
     *
     * @param {ReadableStreamDefaultController<T>} controller - The controller to enqueue data into the stream.
     * @returns {Promise<void>}
     */
    async pull(controller) {
      if (cancelled) return;
      try {
        const { value, done } = await iterator.next();
        if (done) {
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
      }
    },
    /**
     * Called when the consumer cancels the stream.
     */
    async cancel(reason) {
      cancelled = true;
      if (iterator.return) {
        try {
          await iterator.return(reason);
        } catch (e) {
        }
      }
    }
  });
}

// src/create-tool-name-mapping.ts
function createToolNameMapping({
  tools = [],
  providerToolNames,
  resolveProviderToolName
}) {
  var _a2;
  const customToolNameToProviderToolName = {};
  const providerToolNameToCustomToolName = {};
  for (const tool2 of tools) {
    if (tool2.type === "provider") {
      const providerToolName = (_a2 = resolveProviderToolName == null ? void 0 : resolveProviderToolName(tool2)) != null ? _a2 : tool2.id in providerToolNames ? providerToolNames[tool2.id] : void 0;
      if (providerToolName == null) {
        continue;
      }
      customToolNameToProviderToolName[tool2.name] = providerToolName;
      providerToolNameToCustomToolName[providerToolName] = tool2.name;
    }
  }
  return {
    toProviderToolName: (customToolName) => {
      var _a3;
      return (_a3 = customToolNameToProviderToolName[customToolName]) != null ? _a3 : customToolName;
    },
    toCustomToolName: (providerToolName) => {
      var _a3;
      return (_a3 = providerToolNameToCustomToolName[providerToolName]) != null ? _a3 : providerToolName;
    }
  };
}

// src/delay.ts
async function delay(delayInMs, options) {
  if (delayInMs == null) {
    return;
  }
  const signal = options == null ? void 0 : options.abortSignal;
  return new Promise((resolve2, reject) => {
    if (signal == null ? void 0 : signal.aborted) {
      reject(createAbortError());
      return;
    }
    const timeoutId = setTimeout(() => {
      cleanup();
      resolve2();
    }, delayInMs);
    const cleanup = () => {
      clearTimeout(timeoutId);
      signal == null ? void 0 : signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      cleanup();
      reject(createAbortError());
    };
    signal == null ? void 0 : signal.addEventListener("abort", onAbort);
  });
}
function createAbortError() {
  return new DOMException("Delay was aborted", "AbortError");
}

// src/delayed-promise.ts
var DelayedPromise = class {
  constructor() {
    this.status = { type: "pending" };
    this._resolve = void 0;
    this._reject = void 0;
  }
  get promise() {
    if (this._promise) {
      return this._promise;
    }
    this._promise = new Promise((resolve2, reject) => {
      if (this.status.type === "resolved") {
        resolve2(this.status.value);
      } else if (this.status.type === "rejected") {
        reject(this.status.error);
      }
      this._resolve = resolve2;
      this._reject = reject;
    });
    return this._promise;
  }
  resolve(value) {
    var _a2;
    this.status = { type: "resolved", value };
    if (this._promise) {
      (_a2 = this._resolve) == null ? void 0 : _a2.call(this, value);
    }
  }
  reject(error) {
    var _a2;
    this.status = { type: "rejected", error };
    if (this._promise) {
      (_a2 = this._reject) == null ? void 0 : _a2.call(this, error);
    }
  }
  isResolved() {
    return this.status.type === "resolved";
  }
  isRejected() {
    return this.status.type === "rejected";
  }
  isPending() {
    return this.status.type === "pending";
  }
};

// src/extract-response-headers.ts
function extractResponseHeaders(response) {
  return Object.fromEntries([...response.headers]);
}

// src/uint8-utils.ts
var { btoa, atob } = globalThis;
function convertBase64ToUint8Array(base64String) {
  const base64Url = base64String.replace(/-/g, "+").replace(/_/g, "/");
  const latin1string = atob(base64Url);
  const bytes = new Uint8Array(latin1string.length);
  for (let i = 0; i < latin1string.length; i++) {
    bytes[i] = latin1string.charCodeAt(i);
  }
  return bytes;
}
function convertUint8ArrayToBase64(array) {
  var _a2;
  if (typeof ((_a2 = globalThis.Buffer) == null ? void 0 : _a2.from) === "function") {
    return globalThis.Buffer.from(
      array.buffer,
      array.byteOffset,
      array.byteLength
    ).toString("base64");
  }
  const chunks = [];
  const chunkSize = 4096;
  for (let i = 0; i < array.length; i += chunkSize) {
    chunks.push(String.fromCodePoint(...array.subarray(i, i + chunkSize)));
  }
  return btoa(chunks.join(""));
}
var typedArrayTag = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag
).get;
var arrayBufferByteLength = Object.getOwnPropertyDescriptor(
  ArrayBuffer.prototype,
  "byteLength"
).get;
function isUint8Array(value) {
  return ArrayBuffer.isView(value) && typedArrayTag.call(value) === "Uint8Array";
}
function isArrayBuffer(value) {
  if (typeof value !== "object" || value === null || !("byteLength" in value)) {
    return false;
  }
  try {
    arrayBufferByteLength.call(value);
    return true;
  } catch (e) {
    return false;
  }
}
function convertToBase64(value) {
  return isUint8Array(value) ? convertUint8ArrayToBase64(value) : value;
}

// src/convert-image-model-file-to-data-uri.ts
function convertImageModelFileToDataUri(file) {
  if (file.type === "url") return file.url;
  return `data:${file.mediaType};base64,${typeof file.data === "string" ? file.data : convertUint8ArrayToBase64(file.data)}`;
}

// src/convert-to-form-data.ts
function convertToFormData(input, options = {}) {
  const { useArrayBrackets = true } = options;
  const formData = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value == null) {
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length === 1) {
        formData.append(key, value[0]);
        continue;
      }
      const arrayKey = useArrayBrackets ? `${key}[]` : key;
      for (const item of value) {
        formData.append(arrayKey, item);
      }
      continue;
    }
    formData.append(key, value);
  }
  return formData;
}

// src/cancel-response-body.ts
async function cancelResponseBody(response) {
  var _a2;
  try {
    await ((_a2 = response.body) == null ? void 0 : _a2.cancel());
  } catch (e) {
  }
}

// src/download-error.ts

var provider_utils_dist_name = "AI_DownloadError";
var dist_marker = `vercel.ai.error.${provider_utils_dist_name}`;
var dist_symbol = Symbol.for(dist_marker);
var dist_a, dist_b;
var DownloadError = class extends (dist_b = AISDKError, dist_a = dist_symbol, dist_b) {
  constructor({
    url,
    statusCode,
    statusText,
    cause,
    message = cause == null ? `Failed to download ${url}: ${statusCode} ${statusText}` : `Failed to download ${url}: ${cause}`
  }) {
    super({ name: provider_utils_dist_name, message, cause });
    this[dist_a] = true;
    this.url = url;
    this.statusCode = statusCode;
    this.statusText = statusText;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, dist_marker);
  }
};

// src/is-browser-runtime.ts
function isBrowserRuntime(globalThisAny = globalThis) {
  return globalThisAny.window != null;
}

// src/is-same-origin.ts
function isSameOrigin(url, baseUrl) {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch (e) {
    return false;
  }
}

// src/validate-download-url.ts
function validateDownloadUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch (e) {
    throw new DownloadError({
      url,
      message: `Invalid URL: ${url}`
    });
  }
  if (parsed.protocol === "data:") {
    return;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new DownloadError({
      url,
      message: `URL scheme must be http, https, or data, got ${parsed.protocol}`
    });
  }
  const hostname = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  if (!hostname) {
    throw new DownloadError({
      url,
      message: `URL must have a hostname`
    });
  }
  if (hostname === "localhost" || hostname.endsWith(".local") || hostname.endsWith(".localhost") || hostname.endsWith(".internal")) {
    throw new DownloadError({
      url,
      message: `URL with hostname ${hostname} is not allowed`
    });
  }
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const ipv6 = hostname.slice(1, -1);
    if (isPrivateIPv6(ipv6)) {
      throw new DownloadError({
        url,
        message: `URL with IPv6 address ${hostname} is not allowed`
      });
    }
    return;
  }
  if (isIPv4(hostname)) {
    if (isPrivateIPv4(hostname)) {
      throw new DownloadError({
        url,
        message: `URL with IP address ${hostname} is not allowed`
      });
    }
  }
}
function validateDownloadAddress({
  address,
  family,
  hostname
}) {
  const isUnsafe = family === 4 ? !isIPv4(address) || isPrivateIPv4(address) : family === 6 ? isPrivateIPv6(address) : true;
  if (isUnsafe) {
    throw new DownloadError({
      url: hostname,
      message: `Hostname ${hostname} resolved to disallowed IP address ${address}`
    });
  }
}
function isIPv4(hostname) {
  const parts = hostname.split(".");
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    const num = Number(part);
    return Number.isInteger(num) && num >= 0 && num <= 255 && String(num) === part;
  });
}
function isPrivateIPv4(ip) {
  const parts = ip.split(".").map(Number);
  const [a, b, c] = parts;
  if (a === 0) return true;
  if (a === 10) return true;
  if (a === 100 && b >= 64 && b <= 127) return true;
  if (a === 127) return true;
  if (a === 169 && b === 254) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 0 && c === 0) return true;
  if (a === 192 && b === 168) return true;
  if (a === 198 && (b === 18 || b === 19)) return true;
  if (a >= 240) return true;
  return false;
}
function parseIPv6(ip) {
  let address = ip.toLowerCase();
  const zoneIndex = address.indexOf("%");
  if (zoneIndex !== -1) {
    address = address.slice(0, zoneIndex);
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (segment) => {
    if (segment === "") return [];
    const groups = [];
    const parts = segment.split(":");
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part.includes(".")) {
        if (i !== parts.length - 1 || !isIPv4(part)) return null;
        const [a, b, c, d] = part.split(".").map(Number);
        groups.push(a << 8 | b, c << 8 | d);
        continue;
      }
      if (!/^[0-9a-f]{1,4}$/.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0]);
  if (head === null) return null;
  if (halves.length === 2) {
    const tail = toGroups(halves[1]);
    if (tail === null) return null;
    const fill = 8 - head.length - tail.length;
    if (fill < 0) return null;
    return [...head, ...new Array(fill).fill(0), ...tail];
  }
  return head.length === 8 ? head : null;
}
function isPrivateIPv6(ip) {
  const groups = parseIPv6(ip);
  if (groups === null) return true;
  const topZero = (count) => groups.slice(0, count).every((group) => group === 0);
  if (topZero(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((groups[0] & 65024) === 64512) return true;
  if ((groups[0] & 65472) === 65152) return true;
  if ((groups[0] & 65472) === 65216) return true;
  if ((groups[0] & 65280) === 65280) return true;
  const embedsIPv4 = (
    // ::/96 — IPv4-compatible (deprecated)
    topZero(6) || // ::ffff:0:0/96 — IPv4-mapped (ffff in group 5)
    topZero(5) && groups[5] === 65535 || // ::ffff:0:0/96 — IPv4-translated form (ffff in group 4, group 5 zero)
    topZero(4) && groups[4] === 65535 && groups[5] === 0 || // 64:ff9b::/96 — NAT64 well-known prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0 || // 64:ff9b:1::/48 — NAT64 local-use prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 1
  );
  if (embedsIPv4) {
    const a = groups[6] >> 8 & 255;
    const b = groups[6] & 255;
    const c = groups[7] >> 8 & 255;
    const d = groups[7] & 255;
    return isPrivateIPv4(`${a}.${b}.${c}.${d}`);
  }
  return false;
}

// src/safe-node-fetch.ts
function createSafeLookup(lookup) {
  return ((hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error);
        return;
      }
      try {
        const [firstAddress] = addresses;
        if (firstAddress == null) {
          throw new Error(`Hostname ${hostname} did not resolve to an address`);
        }
        for (const { address, family } of addresses) {
          validateDownloadAddress({ address, family, hostname });
        }
        if (options.all === true) {
          callback(null, addresses);
        } else {
          callback(
            null,
            firstAddress.address,
            firstAddress.family
          );
        }
      } catch (error2) {
        callback(
          error2 instanceof Error ? error2 : new Error(String(error2))
        );
      }
    });
  });
}
var safeNodeFetchPromise;
function isNodeRuntime() {
  var _a2, _b2, _c;
  const runtimeProcess = globalThis.process;
  return ((_a2 = runtimeProcess == null ? void 0 : runtimeProcess.release) == null ? void 0 : _a2.name) === "node" && ((_b2 = runtimeProcess.versions) == null ? void 0 : _b2.bun) == null && ((_c = runtimeProcess.versions) == null ? void 0 : _c.deno) == null && runtimeProcess.title !== "workerd" && globalThis.EdgeRuntime == null;
}
async function getDefaultDownloadFetch() {
  if (!isNodeRuntime()) {
    return globalThis.fetch;
  }
  return safeNodeFetchPromise != null ? safeNodeFetchPromise : safeNodeFetchPromise = createSafeNodeFetch();
}
async function createSafeNodeFetch() {
  const [module, { lookup }] = await Promise.all([
    loadNodeModule("node:module"),
    loadNodeModule("node:dns")
  ]);
  const nodeRequire = module.createRequire(getCurrentModulePath());
  const { Agent, fetch } = nodeRequire("undici");
  const dispatcher = new Agent({
    connect: {
      lookup: createSafeLookup(lookup)
    }
  });
  return ((input, init) => fetch(
    input,
    {
      ...init,
      dispatcher
    }
  ));
}
async function loadNodeModule(id) {
  var _a2;
  const processWithBuiltins = globalThis.process;
  const builtinModule = (_a2 = processWithBuiltins == null ? void 0 : processWithBuiltins.getBuiltinModule) == null ? void 0 : _a2.call(processWithBuiltins, id);
  if (builtinModule == null) {
    throw new Error(`Node.js built-in module ${id} is unavailable`);
  }
  return builtinModule;
}
function getCurrentModulePath() {
  const originalPrepareStackTrace = Error.prepareStackTrace;
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites;
    const error = new Error("Capture current module path");
    Error.captureStackTrace(error, getCurrentModulePath);
    const [caller] = error.stack;
    const fileName = caller == null ? void 0 : caller.getFileName();
    if (fileName == null) {
      throw new Error("Unable to determine the current module path");
    }
    return fileName;
  } finally {
    Error.prepareStackTrace = originalPrepareStackTrace;
  }
}

// src/sanitize-request-headers.ts
var BLOCKED_REQUEST_HEADERS = [
  // Hop-by-hop / transport (RFC 7230 §6.1)
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  // Host / virtual-host routing
  "host",
  // Proxy / origin spoofing
  "forwarded",
  "proxy-authorization",
  "via",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  // Cloud metadata (GCP, AWS IMDSv1/v2, Azure, Alibaba, DigitalOcean)
  "metadata",
  "metadata-flavor",
  "x-aws-ec2-metadata-token",
  "x-metadata-token",
  // Session / cookie
  "cookie",
  "set-cookie"
];
function sanitizeRequestHeaders(input) {
  const headers = new Headers(input);
  for (const name2 of BLOCKED_REQUEST_HEADERS) {
    headers.delete(name2);
  }
  return headers;
}

// src/fetch-with-validated-redirects.ts
var MAX_DOWNLOAD_REDIRECTS = 10;
var REDIRECT_STATUS_CODES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function getValidatedFetch(customFetch) {
  return customFetch == null || customFetch === globalThis.fetch ? await getDefaultDownloadFetch() : customFetch;
}
async function fetchWithValidatedEndpoint({
  url,
  init,
  fetch: customFetch,
  trustedOrigin,
  redirect = "error",
  requireDnsValidation = false
}) {
  const urlText = url.toString();
  const isTrusted = trustedOrigin !== void 0 && isSameOrigin(urlText, trustedOrigin);
  if (!isTrusted) {
    validateDownloadUrl(urlText);
    if (requireDnsValidation && (customFetch == null || customFetch === globalThis.fetch) && !isNodeRuntime() && // A window alias alone does not distinguish older Deno from a browser.
    !(isBrowserRuntime() && typeof document !== "undefined")) {
      throw new DownloadError({
        url: urlText,
        message: "This server runtime requires a custom fetch with connect-time DNS validation for untrusted URLs"
      });
    }
  }
  const fetch = isTrusted && customFetch != null ? customFetch : isTrusted ? globalThis.fetch : await getValidatedFetch(customFetch);
  return await fetch(url, {
    ...init,
    redirect
  });
}
async function fetchWithValidatedRedirects({
  url,
  headers,
  abortSignal,
  maxRedirects = MAX_DOWNLOAD_REDIRECTS,
  fetch: customFetch,
  trustedOrigin
}) {
  var _a2;
  let currentHeaders = headers === void 0 ? void 0 : sanitizeRequestHeaders(headers);
  const perHopInit = (redirect) => {
    const init = { signal: abortSignal, redirect };
    if (currentHeaders !== void 0) {
      init.headers = new Headers(currentHeaders);
    }
    return init;
  };
  let currentUrl = url;
  for (let redirectCount = 0; redirectCount <= maxRedirects; redirectCount++) {
    const isTrustedHop = trustedOrigin !== void 0 && isSameOrigin(currentUrl, trustedOrigin);
    if (!isTrustedHop) {
      validateDownloadUrl(currentUrl);
    }
    const fetch = isTrustedHop && customFetch != null ? customFetch : isTrustedHop ? globalThis.fetch : await getValidatedFetch(customFetch);
    const response = await fetch(currentUrl, perHopInit("manual"));
    if (response.type === "opaqueredirect") {
      if (!isBrowserRuntime()) {
        throw new DownloadError({
          url,
          message: `Redirect from ${currentUrl} could not be validated and was blocked`
        });
      }
      return await fetch(currentUrl, perHopInit("follow"));
    }
    const location = (_a2 = response.headers) == null ? void 0 : _a2.get("location");
    if (REDIRECT_STATUS_CODES.has(response.status) && location) {
      void cancelResponseBody(response);
      const nextUrl = new URL(location, currentUrl).toString();
      if (new URL(currentUrl).protocol === "https:" && new URL(nextUrl).protocol === "http:") {
        throw new DownloadError({
          url,
          message: "Redirect from HTTPS to HTTP was blocked"
        });
      }
      if (currentHeaders !== void 0 && !isSameOrigin(nextUrl, currentUrl)) {
        const userAgent = currentHeaders.get("user-agent");
        currentHeaders = new Headers(
          userAgent == null ? void 0 : { "user-agent": userAgent }
        );
      }
      currentUrl = nextUrl;
      continue;
    }
    return response;
  }
  throw new DownloadError({
    url,
    message: `Too many redirects (max ${maxRedirects})`
  });
}

// src/read-response-with-size-limit.ts
var DEFAULT_MAX_DOWNLOAD_SIZE = 2 * 1024 * 1024 * 1024;
async function readResponseWithSizeLimit({
  response,
  url,
  maxBytes = DEFAULT_MAX_DOWNLOAD_SIZE
}) {
  const contentLength = response.headers.get("content-length");
  if (contentLength != null) {
    const length = parseInt(contentLength, 10);
    if (!isNaN(length) && length > maxBytes) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes (Content-Length: ${length}).`
      });
    }
  }
  const body = response.body;
  if (body == null) {
    return new Uint8Array(0);
  }
  const reader = body.getReader();
  const chunks = [];
  let totalBytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      totalBytes += value.length;
      if (totalBytes > maxBytes) {
        throw new DownloadError({
          url,
          message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes.`
        });
      }
      chunks.push(value);
    }
  } finally {
    try {
      await reader.cancel();
    } catch (e) {
    } finally {
      reader.releaseLock();
    }
  }
  const result = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

// src/download-blob.ts
async function downloadBlob(url, options) {
  var _a2, _b2;
  try {
    const response = await fetchWithValidatedRedirects({
      url,
      abortSignal: options == null ? void 0 : options.abortSignal
    });
    if (!response.ok) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        statusCode: response.status,
        statusText: response.statusText
      });
    }
    const data = await readResponseWithSizeLimit({
      response,
      url,
      maxBytes: (_a2 = options == null ? void 0 : options.maxBytes) != null ? _a2 : DEFAULT_MAX_DOWNLOAD_SIZE
    });
    const contentType = (_b2 = response.headers.get("content-type")) != null ? _b2 : void 0;
    return new Blob([data], contentType ? { type: contentType } : void 0);
  } catch (error) {
    if (DownloadError.isInstance(error)) {
      throw error;
    }
    throw new DownloadError({ url, cause: error });
  }
}

// src/embedding-model-capabilities.ts
var EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL = /* @__PURE__ */ Symbol.for(
  "vercel.ai.embeddingModel.maxInputBytesPerCall"
);
var EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.providerOptionsTransformer"
)));

// src/generate-id.ts

var createIdGenerator = ({
  prefix,
  size = 16,
  alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  separator = "-"
} = {}) => {
  const generator = () => {
    const alphabetLength = alphabet.length;
    const chars = new Array(size);
    for (let i = 0; i < size; i++) {
      chars[i] = alphabet[Math.random() * alphabetLength | 0];
    }
    return chars.join("");
  };
  if (prefix == null) {
    return generator;
  }
  if (alphabet.includes(separator)) {
    throw new InvalidArgumentError({
      argument: "separator",
      message: `The separator "${separator}" must not be part of the alphabet "${alphabet}".`
    });
  }
  return () => `${prefix}${separator}${generator()}`;
};
var generateId = createIdGenerator();

// src/encode-path-segment.ts
function encodePathSegment(value) {
  const encodedValue = encodeURIComponent(value);
  return encodedValue === "." ? "%252E" : encodedValue === ".." ? "%252E%252E" : encodedValue;
}

// src/get-error-message.ts
function dist_getErrorMessage(error) {
  if (error == null) {
    return "unknown error";
  }
  if (typeof error === "string") {
    return error;
  }
  if (error instanceof Error) {
    return error.message;
  }
  return JSON.stringify(error);
}

// src/get-from-api.ts


// src/handle-fetch-error.ts


// src/is-abort-error.ts
function isAbortError(error) {
  return (error instanceof Error || error instanceof DOMException) && (error.name === "AbortError" || error.name === "ResponseAborted" || // Next.js
  error.name === "TimeoutError");
}

// src/handle-fetch-error.ts
var FETCH_FAILED_ERROR_MESSAGES = ["fetch failed", "failed to fetch"];
var RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
  "ConnectionRefused",
  "ConnectionClosed",
  "FailedToOpenSocket",
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
function findNetworkError(error) {
  const visited = /* @__PURE__ */ new Set();
  let current = error;
  while (current instanceof Error && !visited.has(current)) {
    visited.add(current);
    const errorWithCode = current;
    if (typeof errorWithCode.code === "string" && RETRYABLE_NETWORK_ERROR_CODES.has(errorWithCode.code)) {
      return errorWithCode;
    }
    current = current.cause;
  }
  return void 0;
}
function handleFetchError({
  error,
  url,
  requestBodyValues
}) {
  if (isAbortError(error)) {
    return error;
  }
  if (error instanceof TypeError && FETCH_FAILED_ERROR_MESSAGES.includes(error.message.toLowerCase())) {
    const cause = error.cause;
    if (cause != null) {
      return new APICallError({
        message: `Cannot connect to API: ${cause.message}`,
        cause,
        url,
        requestBodyValues,
        isRetryable: true
        // retry when network error
      });
    }
  }
  const networkError = findNetworkError(error);
  if (networkError != null) {
    if (APICallError.isInstance(error)) {
      return new APICallError({
        message: error.message,
        cause: error.cause,
        url: error.url,
        requestBodyValues: error.requestBodyValues,
        statusCode: error.statusCode,
        responseHeaders: error.responseHeaders,
        responseBody: error.responseBody,
        data: error.data,
        isRetryable: true
      });
    }
    return new APICallError({
      message: `Cannot connect to API: ${error instanceof Error ? error.message : networkError.message}`,
      cause: error,
      url,
      requestBodyValues,
      isRetryable: true
    });
  }
  return error;
}

// src/get-runtime-environment-user-agent.ts
function getRuntimeEnvironmentUserAgent(globalThisAny = globalThis) {
  var _a2, _b2, _c;
  if (globalThisAny.window) {
    return `runtime/browser`;
  }
  if ((_a2 = globalThisAny.navigator) == null ? void 0 : _a2.userAgent) {
    return `runtime/${globalThisAny.navigator.userAgent.toLowerCase()}`;
  }
  if ((_c = (_b2 = globalThisAny.process) == null ? void 0 : _b2.versions) == null ? void 0 : _c.node) {
    return `runtime/node.js/${globalThisAny.process.version.substring(0)}`;
  }
  if (globalThisAny.EdgeRuntime) {
    return `runtime/vercel-edge`;
  }
  return "runtime/unknown";
}

// src/normalize-headers.ts
function normalizeHeaders(headers) {
  if (headers == null) {
    return {};
  }
  const normalized = {};
  if (headers instanceof Headers) {
    headers.forEach((value, key) => {
      normalized[key.toLowerCase()] = value;
    });
  } else {
    if (!Array.isArray(headers)) {
      headers = Object.entries(headers);
    }
    for (const [key, value] of headers) {
      if (value != null) {
        normalized[key.toLowerCase()] = value;
      }
    }
  }
  return normalized;
}

// src/with-user-agent-suffix.ts
function withUserAgentSuffix(headers, ...userAgentSuffixParts) {
  const normalizedHeaders = new Headers(normalizeHeaders(headers));
  const currentUserAgentHeader = normalizedHeaders.get("user-agent") || "";
  normalizedHeaders.set(
    "user-agent",
    [currentUserAgentHeader, ...userAgentSuffixParts].filter(Boolean).join(" ")
  );
  return Object.fromEntries(normalizedHeaders.entries());
}

// src/version.ts
var VERSION =  true ? "4.0.66" : 0;

// src/get-from-api.ts
var getOriginalFetch = () => globalThis.fetch;
var getFromApi = async ({
  url,
  headers = {},
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch,
  validateUrl,
  credentialedOrigin,
  trustedOrigin
}) => {
  try {
    const requestFetch = fetch != null ? fetch : getOriginalFetch();
    const outgoingHeaders = credentialedOrigin !== void 0 && !isSameOrigin(url, credentialedOrigin) ? {} : headers;
    const requestHeaders = withUserAgentSuffix(
      outgoingHeaders,
      `ai-sdk/provider-utils/${VERSION}`,
      getRuntimeEnvironmentUserAgent()
    );
    const response = validateUrl ? await fetchWithValidatedRedirects({
      url,
      headers: requestHeaders,
      abortSignal,
      fetch,
      trustedOrigin
    }) : await requestFetch(url, {
      method: "GET",
      headers: requestHeaders,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError2.isInstance(error)) {
          throw error;
        }
        throw new APICallError2({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError2.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError2({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/inject-json-instruction.ts
var DEFAULT_SCHEMA_PREFIX = "JSON schema:";
var DEFAULT_SCHEMA_SUFFIX = "You MUST answer with a JSON object that matches the JSON schema above.";
var DEFAULT_GENERIC_SUFFIX = "You MUST answer with JSON.";
function injectJsonInstruction({
  prompt,
  schema,
  schemaPrefix = schema != null ? DEFAULT_SCHEMA_PREFIX : void 0,
  schemaSuffix = schema != null ? DEFAULT_SCHEMA_SUFFIX : DEFAULT_GENERIC_SUFFIX
}) {
  return [
    prompt != null && prompt.length > 0 ? prompt : void 0,
    prompt != null && prompt.length > 0 ? "" : void 0,
    // add a newline if prompt is not null
    schemaPrefix,
    schema != null ? JSON.stringify(schema) : void 0,
    schemaSuffix
  ].filter((line) => line != null).join("\n");
}
function injectJsonInstructionIntoMessages({
  messages,
  schema,
  schemaPrefix,
  schemaSuffix
}) {
  var _a2, _b2;
  const systemMessage = ((_a2 = messages[0]) == null ? void 0 : _a2.role) === "system" ? { ...messages[0] } : { role: "system", content: "" };
  systemMessage.content = injectJsonInstruction({
    prompt: systemMessage.content,
    schema,
    schemaPrefix,
    schemaSuffix
  });
  return [
    systemMessage,
    ...((_b2 = messages[0]) == null ? void 0 : _b2.role) === "system" ? messages.slice(1) : messages
  ];
}

// src/is-non-nullable.ts
function isNonNullable(value) {
  return value != null;
}

// src/is-url-supported.ts
function isUrlSupported({
  mediaType,
  url,
  supportedUrls
}) {
  mediaType = mediaType.toLowerCase();
  return Object.entries(supportedUrls).map(([key, value]) => {
    const mediaType2 = key.toLowerCase();
    return mediaType2 === "*" || mediaType2 === "*/*" ? { mediaTypePrefix: "", regexes: value } : { mediaTypePrefix: mediaType2.replace(/\*/, ""), regexes: value };
  }).filter(
    ({ mediaTypePrefix }) => mediaTypePrefix === "" || mediaTypePrefix.endsWith("/") ? mediaType.startsWith(mediaTypePrefix) : mediaType === mediaTypePrefix
  ).flatMap(({ regexes }) => regexes).some((pattern) => pattern.test(url));
}

// src/load-api-key.ts

function loadApiKey({
  apiKey,
  environmentVariableName,
  apiKeyParameterName = "apiKey",
  description
}) {
  if (typeof apiKey === "string") {
    return apiKey;
  }
  if (apiKey != null) {
    throw new LoadAPIKeyError({
      message: `${description} API key must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  apiKey = process.env[environmentVariableName];
  if (apiKey == null) {
    throw new LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof apiKey !== "string") {
    throw new LoadAPIKeyError({
      message: `${description} API key must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return apiKey;
}

// src/load-optional-setting.ts
function loadOptionalSetting({
  settingValue,
  environmentVariableName
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null || typeof process === "undefined") {
    return void 0;
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null || typeof settingValue !== "string") {
    return void 0;
  }
  return settingValue;
}

// src/load-setting.ts

function loadSetting({
  settingValue,
  environmentVariableName,
  settingName,
  description
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null) {
    throw new LoadSettingError({
      message: `${description} setting must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null) {
    throw new LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof settingValue !== "string") {
    throw new LoadSettingError({
      message: `${description} setting must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return settingValue;
}

// src/media-type-to-extension.ts
function mediaTypeToExtension(mediaType) {
  var _a2;
  const [_type, subtype = ""] = mediaType.toLowerCase().split("/");
  return (_a2 = {
    mpeg: "mp3",
    "x-wav": "wav",
    opus: "ogg",
    mp4: "m4a",
    "x-m4a": "m4a"
  }[subtype]) != null ? _a2 : subtype;
}

// src/parse-json.ts


// src/secure-json-parse.ts
var suspectProtoRx = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
var suspectConstructorRx = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
function _parse(text) {
  const obj = JSON.parse(text);
  if (obj === null || typeof obj !== "object") {
    return obj;
  }
  if (suspectProtoRx.test(text) === false && suspectConstructorRx.test(text) === false) {
    return obj;
  }
  return filter(obj);
}
function filter(obj) {
  let next = [obj];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, "__proto__")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      if (Object.prototype.hasOwnProperty.call(node, "constructor") && node.constructor !== null && typeof node.constructor === "object" && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      for (const key in node) {
        const value = node[key];
        if (value && typeof value === "object") {
          next.push(value);
        }
      }
    }
  }
  return obj;
}
function secureJsonParse(text) {
  const { stackTraceLimit } = Error;
  try {
    Error.stackTraceLimit = 0;
  } catch (e) {
    return _parse(text);
  }
  try {
    return _parse(text);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// src/validate-types.ts


// src/schema.ts



// src/add-additional-properties-to-json-schema.ts
function addAdditionalPropertiesToJsonSchema(jsonSchema2) {
  if (jsonSchema2.type === "object" || Array.isArray(jsonSchema2.type) && jsonSchema2.type.includes("object")) {
    const { additionalProperties } = jsonSchema2;
    jsonSchema2.additionalProperties = additionalProperties != null && typeof additionalProperties !== "boolean" ? visit(additionalProperties) : false;
    const { properties } = jsonSchema2;
    if (properties != null) {
      for (const key of Object.keys(properties)) {
        properties[key] = visit(properties[key]);
      }
    }
  }
  if (jsonSchema2.items != null) {
    jsonSchema2.items = Array.isArray(jsonSchema2.items) ? jsonSchema2.items.map(visit) : visit(jsonSchema2.items);
  }
  if (jsonSchema2.anyOf != null) {
    jsonSchema2.anyOf = jsonSchema2.anyOf.map(visit);
  }
  if (jsonSchema2.allOf != null) {
    jsonSchema2.allOf = jsonSchema2.allOf.map(visit);
  }
  if (jsonSchema2.oneOf != null) {
    jsonSchema2.oneOf = jsonSchema2.oneOf.map(visit);
  }
  const { definitions } = jsonSchema2;
  if (definitions != null) {
    for (const key of Object.keys(definitions)) {
      definitions[key] = visit(definitions[key]);
    }
  }
  return jsonSchema2;
}
function visit(def) {
  if (typeof def === "boolean") return def;
  return addAdditionalPropertiesToJsonSchema(def);
}

// src/to-json-schema/zod3-to-json-schema/options.ts
var ignoreOverride = /* @__PURE__ */ Symbol(
  "Let zodToJsonSchema decide on which parser to use"
);
var defaultOptions = {
  name: void 0,
  $refStrategy: "root",
  basePath: ["#"],
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  removeAdditionalStrategy: "passthrough",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  definitionPath: "definitions",
  strictUnions: false,
  definitions: {},
  errorMessages: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
  nameStrategy: "ref"
};
var getDefaultOptions = (options) => typeof options === "string" ? {
  ...defaultOptions,
  name: options
} : {
  ...defaultOptions,
  ...options
};

// src/to-json-schema/zod3-to-json-schema/select-parser.ts


// src/to-json-schema/zod3-to-json-schema/parsers/any.ts
function parseAnyDef() {
  return {};
}

// src/to-json-schema/zod3-to-json-schema/parsers/array.ts

function parseArrayDef(def, refs) {
  var _a2, _b2, _c;
  const res = {
    type: "array"
  };
  if (((_a2 = def.type) == null ? void 0 : _a2._def) && ((_c = (_b2 = def.type) == null ? void 0 : _b2._def) == null ? void 0 : _c.typeName) !== types/* ZodFirstPartyTypeKind */.kY.ZodAny) {
    res.items = parseDef(def.type._def, {
      ...refs,
      currentPath: [...refs.currentPath, "items"]
    });
  }
  if (def.minLength) {
    res.minItems = def.minLength.value;
  }
  if (def.maxLength) {
    res.maxItems = def.maxLength.value;
  }
  if (def.exactLength) {
    res.minItems = def.exactLength.value;
    res.maxItems = def.exactLength.value;
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/bigint.ts
function parseBigintDef(def) {
  const res = {
    type: "integer",
    format: "int64"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/boolean.ts
function parseBooleanDef() {
  return { type: "boolean" };
}

// src/to-json-schema/zod3-to-json-schema/parsers/branded.ts
function parseBrandedDef(_def, refs) {
  return parseDef(_def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/catch.ts
var parseCatchDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/parsers/date.ts
function parseDateDef(def, refs, overrideDateStrategy) {
  const strategy = overrideDateStrategy != null ? overrideDateStrategy : refs.dateStrategy;
  if (Array.isArray(strategy)) {
    return {
      anyOf: strategy.map((item, i) => parseDateDef(def, refs, item))
    };
  }
  switch (strategy) {
    case "string":
    case "format:date-time":
      return {
        type: "string",
        format: "date-time"
      };
    case "format:date":
      return {
        type: "string",
        format: "date"
      };
    case "integer":
      return integerDateParser(def);
  }
}
var integerDateParser = (def) => {
  const res = {
    type: "integer",
    format: "unix-time"
  };
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        res.minimum = check.value;
        break;
      case "max":
        res.maximum = check.value;
        break;
    }
  }
  return res;
};

// src/to-json-schema/zod3-to-json-schema/parsers/default.ts
function parseDefaultDef(_def, refs) {
  return {
    ...parseDef(_def.innerType._def, refs),
    default: _def.defaultValue()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/effects.ts
function parseEffectsDef(_def, refs) {
  return refs.effectStrategy === "input" ? parseDef(_def.schema._def, refs) : parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/enum.ts
function parseEnumDef(def) {
  return {
    type: "string",
    enum: Array.from(def.values)
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/intersection.ts
var isJsonSchema7AllOfType = (type) => {
  if ("type" in type && type.type === "string") return false;
  return "allOf" in type;
};
function parseIntersectionDef(def, refs) {
  const allOf = [
    parseDef(def.left._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "0"]
    }),
    parseDef(def.right._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "1"]
    })
  ].filter((x) => !!x);
  const mergedAllOf = [];
  allOf.forEach((schema) => {
    if (isJsonSchema7AllOfType(schema)) {
      mergedAllOf.push(...schema.allOf);
    } else {
      let nestedSchema = schema;
      if ("additionalProperties" in schema && schema.additionalProperties === false) {
        const { additionalProperties, ...rest } = schema;
        nestedSchema = rest;
      }
      mergedAllOf.push(nestedSchema);
    }
  });
  return mergedAllOf.length ? { allOf: mergedAllOf } : void 0;
}

// src/to-json-schema/zod3-to-json-schema/parsers/literal.ts
function parseLiteralDef(def) {
  const parsedType = typeof def.value;
  if (parsedType !== "bigint" && parsedType !== "number" && parsedType !== "boolean" && parsedType !== "string") {
    return {
      type: Array.isArray(def.value) ? "array" : "object"
    };
  }
  return {
    type: parsedType === "bigint" ? "integer" : parsedType,
    const: def.value
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/record.ts


// src/to-json-schema/zod3-to-json-schema/parsers/string.ts
var emojiRegex = void 0;
var zodPatterns = {
  /**
   * `c` was changed to `[cC]` to replicate /i flag
   */
  cuid: /^[cC][^\s-]{8,}$/,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
  /**
   * `a-z` was added to replicate /i flag
   */
  email: /^(?!\.)(?!.*\.\.)([a-zA-Z0-9_'+\-.]*)[a-zA-Z0-9_+-]@([a-zA-Z0-9][a-zA-Z0-9-]*\.)+[a-zA-Z]{2,}$/,
  /**
   * Constructed a valid Unicode RegExp
   *
   * Lazily instantiate since this type of regex isn't supported
   * in all envs (e.g. React Native).
   *
   * See:
   * https://github.com/colinhacks/zod/issues/2433
   * Fix in Zod:
   * https://github.com/colinhacks/zod/commit/9340fd51e48576a75adc919bff65dbc4a5d4c99b
   */
  emoji: () => {
    if (emojiRegex === void 0) {
      emojiRegex = RegExp(
        "^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$",
        "u"
      );
    }
    return emojiRegex;
  },
  /**
   * Unused
   */
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/,
  /**
   * Unused
   */
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ipv4Cidr: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/,
  /**
   * Unused
   */
  ipv6: /^(([a-f0-9]{1,4}:){7}|::([a-f0-9]{1,4}:){0,6}|([a-f0-9]{1,4}:){1}:([a-f0-9]{1,4}:){0,5}|([a-f0-9]{1,4}:){2}:([a-f0-9]{1,4}:){0,4}|([a-f0-9]{1,4}:){3}:([a-f0-9]{1,4}:){0,3}|([a-f0-9]{1,4}:){4}:([a-f0-9]{1,4}:){0,2}|([a-f0-9]{1,4}:){5}:([a-f0-9]{1,4}:){0,1})([a-f0-9]{1,4}|(((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2}))\.){3}((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2})))$/,
  ipv6Cidr: /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  nanoid: /^[a-zA-Z0-9_-]{21}$/,
  jwt: /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/
};
function parseStringDef(def, refs) {
  const res = {
    type: "string"
  };
  if (def.checks) {
    for (const check of def.checks) {
      switch (check.kind) {
        case "min":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          break;
        case "max":
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "email":
          switch (refs.emailStrategy) {
            case "format:email":
              addFormat(res, "email", check.message, refs);
              break;
            case "format:idn-email":
              addFormat(res, "idn-email", check.message, refs);
              break;
            case "pattern:zod":
              addPattern(res, zodPatterns.email, check.message, refs);
              break;
          }
          break;
        case "url":
          addFormat(res, "uri", check.message, refs);
          break;
        case "uuid":
          addFormat(res, "uuid", check.message, refs);
          break;
        case "regex":
          addPattern(res, check.regex, check.message, refs);
          break;
        case "cuid":
          addPattern(res, zodPatterns.cuid, check.message, refs);
          break;
        case "cuid2":
          addPattern(res, zodPatterns.cuid2, check.message, refs);
          break;
        case "startsWith":
          addPattern(
            res,
            RegExp(`^${escapeLiteralCheckValue(check.value, refs)}`),
            check.message,
            refs
          );
          break;
        case "endsWith":
          addPattern(
            res,
            RegExp(`${escapeLiteralCheckValue(check.value, refs)}$`),
            check.message,
            refs
          );
          break;
        case "datetime":
          addFormat(res, "date-time", check.message, refs);
          break;
        case "date":
          addFormat(res, "date", check.message, refs);
          break;
        case "time":
          addFormat(res, "time", check.message, refs);
          break;
        case "duration":
          addFormat(res, "duration", check.message, refs);
          break;
        case "length":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "includes": {
          addPattern(
            res,
            RegExp(escapeLiteralCheckValue(check.value, refs)),
            check.message,
            refs
          );
          break;
        }
        case "ip": {
          if (check.version !== "v6") {
            addFormat(res, "ipv4", check.message, refs);
          }
          if (check.version !== "v4") {
            addFormat(res, "ipv6", check.message, refs);
          }
          break;
        }
        case "base64url":
          addPattern(res, zodPatterns.base64url, check.message, refs);
          break;
        case "jwt":
          addPattern(res, zodPatterns.jwt, check.message, refs);
          break;
        case "cidr": {
          if (check.version !== "v6") {
            addPattern(res, zodPatterns.ipv4Cidr, check.message, refs);
          }
          if (check.version !== "v4") {
            addPattern(res, zodPatterns.ipv6Cidr, check.message, refs);
          }
          break;
        }
        case "emoji":
          addPattern(res, zodPatterns.emoji(), check.message, refs);
          break;
        case "ulid": {
          addPattern(res, zodPatterns.ulid, check.message, refs);
          break;
        }
        case "base64": {
          switch (refs.base64Strategy) {
            case "format:binary": {
              addFormat(res, "binary", check.message, refs);
              break;
            }
            case "contentEncoding:base64": {
              res.contentEncoding = "base64";
              break;
            }
            case "pattern:zod": {
              addPattern(res, zodPatterns.base64, check.message, refs);
              break;
            }
          }
          break;
        }
        case "nanoid": {
          addPattern(res, zodPatterns.nanoid, check.message, refs);
        }
        case "toLowerCase":
        case "toUpperCase":
        case "trim":
          break;
        default:
          /* @__PURE__ */ ((_) => {
          })(check);
      }
    }
  }
  return res;
}
function escapeLiteralCheckValue(literal, refs) {
  return refs.patternStrategy === "escape" ? escapeNonAlphaNumeric(literal) : literal;
}
var ALPHA_NUMERIC = new Set(
  "ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789"
);
function escapeNonAlphaNumeric(source) {
  let result = "";
  for (let i = 0; i < source.length; i++) {
    if (!ALPHA_NUMERIC.has(source[i])) {
      result += "\\";
    }
    result += source[i];
  }
  return result;
}
function addFormat(schema, value, message, refs) {
  var _a2;
  if (schema.format || ((_a2 = schema.anyOf) == null ? void 0 : _a2.some((x) => x.format))) {
    if (!schema.anyOf) {
      schema.anyOf = [];
    }
    if (schema.format) {
      schema.anyOf.push({
        format: schema.format
      });
      delete schema.format;
    }
    schema.anyOf.push({
      format: value,
      ...message && refs.errorMessages && { errorMessage: { format: message } }
    });
  } else {
    schema.format = value;
  }
}
function addPattern(schema, regex, message, refs) {
  var _a2;
  if (schema.pattern || ((_a2 = schema.allOf) == null ? void 0 : _a2.some((x) => x.pattern))) {
    if (!schema.allOf) {
      schema.allOf = [];
    }
    if (schema.pattern) {
      schema.allOf.push({
        pattern: schema.pattern
      });
      delete schema.pattern;
    }
    schema.allOf.push({
      pattern: stringifyRegExpWithFlags(regex, refs),
      ...message && refs.errorMessages && { errorMessage: { pattern: message } }
    });
  } else {
    schema.pattern = stringifyRegExpWithFlags(regex, refs);
  }
}
function stringifyRegExpWithFlags(regex, refs) {
  var _a2;
  if (!refs.applyRegexFlags || !regex.flags) {
    return regex.source;
  }
  const flags = {
    i: regex.flags.includes("i"),
    // Case-insensitive
    m: regex.flags.includes("m"),
    // `^` and `$` matches adjacent to newline characters
    s: regex.flags.includes("s")
    // `.` matches newlines
  };
  const source = flags.i ? regex.source.toLowerCase() : regex.source;
  let pattern = "";
  let isEscaped = false;
  let inCharGroup = false;
  let inCharRange = false;
  for (let i = 0; i < source.length; i++) {
    if (isEscaped) {
      pattern += source[i];
      isEscaped = false;
      continue;
    }
    if (flags.i) {
      if (inCharGroup) {
        if (source[i].match(/[a-z]/)) {
          if (inCharRange) {
            pattern += source[i];
            pattern += `${source[i - 2]}-${source[i]}`.toUpperCase();
            inCharRange = false;
          } else if (source[i + 1] === "-" && ((_a2 = source[i + 2]) == null ? void 0 : _a2.match(/[a-z]/))) {
            pattern += source[i];
            inCharRange = true;
          } else {
            pattern += `${source[i]}${source[i].toUpperCase()}`;
          }
          continue;
        }
      } else if (source[i].match(/[a-z]/)) {
        pattern += `[${source[i]}${source[i].toUpperCase()}]`;
        continue;
      }
    }
    if (flags.m) {
      if (source[i] === "^") {
        pattern += `(^|(?<=[\r
]))`;
        continue;
      } else if (source[i] === "$") {
        pattern += `($|(?=[\r
]))`;
        continue;
      }
    }
    if (flags.s && source[i] === ".") {
      pattern += inCharGroup ? `${source[i]}\r
` : `[${source[i]}\r
]`;
      continue;
    }
    pattern += source[i];
    if (source[i] === "\\") {
      isEscaped = true;
    } else if (inCharGroup && source[i] === "]") {
      inCharGroup = false;
    } else if (!inCharGroup && source[i] === "[") {
      inCharGroup = true;
    }
  }
  try {
    new RegExp(pattern);
  } catch (e) {
    console.warn(
      `Could not convert regex pattern at ${refs.currentPath.join(
        "/"
      )} to a flag-independent form! Falling back to the flag-ignorant source`
    );
    return regex.source;
  }
  return pattern;
}

// src/to-json-schema/zod3-to-json-schema/parsers/record.ts
function parseRecordDef(def, refs) {
  var _a2, _b2, _c, _d, _e, _f;
  const schema = {
    type: "object",
    additionalProperties: (_a2 = parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    })) != null ? _a2 : refs.allowedAdditionalProperties
  };
  if (((_b2 = def.keyType) == null ? void 0 : _b2._def.typeName) === types/* ZodFirstPartyTypeKind */.kY.ZodString && ((_c = def.keyType._def.checks) == null ? void 0 : _c.length)) {
    const { type, ...keyType } = parseStringDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  } else if (((_d = def.keyType) == null ? void 0 : _d._def.typeName) === types/* ZodFirstPartyTypeKind */.kY.ZodEnum) {
    return {
      ...schema,
      propertyNames: {
        enum: def.keyType._def.values
      }
    };
  } else if (((_e = def.keyType) == null ? void 0 : _e._def.typeName) === types/* ZodFirstPartyTypeKind */.kY.ZodBranded && def.keyType._def.type._def.typeName === types/* ZodFirstPartyTypeKind */.kY.ZodString && ((_f = def.keyType._def.type._def.checks) == null ? void 0 : _f.length)) {
    const { type, ...keyType } = parseBrandedDef(
      def.keyType._def,
      refs
    );
    return {
      ...schema,
      propertyNames: keyType
    };
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/map.ts
function parseMapDef(def, refs) {
  if (refs.mapStrategy === "record") {
    return parseRecordDef(def, refs);
  }
  const keys = parseDef(def.keyType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "0"]
  }) || parseAnyDef();
  const values = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "1"]
  }) || parseAnyDef();
  return {
    type: "array",
    maxItems: 125,
    items: {
      type: "array",
      items: [keys, values],
      minItems: 2,
      maxItems: 2
    }
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/native-enum.ts
function parseNativeEnumDef(def) {
  const object = def.values;
  const actualKeys = Object.keys(def.values).filter((key) => {
    return typeof object[object[key]] !== "number";
  });
  const actualValues = actualKeys.map((key) => object[key]);
  const parsedTypes = Array.from(
    new Set(actualValues.map((values) => typeof values))
  );
  return {
    type: parsedTypes.length === 1 ? parsedTypes[0] === "string" ? "string" : "number" : ["string", "number"],
    enum: actualValues
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/never.ts
function parseNeverDef() {
  return { not: parseAnyDef() };
}

// src/to-json-schema/zod3-to-json-schema/parsers/null.ts
function parseNullDef() {
  return {
    type: "null"
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/union.ts
var primitiveMappings = {
  ZodString: "string",
  ZodNumber: "number",
  ZodBigInt: "integer",
  ZodBoolean: "boolean",
  ZodNull: "null"
};
function parseUnionDef(def, refs) {
  const options = def.options instanceof Map ? Array.from(def.options.values()) : def.options;
  if (options.every(
    (x) => x._def.typeName in primitiveMappings && (!x._def.checks || !x._def.checks.length)
  )) {
    const types = options.reduce((types2, x) => {
      const type = primitiveMappings[x._def.typeName];
      return type && !types2.includes(type) ? [...types2, type] : types2;
    }, []);
    return {
      type: types.length > 1 ? types : types[0]
    };
  } else if (options.every((x) => x._def.typeName === "ZodLiteral" && !x.description)) {
    const types = options.reduce(
      (acc, x) => {
        const type = typeof x._def.value;
        switch (type) {
          case "string":
          case "number":
          case "boolean":
            return [...acc, type];
          case "bigint":
            return [...acc, "integer"];
          case "object":
            if (x._def.value === null) return [...acc, "null"];
          case "symbol":
          case "undefined":
          case "function":
          default:
            return acc;
        }
      },
      []
    );
    if (types.length === options.length) {
      const uniqueTypes = types.filter((x, i, a) => a.indexOf(x) === i);
      return {
        type: uniqueTypes.length > 1 ? uniqueTypes : uniqueTypes[0],
        enum: options.reduce(
          (acc, x) => {
            return acc.includes(x._def.value) ? acc : [...acc, x._def.value];
          },
          []
        )
      };
    }
  } else if (options.every((x) => x._def.typeName === "ZodEnum")) {
    return {
      type: "string",
      enum: options.reduce(
        (acc, x) => [
          ...acc,
          ...x._def.values.filter((x2) => !acc.includes(x2))
        ],
        []
      )
    };
  }
  return asAnyOf(def, refs);
}
var asAnyOf = (def, refs) => {
  const anyOf = (def.options instanceof Map ? Array.from(def.options.values()) : def.options).map(
    (x, i) => parseDef(x._def, {
      ...refs,
      currentPath: [...refs.currentPath, "anyOf", `${i}`]
    })
  ).filter(
    (x) => !!x && (!refs.strictUnions || typeof x === "object" && Object.keys(x).length > 0)
  );
  return anyOf.length ? { anyOf } : void 0;
};

// src/to-json-schema/zod3-to-json-schema/parsers/nullable.ts
function parseNullableDef(def, refs) {
  if (["ZodString", "ZodNumber", "ZodBigInt", "ZodBoolean", "ZodNull"].includes(
    def.innerType._def.typeName
  ) && (!def.innerType._def.checks || !def.innerType._def.checks.length)) {
    return {
      type: [
        primitiveMappings[def.innerType._def.typeName],
        "null"
      ]
    };
  }
  const base = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "0"]
  });
  return base && { anyOf: [base, { type: "null" }] };
}

// src/to-json-schema/zod3-to-json-schema/parsers/number.ts
function parseNumberDef(def) {
  const res = {
    type: "number"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "int":
        res.type = "integer";
        break;
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/object.ts
function parseObjectDef(def, refs) {
  const result = {
    type: "object",
    properties: {}
  };
  const required = [];
  const shape = def.shape();
  for (const propName in shape) {
    let propDef = shape[propName];
    if (propDef === void 0 || propDef._def === void 0) {
      continue;
    }
    const propOptional = safeIsOptional(propDef);
    const parsedDef = parseDef(propDef._def, {
      ...refs,
      currentPath: [...refs.currentPath, "properties", propName],
      propertyPath: [...refs.currentPath, "properties", propName]
    });
    if (parsedDef === void 0) {
      continue;
    }
    result.properties[propName] = parsedDef;
    if (!propOptional) {
      required.push(propName);
    }
  }
  if (required.length) {
    result.required = required;
  }
  const additionalProperties = decideAdditionalProperties(def, refs);
  if (additionalProperties !== void 0) {
    result.additionalProperties = additionalProperties;
  }
  return result;
}
function decideAdditionalProperties(def, refs) {
  if (def.catchall._def.typeName !== "ZodNever") {
    return parseDef(def.catchall._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    });
  }
  switch (def.unknownKeys) {
    case "passthrough":
      return refs.allowedAdditionalProperties;
    case "strict":
      return refs.rejectedAdditionalProperties;
    case "strip":
      return refs.removeAdditionalStrategy === "strict" ? refs.allowedAdditionalProperties : refs.rejectedAdditionalProperties;
  }
}
function safeIsOptional(schema) {
  try {
    return schema.isOptional();
  } catch (e) {
    return true;
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/optional.ts
var parseOptionalDef = (def, refs) => {
  var _a2;
  if (refs.currentPath.toString() === ((_a2 = refs.propertyPath) == null ? void 0 : _a2.toString())) {
    return parseDef(def.innerType._def, refs);
  }
  const innerSchema = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "1"]
  });
  return innerSchema ? { anyOf: [{ not: parseAnyDef() }, innerSchema] } : parseAnyDef();
};

// src/to-json-schema/zod3-to-json-schema/parsers/pipeline.ts
var parsePipelineDef = (def, refs) => {
  if (refs.pipeStrategy === "input") {
    return parseDef(def.in._def, refs);
  } else if (refs.pipeStrategy === "output") {
    return parseDef(def.out._def, refs);
  }
  const a = parseDef(def.in._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", "0"]
  });
  const b = parseDef(def.out._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", a ? "1" : "0"]
  });
  return {
    allOf: [a, b].filter((x) => x !== void 0)
  };
};

// src/to-json-schema/zod3-to-json-schema/parsers/promise.ts
function parsePromiseDef(def, refs) {
  return parseDef(def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/set.ts
function parseSetDef(def, refs) {
  const items = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items"]
  });
  const schema = {
    type: "array",
    uniqueItems: true,
    items
  };
  if (def.minSize) {
    schema.minItems = def.minSize.value;
  }
  if (def.maxSize) {
    schema.maxItems = def.maxSize.value;
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/tuple.ts
function parseTupleDef(def, refs) {
  if (def.rest) {
    return {
      type: "array",
      minItems: def.items.length,
      items: def.items.map(
        (x, i) => parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      ),
      additionalItems: parseDef(def.rest._def, {
        ...refs,
        currentPath: [...refs.currentPath, "additionalItems"]
      })
    };
  } else {
    return {
      type: "array",
      minItems: def.items.length,
      maxItems: def.items.length,
      items: def.items.map(
        (x, i) => parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      )
    };
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/undefined.ts
function parseUndefinedDef() {
  return {
    not: parseAnyDef()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/unknown.ts
function parseUnknownDef() {
  return parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/readonly.ts
var parseReadonlyDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/select-parser.ts
var selectParser = (def, typeName, refs) => {
  switch (typeName) {
    case types/* ZodFirstPartyTypeKind */.kY.ZodString:
      return parseStringDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodNumber:
      return parseNumberDef(def);
    case types/* ZodFirstPartyTypeKind */.kY.ZodObject:
      return parseObjectDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodBigInt:
      return parseBigintDef(def);
    case types/* ZodFirstPartyTypeKind */.kY.ZodBoolean:
      return parseBooleanDef();
    case types/* ZodFirstPartyTypeKind */.kY.ZodDate:
      return parseDateDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodUndefined:
      return parseUndefinedDef();
    case types/* ZodFirstPartyTypeKind */.kY.ZodNull:
      return parseNullDef();
    case types/* ZodFirstPartyTypeKind */.kY.ZodArray:
      return parseArrayDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodUnion:
    case types/* ZodFirstPartyTypeKind */.kY.ZodDiscriminatedUnion:
      return parseUnionDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodIntersection:
      return parseIntersectionDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodTuple:
      return parseTupleDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodRecord:
      return parseRecordDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodLiteral:
      return parseLiteralDef(def);
    case types/* ZodFirstPartyTypeKind */.kY.ZodEnum:
      return parseEnumDef(def);
    case types/* ZodFirstPartyTypeKind */.kY.ZodNativeEnum:
      return parseNativeEnumDef(def);
    case types/* ZodFirstPartyTypeKind */.kY.ZodNullable:
      return parseNullableDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodOptional:
      return parseOptionalDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodMap:
      return parseMapDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodSet:
      return parseSetDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodLazy:
      return () => def.getter()._def;
    case types/* ZodFirstPartyTypeKind */.kY.ZodPromise:
      return parsePromiseDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodNaN:
    case types/* ZodFirstPartyTypeKind */.kY.ZodNever:
      return parseNeverDef();
    case types/* ZodFirstPartyTypeKind */.kY.ZodEffects:
      return parseEffectsDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodAny:
      return parseAnyDef();
    case types/* ZodFirstPartyTypeKind */.kY.ZodUnknown:
      return parseUnknownDef();
    case types/* ZodFirstPartyTypeKind */.kY.ZodDefault:
      return parseDefaultDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodBranded:
      return parseBrandedDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodReadonly:
      return parseReadonlyDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodCatch:
      return parseCatchDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodPipeline:
      return parsePipelineDef(def, refs);
    case types/* ZodFirstPartyTypeKind */.kY.ZodFunction:
    case types/* ZodFirstPartyTypeKind */.kY.ZodVoid:
    case types/* ZodFirstPartyTypeKind */.kY.ZodSymbol:
      return void 0;
    default:
      return /* @__PURE__ */ ((_) => void 0)(typeName);
  }
};

// src/to-json-schema/zod3-to-json-schema/get-relative-path.ts
var getRelativePath = (pathA, pathB) => {
  let i = 0;
  for (; i < pathA.length && i < pathB.length; i++) {
    if (pathA[i] !== pathB[i]) break;
  }
  return [(pathA.length - i).toString(), ...pathB.slice(i)].join("/");
};

// src/to-json-schema/zod3-to-json-schema/parse-def.ts
function parseDef(def, refs, forceResolution = false) {
  var _a2;
  const seenItem = refs.seen.get(def);
  if (refs.override) {
    const overrideResult = (_a2 = refs.override) == null ? void 0 : _a2.call(
      refs,
      def,
      refs,
      seenItem,
      forceResolution
    );
    if (overrideResult !== ignoreOverride) {
      return overrideResult;
    }
  }
  if (seenItem && !forceResolution) {
    const seenSchema = get$ref(seenItem, refs);
    if (seenSchema !== void 0) {
      return seenSchema;
    }
  }
  const newItem = { def, path: refs.currentPath, jsonSchema: void 0 };
  refs.seen.set(def, newItem);
  const jsonSchemaOrGetter = selectParser(def, def.typeName, refs);
  const jsonSchema2 = typeof jsonSchemaOrGetter === "function" ? parseDef(jsonSchemaOrGetter(), refs) : jsonSchemaOrGetter;
  if (jsonSchema2) {
    addMeta(def, refs, jsonSchema2);
  }
  if (refs.postProcess) {
    const postProcessResult = refs.postProcess(jsonSchema2, def, refs);
    newItem.jsonSchema = jsonSchema2;
    return postProcessResult;
  }
  newItem.jsonSchema = jsonSchema2;
  return jsonSchema2;
}
var get$ref = (item, refs) => {
  switch (refs.$refStrategy) {
    case "root":
      return { $ref: item.path.join("/") };
    case "relative":
      return { $ref: getRelativePath(refs.currentPath, item.path) };
    case "none":
    case "seen": {
      if (item.path.length < refs.currentPath.length && item.path.every((value, index) => refs.currentPath[index] === value)) {
        console.warn(
          `Recursive reference detected at ${refs.currentPath.join(
            "/"
          )}! Defaulting to any`
        );
        return parseAnyDef();
      }
      return refs.$refStrategy === "seen" ? parseAnyDef() : void 0;
    }
  }
};
var addMeta = (def, refs, jsonSchema2) => {
  if (def.description) {
    jsonSchema2.description = def.description;
  }
  return jsonSchema2;
};

// src/to-json-schema/zod3-to-json-schema/refs.ts
var getRefs = (options) => {
  const _options = getDefaultOptions(options);
  const currentPath = _options.name !== void 0 ? [..._options.basePath, _options.definitionPath, _options.name] : _options.basePath;
  return {
    ..._options,
    currentPath,
    propertyPath: void 0,
    seen: new Map(
      Object.entries(_options.definitions).map(([name2, def]) => [
        def._def,
        {
          def: def._def,
          path: [..._options.basePath, _options.definitionPath, name2],
          // Resolution of references will be forced even though seen, so it's ok that the schema is undefined here for now.
          jsonSchema: void 0
        }
      ])
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/zod3-to-json-schema.ts
var zod3ToJsonSchema = (schema, options) => {
  var _a2;
  const refs = getRefs(options);
  let definitions = typeof options === "object" && options.definitions ? Object.entries(options.definitions).reduce(
    (acc, [name3, schema2]) => {
      var _a3;
      return {
        ...acc,
        [name3]: (_a3 = parseDef(
          schema2._def,
          {
            ...refs,
            currentPath: [...refs.basePath, refs.definitionPath, name3]
          },
          true
        )) != null ? _a3 : parseAnyDef()
      };
    },
    {}
  ) : void 0;
  const name2 = typeof options === "string" ? options : (options == null ? void 0 : options.nameStrategy) === "title" ? void 0 : options == null ? void 0 : options.name;
  const main = (_a2 = parseDef(
    schema._def,
    name2 === void 0 ? refs : {
      ...refs,
      currentPath: [...refs.basePath, refs.definitionPath, name2]
    },
    false
  )) != null ? _a2 : parseAnyDef();
  const title = typeof options === "object" && options.name !== void 0 && options.nameStrategy === "title" ? options.name : void 0;
  if (title !== void 0) {
    main.title = title;
  }
  const combined = name2 === void 0 ? definitions ? {
    ...main,
    [refs.definitionPath]: definitions
  } : main : {
    $ref: [
      ...refs.$refStrategy === "relative" ? [] : refs.basePath,
      refs.definitionPath,
      name2
    ].join("/"),
    [refs.definitionPath]: {
      ...definitions,
      [name2]: main
    }
  };
  combined.$schema = "http://json-schema.org/draft-07/schema#";
  return combined;
};

// src/schema.ts
var schemaSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.schema");
function lazySchema(createSchema) {
  let schema;
  return () => {
    if (schema == null) {
      schema = createSchema();
    }
    return schema;
  };
}
function jsonSchema(jsonSchema2, {
  validate
} = {}) {
  return {
    [schemaSymbol]: true,
    _type: void 0,
    // should never be used directly
    get jsonSchema() {
      if (typeof jsonSchema2 === "function") {
        jsonSchema2 = jsonSchema2();
      }
      return jsonSchema2;
    },
    validate
  };
}
function isSchema(value) {
  return typeof value === "object" && value !== null && schemaSymbol in value && value[schemaSymbol] === true && "jsonSchema" in value && "validate" in value;
}
function asSchema(schema) {
  return schema == null ? jsonSchema({
    type: "object",
    properties: {},
    additionalProperties: false
  }) : isSchema(schema) ? schema : "~standard" in schema ? schema["~standard"].vendor === "zod" ? zodSchema(schema) : standardSchema(schema) : schema();
}
function standardSchema(standardSchema2) {
  return jsonSchema(
    () => {
      if (!hasStandardJsonSchema(standardSchema2)) {
        throw new Error(
          `Standard schema vendor '${standardSchema2["~standard"].vendor}' does not support JSON Schema conversion.`
        );
      }
      return addAdditionalPropertiesToJsonSchema(
        standardSchema2["~standard"].jsonSchema.input({
          target: "draft-07"
        })
      );
    },
    {
      validate: async (value) => {
        const result = await standardSchema2["~standard"].validate(value);
        return "value" in result ? { success: true, value: result.value } : {
          success: false,
          error: new TypeValidationError({
            value,
            cause: result.issues
          })
        };
      }
    }
  );
}
function hasStandardJsonSchema(schema) {
  return schema["~standard"].jsonSchema != null;
}
function zod3Schema(zodSchema2, options) {
  var _a2;
  const useReferences = (_a2 = options == null ? void 0 : options.useReferences) != null ? _a2 : false;
  return jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => zod3ToJsonSchema(zodSchema2, {
      $refStrategy: useReferences ? "root" : "none"
    }),
    {
      validate: async (value) => {
        const result = await zodSchema2.safeParseAsync(value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function zod4Schema(zodSchema2, options) {
  var _a2;
  const useReferences = (_a2 = options == null ? void 0 : options.useReferences) != null ? _a2 : false;
  return jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => addAdditionalPropertiesToJsonSchema(
      json_schema_processors/* toJSONSchema */.bl(zodSchema2, {
        target: "draft-7",
        io: "input",
        reused: useReferences ? "ref" : "inline"
      })
    ),
    {
      validate: async (value) => {
        const result = await parse/* safeParseAsync */.bp(zodSchema2, value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function isZod4Schema(zodSchema2) {
  return "_zod" in zodSchema2;
}
function zodSchema(zodSchema2, options) {
  if (isZod4Schema(zodSchema2)) {
    return zod4Schema(zodSchema2, options);
  } else {
    return zod3Schema(zodSchema2, options);
  }
}

// src/validate-types.ts
async function validateTypes({
  value,
  schema,
  context
}) {
  const result = await safeValidateTypes({ value, schema, context });
  if (!result.success) {
    throw TypeValidationError.wrap({ value, cause: result.error, context });
  }
  return result.value;
}
async function safeValidateTypes({
  value,
  schema,
  context
}) {
  const actualSchema = asSchema(schema);
  try {
    if (actualSchema.validate == null) {
      return { success: true, value, rawValue: value };
    }
    const result = await actualSchema.validate(value);
    if (result.success) {
      return { success: true, value: result.value, rawValue: value };
    }
    return {
      success: false,
      error: TypeValidationError.wrap({ value, cause: result.error, context }),
      rawValue: value
    };
  } catch (error) {
    return {
      success: false,
      error: TypeValidationError.wrap({ value, cause: error, context }),
      rawValue: value
    };
  }
}

// src/parse-json.ts
async function parseJSON({
  text,
  schema
}) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) {
      return value;
    }
    return validateTypes({ value, schema });
  } catch (error) {
    if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) {
      throw error;
    }
    throw new JSONParseError({ text, cause: error });
  }
}
async function safeParseJSON({
  text,
  schema
}) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) {
      return { success: true, value, rawValue: value };
    }
    return await safeValidateTypes({ value, schema });
  } catch (error) {
    return {
      success: false,
      error: JSONParseError.isInstance(error) ? error : new JSONParseError({ text, cause: error }),
      rawValue: void 0
    };
  }
}
function isParsableJson(input) {
  try {
    secureJsonParse(input);
    return true;
  } catch (e) {
    return false;
  }
}

// src/parse-json-event-stream.ts

function parseJsonEventStream({
  stream,
  schema
}) {
  return stream.pipeThrough(new TextDecoderStream()).pipeThrough(new dist_stream/* EventSourceParserStream */.Z()).pipeThrough(
    new TransformStream({
      async transform({ data }, controller) {
        if (data === "[DONE]") {
          return;
        }
        controller.enqueue(await safeParseJSON({ text: data, schema }));
      }
    })
  );
}

// src/parse-provider-options.ts

async function parseProviderOptions({
  provider,
  providerOptions,
  schema
}) {
  if ((providerOptions == null ? void 0 : providerOptions[provider]) == null) {
    return void 0;
  }
  const parsedProviderOptions = await safeValidateTypes({
    value: providerOptions[provider],
    schema
  });
  if (!parsedProviderOptions.success) {
    throw new InvalidArgumentError({
      argument: "providerOptions",
      message: `invalid ${provider} provider options`,
      cause: parsedProviderOptions.error
    });
  }
  return parsedProviderOptions.value;
}

// src/post-to-api.ts

var getOriginalFetch2 = () => globalThis.fetch;
var postJsonToApi = async ({
  url,
  headers,
  body,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => postToApi({
  url,
  headers: {
    "Content-Type": "application/json",
    ...headers
  },
  body: {
    content: JSON.stringify(body),
    values: body
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postFormDataToApi = async ({
  url,
  headers,
  formData,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => postToApi({
  url,
  headers,
  body: {
    content: formData,
    values: Object.fromEntries(formData.entries())
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postToApi = async ({
  url,
  headers = {},
  body,
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch = getOriginalFetch2()
}) => {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: withUserAgentSuffix(
        headers,
        `ai-sdk/provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      body: body.content,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: body.values
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: body.values
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: body.values
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: body.values
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: body.values });
  }
};

// src/types/tool.ts
function tool(tool2) {
  return tool2;
}
function dynamicTool(tool2) {
  return { ...tool2, type: "dynamic" };
}

// src/provider-tool-factory.ts
function createProviderToolFactory({
  id,
  inputSchema
}) {
  return ({
    execute,
    outputSchema,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}
function createProviderToolFactoryWithOutputSchema({
  id,
  inputSchema,
  outputSchema,
  supportsDeferredResults
}) {
  return ({
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    supportsDeferredResults
  });
}

// src/remove-undefined-entries.ts
function removeUndefinedEntries(record) {
  return Object.fromEntries(
    Object.entries(record).filter(([_key, value]) => value != null)
  );
}

// src/resolve.ts
async function resolve(value) {
  if (typeof value === "function") {
    value = value();
  }
  return value;
}

// src/retry-with-exponential-backoff.ts
var retryWithExponentialBackoff = ({
  maxRetries = 2,
  initialDelayInMs = 2e3,
  backoffFactor = 2,
  abortSignal,
  shouldRetry,
  getDelayInMs = ({ exponentialBackoffDelay }) => exponentialBackoffDelay,
  createRetryError = ({ message }) => new Error(message)
}) => async (f) => retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs: initialDelayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
});
async function retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
}, errors = []) {
  try {
    return await f();
  } catch (error) {
    if (isAbortError(error)) {
      throw error;
    }
    if (maxRetries === 0) {
      throw error;
    }
    const errorMessage = dist_getErrorMessage(error);
    const newErrors = [...errors, error];
    const tryNumber = newErrors.length;
    if (tryNumber > maxRetries) {
      throw createRetryError({
        message: `Failed after ${tryNumber} attempts. Last error: ${errorMessage}`,
        reason: "maxRetriesExceeded",
        errors: newErrors
      });
    }
    if (await shouldRetry(error) && tryNumber <= maxRetries) {
      await delay(
        getDelayInMs({
          error,
          exponentialBackoffDelay: delayInMs
        }),
        { abortSignal }
      );
      return retryWithExponentialBackoffInternal(
        f,
        {
          maxRetries,
          delayInMs: backoffFactor * delayInMs,
          backoffFactor,
          abortSignal,
          shouldRetry,
          getDelayInMs,
          createRetryError
        },
        newErrors
      );
    }
    if (tryNumber === 1) {
      throw error;
    }
    throw createRetryError({
      message: `Failed after ${tryNumber} attempts with non-retryable error: '${errorMessage}'`,
      reason: "errorNotRetryable",
      errors: newErrors
    });
  }
}

// src/response-handler.ts

var textDecoder = new TextDecoder();
function wrapResponseBodyStream({
  stream,
  url,
  requestBodyValues,
  statusCode,
  responseHeaders
}) {
  const reader = stream.getReader();
  let readerReleased = false;
  const releaseReader = () => {
    if (!readerReleased) {
      reader.releaseLock();
      readerReleased = true;
    }
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          releaseReader();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        releaseReader();
        if (isAbortError(error)) {
          controller.error(error);
          return;
        }
        controller.error(
          handleFetchError({
            error: new APICallError({
              message: "Failed to process successful response",
              cause: error,
              statusCode,
              url,
              responseHeaders,
              requestBodyValues
            }),
            url,
            requestBodyValues
          })
        );
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        releaseReader();
      }
    }
  });
}
async function readResponseBodyAsText({
  response,
  url
}) {
  return textDecoder.decode(
    await readResponseWithSizeLimit({
      response,
      url
    })
  );
}
var createJsonErrorResponseHandler = ({
  errorSchema,
  errorToMessage,
  isRetryable
}) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({ response, url });
  const responseHeaders = extractResponseHeaders(response);
  if (responseBody.trim() === "") {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable == null ? void 0 : isRetryable(response)
      })
    };
  }
  try {
    const parsedError = await parseJSON({
      text: responseBody,
      schema: errorSchema
    });
    return {
      responseHeaders,
      value: new APICallError({
        message: errorToMessage(parsedError),
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        data: parsedError,
        isRetryable: isRetryable == null ? void 0 : isRetryable(response, parsedError)
      })
    };
  } catch (parseError) {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable == null ? void 0 : isRetryable(response)
      })
    };
  }
};
var createEventSourceResponseHandler = (chunkSchema) => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: parseJsonEventStream({
      stream: wrapResponseBodyStream({
        stream: response.body,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders
      }),
      schema: chunkSchema
    })
  };
};
var createJsonResponseHandler = (responseSchema) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({ response, url });
  const parsedResult = await safeParseJSON({
    text: responseBody,
    schema: responseSchema
  });
  const responseHeaders = extractResponseHeaders(response);
  if (!parsedResult.success) {
    throw new APICallError({
      message: "Invalid JSON response",
      cause: parsedResult.error,
      statusCode: response.status,
      responseHeaders,
      responseBody,
      url,
      requestBodyValues
    });
  }
  return {
    responseHeaders,
    value: parsedResult.value,
    rawValue: parsedResult.rawValue
  };
};
var createBinaryResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (!response.body) {
    throw new APICallError({
      message: "Response body is empty",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0
    });
  }
  try {
    const buffer = await response.arrayBuffer();
    return {
      responseHeaders,
      value: new Uint8Array(buffer)
    };
  } catch (error) {
    throw new APICallError({
      message: "Failed to read response as array buffer",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0,
      cause: error
    });
  }
};
var createStatusCodeErrorResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  const responseBody = await readResponseBodyAsText({ response, url });
  return {
    responseHeaders,
    value: new APICallError4({
      message: response.statusText,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody
    })
  };
};

// src/streaming-tool-call-tracker.ts


// src/streaming-tool-call-argument-state.ts
function startsWithStructuredValue(value) {
  if (typeof value !== "string") {
    return false;
  }
  const firstCharacter = value.trimStart()[0];
  return firstCharacter === "{" || firstCharacter === "[";
}
var StreamingToolCallArgumentState = class {
  constructor(initialValue = "") {
    this.structure = { kind: "undetermined" };
    this.append(initialValue);
  }
  get hasCompleteStructuredValue() {
    return this.structure.kind === "structured" && this.structure.complete === true;
  }
  append(delta) {
    let nextStructure = this.structure;
    for (const character of delta) {
      if (nextStructure.kind === "undetermined") {
        if (/\s/.test(character)) {
          continue;
        }
        if (character !== "{" && character !== "[") {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure = {
          kind: "structured",
          stack: [character],
          inString: false,
          escaped: false,
          complete: false
        };
        continue;
      }
      if (nextStructure.kind !== "structured" || nextStructure.complete) {
        continue;
      }
      if (nextStructure.inString) {
        if (nextStructure.escaped) {
          nextStructure.escaped = false;
        } else if (character === "\\") {
          nextStructure.escaped = true;
        } else if (character === '"') {
          nextStructure.inString = false;
        }
        continue;
      }
      if (character === '"') {
        nextStructure.inString = true;
      } else if (character === "{" || character === "[") {
        nextStructure.stack.push(character);
      } else if (character === "}" || character === "]") {
        const expectedOpening = character === "}" ? "{" : "[";
        if (nextStructure.stack[nextStructure.stack.length - 1] !== expectedOpening) {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure.stack.pop();
        if (nextStructure.stack.length === 0) {
          nextStructure.complete = true;
        }
      }
    }
    this.structure = nextStructure;
  }
};

// src/streaming-tool-call-tracker.ts
var StreamingToolCallTracker = class {
  constructor(controller, options = {}) {
    this.toolCalls = [];
    this.toolCallsById = /* @__PURE__ */ new Map();
    this.toolCallsByIndex = /* @__PURE__ */ new Map();
    this.usedToolCallIds = /* @__PURE__ */ new Set();
    this.nextGeneratedIdSuffixes = /* @__PURE__ */ new Map();
    var _a2, _b2;
    this.controller = controller;
    this._generateId = (_a2 = options.generateId) != null ? _a2 : generateId;
    this.typeValidation = (_b2 = options.typeValidation) != null ? _b2 : "none";
    this.extractMetadata = options.extractMetadata;
    this.buildToolCallProviderMetadata = options.buildToolCallProviderMetadata;
  }
  processDelta(toolCallDelta) {
    var _a2, _b2;
    const wireName = (_a2 = toolCallDelta.function) == null ? void 0 : _a2.name;
    const hasBlankName = typeof wireName === "string" && wireName.trim().length === 0;
    const wireId = this.getNonBlankString(toolCallDelta.id);
    const name2 = this.getNonBlankString(wireName);
    const { index } = toolCallDelta;
    const resolution = this.resolveToolCall({
      wireId,
      index,
      name: name2,
      hasExplicitCallStart: name2 != null && startsWithStructuredValue((_b2 = toolCallDelta.function) == null ? void 0 : _b2.arguments)
    });
    if (resolution.kind === "ambiguous") {
      return;
    }
    let toolCall;
    if (resolution.kind === "new") {
      if (hasBlankName) {
        return;
      }
      toolCall = this.processNewToolCall(toolCallDelta, {
        wireId,
        index,
        name: name2
      });
    } else {
      toolCall = resolution.toolCall;
      if (wireId != null) {
        this.associateWireId(toolCall, wireId);
      }
      this.processExistingToolCall(toolCall, toolCallDelta);
    }
    if (index != null) {
      this.associateIndex(toolCall, index);
    }
  }
  flush() {
    const toolCalls = this.toolCalls.every((toolCall) => toolCall.index != null) ? [...this.toolCalls].sort(
      (a, b) => a.index - b.index || a.sequence - b.sequence
    ) : this.toolCalls;
    for (const toolCall of toolCalls) {
      if (!toolCall.hasFinished) {
        this.finishToolCall(toolCall);
      }
    }
  }
  resolveToolCall({
    wireId,
    index,
    name: name2,
    hasExplicitCallStart
  }) {
    const indexedToolCalls = index != null ? this.toolCallsByIndex.get(index) : void 0;
    const matchingIndexedToolCalls = this.filterToolCallsByName(
      indexedToolCalls,
      name2
    );
    if (wireId != null) {
      const toolCallsWithId = this.toolCallsById.get(wireId);
      if (toolCallsWithId != null) {
        if (index != null) {
          const matchingToolCalls = matchingIndexedToolCalls.filter(
            (toolCall) => toolCallsWithId.has(toolCall)
          );
          const matchingToolCall = this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
          if (matchingToolCall.kind !== "new") {
            return matchingToolCall;
          }
          if (name2 != null) {
            return { kind: "new" };
          }
          if (indexedToolCalls != null) {
            return { kind: "ambiguous" };
          }
          return this.resolveMatchingToolCall([...toolCallsWithId], false);
        }
        if (name2 != null) {
          const matchingToolCalls = [...toolCallsWithId].filter(
            (toolCall) => toolCall.function.name === name2
          );
          return this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
        }
        return this.resolveMatchingToolCall([...toolCallsWithId], false);
      }
      if (matchingIndexedToolCalls.length > 0) {
        return hasExplicitCallStart ? { kind: "new" } : this.resolveMatchingToolCall(matchingIndexedToolCalls, false);
      }
      return { kind: "new" };
    }
    if (indexedToolCalls != null) {
      return this.resolveMatchingToolCall(
        matchingIndexedToolCalls,
        hasExplicitCallStart
      );
    }
    if (name2 != null) {
      return { kind: "new" };
    }
    const unfinishedToolCalls = this.toolCalls.filter(
      (toolCall) => !toolCall.hasFinished
    );
    if (unfinishedToolCalls.length === 1) {
      return { kind: "existing", toolCall: unfinishedToolCalls[0] };
    }
    return unfinishedToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  filterToolCallsByName(toolCalls, name2) {
    if (toolCalls == null) {
      return [];
    }
    return [...toolCalls].filter(
      (toolCall) => name2 == null || toolCall.function.name === name2
    );
  }
  resolveMatchingToolCall(toolCalls, hasExplicitCallStart) {
    if (toolCalls.length === 0) {
      return { kind: "new" };
    }
    if (!hasExplicitCallStart) {
      return toolCalls.length === 1 ? { kind: "existing", toolCall: toolCalls[0] } : { kind: "ambiguous" };
    }
    const continuableToolCalls = toolCalls.filter(
      (toolCall) => !toolCall.argumentState.hasCompleteStructuredValue
    );
    if (continuableToolCalls.length === 1) {
      return { kind: "existing", toolCall: continuableToolCalls[0] };
    }
    return continuableToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  processNewToolCall(toolCallDelta, {
    wireId,
    index,
    name: name2
  }) {
    var _a2, _b2, _c, _d, _e;
    if (this.typeValidation === "required") {
      if (toolCallDelta.type !== "function") {
        throw new InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    } else if (this.typeValidation === "if-present") {
      if (toolCallDelta.type != null && toolCallDelta.type !== "function") {
        throw new InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    }
    if (name2 == null) {
      throw new InvalidResponseDataError({
        data: toolCallDelta,
        message: `Expected 'function.name' to be a string.`
      });
    }
    const id = this.createToolCallId(wireId);
    this.controller.enqueue({
      type: "tool-input-start",
      id,
      toolName: name2
    });
    const toolCall = {
      id,
      index: index != null ? index : void 0,
      sequence: this.toolCalls.length,
      type: "function",
      function: {
        name: name2,
        arguments: (_b2 = (_a2 = toolCallDelta.function) == null ? void 0 : _a2.arguments) != null ? _b2 : ""
      },
      argumentState: new StreamingToolCallArgumentState(
        (_d = (_c = toolCallDelta.function) == null ? void 0 : _c.arguments) != null ? _d : ""
      ),
      hasFinished: false,
      metadata: (_e = this.extractMetadata) == null ? void 0 : _e.call(this, toolCallDelta)
    };
    this.toolCalls.push(toolCall);
    if (wireId != null) {
      this.associateWireId(toolCall, wireId);
    }
    if (toolCall.function.arguments.length > 0) {
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCall.function.arguments
      });
    }
    return toolCall;
  }
  associateWireId(toolCall, wireId) {
    let toolCallsWithId = this.toolCallsById.get(wireId);
    if (toolCallsWithId == null) {
      toolCallsWithId = /* @__PURE__ */ new Set();
      this.toolCallsById.set(wireId, toolCallsWithId);
    }
    toolCallsWithId.add(toolCall);
  }
  associateIndex(toolCall, index) {
    let toolCallsWithIndex = this.toolCallsByIndex.get(index);
    if (toolCallsWithIndex == null) {
      toolCallsWithIndex = /* @__PURE__ */ new Set();
      this.toolCallsByIndex.set(index, toolCallsWithIndex);
    }
    toolCallsWithIndex.add(toolCall);
  }
  createToolCallId(wireId) {
    var _a2, _b2;
    if (wireId != null && !this.usedToolCallIds.has(wireId)) {
      this.usedToolCallIds.add(wireId);
      return wireId;
    }
    const generatedId = (_a2 = this.getNonBlankString(this._generateId())) != null ? _a2 : "tool-call";
    if (!this.usedToolCallIds.has(generatedId)) {
      this.usedToolCallIds.add(generatedId);
      return generatedId;
    }
    const initialSuffix = (_b2 = this.nextGeneratedIdSuffixes.get(generatedId)) != null ? _b2 : 1;
    const maximumSuffix = initialSuffix + this.usedToolCallIds.size;
    for (let suffix = initialSuffix; suffix <= maximumSuffix; suffix++) {
      const suffixedId = `${generatedId}-${suffix}`;
      if (!this.usedToolCallIds.has(suffixedId)) {
        this.usedToolCallIds.add(suffixedId);
        this.nextGeneratedIdSuffixes.set(generatedId, suffix + 1);
        return suffixedId;
      }
    }
    throw new Error("Failed to create a unique tool call ID.");
  }
  getNonBlankString(value) {
    return value != null && value.trim().length > 0 ? value : void 0;
  }
  processExistingToolCall(toolCall, toolCallDelta) {
    var _a2;
    if (!toolCall.hasFinished && ((_a2 = toolCallDelta.function) == null ? void 0 : _a2.arguments) != null) {
      toolCall.argumentState.append(toolCallDelta.function.arguments);
      toolCall.function.arguments += toolCallDelta.function.arguments;
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCallDelta.function.arguments
      });
    }
  }
  finishToolCall(toolCall) {
    var _a2;
    this.controller.enqueue({
      type: "tool-input-end",
      id: toolCall.id
    });
    const providerMetadata = (_a2 = this.buildToolCallProviderMetadata) == null ? void 0 : _a2.call(
      this,
      toolCall.metadata
    );
    this.controller.enqueue({
      type: "tool-call",
      toolCallId: toolCall.id,
      toolName: toolCall.function.name,
      input: toolCall.function.arguments,
      ...providerMetadata ? { providerMetadata } : {}
    });
    toolCall.hasFinished = true;
  }
};

// src/strip-file-extension.ts
function stripFileExtension(filename) {
  const firstDotIndex = filename.indexOf(".");
  return firstDotIndex === -1 ? filename : filename.slice(0, firstDotIndex);
}

// src/without-trailing-slash.ts
function withoutTrailingSlash(url) {
  return url == null ? void 0 : url.replace(/\/$/, "");
}

// src/is-async-iterable.ts
function isAsyncIterable(obj) {
  return obj != null && typeof obj[Symbol.asyncIterator] === "function";
}

// src/types/execute-tool.ts
async function* executeTool({
  execute,
  input,
  options
}) {
  const result = execute(input, options);
  if (isAsyncIterable(result)) {
    let lastOutput;
    for await (const output of result) {
      lastOutput = output;
      yield { type: "preliminary", output };
    }
    yield { type: "final", output: lastOutput };
  } else {
    yield { type: "final", output: await result };
  }
}

// src/index.ts


// src/stringify-with-bigint-and-cycles.ts
function stringifyWithBigIntAndCycles(value) {
  const ancestors = [];
  return JSON.stringify(value, function(_key, value2) {
    if (typeof value2 === "bigint") {
      return value2.toString();
    }
    if (typeof value2 !== "object" || value2 === null) {
      return value2;
    }
    while (ancestors.length > 0 && ancestors.at(-1) !== this) {
      ancestors.pop();
    }
    if (ancestors.includes(value2)) {
      return "[Circular]";
    }
    ancestors.push(value2);
    return value2;
  });
}

//# sourceMappingURL=index.mjs.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 2 modules
var schemas = __webpack_require__(88343);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/coerce.js
var coerce = __webpack_require__(49567);
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/openai/dist/index.mjs
// src/openai-provider.ts


// src/chat/openai-chat-language-model.ts



// src/openai-error.ts


var openaiErrorDataSchema = () => schemas/* object */.Ikc({
  error: schemas/* object */.Ikc({
    message: schemas/* string */.YjP(),
    // The additional information below is handled loosely to support
    // OpenAI-compatible providers that have slightly different error
    // responses:
    type: schemas/* string */.YjP().nullish(),
    param: schemas/* any */.bzn().nullish(),
    code: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish()
  })
});
var openaiErrorDataSchemaValidator = lazySchema(
  () => zodSchema(openaiErrorDataSchema())
);
var openaiFailedResponseHandler = createJsonErrorResponseHandler({
  errorSchema: openaiErrorDataSchemaValidator,
  errorToMessage: (data) => data.error.message
});

// src/openai-language-model-capabilities.ts
function getOpenAILanguageModelCapabilities(modelId) {
  var _a2, _b, _c, _d, _e;
  const oSeriesVersion = getOSeriesVersion(modelId);
  const gptVersion = getGptVersion(modelId);
  const isGptChatModel = (gptVersion == null ? void 0 : gptVersion.minor) == null && ((_b = (_a2 = gptVersion == null ? void 0 : gptVersion.variant) == null ? void 0 : _a2.startsWith("chat")) != null ? _b : false);
  const isGptNanoModel = (_d = (_c = gptVersion == null ? void 0 : gptVersion.variant) == null ? void 0 : _c.startsWith("nano")) != null ? _d : false;
  const isGpt6OrLaterModel = gptVersion != null && gptVersion.major >= 6;
  const isGpt6OrLaterModelWithNoneEffort = modelId === "gpt-6-sol" || modelId === "gpt-6-luna" || modelId === "gpt-6.1-terra";
  const supportsFlexProcessing = oSeriesVersion != null && oSeriesVersion >= 3 || gptVersion != null && gptVersion.major >= 5 && !isGptChatModel;
  const supportsPriorityProcessing = modelId.startsWith("gpt-4") || gptVersion != null && gptVersion.major >= 5 && !isGptNanoModel && !isGptChatModel || oSeriesVersion != null && oSeriesVersion >= 3;
  const isReasoningModel = oSeriesVersion != null || gptVersion != null && gptVersion.major >= 5 && !isGptChatModel;
  const supportsNonReasoningParameters = !isGpt6OrLaterModel && gptVersion != null && (gptVersion.major > 5 || gptVersion.major === 5 && ((_e = gptVersion.minor) != null ? _e : 0) >= 1);
  const systemMessageMode = isReasoningModel ? "developer" : "system";
  return {
    supportsFlexProcessing,
    supportsPriorityProcessing,
    supportsConfigurationUpdate: isGpt6OrLaterModel,
    supportsAsyncToolCalling: isGpt6OrLaterModel,
    supportedReasoningEfforts: isGpt6OrLaterModelWithNoneEffort ? ["none", "low", "medium", "high", "xhigh", "max"] : isGpt6OrLaterModel ? ["low", "medium", "high", "xhigh", "max"] : void 0,
    isReasoningModel,
    systemMessageMode,
    supportsNonReasoningParameters
  };
}
function getOSeriesVersion(modelId) {
  const match = /^o(\d+)(?:-|$)/.exec(modelId);
  return match == null ? void 0 : Number(match[1]);
}
function getGptVersion(modelId) {
  const match = /^gpt-(\d+)(?:\.(\d+))?(?:-(.+))?$/.exec(modelId);
  if (match == null) {
    return void 0;
  }
  return {
    major: Number(match[1]),
    minor: match[2] == null ? void 0 : Number(match[2]),
    variant: match[3]
  };
}

// src/normalize-openai-json-schema.ts
function normalizeOpenAIJsonSchema(schema) {
  const normalizedSchema = normalizeSchema(schema, true);
  const reference = getSingletonReference(normalizedSchema);
  if (reference == null) {
    return normalizedSchema;
  }
  const { allOf: _allOf, ...schemaWithoutAllOf } = normalizedSchema;
  const referencedSchema = getLocalReferenceSchema(reference, normalizedSchema);
  return typeof referencedSchema !== "object" || referencedSchema == null ? normalizedSchema : { ...referencedSchema, ...schemaWithoutAllOf };
  function normalizeSchema(schema2, isRoot = false) {
    if (typeof schema2 !== "object" || schema2 == null) {
      return schema2;
    }
    const normalizedSchema2 = { ...schema2 };
    if (normalizedSchema2.properties != null) {
      normalizedSchema2.properties = normalizeSchemaRecord(
        normalizedSchema2.properties
      );
    }
    if (normalizedSchema2.patternProperties != null) {
      normalizedSchema2.patternProperties = normalizeSchemaRecord(
        normalizedSchema2.patternProperties
      );
    }
    if (normalizedSchema2.definitions != null) {
      normalizedSchema2.definitions = normalizeSchemaRecord(
        normalizedSchema2.definitions
      );
    }
    if (normalizedSchema2.$defs != null) {
      normalizedSchema2.$defs = normalizeSchemaRecord(normalizedSchema2.$defs);
    }
    if (normalizedSchema2.items != null) {
      normalizedSchema2.items = Array.isArray(normalizedSchema2.items) ? normalizedSchema2.items.map((item) => normalizeSchema(item)) : normalizeSchema(normalizedSchema2.items);
    }
    if (normalizedSchema2.allOf != null) {
      normalizedSchema2.allOf = normalizedSchema2.allOf.map(
        (item) => normalizeSchema(item)
      );
    }
    if (normalizedSchema2.anyOf != null) {
      normalizedSchema2.anyOf = normalizedSchema2.anyOf.map(
        (item) => normalizeSchema(item)
      );
    }
    if (normalizedSchema2.oneOf != null) {
      normalizedSchema2.oneOf = normalizedSchema2.oneOf.map(
        (item) => normalizeSchema(item)
      );
    }
    if (typeof normalizedSchema2.additionalProperties === "object" && normalizedSchema2.additionalProperties != null) {
      normalizedSchema2.additionalProperties = normalizeSchema(
        normalizedSchema2.additionalProperties
      );
    }
    const reference2 = getSingletonReference(normalizedSchema2);
    if (reference2 == null || isRoot) {
      return normalizedSchema2;
    }
    const { allOf: _allOf2, ...schemaWithoutAllOf2 } = normalizedSchema2;
    return { ...schemaWithoutAllOf2, $ref: reference2 };
  }
  function normalizeSchemaRecord(record) {
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        normalizeSchema(value)
      ])
    );
  }
  function getSingletonReference(schema2) {
    var _a2;
    if (((_a2 = schema2.allOf) == null ? void 0 : _a2.length) !== 1) {
      return void 0;
    }
    const [allOfSchema] = schema2.allOf;
    return typeof allOfSchema === "object" && allOfSchema != null && Object.keys(allOfSchema).length === 1 && typeof allOfSchema.$ref === "string" ? allOfSchema.$ref : void 0;
  }
  function getLocalReferenceSchema(reference2, schema2) {
    var _a2, _b;
    const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(reference2);
    if (match == null) {
      return void 0;
    }
    const [, keyword, encodedName] = match;
    const name = encodedName.replace(/~1/g, "/").replace(/~0/g, "~");
    const definition = keyword === "definitions" ? (_a2 = schema2.definitions) == null ? void 0 : _a2[name] : (_b = schema2.$defs) == null ? void 0 : _b[name];
    return definition;
  }
}

// src/openai-stream-error.ts

function createOpenAIProviderStreamError(frame) {
  var _a2, _b;
  const streamError = parseStreamError(frame);
  if (streamError == null) {
    return void 0;
  }
  const statusCode = getStatusCode(streamError);
  return {
    message: streamError.message,
    type: (_a2 = streamError.type) != null ? _a2 : void 0,
    code: (_b = streamError.code) != null ? _b : void 0,
    statusCode,
    isRetryable: isRetryableStreamError(streamError, statusCode),
    data: frame
  };
}
async function throwIfOpenAIStreamErrorBeforeOutput({
  stream,
  getError,
  isOutputChunk,
  url,
  requestBodyValues,
  responseHeaders
}) {
  const [streamForEarlyError, streamForConsumer] = stream.tee();
  const reader = streamForEarlyError.getReader();
  try {
    while (true) {
      const result = await reader.read();
      if (result.done) {
        return streamForConsumer;
      }
      const chunk = result.value;
      if (!chunk.success) {
        return streamForConsumer;
      }
      const errorFrame = getError(chunk.value);
      if (errorFrame != null) {
        streamForConsumer.cancel().catch(() => {
        });
        throw createOpenAIStreamError({
          frame: errorFrame,
          url,
          requestBodyValues,
          responseHeaders
        });
      }
      if (isOutputChunk(chunk.value)) {
        return streamForConsumer;
      }
    }
  } finally {
    reader.cancel().catch(() => {
    });
    reader.releaseLock();
  }
}
function createOpenAIStreamError({
  frame,
  url,
  requestBodyValues,
  responseHeaders
}) {
  var _a2;
  const streamError = parseStreamError(frame);
  return new APICallError({
    message: (_a2 = streamError == null ? void 0 : streamError.message) != null ? _a2 : "OpenAI stream failed before any output was generated",
    url,
    requestBodyValues,
    statusCode: streamError == null ? 500 : getStatusCode(streamError),
    responseHeaders,
    responseBody: JSON.stringify(frame),
    data: frame,
    isRetryable: streamError == null ? true : isRetryableStreamError(streamError, getStatusCode(streamError))
  });
}
function parseStreamError(frame) {
  var _a2;
  const value = asRecord(frame);
  if (value == null) {
    return void 0;
  }
  if (value.type === "response.failed") {
    const response = asRecord(value.response);
    const responseError = asRecord(response == null ? void 0 : response.error);
    return typeof (responseError == null ? void 0 : responseError.message) === "string" ? {
      message: responseError.message,
      code: getStringOrNumber(responseError.code),
      type: "response.failed"
    } : void 0;
  }
  const error = (_a2 = asRecord(value.error)) != null ? _a2 : value;
  return typeof error.message === "string" && (asRecord(value.error) != null || typeof error.type === "string" || "code" in error || "param" in error) ? {
    message: error.message,
    code: getStringOrNumber(error.code),
    type: typeof error.type === "string" ? error.type : void 0
  } : void 0;
}
function getStatusCode(error) {
  if (typeof error.code === "number" && isHttpErrorStatusCode(error.code)) {
    return error.code;
  }
  if (typeof error.code === "string" && /^\d{3}$/.test(error.code)) {
    const numericCode = Number(error.code);
    if (isHttpErrorStatusCode(numericCode)) {
      return numericCode;
    }
  }
  const discriminator = [error.code, error.type].filter((value) => typeof value === "string" || typeof value === "number").join(" ").toLowerCase();
  if (["insufficient_quota", "rate_limit"].some(
    (term) => discriminator.includes(term)
  )) {
    return 429;
  }
  if (discriminator.includes("authentication")) return 401;
  if (discriminator.includes("permission")) return 403;
  if (discriminator.includes("not_found")) return 404;
  if (["invalid", "bad_request", "context_length"].some(
    (term) => discriminator.includes(term)
  )) {
    return 400;
  }
  if (discriminator.includes("overload")) return 503;
  if (discriminator.includes("timeout")) return 504;
  return 500;
}
function asRecord(value) {
  return typeof value === "object" && value != null ? value : void 0;
}
function getStringOrNumber(value) {
  return typeof value === "string" || typeof value === "number" ? value : void 0;
}
function isHttpErrorStatusCode(value) {
  return Number.isInteger(value) && value >= 400 && value <= 599;
}
function isRetryableStatusCode(statusCode) {
  return statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500;
}
function isRetryableStreamError(error, statusCode) {
  if (error.code === "insufficient_quota" || error.type === "insufficient_quota") {
    return false;
  }
  return isRetryableStatusCode(statusCode);
}

// src/chat/convert-openai-chat-usage.ts
function convertOpenAIChatUsage(usage) {
  var _a2, _b, _c, _d, _e, _f, _g, _h;
  if (usage == null) {
    return {
      inputTokens: {
        total: void 0,
        noCache: void 0,
        cacheRead: void 0,
        cacheWrite: void 0
      },
      outputTokens: {
        total: void 0,
        text: void 0,
        reasoning: void 0
      },
      raw: void 0
    };
  }
  const promptTokens = (_a2 = usage.prompt_tokens) != null ? _a2 : 0;
  const completionTokens = (_b = usage.completion_tokens) != null ? _b : 0;
  const cachedTokens = (_d = (_c = usage.prompt_tokens_details) == null ? void 0 : _c.cached_tokens) != null ? _d : 0;
  const cacheWriteTokens = (_f = (_e = usage.prompt_tokens_details) == null ? void 0 : _e.cache_write_tokens) != null ? _f : void 0;
  const reasoningTokens = (_h = (_g = usage.completion_tokens_details) == null ? void 0 : _g.reasoning_tokens) != null ? _h : 0;
  return {
    inputTokens: {
      total: promptTokens,
      noCache: promptTokens - cachedTokens - (cacheWriteTokens != null ? cacheWriteTokens : 0),
      cacheRead: cachedTokens,
      cacheWrite: cacheWriteTokens
    },
    outputTokens: {
      total: completionTokens,
      text: Math.max(0, completionTokens - reasoningTokens),
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/chat/convert-to-openai-chat-messages.ts


function serializeToolCallArguments(input) {
  if (typeof input === "string") {
    try {
      const parsed = secureJsonParse(input);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        return "{}";
      }
      return input;
    } catch (e) {
      return "{}";
    }
  }
  return stringifyWithBigIntAndCycles(
    typeof input === "object" && input !== null && !Array.isArray(input) ? input : {}
  );
}
function getPromptCacheBreakpoint(providerOptions) {
  var _a2;
  return (_a2 = providerOptions == null ? void 0 : providerOptions.openai) == null ? void 0 : _a2.promptCacheBreakpoint;
}
function convertToOpenAIChatMessages({
  prompt,
  systemMessageMode = "system"
}) {
  var _a2, _b;
  const messages = [];
  const warnings = [];
  for (const { role, content, providerOptions } of prompt) {
    switch (role) {
      case "system": {
        switch (systemMessageMode) {
          case "system": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint(providerOptions);
            messages.push({
              role: "system",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "developer": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint(providerOptions);
            messages.push({
              role: "developer",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "remove": {
            warnings.push({
              type: "other",
              message: "system messages are removed for this model"
            });
            break;
          }
          default: {
            const _exhaustiveCheck = systemMessageMode;
            throw new Error(
              `Unsupported system message mode: ${_exhaustiveCheck}`
            );
          }
        }
        break;
      }
      case "user": {
        if (content.length === 1 && content[0].type === "text" && getPromptCacheBreakpoint(content[0].providerOptions) == null) {
          messages.push({ role: "user", content: content[0].text });
          break;
        }
        messages.push({
          role: "user",
          content: content.map((part, index) => {
            var _a3, _b2, _c;
            switch (part.type) {
              case "text": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint(
                  part.providerOptions
                );
                return {
                  type: "text",
                  text: part.text,
                  ...promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint
                  }
                };
              }
              case "file": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint(
                  part.providerOptions
                );
                if (part.mediaType.startsWith("image/")) {
                  const mediaType = part.mediaType === "image/*" ? "image/jpeg" : part.mediaType;
                  return {
                    type: "image_url",
                    image_url: {
                      url: part.data instanceof URL ? part.data.toString() : `data:${mediaType};base64,${convertToBase64(part.data)}`,
                      // OpenAI specific extension: image detail
                      detail: (_b2 = (_a3 = part.providerOptions) == null ? void 0 : _a3.openai) == null ? void 0 : _b2.imageDetail
                    },
                    ...promptCacheBreakpoint != null && {
                      prompt_cache_breakpoint: promptCacheBreakpoint
                    }
                  };
                } else if (part.mediaType.startsWith("audio/")) {
                  if (part.data instanceof URL) {
                    throw new UnsupportedFunctionalityError({
                      functionality: "audio file parts with URLs"
                    });
                  }
                  switch (part.mediaType) {
                    case "audio/wav": {
                      return {
                        type: "input_audio",
                        input_audio: {
                          data: convertToBase64(part.data),
                          format: "wav"
                        },
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    }
                    case "audio/mp3":
                    case "audio/mpeg": {
                      return {
                        type: "input_audio",
                        input_audio: {
                          data: convertToBase64(part.data),
                          format: "mp3"
                        },
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    }
                    default: {
                      throw new UnsupportedFunctionalityError({
                        functionality: `audio content parts with media type ${part.mediaType}`
                      });
                    }
                  }
                } else if (part.mediaType === "application/pdf") {
                  if (part.data instanceof URL) {
                    throw new UnsupportedFunctionalityError({
                      functionality: "PDF file parts with URLs"
                    });
                  }
                  return {
                    type: "file",
                    file: typeof part.data === "string" && part.data.startsWith("file-") ? { file_id: part.data } : {
                      filename: (_c = part.filename) != null ? _c : `part-${index}.pdf`,
                      file_data: `data:application/pdf;base64,${convertToBase64(part.data)}`
                    },
                    ...promptCacheBreakpoint != null && {
                      prompt_cache_breakpoint: promptCacheBreakpoint
                    }
                  };
                } else {
                  throw new UnsupportedFunctionalityError({
                    functionality: `file part media type ${part.mediaType}`
                  });
                }
              }
            }
          })
        });
        break;
      }
      case "assistant": {
        let text = "";
        const textParts = [];
        let hasPromptCacheBreakpoint = false;
        const toolCalls = [];
        for (const part of content) {
          switch (part.type) {
            case "text": {
              const promptCacheBreakpoint = getPromptCacheBreakpoint(
                part.providerOptions
              );
              text += part.text;
              textParts.push({
                type: "text",
                text: part.text,
                ...promptCacheBreakpoint != null && {
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              });
              hasPromptCacheBreakpoint || (hasPromptCacheBreakpoint = promptCacheBreakpoint != null);
              break;
            }
            case "tool-call": {
              toolCalls.push({
                id: part.toolCallId,
                type: "function",
                function: {
                  name: part.toolName,
                  arguments: serializeToolCallArguments(part.input)
                }
              });
              break;
            }
          }
        }
        messages.push({
          role: "assistant",
          content: hasPromptCacheBreakpoint ? textParts : toolCalls.length > 0 ? text || null : text,
          tool_calls: toolCalls.length > 0 ? toolCalls : void 0
        });
        break;
      }
      case "tool": {
        for (const toolResponse of content) {
          if (toolResponse.type === "tool-approval-response") {
            continue;
          }
          const output = toolResponse.output;
          const promptCacheBreakpoint = (_a2 = output.type === "content" ? output.value.map((part) => getPromptCacheBreakpoint(part.providerOptions)).find((breakpoint) => breakpoint != null) : getPromptCacheBreakpoint(output.providerOptions)) != null ? _a2 : getPromptCacheBreakpoint(toolResponse.providerOptions);
          let contentValue;
          switch (output.type) {
            case "text":
            case "error-text":
              contentValue = output.value;
              break;
            case "execution-denied":
              contentValue = (_b = output.reason) != null ? _b : "Tool call execution denied.";
              break;
            case "content":
            case "json":
            case "error-json":
              contentValue = stringifyWithBigIntAndCycles(output.value);
              break;
          }
          messages.push({
            role: "tool",
            tool_call_id: toolResponse.toolCallId,
            content: promptCacheBreakpoint == null ? contentValue : [
              {
                type: "text",
                text: contentValue,
                prompt_cache_breakpoint: promptCacheBreakpoint
              }
            ]
          });
        }
        break;
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  return { messages, warnings };
}

// src/chat/get-response-metadata.ts
function getResponseMetadata({
  id,
  model,
  created
}) {
  return {
    id: id != null ? id : void 0,
    modelId: model != null ? model : void 0,
    timestamp: created ? new Date(created * 1e3) : void 0
  };
}

// src/chat/map-openai-finish-reason.ts
function mapOpenAIFinishReason({
  finishReason,
  hasRefusal = false
}) {
  switch (finishReason) {
    case "stop":
      return hasRefusal ? "content-filter" : "stop";
    case "length":
      return "length";
    case "content_filter":
      return "content-filter";
    case "function_call":
    case "tool_calls":
      return "tool-calls";
    default:
      return "other";
  }
}

// src/chat/openai-chat-api.ts


var openaiChatResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP().nullish(),
      created: schemas/* number */.aig().nullish(),
      model: schemas/* string */.YjP().nullish(),
      choices: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          message: schemas/* object */.Ikc({
            role: schemas/* literal */.euz("assistant").nullish(),
            content: schemas/* string */.YjP().nullish(),
            // set instead of `content` when the model refuses to answer:
            refusal: schemas/* string */.YjP().nullish(),
            audio: schemas/* object */.Ikc({
              transcript: schemas/* string */.YjP().nullish()
            }).nullish(),
            tool_calls: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                id: schemas/* string */.YjP().nullish(),
                type: schemas/* literal */.euz("function"),
                function: schemas/* object */.Ikc({
                  name: schemas/* string */.YjP(),
                  arguments: schemas/* string */.YjP()
                })
              })
            ).nullish(),
            annotations: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("url_citation"),
                url_citation: schemas/* object */.Ikc({
                  start_index: schemas/* number */.aig(),
                  end_index: schemas/* number */.aig(),
                  url: schemas/* string */.YjP(),
                  title: schemas/* string */.YjP()
                })
              })
            ).nullish()
          }),
          index: schemas/* number */.aig(),
          logprobs: schemas/* object */.Ikc({
            content: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                token: schemas/* string */.YjP(),
                logprob: schemas/* number */.aig(),
                top_logprobs: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    token: schemas/* string */.YjP(),
                    logprob: schemas/* number */.aig()
                  })
                )
              })
            ).nullish(),
            // logprobs of the refusal tokens (set instead of `content` when
            // the model refuses to answer):
            refusal: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                token: schemas/* string */.YjP(),
                logprob: schemas/* number */.aig(),
                top_logprobs: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    token: schemas/* string */.YjP(),
                    logprob: schemas/* number */.aig()
                  })
                )
              })
            ).nullish()
          }).nullish(),
          finish_reason: schemas/* string */.YjP().nullish()
        })
      ),
      usage: schemas/* object */.Ikc({
        prompt_tokens: schemas/* number */.aig().nullish(),
        completion_tokens: schemas/* number */.aig().nullish(),
        total_tokens: schemas/* number */.aig().nullish(),
        prompt_tokens_details: schemas/* object */.Ikc({
          cached_tokens: schemas/* number */.aig().nullish(),
          cache_write_tokens: schemas/* number */.aig().nullish()
        }).nullish(),
        completion_tokens_details: schemas/* object */.Ikc({
          reasoning_tokens: schemas/* number */.aig().nullish(),
          accepted_prediction_tokens: schemas/* number */.aig().nullish(),
          rejected_prediction_tokens: schemas/* number */.aig().nullish()
        }).nullish()
      }).nullish()
    })
  )
);
var openaiChatChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        id: schemas/* string */.YjP().nullish(),
        created: schemas/* number */.aig().nullish(),
        model: schemas/* string */.YjP().nullish(),
        choices: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            delta: schemas/* object */.Ikc({
              role: schemas/* enum */.k5n(["assistant"]).nullish(),
              content: schemas/* string */.YjP().nullish(),
              // set instead of `content` when the model refuses to answer:
              refusal: schemas/* string */.YjP().nullish(),
              tool_calls: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  index: schemas/* number */.aig(),
                  id: schemas/* string */.YjP().nullish(),
                  type: schemas/* literal */.euz("function").nullish(),
                  function: schemas/* object */.Ikc({
                    name: schemas/* string */.YjP().nullish(),
                    arguments: schemas/* string */.YjP().nullish()
                  })
                })
              ).nullish(),
              annotations: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("url_citation"),
                  url_citation: schemas/* object */.Ikc({
                    start_index: schemas/* number */.aig(),
                    end_index: schemas/* number */.aig(),
                    url: schemas/* string */.YjP(),
                    title: schemas/* string */.YjP()
                  })
                })
              ).nullish()
            }).nullish(),
            logprobs: schemas/* object */.Ikc({
              content: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  token: schemas/* string */.YjP(),
                  logprob: schemas/* number */.aig(),
                  top_logprobs: schemas/* array */.YOg(
                    schemas/* object */.Ikc({
                      token: schemas/* string */.YjP(),
                      logprob: schemas/* number */.aig()
                    })
                  )
                })
              ).nullish(),
              // logprobs of the refusal tokens (set instead of `content` when
              // the model refuses to answer):
              refusal: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  token: schemas/* string */.YjP(),
                  logprob: schemas/* number */.aig(),
                  top_logprobs: schemas/* array */.YOg(
                    schemas/* object */.Ikc({
                      token: schemas/* string */.YjP(),
                      logprob: schemas/* number */.aig()
                    })
                  )
                })
              ).nullish()
            }).nullish(),
            finish_reason: schemas/* string */.YjP().nullish(),
            index: schemas/* number */.aig()
          })
        ),
        usage: schemas/* object */.Ikc({
          prompt_tokens: schemas/* number */.aig().nullish(),
          completion_tokens: schemas/* number */.aig().nullish(),
          total_tokens: schemas/* number */.aig().nullish(),
          prompt_tokens_details: schemas/* object */.Ikc({
            cached_tokens: schemas/* number */.aig().nullish(),
            cache_write_tokens: schemas/* number */.aig().nullish()
          }).nullish(),
          completion_tokens_details: schemas/* object */.Ikc({
            reasoning_tokens: schemas/* number */.aig().nullish(),
            accepted_prediction_tokens: schemas/* number */.aig().nullish(),
            rejected_prediction_tokens: schemas/* number */.aig().nullish()
          }).nullish()
        }).nullish()
      }),
      openaiErrorDataSchema()
    ])
  )
);

// src/chat/openai-chat-options.ts


var openaiLanguageModelChatOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Modify the likelihood of specified tokens appearing in the completion.
       *
       * Accepts a JSON object that maps tokens (specified by their token ID in
       * the GPT tokenizer) to an associated bias value from -100 to 100.
       */
      logitBias: schemas/* record */.g1P(coerce/* number */.ai(), schemas/* number */.aig()).optional(),
      /**
       * Return the log probabilities of the tokens.
       *
       * Setting to true will return the log probabilities of the tokens that
       * were generated.
       *
       * Setting to a number will return the log probabilities of the top n
       * tokens that were generated.
       */
      logprobs: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig()]).optional(),
      /**
       * Whether to enable parallel function calling during tool use. Default to true.
       */
      parallelToolCalls: schemas/* boolean */.zMY().optional(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse.
       */
      user: schemas/* string */.YjP().optional(),
      /**
       * Reasoning effort for reasoning models. Defaults to `medium`.
       * GPT-6 and later models support 'low' | 'medium' | 'high' | 'xhigh' | 'max'.
       */
      reasoningEffort: schemas/* enum */.k5n(["none", "minimal", "low", "medium", "high", "xhigh", "max"]).optional(),
      /**
       * Maximum number of completion tokens to generate. Useful for reasoning models.
       */
      maxCompletionTokens: schemas/* number */.aig().optional(),
      /**
       * Whether to enable persistence in responses API.
       */
      store: schemas/* boolean */.zMY().optional(),
      /**
       * Metadata to associate with the request.
       */
      metadata: schemas/* record */.g1P(schemas/* string */.YjP().max(64), schemas/* string */.YjP().max(512)).optional(),
      /**
       * Parameters for prediction mode.
       */
      prediction: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* any */.bzn()).optional(),
      /**
       * Service tier for the request.
       * - 'auto': Default service tier. The request will be processed with the service tier configured in the
       *           Project settings. Unless otherwise configured, the Project will use 'default'.
       * - 'flex': 50% cheaper processing at the cost of increased latency. Only available for o3 and o4-mini models.
       * - 'priority': Higher-speed processing with predictably low latency at premium cost. Available for Enterprise customers.
       * - 'fast': OpenAI's newer name for the 'priority' tier. Interchangeable with it.
       * - 'ultrafast': Access-controlled Ultrafast processing. Only available for gpt-5.6-sol.
       * - 'default': The request will be processed with the standard pricing and performance for the selected model.
       *
       * @default 'auto'
       */
      serviceTier: schemas/* enum */.k5n(["auto", "flex", "priority", "fast", "ultrafast", "default"]).optional(),
      /**
       * Whether to use strict JSON schema validation.
       *
       * @default true
       */
      strictJsonSchema: schemas/* boolean */.zMY().optional(),
      /**
       * Controls the verbosity of the model's responses.
       * Lower values will result in more concise responses, while higher values will result in more verbose responses.
       */
      textVerbosity: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
      /**
       * A cache key for prompt caching. Allows manual control over prompt caching behavior.
       * Useful for improving cache hit rates and working around automatic caching issues.
       */
      promptCacheKey: schemas/* string */.YjP().optional(),
      /**
       * Prompt cache behavior for GPT-5.6 and later models.
       * `mode` controls whether OpenAI also places an implicit breakpoint.
       * `ttl` sets the minimum cache lifetime and currently only supports 30 minutes.
       */
      promptCacheOptions: schemas/* object */.Ikc({
        mode: schemas/* enum */.k5n(["implicit", "explicit"]).optional(),
        ttl: schemas/* literal */.euz("30m").optional()
      }).optional(),
      /**
       * The retention policy for the prompt cache.
       * - 'in_memory': Default. Standard prompt caching behavior.
       * - '24h': Extended prompt caching that keeps cached prefixes active for up to 24 hours.
       *          Available for models before GPT-5.6 that support extended caching.
       *
       * @deprecated For GPT-5.6 and later models, use `promptCacheOptions.ttl`.
       *
       * @default 'in_memory'
       */
      promptCacheRetention: schemas/* enum */.k5n(["in_memory", "24h"]).optional(),
      /**
       * A stable identifier used to help detect users of your application
       * that may be violating OpenAI's usage policies. The IDs should be a
       * string that uniquely identifies each user. We recommend hashing their
       * username or email address, in order to avoid sending us any identifying
       * information.
       */
      safetyIdentifier: schemas/* string */.YjP().optional(),
      /**
       * Override the system message mode for this model.
       * - 'system': Use the 'system' role for system messages (default for most models)
       * - 'developer': Use the 'developer' role for system messages (used by reasoning models)
       * - 'remove': Remove system messages entirely
       *
       * If not specified, the mode is automatically determined based on the model.
       */
      systemMessageMode: schemas/* enum */.k5n(["system", "developer", "remove"]).optional(),
      /**
       * Force treating this model as a reasoning model.
       *
       * This is useful for "stealth" reasoning models (e.g. via a custom baseURL)
       * where the model ID is not recognized by the SDK's allowlist.
       *
       * When enabled, the SDK applies reasoning-model parameter compatibility rules
       * and defaults `systemMessageMode` to `developer` unless overridden.
       */
      forceReasoning: schemas/* boolean */.zMY().optional()
    })
  )
);

// src/chat/openai-chat-prepare-tools.ts

function prepareChatTools({
  tools,
  toolChoice
}) {
  tools = (tools == null ? void 0 : tools.length) ? tools : void 0;
  const toolWarnings = [];
  if (tools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const openaiTools2 = [];
  for (const tool of tools) {
    switch (tool.type) {
      case "function":
        openaiTools2.push({
          type: "function",
          function: {
            name: tool.name,
            description: tool.description,
            parameters: tool.inputSchema,
            ...tool.strict != null ? { strict: tool.strict } : {}
          }
        });
        break;
      default:
        toolWarnings.push({
          type: "unsupported",
          feature: `tool type: ${tool.type}`
        });
        break;
    }
  }
  if (toolChoice == null) {
    return { tools: openaiTools2, toolChoice: void 0, toolWarnings };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
    case "none":
    case "required":
      return { tools: openaiTools2, toolChoice: type, toolWarnings };
    case "tool":
      return {
        tools: openaiTools2,
        toolChoice: {
          type: "function",
          function: {
            name: toolChoice.toolName
          }
        },
        toolWarnings
      };
    default: {
      const _exhaustiveCheck = type;
      throw new UnsupportedFunctionalityError({
        functionality: `tool choice type: ${_exhaustiveCheck}`
      });
    }
  }
}

// src/chat/openai-chat-language-model.ts
var OpenAIChatLanguageModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    this.supportedUrls = {
      "image/*": [/^https?:\/\/.*$/]
    };
    this.modelId = modelId;
    this.config = config;
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    prompt,
    maxOutputTokens,
    temperature,
    topP,
    topK,
    frequencyPenalty,
    presencePenalty,
    stopSequences,
    responseFormat,
    seed,
    tools,
    toolChoice,
    providerOptions
  }) {
    var _a2, _b, _c, _d, _e;
    const warnings = [];
    const openaiOptions = (_a2 = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiLanguageModelChatOptions
    })) != null ? _a2 : {};
    const modelCapabilities = getOpenAILanguageModelCapabilities(this.modelId);
    const isReasoningModel = (_b = openaiOptions.forceReasoning) != null ? _b : modelCapabilities.isReasoningModel;
    let resolvedReasoningEffort = openaiOptions.reasoningEffort;
    if (resolvedReasoningEffort != null && modelCapabilities.supportedReasoningEfforts != null && !modelCapabilities.supportedReasoningEfforts.includes(
      resolvedReasoningEffort
    )) {
      warnings.push({
        type: "unsupported",
        feature: "reasoningEffort",
        details: `${this.modelId} only supports the following reasoning efforts: ${modelCapabilities.supportedReasoningEfforts.join(", ")}`
      });
      resolvedReasoningEffort = void 0;
    }
    if (topK != null) {
      warnings.push({ type: "unsupported", feature: "topK" });
    }
    const { messages, warnings: messageWarnings } = convertToOpenAIChatMessages(
      {
        prompt,
        systemMessageMode: (_c = openaiOptions.systemMessageMode) != null ? _c : isReasoningModel ? "developer" : modelCapabilities.systemMessageMode
      }
    );
    warnings.push(...messageWarnings);
    const strictJsonSchema = (_d = openaiOptions.strictJsonSchema) != null ? _d : true;
    const baseArgs = {
      // model id:
      model: this.modelId,
      // model specific settings:
      logit_bias: openaiOptions.logitBias,
      logprobs: openaiOptions.logprobs === true || typeof openaiOptions.logprobs === "number" ? true : void 0,
      top_logprobs: typeof openaiOptions.logprobs === "number" ? openaiOptions.logprobs : typeof openaiOptions.logprobs === "boolean" ? openaiOptions.logprobs ? 0 : void 0 : void 0,
      user: openaiOptions.user,
      parallel_tool_calls: openaiOptions.parallelToolCalls,
      // standardized settings:
      max_tokens: maxOutputTokens,
      temperature,
      top_p: topP,
      frequency_penalty: frequencyPenalty,
      presence_penalty: presencePenalty,
      response_format: (responseFormat == null ? void 0 : responseFormat.type) === "json" ? responseFormat.schema != null ? {
        type: "json_schema",
        json_schema: {
          schema: normalizeOpenAIJsonSchema(responseFormat.schema),
          strict: strictJsonSchema,
          name: (_e = responseFormat.name) != null ? _e : "response",
          description: responseFormat.description
        }
      } : { type: "json_object" } : void 0,
      stop: stopSequences,
      seed,
      verbosity: openaiOptions.textVerbosity,
      // openai specific settings:
      // TODO AI SDK 6: remove, we auto-map maxOutputTokens now
      max_completion_tokens: openaiOptions.maxCompletionTokens,
      store: openaiOptions.store,
      metadata: openaiOptions.metadata,
      prediction: openaiOptions.prediction,
      reasoning_effort: resolvedReasoningEffort,
      service_tier: openaiOptions.serviceTier,
      prompt_cache_key: openaiOptions.promptCacheKey,
      prompt_cache_options: openaiOptions.promptCacheOptions,
      prompt_cache_retention: openaiOptions.promptCacheRetention,
      safety_identifier: openaiOptions.safetyIdentifier,
      // messages:
      messages
    };
    if (modelCapabilities.supportedReasoningEfforts != null && baseArgs.prompt_cache_retention != null) {
      baseArgs.prompt_cache_retention = void 0;
      warnings.push({
        type: "unsupported",
        feature: "promptCacheRetention",
        details: "promptCacheRetention is not supported by GPT-6 and later models; use promptCacheOptions instead"
      });
    }
    if (isReasoningModel) {
      if (openaiOptions.reasoningEffort !== "none" || !modelCapabilities.supportsNonReasoningParameters) {
        if (baseArgs.temperature != null) {
          baseArgs.temperature = void 0;
          warnings.push({
            type: "unsupported",
            feature: "temperature",
            details: "temperature is not supported for reasoning models"
          });
        }
        if (baseArgs.top_p != null) {
          baseArgs.top_p = void 0;
          warnings.push({
            type: "unsupported",
            feature: "topP",
            details: "topP is not supported for reasoning models"
          });
        }
        if (baseArgs.logprobs != null) {
          baseArgs.logprobs = void 0;
          warnings.push({
            type: "other",
            message: "logprobs is not supported for reasoning models"
          });
        }
      }
      if (baseArgs.frequency_penalty != null) {
        baseArgs.frequency_penalty = void 0;
        warnings.push({
          type: "unsupported",
          feature: "frequencyPenalty",
          details: "frequencyPenalty is not supported for reasoning models"
        });
      }
      if (baseArgs.presence_penalty != null) {
        baseArgs.presence_penalty = void 0;
        warnings.push({
          type: "unsupported",
          feature: "presencePenalty",
          details: "presencePenalty is not supported for reasoning models"
        });
      }
      if (baseArgs.logit_bias != null) {
        baseArgs.logit_bias = void 0;
        warnings.push({
          type: "other",
          message: "logitBias is not supported for reasoning models"
        });
      }
      if (baseArgs.top_logprobs != null) {
        baseArgs.top_logprobs = void 0;
        warnings.push({
          type: "other",
          message: "topLogprobs is not supported for reasoning models"
        });
      }
      if (baseArgs.max_tokens != null) {
        if (baseArgs.max_completion_tokens == null) {
          baseArgs.max_completion_tokens = baseArgs.max_tokens;
        }
        baseArgs.max_tokens = void 0;
      }
    } else if (this.modelId.startsWith("gpt-4o-search-preview") || this.modelId.startsWith("gpt-4o-mini-search-preview")) {
      if (baseArgs.temperature != null) {
        baseArgs.temperature = void 0;
        warnings.push({
          type: "unsupported",
          feature: "temperature",
          details: "temperature is not supported for the search preview models and has been removed."
        });
      }
    }
    if (openaiOptions.serviceTier === "flex" && !modelCapabilities.supportsFlexProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "flex processing is only available for o3, o4-mini, and gpt-5 models"
      });
      baseArgs.service_tier = void 0;
    }
    if ((openaiOptions.serviceTier === "priority" || openaiOptions.serviceTier === "fast") && !modelCapabilities.supportsPriorityProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "priority processing is only available for supported models (gpt-4, gpt-5, gpt-5-mini, o3, o4-mini) and requires Enterprise access. gpt-5-nano is not supported"
      });
      baseArgs.service_tier = void 0;
    }
    const {
      tools: openaiTools2,
      toolChoice: openaiToolChoice,
      toolWarnings
    } = prepareChatTools({
      tools,
      toolChoice
    });
    return {
      args: {
        ...baseArgs,
        tools: openaiTools2,
        tool_choice: openaiToolChoice
      },
      warnings: [...warnings, ...toolWarnings]
    };
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i;
    const { args: body, warnings } = await this.getArgs(options);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.config.url({
        path: "/chat/completions",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiChatResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const choice = response.choices[0];
    if (choice == null) {
      throw new InvalidResponseDataError({
        data: rawResponse,
        message: "Response did not contain any choices."
      });
    }
    const content = [];
    const text = choice.message.content != null && choice.message.content.length > 0 ? choice.message.content : (_a2 = choice.message.audio) == null ? void 0 : _a2.transcript;
    if (text != null && text.length > 0) {
      content.push({ type: "text", text });
    }
    const refusal = choice.message.refusal;
    const hasRefusal = refusal != null && refusal.length > 0;
    if (hasRefusal) {
      content.push({ type: "text", text: refusal });
    }
    for (const toolCall of (_b = choice.message.tool_calls) != null ? _b : []) {
      content.push({
        type: "tool-call",
        toolCallId: (_c = toolCall.id) != null ? _c : generateId(),
        toolName: toolCall.function.name,
        input: toolCall.function.arguments
      });
    }
    for (const annotation of (_d = choice.message.annotations) != null ? _d : []) {
      content.push({
        type: "source",
        sourceType: "url",
        id: generateId(),
        url: annotation.url_citation.url,
        title: annotation.url_citation.title
      });
    }
    const completionTokenDetails = (_e = response.usage) == null ? void 0 : _e.completion_tokens_details;
    const promptTokenDetails = (_f = response.usage) == null ? void 0 : _f.prompt_tokens_details;
    const providerMetadata = { openai: {} };
    if ((completionTokenDetails == null ? void 0 : completionTokenDetails.accepted_prediction_tokens) != null) {
      providerMetadata.openai.acceptedPredictionTokens = completionTokenDetails == null ? void 0 : completionTokenDetails.accepted_prediction_tokens;
    }
    if ((completionTokenDetails == null ? void 0 : completionTokenDetails.rejected_prediction_tokens) != null) {
      providerMetadata.openai.rejectedPredictionTokens = completionTokenDetails == null ? void 0 : completionTokenDetails.rejected_prediction_tokens;
    }
    const contentLogprobs = (_g = choice.logprobs) == null ? void 0 : _g.content;
    const refusalLogprobs = (_h = choice.logprobs) == null ? void 0 : _h.refusal;
    if (contentLogprobs != null || refusalLogprobs != null) {
      providerMetadata.openai.logprobs = [
        ...contentLogprobs != null ? contentLogprobs : [],
        ...refusalLogprobs != null ? refusalLogprobs : []
      ];
    }
    return {
      content,
      finishReason: {
        unified: mapOpenAIFinishReason({
          finishReason: choice.finish_reason,
          hasRefusal
        }),
        raw: (_i = choice.finish_reason) != null ? _i : void 0
      },
      usage: convertOpenAIChatUsage(response.usage),
      request: { body },
      response: {
        ...getResponseMetadata(response),
        headers: responseHeaders,
        body: rawResponse
      },
      warnings,
      providerMetadata
    };
  }
  async doStream(options) {
    const { args, warnings } = await this.getArgs(options);
    const body = {
      ...args,
      stream: true,
      stream_options: {
        include_usage: true
      }
    };
    const url = this.config.url({
      path: "/chat/completions",
      modelId: this.modelId
    });
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        openaiChatChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const checkedResponse = await throwIfOpenAIStreamErrorBeforeOutput({
      stream: response,
      getError: (chunk) => "error" in chunk ? chunk.error : void 0,
      isOutputChunk: isOpenAIChatOutputChunk,
      url,
      requestBodyValues: body,
      responseHeaders
    });
    let toolCallTracker;
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let usage = void 0;
    let metadataExtracted = false;
    let isActiveText = false;
    let hasRefusal = false;
    let rawFinishReason = void 0;
    let hasLogprobs = false;
    const streamedLogprobs = [];
    const providerMetadata = { openai: {} };
    const result = {
      stream: checkedResponse.pipeThrough(
        new TransformStream({
          start(controller) {
            toolCallTracker = new StreamingToolCallTracker(controller, {
              generateId: generateId,
              typeValidation: "if-present"
            });
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            var _a2, _b, _c, _d;
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              finishReason = { unified: "error", raw: void 0 };
              rawFinishReason = void 0;
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const value = chunk.value;
            if ("error" in value) {
              finishReason = { unified: "error", raw: void 0 };
              rawFinishReason = void 0;
              controller.enqueue({ type: "error", error: value.error });
              return;
            }
            if (!metadataExtracted) {
              const metadata = getResponseMetadata(value);
              if (Object.values(metadata).some(Boolean)) {
                metadataExtracted = true;
                controller.enqueue({
                  type: "response-metadata",
                  ...getResponseMetadata(value)
                });
              }
            }
            if (value.usage != null) {
              usage = value.usage;
              if (((_a2 = value.usage.completion_tokens_details) == null ? void 0 : _a2.accepted_prediction_tokens) != null) {
                providerMetadata.openai.acceptedPredictionTokens = (_b = value.usage.completion_tokens_details) == null ? void 0 : _b.accepted_prediction_tokens;
              }
              if (((_c = value.usage.completion_tokens_details) == null ? void 0 : _c.rejected_prediction_tokens) != null) {
                providerMetadata.openai.rejectedPredictionTokens = (_d = value.usage.completion_tokens_details) == null ? void 0 : _d.rejected_prediction_tokens;
              }
            }
            const choice = value.choices[0];
            if ((choice == null ? void 0 : choice.finish_reason) != null) {
              rawFinishReason = choice.finish_reason;
            }
            if ((choice == null ? void 0 : choice.logprobs) != null) {
              const contentLogprobs = choice.logprobs.content;
              const refusalLogprobs = choice.logprobs.refusal;
              if (contentLogprobs != null || refusalLogprobs != null) {
                hasLogprobs = true;
                streamedLogprobs.push(
                  ...contentLogprobs != null ? contentLogprobs : [],
                  ...refusalLogprobs != null ? refusalLogprobs : []
                );
              }
            }
            if ((choice == null ? void 0 : choice.delta) == null) {
              return;
            }
            const delta = choice.delta;
            const textDeltas = [];
            if (delta.content != null && delta.content.length > 0) {
              textDeltas.push(delta.content);
            }
            if (delta.refusal != null && delta.refusal.length > 0) {
              hasRefusal = true;
              textDeltas.push(delta.refusal);
            }
            if (textDeltas.length === 0 && delta.content === "") {
              textDeltas.push(delta.content);
            }
            for (const textDelta of textDeltas) {
              if (!isActiveText) {
                controller.enqueue({ type: "text-start", id: "0" });
                isActiveText = true;
              }
              controller.enqueue({
                type: "text-delta",
                id: "0",
                delta: textDelta
              });
            }
            if (delta.tool_calls != null) {
              for (const toolCallDelta of delta.tool_calls) {
                toolCallTracker.processDelta(toolCallDelta);
              }
            }
            if (delta.annotations != null) {
              for (const annotation of delta.annotations) {
                controller.enqueue({
                  type: "source",
                  sourceType: "url",
                  id: generateId(),
                  url: annotation.url_citation.url,
                  title: annotation.url_citation.title
                });
              }
            }
          },
          flush(controller) {
            if (isActiveText) {
              controller.enqueue({ type: "text-end", id: "0" });
            }
            toolCallTracker.flush();
            if (rawFinishReason != null) {
              finishReason = {
                unified: mapOpenAIFinishReason({
                  finishReason: rawFinishReason,
                  hasRefusal
                }),
                raw: rawFinishReason
              };
            }
            if (hasLogprobs) {
              providerMetadata.openai.logprobs = streamedLogprobs;
            }
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: convertOpenAIChatUsage(usage),
              ...providerMetadata != null ? { providerMetadata } : {}
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
    return result;
  }
};
function isOpenAIChatOutputChunk(chunk) {
  if ("error" in chunk) {
    return false;
  }
  return chunk.choices.some((choice) => {
    const delta = choice.delta;
    return (delta == null ? void 0 : delta.content) != null && delta.content.length > 0 || (delta == null ? void 0 : delta.refusal) != null && delta.refusal.length > 0 || (delta == null ? void 0 : delta.tool_calls) != null && delta.tool_calls.length > 0 || (delta == null ? void 0 : delta.annotations) != null && delta.annotations.length > 0;
  });
}

// src/completion/openai-completion-language-model.ts


// src/completion/convert-openai-completion-usage.ts
function convertOpenAICompletionUsage(usage) {
  var _a2, _b, _c, _d;
  if (usage == null) {
    return {
      inputTokens: {
        total: void 0,
        noCache: void 0,
        cacheRead: void 0,
        cacheWrite: void 0
      },
      outputTokens: {
        total: void 0,
        text: void 0,
        reasoning: void 0
      },
      raw: void 0
    };
  }
  const promptTokens = (_a2 = usage.prompt_tokens) != null ? _a2 : 0;
  const completionTokens = (_b = usage.completion_tokens) != null ? _b : 0;
  return {
    inputTokens: {
      total: (_c = usage.prompt_tokens) != null ? _c : void 0,
      noCache: promptTokens,
      cacheRead: void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: (_d = usage.completion_tokens) != null ? _d : void 0,
      text: completionTokens,
      reasoning: void 0
    },
    raw: usage
  };
}

// src/completion/convert-to-openai-completion-prompt.ts

function convertToOpenAICompletionPrompt({
  prompt,
  user = "user",
  assistant = "assistant"
}) {
  let text = "";
  if (prompt[0].role === "system") {
    text += `${prompt[0].content}

`;
    prompt = prompt.slice(1);
  }
  for (const { role, content } of prompt) {
    switch (role) {
      case "system": {
        throw new InvalidPromptError({
          message: "Unexpected system message in prompt: ${content}",
          prompt
        });
      }
      case "user": {
        const userMessage = content.map((part) => {
          switch (part.type) {
            case "text": {
              return part.text;
            }
          }
        }).filter(Boolean).join("");
        text += `${user}:
${userMessage}

`;
        break;
      }
      case "assistant": {
        const assistantMessage = content.map((part) => {
          switch (part.type) {
            case "text": {
              return part.text;
            }
            case "tool-call": {
              throw new UnsupportedFunctionalityError({
                functionality: "tool-call messages"
              });
            }
          }
        }).join("");
        text += `${assistant}:
${assistantMessage}

`;
        break;
      }
      case "tool": {
        throw new UnsupportedFunctionalityError({
          functionality: "tool messages"
        });
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  text += `${assistant}:
`;
  return {
    prompt: text,
    stopSequences: [`
${user}:`]
  };
}

// src/completion/get-response-metadata.ts
function getResponseMetadata2({
  id,
  model,
  created
}) {
  return {
    id: id != null ? id : void 0,
    modelId: model != null ? model : void 0,
    timestamp: created != null ? new Date(created * 1e3) : void 0
  };
}

// src/completion/map-openai-finish-reason.ts
function mapOpenAIFinishReason2(finishReason) {
  switch (finishReason) {
    case "stop":
      return "stop";
    case "length":
      return "length";
    case "content_filter":
      return "content-filter";
    case "function_call":
    case "tool_calls":
      return "tool-calls";
    default:
      return "other";
  }
}

// src/completion/openai-completion-api.ts


var openaiCompletionResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP().nullish(),
      created: schemas/* number */.aig().nullish(),
      model: schemas/* string */.YjP().nullish(),
      choices: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          text: schemas/* string */.YjP(),
          finish_reason: schemas/* string */.YjP(),
          logprobs: schemas/* object */.Ikc({
            tokens: schemas/* array */.YOg(schemas/* string */.YjP()),
            token_logprobs: schemas/* array */.YOg(schemas/* number */.aig()),
            top_logprobs: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig())).nullish()
          }).nullish()
        })
      ),
      usage: schemas/* object */.Ikc({
        prompt_tokens: schemas/* number */.aig(),
        completion_tokens: schemas/* number */.aig(),
        total_tokens: schemas/* number */.aig()
      }).nullish()
    })
  )
);
var openaiCompletionChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        id: schemas/* string */.YjP().nullish(),
        created: schemas/* number */.aig().nullish(),
        model: schemas/* string */.YjP().nullish(),
        choices: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            text: schemas/* string */.YjP(),
            finish_reason: schemas/* string */.YjP().nullish(),
            index: schemas/* number */.aig(),
            logprobs: schemas/* object */.Ikc({
              tokens: schemas/* array */.YOg(schemas/* string */.YjP()),
              token_logprobs: schemas/* array */.YOg(schemas/* number */.aig()),
              top_logprobs: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig())).nullish()
            }).nullish()
          })
        ),
        usage: schemas/* object */.Ikc({
          prompt_tokens: schemas/* number */.aig(),
          completion_tokens: schemas/* number */.aig(),
          total_tokens: schemas/* number */.aig()
        }).nullish()
      }),
      openaiErrorDataSchema()
    ])
  )
);

// src/completion/openai-completion-options.ts


var openaiLanguageModelCompletionOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Echo back the prompt in addition to the completion.
       */
      echo: schemas/* boolean */.zMY().optional(),
      /**
       * Modify the likelihood of specified tokens appearing in the completion.
       *
       * Accepts a JSON object that maps tokens (specified by their token ID in
       * the GPT tokenizer) to an associated bias value from -100 to 100. You
       * can use this tokenizer tool to convert text to token IDs. Mathematically,
       * the bias is added to the logits generated by the model prior to sampling.
       * The exact effect will vary per model, but values between -1 and 1 should
       * decrease or increase likelihood of selection; values like -100 or 100
       * should result in a ban or exclusive selection of the relevant token.
       *
       * As an example, you can pass {"50256": -100} to prevent the <|endoftext|>
       * token from being generated.
       */
      logitBias: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()).optional(),
      /**
       * The suffix that comes after a completion of inserted text.
       */
      suffix: schemas/* string */.YjP().optional(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse. Learn more.
       */
      user: schemas/* string */.YjP().optional(),
      /**
       * Return the log probabilities of the tokens. Including logprobs will increase
       * the response size and can slow down response times. However, it can
       * be useful to better understand how the model is behaving.
       * Setting to true will return the log probabilities of the tokens that
       * were generated.
       * Setting to a number will return the log probabilities of the top n
       * tokens that were generated.
       */
      logprobs: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig()]).optional()
    })
  )
);

// src/completion/openai-completion-language-model.ts
var OpenAICompletionLanguageModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    this.supportedUrls = {
      // No URLs are supported for completion models.
    };
    this.modelId = modelId;
    this.config = config;
  }
  get providerOptionsName() {
    return this.config.provider.split(".")[0].trim();
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    prompt,
    maxOutputTokens,
    temperature,
    topP,
    topK,
    frequencyPenalty,
    presencePenalty,
    stopSequences: userStopSequences,
    responseFormat,
    tools,
    toolChoice,
    seed,
    providerOptions
  }) {
    const warnings = [];
    const openaiOptions = {
      ...await parseProviderOptions({
        provider: "openai",
        providerOptions,
        schema: openaiLanguageModelCompletionOptions
      }),
      ...await parseProviderOptions({
        provider: this.providerOptionsName,
        providerOptions,
        schema: openaiLanguageModelCompletionOptions
      })
    };
    if (topK != null) {
      warnings.push({ type: "unsupported", feature: "topK" });
    }
    if (tools == null ? void 0 : tools.length) {
      warnings.push({ type: "unsupported", feature: "tools" });
    }
    if (toolChoice != null) {
      warnings.push({ type: "unsupported", feature: "toolChoice" });
    }
    if (responseFormat != null && responseFormat.type !== "text") {
      warnings.push({
        type: "unsupported",
        feature: "responseFormat",
        details: "JSON response format is not supported."
      });
    }
    const { prompt: completionPrompt, stopSequences } = convertToOpenAICompletionPrompt({ prompt });
    const stop = [...stopSequences != null ? stopSequences : [], ...userStopSequences != null ? userStopSequences : []];
    return {
      args: {
        // model id:
        model: this.modelId,
        // model specific settings:
        echo: openaiOptions.echo,
        logit_bias: openaiOptions.logitBias,
        logprobs: (openaiOptions == null ? void 0 : openaiOptions.logprobs) === true ? 0 : (openaiOptions == null ? void 0 : openaiOptions.logprobs) === false ? void 0 : openaiOptions == null ? void 0 : openaiOptions.logprobs,
        suffix: openaiOptions.suffix,
        user: openaiOptions.user,
        // standardized settings:
        max_tokens: maxOutputTokens,
        temperature,
        top_p: topP,
        frequency_penalty: frequencyPenalty,
        presence_penalty: presencePenalty,
        seed,
        // prompt:
        prompt: completionPrompt,
        // stop sequences:
        stop: stop.length > 0 ? stop : void 0
      },
      warnings
    };
  }
  async doGenerate(options) {
    var _a2;
    const { args, warnings } = await this.getArgs(options);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.config.url({
        path: "/completions",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers(), options.headers),
      body: args,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiCompletionResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const choice = response.choices[0];
    const providerMetadata = { openai: {} };
    if (choice.logprobs != null) {
      providerMetadata.openai.logprobs = choice.logprobs;
    }
    return {
      content: [{ type: "text", text: choice.text }],
      usage: convertOpenAICompletionUsage(response.usage),
      finishReason: {
        unified: mapOpenAIFinishReason2(choice.finish_reason),
        raw: (_a2 = choice.finish_reason) != null ? _a2 : void 0
      },
      request: { body: args },
      response: {
        ...getResponseMetadata2(response),
        headers: responseHeaders,
        body: rawResponse
      },
      providerMetadata,
      warnings
    };
  }
  async doStream(options) {
    const { args, warnings } = await this.getArgs(options);
    const body = {
      ...args,
      stream: true,
      stream_options: {
        include_usage: true
      }
    };
    const url = this.config.url({
      path: "/completions",
      modelId: this.modelId
    });
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        openaiCompletionChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const checkedResponse = await throwIfOpenAIStreamErrorBeforeOutput({
      stream: response,
      getError: (chunk) => "error" in chunk ? chunk.error : void 0,
      isOutputChunk: isOpenAICompletionOutputChunk,
      url,
      requestBodyValues: body,
      responseHeaders
    });
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    const providerMetadata = { openai: {} };
    let usage = void 0;
    let isFirstChunk = true;
    const result = {
      stream: checkedResponse.pipeThrough(
        new TransformStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const value = chunk.value;
            if ("error" in value) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error: value.error });
              return;
            }
            if (isFirstChunk) {
              isFirstChunk = false;
              controller.enqueue({
                type: "response-metadata",
                ...getResponseMetadata2(value)
              });
              controller.enqueue({ type: "text-start", id: "0" });
            }
            if (value.usage != null) {
              usage = value.usage;
            }
            const choice = value.choices[0];
            if ((choice == null ? void 0 : choice.finish_reason) != null) {
              finishReason = {
                unified: mapOpenAIFinishReason2(choice.finish_reason),
                raw: choice.finish_reason
              };
            }
            if ((choice == null ? void 0 : choice.logprobs) != null) {
              providerMetadata.openai.logprobs = choice.logprobs;
            }
            if ((choice == null ? void 0 : choice.text) != null && choice.text.length > 0) {
              controller.enqueue({
                type: "text-delta",
                id: "0",
                delta: choice.text
              });
            }
          },
          flush(controller) {
            if (!isFirstChunk) {
              controller.enqueue({ type: "text-end", id: "0" });
            }
            controller.enqueue({
              type: "finish",
              finishReason,
              providerMetadata,
              usage: convertOpenAICompletionUsage(usage)
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
    return result;
  }
};
function isOpenAICompletionOutputChunk(chunk) {
  return !("error" in chunk) && chunk.choices.some((choice) => choice.text.length > 0);
}

// src/embedding/openai-embedding-model.ts



// src/embedding/openai-embedding-options.ts


var openaiEmbeddingModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * The number of dimensions the resulting output embeddings should have.
       * Only supported in text-embedding-3 and later models.
       */
      dimensions: schemas/* number */.aig().optional(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse. Learn more.
       */
      user: schemas/* string */.YjP().optional()
    })
  )
);

// src/embedding/openai-embedding-api.ts


var openaiTextEmbeddingResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      data: schemas/* array */.YOg(schemas/* object */.Ikc({ embedding: schemas/* array */.YOg(schemas/* number */.aig()) })),
      usage: schemas/* object */.Ikc({ prompt_tokens: schemas/* number */.aig() }).nullish()
    })
  )
);

// src/embedding/openai-embedding-model.ts
var openai_dist_a;
openai_dist_a = EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL;
var OpenAIEmbeddingModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    this.maxEmbeddingsPerCall = 2048;
    this[openai_dist_a] = 3e5;
    this.supportsParallelCalls = true;
    this.modelId = modelId;
    this.config = config;
  }
  get provider() {
    return this.config.provider;
  }
  async doEmbed({
    values,
    headers,
    abortSignal,
    providerOptions
  }) {
    var _a2;
    if (values.length > this.maxEmbeddingsPerCall) {
      throw new TooManyEmbeddingValuesForCallError({
        provider: this.provider,
        modelId: this.modelId,
        maxEmbeddingsPerCall: this.maxEmbeddingsPerCall,
        values
      });
    }
    const openaiOptions = (_a2 = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiEmbeddingModelOptions
    })) != null ? _a2 : {};
    const {
      responseHeaders,
      value: response,
      rawValue
    } = await postJsonToApi({
      url: this.config.url({
        path: "/embeddings",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers(), headers),
      body: {
        model: this.modelId,
        input: values,
        encoding_format: "float",
        dimensions: openaiOptions.dimensions,
        user: openaiOptions.user
      },
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiTextEmbeddingResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    return {
      warnings: [],
      embeddings: response.data.map((item) => item.embedding),
      usage: response.usage ? { tokens: response.usage.prompt_tokens } : void 0,
      response: { headers: responseHeaders, body: rawValue }
    };
  }
};

// src/image/openai-image-model.ts



// src/image/openai-image-api.ts


var openaiImageResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      created: schemas/* number */.aig().nullish(),
      data: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          b64_json: schemas/* string */.YjP(),
          revised_prompt: schemas/* string */.YjP().nullish()
        })
      ),
      background: schemas/* string */.YjP().nullish(),
      output_format: schemas/* string */.YjP().nullish(),
      size: schemas/* string */.YjP().nullish(),
      quality: schemas/* string */.YjP().nullish(),
      usage: schemas/* object */.Ikc({
        input_tokens: schemas/* number */.aig().nullish(),
        output_tokens: schemas/* number */.aig().nullish(),
        total_tokens: schemas/* number */.aig().nullish(),
        input_tokens_details: schemas/* object */.Ikc({
          image_tokens: schemas/* number */.aig().nullish(),
          text_tokens: schemas/* number */.aig().nullish()
        }).nullish()
      }).nullish()
    })
  )
);

// src/image/openai-image-model-options.ts


var modelMaxImagesPerCall = {
  "dall-e-3": 1,
  "dall-e-2": 10,
  "gpt-image-1": 10,
  "gpt-image-1-mini": 10,
  "gpt-image-1.5": 10,
  "gpt-image-2": 10,
  "gpt-image-2.6-flare": 10,
  "gpt-image-2.6-sunburst": 10,
  "gpt-image-2.5-flare": 10,
  "gpt-image-2.5-flare-2026-09-08": 10,
  "gpt-image-2.5-sunburst": 10,
  "gpt-image-2.5-sunburst-2026-09-08": 10,
  "chatgpt-image-latest": 10
};
var defaultResponseFormatPrefixes = ["chatgpt-image-", "gpt-image-"];
function hasDefaultResponseFormat(modelId) {
  return defaultResponseFormatPrefixes.some(
    (prefix) => modelId.startsWith(prefix)
  );
}
function getMaxImagesPerCall(modelId) {
  var _a2;
  return (_a2 = modelMaxImagesPerCall[modelId]) != null ? _a2 : modelId.startsWith("gpt-image-") ? 10 : 1;
}
var baseImageModelOptionsObject = () => schemas/* object */.Ikc({
  /**
   * Quality of the generated image(s).
   *
   * Valid values: `standard`, `hd`, `low`, `medium`, `high`, `xhigh`, `max`, `auto`.
   * `xhigh` and `max` are supported by GPT Image 2.5 models.
   */
  quality: schemas/* enum */.k5n(["standard", "hd", "low", "medium", "high", "xhigh", "max", "auto"]).optional(),
  /**
   * Background behavior for the generated image(s).
   *
   * If `transparent`, the output format must support transparency
   * (i.e. `png` or `webp`).
   */
  background: schemas/* enum */.k5n(["transparent", "opaque", "auto"]).optional(),
  /**
   * Format in which the generated image(s) are returned.
   */
  outputFormat: schemas/* enum */.k5n(["png", "jpeg", "webp"]).optional(),
  /**
   * How much detail the model puts into the image. Supported by GPT Image
   * 2.6 models. The API defaults to `high`.
   */
  complexity: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
  /**
   * Compression level (0-100) for the generated image(s). Applies to the
   * `jpeg` and `webp` output formats.
   */
  outputCompression: schemas/* number */.aig().int().min(0).max(100).optional(),
  /**
   * A unique identifier representing your end-user, which can help OpenAI
   * to monitor and detect abuse.
   */
  user: schemas/* string */.YjP().optional(),
  /**
   * A stable identifier used to help detect users of your application that
   * may be violating OpenAI's usage policies. Should be a hashed username
   * or email address.
   */
  safetyIdentifier: schemas/* string */.YjP().max(128).optional()
});
var openaiImageModelOptions = lazySchema(
  () => zodSchema(baseImageModelOptionsObject())
);
var openaiImageModelGenerationOptions = lazySchema(
  () => zodSchema(
    baseImageModelOptionsObject().extend({
      /**
       * Style of the generated image. `vivid` produces hyper-real and
       * dramatic images; `natural` produces more subdued, less hyper-real
       * looking images.
       */
      style: schemas/* enum */.k5n(["vivid", "natural"]).optional(),
      /**
       * Format in which the generated image(s) are returned. `gif` produces
       * an animated GIF and is supported by GPT Image 2.6 models.
       */
      outputFormat: schemas/* enum */.k5n(["png", "jpeg", "webp", "gif"]).optional(),
      /**
       * Number of frames (2-64) of an animated GIF. Only applies to the `gif`
       * output format. The API defaults to 9.
       */
      frameCount: schemas/* number */.aig().int().min(2).max(64).optional(),
      /**
       * Duration of each frame in milliseconds (20-2000) of an animated GIF.
       * The API rounds it to the nearest 10 ms. Only applies to the `gif`
       * output format. The API defaults to 200.
       */
      frameDurationMs: schemas/* number */.aig().int().min(20).max(2e3).optional(),
      /**
       * Content moderation level for the generated image(s). `low` applies
       * less restrictive filtering.
       */
      moderation: schemas/* enum */.k5n(["auto", "low"]).optional()
    })
  )
);
var openaiImageModelEditOptions = lazySchema(
  () => zodSchema(
    baseImageModelOptionsObject().extend({
      /**
       * Fidelity of the output image(s) to the input image(s).
       */
      inputFidelity: schemas/* enum */.k5n(["high", "low"]).optional(),
      /**
       * A transparent PNG overlaid on the first input image to mark up the
       * regions to change, as an HTTPS URL or a base64 data URL. It must match
       * the dimensions of the first image. Supported by GPT Image 2.5 and 2.6
       * models. Cannot be combined with a `mask`.
       */
      markup: schemas/* string */.YjP().optional()
    })
  )
);

// src/image/openai-image-model.ts
var OpenAIImageModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v3";
  }
  get maxImagesPerCall() {
    return getMaxImagesPerCall(this.modelId);
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate({
    prompt,
    files,
    mask,
    n,
    size,
    aspectRatio,
    seed,
    providerOptions,
    headers,
    abortSignal
  }) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k;
    const warnings = [];
    if (aspectRatio != null) {
      warnings.push({
        type: "unsupported",
        feature: "aspectRatio",
        details: "This model does not support aspect ratio. Use `size` instead."
      });
    }
    if (seed != null) {
      warnings.push({ type: "unsupported", feature: "seed" });
    }
    const currentDate = (_c = (_b = (_a2 = this.config._internal) == null ? void 0 : _a2.currentDate) == null ? void 0 : _b.call(_a2)) != null ? _c : /* @__PURE__ */ new Date();
    if (files != null) {
      const openaiOptions2 = (_d = await parseProviderOptions({
        provider: "openai",
        providerOptions,
        schema: openaiImageModelEditOptions
      })) != null ? _d : {};
      if (mask != null && openaiOptions2.markup != null) {
        throw new InvalidArgumentError({
          argument: "providerOptions.openai.markup",
          message: "`markup` cannot be combined with `mask`."
        });
      }
      const { value: response2, responseHeaders: responseHeaders2 } = await postFormDataToApi({
        url: this.config.url({
          path: "/images/edits",
          modelId: this.modelId
        }),
        headers: combineHeaders(this.config.headers(), headers),
        formData: convertToFormData({
          model: this.modelId,
          prompt,
          image: await Promise.all(
            files.map(
              (file) => file.type === "file" ? new Blob(
                [
                  file.data instanceof Uint8Array ? new Blob([file.data], {
                    type: file.mediaType
                  }) : new Blob([convertBase64ToUint8Array(file.data)], {
                    type: file.mediaType
                  })
                ],
                { type: file.mediaType }
              ) : downloadBlob(file.url)
            )
          ),
          mask: mask != null ? await fileToBlob(mask) : void 0,
          markup: openaiOptions2.markup != null ? await markupToBlob(openaiOptions2.markup) : void 0,
          n,
          size,
          quality: openaiOptions2.quality,
          background: openaiOptions2.background,
          output_format: openaiOptions2.outputFormat,
          output_compression: openaiOptions2.outputCompression,
          complexity: openaiOptions2.complexity,
          input_fidelity: openaiOptions2.inputFidelity,
          user: openaiOptions2.user,
          safety_identifier: openaiOptions2.safetyIdentifier
        }),
        failedResponseHandler: openaiFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          openaiImageResponseSchema
        ),
        abortSignal,
        fetch: this.config.fetch
      });
      return {
        images: response2.data.map((item) => item.b64_json),
        warnings,
        usage: response2.usage != null ? {
          inputTokens: (_e = response2.usage.input_tokens) != null ? _e : void 0,
          outputTokens: (_f = response2.usage.output_tokens) != null ? _f : void 0,
          totalTokens: (_g = response2.usage.total_tokens) != null ? _g : void 0
        } : void 0,
        response: {
          timestamp: currentDate,
          modelId: this.modelId,
          headers: responseHeaders2
        },
        providerMetadata: {
          openai: {
            images: response2.data.map((item, index) => {
              var _a3, _b2, _c2, _d2, _e2, _f2;
              return {
                ...item.revised_prompt ? { revisedPrompt: item.revised_prompt } : {},
                created: (_a3 = response2.created) != null ? _a3 : void 0,
                size: (_b2 = response2.size) != null ? _b2 : void 0,
                quality: (_c2 = response2.quality) != null ? _c2 : void 0,
                background: (_d2 = response2.background) != null ? _d2 : void 0,
                outputFormat: (_e2 = response2.output_format) != null ? _e2 : void 0,
                ...distributeTokenDetails(
                  (_f2 = response2.usage) == null ? void 0 : _f2.input_tokens_details,
                  index,
                  response2.data.length
                )
              };
            })
          }
        }
      };
    }
    const openaiOptions = (_h = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiImageModelGenerationOptions
    })) != null ? _h : {};
    const { value: response, responseHeaders } = await postJsonToApi({
      url: this.config.url({
        path: "/images/generations",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers(), headers),
      body: {
        model: this.modelId,
        prompt,
        n,
        size,
        quality: openaiOptions.quality,
        style: openaiOptions.style,
        background: openaiOptions.background,
        moderation: openaiOptions.moderation,
        output_format: openaiOptions.outputFormat,
        output_compression: openaiOptions.outputCompression,
        complexity: openaiOptions.complexity,
        frame_count: openaiOptions.frameCount,
        frame_duration_ms: openaiOptions.frameDurationMs,
        user: openaiOptions.user,
        safety_identifier: openaiOptions.safetyIdentifier,
        ...!hasDefaultResponseFormat(this.modelId) ? { response_format: "b64_json" } : {}
      },
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiImageResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    return {
      images: response.data.map((item) => item.b64_json),
      warnings,
      usage: response.usage != null ? {
        inputTokens: (_i = response.usage.input_tokens) != null ? _i : void 0,
        outputTokens: (_j = response.usage.output_tokens) != null ? _j : void 0,
        totalTokens: (_k = response.usage.total_tokens) != null ? _k : void 0
      } : void 0,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      },
      providerMetadata: {
        openai: {
          images: response.data.map((item, index) => {
            var _a3, _b2, _c2, _d2, _e2, _f2;
            return {
              ...item.revised_prompt ? { revisedPrompt: item.revised_prompt } : {},
              created: (_a3 = response.created) != null ? _a3 : void 0,
              size: (_b2 = response.size) != null ? _b2 : void 0,
              quality: (_c2 = response.quality) != null ? _c2 : void 0,
              background: (_d2 = response.background) != null ? _d2 : void 0,
              outputFormat: (_e2 = response.output_format) != null ? _e2 : void 0,
              ...distributeTokenDetails(
                (_f2 = response.usage) == null ? void 0 : _f2.input_tokens_details,
                index,
                response.data.length
              )
            };
          })
        }
      }
    };
  }
};
function distributeTokenDetails(details, index, total) {
  if (details == null) {
    return {};
  }
  const result = {};
  if (details.image_tokens != null) {
    const base = Math.floor(details.image_tokens / total);
    const remainder = details.image_tokens - base * (total - 1);
    result.imageTokens = index === total - 1 ? remainder : base;
  }
  if (details.text_tokens != null) {
    const base = Math.floor(details.text_tokens / total);
    const remainder = details.text_tokens - base * (total - 1);
    result.textTokens = index === total - 1 ? remainder : base;
  }
  return result;
}
async function markupToBlob(markup) {
  const dataUrl = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(markup);
  if (dataUrl == null) {
    return downloadBlob(markup);
  }
  if (dataUrl[2] == null) {
    throw new InvalidArgumentError({
      argument: "providerOptions.openai.markup",
      message: "`markup` data URLs must be base64 encoded."
    });
  }
  return new Blob([convertBase64ToUint8Array(dataUrl[3])], {
    type: dataUrl[1] || "image/png"
  });
}
async function fileToBlob(file) {
  if (!file) return void 0;
  if (file.type === "url") {
    return downloadBlob(file.url);
  }
  const data = file.data instanceof Uint8Array ? file.data : convertBase64ToUint8Array(file.data);
  return new Blob([data], { type: file.mediaType });
}

// src/tool/apply-patch.ts


var applyPatchInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      callId: schemas/* string */.YjP(),
      operation: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("create_file"),
          path: schemas/* string */.YjP(),
          diff: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("delete_file"),
          path: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("update_file"),
          path: schemas/* string */.YjP(),
          diff: schemas/* string */.YjP()
        })
      ])
    })
  )
);
var applyPatchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      status: schemas/* enum */.k5n(["completed", "failed"]),
      output: schemas/* string */.YjP().optional()
    })
  )
);
var applyPatchArgsSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var applyPatchToolFactory = createProviderToolFactoryWithOutputSchema({
  id: "openai.apply_patch",
  inputSchema: applyPatchInputSchema,
  outputSchema: applyPatchOutputSchema
});
var applyPatch = applyPatchToolFactory;

// src/tool/code-interpreter.ts


var codeInterpreterInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      code: schemas/* string */.YjP().nullish(),
      containerId: schemas/* string */.YjP()
    })
  )
);
var codeInterpreterOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      outputs: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
        ])
      ).nullish()
    })
  )
);
var codeInterpreterArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      container: schemas/* union */.KCZ([
        schemas/* string */.YjP(),
        schemas/* object */.Ikc({
          fileIds: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        })
      ]).optional()
    })
  )
);
var codeInterpreterToolFactory = createProviderToolFactoryWithOutputSchema({
  id: "openai.code_interpreter",
  inputSchema: codeInterpreterInputSchema,
  outputSchema: codeInterpreterOutputSchema
});
var codeInterpreter = (args = {}) => {
  return codeInterpreterToolFactory(args);
};

// src/tool/custom.ts


var customArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      name: schemas/* string */.YjP(),
      description: schemas/* string */.YjP().optional(),
      async: schemas/* boolean */.zMY().optional(),
      format: schemas/* union */.KCZ([
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("grammar"),
          syntax: schemas/* enum */.k5n(["regex", "lark"]),
          definition: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text")
        })
      ]).optional()
    })
  )
);
var customInputSchema = lazySchema(() => zodSchema(schemas/* string */.YjP()));
var customToolFactory = createProviderToolFactory({
  id: "openai.custom",
  inputSchema: customInputSchema
});
var customTool = (args) => customToolFactory(args);

// src/tool/file-search.ts


var comparisonFilterSchema = () => schemas/* object */.Ikc({
  key: schemas/* string */.YjP(),
  type: schemas/* enum */.k5n(["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin"]),
  value: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* array */.YOg(schemas/* string */.YjP())])
});
var cachedCompoundFilterSchema;
var compoundFilterSchema = () => cachedCompoundFilterSchema != null ? cachedCompoundFilterSchema : cachedCompoundFilterSchema = schemas/* object */.Ikc({
  type: schemas/* enum */.k5n(["and", "or"]),
  filters: schemas/* array */.YOg(
    schemas/* union */.KCZ([comparisonFilterSchema(), schemas/* lazy */.RZV(() => compoundFilterSchema())])
  )
});
var fileSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      vectorStoreIds: schemas/* array */.YOg(schemas/* string */.YjP()),
      maxNumResults: schemas/* number */.aig().optional(),
      ranking: schemas/* object */.Ikc({
        ranker: schemas/* string */.YjP().optional(),
        scoreThreshold: schemas/* number */.aig().optional()
      }).optional(),
      filters: schemas/* union */.KCZ([comparisonFilterSchema(), compoundFilterSchema()]).optional()
    })
  )
);
var fileSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      queries: schemas/* array */.YOg(schemas/* string */.YjP()),
      results: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          attributes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
          fileId: schemas/* string */.YjP(),
          filename: schemas/* string */.YjP(),
          score: schemas/* number */.aig(),
          text: schemas/* string */.YjP()
        })
      ).nullable()
    })
  )
);
var fileSearch = createProviderToolFactoryWithOutputSchema({
  id: "openai.file_search",
  inputSchema: schemas/* object */.Ikc({}),
  outputSchema: fileSearchOutputSchema
});

// src/tool/image-generation.ts


var imageGenerationArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      background: schemas/* enum */.k5n(["auto", "opaque", "transparent"]).optional(),
      inputFidelity: schemas/* enum */.k5n(["low", "high"]).optional(),
      inputImageMask: schemas/* object */.Ikc({
        fileId: schemas/* string */.YjP().optional(),
        imageUrl: schemas/* string */.YjP().optional()
      }).optional(),
      model: schemas/* string */.YjP().optional(),
      moderation: schemas/* enum */.k5n(["auto"]).optional(),
      outputCompression: schemas/* number */.aig().int().min(0).max(100).optional(),
      outputFormat: schemas/* enum */.k5n(["png", "jpeg", "webp"]).optional(),
      partialImages: schemas/* number */.aig().int().min(0).max(3).optional(),
      quality: schemas/* enum */.k5n(["auto", "low", "medium", "high", "xhigh", "max"]).optional(),
      size: schemas/* enum */.k5n(["1024x1024", "1024x1536", "1536x1024", "auto"]).optional()
    }).strict()
  )
);
var imageGenerationInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var imageGenerationOutputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({ result: schemas/* string */.YjP() }))
);
var imageGenerationToolFactory = createProviderToolFactoryWithOutputSchema({
  id: "openai.image_generation",
  inputSchema: imageGenerationInputSchema,
  outputSchema: imageGenerationOutputSchema
});
var imageGeneration = (args = {}) => {
  return imageGenerationToolFactory(args);
};

// src/tool/local-shell.ts


var localShellInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("exec"),
        command: schemas/* array */.YOg(schemas/* string */.YjP()),
        timeoutMs: schemas/* number */.aig().optional(),
        user: schemas/* string */.YjP().optional(),
        workingDirectory: schemas/* string */.YjP().optional(),
        env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
      })
    })
  )
);
var localShellOutputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({ output: schemas/* string */.YjP() }))
);
var localShell = createProviderToolFactoryWithOutputSchema({
  id: "openai.local_shell",
  inputSchema: localShellInputSchema,
  outputSchema: localShellOutputSchema
});

// src/tool/shell.ts


var shellInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* object */.Ikc({
        commands: schemas/* array */.YOg(schemas/* string */.YjP()),
        timeoutMs: schemas/* number */.aig().optional(),
        maxOutputLength: schemas/* number */.aig().optional()
      })
    })
  )
);
var shellOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      output: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          stdout: schemas/* string */.YjP(),
          stderr: schemas/* string */.YjP(),
          outcome: schemas/* discriminatedUnion */.gMt("type", [
            schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
            schemas/* object */.Ikc({ type: schemas/* literal */.euz("exit"), exitCode: schemas/* number */.aig() })
          ])
        })
      )
    })
  )
);
var shellSkillsSchema = () => schemas/* array */.YOg(
  schemas/* discriminatedUnion */.gMt("type", [
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("skillReference"),
      skillId: schemas/* string */.YjP(),
      version: schemas/* string */.YjP().optional()
    }),
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("inline"),
      name: schemas/* string */.YjP(),
      description: schemas/* string */.YjP(),
      source: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("base64"),
        mediaType: schemas/* literal */.euz("application/zip"),
        data: schemas/* string */.YjP()
      })
    })
  ])
).optional();
var shellArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      environment: schemas/* union */.KCZ([
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("containerAuto"),
          fileIds: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
          memoryLimit: schemas/* enum */.k5n(["1g", "4g", "16g", "64g"]).optional(),
          networkPolicy: schemas/* discriminatedUnion */.gMt("type", [
            schemas/* object */.Ikc({ type: schemas/* literal */.euz("disabled") }),
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("allowlist"),
              allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()),
              domainSecrets: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  domain: schemas/* string */.YjP(),
                  name: schemas/* string */.YjP(),
                  value: schemas/* string */.YjP()
                })
              ).optional()
            })
          ]).optional(),
          skills: shellSkillsSchema()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("containerReference"),
          containerId: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("local").optional(),
          skills: schemas/* array */.YOg(
            schemas/* object */.Ikc({
              name: schemas/* string */.YjP(),
              description: schemas/* string */.YjP(),
              path: schemas/* string */.YjP()
            })
          ).optional()
        })
      ]).optional()
    })
  )
);
var shell = createProviderToolFactoryWithOutputSchema({
  id: "openai.shell",
  inputSchema: shellInputSchema,
  outputSchema: shellOutputSchema
});

// src/tool/tool-search.ts


var toolSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      execution: schemas/* enum */.k5n(["server", "client"]).optional(),
      description: schemas/* string */.YjP().optional(),
      parameters: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
    })
  )
);
var toolSearchInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      arguments: schemas/* unknown */.L5J().optional(),
      call_id: schemas/* string */.YjP().nullish()
    })
  )
);
var toolSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()))
    })
  )
);
var toolSearchToolFactory = createProviderToolFactoryWithOutputSchema({
  id: "openai.tool_search",
  inputSchema: toolSearchInputSchema,
  outputSchema: toolSearchOutputSchema
});
var toolSearch = (args = {}) => toolSearchToolFactory(args);

// src/tool/web-search.ts


var webSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      externalWebAccess: schemas/* boolean */.zMY().optional(),
      filters: schemas/* object */.Ikc({
        allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        blockedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
      }).optional(),
      searchContextSize: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
      userLocation: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("approximate"),
        country: schemas/* string */.YjP().optional(),
        city: schemas/* string */.YjP().optional(),
        region: schemas/* string */.YjP().optional(),
        timezone: schemas/* string */.YjP().optional()
      }).optional()
    })
  )
);
var webSearchInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var webSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("search"),
          query: schemas/* string */.YjP().optional(),
          queries: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("openPage"),
          url: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("findInPage"),
          url: schemas/* string */.YjP().nullish(),
          pattern: schemas/* string */.YjP().nullish()
        })
      ]).optional(),
      sources: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() }),
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("api"), name: schemas/* string */.YjP() })
        ])
      ).optional()
    })
  )
);
var webSearchToolFactory = createProviderToolFactoryWithOutputSchema({
  id: "openai.web_search",
  inputSchema: webSearchInputSchema,
  outputSchema: webSearchOutputSchema
});
var webSearch = (args = {}) => webSearchToolFactory(args);

// src/tool/web-search-preview.ts


var webSearchPreviewArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      searchContextSize: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
      userLocation: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("approximate"),
        country: schemas/* string */.YjP().optional(),
        city: schemas/* string */.YjP().optional(),
        region: schemas/* string */.YjP().optional(),
        timezone: schemas/* string */.YjP().optional()
      }).optional()
    })
  )
);
var webSearchPreviewInputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({}))
);
var webSearchPreviewOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("search"),
          query: schemas/* string */.YjP().optional()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("openPage"),
          url: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("findInPage"),
          url: schemas/* string */.YjP().nullish(),
          pattern: schemas/* string */.YjP().nullish()
        })
      ]).optional()
    })
  )
);
var webSearchPreview = createProviderToolFactoryWithOutputSchema({
  id: "openai.web_search_preview",
  inputSchema: webSearchPreviewInputSchema,
  outputSchema: webSearchPreviewOutputSchema
});

// src/tool/mcp.ts


var cachedJsonValueSchema;
var jsonValueSchema = () => cachedJsonValueSchema != null ? cachedJsonValueSchema : cachedJsonValueSchema = schemas/* lazy */.RZV(
  () => schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    schemas/* null */.chJ(),
    schemas/* array */.YOg(jsonValueSchema()),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema())
  ])
);
var mcpArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      serverLabel: schemas/* string */.YjP(),
      allowedTools: schemas/* union */.KCZ([
        schemas/* array */.YOg(schemas/* string */.YjP()),
        schemas/* object */.Ikc({
          readOnly: schemas/* boolean */.zMY().optional(),
          toolNames: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        })
      ]).optional(),
      authorization: schemas/* string */.YjP().optional(),
      connectorId: schemas/* string */.YjP().optional(),
      headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
      requireApproval: schemas/* union */.KCZ([
        schemas/* enum */.k5n(["always", "never"]),
        schemas/* object */.Ikc({
          never: schemas/* object */.Ikc({
            toolNames: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
          }).optional()
        })
      ]).optional(),
      serverDescription: schemas/* string */.YjP().optional(),
      serverUrl: schemas/* string */.YjP().optional()
    }).refine(
      (v) => v.serverUrl != null || v.connectorId != null,
      "One of serverUrl or connectorId must be provided."
    )
  )
);
var mcpInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var mcpOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("call"),
      serverLabel: schemas/* string */.YjP(),
      name: schemas/* string */.YjP(),
      arguments: schemas/* string */.YjP(),
      output: schemas/* string */.YjP().nullish(),
      error: schemas/* union */.KCZ([schemas/* string */.YjP(), jsonValueSchema()]).optional()
    })
  )
);
var mcpToolFactory = createProviderToolFactoryWithOutputSchema({
  id: "openai.mcp",
  inputSchema: mcpInputSchema,
  outputSchema: mcpOutputSchema
});
var mcp = (args) => mcpToolFactory(args);

// src/openai-tools.ts
var openaiTools = {
  /**
   * The apply_patch tool lets GPT-5.1 create, update, and delete files in your
   * codebase using structured diffs. Instead of just suggesting edits, the model
   * emits patch operations that your application applies and then reports back on,
   * enabling iterative, multi-step code editing workflows.
   *
   */
  applyPatch,
  /**
   * Custom tools let callers constrain model output to a grammar (regex or
   * Lark syntax). The model returns a `custom_tool_call` output item whose
   * `input` field is a string matching the specified grammar.
   *
   * @param name - The name of the custom tool.
   * @param description - An optional description of the tool.
   * @param async - Whether the model can continue without waiting for the tool result.
   * @param format - The output format constraint (grammar type, syntax, and definition).
   */
  customTool,
  /**
   * The Code Interpreter tool allows models to write and run Python code in a
   * sandboxed environment to solve complex problems in domains like data analysis,
   * coding, and math.
   *
   * @param container - The container to use for the code interpreter.
   */
  codeInterpreter,
  /**
   * File search is a tool available in the Responses API. It enables models to
   * retrieve information in a knowledge base of previously uploaded files through
   * semantic and keyword search.
   *
   * @param vectorStoreIds - The vector store IDs to use for the file search.
   * @param maxNumResults - The maximum number of results to return.
   * @param ranking - The ranking options to use for the file search.
   * @param filters - The filters to use for the file search.
   */
  fileSearch,
  /**
   * The image generation tool allows you to generate images using a text prompt,
   * and optionally image inputs. It leverages the GPT Image model,
   * and automatically optimizes text inputs for improved performance.
   *
   * @param background - Background type for the generated image. One of 'auto', 'opaque', or 'transparent'.
   * @param inputFidelity - Input fidelity for the generated image. One of 'low' or 'high'.
   * @param inputImageMask - Optional mask for inpainting. Contains fileId and/or imageUrl.
   * @param model - The image generation model to use. Default: gpt-image-1.
   * @param moderation - Moderation level for the generated image. Default: 'auto'.
   * @param outputCompression - Compression level for the output image (0-100).
   * @param outputFormat - The output format of the generated image. One of 'png', 'jpeg', or 'webp'.
   * @param partialImages - Number of partial images to generate in streaming mode (0-3).
   * @param quality - The quality of the generated image. One of 'auto', 'low', 'medium', 'high', 'xhigh', or 'max'. 'xhigh' and 'max' require a GPT Image 2.5 model.
   * @param size - The size of the generated image. One of 'auto', '1024x1024', '1024x1536', or '1536x1024'.
   */
  imageGeneration,
  /**
   * Local shell is a tool that allows agents to run shell commands locally
   * on a machine you or the user provides.
   *
   * Supported models: `gpt-5-codex`
   */
  localShell,
  /**
   * The shell tool allows the model to interact with your local computer through
   * a controlled command-line interface. The model proposes shell commands; your
   * integration executes them and returns the outputs.
   *
   * Available through the Responses API for use with GPT-5.1.
   *
   * WARNING: Running arbitrary shell commands can be dangerous. Always sandbox
   * execution or add strict allow-/deny-lists before forwarding a command to
   * the system shell.
   */
  shell,
  /**
   * Web search allows models to access up-to-date information from the internet
   * and provide answers with sourced citations.
   *
   * @param searchContextSize - The search context size to use for the web search.
   * @param userLocation - The user location to use for the web search.
   */
  webSearchPreview,
  /**
   * Web search allows models to access up-to-date information from the internet
   * and provide answers with sourced citations.
   *
   * @param filters - The filters to use for the web search.
   * @param searchContextSize - The search context size to use for the web search.
   * @param userLocation - The user location to use for the web search.
   */
  webSearch,
  /**
   * MCP (Model Context Protocol) allows models to call tools exposed by
   * remote MCP servers or service connectors.
   *
   * @param serverLabel - Label to identify the MCP server.
   * @param allowedTools - Allowed tool names or filter object.
   * @param authorization - OAuth access token for the MCP server/connector.
   * @param connectorId - Identifier for a service connector.
   * @param headers - Optional headers to include in MCP requests.
   * // param requireApproval - Approval policy ('always'|'never'|filter object). (Removed - always 'never')
   * @param serverDescription - Optional description of the server.
   * @param serverUrl - URL for the MCP server.
   */
  mcp,
  /**
   * Tool search allows the model to dynamically search for and load deferred
   * tools into the model's context as needed. This helps reduce overall token
   * usage, cost, and latency by only loading tools when the model needs them.
   *
   * To use tool search, mark functions or namespaces with `defer_loading: true`
   * in the tools array. The model will use tool search to load these tools
   * when it determines they are needed.
   */
  toolSearch
};

// src/responses/openai-responses-text-format.ts

var openaiResponsesTextFormatSchema = () => schemas/* discriminatedUnion */.gMt("type", [
  schemas/* object */.Ikc({ type: schemas/* literal */.euz("text") }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("json_schema"),
    name: schemas/* string */.YjP().min(1).max(64).regex(/^[a-zA-Z0-9_-]+$/),
    schema: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* json */.Pq9()),
    description: schemas/* string */.YjP().optional(),
    strict: schemas/* boolean */.zMY().optional()
  })
]);
function normalizeOpenAIResponsesTextFormat(format) {
  if (format.type === "text") {
    return format;
  }
  const normalized = normalizeOpenAIJsonSchema(format.schema);
  return {
    ...format,
    schema: normalized
  };
}

// src/responses/openai-responses-language-model.ts



// src/responses/convert-openai-responses-usage.ts
function convertOpenAIResponsesUsage(usage) {
  var _a2, _b, _c, _d, _e, _f;
  if (usage == null) {
    return {
      inputTokens: {
        total: void 0,
        noCache: void 0,
        cacheRead: void 0,
        cacheWrite: void 0
      },
      outputTokens: {
        total: void 0,
        text: void 0,
        reasoning: void 0
      },
      raw: void 0
    };
  }
  const inputTokens = usage.input_tokens;
  const outputTokens = usage.output_tokens;
  const cachedTokens = (_b = (_a2 = usage.input_tokens_details) == null ? void 0 : _a2.cached_tokens) != null ? _b : 0;
  const cacheWriteTokens = (_d = (_c = usage.input_tokens_details) == null ? void 0 : _c.cache_write_tokens) != null ? _d : void 0;
  const reasoningTokens = (_f = (_e = usage.output_tokens_details) == null ? void 0 : _e.reasoning_tokens) != null ? _f : 0;
  return {
    inputTokens: {
      total: inputTokens,
      noCache: inputTokens - cachedTokens - (cacheWriteTokens != null ? cacheWriteTokens : 0),
      cacheRead: cachedTokens,
      cacheWrite: cacheWriteTokens
    },
    outputTokens: {
      total: outputTokens,
      text: outputTokens - reasoningTokens,
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/responses/convert-to-openai-responses-input.ts




// src/responses/openai-responses-options.ts


var TOP_LOGPROBS_MAX = 20;
var openaiResponsesReasoningModelIds = [
  "o1",
  "o1-2024-12-17",
  "o3",
  "o3-2025-04-16",
  "o3-mini",
  "o3-mini-2025-01-31",
  "o4-mini",
  "o4-mini-2025-04-16",
  "gpt-5",
  "gpt-5-2025-08-07",
  "gpt-5-codex",
  "gpt-5-mini",
  "gpt-5-mini-2025-08-07",
  "gpt-5-nano",
  "gpt-5-nano-2025-08-07",
  "gpt-5-pro",
  "gpt-5-pro-2025-10-06",
  "gpt-5.1",
  "gpt-5.1-chat-latest",
  "gpt-5.1-codex-mini",
  "gpt-5.1-codex",
  "gpt-5.1-codex-max",
  "gpt-5.2",
  "gpt-5.2-chat-latest",
  "gpt-5.2-pro",
  "gpt-5.2-codex",
  "gpt-5.3-chat-latest",
  "gpt-5.3-codex",
  "gpt-5.4",
  "gpt-5.4-2026-03-05",
  "gpt-5.4-mini",
  "gpt-5.4-mini-2026-03-17",
  "gpt-5.4-nano",
  "gpt-5.4-nano-2026-03-17",
  "gpt-5.4-pro",
  "gpt-5.4-pro-2026-03-05",
  "gpt-5.5",
  "gpt-5.5-2026-04-23",
  "gpt-5.6",
  "gpt-5.6-luna",
  "gpt-5.6-sol",
  "gpt-5.6-terra",
  "gpt-6-astra",
  "gpt-6.1-sol",
  "gpt-6.1-terra",
  "gpt-6-luna",
  "gpt-6-sol"
];
var openaiResponsesModelIds = [
  "gpt-4.1",
  "gpt-4.1-2025-04-14",
  "gpt-4.1-mini",
  "gpt-4.1-mini-2025-04-14",
  "gpt-4.1-nano",
  "gpt-4.1-nano-2025-04-14",
  "gpt-4o",
  "gpt-4o-2024-05-13",
  "gpt-4o-2024-08-06",
  "gpt-4o-2024-11-20",
  "gpt-4o-audio-preview",
  "gpt-4o-audio-preview-2024-12-17",
  "gpt-4o-search-preview",
  "gpt-4o-search-preview-2025-03-11",
  "gpt-4o-mini-search-preview",
  "gpt-4o-mini-search-preview-2025-03-11",
  "gpt-4o-mini",
  "gpt-4o-mini-2024-07-18",
  "gpt-3.5-turbo-0125",
  "gpt-3.5-turbo",
  "gpt-3.5-turbo-1106",
  "gpt-5-chat-latest",
  ...openaiResponsesReasoningModelIds
];
var openaiLanguageModelResponsesOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * The ID of the OpenAI Conversation to continue.
       * You must create a conversation first via the OpenAI API.
       * Cannot be used in conjunction with `previousResponseId`.
       * Defaults to `undefined`.
       * @see https://platform.openai.com/docs/api-reference/conversations/create
       */
      conversation: schemas/* string */.YjP().nullish(),
      /**
       * The set of extra fields to include in the response (advanced, usually not needed).
       * Example values: 'reasoning.encrypted_content', 'file_search_call.results', 'web_search_call.results', 'message.output_text.logprobs'.
       */
      include: schemas/* array */.YOg(
        schemas/* enum */.k5n([
          "reasoning.encrypted_content",
          // handled internally by default, only needed for unknown reasoning models
          "file_search_call.results",
          "web_search_call.results",
          "message.output_text.logprobs"
        ])
      ).nullish(),
      /**
       * Instructions for the model.
       * They can be used to change the system or developer message when continuing a conversation using the `previousResponseId` option.
       * Defaults to `undefined`.
       */
      instructions: schemas/* string */.YjP().nullish(),
      /**
       * Return the log probabilities of the tokens. Including logprobs will increase
       * the response size and can slow down response times. However, it can
       * be useful to better understand how the model is behaving.
       *
       * Setting to true will return the log probabilities of the tokens that
       * were generated.
       *
       * Setting to a number will return the log probabilities of the top n
       * tokens that were generated.
       *
       * @see https://platform.openai.com/docs/api-reference/responses/create
       * @see https://cookbook.openai.com/examples/using_logprobs
       */
      logprobs: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig().min(1).max(TOP_LOGPROBS_MAX)]).optional(),
      /**
       * The maximum number of total calls to built-in tools that can be processed in a response.
       * This maximum number applies across all built-in tool calls, not per individual tool.
       * Any further attempts to call a tool by the model will be ignored.
       */
      maxToolCalls: schemas/* number */.aig().nullish(),
      /**
       * Additional metadata to store with the generation.
       */
      metadata: schemas/* any */.bzn().nullish(),
      /**
       * Whether to use parallel tool calls. Defaults to `true`.
       */
      parallelToolCalls: schemas/* boolean */.zMY().nullish(),
      /**
       * The ID of the previous response. You can use it to continue a conversation.
       * Defaults to `undefined`.
       */
      previousResponseId: schemas/* string */.YjP().nullish(),
      /**
       * Sets a cache key to tie this prompt to cached prefixes for better caching performance.
       */
      promptCacheKey: schemas/* string */.YjP().nullish(),
      /**
       * Prompt cache behavior for GPT-5.6 and later models.
       * `mode` controls whether OpenAI also places an implicit breakpoint.
       * `ttl` sets the minimum cache lifetime: `'30m'` (default) or `'12h'`.
       * `prewarm` writes the prompt to the cache without generating output.
       */
      promptCacheOptions: schemas/* object */.Ikc({
        comparisonResponseId: schemas/* string */.YjP().optional(),
        mode: schemas/* enum */.k5n(["implicit", "explicit"]).optional(),
        ttl: schemas/* enum */.k5n(["30m", "12h"]).optional(),
        prewarm: schemas/* boolean */.zMY().optional()
      }).optional(),
      /**
       * The retention policy for the prompt cache.
       * - 'in_memory': Default. Standard prompt caching behavior.
       * - '24h': Extended prompt caching that keeps cached prefixes active for up to 24 hours.
       *          Available for models before GPT-5.6 that support extended caching.
       *
       * @deprecated For GPT-5.6 and later models, use `promptCacheOptions.ttl`.
       *
       * @default 'in_memory'
       */
      promptCacheRetention: schemas/* enum */.k5n(["in_memory", "24h"]).nullish(),
      /**
       * Reasoning effort for reasoning models. Defaults to `medium`. If you use
       * `providerOptions` to set the `reasoningEffort` option, this model setting will be ignored.
       * GPT-5.6 supports 'none' | 'low' | 'medium' | 'high' | 'xhigh' | 'max'.
       * GPT-6 and later models support 'low' | 'medium' | 'high' | 'xhigh' | 'max'.
       * Supported values vary by model.
       */
      reasoningEffort: schemas/* string */.YjP().nullish(),
      /**
       * Updates the reasoning effort for GPT-6 and later models starting with this response
       * without changing the request-level reasoning effort. This preserves the
       * request prefix for prompt caching.
       *
       * Only supported by GPT-6 and later models in standard, single-agent mode. Cannot be
       * combined with automatic truncation.
       */
      reasoningEffortUpdate: schemas/* enum */.k5n(["low", "medium", "high", "xhigh", "max"]).optional(),
      /**
       * Controls how much model work GPT-5.6 performs before returning a final answer.
       * `standard` is the default. `pro` increases quality, latency, and token usage.
       */
      reasoningMode: schemas/* enum */.k5n(["standard", "pro"]).optional(),
      /**
       * Controls which available reasoning items GPT-5.6 can use.
       * `auto` uses the model default, `current_turn` excludes reasoning from earlier
       * turns, and `all_turns` makes compatible earlier reasoning available.
       */
      reasoningContext: schemas/* enum */.k5n(["auto", "current_turn", "all_turns"]).optional(),
      /**
       * Controls reasoning summary output from the model.
       * Set to "auto" to automatically receive the richest level available,
       * or "detailed" for comprehensive summaries.
       */
      reasoningSummary: schemas/* string */.YjP().nullish(),
      /**
       * The identifier for safety monitoring and tracking.
       */
      safetyIdentifier: schemas/* string */.YjP().nullish(),
      /**
       * Service tier for the request.
       * Set to 'flex' for 50% cheaper processing at the cost of increased latency (available for o3, o4-mini, and gpt-5 models).
       * Set to 'priority' for faster processing with Enterprise access (available for gpt-4, gpt-5, gpt-5-mini, o3, o4-mini; gpt-5-nano is not supported).
       * Set to 'fast' for the same tier as 'priority' (OpenAI's newer name for it).
       * Set to 'ultrafast' for access-controlled Ultrafast processing (available only for gpt-5.6-sol).
       *
       * Defaults to 'auto'.
       */
      serviceTier: schemas/* enum */.k5n(["auto", "flex", "priority", "fast", "ultrafast", "default"]).nullish(),
      /**
       * Whether to store the generation. Defaults to `true`.
       */
      store: schemas/* boolean */.zMY().nullish(),
      /**
       * Whether to pass through non-image file types as generic input files.
       *
       * By default, inline file inputs are restricted to images and PDFs.
       * Enable this when the target OpenAI Responses model supports additional
       * file media types, such as text/csv.
       */
      passThroughUnsupportedFiles: schemas/* boolean */.zMY().optional(),
      /**
       * Whether to use strict JSON schema validation.
       * Defaults to `true`.
       */
      strictJsonSchema: schemas/* boolean */.zMY().nullish(),
      /**
       * Controls the verbosity of the model's responses. Lower values ('low') will result
       * in more concise responses, while higher values ('high') will result in more verbose responses.
       * Valid values: 'low', 'medium', 'high'.
       */
      textVerbosity: schemas/* enum */.k5n(["low", "medium", "high"]).nullish(),
      /** Keep the initial wire format stable while Output validates the current schema. */
      textFormat: openaiResponsesTextFormatSchema().optional(),
      /**
       * Controls output truncation. 'auto' (default) performs truncation automatically;
       * 'disabled' turns truncation off.
       */
      truncation: schemas/* enum */.k5n(["auto", "disabled"]).nullish(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse.
       * Defaults to `undefined`.
       * @see https://platform.openai.com/docs/guides/safety-best-practices/end-user-ids
       */
      user: schemas/* string */.YjP().nullish(),
      /**
       * Override the system message mode for this model.
       * - 'system': Use the 'system' role for system messages (default for most models)
       * - 'developer': Use the 'developer' role for system messages (used by reasoning models)
       * - 'remove': Remove system messages entirely
       *
       * If not specified, the mode is automatically determined based on the model.
       */
      systemMessageMode: schemas/* enum */.k5n(["system", "developer", "remove"]).optional(),
      /**
       * Force treating this model as a reasoning model.
       *
       * This is useful for "stealth" reasoning models (e.g. via a custom baseURL)
       * where the model ID is not recognized by the SDK's allowlist.
       *
       * When enabled, the SDK applies reasoning-model parameter compatibility rules
       * and defaults `systemMessageMode` to `developer` unless overridden.
       */
      forceReasoning: schemas/* boolean */.zMY().optional(),
      /**
       * Restrict the callable tools to a subset while keeping the full tools
       * list intact, so prompt caching is preserved across requests with
       * different allowlists.
       *
       * When set, this overrides the request-level `toolChoice` and emits
       * `tool_choice: { type: "allowed_tools", mode, tools }` on the wire.
       *
       * @see https://developers.openai.com/api/reference/resources/responses/methods/create#(resource)%20responses%20%3E%20(model)%20tool_choice_allowed%20%3E%20(schema)
       */
      allowedTools: schemas/* object */.Ikc({
        toolNames: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
        mode: schemas/* enum */.k5n(["auto", "required"]).optional()
      }).optional()
    })
  )
);
var openaiResponsesSystemMessageOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /** Replace the format at this position; requires empty system content. */
      textFormatUpdate: openaiResponsesTextFormatSchema().optional(),
      /**
       * Emit a configuration update at this position in Responses history.
       * Requires empty system message content and the same supported
       * configuration as the request-level reasoningEffortUpdate option.
       * Unsupported historical updates throw instead of being omitted.
       *
       * @see https://developers.openai.com/api/docs/guides/reasoning#change-reasoning-mid-conversation
       */
      reasoningEffortUpdate: schemas/* enum */.k5n(["low", "medium", "high", "xhigh", "max"]).optional()
    })
  )
);

// src/responses/expand-parallel-tool-call.ts


var parallelToolName = "parallel";
var recipientNamePrefix = "functions.";
function getParallelToolCallMetadata({
  providerOptions,
  providerOptionsName
}) {
  var _a2;
  const metadata = (_a2 = providerOptions == null ? void 0 : providerOptions[providerOptionsName]) == null ? void 0 : _a2.parallelToolCall;
  if (!isJSONObject(metadata) || typeof metadata.itemId !== "string" || typeof metadata.toolCallId !== "string" || typeof metadata.toolName !== "string" || metadata.input !== void 0 && typeof metadata.input !== "string" || typeof metadata.index !== "number" || !Number.isInteger(metadata.index) || typeof metadata.count !== "number" || !Number.isInteger(metadata.count) || metadata.index < 0 || metadata.count <= metadata.index) {
    return void 0;
  }
  return metadata;
}
function isUndeclaredParallelToolCall({
  toolName,
  tools
}) {
  return toolName === parallelToolName && !tools.some((tool) => tool.name === parallelToolName);
}
async function expandParallelToolCall({
  toolCall,
  tools,
  providerOptionsName,
  itemId
}) {
  if (!isUndeclaredParallelToolCall({ toolName: toolCall.toolName, tools })) {
    return void 0;
  }
  const parsedInput = await safeParseJSON({ text: toolCall.input });
  if (!parsedInput.success || !isJSONObject(parsedInput.value)) {
    return void 0;
  }
  const toolUses = parsedInput.value.tool_uses;
  if (!Array.isArray(toolUses) || toolUses.length === 0) {
    return void 0;
  }
  const availableToolNames = new Set(tools.map((tool) => tool.name));
  const expandedToolCalls = [];
  for (const [index, toolUse] of toolUses.entries()) {
    if (!isJSONObject(toolUse)) {
      return void 0;
    }
    const recipientName = toolUse.recipient_name;
    const parameters = toolUse.parameters;
    if (typeof recipientName !== "string" || !recipientName.startsWith(recipientNamePrefix) || !isJSONObject(parameters)) {
      return void 0;
    }
    const toolName = recipientName.slice(recipientNamePrefix.length);
    if (toolName.length === 0 || !availableToolNames.has(toolName)) {
      return void 0;
    }
    expandedToolCalls.push({
      type: "tool-call",
      toolCallId: `${toolCall.toolCallId}_${index}`,
      toolName,
      input: JSON.stringify(parameters),
      providerMetadata: {
        [providerOptionsName]: {
          parallelToolCall: {
            itemId,
            toolCallId: toolCall.toolCallId,
            toolName: toolCall.toolName,
            ...index === 0 && { input: toolCall.input },
            index,
            count: toolUses.length
          }
        }
      }
    });
  }
  return expandedToolCalls;
}

// src/responses/convert-to-openai-responses-input.ts
function serializeToolCallArguments2(input) {
  if (typeof input === "string") {
    try {
      secureJsonParse(input);
      return input;
    } catch (e) {
      return stringifyWithBigIntAndCycles(input);
    }
  }
  return stringifyWithBigIntAndCycles(input === void 0 ? {} : input);
}
async function convertWebSearchToolResultOutput({
  output,
  id
}) {
  if (output.type !== "json") {
    return void 0;
  }
  const validation = await safeValidateTypes({
    value: output.value,
    schema: webSearchOutputSchema
  });
  if (!validation.success || validation.value.action == null) {
    return void 0;
  }
  const { action, sources } = validation.value;
  switch (action.type) {
    case "search":
      return {
        type: "web_search_call",
        id,
        status: "completed",
        action: {
          type: "search",
          ...action.query != null && { query: action.query },
          ...action.queries != null && { queries: action.queries },
          ...sources != null && { sources }
        }
      };
    case "openPage":
      return {
        type: "web_search_call",
        id,
        status: "completed",
        action: {
          type: "open_page",
          url: action.url
        }
      };
    case "findInPage":
      return {
        type: "web_search_call",
        id,
        status: "completed",
        action: {
          type: "find_in_page",
          url: action.url,
          pattern: action.pattern
        }
      };
  }
}
async function convertFunctionToolResultOutput({
  output,
  promptCacheBreakpoint,
  providerOptionsName,
  warnings
}) {
  var _a2;
  const convertScalarOutput = (value) => promptCacheBreakpoint == null ? value : [
    {
      type: "input_text",
      text: value,
      prompt_cache_breakpoint: promptCacheBreakpoint
    }
  ];
  switch (output.type) {
    case "text":
    case "error-text":
      return convertScalarOutput(output.value);
    case "execution-denied": {
      return convertScalarOutput(
        (_a2 = output.reason) != null ? _a2 : "Tool call execution denied."
      );
    }
    case "json":
    case "error-json":
      return convertScalarOutput(stringifyWithBigIntAndCycles(output.value));
    case "content":
      return output.value.map((item) => {
        var _a3, _b, _c, _d, _e, _f, _g;
        const promptCacheBreakpoint2 = getPromptCacheBreakpoint2(
          item.providerOptions,
          providerOptionsName
        );
        switch (item.type) {
          case "text": {
            return {
              type: "input_text",
              text: item.text,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "image-data": {
            return {
              type: "input_image",
              image_url: `data:${item.mediaType};base64,${item.data}`,
              detail: (_b = (_a3 = item.providerOptions) == null ? void 0 : _a3[providerOptionsName]) == null ? void 0 : _b.imageDetail,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "image-url": {
            return {
              type: "input_image",
              image_url: item.url,
              detail: (_d = (_c = item.providerOptions) == null ? void 0 : _c[providerOptionsName]) == null ? void 0 : _d.imageDetail,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "file-id": {
            return {
              type: "input_file",
              file_id: typeof item.fileId === "string" ? item.fileId : item.fileId[providerOptionsName],
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "image-file-id": {
            return {
              type: "input_image",
              file_id: typeof item.fileId === "string" ? item.fileId : item.fileId[providerOptionsName],
              detail: (_f = (_e = item.providerOptions) == null ? void 0 : _e[providerOptionsName]) == null ? void 0 : _f.imageDetail,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "file-data": {
            return {
              type: "input_file",
              filename: (_g = item.filename) != null ? _g : "data",
              file_data: `data:${item.mediaType};base64,${item.data}`,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "file-url": {
            return {
              type: "input_file",
              file_url: item.url,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          default: {
            warnings.push({
              type: "other",
              message: `unsupported tool content part type: ${item.type}`
            });
            return void 0;
          }
        }
      }).filter(isNonNullable);
  }
}
function hasSameParallelToolCall(first, second) {
  return first.itemId === second.itemId && first.toolCallId === second.toolCallId && first.toolName === second.toolName && (first.input === void 0 || second.input === void 0 || first.input === second.input) && first.count === second.count;
}
function collectCompleteParallelToolResultGroups({
  prompt,
  providerOptionsName
}) {
  const pendingGroups = /* @__PURE__ */ new Map();
  for (const message of prompt) {
    if (message.role !== "tool") {
      continue;
    }
    for (const part of message.content) {
      if (part.type !== "tool-result") {
        continue;
      }
      const metadata = getParallelToolCallMetadata({
        providerOptions: part.providerOptions,
        providerOptionsName
      });
      if (metadata == null) {
        continue;
      }
      const existing = pendingGroups.get(metadata.toolCallId);
      if (existing == null) {
        pendingGroups.set(metadata.toolCallId, {
          metadata,
          results: /* @__PURE__ */ new Map([[metadata.index, part]]),
          invalid: false
        });
        continue;
      }
      if (!hasSameParallelToolCall(existing.metadata, metadata) || existing.results.has(metadata.index)) {
        existing.invalid = true;
        continue;
      }
      if (existing.metadata.input === void 0 && metadata.input !== void 0) {
        existing.metadata = metadata;
      }
      existing.results.set(metadata.index, part);
    }
  }
  const completeGroups = /* @__PURE__ */ new Map();
  for (const [toolCallId, group] of pendingGroups) {
    if (group.invalid || group.results.size !== group.metadata.count || group.metadata.input === void 0) {
      continue;
    }
    const results = Array.from(
      { length: group.metadata.count },
      (_, index) => group.results.get(index)
    );
    if (results.every(isNonNullable)) {
      completeGroups.set(toolCallId, {
        metadata: { ...group.metadata, input: group.metadata.input },
        results
      });
    }
  }
  return completeGroups;
}
function getPromptCacheBreakpoint2(providerOptions, providerOptionsName) {
  var _a2;
  return (_a2 = providerOptions == null ? void 0 : providerOptions[providerOptionsName]) == null ? void 0 : _a2.promptCacheBreakpoint;
}
function getScalarToolResultPromptCacheBreakpoint({
  output,
  toolResultProviderOptions,
  providerOptionsName
}) {
  var _a2;
  return output.type === "content" ? void 0 : (_a2 = getPromptCacheBreakpoint2(output.providerOptions, providerOptionsName)) != null ? _a2 : getPromptCacheBreakpoint2(
    toolResultProviderOptions,
    providerOptionsName
  );
}
function isFileId(data, prefixes) {
  if (!prefixes) return false;
  return prefixes.some((prefix) => data.startsWith(prefix));
}
async function convertToOpenAIResponsesInput({
  prompt,
  toolNameMapping,
  systemMessageMode,
  providerOptionsName,
  explicitMessageItemType = false,
  fileIdPrefixes,
  passThroughUnsupportedFiles = false,
  store,
  isReasoningModel = false,
  hasConversation = false,
  hasPreviousResponseId = false,
  configurationUpdateUnsupportedReason,
  hasLocalShellTool = false,
  hasShellTool = false,
  hasApplyPatchTool = false,
  toolSearchToolName,
  customProviderToolNames
}) {
  var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _A, _B, _C, _D, _E, _F, _G;
  let input = [];
  const warnings = [];
  const processedApprovalIds = /* @__PURE__ */ new Set();
  const parallelToolResultGroups = hasConversation || hasPreviousResponseId ? collectCompleteParallelToolResultGroups({
    prompt,
    providerOptionsName
  }) : /* @__PURE__ */ new Map();
  const emittedParallelToolCalls = /* @__PURE__ */ new Set();
  const emittedParallelToolResults = /* @__PURE__ */ new Set();
  for (const { role, content, providerOptions } of prompt) {
    switch (role) {
      case "system": {
        let options = await parseProviderOptions({
          provider: providerOptionsName,
          providerOptions,
          schema: openaiResponsesSystemMessageOptionsSchema
        });
        if (options == null && providerOptionsName !== "openai") {
          options = await parseProviderOptions({
            provider: "openai",
            providerOptions,
            schema: openaiResponsesSystemMessageOptionsSchema
          });
        }
        const effort = options == null ? void 0 : options.reasoningEffortUpdate;
        const textFormat = options == null ? void 0 : options.textFormatUpdate;
        if (effort != null || textFormat != null) {
          const feature = effort != null ? "reasoningEffortUpdate" : "textFormatUpdate";
          const unsupportedReason = content !== "" ? `Message-level ${feature} requires empty system message content.` : configurationUpdateUnsupportedReason;
          if (unsupportedReason != null) {
            throw new UnsupportedFunctionalityError({
              functionality: `Message-level ${feature}`,
              message: unsupportedReason
            });
          }
          input.push({
            type: "configuration_update",
            ...effort != null && { reasoning: { effort } },
            ...textFormat != null && {
              text: {
                format: normalizeOpenAIResponsesTextFormat(textFormat)
              }
            }
          });
          break;
        }
        switch (systemMessageMode) {
          case "system": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint2(
              providerOptions,
              providerOptionsName
            );
            input.push({
              ...explicitMessageItemType && { type: "message" },
              role: "system",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "input_text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "developer": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint2(
              providerOptions,
              providerOptionsName
            );
            input.push({
              ...explicitMessageItemType && { type: "message" },
              role: "developer",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "input_text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "remove": {
            warnings.push({
              type: "other",
              message: "system messages are removed for this model"
            });
            break;
          }
          default: {
            const _exhaustiveCheck = systemMessageMode;
            throw new Error(
              `Unsupported system message mode: ${_exhaustiveCheck}`
            );
          }
        }
        break;
      }
      case "user": {
        input.push({
          ...explicitMessageItemType && { type: "message" },
          role: "user",
          content: content.map((part, index) => {
            var _a3, _b2, _c2;
            switch (part.type) {
              case "text": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint2(
                  part.providerOptions,
                  providerOptionsName
                );
                return {
                  type: "input_text",
                  text: part.text,
                  ...promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint
                  }
                };
              }
              case "file": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint2(
                  part.providerOptions,
                  providerOptionsName
                );
                const mediaType = part.mediaType === "image/*" ? "image/jpeg" : part.mediaType;
                if (mediaType.startsWith("image/")) {
                  return {
                    type: "input_image",
                    ...part.data instanceof URL ? { image_url: part.data.toString() } : typeof part.data === "string" && isFileId(part.data, fileIdPrefixes) ? { file_id: part.data } : {
                      image_url: `data:${mediaType};base64,${convertToBase64(part.data)}`
                    },
                    detail: (_b2 = (_a3 = part.providerOptions) == null ? void 0 : _a3[providerOptionsName]) == null ? void 0 : _b2.imageDetail,
                    ...promptCacheBreakpoint != null && {
                      prompt_cache_breakpoint: promptCacheBreakpoint
                    }
                  };
                }
                if (part.data instanceof URL) {
                  return {
                    type: "input_file",
                    file_url: part.data.toString(),
                    ...promptCacheBreakpoint != null && {
                      prompt_cache_breakpoint: promptCacheBreakpoint
                    }
                  };
                }
                if (mediaType !== "application/pdf" && !passThroughUnsupportedFiles) {
                  throw new UnsupportedFunctionalityError({
                    functionality: `file part media type ${mediaType}`
                  });
                }
                return {
                  type: "input_file",
                  ...typeof part.data === "string" && isFileId(part.data, fileIdPrefixes) ? { file_id: part.data } : {
                    filename: (_c2 = part.filename) != null ? _c2 : mediaType === "application/pdf" ? `part-${index}.pdf` : `part-${index}`,
                    file_data: `data:${mediaType};base64,${convertToBase64(part.data)}`
                  },
                  ...promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint
                  }
                };
              }
            }
          })
        });
        break;
      }
      case "assistant": {
        const reasoningMessages = {};
        let hasPrecedingReasoning = false;
        for (const part of content) {
          switch (part.type) {
            case "text": {
              const providerOpts = (_a2 = part.providerOptions) == null ? void 0 : _a2[providerOptionsName];
              const id = providerOpts == null ? void 0 : providerOpts.itemId;
              const phase = providerOpts == null ? void 0 : providerOpts.phase;
              if (hasConversation && id != null) {
                break;
              }
              const canUseItemId = id != null && (!isReasoningModel || hasPrecedingReasoning);
              if (store && canUseItemId) {
                input.push({ type: "item_reference", id });
                break;
              }
              input.push({
                ...explicitMessageItemType && { type: "message" },
                role: "assistant",
                content: [{ type: "output_text", text: part.text }],
                id: canUseItemId ? id : void 0,
                ...phase != null && { phase }
              });
              break;
            }
            case "tool-call": {
              const parallelToolCallMetadata = getParallelToolCallMetadata({
                providerOptions: part.providerOptions,
                providerOptionsName
              });
              const parallelToolResultGroup = parallelToolCallMetadata == null ? void 0 : parallelToolResultGroups.get(
                parallelToolCallMetadata.toolCallId
              );
              if (parallelToolCallMetadata != null && parallelToolResultGroup != null && hasSameParallelToolCall(
                parallelToolResultGroup.metadata,
                parallelToolCallMetadata
              )) {
                if (!emittedParallelToolCalls.has(
                  parallelToolResultGroup.metadata.toolCallId
                )) {
                  emittedParallelToolCalls.add(
                    parallelToolResultGroup.metadata.toolCallId
                  );
                  if (!hasConversation) {
                    input.push({
                      type: "function_call",
                      call_id: parallelToolResultGroup.metadata.toolCallId,
                      name: parallelToolResultGroup.metadata.toolName,
                      arguments: parallelToolResultGroup.metadata.input
                    });
                  }
                }
                break;
              }
              const id = (_f = (_c = (_b = part.providerOptions) == null ? void 0 : _b[providerOptionsName]) == null ? void 0 : _c.itemId) != null ? _f : (_e = (_d = part.providerMetadata) == null ? void 0 : _d[providerOptionsName]) == null ? void 0 : _e.itemId;
              const namespace = (_k = (_h = (_g = part.providerOptions) == null ? void 0 : _g[providerOptionsName]) == null ? void 0 : _h.namespace) != null ? _k : (_j = (_i = part.providerMetadata) == null ? void 0 : _i[providerOptionsName]) == null ? void 0 : _j.namespace;
              const isAsync = (_p = (_m = (_l = part.providerOptions) == null ? void 0 : _l[providerOptionsName]) == null ? void 0 : _m.async) != null ? _p : (_o = (_n = part.providerMetadata) == null ? void 0 : _n[providerOptionsName]) == null ? void 0 : _o.async;
              if (hasConversation && id != null) {
                break;
              }
              const resolvedToolName = toolNameMapping.toProviderToolName(
                part.toolName
              );
              if (part.toolName === toolSearchToolName) {
                if (store && id != null) {
                  input.push({ type: "item_reference", id });
                  break;
                }
                const parsedInput = typeof part.input === "string" ? await parseJSON({
                  text: part.input,
                  schema: toolSearchInputSchema
                }) : await validateTypes({
                  value: part.input,
                  schema: toolSearchInputSchema
                });
                const execution = parsedInput.call_id != null ? "client" : "server";
                input.push({
                  type: "tool_search_call",
                  id: id != null ? id : part.toolCallId,
                  execution,
                  call_id: (_q = parsedInput.call_id) != null ? _q : null,
                  status: "completed",
                  arguments: parsedInput.arguments
                });
                break;
              }
              if (part.providerExecuted) {
                if (store && id != null) {
                  input.push({ type: "item_reference", id });
                }
                if (store || !hasShellTool || resolvedToolName !== "shell") {
                  break;
                }
              }
              const isProviderDefinedToolCall = hasLocalShellTool && resolvedToolName === "local_shell" || hasShellTool && resolvedToolName === "shell" || hasApplyPatchTool && resolvedToolName === "apply_patch" || ((_r = customProviderToolNames == null ? void 0 : customProviderToolNames.has(resolvedToolName)) != null ? _r : false);
              if (hasPreviousResponseId && store && id != null && isProviderDefinedToolCall) {
                break;
              }
              if (store && id != null && isProviderDefinedToolCall) {
                input.push({ type: "item_reference", id });
                break;
              }
              if (hasLocalShellTool && resolvedToolName === "local_shell") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: localShellInputSchema
                });
                input.push({
                  type: "local_shell_call",
                  call_id: part.toolCallId,
                  id,
                  action: {
                    type: "exec",
                    command: parsedInput.action.command,
                    timeout_ms: parsedInput.action.timeoutMs,
                    user: parsedInput.action.user,
                    working_directory: parsedInput.action.workingDirectory,
                    env: parsedInput.action.env
                  }
                });
                break;
              }
              if (hasShellTool && resolvedToolName === "shell") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: shellInputSchema
                });
                input.push({
                  type: "shell_call",
                  call_id: part.toolCallId,
                  id,
                  status: "completed",
                  action: {
                    commands: parsedInput.action.commands,
                    timeout_ms: parsedInput.action.timeoutMs,
                    max_output_length: parsedInput.action.maxOutputLength
                  }
                });
                break;
              }
              if (hasApplyPatchTool && resolvedToolName === "apply_patch") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: applyPatchInputSchema
                });
                input.push({
                  type: "apply_patch_call",
                  call_id: parsedInput.callId,
                  id,
                  status: "completed",
                  operation: parsedInput.operation
                });
                break;
              }
              if (customProviderToolNames == null ? void 0 : customProviderToolNames.has(resolvedToolName)) {
                input.push({
                  type: "custom_tool_call",
                  call_id: part.toolCallId,
                  name: resolvedToolName,
                  input: typeof part.input === "string" ? part.input : stringifyWithBigIntAndCycles(part.input),
                  ...isAsync != null && { async: isAsync },
                  id
                });
                break;
              }
              input.push({
                type: "function_call",
                call_id: part.toolCallId,
                name: resolvedToolName,
                arguments: serializeToolCallArguments2(part.input),
                ...isAsync != null && { async: isAsync },
                ...namespace != null && { namespace }
              });
              break;
            }
            // assistant tool result parts are from provider-executed tools:
            case "tool-result": {
              if (part.output.type === "execution-denied" || part.output.type === "json" && typeof part.output.value === "object" && part.output.value != null && "type" in part.output.value && part.output.value.type === "execution-denied") {
                break;
              }
              if (hasConversation) {
                break;
              }
              const resolvedResultToolName = toolNameMapping.toProviderToolName(
                part.toolName
              );
              if (resolvedResultToolName === "web_search" || resolvedResultToolName === "web_search_preview") {
                const itemId = (_u = (_t = (_s = part.providerOptions) == null ? void 0 : _s[providerOptionsName]) == null ? void 0 : _t.itemId) != null ? _u : part.toolCallId;
                if (store) {
                  input.push({ type: "item_reference", id: itemId });
                  break;
                }
                const webSearchCall = await convertWebSearchToolResultOutput({
                  output: part.output,
                  id: itemId
                });
                if (webSearchCall != null) {
                  input.push(webSearchCall);
                  break;
                }
              }
              if (part.toolName === toolSearchToolName) {
                const itemId = (_A = (_z = (_w = (_v = part.providerOptions) == null ? void 0 : _v[providerOptionsName]) == null ? void 0 : _w.itemId) != null ? _z : (_y = (_x = part.providerMetadata) == null ? void 0 : _x[providerOptionsName]) == null ? void 0 : _y.itemId) != null ? _A : part.toolCallId;
                if (store) {
                  input.push({ type: "item_reference", id: itemId });
                } else if (part.output.type === "json") {
                  const parsedOutput = await validateTypes({
                    value: part.output.value,
                    schema: toolSearchOutputSchema
                  });
                  input.push({
                    type: "tool_search_output",
                    id: itemId,
                    execution: "server",
                    call_id: null,
                    status: "completed",
                    tools: parsedOutput.tools
                  });
                }
                break;
              }
              if (hasShellTool && resolvedResultToolName === "shell") {
                if (part.output.type === "json") {
                  const parsedOutput = await validateTypes({
                    value: part.output.value,
                    schema: shellOutputSchema
                  });
                  input.push({
                    type: "shell_call_output",
                    call_id: part.toolCallId,
                    output: parsedOutput.output.map((item) => ({
                      stdout: item.stdout,
                      stderr: item.stderr,
                      outcome: item.outcome.type === "timeout" ? { type: "timeout" } : {
                        type: "exit",
                        exit_code: item.outcome.exitCode
                      }
                    }))
                  });
                }
                break;
              }
              if (store) {
                const itemId = (_D = (_C = (_B = part.providerOptions) == null ? void 0 : _B[providerOptionsName]) == null ? void 0 : _C.itemId) != null ? _D : part.toolCallId;
                input.push({ type: "item_reference", id: itemId });
              } else {
                warnings.push({
                  type: "other",
                  message: `Results for OpenAI tool ${part.toolName} are not sent to the API when store is false`
                });
              }
              break;
            }
            case "reasoning": {
              hasPrecedingReasoning = true;
              const providerOptions2 = await parseProviderOptions({
                provider: providerOptionsName,
                providerOptions: part.providerOptions,
                schema: openaiResponsesReasoningProviderOptionsSchema
              });
              const reasoningId = providerOptions2 == null ? void 0 : providerOptions2.itemId;
              if ((hasConversation || hasPreviousResponseId) && reasoningId != null) {
                break;
              }
              if (reasoningId != null) {
                const reasoningMessage = reasoningMessages[reasoningId];
                if (store) {
                  if (reasoningMessage === void 0) {
                    input.push({ type: "item_reference", id: reasoningId });
                    reasoningMessages[reasoningId] = {
                      type: "reasoning",
                      id: reasoningId,
                      summary: []
                    };
                  }
                } else {
                  const summaryParts = [];
                  if (part.text.length > 0) {
                    summaryParts.push({
                      type: "summary_text",
                      text: part.text
                    });
                  } else if (reasoningMessage !== void 0) {
                    warnings.push({
                      type: "other",
                      message: `Cannot append empty reasoning part to existing reasoning sequence. Skipping reasoning part: ${stringifyWithBigIntAndCycles(part)}.`
                    });
                  }
                  if (reasoningMessage === void 0) {
                    reasoningMessages[reasoningId] = {
                      type: "reasoning",
                      id: reasoningId,
                      encrypted_content: providerOptions2 == null ? void 0 : providerOptions2.reasoningEncryptedContent,
                      summary: summaryParts
                    };
                    input.push(reasoningMessages[reasoningId]);
                  } else {
                    reasoningMessage.summary.push(...summaryParts);
                    if ((providerOptions2 == null ? void 0 : providerOptions2.reasoningEncryptedContent) != null) {
                      reasoningMessage.encrypted_content = providerOptions2.reasoningEncryptedContent;
                    }
                  }
                }
              } else {
                const encryptedContent = providerOptions2 == null ? void 0 : providerOptions2.reasoningEncryptedContent;
                if (encryptedContent != null) {
                  const summaryParts = [];
                  if (part.text.length > 0) {
                    summaryParts.push({
                      type: "summary_text",
                      text: part.text
                    });
                  }
                  input.push({
                    type: "reasoning",
                    encrypted_content: encryptedContent,
                    summary: summaryParts
                  });
                } else {
                  warnings.push({
                    type: "other",
                    message: `Non-OpenAI reasoning parts are not supported. Skipping reasoning part: ${stringifyWithBigIntAndCycles(part)}.`
                  });
                }
              }
              break;
            }
          }
        }
        break;
      }
      case "tool": {
        for (const part of content) {
          if (part.type === "tool-approval-response") {
            const approvalResponse = part;
            if (processedApprovalIds.has(approvalResponse.approvalId)) {
              continue;
            }
            processedApprovalIds.add(approvalResponse.approvalId);
            if (store && !hasConversation && !hasPreviousResponseId) {
              input.push({
                type: "item_reference",
                id: approvalResponse.approvalId
              });
            }
            input.push({
              type: "mcp_approval_response",
              approval_request_id: approvalResponse.approvalId,
              approve: approvalResponse.approved
            });
            continue;
          }
          const parallelToolCallMetadata = getParallelToolCallMetadata({
            providerOptions: part.providerOptions,
            providerOptionsName
          });
          const parallelToolResultGroup = parallelToolCallMetadata == null ? void 0 : parallelToolResultGroups.get(
            parallelToolCallMetadata.toolCallId
          );
          if (parallelToolCallMetadata != null && parallelToolResultGroup != null && hasSameParallelToolCall(
            parallelToolResultGroup.metadata,
            parallelToolCallMetadata
          )) {
            if (!emittedParallelToolResults.has(
              parallelToolResultGroup.metadata.toolCallId
            )) {
              emittedParallelToolResults.add(
                parallelToolResultGroup.metadata.toolCallId
              );
              const toolOutputs = await Promise.all(
                parallelToolResultGroup.results.map(async (result) => {
                  const promptCacheBreakpoint = getScalarToolResultPromptCacheBreakpoint({
                    output: result.output,
                    toolResultProviderOptions: result.providerOptions,
                    providerOptionsName
                  });
                  return {
                    output: await convertFunctionToolResultOutput({
                      output: result.output,
                      providerOptionsName,
                      warnings
                    }),
                    promptCacheBreakpoint
                  };
                })
              );
              const serializedToolOutputs = toolOutputs.map(
                ({ output: output2 }) => typeof output2 === "string" ? output2 : stringifyWithBigIntAndCycles(output2)
              );
              const hasPromptCacheBreakpoint = toolOutputs.some(
                ({ promptCacheBreakpoint }) => promptCacheBreakpoint != null
              );
              input.push({
                type: "function_call_output",
                call_id: parallelToolResultGroup.metadata.toolCallId,
                // The internal wrapper returns one output containing the child
                // results in the same order as the original tool_uses array.
                output: hasPromptCacheBreakpoint ? serializedToolOutputs.map((text, index) => ({
                  type: "input_text",
                  text: index === 0 ? text : `
${text}`,
                  ...toolOutputs[index].promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: toolOutputs[index].promptCacheBreakpoint
                  }
                })) : serializedToolOutputs.join("\n")
              });
            }
            continue;
          }
          const output = part.output;
          if (output.type === "execution-denied") {
            const approvalId = (_F = (_E = output.providerOptions) == null ? void 0 : _E.openai) == null ? void 0 : _F.approvalId;
            if (approvalId) {
              continue;
            }
          }
          const resolvedToolName = toolNameMapping.toProviderToolName(
            part.toolName
          );
          if (part.toolName === toolSearchToolName && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: toolSearchOutputSchema
            });
            input.push({
              type: "tool_search_output",
              execution: "client",
              call_id: part.toolCallId,
              status: "completed",
              tools: parsedOutput.tools
            });
            continue;
          }
          if (hasLocalShellTool && resolvedToolName === "local_shell" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: localShellOutputSchema
            });
            input.push({
              type: "local_shell_call_output",
              call_id: part.toolCallId,
              output: parsedOutput.output
            });
            continue;
          }
          if (hasShellTool && resolvedToolName === "shell" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: shellOutputSchema
            });
            input.push({
              type: "shell_call_output",
              call_id: part.toolCallId,
              output: parsedOutput.output.map((item) => ({
                stdout: item.stdout,
                stderr: item.stderr,
                outcome: item.outcome.type === "timeout" ? { type: "timeout" } : {
                  type: "exit",
                  exit_code: item.outcome.exitCode
                }
              }))
            });
            continue;
          }
          if (hasApplyPatchTool && part.toolName === "apply_patch" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: applyPatchOutputSchema
            });
            input.push({
              type: "apply_patch_call_output",
              call_id: part.toolCallId,
              status: parsedOutput.status,
              output: parsedOutput.output
            });
            continue;
          }
          if (customProviderToolNames == null ? void 0 : customProviderToolNames.has(resolvedToolName)) {
            const promptCacheBreakpoint = getScalarToolResultPromptCacheBreakpoint({
              output,
              toolResultProviderOptions: part.providerOptions,
              providerOptionsName
            });
            const convertScalarOutput = (value) => promptCacheBreakpoint == null ? value : [
              {
                type: "input_text",
                text: value,
                prompt_cache_breakpoint: promptCacheBreakpoint
              }
            ];
            let outputValue;
            switch (output.type) {
              case "text":
              case "error-text":
                outputValue = convertScalarOutput(output.value);
                break;
              case "execution-denied":
                outputValue = convertScalarOutput(
                  (_G = output.reason) != null ? _G : "Tool call execution denied."
                );
                break;
              case "json":
              case "error-json":
                outputValue = convertScalarOutput(
                  stringifyWithBigIntAndCycles(output.value)
                );
                break;
              case "content":
                outputValue = output.value.map((item) => {
                  var _a3, _b2, _c2, _d2, _e2;
                  const promptCacheBreakpoint2 = getPromptCacheBreakpoint2(
                    item.providerOptions,
                    providerOptionsName
                  );
                  switch (item.type) {
                    case "text":
                      return {
                        type: "input_text",
                        text: item.text,
                        ...promptCacheBreakpoint2 != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint2
                        }
                      };
                    case "image-data":
                      return {
                        type: "input_image",
                        image_url: `data:${item.mediaType};base64,${item.data}`,
                        detail: (_b2 = (_a3 = item.providerOptions) == null ? void 0 : _a3[providerOptionsName]) == null ? void 0 : _b2.imageDetail,
                        ...promptCacheBreakpoint2 != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint2
                        }
                      };
                    case "image-url":
                      return {
                        type: "input_image",
                        image_url: item.url,
                        detail: (_d2 = (_c2 = item.providerOptions) == null ? void 0 : _c2[providerOptionsName]) == null ? void 0 : _d2.imageDetail,
                        ...promptCacheBreakpoint2 != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint2
                        }
                      };
                    case "file-data":
                      return {
                        type: "input_file",
                        filename: (_e2 = item.filename) != null ? _e2 : "data",
                        file_data: `data:${item.mediaType};base64,${item.data}`,
                        ...promptCacheBreakpoint2 != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint2
                        }
                      };
                    case "file-url":
                      return {
                        type: "input_file",
                        file_url: item.url,
                        ...promptCacheBreakpoint2 != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint2
                        }
                      };
                    default:
                      warnings.push({
                        type: "other",
                        message: `unsupported custom tool content part type: ${item.type}`
                      });
                      return void 0;
                  }
                }).filter(isNonNullable);
                break;
              default:
                outputValue = "";
            }
            input.push({
              type: "custom_tool_call_output",
              call_id: part.toolCallId,
              output: outputValue
            });
            continue;
          }
          const contentValue = await convertFunctionToolResultOutput({
            output,
            promptCacheBreakpoint: getScalarToolResultPromptCacheBreakpoint({
              output,
              toolResultProviderOptions: part.providerOptions,
              providerOptionsName
            }),
            providerOptionsName,
            warnings
          });
          input.push({
            type: "function_call_output",
            call_id: part.toolCallId,
            output: contentValue
          });
        }
        break;
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  if (!store && input.some(
    (item) => "type" in item && item.type === "reasoning" && item.encrypted_content == null
  )) {
    warnings.push({
      type: "other",
      message: "Reasoning parts without encrypted content are not supported when store is false. Skipping reasoning parts."
    });
    input = input.filter(
      (item) => !("type" in item) || item.type !== "reasoning" || item.encrypted_content != null
    );
  }
  return { input, warnings };
}
var openaiResponsesReasoningProviderOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      itemId: schemas/* string */.YjP().nullish(),
      reasoningEncryptedContent: schemas/* string */.YjP().nullish()
    })
  )
);

// src/responses/map-openai-responses-finish-reason.ts
function mapOpenAIResponseFinishReason({
  finishReason,
  hasFunctionCall,
  hasRefusal = false
}) {
  switch (finishReason) {
    case void 0:
    case null:
      if (hasFunctionCall) return "tool-calls";
      return hasRefusal ? "content-filter" : "stop";
    case "max_output_tokens":
      return "length";
    case "content_filter":
      return "content-filter";
    default:
      return hasFunctionCall ? "tool-calls" : "other";
  }
}

// src/responses/openai-responses-api.ts


var openaiResponsesPromptCacheDiagnosticsSchema = () => schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  reason: schemas/* string */.YjP().nullish(),
  cache_missed_tokens: schemas/* number */.aig().nullish(),
  comparison_reusable_tokens: schemas/* number */.aig().nullish()
});
var cachedJsonValueSchema2;
var jsonValueSchema2 = () => cachedJsonValueSchema2 != null ? cachedJsonValueSchema2 : cachedJsonValueSchema2 = schemas/* lazy */.RZV(
  () => schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    schemas/* null */.chJ(),
    schemas/* array */.YOg(jsonValueSchema2()),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema2().optional())
  ])
);
var jsonObjectSchema = () => schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema2().optional());
var openaiResponsesUsageSchema = () => schemas/* intersection */.E$q(
  jsonObjectSchema(),
  schemas/* object */.Ikc({
    input_tokens: schemas/* number */.aig(),
    input_tokens_details: schemas/* intersection */.E$q(
      jsonObjectSchema(),
      schemas/* object */.Ikc({
        cached_tokens: schemas/* number */.aig().nullish(),
        cache_write_tokens: schemas/* number */.aig().nullish(),
        cache_write_tokens_details: schemas/* intersection */.E$q(
          jsonObjectSchema(),
          schemas/* object */.Ikc({
            ttl_30m_tokens: schemas/* number */.aig().nullish(),
            ttl_12h_tokens: schemas/* number */.aig().nullish()
          })
        ).nullish(),
        orchestration_input_tokens: schemas/* number */.aig().nullish(),
        orchestration_input_cached_tokens: schemas/* number */.aig().nullish()
      })
    ).nullish(),
    output_tokens: schemas/* number */.aig(),
    output_tokens_details: schemas/* intersection */.E$q(
      jsonObjectSchema(),
      schemas/* object */.Ikc({
        reasoning_tokens: schemas/* number */.aig().nullish(),
        orchestration_output_tokens: schemas/* number */.aig().nullish()
      })
    ).nullish(),
    total_tokens: schemas/* number */.aig().optional()
  })
);
function isRecord(value) {
  return value != null && typeof value === "object" && !Array.isArray(value);
}
var openaiResponsesLocalShellCallSchema = () => schemas/* object */.Ikc({
  type: schemas/* literal */.euz("local_shell_call"),
  id: schemas/* string */.YjP(),
  call_id: schemas/* string */.YjP(),
  action: schemas/* object */.Ikc({
    type: schemas/* literal */.euz("exec"),
    command: schemas/* array */.YOg(schemas/* string */.YjP()),
    timeout_ms: schemas/* number */.aig().optional(),
    user: schemas/* string */.YjP().optional(),
    working_directory: schemas/* string */.YjP().optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
  })
});
var openaiResponsesNestedErrorChunkSchema = () => schemas/* object */.Ikc({
  type: schemas/* literal */.euz("error"),
  sequence_number: schemas/* number */.aig(),
  error: schemas/* object */.Ikc({
    type: schemas/* string */.YjP(),
    code: schemas/* string */.YjP().nullish(),
    message: schemas/* string */.YjP(),
    param: schemas/* string */.YjP().nullish()
  })
});
var openaiResponsesErrorChunkSchema = () => schemas/* object */.Ikc({
  type: schemas/* literal */.euz("error"),
  sequence_number: schemas/* number */.aig(),
  code: schemas/* string */.YjP().nullish(),
  message: schemas/* string */.YjP(),
  param: schemas/* string */.YjP().nullish()
});
var openaiResponsesModeledChunkTypes = /* @__PURE__ */ new Set([
  "error",
  "response.apply_patch_call_operation_diff.delta",
  "response.apply_patch_call_operation_diff.done",
  "response.code_interpreter_call_code.delta",
  "response.code_interpreter_call_code.done",
  "response.completed",
  "response.created",
  "response.custom_tool_call_input.delta",
  "response.failed",
  "response.function_call_arguments.delta",
  "response.function_call_arguments.done",
  "response.image_generation_call.partial_image",
  "response.incomplete",
  "response.output_item.added",
  "response.output_item.done",
  "response.output_text.annotation.added",
  "response.output_text.delta",
  "response.refusal.delta",
  "response.refusal.done",
  "response.reasoning_summary_part.added",
  "response.reasoning_summary_part.done",
  "response.reasoning_summary_text.delta"
]);
var openaiResponsesModeledOutputItemTypes = /* @__PURE__ */ new Set([
  "apply_patch_call",
  "code_interpreter_call",
  "computer_call",
  "custom_tool_call",
  "file_search_call",
  "function_call",
  "image_generation_call",
  "local_shell_call",
  "mcp_approval_request",
  "mcp_call",
  "mcp_list_tools",
  "message",
  "reasoning",
  "shell_call",
  "shell_call_output",
  "tool_search_call",
  "tool_search_output",
  "web_search_call"
]);
function isModeledOpenAIResponsesChunk(value) {
  if (typeof value.type !== "string" || !openaiResponsesModeledChunkTypes.has(value.type)) {
    return false;
  }
  if (value.type !== "response.output_item.added" && value.type !== "response.output_item.done") {
    return true;
  }
  if (!isRecord(value.item) || typeof value.item.type !== "string") {
    return true;
  }
  return openaiResponsesModeledOutputItemTypes.has(value.item.type);
}
var openaiResponsesChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_text.delta"),
        item_id: schemas/* string */.YjP(),
        delta: schemas/* string */.YjP(),
        logprobs: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            token: schemas/* string */.YjP(),
            logprob: schemas/* number */.aig(),
            top_logprobs: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                token: schemas/* string */.YjP(),
                logprob: schemas/* number */.aig()
              })
            )
          })
        ).nullish()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.refusal.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig().nullish(),
        content_index: schemas/* number */.aig().nullish(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.refusal.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig().nullish(),
        content_index: schemas/* number */.aig().nullish(),
        refusal: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* enum */.k5n(["response.completed", "response.incomplete"]),
        response: schemas/* object */.Ikc({
          prompt_cache_diagnostics: openaiResponsesPromptCacheDiagnosticsSchema().nullish(),
          incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
          usage: openaiResponsesUsageSchema().nullish(),
          reasoning: schemas/* object */.Ikc({
            context: schemas/* string */.YjP().nullish()
          }).nullish(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.failed"),
        sequence_number: schemas/* number */.aig(),
        response: schemas/* object */.Ikc({
          prompt_cache_diagnostics: openaiResponsesPromptCacheDiagnosticsSchema().nullish(),
          error: schemas/* object */.Ikc({
            code: schemas/* string */.YjP().nullish(),
            message: schemas/* string */.YjP()
          }).nullish(),
          incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
          usage: openaiResponsesUsageSchema().nullish(),
          reasoning: schemas/* object */.Ikc({
            context: schemas/* string */.YjP().nullish()
          }).nullish(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.created"),
        response: schemas/* object */.Ikc({
          id: schemas/* string */.YjP(),
          created_at: schemas/* number */.aig(),
          model: schemas/* string */.YjP(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_item.added"),
        output_index: schemas/* number */.aig(),
        item: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("message"),
            id: schemas/* string */.YjP(),
            phase: schemas/* enum */.k5n(["commentary", "final_answer"]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("reasoning"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("function_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            namespace: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("computer_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_search_call"),
            id: schemas/* string */.YjP()
          }),
          openaiResponsesLocalShellCallSchema(),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image_generation_call"),
            id: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_interpreter_call"),
            id: schemas/* string */.YjP(),
            container_id: schemas/* string */.YjP(),
            code: schemas/* string */.YjP().nullable(),
            outputs: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
              ])
            ).nullable(),
            status: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            approval_request_id: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_list_tools"),
            id: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_approval_request"),
            id: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("apply_patch_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed"]),
            operation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("create_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("delete_file"),
                path: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("update_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("custom_tool_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            action: schemas/* object */.Ikc({
              commands: schemas/* array */.YOg(schemas/* string */.YjP())
            })
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call_output"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            output: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                outcome: schemas/* discriminatedUnion */.gMt("type", [
                  schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("exit"),
                    exit_code: schemas/* number */.aig()
                  })
                ])
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_call"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            arguments: schemas/* unknown */.L5J()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_output"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema2().optional()))
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_item.done"),
        output_index: schemas/* number */.aig(),
        item: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("message"),
            id: schemas/* string */.YjP(),
            phase: schemas/* enum */.k5n(["commentary", "final_answer"]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("reasoning"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("function_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            namespace: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("custom_tool_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_interpreter_call"),
            id: schemas/* string */.YjP(),
            code: schemas/* string */.YjP().nullable(),
            container_id: schemas/* string */.YjP(),
            outputs: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
              ])
            ).nullable()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image_generation_call"),
            id: schemas/* string */.YjP(),
            result: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            action: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("search"),
                query: schemas/* string */.YjP().nullish(),
                queries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
                sources: schemas/* array */.YOg(
                  schemas/* discriminatedUnion */.gMt("type", [
                    schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() }),
                    schemas/* object */.Ikc({ type: schemas/* literal */.euz("api"), name: schemas/* string */.YjP() })
                  ])
                ).nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("open_page"),
                url: schemas/* string */.YjP().nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("find_in_page"),
                url: schemas/* string */.YjP().nullish(),
                pattern: schemas/* string */.YjP().nullish()
              })
            ]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_search_call"),
            id: schemas/* string */.YjP(),
            queries: schemas/* array */.YOg(schemas/* string */.YjP()),
            results: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                attributes: schemas/* record */.g1P(
                  schemas/* string */.YjP(),
                  schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()])
                ),
                file_id: schemas/* string */.YjP(),
                filename: schemas/* string */.YjP(),
                score: schemas/* number */.aig(),
                text: schemas/* string */.YjP()
              })
            ).nullish()
          }),
          openaiResponsesLocalShellCallSchema(),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("computer_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* literal */.euz("completed")
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            output: schemas/* string */.YjP().nullish(),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).nullish(),
            approval_request_id: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_list_tools"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            tools: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                name: schemas/* string */.YjP(),
                description: schemas/* string */.YjP().optional(),
                input_schema: schemas/* any */.bzn(),
                annotations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
              })
            ),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_approval_request"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            approval_request_id: schemas/* string */.YjP().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("apply_patch_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed"]),
            operation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("create_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("delete_file"),
                path: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("update_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            action: schemas/* object */.Ikc({
              commands: schemas/* array */.YOg(schemas/* string */.YjP())
            })
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call_output"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            output: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                outcome: schemas/* discriminatedUnion */.gMt("type", [
                  schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("exit"),
                    exit_code: schemas/* number */.aig()
                  })
                ])
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_call"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            arguments: schemas/* unknown */.L5J()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_output"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema2().optional()))
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.function_call_arguments.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        // `name` is documented as required but omitted from live API events:
        // https://github.com/openai/openai-openapi/issues/545
        type: schemas/* literal */.euz("response.function_call_arguments.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        arguments: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.custom_tool_call_input.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.image_generation_call.partial_image"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        partial_image_b64: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.code_interpreter_call_code.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.code_interpreter_call_code.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_text.annotation.added"),
        annotation: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("url_citation"),
            start_index: schemas/* number */.aig(),
            end_index: schemas/* number */.aig(),
            url: schemas/* string */.YjP(),
            title: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_citation"),
            file_id: schemas/* string */.YjP(),
            filename: schemas/* string */.YjP(),
            index: schemas/* number */.aig()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("container_file_citation"),
            container_id: schemas/* string */.YjP(),
            file_id: schemas/* string */.YjP(),
            filename: schemas/* string */.YjP(),
            start_index: schemas/* number */.aig(),
            end_index: schemas/* number */.aig()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_path"),
            file_id: schemas/* string */.YjP(),
            index: schemas/* number */.aig()
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.reasoning_summary_part.added"),
        item_id: schemas/* string */.YjP(),
        summary_index: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.reasoning_summary_text.delta"),
        item_id: schemas/* string */.YjP(),
        summary_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.reasoning_summary_part.done"),
        item_id: schemas/* string */.YjP(),
        summary_index: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.apply_patch_call_operation_diff.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP(),
        obfuscation: schemas/* string */.YjP().nullish()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.apply_patch_call_operation_diff.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        diff: schemas/* string */.YjP()
      }),
      openaiResponsesNestedErrorChunkSchema(),
      openaiResponsesErrorChunkSchema(),
      schemas/* object */.Ikc({ type: schemas/* string */.YjP() }).loose().refine((value) => !isModeledOpenAIResponsesChunk(value), {
        message: "Known response chunk failed schema validation"
      }).transform((value) => ({
        type: "unknown_chunk",
        message: value.type
      }))
      // fallback for unknown chunks
    ])
  )
);
var openaiResponsesResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP().optional(),
      created_at: schemas/* number */.aig().optional(),
      error: schemas/* object */.Ikc({
        message: schemas/* string */.YjP(),
        type: schemas/* string */.YjP(),
        param: schemas/* string */.YjP().nullish(),
        code: schemas/* string */.YjP()
      }).nullish(),
      model: schemas/* string */.YjP().optional(),
      output: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("message"),
            role: schemas/* literal */.euz("assistant"),
            id: schemas/* string */.YjP(),
            phase: schemas/* enum */.k5n(["commentary", "final_answer"]).nullish(),
            // the API returns either text or a refusal as content parts:
            content: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("output_text"),
                  text: schemas/* string */.YjP(),
                  logprobs: schemas/* array */.YOg(
                    schemas/* object */.Ikc({
                      token: schemas/* string */.YjP(),
                      logprob: schemas/* number */.aig(),
                      top_logprobs: schemas/* array */.YOg(
                        schemas/* object */.Ikc({
                          token: schemas/* string */.YjP(),
                          logprob: schemas/* number */.aig()
                        })
                      )
                    })
                  ).nullish(),
                  annotations: schemas/* array */.YOg(
                    schemas/* discriminatedUnion */.gMt("type", [
                      schemas/* object */.Ikc({
                        type: schemas/* literal */.euz("url_citation"),
                        start_index: schemas/* number */.aig(),
                        end_index: schemas/* number */.aig(),
                        url: schemas/* string */.YjP(),
                        title: schemas/* string */.YjP()
                      }),
                      schemas/* object */.Ikc({
                        type: schemas/* literal */.euz("file_citation"),
                        file_id: schemas/* string */.YjP(),
                        filename: schemas/* string */.YjP(),
                        index: schemas/* number */.aig()
                      }),
                      schemas/* object */.Ikc({
                        type: schemas/* literal */.euz("container_file_citation"),
                        container_id: schemas/* string */.YjP(),
                        file_id: schemas/* string */.YjP(),
                        filename: schemas/* string */.YjP(),
                        start_index: schemas/* number */.aig(),
                        end_index: schemas/* number */.aig()
                      }),
                      schemas/* object */.Ikc({
                        type: schemas/* literal */.euz("file_path"),
                        file_id: schemas/* string */.YjP(),
                        index: schemas/* number */.aig()
                      })
                    ])
                  )
                }),
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("refusal"),
                  refusal: schemas/* string */.YjP()
                })
              ])
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            action: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("search"),
                query: schemas/* string */.YjP().nullish(),
                queries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
                sources: schemas/* array */.YOg(
                  schemas/* discriminatedUnion */.gMt("type", [
                    schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("api"),
                      name: schemas/* string */.YjP()
                    })
                  ])
                ).nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("open_page"),
                url: schemas/* string */.YjP().nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("find_in_page"),
                url: schemas/* string */.YjP().nullish(),
                pattern: schemas/* string */.YjP().nullish()
              })
            ]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_search_call"),
            id: schemas/* string */.YjP(),
            queries: schemas/* array */.YOg(schemas/* string */.YjP()),
            results: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                attributes: schemas/* record */.g1P(
                  schemas/* string */.YjP(),
                  schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()])
                ),
                file_id: schemas/* string */.YjP(),
                filename: schemas/* string */.YjP(),
                score: schemas/* number */.aig(),
                text: schemas/* string */.YjP()
              })
            ).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_interpreter_call"),
            id: schemas/* string */.YjP(),
            code: schemas/* string */.YjP().nullable(),
            container_id: schemas/* string */.YjP(),
            outputs: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
              ])
            ).nullable()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image_generation_call"),
            id: schemas/* string */.YjP(),
            result: schemas/* string */.YjP()
          }),
          openaiResponsesLocalShellCallSchema(),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("function_call"),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            id: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            namespace: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("custom_tool_call"),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* string */.YjP(),
            id: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("computer_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("reasoning"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish(),
            summary: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("summary_text"),
                text: schemas/* string */.YjP()
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            output: schemas/* string */.YjP().nullish(),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).nullish(),
            approval_request_id: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_list_tools"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            tools: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                name: schemas/* string */.YjP(),
                description: schemas/* string */.YjP().optional(),
                input_schema: schemas/* any */.bzn(),
                annotations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
              })
            ),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_approval_request"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            approval_request_id: schemas/* string */.YjP().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("apply_patch_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed"]),
            operation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("create_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("delete_file"),
                path: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("update_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            action: schemas/* object */.Ikc({
              commands: schemas/* array */.YOg(schemas/* string */.YjP())
            })
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call_output"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            output: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                outcome: schemas/* discriminatedUnion */.gMt("type", [
                  schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("exit"),
                    exit_code: schemas/* number */.aig()
                  })
                ])
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_call"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            arguments: schemas/* unknown */.L5J()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_output"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            tools: schemas/* array */.YOg(
              schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema2().optional())
            )
          })
        ])
      ).optional(),
      service_tier: schemas/* string */.YjP().nullish(),
      prompt_cache_diagnostics: openaiResponsesPromptCacheDiagnosticsSchema().nullish(),
      reasoning: schemas/* object */.Ikc({
        context: schemas/* string */.YjP().nullish()
      }).nullish(),
      incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
      usage: openaiResponsesUsageSchema().nullish()
    })
  )
);

// src/responses/openai-responses-prepare-tools.ts


async function prepareResponsesTools({
  tools,
  toolChoice,
  allowedTools,
  toolNameMapping,
  customProviderToolNames,
  supportsAsyncToolCalling = true,
  providerOptionsName = "openai"
}) {
  var _a2, _b, _c, _d, _e, _f;
  tools = (tools == null ? void 0 : tools.length) ? tools : void 0;
  const toolWarnings = [];
  if (tools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const openaiTools2 = [];
  const namespaceTools = /* @__PURE__ */ new Map();
  const resolvedCustomProviderToolNames = customProviderToolNames != null ? customProviderToolNames : /* @__PURE__ */ new Set();
  const allowedToolResolutions = /* @__PURE__ */ new Map();
  const allowedToolAliases = /* @__PURE__ */ new Map();
  const recordAllowedTool = (toolName, resolution, canonicalName) => {
    allowedToolResolutions.set(toolName, resolution);
    if (canonicalName == null || canonicalName === toolName) {
      return;
    }
    const existingAlias = allowedToolAliases.get(canonicalName);
    if (existingAlias == null) {
      allowedToolAliases.set(canonicalName, resolution);
    } else if (existingAlias !== "ambiguous" && !isSameAllowedTool(existingAlias, resolution)) {
      allowedToolAliases.set(canonicalName, "ambiguous");
    }
  };
  for (const tool of tools) {
    switch (tool.type) {
      case "function": {
        const openaiOptions = (_c = (_a2 = tool.providerOptions) == null ? void 0 : _a2[providerOptionsName]) != null ? _c : (_b = tool.providerOptions) == null ? void 0 : _b.openai;
        const openaiFunctionTool = prepareFunctionTool({
          tool,
          options: openaiOptions,
          async: resolveAsyncToolOption({
            value: openaiOptions == null ? void 0 : openaiOptions.async,
            supportsAsyncToolCalling,
            toolName: tool.name,
            toolWarnings
          })
        });
        const namespace = openaiOptions == null ? void 0 : openaiOptions.namespace;
        if (namespace == null) {
          openaiTools2.push(openaiFunctionTool);
        } else {
          let namespaceTool = namespaceTools.get(namespace.name);
          if (namespaceTool == null) {
            namespaceTool = {
              type: "namespace",
              name: namespace.name,
              description: namespace.description,
              tools: []
            };
            namespaceTools.set(namespace.name, namespaceTool);
            openaiTools2.push(namespaceTool);
          } else if (namespaceTool.description !== namespace.description) {
            throw new UnsupportedFunctionalityError({
              functionality: `conflicting descriptions for OpenAI tool namespace "${namespace.name}"`
            });
          }
          namespaceTool.tools.push(openaiFunctionTool);
        }
        recordAllowedTool(
          tool.name,
          namespace != null ? {
            supported: false,
            reason: "tools inside an OpenAI tool namespace are not visible to tool_choice.allowed_tools"
          } : (openaiOptions == null ? void 0 : openaiOptions.deferLoading) === true ? {
            supported: false,
            reason: "deferred tools are not visible to tool_choice.allowed_tools"
          } : {
            supported: true,
            entry: { type: "function", name: tool.name }
          },
          void 0
        );
        break;
      }
      case "provider": {
        const openaiToolCountBefore = openaiTools2.length;
        switch (tool.id) {
          case "openai.file_search": {
            const args = await validateTypes({
              value: tool.args,
              schema: fileSearchArgsSchema
            });
            openaiTools2.push({
              type: "file_search",
              vector_store_ids: args.vectorStoreIds,
              max_num_results: args.maxNumResults,
              ranking_options: args.ranking ? {
                ranker: args.ranking.ranker,
                score_threshold: args.ranking.scoreThreshold
              } : void 0,
              filters: args.filters
            });
            break;
          }
          case "openai.local_shell": {
            openaiTools2.push({
              type: "local_shell"
            });
            break;
          }
          case "openai.shell": {
            const args = await validateTypes({
              value: tool.args,
              schema: shellArgsSchema
            });
            openaiTools2.push({
              type: "shell",
              ...args.environment && {
                environment: mapShellEnvironment(args.environment)
              }
            });
            break;
          }
          case "openai.apply_patch": {
            openaiTools2.push({
              type: "apply_patch"
            });
            break;
          }
          case "openai.web_search_preview": {
            const args = await validateTypes({
              value: tool.args,
              schema: webSearchPreviewArgsSchema
            });
            openaiTools2.push({
              type: "web_search_preview",
              search_context_size: args.searchContextSize,
              user_location: args.userLocation
            });
            break;
          }
          case "openai.web_search": {
            const args = await validateTypes({
              value: tool.args,
              schema: webSearchArgsSchema
            });
            openaiTools2.push({
              type: "web_search",
              filters: args.filters != null ? {
                allowed_domains: args.filters.allowedDomains,
                blocked_domains: args.filters.blockedDomains
              } : void 0,
              external_web_access: args.externalWebAccess,
              search_context_size: args.searchContextSize,
              user_location: args.userLocation
            });
            break;
          }
          case "openai.code_interpreter": {
            const args = await validateTypes({
              value: tool.args,
              schema: codeInterpreterArgsSchema
            });
            openaiTools2.push({
              type: "code_interpreter",
              container: args.container == null ? { type: "auto", file_ids: void 0 } : typeof args.container === "string" ? args.container : { type: "auto", file_ids: args.container.fileIds }
            });
            break;
          }
          case "openai.image_generation": {
            const args = await validateTypes({
              value: tool.args,
              schema: imageGenerationArgsSchema
            });
            openaiTools2.push({
              type: "image_generation",
              background: args.background,
              input_fidelity: args.inputFidelity,
              input_image_mask: args.inputImageMask ? {
                file_id: args.inputImageMask.fileId,
                image_url: args.inputImageMask.imageUrl
              } : void 0,
              model: args.model,
              moderation: args.moderation,
              partial_images: args.partialImages,
              quality: args.quality,
              output_compression: args.outputCompression,
              output_format: args.outputFormat,
              size: args.size
            });
            break;
          }
          case "openai.mcp": {
            const args = await validateTypes({
              value: tool.args,
              schema: mcpArgsSchema
            });
            const mapApprovalFilter = (filter) => ({
              tool_names: filter.toolNames
            });
            const requireApproval = args.requireApproval;
            const requireApprovalParam = requireApproval == null ? void 0 : typeof requireApproval === "string" ? requireApproval : requireApproval.never != null ? { never: mapApprovalFilter(requireApproval.never) } : void 0;
            openaiTools2.push({
              type: "mcp",
              server_label: args.serverLabel,
              allowed_tools: Array.isArray(args.allowedTools) ? args.allowedTools : args.allowedTools ? {
                read_only: args.allowedTools.readOnly,
                tool_names: args.allowedTools.toolNames
              } : void 0,
              authorization: args.authorization,
              connector_id: args.connectorId,
              headers: args.headers,
              require_approval: requireApprovalParam != null ? requireApprovalParam : "never",
              server_description: args.serverDescription,
              server_url: args.serverUrl
            });
            break;
          }
          case "openai.custom": {
            const args = await validateTypes({
              value: tool.args,
              schema: customArgsSchema
            });
            openaiTools2.push({
              type: "custom",
              name: args.name,
              description: args.description,
              ...resolveAsyncToolOption({
                value: args.async,
                supportsAsyncToolCalling,
                toolName: args.name,
                toolWarnings
              }) != null ? { async: args.async } : {},
              format: args.format
            });
            resolvedCustomProviderToolNames.add(args.name);
            break;
          }
          case "openai.tool_search": {
            const args = await validateTypes({
              value: tool.args,
              schema: toolSearchArgsSchema
            });
            openaiTools2.push({
              type: "tool_search",
              ...args.execution != null ? { execution: args.execution } : {},
              ...args.description != null ? { description: args.description } : {},
              ...args.parameters != null ? { parameters: args.parameters } : {}
            });
            break;
          }
        }
        if (openaiTools2.length > openaiToolCountBefore) {
          const openaiTool = openaiTools2[openaiToolCountBefore];
          recordAllowedTool(
            tool.name,
            toAllowedToolResolution(openaiTool),
            toolNameMapping == null ? void 0 : toolNameMapping.toProviderToolName(tool.name)
          );
        }
        break;
      }
      default:
        toolWarnings.push({
          type: "unsupported",
          feature: `function tool ${tool}`
        });
        break;
    }
  }
  if (allowedTools != null) {
    const allowedToolEntries = [];
    const droppedToolNames = [];
    for (const name of allowedTools.toolNames) {
      const directResolution = allowedToolResolutions.get(name);
      const resolution = directResolution != null ? directResolution : allowedToolAliases.get(name);
      if (directResolution != null && allowedToolAliases.has(name)) {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: "this name is both a tool name and the provider tool name of another tool in this request; the tool with this name is allowed"
        });
      }
      if (resolution === "ambiguous") {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: "several tools in this request share this provider tool name; use the tool name from the tools for this request instead"
        });
        droppedToolNames.push(name);
        continue;
      }
      if (resolution == null) {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: "the tool is not part of the tools for this request and is sent as a function tool"
        });
        allowedToolEntries.push({
          type: "function",
          name: (_d = toolNameMapping == null ? void 0 : toolNameMapping.toProviderToolName(name)) != null ? _d : name
        });
        continue;
      }
      if (!resolution.supported) {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: `${resolution.reason}; the tool is removed from the allowed tools`
        });
        droppedToolNames.push(name);
        continue;
      }
      allowedToolEntries.push(resolution.entry);
    }
    if (allowedToolEntries.length === 0) {
      throw new UnsupportedFunctionalityError({
        functionality: `allowedTools with only tools that cannot be allow-listed (${droppedToolNames.join(
          ", "
        )})`
      });
    }
    return {
      tools: openaiTools2,
      toolChoice: {
        type: "allowed_tools",
        mode: (_e = allowedTools.mode) != null ? _e : "auto",
        tools: allowedToolEntries
      },
      toolWarnings
    };
  }
  if (toolChoice == null) {
    return { tools: openaiTools2, toolChoice: void 0, toolWarnings };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
    case "none":
    case "required":
      return { tools: openaiTools2, toolChoice: type, toolWarnings };
    case "tool": {
      const resolvedToolName = (_f = toolNameMapping == null ? void 0 : toolNameMapping.toProviderToolName(toolChoice.toolName)) != null ? _f : toolChoice.toolName;
      return {
        tools: openaiTools2,
        toolChoice: resolvedToolName === "code_interpreter" || resolvedToolName === "file_search" || resolvedToolName === "image_generation" || resolvedToolName === "web_search_preview" || resolvedToolName === "web_search" || resolvedToolName === "mcp" || resolvedToolName === "apply_patch" ? { type: resolvedToolName } : resolvedCustomProviderToolNames.has(resolvedToolName) ? { type: "custom", name: resolvedToolName } : { type: "function", name: resolvedToolName },
        toolWarnings
      };
    }
    default: {
      const _exhaustiveCheck = type;
      throw new UnsupportedFunctionalityError({
        functionality: `tool choice type: ${_exhaustiveCheck}`
      });
    }
  }
}
function allowedToolKey(entry) {
  switch (entry.type) {
    case "mcp":
      return `mcp:${entry.server_label}`;
    case "function":
    case "custom":
      return `${entry.type}:${entry.name}`;
    default:
      return entry.type;
  }
}
function isSameAllowedTool(a, b) {
  if (a.supported && b.supported) {
    return allowedToolKey(a.entry) === allowedToolKey(b.entry);
  }
  if (!a.supported && !b.supported) {
    return a.reason === b.reason;
  }
  return false;
}
function toAllowedToolResolution(tool) {
  switch (tool.type) {
    case "custom":
      return { supported: true, entry: { type: "custom", name: tool.name } };
    case "mcp":
      return {
        supported: true,
        entry: { type: "mcp", server_label: tool.server_label }
      };
    case "file_search":
    case "web_search":
    case "web_search_preview":
    case "image_generation":
    case "code_interpreter":
    case "apply_patch":
    case "shell":
    case "local_shell":
      return { supported: true, entry: { type: tool.type } };
    default:
      return {
        supported: false,
        reason: `OpenAI does not support ${tool.type} tools in tool_choice.allowed_tools`
      };
  }
}
function prepareFunctionTool({
  tool,
  options,
  async
}) {
  const deferLoading = options == null ? void 0 : options.deferLoading;
  return {
    type: "function",
    name: tool.name,
    description: tool.description,
    parameters: tool.inputSchema,
    ...async != null ? { async } : {},
    ...tool.strict != null ? { strict: tool.strict } : {},
    ...deferLoading != null ? { defer_loading: deferLoading } : {}
  };
}
function resolveAsyncToolOption({
  value,
  supportsAsyncToolCalling,
  toolName,
  toolWarnings
}) {
  if (value !== true || supportsAsyncToolCalling) {
    return value;
  }
  toolWarnings.push({
    type: "unsupported",
    feature: `async tool calling for "${toolName}"`,
    details: "Async tool calling is only supported by GPT-6 and later models."
  });
  return void 0;
}
function mapShellEnvironment(environment) {
  if (environment.type === "containerReference") {
    const env2 = environment;
    return {
      type: "container_reference",
      container_id: env2.containerId
    };
  }
  if (environment.type === "containerAuto") {
    const env2 = environment;
    return {
      type: "container_auto",
      file_ids: env2.fileIds,
      memory_limit: env2.memoryLimit,
      network_policy: env2.networkPolicy == null ? void 0 : env2.networkPolicy.type === "disabled" ? { type: "disabled" } : {
        type: "allowlist",
        allowed_domains: env2.networkPolicy.allowedDomains,
        domain_secrets: env2.networkPolicy.domainSecrets
      },
      skills: mapShellSkills(env2.skills)
    };
  }
  const env = environment;
  return {
    type: "local",
    skills: env.skills
  };
}
function mapShellSkills(skills) {
  return skills == null ? void 0 : skills.map(
    (skill) => skill.type === "skillReference" ? {
      type: "skill_reference",
      skill_id: skill.skillId,
      version: skill.version
    } : {
      type: "inline",
      name: skill.name,
      description: skill.description,
      source: {
        type: "base64",
        media_type: skill.source.mediaType,
        data: skill.source.data
      }
    }
  );
}

// src/responses/openai-responses-language-model.ts
function extractApprovalRequestIdToToolCallIdMapping(prompt) {
  var _a2, _b;
  const mapping = {};
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type !== "tool-call") continue;
      const approvalRequestId = (_b = (_a2 = part.providerOptions) == null ? void 0 : _a2.openai) == null ? void 0 : _b.approvalRequestId;
      if (approvalRequestId != null) {
        mapping[approvalRequestId] = part.toolCallId;
      }
    }
  }
  return mapping;
}
function getConfigurationUpdateUnsupportedReason({
  modelCapabilities,
  options
}) {
  if (!modelCapabilities.supportsConfigurationUpdate) {
    return "Configuration updates are only supported by GPT-6 and later models";
  }
  if ((options == null ? void 0 : options.reasoningMode) === "pro" || (options == null ? void 0 : options.truncation) === "auto") {
    return "Configuration updates require standard reasoning mode without automatic truncation";
  }
  return void 0;
}
var OpenAIResponsesLanguageModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    this.supportedUrls = {
      "image/*": [/^https?:\/\/.*$/],
      "application/pdf": [/^https?:\/\/.*$/]
    };
    this.modelId = modelId;
    this.config = config;
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    maxOutputTokens,
    temperature,
    stopSequences,
    topP,
    topK,
    presencePenalty,
    frequencyPenalty,
    seed,
    prompt,
    providerOptions,
    tools,
    toolChoice,
    responseFormat
  }) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n;
    const warnings = [];
    const modelCapabilities = getOpenAILanguageModelCapabilities(this.modelId);
    if (topK != null) {
      warnings.push({ type: "unsupported", feature: "topK" });
    }
    if (seed != null) {
      warnings.push({ type: "unsupported", feature: "seed" });
    }
    if (presencePenalty != null) {
      warnings.push({ type: "unsupported", feature: "presencePenalty" });
    }
    if (frequencyPenalty != null) {
      warnings.push({ type: "unsupported", feature: "frequencyPenalty" });
    }
    if (stopSequences != null) {
      warnings.push({ type: "unsupported", feature: "stopSequences" });
    }
    const providerOptionsName = this.config.provider.includes("azure") ? "azure" : "openai";
    let openaiOptions = await parseProviderOptions({
      provider: providerOptionsName,
      providerOptions,
      schema: openaiLanguageModelResponsesOptionsSchema
    });
    if (openaiOptions == null && providerOptionsName !== "openai") {
      openaiOptions = await parseProviderOptions({
        provider: "openai",
        providerOptions,
        schema: openaiLanguageModelResponsesOptionsSchema
      });
    }
    const isReasoningModel = (_a2 = openaiOptions == null ? void 0 : openaiOptions.forceReasoning) != null ? _a2 : modelCapabilities.isReasoningModel;
    let resolvedReasoningEffort = openaiOptions == null ? void 0 : openaiOptions.reasoningEffort;
    if (resolvedReasoningEffort != null && modelCapabilities.supportedReasoningEfforts != null && !modelCapabilities.supportedReasoningEfforts.includes(
      resolvedReasoningEffort
    )) {
      warnings.push({
        type: "unsupported",
        feature: "reasoningEffort",
        details: `${this.modelId} only supports the following reasoning efforts: ${modelCapabilities.supportedReasoningEfforts.join(", ")}`
      });
      resolvedReasoningEffort = void 0;
    }
    if ((openaiOptions == null ? void 0 : openaiOptions.conversation) && (openaiOptions == null ? void 0 : openaiOptions.previousResponseId)) {
      warnings.push({
        type: "unsupported",
        feature: "conversation",
        details: "conversation and previousResponseId cannot be used together"
      });
    }
    const toolNameMapping = createToolNameMapping({
      tools,
      providerToolNames: {
        "openai.code_interpreter": "code_interpreter",
        "openai.file_search": "file_search",
        "openai.image_generation": "image_generation",
        "openai.local_shell": "local_shell",
        "openai.shell": "shell",
        "openai.web_search": "web_search",
        "openai.web_search_preview": "web_search_preview",
        "openai.mcp": "mcp",
        "openai.apply_patch": "apply_patch",
        "openai.tool_search": "tool_search"
      },
      resolveProviderToolName: (tool) => tool.id === "openai.custom" ? tool.args.name : void 0
    });
    const customProviderToolNames = /* @__PURE__ */ new Set();
    const {
      tools: openaiTools2,
      toolChoice: openaiToolChoice,
      toolWarnings
    } = await prepareResponsesTools({
      tools,
      toolChoice,
      allowedTools: (_b = openaiOptions == null ? void 0 : openaiOptions.allowedTools) != null ? _b : void 0,
      toolNameMapping,
      customProviderToolNames,
      supportsAsyncToolCalling: modelCapabilities.supportsAsyncToolCalling,
      providerOptionsName
    });
    const configurationUpdateUnsupportedReason = getConfigurationUpdateUnsupportedReason({
      modelCapabilities,
      options: openaiOptions
    });
    const { input, warnings: inputWarnings } = await convertToOpenAIResponsesInput({
      prompt,
      configurationUpdateUnsupportedReason,
      toolNameMapping,
      systemMessageMode: (_c = openaiOptions == null ? void 0 : openaiOptions.systemMessageMode) != null ? _c : isReasoningModel ? "developer" : modelCapabilities.systemMessageMode,
      providerOptionsName,
      explicitMessageItemType: this.config.explicitMessageItemType,
      fileIdPrefixes: this.config.fileIdPrefixes,
      passThroughUnsupportedFiles: (_d = openaiOptions == null ? void 0 : openaiOptions.passThroughUnsupportedFiles) != null ? _d : false,
      store: (_e = openaiOptions == null ? void 0 : openaiOptions.store) != null ? _e : true,
      isReasoningModel,
      hasConversation: (openaiOptions == null ? void 0 : openaiOptions.conversation) != null,
      hasPreviousResponseId: (openaiOptions == null ? void 0 : openaiOptions.previousResponseId) != null,
      hasLocalShellTool: hasOpenAITool("openai.local_shell"),
      hasShellTool: hasOpenAITool("openai.shell"),
      hasApplyPatchTool: hasOpenAITool("openai.apply_patch"),
      toolSearchToolName: getOpenAIToolName("openai.tool_search"),
      customProviderToolNames: customProviderToolNames.size > 0 ? customProviderToolNames : void 0
    });
    warnings.push(...inputWarnings);
    const reasoningEffortUpdate = openaiOptions == null ? void 0 : openaiOptions.reasoningEffortUpdate;
    if (reasoningEffortUpdate != null && configurationUpdateUnsupportedReason != null) {
      warnings.push({
        type: "unsupported",
        feature: "reasoningEffortUpdate",
        details: configurationUpdateUnsupportedReason
      });
    } else if (reasoningEffortUpdate != null) {
      const firstItem = input[0];
      if ((firstItem == null ? void 0 : firstItem.type) !== "configuration_update" || ((_f = firstItem.reasoning) == null ? void 0 : _f.effort) !== reasoningEffortUpdate) {
        input.unshift({
          type: "configuration_update",
          reasoning: { effort: reasoningEffortUpdate }
        });
      }
    }
    for (let i = 1; i < input.length; i++) {
      if (input[i - 1].type === "configuration_update" && input[i].type === "configuration_update") {
        throw new UnsupportedFunctionalityError({
          functionality: "Adjacent configuration updates",
          message: "Configuration updates cannot be consecutive. Set reasoningEffortUpdate and textFormatUpdate in the same empty system message, and omit request-level reasoningEffortUpdate when using message-level updates."
        });
      }
    }
    const strictJsonSchema = (_g = openaiOptions == null ? void 0 : openaiOptions.strictJsonSchema) != null ? _g : true;
    const requestTextFormat = (openaiOptions == null ? void 0 : openaiOptions.textFormat) != null ? normalizeOpenAIResponsesTextFormat(openaiOptions.textFormat) : void 0;
    let include = openaiOptions == null ? void 0 : openaiOptions.include;
    function addInclude(key) {
      if (include == null) {
        include = [key];
      } else if (!include.includes(key)) {
        include = [...include, key];
      }
    }
    function getOpenAIToolName(id) {
      var _a3;
      return (_a3 = tools == null ? void 0 : tools.find((tool) => tool.type === "provider" && tool.id === id)) == null ? void 0 : _a3.name;
    }
    function hasOpenAITool(id) {
      return getOpenAIToolName(id) != null;
    }
    const topLogprobs = typeof (openaiOptions == null ? void 0 : openaiOptions.logprobs) === "number" ? openaiOptions == null ? void 0 : openaiOptions.logprobs : (openaiOptions == null ? void 0 : openaiOptions.logprobs) === true ? TOP_LOGPROBS_MAX : void 0;
    if (topLogprobs) {
      addInclude("message.output_text.logprobs");
    }
    const webSearchToolName = (_h = tools == null ? void 0 : tools.find(
      (tool) => tool.type === "provider" && (tool.id === "openai.web_search" || tool.id === "openai.web_search_preview")
    )) == null ? void 0 : _h.name;
    if (webSearchToolName) {
      addInclude("web_search_call.action.sources");
    }
    if (hasOpenAITool("openai.code_interpreter")) {
      addInclude("code_interpreter_call.outputs");
    }
    const store = openaiOptions == null ? void 0 : openaiOptions.store;
    if (store === false && isReasoningModel) {
      addInclude("reasoning.encrypted_content");
    }
    const baseArgs = {
      model: this.modelId,
      input,
      temperature,
      top_p: topP,
      max_output_tokens: maxOutputTokens,
      ...((responseFormat == null ? void 0 : responseFormat.type) === "json" || requestTextFormat != null || (openaiOptions == null ? void 0 : openaiOptions.textVerbosity)) && {
        text: {
          ...requestTextFormat != null ? { format: requestTextFormat } : (responseFormat == null ? void 0 : responseFormat.type) === "json" && {
            format: responseFormat.schema != null ? {
              type: "json_schema",
              strict: strictJsonSchema,
              name: (_i = responseFormat.name) != null ? _i : "response",
              description: responseFormat.description,
              schema: normalizeOpenAIJsonSchema(
                responseFormat.schema
              )
            } : { type: "json_object" }
          },
          ...(openaiOptions == null ? void 0 : openaiOptions.textVerbosity) && {
            verbosity: openaiOptions.textVerbosity
          }
        }
      },
      // provider options:
      conversation: openaiOptions == null ? void 0 : openaiOptions.conversation,
      max_tool_calls: openaiOptions == null ? void 0 : openaiOptions.maxToolCalls,
      metadata: openaiOptions == null ? void 0 : openaiOptions.metadata,
      parallel_tool_calls: openaiOptions == null ? void 0 : openaiOptions.parallelToolCalls,
      previous_response_id: openaiOptions == null ? void 0 : openaiOptions.previousResponseId,
      store,
      user: openaiOptions == null ? void 0 : openaiOptions.user,
      instructions: openaiOptions == null ? void 0 : openaiOptions.instructions,
      service_tier: openaiOptions == null ? void 0 : openaiOptions.serviceTier,
      include,
      prompt_cache_key: openaiOptions == null ? void 0 : openaiOptions.promptCacheKey,
      prompt_cache_options: (openaiOptions == null ? void 0 : openaiOptions.promptCacheOptions) && {
        mode: openaiOptions.promptCacheOptions.mode,
        ttl: openaiOptions.promptCacheOptions.ttl,
        prewarm: openaiOptions.promptCacheOptions.prewarm,
        comparison_response_id: openaiOptions.promptCacheOptions.comparisonResponseId
      },
      prompt_cache_retention: openaiOptions == null ? void 0 : openaiOptions.promptCacheRetention,
      safety_identifier: openaiOptions == null ? void 0 : openaiOptions.safetyIdentifier,
      top_logprobs: topLogprobs,
      truncation: openaiOptions == null ? void 0 : openaiOptions.truncation,
      // model-specific settings:
      ...isReasoningModel && (resolvedReasoningEffort != null || (openaiOptions == null ? void 0 : openaiOptions.reasoningSummary) != null || (openaiOptions == null ? void 0 : openaiOptions.reasoningMode) != null || (openaiOptions == null ? void 0 : openaiOptions.reasoningContext) != null) && {
        reasoning: {
          ...resolvedReasoningEffort != null && {
            effort: resolvedReasoningEffort
          },
          ...(openaiOptions == null ? void 0 : openaiOptions.reasoningSummary) != null && {
            summary: openaiOptions.reasoningSummary
          },
          ...(openaiOptions == null ? void 0 : openaiOptions.reasoningMode) != null && {
            mode: openaiOptions.reasoningMode
          },
          ...(openaiOptions == null ? void 0 : openaiOptions.reasoningContext) != null && {
            context: openaiOptions.reasoningContext
          }
        }
      }
    };
    if (modelCapabilities.supportsConfigurationUpdate && baseArgs.prompt_cache_retention != null) {
      baseArgs.prompt_cache_retention = void 0;
      warnings.push({
        type: "unsupported",
        feature: "promptCacheRetention",
        details: "promptCacheRetention is not supported by GPT-6 and later models; use promptCacheOptions instead"
      });
    }
    if (isReasoningModel) {
      if (!((openaiOptions == null ? void 0 : openaiOptions.reasoningEffort) === "none" && modelCapabilities.supportsNonReasoningParameters)) {
        if (baseArgs.temperature != null) {
          baseArgs.temperature = void 0;
          warnings.push({
            type: "unsupported",
            feature: "temperature",
            details: "temperature is not supported for reasoning models"
          });
        }
        if (baseArgs.top_p != null) {
          baseArgs.top_p = void 0;
          warnings.push({
            type: "unsupported",
            feature: "topP",
            details: "topP is not supported for reasoning models"
          });
        }
      }
      if (modelCapabilities.supportedReasoningEfforts != null && (baseArgs.top_logprobs != null || ((_j = baseArgs.include) == null ? void 0 : _j.includes("message.output_text.logprobs")))) {
        baseArgs.top_logprobs = void 0;
        const filteredInclude = (_k = baseArgs.include) == null ? void 0 : _k.filter(
          (value) => value !== "message.output_text.logprobs"
        );
        baseArgs.include = filteredInclude != null && filteredInclude.length > 0 ? filteredInclude : void 0;
        warnings.push({
          type: "unsupported",
          feature: "logprobs",
          details: "logprobs is not supported for reasoning models"
        });
      }
    } else {
      if ((openaiOptions == null ? void 0 : openaiOptions.reasoningEffort) != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningEffort",
          details: "reasoningEffort is not supported for non-reasoning models"
        });
      }
      if ((openaiOptions == null ? void 0 : openaiOptions.reasoningSummary) != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningSummary",
          details: "reasoningSummary is not supported for non-reasoning models"
        });
      }
      if ((openaiOptions == null ? void 0 : openaiOptions.reasoningMode) != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningMode",
          details: "reasoningMode is not supported for non-reasoning models"
        });
      }
      if ((openaiOptions == null ? void 0 : openaiOptions.reasoningContext) != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningContext",
          details: "reasoningContext is not supported for non-reasoning models"
        });
      }
    }
    if ((openaiOptions == null ? void 0 : openaiOptions.serviceTier) === "flex" && !modelCapabilities.supportsFlexProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "flex processing is only available for o3, o4-mini, and gpt-5 models"
      });
      delete baseArgs.service_tier;
    }
    if (((openaiOptions == null ? void 0 : openaiOptions.serviceTier) === "priority" || (openaiOptions == null ? void 0 : openaiOptions.serviceTier) === "fast") && !modelCapabilities.supportsPriorityProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "priority processing is only available for supported models (gpt-4, gpt-5, gpt-5-mini, o3, o4-mini) and requires Enterprise access. gpt-5-nano is not supported"
      });
      delete baseArgs.service_tier;
    }
    const shellToolEnvType = (_n = (_m = (_l = tools == null ? void 0 : tools.find(
      (tool) => tool.type === "provider" && tool.id === "openai.shell"
    )) == null ? void 0 : _l.args) == null ? void 0 : _m.environment) == null ? void 0 : _n.type;
    const isShellProviderExecuted = shellToolEnvType === "containerAuto" || shellToolEnvType === "containerReference";
    return {
      webSearchToolName,
      args: {
        ...baseArgs,
        tools: openaiTools2,
        tool_choice: openaiToolChoice
      },
      warnings: [...warnings, ...toolWarnings],
      store,
      toolNameMapping,
      providerOptionsName,
      isShellProviderExecuted
    };
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _A, _B, _C, _D, _E;
    const {
      args: body,
      warnings,
      webSearchToolName,
      toolNameMapping,
      providerOptionsName,
      isShellProviderExecuted
    } = await this.getArgs(options);
    const url = this.config.url({
      path: "/responses",
      modelId: this.modelId
    });
    const approvalRequestIdToDummyToolCallIdFromPrompt = extractApprovalRequestIdToToolCallIdMapping(options.prompt);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiResponsesResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    if (response.error) {
      throw new APICallError({
        message: response.error.message,
        url,
        requestBodyValues: body,
        statusCode: 400,
        responseHeaders,
        responseBody: rawResponse,
        isRetryable: false
      });
    }
    const content = [];
    const logprobs = [];
    const functionTools = (_b = (_a2 = options.tools) == null ? void 0 : _a2.filter(
      (tool) => tool.type === "function"
    )) != null ? _b : [];
    let hasFunctionCall = false;
    const hostedToolSearchCallIds = [];
    let hasRefusal = false;
    for (const part of response.output) {
      switch (part.type) {
        case "reasoning": {
          if (part.summary.length === 0) {
            part.summary.push({ type: "summary_text", text: "" });
          }
          for (const summary of part.summary) {
            content.push({
              type: "reasoning",
              text: summary.text,
              providerMetadata: {
                [providerOptionsName]: {
                  itemId: part.id,
                  reasoningEncryptedContent: (_c = part.encrypted_content) != null ? _c : null
                }
              }
            });
          }
          break;
        }
        case "image_generation_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("image_generation"),
            input: "{}",
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("image_generation"),
            result: {
              result: part.result
            }
          });
          break;
        }
        case "tool_search_call": {
          const toolCallId = (_d = part.call_id) != null ? _d : part.id;
          const isHosted = part.execution === "server";
          if (isHosted) {
            hostedToolSearchCallIds.push(toolCallId);
          }
          content.push({
            type: "tool-call",
            toolCallId,
            toolName: toolNameMapping.toCustomToolName("tool_search"),
            input: JSON.stringify({
              arguments: part.arguments,
              call_id: part.call_id
            }),
            ...isHosted ? { providerExecuted: true } : {},
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "tool_search_output": {
          const toolCallId = (_f = (_e = part.call_id) != null ? _e : hostedToolSearchCallIds.shift()) != null ? _f : part.id;
          content.push({
            type: "tool-result",
            toolCallId,
            toolName: toolNameMapping.toCustomToolName("tool_search"),
            result: {
              tools: part.tools
            },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "local_shell_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("local_shell"),
            input: JSON.stringify({
              action: part.action
            }),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "shell_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("shell"),
            input: JSON.stringify({
              action: {
                commands: part.action.commands
              }
            }),
            ...isShellProviderExecuted && { providerExecuted: true },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "shell_call_output": {
          content.push({
            type: "tool-result",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("shell"),
            result: {
              output: part.output.map((item) => ({
                stdout: item.stdout,
                stderr: item.stderr,
                outcome: item.outcome.type === "exit" ? {
                  type: "exit",
                  exitCode: item.outcome.exit_code
                } : { type: "timeout" }
              }))
            }
          });
          break;
        }
        case "message": {
          for (const contentPart of part.content) {
            if (contentPart.type === "refusal") {
              hasRefusal = true;
              content.push({
                type: "text",
                text: contentPart.refusal,
                providerMetadata: {
                  [providerOptionsName]: {
                    itemId: part.id,
                    ...part.phase != null && { phase: part.phase }
                  }
                }
              });
              continue;
            }
            if (((_h = (_g = options.providerOptions) == null ? void 0 : _g[providerOptionsName]) == null ? void 0 : _h.logprobs) && contentPart.logprobs) {
              logprobs.push(contentPart.logprobs);
            }
            const providerMetadata2 = {
              itemId: part.id,
              ...part.phase != null && { phase: part.phase },
              ...contentPart.annotations.length > 0 && {
                annotations: contentPart.annotations
              }
            };
            content.push({
              type: "text",
              text: contentPart.text,
              providerMetadata: {
                [providerOptionsName]: providerMetadata2
              }
            });
            for (const annotation of contentPart.annotations) {
              if (annotation.type === "url_citation") {
                content.push({
                  type: "source",
                  sourceType: "url",
                  id: (_k = (_j = (_i = this.config).generateId) == null ? void 0 : _j.call(_i)) != null ? _k : generateId(),
                  url: annotation.url,
                  title: annotation.title
                });
              } else if (annotation.type === "file_citation") {
                content.push({
                  type: "source",
                  sourceType: "document",
                  id: (_n = (_m = (_l = this.config).generateId) == null ? void 0 : _m.call(_l)) != null ? _n : generateId(),
                  mediaType: "text/plain",
                  title: annotation.filename,
                  filename: annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: annotation.type,
                      fileId: annotation.file_id,
                      index: annotation.index
                    }
                  }
                });
              } else if (annotation.type === "container_file_citation") {
                content.push({
                  type: "source",
                  sourceType: "document",
                  id: (_q = (_p = (_o = this.config).generateId) == null ? void 0 : _p.call(_o)) != null ? _q : generateId(),
                  mediaType: "text/plain",
                  title: annotation.filename,
                  filename: annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: annotation.type,
                      fileId: annotation.file_id,
                      containerId: annotation.container_id
                    }
                  }
                });
              } else if (annotation.type === "file_path") {
                content.push({
                  type: "source",
                  sourceType: "document",
                  id: (_t = (_s = (_r = this.config).generateId) == null ? void 0 : _s.call(_r)) != null ? _t : generateId(),
                  mediaType: "application/octet-stream",
                  title: annotation.file_id,
                  filename: annotation.file_id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: annotation.type,
                      fileId: annotation.file_id,
                      index: annotation.index
                    }
                  }
                });
              }
            }
          }
          break;
        }
        case "function_call": {
          hasFunctionCall = true;
          const expandedToolCalls = await expandParallelToolCall({
            toolCall: {
              toolCallId: part.call_id,
              toolName: part.name,
              input: part.arguments
            },
            tools: functionTools,
            providerOptionsName,
            itemId: part.id
          });
          if (expandedToolCalls != null) {
            content.push(...expandedToolCalls);
            break;
          }
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: part.name,
            input: part.arguments,
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id,
                ...part.async != null && { async: part.async },
                ...part.namespace != null && { namespace: part.namespace }
              }
            }
          });
          break;
        }
        case "custom_tool_call": {
          hasFunctionCall = true;
          const toolName = toolNameMapping.toCustomToolName(part.name);
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName,
            input: JSON.stringify(part.input),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id,
                ...part.async != null && { async: part.async }
              }
            }
          });
          break;
        }
        case "web_search_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName(
              webSearchToolName != null ? webSearchToolName : "web_search"
            ),
            input: JSON.stringify({}),
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName(
              webSearchToolName != null ? webSearchToolName : "web_search"
            ),
            ...mapWebSearchResult(part)
          });
          break;
        }
        case "mcp_call": {
          const toolCallId = part.approval_request_id != null ? (_u = approvalRequestIdToDummyToolCallIdFromPrompt[part.approval_request_id]) != null ? _u : part.id : part.id;
          const toolName = `mcp.${part.name}`;
          content.push({
            type: "tool-call",
            toolCallId,
            toolName,
            input: part.arguments,
            providerExecuted: true,
            dynamic: true
          });
          content.push({
            type: "tool-result",
            toolCallId,
            toolName,
            result: {
              type: "call",
              serverLabel: part.server_label,
              name: part.name,
              arguments: part.arguments,
              ...part.output != null ? { output: part.output } : {},
              ...part.error != null ? { error: part.error } : {}
            },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "mcp_list_tools": {
          break;
        }
        case "mcp_approval_request": {
          const approvalRequestId = (_v = part.approval_request_id) != null ? _v : part.id;
          const dummyToolCallId = (_y = (_x = (_w = this.config).generateId) == null ? void 0 : _x.call(_w)) != null ? _y : generateId();
          const toolName = `mcp.${part.name}`;
          content.push({
            type: "tool-call",
            toolCallId: dummyToolCallId,
            toolName,
            input: part.arguments,
            providerExecuted: true,
            dynamic: true
          });
          content.push({
            type: "tool-approval-request",
            approvalId: approvalRequestId,
            toolCallId: dummyToolCallId
          });
          break;
        }
        case "computer_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("computer_use"),
            input: "",
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("computer_use"),
            result: {
              type: "computer_use_tool_result",
              status: part.status || "completed"
            }
          });
          break;
        }
        case "file_search_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("file_search"),
            input: "{}",
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("file_search"),
            result: {
              queries: part.queries,
              results: (_A = (_z = part.results) == null ? void 0 : _z.map((result) => ({
                attributes: result.attributes,
                fileId: result.file_id,
                filename: result.filename,
                score: result.score,
                text: result.text
              }))) != null ? _A : null
            }
          });
          break;
        }
        case "code_interpreter_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("code_interpreter"),
            input: JSON.stringify({
              code: part.code,
              containerId: part.container_id
            }),
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("code_interpreter"),
            result: {
              outputs: part.outputs
            }
          });
          break;
        }
        case "apply_patch_call": {
          hasFunctionCall = true;
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("apply_patch"),
            input: JSON.stringify({
              callId: part.call_id,
              operation: part.operation
            }),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
      }
    }
    const providerMetadata = {
      [providerOptionsName]: {
        responseId: response.id,
        ...logprobs.length > 0 ? { logprobs } : {},
        ...typeof response.service_tier === "string" ? { serviceTier: response.service_tier } : {},
        ...response.prompt_cache_diagnostics != null ? { promptCacheDiagnostics: response.prompt_cache_diagnostics } : {},
        ...((_B = response.reasoning) == null ? void 0 : _B.context) != null ? { reasoningContext: response.reasoning.context } : {}
      }
    };
    const usage = response.usage;
    return {
      content,
      finishReason: {
        unified: mapOpenAIResponseFinishReason({
          finishReason: (_C = response.incomplete_details) == null ? void 0 : _C.reason,
          hasFunctionCall,
          hasRefusal
        }),
        raw: (_E = (_D = response.incomplete_details) == null ? void 0 : _D.reason) != null ? _E : void 0
      },
      usage: convertOpenAIResponsesUsage(usage),
      request: { body },
      response: {
        id: response.id,
        timestamp: new Date(response.created_at * 1e3),
        modelId: response.model,
        headers: responseHeaders,
        body: rawResponse
      },
      providerMetadata,
      warnings
    };
  }
  async doStream(options) {
    var _a2, _b;
    const {
      args: body,
      warnings,
      webSearchToolName,
      toolNameMapping,
      store,
      providerOptionsName,
      isShellProviderExecuted
    } = await this.getArgs(options);
    const url = this.config.url({
      path: "/responses",
      modelId: this.modelId
    });
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers(), options.headers),
      body: {
        ...body,
        stream: true
      },
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        openaiResponsesChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const checkedResponse = await throwIfOpenAIStreamErrorBeforeOutput({
      stream: response,
      getError: (chunk) => isErrorChunk(chunk) || isResponseFailedChunk(chunk) && chunk.response.error != null ? chunk : void 0,
      isOutputChunk: isResponseOutputChunk,
      url,
      requestBodyValues: body,
      responseHeaders
    });
    const self = this;
    const approvalRequestIdToDummyToolCallIdFromPrompt = extractApprovalRequestIdToToolCallIdMapping(options.prompt);
    const functionTools = (_b = (_a2 = options.tools) == null ? void 0 : _a2.filter(
      (tool) => tool.type === "function"
    )) != null ? _b : [];
    const approvalRequestIdToDummyToolCallIdFromStream = /* @__PURE__ */ new Map();
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let usage = void 0;
    const logprobs = [];
    let responseId = null;
    const ongoingToolCalls = {};
    const ongoingAnnotations = [];
    let activeMessagePhase;
    let hasFunctionCall = false;
    let hasRefusal = false;
    const activeReasoning = {};
    let serviceTier;
    let reasoningContext;
    let promptCacheDiagnostics;
    const hostedToolSearchCallIds = [];
    let encounteredStreamError = false;
    const result = {
      stream: checkedResponse.pipeThrough(
        new TransformStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            var _a3, _b2, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _A, _B, _C, _D, _E, _F, _G, _H, _I, _J, _K, _L, _M, _N, _O, _P, _Q, _R, _S, _T, _U;
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              const error = isOpenAIChatCompletionChunk(chunk.rawValue) ? createOpenAIResponsesChatCompletionsMismatchError({
                value: chunk.rawValue,
                cause: chunk.error,
                url,
                requestBodyValues: body,
                responseHeaders
              }) : chunk.error;
              encounteredStreamError = true;
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error });
              return;
            }
            const value = chunk.value;
            if (isResponseOutputItemAddedChunk(value)) {
              if (value.item.type === "function_call") {
                const suppressInputStreaming = isUndeclaredParallelToolCall({
                  toolName: value.item.name,
                  tools: functionTools
                });
                ongoingToolCalls[value.output_index] = {
                  toolName: value.item.name,
                  toolCallId: value.item.call_id,
                  suppressInputStreaming,
                  bufferedInputDeltas: suppressInputStreaming ? [] : void 0,
                  async: value.item.async
                };
                if (!suppressInputStreaming) {
                  controller.enqueue({
                    type: "tool-input-start",
                    id: value.item.call_id,
                    toolName: value.item.name
                  });
                }
              } else if (value.item.type === "custom_tool_call") {
                const toolName = toolNameMapping.toCustomToolName(
                  value.item.name
                );
                ongoingToolCalls[value.output_index] = {
                  toolName,
                  toolCallId: value.item.call_id,
                  async: value.item.async
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.call_id,
                  toolName,
                  inputEncoding: "text"
                });
              } else if (value.item.type === "web_search_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName != null ? webSearchToolName : "web_search"
                  ),
                  toolCallId: value.item.id
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.id,
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName != null ? webSearchToolName : "web_search"
                  ),
                  providerExecuted: true
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: value.item.id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName != null ? webSearchToolName : "web_search"
                  ),
                  input: JSON.stringify({}),
                  providerExecuted: true
                });
              } else if (value.item.type === "computer_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("computer_use"),
                  toolCallId: value.item.id
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("computer_use"),
                  providerExecuted: true
                });
              } else if (value.item.type === "code_interpreter_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  toolCallId: value.item.id,
                  codeInterpreter: {
                    containerId: value.item.container_id
                  }
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  providerExecuted: true
                });
                controller.enqueue({
                  type: "tool-input-delta",
                  id: value.item.id,
                  delta: `{"containerId":"${value.item.container_id}","code":"`
                });
              } else if (value.item.type === "file_search_call") {
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("file_search"),
                  input: "{}",
                  providerExecuted: true
                });
              } else if (value.item.type === "image_generation_call") {
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("image_generation"),
                  input: "{}",
                  providerExecuted: true
                });
              } else if (value.item.type === "tool_search_call") {
                const toolCallId = value.item.id;
                const toolName = toolNameMapping.toCustomToolName("tool_search");
                const isHosted = value.item.execution === "server";
                ongoingToolCalls[value.output_index] = {
                  toolName,
                  toolCallId,
                  toolSearchExecution: (_a3 = value.item.execution) != null ? _a3 : "server"
                };
                if (isHosted) {
                  controller.enqueue({
                    type: "tool-input-start",
                    id: toolCallId,
                    toolName,
                    providerExecuted: true
                  });
                }
              } else if (value.item.type === "tool_search_output") {
              } else if (value.item.type === "mcp_call" || value.item.type === "mcp_list_tools" || value.item.type === "mcp_approval_request") {
              } else if (value.item.type === "apply_patch_call") {
                const { call_id: callId, operation } = value.item;
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("apply_patch"),
                  toolCallId: callId,
                  applyPatch: {
                    // delete_file doesn't have diff
                    hasDiff: operation.type === "delete_file",
                    endEmitted: operation.type === "delete_file"
                  }
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: callId,
                  toolName: toolNameMapping.toCustomToolName("apply_patch")
                });
                if (operation.type === "delete_file") {
                  const inputString = JSON.stringify({
                    callId,
                    operation
                  });
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: callId,
                    delta: inputString
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: callId
                  });
                } else {
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: callId,
                    delta: `{"callId":"${escapeJSONDelta(callId)}","operation":{"type":"${escapeJSONDelta(operation.type)}","path":"${escapeJSONDelta(operation.path)}","diff":"`
                  });
                }
              } else if (value.item.type === "shell_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("shell"),
                  toolCallId: value.item.call_id
                };
              } else if (value.item.type === "shell_call_output") {
              } else if (value.item.type === "message") {
                ongoingAnnotations.splice(0);
                activeMessagePhase = (_b2 = value.item.phase) != null ? _b2 : void 0;
                controller.enqueue({
                  type: "text-start",
                  id: value.item.id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      ...value.item.phase != null && {
                        phase: value.item.phase
                      }
                    }
                  }
                });
              } else if (isResponseOutputItemAddedChunk(value) && value.item.type === "reasoning") {
                activeReasoning[value.item.id] = {
                  encryptedContent: value.item.encrypted_content,
                  summaryParts: { 0: "active" }
                };
                controller.enqueue({
                  type: "reasoning-start",
                  id: `${value.item.id}:0`,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      reasoningEncryptedContent: (_c = value.item.encrypted_content) != null ? _c : null
                    }
                  }
                });
              }
            } else if (isResponseOutputItemDoneChunk(value)) {
              if (value.item.type === "message") {
                const phase = (_d = value.item.phase) != null ? _d : activeMessagePhase;
                activeMessagePhase = void 0;
                controller.enqueue({
                  type: "text-end",
                  id: value.item.id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      ...phase != null && { phase },
                      ...ongoingAnnotations.length > 0 && {
                        annotations: ongoingAnnotations
                      }
                    }
                  }
                });
              } else if (value.item.type === "function_call") {
                const item = value.item;
                const ongoingToolCall = ongoingToolCalls[value.output_index];
                ongoingToolCalls[value.output_index] = void 0;
                hasFunctionCall = true;
                const suppressInputStreaming = (_e = ongoingToolCall == null ? void 0 : ongoingToolCall.suppressInputStreaming) != null ? _e : isUndeclaredParallelToolCall({
                  toolName: item.name,
                  tools: functionTools
                });
                const enqueueUnexpandedToolCall = () => {
                  var _a4;
                  if (suppressInputStreaming) {
                    controller.enqueue({
                      type: "tool-input-start",
                      id: item.call_id,
                      toolName: item.name
                    });
                    const bufferedInputDeltas = (_a4 = ongoingToolCall == null ? void 0 : ongoingToolCall.bufferedInputDeltas) != null ? _a4 : [];
                    if (bufferedInputDeltas.length > 0) {
                      for (const delta of bufferedInputDeltas) {
                        controller.enqueue({
                          type: "tool-input-delta",
                          id: item.call_id,
                          delta
                        });
                      }
                    } else if (item.arguments.length > 0) {
                      controller.enqueue({
                        type: "tool-input-delta",
                        id: item.call_id,
                        delta: item.arguments
                      });
                    }
                  }
                  controller.enqueue({
                    type: "tool-input-end",
                    id: item.call_id,
                    ...item.namespace != null && {
                      providerMetadata: {
                        [providerOptionsName]: {
                          namespace: item.namespace
                        }
                      }
                    }
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: item.call_id,
                    toolName: item.name,
                    input: item.arguments,
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: item.id,
                        ...item.async != null ? { async: item.async } : (ongoingToolCall == null ? void 0 : ongoingToolCall.async) != null ? { async: ongoingToolCall.async } : {},
                        ...item.namespace != null && {
                          namespace: item.namespace
                        }
                      }
                    }
                  });
                };
                if (!suppressInputStreaming) {
                  enqueueUnexpandedToolCall();
                  return;
                }
                return expandParallelToolCall({
                  toolCall: {
                    toolCallId: item.call_id,
                    toolName: item.name,
                    input: item.arguments
                  },
                  tools: functionTools,
                  providerOptionsName,
                  itemId: item.id
                }).then((expandedToolCalls) => {
                  if (expandedToolCalls == null) {
                    enqueueUnexpandedToolCall();
                    return;
                  }
                  for (const toolCall of expandedToolCalls) {
                    controller.enqueue({
                      type: "tool-input-start",
                      id: toolCall.toolCallId,
                      toolName: toolCall.toolName
                    });
                    controller.enqueue({
                      type: "tool-input-delta",
                      id: toolCall.toolCallId,
                      delta: toolCall.input
                    });
                    controller.enqueue({
                      type: "tool-input-end",
                      id: toolCall.toolCallId
                    });
                    controller.enqueue(toolCall);
                  }
                });
              } else if (value.item.type === "custom_tool_call") {
                const ongoingToolCall = ongoingToolCalls[value.output_index];
                ongoingToolCalls[value.output_index] = void 0;
                hasFunctionCall = true;
                const toolName = toolNameMapping.toCustomToolName(
                  value.item.name
                );
                controller.enqueue({
                  type: "tool-input-end",
                  id: value.item.call_id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName,
                  input: JSON.stringify(value.item.input),
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      ...value.item.async != null ? { async: value.item.async } : (ongoingToolCall == null ? void 0 : ongoingToolCall.async) != null ? { async: ongoingToolCall.async } : {}
                    }
                  }
                });
              } else if (value.item.type === "web_search_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName != null ? webSearchToolName : "web_search"
                  ),
                  ...mapWebSearchResult(value.item)
                });
              } else if (value.item.type === "computer_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-input-end",
                  id: value.item.id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("computer_use"),
                  input: "",
                  providerExecuted: true
                });
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("computer_use"),
                  result: {
                    type: "computer_use_tool_result",
                    status: value.item.status || "completed"
                  }
                });
              } else if (value.item.type === "file_search_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("file_search"),
                  result: {
                    queries: value.item.queries,
                    results: (_g = (_f = value.item.results) == null ? void 0 : _f.map((result2) => ({
                      attributes: result2.attributes,
                      fileId: result2.file_id,
                      filename: result2.filename,
                      score: result2.score,
                      text: result2.text
                    }))) != null ? _g : null
                  }
                });
              } else if (value.item.type === "code_interpreter_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  result: {
                    outputs: value.item.outputs
                  }
                });
              } else if (value.item.type === "image_generation_call") {
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("image_generation"),
                  result: {
                    result: value.item.result
                  }
                });
              } else if (value.item.type === "tool_search_call") {
                const toolCall = ongoingToolCalls[value.output_index];
                const isHosted = value.item.execution === "server";
                if (toolCall != null) {
                  const toolCallId = isHosted ? toolCall.toolCallId : (_h = value.item.call_id) != null ? _h : value.item.id;
                  if (isHosted) {
                    hostedToolSearchCallIds.push(toolCallId);
                  } else {
                    controller.enqueue({
                      type: "tool-input-start",
                      id: toolCallId,
                      toolName: toolCall.toolName
                    });
                  }
                  controller.enqueue({
                    type: "tool-input-end",
                    id: toolCallId
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId,
                    toolName: toolCall.toolName,
                    input: JSON.stringify({
                      arguments: value.item.arguments,
                      call_id: isHosted ? null : toolCallId
                    }),
                    ...isHosted ? { providerExecuted: true } : {},
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: value.item.id
                      }
                    }
                  });
                }
                ongoingToolCalls[value.output_index] = void 0;
              } else if (value.item.type === "tool_search_output") {
                const toolCallId = (_j = (_i = value.item.call_id) != null ? _i : hostedToolSearchCallIds.shift()) != null ? _j : value.item.id;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId,
                  toolName: toolNameMapping.toCustomToolName("tool_search"),
                  result: {
                    tools: value.item.tools
                  },
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "mcp_call") {
                ongoingToolCalls[value.output_index] = void 0;
                const approvalRequestId = (_k = value.item.approval_request_id) != null ? _k : void 0;
                const aliasedToolCallId = approvalRequestId != null ? (_m = (_l = approvalRequestIdToDummyToolCallIdFromStream.get(
                  approvalRequestId
                )) != null ? _l : approvalRequestIdToDummyToolCallIdFromPrompt[approvalRequestId]) != null ? _m : value.item.id : value.item.id;
                const toolName = `mcp.${value.item.name}`;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: aliasedToolCallId,
                  toolName,
                  input: value.item.arguments,
                  providerExecuted: true,
                  dynamic: true
                });
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: aliasedToolCallId,
                  toolName,
                  result: {
                    type: "call",
                    serverLabel: value.item.server_label,
                    name: value.item.name,
                    arguments: value.item.arguments,
                    ...value.item.output != null ? { output: value.item.output } : {},
                    ...value.item.error != null ? { error: value.item.error } : {}
                  },
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "mcp_list_tools") {
                ongoingToolCalls[value.output_index] = void 0;
              } else if (value.item.type === "apply_patch_call") {
                const toolCall = ongoingToolCalls[value.output_index];
                if ((toolCall == null ? void 0 : toolCall.applyPatch) && !toolCall.applyPatch.endEmitted && value.item.operation.type !== "delete_file") {
                  if (!toolCall.applyPatch.hasDiff) {
                    controller.enqueue({
                      type: "tool-input-delta",
                      id: toolCall.toolCallId,
                      delta: escapeJSONDelta(value.item.operation.diff)
                    });
                  }
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCall.toolCallId,
                    delta: '"}}'
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: toolCall.toolCallId
                  });
                  toolCall.applyPatch.endEmitted = true;
                }
                if (toolCall && value.item.status === "completed") {
                  hasFunctionCall = true;
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: toolCall.toolCallId,
                    toolName: toolNameMapping.toCustomToolName("apply_patch"),
                    input: JSON.stringify({
                      callId: value.item.call_id,
                      operation: value.item.operation
                    }),
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: value.item.id
                      }
                    }
                  });
                }
                ongoingToolCalls[value.output_index] = void 0;
              } else if (value.item.type === "mcp_approval_request") {
                ongoingToolCalls[value.output_index] = void 0;
                const dummyToolCallId = (_p = (_o = (_n = self.config).generateId) == null ? void 0 : _o.call(_n)) != null ? _p : generateId();
                const approvalRequestId = (_q = value.item.approval_request_id) != null ? _q : value.item.id;
                approvalRequestIdToDummyToolCallIdFromStream.set(
                  approvalRequestId,
                  dummyToolCallId
                );
                const toolName = `mcp.${value.item.name}`;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: dummyToolCallId,
                  toolName,
                  input: value.item.arguments,
                  providerExecuted: true,
                  dynamic: true
                });
                controller.enqueue({
                  type: "tool-approval-request",
                  approvalId: approvalRequestId,
                  toolCallId: dummyToolCallId
                });
              } else if (value.item.type === "local_shell_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName("local_shell"),
                  input: JSON.stringify({
                    action: {
                      type: "exec",
                      command: value.item.action.command,
                      timeoutMs: value.item.action.timeout_ms,
                      user: value.item.action.user,
                      workingDirectory: value.item.action.working_directory,
                      env: value.item.action.env
                    }
                  }),
                  providerMetadata: {
                    [providerOptionsName]: { itemId: value.item.id }
                  }
                });
              } else if (value.item.type === "shell_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName("shell"),
                  input: JSON.stringify({
                    action: {
                      commands: value.item.action.commands
                    }
                  }),
                  ...isShellProviderExecuted && {
                    providerExecuted: true
                  },
                  providerMetadata: {
                    [providerOptionsName]: { itemId: value.item.id }
                  }
                });
              } else if (value.item.type === "shell_call_output") {
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName("shell"),
                  result: {
                    output: value.item.output.map(
                      (item) => ({
                        stdout: item.stdout,
                        stderr: item.stderr,
                        outcome: item.outcome.type === "exit" ? {
                          type: "exit",
                          exitCode: item.outcome.exit_code
                        } : { type: "timeout" }
                      })
                    )
                  }
                });
              } else if (value.item.type === "reasoning") {
                const activeReasoningPart = activeReasoning[value.item.id];
                const summaryPartIndices = Object.entries(
                  activeReasoningPart.summaryParts
                ).filter(
                  ([_, status]) => status === "active" || status === "can-conclude"
                ).map(([summaryIndex]) => summaryIndex);
                for (const summaryIndex of summaryPartIndices) {
                  controller.enqueue({
                    type: "reasoning-end",
                    id: `${value.item.id}:${summaryIndex}`,
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: value.item.id,
                        reasoningEncryptedContent: (_r = value.item.encrypted_content) != null ? _r : null
                      }
                    }
                  });
                }
                delete activeReasoning[value.item.id];
              }
            } else if (isResponseFunctionCallArgumentsDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                if (toolCall.suppressInputStreaming) {
                  (_s = toolCall.bufferedInputDeltas) == null ? void 0 : _s.push(value.delta);
                } else {
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCall.toolCallId,
                    delta: value.delta
                  });
                }
              }
            } else if (isResponseCustomToolCallInputDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: value.delta
                });
              }
            } else if (isResponseApplyPatchCallOperationDiffDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall == null ? void 0 : toolCall.applyPatch) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: escapeJSONDelta(value.delta)
                });
                toolCall.applyPatch.hasDiff = true;
              }
            } else if (isResponseApplyPatchCallOperationDiffDoneChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if ((toolCall == null ? void 0 : toolCall.applyPatch) && !toolCall.applyPatch.endEmitted) {
                if (!toolCall.applyPatch.hasDiff) {
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCall.toolCallId,
                    delta: escapeJSONDelta(value.diff)
                  });
                  toolCall.applyPatch.hasDiff = true;
                }
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: '"}}'
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: toolCall.toolCallId
                });
                toolCall.applyPatch.endEmitted = true;
              }
            } else if (isResponseImageGenerationCallPartialImageChunk(value)) {
              controller.enqueue({
                type: "tool-result",
                toolCallId: value.item_id,
                toolName: toolNameMapping.toCustomToolName("image_generation"),
                result: {
                  result: value.partial_image_b64
                },
                preliminary: true
              });
            } else if (isResponseCodeInterpreterCallCodeDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: escapeJSONDelta(value.delta)
                });
              }
            } else if (isResponseCodeInterpreterCallCodeDoneChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: '"}'
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: toolCall.toolCallId
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: toolCall.toolCallId,
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  input: JSON.stringify({
                    code: value.code,
                    containerId: toolCall.codeInterpreter.containerId
                  }),
                  providerExecuted: true
                });
              }
            } else if (isResponseCreatedChunk(value)) {
              responseId = value.response.id;
              controller.enqueue({
                type: "response-metadata",
                id: value.response.id,
                timestamp: new Date(value.response.created_at * 1e3),
                modelId: value.response.model
              });
            } else if (isTextDeltaChunk(value)) {
              controller.enqueue({
                type: "text-delta",
                id: value.item_id,
                delta: value.delta
              });
              if (((_u = (_t = options.providerOptions) == null ? void 0 : _t[providerOptionsName]) == null ? void 0 : _u.logprobs) && value.logprobs) {
                logprobs.push(value.logprobs);
              }
            } else if (isRefusalDeltaChunk(value)) {
              hasRefusal = true;
              controller.enqueue({
                type: "text-delta",
                id: value.item_id,
                delta: value.delta
              });
            } else if (isRefusalDoneChunk(value)) {
              hasRefusal = true;
            } else if (value.type === "response.reasoning_summary_part.added") {
              if (value.summary_index > 0) {
                const activeReasoningPart = activeReasoning[value.item_id];
                activeReasoningPart.summaryParts[value.summary_index] = "active";
                for (const summaryIndex of Object.keys(
                  activeReasoningPart.summaryParts
                )) {
                  if (activeReasoningPart.summaryParts[summaryIndex] === "can-conclude") {
                    controller.enqueue({
                      type: "reasoning-end",
                      id: `${value.item_id}:${summaryIndex}`,
                      providerMetadata: {
                        [providerOptionsName]: {
                          itemId: value.item_id
                        }
                      }
                    });
                    activeReasoningPart.summaryParts[summaryIndex] = "concluded";
                  }
                }
                controller.enqueue({
                  type: "reasoning-start",
                  id: `${value.item_id}:${value.summary_index}`,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item_id,
                      reasoningEncryptedContent: (_w = (_v = activeReasoning[value.item_id]) == null ? void 0 : _v.encryptedContent) != null ? _w : null
                    }
                  }
                });
              }
            } else if (value.type === "response.reasoning_summary_text.delta") {
              controller.enqueue({
                type: "reasoning-delta",
                id: `${value.item_id}:${value.summary_index}`,
                delta: value.delta,
                providerMetadata: {
                  [providerOptionsName]: {
                    itemId: value.item_id
                  }
                }
              });
            } else if (value.type === "response.reasoning_summary_part.done") {
              if (store) {
                controller.enqueue({
                  type: "reasoning-end",
                  id: `${value.item_id}:${value.summary_index}`,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item_id
                    }
                  }
                });
                activeReasoning[value.item_id].summaryParts[value.summary_index] = "concluded";
              } else {
                activeReasoning[value.item_id].summaryParts[value.summary_index] = "can-conclude";
              }
            } else if (isResponseFinishedChunk(value)) {
              promptCacheDiagnostics = (_x = value.response.prompt_cache_diagnostics) != null ? _x : void 0;
              if (!encounteredStreamError) {
                finishReason = {
                  unified: mapOpenAIResponseFinishReason({
                    finishReason: (_y = value.response.incomplete_details) == null ? void 0 : _y.reason,
                    hasFunctionCall,
                    hasRefusal
                  }),
                  raw: (_A = (_z = value.response.incomplete_details) == null ? void 0 : _z.reason) != null ? _A : void 0
                };
              }
              usage = (_B = value.response.usage) != null ? _B : void 0;
              if (typeof value.response.service_tier === "string") {
                serviceTier = value.response.service_tier;
              }
              if (((_C = value.response.reasoning) == null ? void 0 : _C.context) != null) {
                reasoningContext = value.response.reasoning.context;
              }
            } else if (isResponseFailedChunk(value)) {
              promptCacheDiagnostics = (_D = value.response.prompt_cache_diagnostics) != null ? _D : void 0;
              const incompleteReason = (_E = value.response.incomplete_details) == null ? void 0 : _E.reason;
              finishReason = {
                unified: incompleteReason ? mapOpenAIResponseFinishReason({
                  finishReason: incompleteReason,
                  hasFunctionCall
                }) : "error",
                raw: incompleteReason != null ? incompleteReason : "error"
              };
              usage = (_F = value.response.usage) != null ? _F : void 0;
              if (((_G = value.response.reasoning) == null ? void 0 : _G.context) != null) {
                reasoningContext = value.response.reasoning.context;
              }
              if (!encounteredStreamError && value.response.error != null) {
                encounteredStreamError = true;
                const error = {
                  type: "response.failed",
                  sequence_number: value.sequence_number,
                  response: {
                    error: value.response.error,
                    incomplete_details: value.response.incomplete_details,
                    service_tier: value.response.service_tier
                  }
                };
                controller.enqueue({
                  type: "error",
                  error: (_H = createOpenAIProviderStreamError(error)) != null ? _H : error
                });
              }
            } else if (isResponseAnnotationAddedChunk(value)) {
              ongoingAnnotations.push(value.annotation);
              if (value.annotation.type === "url_citation") {
                controller.enqueue({
                  type: "source",
                  sourceType: "url",
                  id: (_K = (_J = (_I = self.config).generateId) == null ? void 0 : _J.call(_I)) != null ? _K : generateId(),
                  url: value.annotation.url,
                  title: value.annotation.title
                });
              } else if (value.annotation.type === "file_citation") {
                controller.enqueue({
                  type: "source",
                  sourceType: "document",
                  id: (_N = (_M = (_L = self.config).generateId) == null ? void 0 : _M.call(_L)) != null ? _N : generateId(),
                  mediaType: "text/plain",
                  title: value.annotation.filename,
                  filename: value.annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: value.annotation.type,
                      fileId: value.annotation.file_id,
                      index: value.annotation.index
                    }
                  }
                });
              } else if (value.annotation.type === "container_file_citation") {
                controller.enqueue({
                  type: "source",
                  sourceType: "document",
                  id: (_Q = (_P = (_O = self.config).generateId) == null ? void 0 : _P.call(_O)) != null ? _Q : generateId(),
                  mediaType: "text/plain",
                  title: value.annotation.filename,
                  filename: value.annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: value.annotation.type,
                      fileId: value.annotation.file_id,
                      containerId: value.annotation.container_id
                    }
                  }
                });
              } else if (value.annotation.type === "file_path") {
                controller.enqueue({
                  type: "source",
                  sourceType: "document",
                  id: (_T = (_S = (_R = self.config).generateId) == null ? void 0 : _S.call(_R)) != null ? _T : generateId(),
                  mediaType: "application/octet-stream",
                  title: value.annotation.file_id,
                  filename: value.annotation.file_id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: value.annotation.type,
                      fileId: value.annotation.file_id,
                      index: value.annotation.index
                    }
                  }
                });
              }
            } else if (isErrorChunk(value)) {
              encounteredStreamError = true;
              finishReason = { unified: "error", raw: "error" };
              controller.enqueue({
                type: "error",
                error: (_U = createOpenAIProviderStreamError(value)) != null ? _U : value
              });
            }
          },
          flush(controller) {
            var _a3;
            for (const toolCall of Object.values(ongoingToolCalls)) {
              if (!(toolCall == null ? void 0 : toolCall.suppressInputStreaming)) {
                continue;
              }
              controller.enqueue({
                type: "tool-input-start",
                id: toolCall.toolCallId,
                toolName: toolCall.toolName
              });
              for (const delta of (_a3 = toolCall.bufferedInputDeltas) != null ? _a3 : []) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta
                });
              }
            }
            const providerMetadata = {
              [providerOptionsName]: {
                responseId,
                ...logprobs.length > 0 ? { logprobs } : {},
                ...serviceTier !== void 0 ? { serviceTier } : {},
                ...reasoningContext !== void 0 ? { reasoningContext } : {},
                ...promptCacheDiagnostics !== void 0 ? { promptCacheDiagnostics } : {}
              }
            };
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: convertOpenAIResponsesUsage(usage),
              providerMetadata
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
    return result;
  }
};
function isTextDeltaChunk(chunk) {
  return chunk.type === "response.output_text.delta";
}
function isRefusalDeltaChunk(chunk) {
  return chunk.type === "response.refusal.delta";
}
function isRefusalDoneChunk(chunk) {
  return chunk.type === "response.refusal.done";
}
function isOpenAIChatCompletionChunk(value) {
  const chunk = asRecord2(value);
  return chunk != null && Array.isArray(chunk.choices) && typeof chunk.type !== "string";
}
function createOpenAIResponsesChatCompletionsMismatchError({
  value,
  cause,
  url,
  requestBodyValues,
  responseHeaders
}) {
  return new APICallError({
    message: "Received a Chat Completions stream while using the OpenAI Responses API. The default OpenAI provider model uses the Responses API. If your custom baseURL targets a Chat Completions-compatible endpoint, use openai.chat('model-id') or createOpenAI(...).chat('model-id') instead. You can also use @ai-sdk/openai-compatible for OpenAI-compatible providers.",
    url,
    requestBodyValues,
    responseHeaders,
    responseBody: JSON.stringify(value),
    cause,
    data: value,
    isRetryable: false
  });
}
function asRecord2(value) {
  return typeof value === "object" && value != null ? value : void 0;
}
function isResponseOutputItemDoneChunk(chunk) {
  return chunk.type === "response.output_item.done";
}
function isResponseFinishedChunk(chunk) {
  return chunk.type === "response.completed" || chunk.type === "response.incomplete";
}
function isResponseFailedChunk(chunk) {
  return chunk.type === "response.failed";
}
function isResponseCreatedChunk(chunk) {
  return chunk.type === "response.created";
}
function isResponseFunctionCallArgumentsDeltaChunk(chunk) {
  return chunk.type === "response.function_call_arguments.delta";
}
function isResponseCustomToolCallInputDeltaChunk(chunk) {
  return chunk.type === "response.custom_tool_call_input.delta";
}
function isResponseImageGenerationCallPartialImageChunk(chunk) {
  return chunk.type === "response.image_generation_call.partial_image";
}
function isResponseCodeInterpreterCallCodeDeltaChunk(chunk) {
  return chunk.type === "response.code_interpreter_call_code.delta";
}
function isResponseCodeInterpreterCallCodeDoneChunk(chunk) {
  return chunk.type === "response.code_interpreter_call_code.done";
}
function isResponseApplyPatchCallOperationDiffDeltaChunk(chunk) {
  return chunk.type === "response.apply_patch_call_operation_diff.delta";
}
function isResponseApplyPatchCallOperationDiffDoneChunk(chunk) {
  return chunk.type === "response.apply_patch_call_operation_diff.done";
}
function isResponseOutputItemAddedChunk(chunk) {
  return chunk.type === "response.output_item.added";
}
function isResponseAnnotationAddedChunk(chunk) {
  return chunk.type === "response.output_text.annotation.added";
}
function isErrorChunk(chunk) {
  return chunk.type === "error";
}
function isResponseOutputChunk(chunk) {
  return !(chunk.type === "response.created" || chunk.type === "response.failed" || chunk.type === "error" || chunk.type === "unknown_chunk");
}
function mapWebSearchResult({
  action,
  status
}) {
  return status === "completed" ? { result: mapWebSearchOutput(action) } : { isError: true, result: { status } };
}
function mapWebSearchOutput(action) {
  var _a2;
  if (action == null) {
    return {};
  }
  switch (action.type) {
    case "search":
      return {
        action: {
          type: "search",
          query: (_a2 = action.query) != null ? _a2 : void 0,
          ...action.queries != null && { queries: action.queries }
        },
        // include sources when provided by the Responses API (behind include flag)
        ...action.sources != null && { sources: action.sources }
      };
    case "open_page":
      return { action: { type: "openPage", url: action.url } };
    case "find_in_page":
      return {
        action: {
          type: "findInPage",
          url: action.url,
          pattern: action.pattern
        }
      };
  }
}
function escapeJSONDelta(delta) {
  return JSON.stringify(delta).slice(1, -1);
}

// src/speech/openai-speech-model.ts


// src/speech/openai-speech-options.ts


var openaiSpeechModelOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      instructions: schemas/* string */.YjP().nullish(),
      speed: schemas/* number */.aig().min(0.25).max(4).default(1).nullish()
    })
  )
);

// src/speech/openai-speech-model.ts
var OpenAISpeechModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v3";
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    text,
    voice = "alloy",
    outputFormat = "mp3",
    speed,
    instructions,
    language,
    providerOptions
  }) {
    const warnings = [];
    const openAIOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiSpeechModelOptionsSchema
    });
    const requestBody = {
      model: this.modelId,
      input: text,
      voice,
      response_format: "mp3",
      speed,
      instructions
    };
    if (outputFormat) {
      if (["mp3", "opus", "aac", "flac", "wav", "pcm"].includes(outputFormat)) {
        requestBody.response_format = outputFormat;
      } else {
        warnings.push({
          type: "unsupported",
          feature: "outputFormat",
          details: `Unsupported output format: ${outputFormat}. Using mp3 instead.`
        });
      }
    }
    if (openAIOptions) {
      const speechModelOptions = {};
      for (const key in speechModelOptions) {
        const value = speechModelOptions[key];
        if (value !== void 0) {
          requestBody[key] = value;
        }
      }
    }
    if (language) {
      warnings.push({
        type: "unsupported",
        feature: "language",
        details: `OpenAI speech models do not support language selection. Language parameter "${language}" was ignored.`
      });
    }
    return {
      requestBody,
      warnings
    };
  }
  async doGenerate(options) {
    var _a2, _b, _c;
    const currentDate = (_c = (_b = (_a2 = this.config._internal) == null ? void 0 : _a2.currentDate) == null ? void 0 : _b.call(_a2)) != null ? _c : /* @__PURE__ */ new Date();
    const { requestBody, warnings } = await this.getArgs(options);
    const {
      value: audio,
      responseHeaders,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.config.url({
        path: "/audio/speech",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers(), options.headers),
      body: requestBody,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createBinaryResponseHandler(),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    return {
      audio,
      warnings,
      request: {
        body: JSON.stringify(requestBody)
      },
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawResponse
      }
    };
  }
};

// src/transcription/openai-transcription-model.ts


// src/transcription/openai-transcription-api.ts


var openaiTranscriptionResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      text: schemas/* string */.YjP(),
      language: schemas/* string */.YjP().nullish(),
      duration: schemas/* number */.aig().nullish(),
      words: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          word: schemas/* string */.YjP(),
          start: schemas/* number */.aig(),
          end: schemas/* number */.aig()
        })
      ).nullish(),
      segments: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          id: schemas/* number */.aig(),
          seek: schemas/* number */.aig(),
          start: schemas/* number */.aig(),
          end: schemas/* number */.aig(),
          text: schemas/* string */.YjP(),
          tokens: schemas/* array */.YOg(schemas/* number */.aig()),
          temperature: schemas/* number */.aig(),
          avg_logprob: schemas/* number */.aig(),
          compression_ratio: schemas/* number */.aig(),
          no_speech_prob: schemas/* number */.aig()
        })
      ).nullish(),
      // Lenient: an unexpected usage shape must not fail the transcription.
      usage: schemas/* object */.Ikc({
        type: schemas/* string */.YjP().nullish(),
        seconds: schemas/* number */.aig().nullish()
      }).nullish().catch(void 0)
    })
  )
);

// src/transcription/openai-transcription-options.ts


var openAITranscriptionModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Additional information to include in the transcription response.
       */
      include: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * The language of the input audio in ISO-639-1 format.
       */
      language: schemas/* string */.YjP().optional(),
      /**
       * Expected languages for REST transcription, e.g. with gpt-transcribe.
       * Use this instead of language. The API validates model support.
       */
      languages: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * Vocabulary hints for REST transcription, e.g. names or technical terms.
       * The API validates model support.
       */
      keywords: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * An optional text to guide the model's style or continue a previous audio segment.
       */
      prompt: schemas/* string */.YjP().optional(),
      /**
       * The sampling temperature, between 0 and 1.
       * @default 0
       */
      temperature: schemas/* number */.aig().min(0).max(1).default(0).optional(),
      /**
       * The timestamp granularities to populate for this transcription.
       * @default ['segment']
       */
      timestampGranularities: schemas/* array */.YOg(schemas/* enum */.k5n(["word", "segment"])).default(["segment"]).optional()
    })
  )
);

// src/transcription/openai-transcription-model.ts
var languageMap = {
  afrikaans: "af",
  arabic: "ar",
  armenian: "hy",
  azerbaijani: "az",
  belarusian: "be",
  bosnian: "bs",
  bulgarian: "bg",
  catalan: "ca",
  chinese: "zh",
  croatian: "hr",
  czech: "cs",
  danish: "da",
  dutch: "nl",
  english: "en",
  estonian: "et",
  finnish: "fi",
  french: "fr",
  galician: "gl",
  german: "de",
  greek: "el",
  hebrew: "he",
  hindi: "hi",
  hungarian: "hu",
  icelandic: "is",
  indonesian: "id",
  italian: "it",
  japanese: "ja",
  kannada: "kn",
  kazakh: "kk",
  korean: "ko",
  latvian: "lv",
  lithuanian: "lt",
  macedonian: "mk",
  malay: "ms",
  marathi: "mr",
  maori: "mi",
  nepali: "ne",
  norwegian: "no",
  persian: "fa",
  polish: "pl",
  portuguese: "pt",
  romanian: "ro",
  russian: "ru",
  serbian: "sr",
  slovak: "sk",
  slovenian: "sl",
  spanish: "es",
  swahili: "sw",
  swedish: "sv",
  tagalog: "tl",
  tamil: "ta",
  thai: "th",
  turkish: "tr",
  ukrainian: "uk",
  urdu: "ur",
  vietnamese: "vi",
  welsh: "cy"
};
var OpenAITranscriptionModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v3";
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    audio,
    mediaType,
    providerOptions
  }) {
    const warnings = [];
    const openAIOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openAITranscriptionModelOptions
    });
    const formData = new FormData();
    const blob = audio instanceof Uint8Array ? new Blob([audio]) : new Blob([convertBase64ToUint8Array(audio)]);
    formData.append("model", this.modelId);
    const fileExtension = mediaTypeToExtension(mediaType);
    formData.append(
      "file",
      new File([blob], "audio", { type: mediaType }),
      `audio.${fileExtension}`
    );
    if (openAIOptions) {
      const transcriptionModelOptions = {
        include: openAIOptions.include,
        language: openAIOptions.language,
        languages: openAIOptions.languages,
        keywords: openAIOptions.keywords,
        prompt: openAIOptions.prompt,
        // https://platform.openai.com/docs/api-reference/audio/createTranscription#audio_createtranscription-response_format
        // prefer verbose_json to get segments for models that support it
        // gpt-4o(-mini)-transcribe (incl. snapshots) and gpt-transcribe reject verbose_json:
        response_format: ["gpt-4o-transcribe", "gpt-4o-mini-transcribe"].includes(
          this.modelId
        ) || this.modelId.startsWith("gpt-4o-mini-transcribe-") || this.modelId === "gpt-transcribe" || this.modelId.startsWith("gpt-transcribe-") ? "json" : "verbose_json",
        temperature: openAIOptions.temperature,
        timestamp_granularities: openAIOptions.timestampGranularities
      };
      for (const [key, value] of Object.entries(transcriptionModelOptions)) {
        if (value != null) {
          if (Array.isArray(value)) {
            for (const item of value) {
              formData.append(`${key}[]`, String(item));
            }
          } else {
            formData.append(key, String(value));
          }
        }
      }
    }
    return {
      formData,
      warnings
    };
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j;
    const currentDate = (_c = (_b = (_a2 = this.config._internal) == null ? void 0 : _a2.currentDate) == null ? void 0 : _b.call(_a2)) != null ? _c : /* @__PURE__ */ new Date();
    const { formData, warnings } = await this.getArgs(options);
    const {
      value: response,
      responseHeaders,
      rawValue: rawResponse
    } = await postFormDataToApi({
      url: this.config.url({
        path: "/audio/transcriptions",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers(), options.headers),
      formData,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiTranscriptionResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const language = response.language != null && response.language in languageMap ? languageMap[response.language] : void 0;
    return {
      text: response.text,
      segments: (_g = (_f = (_d = response.segments) == null ? void 0 : _d.map((segment) => ({
        text: segment.text,
        startSecond: segment.start,
        endSecond: segment.end
      }))) != null ? _f : (_e = response.words) == null ? void 0 : _e.map((word) => ({
        text: word.word,
        startSecond: word.start,
        endSecond: word.end
      }))) != null ? _g : [],
      language,
      // Duration-billed json responses report the duration only in `usage`:
      durationInSeconds: (_j = response.duration) != null ? _j : ((_h = response.usage) == null ? void 0 : _h.type) === "duration" ? (_i = response.usage.seconds) != null ? _i : void 0 : void 0,
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawResponse
      }
    };
  }
};

// src/version.ts
var dist_VERSION =  true ? "3.0.141" : 0;

// src/openai-provider.ts
function createOpenAI(options = {}) {
  var _a2, _b;
  const baseURL = (_a2 = withoutTrailingSlash(
    loadOptionalSetting({
      settingValue: options.baseURL,
      environmentVariableName: "OPENAI_BASE_URL"
    })
  )) != null ? _a2 : "https://api.openai.com/v1";
  const providerName = (_b = options.name) != null ? _b : "openai";
  const getHeaders = () => withUserAgentSuffix(
    {
      Authorization: `Bearer ${loadApiKey({
        apiKey: options.apiKey,
        environmentVariableName: "OPENAI_API_KEY",
        description: "OpenAI"
      })}`,
      "OpenAI-Organization": options.organization,
      "OpenAI-Project": options.project,
      ...options.headers
    },
    `ai-sdk/openai/${dist_VERSION}`
  );
  const createChatModel = (modelId) => new OpenAIChatLanguageModel(modelId, {
    provider: `${providerName}.chat`,
    url: ({ path }) => `${baseURL}${path}`,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createCompletionModel = (modelId) => new OpenAICompletionLanguageModel(modelId, {
    provider: `${providerName}.completion`,
    url: ({ path }) => `${baseURL}${path}`,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createEmbeddingModel = (modelId) => new OpenAIEmbeddingModel(modelId, {
    provider: `${providerName}.embedding`,
    url: ({ path }) => `${baseURL}${path}`,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createImageModel = (modelId) => new OpenAIImageModel(modelId, {
    provider: `${providerName}.image`,
    url: ({ path }) => `${baseURL}${path}`,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createTranscriptionModel = (modelId) => new OpenAITranscriptionModel(modelId, {
    provider: `${providerName}.transcription`,
    url: ({ path }) => `${baseURL}${path}`,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createSpeechModel = (modelId) => new OpenAISpeechModel(modelId, {
    provider: `${providerName}.speech`,
    url: ({ path }) => `${baseURL}${path}`,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createLanguageModel = (modelId) => {
    if (new.target) {
      throw new Error(
        "The OpenAI model function cannot be called with the new keyword."
      );
    }
    return createResponsesModel(modelId);
  };
  const createResponsesModel = (modelId) => {
    return new OpenAIResponsesLanguageModel(modelId, {
      provider: `${providerName}.responses`,
      url: ({ path }) => `${baseURL}${path}`,
      headers: getHeaders,
      fetch: options.fetch,
      fileIdPrefixes: ["file-"]
    });
  };
  const provider = function(modelId) {
    return createLanguageModel(modelId);
  };
  provider.specificationVersion = "v3";
  provider.languageModel = createLanguageModel;
  provider.chat = createChatModel;
  provider.completion = createCompletionModel;
  provider.responses = createResponsesModel;
  provider.embedding = createEmbeddingModel;
  provider.embeddingModel = createEmbeddingModel;
  provider.textEmbedding = createEmbeddingModel;
  provider.textEmbeddingModel = createEmbeddingModel;
  provider.image = createImageModel;
  provider.imageModel = createImageModel;
  provider.transcription = createTranscriptionModel;
  provider.transcriptionModel = createTranscriptionModel;
  provider.speech = createSpeechModel;
  provider.speechModel = createSpeechModel;
  provider.tools = openaiTools;
  return provider;
}
var openai = createOpenAI();

//# sourceMappingURL=index.mjs.map

/***/ })

};
