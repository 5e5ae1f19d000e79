export const id = 1836;
export const ids = [1836];
export const modules = {

/***/ 1836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VERSION: () => (/* binding */ dist_VERSION),
  anthropic: () => (/* binding */ anthropic),
  createAnthropic: () => (/* binding */ createAnthropic),
  forwardAnthropicContainerIdFromLastStep: () => (/* binding */ forwardAnthropicContainerIdFromLastStep)
});

;// CONCATENATED MODULE: ./node_modules/@ai-sdk/anthropic/node_modules/@ai-sdk/provider/dist/index.mjs
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
var dist_InvalidResponseDataError = class extends (_b6 = AISDKError, _a6 = symbol6, _b6) {
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
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/anthropic/node_modules/@ai-sdk/provider-utils/dist/index.mjs
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
var BLOCKED_REQUEST_HEADERS = (/* unused pure expression or super */ null && ([
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
]));
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
  redirect = "error"
}) {
  const urlText = url.toString();
  const isTrusted = trustedOrigin !== void 0 && isSameOrigin(urlText, trustedOrigin);
  if (!isTrusted) {
    validateDownloadUrl(urlText);
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
var EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.maxInputBytesPerCall"
)));
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
var VERSION =  true ? "4.0.64" : 0;

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
    throw new APICallError4({
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
    throw new APICallError4({
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
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/anthropic/dist/index.mjs
// src/anthropic-provider.ts



// src/version.ts
var dist_VERSION =  true ? "3.0.138" : 0;

// src/anthropic-messages-language-model.ts



// src/anthropic-error.ts


var anthropicErrorDataSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("error"),
      error: schemas/* object */.Ikc({
        type: schemas/* string */.YjP(),
        message: schemas/* string */.YjP()
      })
    })
  )
);
var anthropicFailedResponseHandler = createJsonErrorResponseHandler({
  errorSchema: anthropicErrorDataSchema,
  errorToMessage: (data) => data.error.message
});

// src/anthropic-messages-api.ts


var anthropicStopDetailsSchema = () => schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  category: schemas/* string */.YjP().nullish(),
  explanation: schemas/* string */.YjP().nullish(),
  recommended_model: schemas/* string */.YjP().nullish()
});
var anthropicSafeguardResultSchema = () => schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  status: schemas/* object */.Ikc({
    type: schemas/* string */.YjP(),
    tool_uses: schemas/* record */.g1P(
      schemas/* string */.YjP(),
      schemas/* object */.Ikc({
        type: schemas/* string */.YjP(),
        outcome: schemas/* string */.YjP().nullish(),
        explanation: schemas/* string */.YjP().nullish()
      })
    ).nullish()
  })
});
var anthropicToolCallCallerSchema = () => schemas/* union */.KCZ([
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("code_execution_20250825"),
    tool_id: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("code_execution_20260120"),
    tool_id: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("direct")
  })
]);
var anthropicInputTransformationSchema = () => schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  path: schemas/* string */.YjP(),
  reason: schemas/* string */.YjP()
});
var anthropicMessagesResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("message"),
      id: schemas/* string */.YjP().nullish(),
      model: schemas/* string */.YjP().nullish(),
      content: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text"),
            text: schemas/* string */.YjP(),
            citations: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("web_search_result_location"),
                  cited_text: schemas/* string */.YjP(),
                  url: schemas/* string */.YjP(),
                  title: schemas/* string */.YjP(),
                  encrypted_index: schemas/* string */.YjP()
                }),
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("page_location"),
                  cited_text: schemas/* string */.YjP(),
                  document_index: schemas/* number */.aig(),
                  document_title: schemas/* string */.YjP().nullable(),
                  start_page_number: schemas/* number */.aig(),
                  end_page_number: schemas/* number */.aig()
                }),
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("char_location"),
                  cited_text: schemas/* string */.YjP(),
                  document_index: schemas/* number */.aig(),
                  document_title: schemas/* string */.YjP().nullable(),
                  start_char_index: schemas/* number */.aig(),
                  end_char_index: schemas/* number */.aig()
                })
              ])
            ).optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("thinking"),
            thinking: schemas/* string */.YjP(),
            signature: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("redacted_thinking"),
            data: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("compaction"),
            content: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_use"),
            id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* unknown */.L5J(),
            // Programmatic tool calling: caller info when triggered from code execution
            caller: anthropicToolCallCallerSchema().optional(),
            // Toolsets (e.g. computer toolset): name of the toolset this member call belongs to
            toolset_name: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("server_tool_use"),
            id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
            caller: anthropicToolCallCallerSchema().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_tool_use"),
            id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* unknown */.L5J(),
            server_name: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            is_error: schemas/* boolean */.zMY(),
            content: schemas/* array */.YOg(
              schemas/* union */.KCZ([
                schemas/* string */.YjP(),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("text"), text: schemas/* string */.YjP() })
              ])
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_fetch_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            caller: anthropicToolCallCallerSchema().optional(),
            content: schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_fetch_result"),
                url: schemas/* string */.YjP(),
                retrieved_at: schemas/* string */.YjP(),
                content: schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("document"),
                  title: schemas/* string */.YjP().nullable(),
                  citations: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY() }).optional(),
                  source: schemas/* union */.KCZ([
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("base64"),
                      media_type: schemas/* literal */.euz("application/pdf"),
                      data: schemas/* string */.YjP()
                    }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("text"),
                      media_type: schemas/* literal */.euz("text/plain"),
                      data: schemas/* string */.YjP()
                    })
                  ])
                })
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_fetch_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            caller: anthropicToolCallCallerSchema().optional(),
            content: schemas/* union */.KCZ([
              schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("web_search_result"),
                  url: schemas/* string */.YjP(),
                  title: schemas/* string */.YjP(),
                  encrypted_content: schemas/* string */.YjP(),
                  page_age: schemas/* string */.YjP().nullish()
                })
              ),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_search_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // code execution results for code_execution_20250522 tool:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_execution_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("code_execution_result"),
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                return_code: schemas/* number */.aig(),
                content: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("code_execution_output"),
                    file_id: schemas/* string */.YjP()
                  })
                ).optional().default([])
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("encrypted_code_execution_result"),
                encrypted_stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                return_code: schemas/* number */.aig(),
                content: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("code_execution_output"),
                    file_id: schemas/* string */.YjP()
                  })
                ).optional().default([])
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("code_execution_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // bash code execution results for code_execution_20250825 tool:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("bash_code_execution_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("bash_code_execution_result"),
                content: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("bash_code_execution_output"),
                    file_id: schemas/* string */.YjP()
                  })
                ),
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                return_code: schemas/* number */.aig()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("bash_code_execution_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // text editor code execution results for code_execution_20250825 tool:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text_editor_code_execution_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("text_editor_code_execution_tool_result_error"),
                error_code: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("text_editor_code_execution_view_result"),
                content: schemas/* string */.YjP(),
                file_type: schemas/* string */.YjP(),
                num_lines: schemas/* number */.aig().nullable(),
                start_line: schemas/* number */.aig().nullable(),
                total_lines: schemas/* number */.aig().nullable()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("text_editor_code_execution_create_result"),
                is_file_update: schemas/* boolean */.zMY()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz(
                  "text_editor_code_execution_str_replace_result"
                ),
                lines: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
                new_lines: schemas/* number */.aig().nullable(),
                new_start: schemas/* number */.aig().nullable(),
                old_lines: schemas/* number */.aig().nullable(),
                old_start: schemas/* number */.aig().nullable()
              })
            ])
          }),
          // tool search tool results for tool_search_tool_regex_20251119 and tool_search_tool_bm25_20251119:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("tool_search_tool_search_result"),
                tool_references: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("tool_reference"),
                    tool_name: schemas/* string */.YjP()
                  })
                )
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("tool_search_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // advisor results for advisor_20260301:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("advisor_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("advisor_result"),
                text: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("advisor_redacted_result"),
                encrypted_content: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("advisor_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // Server-side fallback marker. Parsed so the response validates, but
          // dropped from the content output (the AI SDK has no model-hop
          // primitive). The hop remains observable via usage.iterations.
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("fallback")
          })
        ])
      ),
      stop_reason: schemas/* string */.YjP().nullish(),
      stop_sequence: schemas/* string */.YjP().nullish(),
      stop_details: anthropicStopDetailsSchema().nullish(),
      input_transformations: schemas/* array */.YOg(anthropicInputTransformationSchema()).nullish(),
      safeguard_results: schemas/* array */.YOg(anthropicSafeguardResultSchema()).nullish(),
      usage: schemas/* looseObject */._H3({
        input_tokens: schemas/* number */.aig(),
        output_tokens: schemas/* number */.aig(),
        output_tokens_details: schemas/* object */.Ikc({
          thinking_tokens: schemas/* number */.aig().nullish()
        }).nullish(),
        cache_creation_input_tokens: schemas/* number */.aig().nullish(),
        cache_read_input_tokens: schemas/* number */.aig().nullish(),
        iterations: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* union */.KCZ([
              schemas/* literal */.euz("compaction"),
              schemas/* literal */.euz("message"),
              schemas/* literal */.euz("advisor_message"),
              schemas/* literal */.euz("fallback_message")
            ]),
            model: schemas/* string */.YjP().nullish(),
            input_tokens: schemas/* number */.aig(),
            output_tokens: schemas/* number */.aig(),
            cache_creation_input_tokens: schemas/* number */.aig().nullish(),
            cache_read_input_tokens: schemas/* number */.aig().nullish()
          })
        ).nullish()
      }),
      container: schemas/* object */.Ikc({
        expires_at: schemas/* string */.YjP(),
        id: schemas/* string */.YjP(),
        skills: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* union */.KCZ([schemas/* literal */.euz("anthropic"), schemas/* literal */.euz("custom")]),
            skill_id: schemas/* string */.YjP(),
            version: schemas/* string */.YjP()
          })
        ).nullish()
      }).nullish(),
      context_management: schemas/* object */.Ikc({
        applied_edits: schemas/* array */.YOg(
          schemas/* union */.KCZ([
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("clear_tool_uses_20250919"),
              cleared_tool_uses: schemas/* number */.aig(),
              cleared_input_tokens: schemas/* number */.aig()
            }),
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("clear_thinking_20251015"),
              cleared_thinking_turns: schemas/* number */.aig(),
              cleared_input_tokens: schemas/* number */.aig()
            }),
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("compact_20260112")
            })
          ])
        )
      }).nullish()
    })
  )
);
var anthropicMessagesChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("type", [
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("message_start"),
        message: schemas/* object */.Ikc({
          id: schemas/* string */.YjP().nullish(),
          model: schemas/* string */.YjP().nullish(),
          role: schemas/* string */.YjP().nullish(),
          usage: schemas/* looseObject */._H3({
            input_tokens: schemas/* number */.aig(),
            cache_creation_input_tokens: schemas/* number */.aig().nullish(),
            cache_read_input_tokens: schemas/* number */.aig().nullish()
          }),
          // Programmatic tool calling: content may be pre-populated for deferred tool calls
          content: schemas/* array */.YOg(
            schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("tool_use"),
                id: schemas/* string */.YjP(),
                name: schemas/* string */.YjP(),
                input: schemas/* unknown */.L5J(),
                caller: anthropicToolCallCallerSchema().optional(),
                toolset_name: schemas/* string */.YjP().nullish()
              })
            ])
          ).nullish(),
          stop_reason: schemas/* string */.YjP().nullish(),
          input_transformations: schemas/* array */.YOg(anthropicInputTransformationSchema()).nullish(),
          container: schemas/* object */.Ikc({
            expires_at: schemas/* string */.YjP(),
            id: schemas/* string */.YjP()
          }).nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("content_block_start"),
        index: schemas/* number */.aig(),
        content_block: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text"),
            text: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("thinking"),
            thinking: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_use"),
            id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            // Programmatic tool calling: input may be present directly for deferred tool calls
            input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
            // Programmatic tool calling: caller info when triggered from code execution
            caller: anthropicToolCallCallerSchema().optional(),
            // Toolsets (e.g. computer toolset): name of the toolset this member call belongs to
            toolset_name: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("redacted_thinking"),
            data: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("compaction"),
            content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("server_tool_use"),
            id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
            caller: anthropicToolCallCallerSchema().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_tool_use"),
            id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* unknown */.L5J(),
            server_name: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            is_error: schemas/* boolean */.zMY(),
            content: schemas/* array */.YOg(
              schemas/* union */.KCZ([
                schemas/* string */.YjP(),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("text"), text: schemas/* string */.YjP() })
              ])
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_fetch_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            caller: anthropicToolCallCallerSchema().optional(),
            content: schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_fetch_result"),
                url: schemas/* string */.YjP(),
                retrieved_at: schemas/* string */.YjP(),
                content: schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("document"),
                  title: schemas/* string */.YjP().nullable(),
                  citations: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY() }).optional(),
                  source: schemas/* union */.KCZ([
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("base64"),
                      media_type: schemas/* literal */.euz("application/pdf"),
                      data: schemas/* string */.YjP()
                    }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("text"),
                      media_type: schemas/* literal */.euz("text/plain"),
                      data: schemas/* string */.YjP()
                    })
                  ])
                })
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_fetch_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            caller: anthropicToolCallCallerSchema().optional(),
            content: schemas/* union */.KCZ([
              schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("web_search_result"),
                  url: schemas/* string */.YjP(),
                  title: schemas/* string */.YjP(),
                  encrypted_content: schemas/* string */.YjP(),
                  page_age: schemas/* string */.YjP().nullish()
                })
              ),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_search_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // code execution results for code_execution_20250522 tool:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_execution_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("code_execution_result"),
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                return_code: schemas/* number */.aig(),
                content: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("code_execution_output"),
                    file_id: schemas/* string */.YjP()
                  })
                ).optional().default([])
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("encrypted_code_execution_result"),
                encrypted_stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                return_code: schemas/* number */.aig(),
                content: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("code_execution_output"),
                    file_id: schemas/* string */.YjP()
                  })
                ).optional().default([])
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("code_execution_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // bash code execution results for code_execution_20250825 tool:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("bash_code_execution_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("bash_code_execution_result"),
                content: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("bash_code_execution_output"),
                    file_id: schemas/* string */.YjP()
                  })
                ),
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                return_code: schemas/* number */.aig()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("bash_code_execution_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // text editor code execution results for code_execution_20250825 tool:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text_editor_code_execution_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("text_editor_code_execution_tool_result_error"),
                error_code: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("text_editor_code_execution_view_result"),
                content: schemas/* string */.YjP(),
                file_type: schemas/* string */.YjP(),
                num_lines: schemas/* number */.aig().nullable(),
                start_line: schemas/* number */.aig().nullable(),
                total_lines: schemas/* number */.aig().nullable()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("text_editor_code_execution_create_result"),
                is_file_update: schemas/* boolean */.zMY()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz(
                  "text_editor_code_execution_str_replace_result"
                ),
                lines: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
                new_lines: schemas/* number */.aig().nullable(),
                new_start: schemas/* number */.aig().nullable(),
                old_lines: schemas/* number */.aig().nullable(),
                old_start: schemas/* number */.aig().nullable()
              })
            ])
          }),
          // tool search tool results for tool_search_tool_regex_20251119 and tool_search_tool_bm25_20251119:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("tool_search_tool_search_result"),
                tool_references: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("tool_reference"),
                    tool_name: schemas/* string */.YjP()
                  })
                )
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("tool_search_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // advisor results for advisor_20260301:
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("advisor_tool_result"),
            tool_use_id: schemas/* string */.YjP(),
            content: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("advisor_result"),
                text: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("advisor_redacted_result"),
                encrypted_content: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("advisor_tool_result_error"),
                error_code: schemas/* string */.YjP()
              })
            ])
          }),
          // Server-side fallback marker; dropped from content output (see the
          // response schema). The hop remains observable via usage.iterations.
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("fallback")
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("content_block_delta"),
        index: schemas/* number */.aig(),
        delta: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("input_json_delta"),
            partial_json: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text_delta"),
            text: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("thinking_delta"),
            thinking: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("signature_delta"),
            signature: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("compaction_delta"),
            content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("citations_delta"),
            citation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("web_search_result_location"),
                cited_text: schemas/* string */.YjP(),
                url: schemas/* string */.YjP(),
                title: schemas/* string */.YjP(),
                encrypted_index: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("page_location"),
                cited_text: schemas/* string */.YjP(),
                document_index: schemas/* number */.aig(),
                document_title: schemas/* string */.YjP().nullable(),
                start_page_number: schemas/* number */.aig(),
                end_page_number: schemas/* number */.aig()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("char_location"),
                cited_text: schemas/* string */.YjP(),
                document_index: schemas/* number */.aig(),
                document_title: schemas/* string */.YjP().nullable(),
                start_char_index: schemas/* number */.aig(),
                end_char_index: schemas/* number */.aig()
              })
            ])
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("content_block_stop"),
        index: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("error"),
        error: schemas/* object */.Ikc({
          type: schemas/* string */.YjP(),
          message: schemas/* string */.YjP()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("message_delta"),
        delta: schemas/* object */.Ikc({
          stop_reason: schemas/* string */.YjP().nullish(),
          stop_sequence: schemas/* string */.YjP().nullish(),
          stop_details: anthropicStopDetailsSchema().nullish(),
          safeguard_results: schemas/* array */.YOg(anthropicSafeguardResultSchema()).nullish(),
          container: schemas/* object */.Ikc({
            expires_at: schemas/* string */.YjP(),
            id: schemas/* string */.YjP(),
            skills: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                type: schemas/* union */.KCZ([
                  schemas/* literal */.euz("anthropic"),
                  schemas/* literal */.euz("custom")
                ]),
                skill_id: schemas/* string */.YjP(),
                version: schemas/* string */.YjP()
              })
            ).nullish()
          }).nullish()
        }),
        usage: schemas/* looseObject */._H3({
          input_tokens: schemas/* number */.aig().nullish(),
          output_tokens: schemas/* number */.aig(),
          output_tokens_details: schemas/* object */.Ikc({
            thinking_tokens: schemas/* number */.aig().nullish()
          }).nullish(),
          cache_creation_input_tokens: schemas/* number */.aig().nullish(),
          cache_read_input_tokens: schemas/* number */.aig().nullish(),
          iterations: schemas/* array */.YOg(
            schemas/* object */.Ikc({
              type: schemas/* union */.KCZ([
                schemas/* literal */.euz("compaction"),
                schemas/* literal */.euz("message"),
                schemas/* literal */.euz("advisor_message"),
                schemas/* literal */.euz("fallback_message")
              ]),
              model: schemas/* string */.YjP().nullish(),
              input_tokens: schemas/* number */.aig(),
              output_tokens: schemas/* number */.aig(),
              cache_creation_input_tokens: schemas/* number */.aig().nullish(),
              cache_read_input_tokens: schemas/* number */.aig().nullish()
            })
          ).nullish()
        }),
        input_transformations: schemas/* array */.YOg(anthropicInputTransformationSchema()).nullish(),
        context_management: schemas/* object */.Ikc({
          applied_edits: schemas/* array */.YOg(
            schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("clear_tool_uses_20250919"),
                cleared_tool_uses: schemas/* number */.aig(),
                cleared_input_tokens: schemas/* number */.aig()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("clear_thinking_20251015"),
                cleared_thinking_turns: schemas/* number */.aig(),
                cleared_input_tokens: schemas/* number */.aig()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("compact_20260112")
              })
            ])
          )
        }).nullish()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("message_stop")
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("ping")
      })
    ])
  )
);
var anthropicReasoningMetadataSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      signature: schemas/* string */.YjP().optional(),
      redactedData: schemas/* string */.YjP().optional()
    })
  )
);

// src/anthropic-messages-options.ts


var anthropicFilePartProviderOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Citation configuration for this document.
       * When enabled, this document will generate citations in the response.
       */
      citations: schemas/* object */.Ikc({
        /**
         * Enable citations for this document
         */
        enabled: schemas/* boolean */.zMY()
      }).optional(),
      /**
       * Custom title for the document.
       * If not provided, the filename will be used.
       */
      title: schemas/* string */.YjP().optional(),
      /**
       * Context about the document that will be passed to the model
       * but not used towards cited content.
       * Useful for storing document metadata as text or stringified JSON.
       */
      context: schemas/* string */.YjP().optional()
    })
  )
);
var anthropicSystemMessageProviderOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Clears this mid-conversation system message after the current turn.
       *
       * Requires the `mid-conversation-system-clear-at-2026-08-21` beta,
       * which is added automatically.
       */
      clearAt: schemas/* literal */.euz("next_user_message").optional(),
      /**
       * Sets the model effort from the next user turn until a later message
       * changes it. An effort-only system message with empty content can appear
       * first. The required `mid-conversation-output-config-2026-07-01` beta is
       * added automatically.
       */
      effort: schemas/* enum */.k5n(["low", "medium", "high", "xhigh", "max"]).optional(),
      /**
       * Mid-conversation tool changes. Adds or removes tools from the
       * conversation's tool set between turns without invalidating the prompt
       * cache.
       *
       * Only supported on system messages that appear mid-conversation (not the
       * initial system prompt). A system message carrying tool changes must come
       * right before an assistant message or at the end of the messages.
       *
       * Tools referenced by a `tool_addition` must be declared in the `tools`
       * option (typically with `deferLoading: true` so they are not loaded until
       * the addition surfaces them). The required
       * `mid-conversation-tool-changes-2026-07-01` beta is added automatically.
       */
      toolChanges: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_addition"),
            toolName: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_removal"),
            toolName: schemas/* string */.YjP()
          })
        ])
      ).optional()
    })
  )
);
var anthropicLanguageModelOptions = lazySchema(() => {
  const anthropicThinkingBlockBinding = schemas/* object */.Ikc({
    prefixMismatchBehavior: schemas/* enum */.k5n(["error", "drop_block"])
  });
  return zodSchema(
    schemas/* object */.Ikc({
      /**
       * Whether to send reasoning to the model.
       *
       * This allows you to deactivate reasoning inputs for models that do not support them.
       */
      sendReasoning: schemas/* boolean */.zMY().optional(),
      /**
       * Determines how structured outputs are generated.
       *
       * - `outputFormat`: Use the `output_config.format` parameter to specify the structured output format.
       * - `jsonTool`: Use a special 'json' tool to specify the structured output format.
       * - `auto`: Use 'outputFormat' when supported, otherwise use 'jsonTool' (default).
       */
      structuredOutputMode: schemas/* enum */.k5n(["outputFormat", "jsonTool", "auto"]).optional(),
      /**
       * Configuration for enabling Claude's extended thinking.
       *
       * When enabled, responses include thinking content blocks showing Claude's thinking process before the final answer.
       * Requires a minimum budget of 1,024 tokens and counts towards the `max_tokens` limit.
       *
       * Models that always use adaptive thinking (e.g. `claude-opus-5-5`,
       * `claude-fable-5-1`) reject `enabled` and `disabled`. For those models the
       * provider drops the unsupported setting, emits a warning, and sends an
       * adaptive thinking request. Use `effort` to control how much they think.
       *
       * `claude-sonnet-5-5` supports `between_tools`, its lowest thinking setting,
       * and the provider uses it in place of `disabled` for that model.
       */
      thinking: schemas/* union */.KCZ([
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            /** for Sonnet 4.6, Opus 4.6, and newer models */
            type: schemas/* literal */.euz("adaptive"),
            /**
             * Controls whether thinking content is included in the response.
             * - `"omitted"`: Thinking blocks are present but text is empty (default for Opus 4.7+).
             * - `"summarized"`: Thinking content is returned. Required to see reasoning output.
             * - `"updates"`: Thinking updates are returned between tool calls.
             */
            display: schemas/* enum */.k5n(["omitted", "summarized", "updates"]).optional(),
            /**
             * Controls how thinking blocks are bound to an assistant prefix.
             *
             * Requires the `thinking-binding-controls-2026-08-01` beta,
             * which is added automatically.
             */
            blockBinding: anthropicThinkingBlockBinding.optional()
          }),
          schemas/* object */.Ikc({
            /** for models before Opus 4.6, except Sonnet 4.6 still supports it */
            type: schemas/* literal */.euz("enabled"),
            budgetTokens: schemas/* number */.aig().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("disabled")
          }),
          schemas/* object */.Ikc({
            /**
             * for `claude-sonnet-5-5`: no upfront thinking, but progress notes
             * between tool calls are returned as summarized thinking blocks.
             * Only supported at `low`, `medium`, and `high` effort.
             */
            type: schemas/* literal */.euz("between_tools")
          })
        ]),
        /**
         * Configures prefix mismatch recovery without changing the model's
         * default thinking mode.
         */
        schemas/* object */.Ikc({
          blockBinding: anthropicThinkingBlockBinding
        })
      ]).optional(),
      /**
       * Whether to disable parallel function calling during tool use. Default is false.
       * When set to true, Claude will use at most one tool per response.
       */
      disableParallelToolUse: schemas/* boolean */.zMY().optional(),
      /**
       * Cache control settings for this message.
       * See https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching
       */
      cacheControl: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("ephemeral"),
        ttl: schemas/* union */.KCZ([schemas/* literal */.euz("5m"), schemas/* literal */.euz("1h")]).optional()
      }).optional(),
      /**
       * Metadata to include with the request.
       *
       * See https://platform.claude.com/docs/en/api/messages/create for details.
       */
      metadata: schemas/* object */.Ikc({
        /**
         * An external identifier for the user associated with the request.
         *
         * Should be a UUID, hash value, or other opaque identifier.
         * Must not contain PII (name, email, phone number, etc.).
         */
        userId: schemas/* string */.YjP().optional()
      }).optional(),
      /**
       * MCP servers to be utilized in this request.
       */
      mcpServers: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("url"),
          name: schemas/* string */.YjP(),
          url: schemas/* string */.YjP(),
          authorizationToken: schemas/* string */.YjP().nullish(),
          toolConfiguration: schemas/* object */.Ikc({
            enabled: schemas/* boolean */.zMY().nullish(),
            allowedTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
          }).nullish()
        })
      ).optional(),
      /**
       * Agent Skills configuration. Skills enable Claude to perform specialized tasks
       * like document processing (PPTX, DOCX, PDF, XLSX) and data analysis.
       * Requires code execution tool to be enabled.
       */
      container: schemas/* object */.Ikc({
        id: schemas/* string */.YjP().optional(),
        skills: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* union */.KCZ([schemas/* literal */.euz("anthropic"), schemas/* literal */.euz("custom")]),
            skillId: schemas/* string */.YjP(),
            version: schemas/* string */.YjP().optional()
          })
        ).optional()
      }).optional(),
      /**
       * Whether to enable fine-grained (eager) streaming of tool call inputs
       * and structured outputs for every function tool in the request. When
       * true (the default), each function tool receives a default of
       * `eager_input_streaming: true` unless it explicitly sets
       * `providerOptions.anthropic.eagerInputStreaming`.
       *
       * @default true
       */
      toolStreaming: schemas/* boolean */.zMY().optional(),
      /**
       * Controls how much effort the model spends on thinking, text responses,
       * and tool calls. On models that always use adaptive thinking
       * (e.g. `claude-opus-5-5`), effort is the main lever for latency and cost.
       *
       * The API default is `high` for most models and `medium` for `claude-opus-5-5`.
       */
      effort: schemas/* enum */.k5n(["low", "medium", "high", "xhigh", "max"]).optional(),
      /**
       * Task budget for agentic turns. Informs the model of the total token budget
       * available for the current task, allowing it to prioritize work and wind down
       * gracefully as the budget is consumed.
       *
       * Advisory only — does not enforce a hard token limit.
       */
      taskBudget: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("tokens"),
        total: schemas/* number */.aig().int().min(2e4),
        remaining: schemas/* number */.aig().int().min(0).optional()
      }).optional(),
      /**
       * Enable fast mode for faster inference (2.5x faster output token speeds).
       * Only supported with claude-opus-4-6.
       */
      speed: schemas/* enum */.k5n(["fast", "standard"]).optional(),
      /**
       * Controls where model inference runs for this request.
       *
       * - `"global"`: Inference may run in any available geography (default).
       * - `"us"`: Inference runs only in US-based infrastructure.
       *
       * See https://platform.claude.com/docs/en/build-with-claude/data-residency
       */
      inferenceGeo: schemas/* enum */.k5n(["us", "global"]).optional(),
      /**
       * Server-side fallback configuration.
       *
       * When the primary model's safety classifiers block a turn, the API
       * automatically retries it server-side on a fallback model. A
       * `content-filter` finish reason means the fallback(s) refused as well.
       *
       * - `'default'` (recommended): the API routes the retry to Anthropic's
       *   recommended fallback model based on the refusal category. Requires the
       *   `server-side-fallback-2026-07-01` beta, which is added automatically.
       * - Array form: an explicit fallback chain. Each entry is merged into the
       *   request as a direct request to that entry's model, so it must be
       *   formatted accordingly: `model` is required, and an entry may
       *   additionally override `max_tokens`, `thinking`, `output_config`, and
       *   `speed` for that attempt only (`speed` additionally requires the speed
       *   beta). The value is passed through to the API as-is, and the
       *   `server-side-fallback-2026-06-01` beta is added automatically.
       */
      fallbacks: schemas/* union */.KCZ([
        schemas/* literal */.euz("default"),
        schemas/* array */.YOg(
          schemas/* object */.Ikc({
            model: schemas/* string */.YjP(),
            max_tokens: schemas/* number */.aig().int().optional(),
            thinking: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
            output_config: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
            speed: schemas/* enum */.k5n(["fast", "standard"]).optional()
          })
        )
      ]).optional(),
      /**
       * A set of beta features to enable.
       * Allow a provider to receive the full `betas` set if it needs it.
       */
      anthropicBeta: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * Server-side safeguards to run as part of the request.
       *
       * `dangerous_tool_use` asks the API to classify every `tool_use` block in
       * the response for dangerous actions (the check Claude Code's auto mode
       * relies on). The per-call verdicts are returned in
       * `providerMetadata.anthropic.safeguardResults`, keyed by tool call id.
       * `classifierContext` is passed through to the API as `classifier_context`.
       * The `dangerous-tool-use-2026-09-03` beta is added automatically.
       */
      safeguards: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("dangerous_tool_use"),
          classifierContext: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
        })
      ).optional(),
      contextManagement: schemas/* object */.Ikc({
        edits: schemas/* array */.YOg(
          schemas/* discriminatedUnion */.gMt("type", [
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("clear_tool_uses_20250919"),
              trigger: schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("input_tokens"),
                  value: schemas/* number */.aig()
                }),
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("tool_uses"),
                  value: schemas/* number */.aig()
                })
              ]).optional(),
              keep: schemas/* object */.Ikc({
                type: schemas/* literal */.euz("tool_uses"),
                value: schemas/* number */.aig()
              }).optional(),
              clearAtLeast: schemas/* object */.Ikc({
                type: schemas/* literal */.euz("input_tokens"),
                value: schemas/* number */.aig()
              }).optional(),
              clearToolInputs: schemas/* boolean */.zMY().optional(),
              excludeTools: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
            }),
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("clear_thinking_20251015"),
              keep: schemas/* union */.KCZ([
                schemas/* literal */.euz("all"),
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("thinking_turns"),
                  value: schemas/* number */.aig()
                })
              ]).optional()
            }),
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("compact_20260112"),
              trigger: schemas/* object */.Ikc({
                type: schemas/* literal */.euz("input_tokens"),
                value: schemas/* number */.aig()
              }).optional(),
              pauseAfterCompaction: schemas/* boolean */.zMY().optional(),
              instructions: schemas/* string */.YjP().optional()
            })
          ])
        )
      }).optional()
    })
  );
});

// src/anthropic-prepare-tools.ts


// src/get-cache-control.ts
var MAX_CACHE_BREAKPOINTS = 4;
function getCacheControl(providerMetadata, providerOptionsName) {
  var _a, _b, _c;
  const custom = providerMetadata == null ? void 0 : providerMetadata[providerOptionsName];
  const anthropic2 = providerMetadata == null ? void 0 : providerMetadata.anthropic;
  const cacheControlValue = (_c = (_b = (_a = custom == null ? void 0 : custom.cacheControl) != null ? _a : custom == null ? void 0 : custom.cache_control) != null ? _b : anthropic2 == null ? void 0 : anthropic2.cacheControl) != null ? _c : anthropic2 == null ? void 0 : anthropic2.cache_control;
  return cacheControlValue;
}
var CacheControlValidator = class {
  constructor(providerOptionsName = "anthropic") {
    this.providerOptionsName = providerOptionsName;
    this.breakpointCount = 0;
    this.warnings = [];
  }
  getCacheControl(providerMetadata, context) {
    const cacheControlValue = getCacheControl(
      providerMetadata,
      this.providerOptionsName
    );
    if (!cacheControlValue) {
      return void 0;
    }
    if (!context.canCache) {
      this.warnings.push({
        type: "unsupported",
        feature: "cache_control on non-cacheable context",
        details: `cache_control cannot be set on ${context.type}. It will be ignored.`
      });
      return void 0;
    }
    this.breakpointCount++;
    if (this.breakpointCount > MAX_CACHE_BREAKPOINTS) {
      this.warnings.push({
        type: "unsupported",
        feature: "cacheControl breakpoint limit",
        details: `Maximum ${MAX_CACHE_BREAKPOINTS} cache breakpoints exceeded (found ${this.breakpointCount}). This breakpoint will be ignored.`
      });
      return void 0;
    }
    return cacheControlValue;
  }
  getWarnings() {
    return this.warnings;
  }
};

// src/tool/advisor_20260301.ts


var advisor_20260301ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      model: schemas/* string */.YjP(),
      maxUses: schemas/* number */.aig().optional(),
      caching: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("ephemeral"),
        ttl: schemas/* union */.KCZ([schemas/* literal */.euz("5m"), schemas/* literal */.euz("1h")])
      }).optional()
    })
  )
);
var advisor_20260301OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("type", [
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("advisor_result"),
        text: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("advisor_redacted_result"),
        encryptedContent: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("advisor_tool_result_error"),
        errorCode: schemas/* string */.YjP()
      })
    ])
  )
);
var advisor_20260301InputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({}).strict())
);
var factory = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.advisor_20260301",
  inputSchema: advisor_20260301InputSchema,
  outputSchema: advisor_20260301OutputSchema,
  supportsDeferredResults: true
});
var advisor_20260301 = (args) => {
  return factory(args);
};

// src/tool/computer-toolset_20260801.ts


var computerToolset_20260801Members = [
  "screenshot",
  "zoom",
  "left_click",
  "right_click",
  "middle_click",
  "double_click",
  "triple_click",
  "left_click_drag",
  "mouse_move",
  "left_mouse_down",
  "left_mouse_up",
  "cursor_position",
  "scroll",
  "type",
  "key",
  "hold_key",
  "wait"
];
var computerToolset_20260801InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* enum */.k5n(computerToolset_20260801Members),
      coordinate: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]).optional(),
      duration: schemas/* number */.aig().optional(),
      region: schemas/* tuple */.PVZ([
        schemas/* number */.aig().int(),
        schemas/* number */.aig().int(),
        schemas/* number */.aig().int(),
        schemas/* number */.aig().int()
      ]).optional(),
      repeat: schemas/* number */.aig().int().optional(),
      scroll_amount: schemas/* number */.aig().optional(),
      scroll_direction: schemas/* enum */.k5n(["up", "down", "left", "right"]).optional(),
      start_coordinate: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]).optional(),
      text: schemas/* string */.YjP().optional()
    })
  )
);
var computerToolset_20260801ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      configs: schemas/* partialRecord */.jgl(
        schemas/* enum */.k5n(computerToolset_20260801Members),
        schemas/* object */.Ikc({
          enabled: schemas/* boolean */.zMY().optional(),
          deferLoading: schemas/* boolean */.zMY().optional()
        })
      ).optional()
    })
  )
);
var computerToolset_20260801 = createProviderToolFactory({
  id: "anthropic.computer_toolset_20260801",
  inputSchema: computerToolset_20260801InputSchema
});

// src/tool/text-editor_20250728.ts


var textEditor_20250728ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      maxCharacters: schemas/* number */.aig().optional()
    })
  )
);
var textEditor_20250728InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      command: schemas/* enum */.k5n(["view", "create", "str_replace", "insert"]),
      path: schemas/* string */.YjP(),
      file_text: schemas/* string */.YjP().optional(),
      insert_line: schemas/* number */.aig().int().optional(),
      new_str: schemas/* string */.YjP().optional(),
      insert_text: schemas/* string */.YjP().optional(),
      old_str: schemas/* string */.YjP().optional(),
      view_range: schemas/* array */.YOg(schemas/* number */.aig().int()).optional()
    })
  )
);
var factory2 = createProviderToolFactory({
  id: "anthropic.text_editor_20250728",
  inputSchema: textEditor_20250728InputSchema
});
var textEditor_20250728 = (args = {}) => {
  return factory2(args);
};

// src/tool/web-search_20260209.ts


var webSearch_20260209ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      maxUses: schemas/* number */.aig().optional(),
      allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      blockedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      userLocation: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("approximate"),
        city: schemas/* string */.YjP().optional(),
        region: schemas/* string */.YjP().optional(),
        country: schemas/* string */.YjP().optional(),
        timezone: schemas/* string */.YjP().optional()
      }).optional()
    })
  )
);
var webSearch_20260209OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* array */.YOg(
      schemas/* object */.Ikc({
        url: schemas/* string */.YjP(),
        title: schemas/* string */.YjP().nullable(),
        pageAge: schemas/* string */.YjP().nullable(),
        encryptedContent: schemas/* string */.YjP(),
        type: schemas/* literal */.euz("web_search_result")
      })
    )
  )
);
var webSearch_20260209InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      query: schemas/* string */.YjP()
    })
  )
);
var factory3 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.web_search_20260209",
  inputSchema: webSearch_20260209InputSchema,
  outputSchema: webSearch_20260209OutputSchema,
  supportsDeferredResults: true
});
var webSearch_20260209 = (args = {}) => {
  return factory3(args);
};

// src/tool/web-search_20250305.ts


var webSearch_20250305ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      maxUses: schemas/* number */.aig().optional(),
      allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      blockedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      userLocation: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("approximate"),
        city: schemas/* string */.YjP().optional(),
        region: schemas/* string */.YjP().optional(),
        country: schemas/* string */.YjP().optional(),
        timezone: schemas/* string */.YjP().optional()
      }).optional()
    })
  )
);
var webSearch_20250305OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* array */.YOg(
      schemas/* object */.Ikc({
        url: schemas/* string */.YjP(),
        title: schemas/* string */.YjP().nullable(),
        pageAge: schemas/* string */.YjP().nullable(),
        encryptedContent: schemas/* string */.YjP(),
        type: schemas/* literal */.euz("web_search_result")
      })
    )
  )
);
var webSearch_20250305InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      query: schemas/* string */.YjP()
    })
  )
);
var factory4 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.web_search_20250305",
  inputSchema: webSearch_20250305InputSchema,
  outputSchema: webSearch_20250305OutputSchema,
  supportsDeferredResults: true
});
var webSearch_20250305 = (args = {}) => {
  return factory4(args);
};

// src/tool/web-fetch-20260209.ts


var webFetch_20260209ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      maxUses: schemas/* number */.aig().optional(),
      allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      blockedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      citations: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY() }).optional(),
      maxContentTokens: schemas/* number */.aig().optional()
    })
  )
);
var webFetch_20260209OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("web_fetch_result"),
      url: schemas/* string */.YjP(),
      content: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("document"),
        title: schemas/* string */.YjP().nullable(),
        citations: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY() }).optional(),
        source: schemas/* union */.KCZ([
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("base64"),
            mediaType: schemas/* literal */.euz("application/pdf"),
            data: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text"),
            mediaType: schemas/* literal */.euz("text/plain"),
            data: schemas/* string */.YjP()
          })
        ])
      }),
      retrievedAt: schemas/* string */.YjP().nullable()
    })
  )
);
var webFetch_20260209InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      url: schemas/* string */.YjP()
    })
  )
);
var factory5 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.web_fetch_20260209",
  inputSchema: webFetch_20260209InputSchema,
  outputSchema: webFetch_20260209OutputSchema,
  supportsDeferredResults: true
});
var webFetch_20260209 = (args = {}) => {
  return factory5(args);
};

// src/tool/web-fetch-20250910.ts


var webFetch_20250910ArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      maxUses: schemas/* number */.aig().optional(),
      allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      blockedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      citations: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY() }).optional(),
      maxContentTokens: schemas/* number */.aig().optional()
    })
  )
);
var webFetch_20250910OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("web_fetch_result"),
      url: schemas/* string */.YjP(),
      content: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("document"),
        title: schemas/* string */.YjP().nullable(),
        citations: schemas/* object */.Ikc({ enabled: schemas/* boolean */.zMY() }).optional(),
        source: schemas/* union */.KCZ([
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("base64"),
            mediaType: schemas/* literal */.euz("application/pdf"),
            data: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text"),
            mediaType: schemas/* literal */.euz("text/plain"),
            data: schemas/* string */.YjP()
          })
        ])
      }),
      retrievedAt: schemas/* string */.YjP().nullable()
    })
  )
);
var webFetch_20250910InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      url: schemas/* string */.YjP()
    })
  )
);
var factory6 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.web_fetch_20250910",
  inputSchema: webFetch_20250910InputSchema,
  outputSchema: webFetch_20250910OutputSchema,
  supportsDeferredResults: true
});
var webFetch_20250910 = (args = {}) => {
  return factory6(args);
};

// src/anthropic-prepare-tools.ts

async function prepareTools({
  tools,
  toolChoice,
  disableParallelToolUse,
  cacheControlValidator,
  supportsStructuredOutput,
  supportsStrictTools,
  defaultEagerInputStreaming = false,
  rejectsForcedToolUse = false
}) {
  var _a, _b;
  tools = (tools == null ? void 0 : tools.length) ? tools : void 0;
  const toolWarnings = [];
  const betas = /* @__PURE__ */ new Set();
  const validator = cacheControlValidator || new CacheControlValidator();
  if (tools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings, betas };
  }
  const anthropicTools2 = [];
  for (const tool of tools) {
    switch (tool.type) {
      case "function": {
        const cacheControl = validator.getCacheControl(tool.providerOptions, {
          type: "tool definition",
          canCache: true
        });
        const anthropicOptions = (_a = tool.providerOptions) == null ? void 0 : _a.anthropic;
        const eagerInputStreaming = (_b = anthropicOptions == null ? void 0 : anthropicOptions.eagerInputStreaming) != null ? _b : defaultEagerInputStreaming;
        const deferLoading = anthropicOptions == null ? void 0 : anthropicOptions.deferLoading;
        const allowedCallers = anthropicOptions == null ? void 0 : anthropicOptions.allowedCallers;
        if (!supportsStrictTools && tool.strict != null) {
          toolWarnings.push({
            type: "unsupported",
            feature: "strict",
            details: `Tool '${tool.name}' has strict: ${tool.strict}, but strict mode is not supported by this provider. The strict property will be ignored.`
          });
        }
        anthropicTools2.push({
          name: tool.name,
          description: tool.description,
          input_schema: tool.inputSchema,
          cache_control: cacheControl,
          ...eagerInputStreaming ? { eager_input_streaming: true } : {},
          ...supportsStrictTools === true && tool.strict != null ? { strict: tool.strict } : {},
          ...deferLoading != null ? { defer_loading: deferLoading } : {},
          ...allowedCallers != null ? { allowed_callers: allowedCallers } : {},
          ...tool.inputExamples != null ? {
            input_examples: tool.inputExamples.map(
              (example) => example.input
            )
          } : {}
        });
        if (supportsStructuredOutput === true) {
          betas.add("structured-outputs-2025-11-13");
        }
        if (tool.inputExamples != null || allowedCallers != null) {
          betas.add("advanced-tool-use-2025-11-20");
        }
        break;
      }
      case "provider": {
        switch (tool.id) {
          case "anthropic.code_execution_20250522": {
            betas.add("code-execution-2025-05-22");
            anthropicTools2.push({
              type: "code_execution_20250522",
              name: "code_execution",
              cache_control: void 0
            });
            break;
          }
          case "anthropic.code_execution_20250825": {
            betas.add("code-execution-2025-08-25");
            anthropicTools2.push({
              type: "code_execution_20250825",
              name: "code_execution"
            });
            break;
          }
          case "anthropic.code_execution_20260120": {
            anthropicTools2.push({
              type: "code_execution_20260120",
              name: "code_execution"
            });
            break;
          }
          case "anthropic.computer_20250124": {
            betas.add("computer-use-2025-01-24");
            anthropicTools2.push({
              name: "computer",
              type: "computer_20250124",
              display_width_px: tool.args.displayWidthPx,
              display_height_px: tool.args.displayHeightPx,
              display_number: tool.args.displayNumber,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.computer_20251124": {
            betas.add("computer-use-2025-11-24");
            anthropicTools2.push({
              name: "computer",
              type: "computer_20251124",
              display_width_px: tool.args.displayWidthPx,
              display_height_px: tool.args.displayHeightPx,
              display_number: tool.args.displayNumber,
              enable_zoom: tool.args.enableZoom,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.computer_toolset_20260801": {
            const args = await validateTypes({
              value: tool.args,
              schema: computerToolset_20260801ArgsSchema
            });
            const configs = args.configs != null ? Object.fromEntries(
              Object.entries(args.configs).map(([member, config]) => [
                member,
                {
                  ...(config == null ? void 0 : config.enabled) != null && {
                    enabled: config.enabled
                  },
                  ...(config == null ? void 0 : config.deferLoading) != null && {
                    defer_loading: config.deferLoading
                  }
                }
              ])
            ) : void 0;
            anthropicTools2.push({
              type: "computer_toolset_20260801",
              ...configs != null && { configs },
              cache_control: void 0
            });
            break;
          }
          case "anthropic.computer_20241022": {
            betas.add("computer-use-2024-10-22");
            anthropicTools2.push({
              name: "computer",
              type: "computer_20241022",
              display_width_px: tool.args.displayWidthPx,
              display_height_px: tool.args.displayHeightPx,
              display_number: tool.args.displayNumber,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.text_editor_20250124": {
            betas.add("computer-use-2025-01-24");
            anthropicTools2.push({
              name: "str_replace_editor",
              type: "text_editor_20250124",
              cache_control: void 0
            });
            break;
          }
          case "anthropic.text_editor_20241022": {
            betas.add("computer-use-2024-10-22");
            anthropicTools2.push({
              name: "str_replace_editor",
              type: "text_editor_20241022",
              cache_control: void 0
            });
            break;
          }
          case "anthropic.text_editor_20250429": {
            betas.add("computer-use-2025-01-24");
            anthropicTools2.push({
              name: "str_replace_based_edit_tool",
              type: "text_editor_20250429",
              cache_control: void 0
            });
            break;
          }
          case "anthropic.text_editor_20250728": {
            const args = await validateTypes({
              value: tool.args,
              schema: textEditor_20250728ArgsSchema
            });
            anthropicTools2.push({
              name: "str_replace_based_edit_tool",
              type: "text_editor_20250728",
              max_characters: args.maxCharacters,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.bash_20250124": {
            betas.add("computer-use-2025-01-24");
            anthropicTools2.push({
              name: "bash",
              type: "bash_20250124",
              cache_control: void 0
            });
            break;
          }
          case "anthropic.bash_20241022": {
            betas.add("computer-use-2024-10-22");
            anthropicTools2.push({
              name: "bash",
              type: "bash_20241022",
              cache_control: void 0
            });
            break;
          }
          case "anthropic.memory_20250818": {
            betas.add("context-management-2025-06-27");
            anthropicTools2.push({
              name: "memory",
              type: "memory_20250818"
            });
            break;
          }
          case "anthropic.web_fetch_20250910": {
            betas.add("web-fetch-2025-09-10");
            const args = await validateTypes({
              value: tool.args,
              schema: webFetch_20250910ArgsSchema
            });
            anthropicTools2.push({
              type: "web_fetch_20250910",
              name: "web_fetch",
              max_uses: args.maxUses,
              allowed_domains: args.allowedDomains,
              blocked_domains: args.blockedDomains,
              citations: args.citations,
              max_content_tokens: args.maxContentTokens,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.web_fetch_20260209": {
            betas.add("code-execution-web-tools-2026-02-09");
            const args = await validateTypes({
              value: tool.args,
              schema: webFetch_20260209ArgsSchema
            });
            anthropicTools2.push({
              type: "web_fetch_20260209",
              name: "web_fetch",
              max_uses: args.maxUses,
              allowed_domains: args.allowedDomains,
              blocked_domains: args.blockedDomains,
              citations: args.citations,
              max_content_tokens: args.maxContentTokens,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.web_search_20250305": {
            const args = await validateTypes({
              value: tool.args,
              schema: webSearch_20250305ArgsSchema
            });
            anthropicTools2.push({
              type: "web_search_20250305",
              name: "web_search",
              max_uses: args.maxUses,
              allowed_domains: args.allowedDomains,
              blocked_domains: args.blockedDomains,
              user_location: args.userLocation,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.web_search_20260209": {
            betas.add("code-execution-web-tools-2026-02-09");
            const args = await validateTypes({
              value: tool.args,
              schema: webSearch_20260209ArgsSchema
            });
            anthropicTools2.push({
              type: "web_search_20260209",
              name: "web_search",
              max_uses: args.maxUses,
              allowed_domains: args.allowedDomains,
              blocked_domains: args.blockedDomains,
              user_location: args.userLocation,
              cache_control: void 0
            });
            break;
          }
          case "anthropic.tool_search_regex_20251119": {
            anthropicTools2.push({
              type: "tool_search_tool_regex_20251119",
              name: "tool_search_tool_regex"
            });
            break;
          }
          case "anthropic.tool_search_bm25_20251119": {
            anthropicTools2.push({
              type: "tool_search_tool_bm25_20251119",
              name: "tool_search_tool_bm25"
            });
            break;
          }
          case "anthropic.advisor_20260301": {
            betas.add("advisor-tool-2026-03-01");
            const args = await validateTypes({
              value: tool.args,
              schema: advisor_20260301ArgsSchema
            });
            anthropicTools2.push({
              type: "advisor_20260301",
              name: "advisor",
              model: args.model,
              ...args.maxUses !== void 0 && { max_uses: args.maxUses },
              ...args.caching !== void 0 && { caching: args.caching }
            });
            break;
          }
          default: {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`
            });
            break;
          }
        }
        break;
      }
      default: {
        toolWarnings.push({
          type: "unsupported",
          feature: `tool ${tool}`
        });
        break;
      }
    }
  }
  if (toolChoice == null) {
    return {
      tools: anthropicTools2,
      toolChoice: disableParallelToolUse ? { type: "auto", disable_parallel_tool_use: disableParallelToolUse } : void 0,
      toolWarnings,
      betas
    };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
      return {
        tools: anthropicTools2,
        toolChoice: {
          type: "auto",
          disable_parallel_tool_use: disableParallelToolUse
        },
        toolWarnings,
        betas
      };
    case "required":
      if (rejectsForcedToolUse) {
        toolWarnings.push({
          type: "unsupported",
          feature: "toolChoice",
          details: `toolChoice 'required' is not supported with this model or thinking configuration. Using 'auto' instead. Instruct the model to use a tool in the prompt and verify that a tool call was made.`
        });
        return {
          tools: anthropicTools2,
          toolChoice: {
            type: "auto",
            disable_parallel_tool_use: disableParallelToolUse
          },
          toolWarnings,
          betas
        };
      }
      return {
        tools: anthropicTools2,
        toolChoice: {
          type: "any",
          disable_parallel_tool_use: disableParallelToolUse
        },
        toolWarnings,
        betas
      };
    case "none":
      return {
        tools: anthropicTools2,
        toolChoice: { type: "none" },
        toolWarnings,
        betas
      };
    case "tool":
      if (rejectsForcedToolUse) {
        toolWarnings.push({
          type: "unsupported",
          feature: "toolChoice",
          details: `toolChoice 'tool' is not supported with this model or thinking configuration. Only the '${toolChoice.toolName}' tool is sent with 'auto' tool choice. Instruct the model to use the tool in the prompt and verify that a tool call was made.`
        });
        return {
          tools: anthropicTools2.filter(
            (tool) => "name" in tool && tool.name === toolChoice.toolName
          ),
          toolChoice: {
            type: "auto",
            disable_parallel_tool_use: disableParallelToolUse
          },
          toolWarnings,
          betas
        };
      }
      return {
        tools: anthropicTools2,
        toolChoice: {
          type: "tool",
          name: toolChoice.toolName,
          disable_parallel_tool_use: disableParallelToolUse
        },
        toolWarnings,
        betas
      };
    default: {
      const _exhaustiveCheck = type;
      throw new UnsupportedFunctionalityError({
        functionality: `tool choice type: ${_exhaustiveCheck}`
      });
    }
  }
}

// src/convert-anthropic-messages-usage.ts
function convertAnthropicMessagesUsage({
  usage,
  rawUsage
}) {
  var _a, _b, _c, _d, _e;
  const cacheCreationTokens = (_a = usage.cache_creation_input_tokens) != null ? _a : 0;
  const cacheReadTokens = (_b = usage.cache_read_input_tokens) != null ? _b : 0;
  const reasoningTokens = (_d = (_c = usage.output_tokens_details) == null ? void 0 : _c.thinking_tokens) != null ? _d : void 0;
  let inputTokens;
  let outputTokens;
  const servedByFallback = (_e = usage.iterations) == null ? void 0 : _e.some(
    (iter) => iter.type === "fallback_message"
  );
  if (usage.iterations && usage.iterations.length > 0 && !servedByFallback) {
    const executorIterations = usage.iterations.filter(
      (iter) => iter.type === "compaction" || iter.type === "message"
    );
    if (executorIterations.length > 0) {
      const totals = executorIterations.reduce(
        (acc, iter) => ({
          input: acc.input + iter.input_tokens,
          output: acc.output + iter.output_tokens
        }),
        { input: 0, output: 0 }
      );
      inputTokens = totals.input;
      outputTokens = totals.output;
    } else {
      inputTokens = usage.input_tokens;
      outputTokens = usage.output_tokens;
    }
  } else {
    inputTokens = usage.input_tokens;
    outputTokens = usage.output_tokens;
  }
  return {
    inputTokens: {
      total: inputTokens + cacheCreationTokens + cacheReadTokens,
      noCache: inputTokens,
      cacheRead: cacheReadTokens,
      cacheWrite: cacheCreationTokens
    },
    outputTokens: {
      total: outputTokens,
      text: reasoningTokens == null ? void 0 : outputTokens - reasoningTokens,
      reasoning: reasoningTokens
    },
    raw: rawUsage != null ? rawUsage : usage
  };
}

// src/convert-to-anthropic-messages-prompt.ts



// src/tool/code-execution_20250522.ts


var codeExecution_20250522OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("code_execution_result"),
      stdout: schemas/* string */.YjP(),
      stderr: schemas/* string */.YjP(),
      return_code: schemas/* number */.aig(),
      content: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("code_execution_output"),
          file_id: schemas/* string */.YjP()
        })
      ).optional().default([])
    })
  )
);
var codeExecution_20250522InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      code: schemas/* string */.YjP()
    })
  )
);
var factory7 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.code_execution_20250522",
  inputSchema: codeExecution_20250522InputSchema,
  outputSchema: codeExecution_20250522OutputSchema
});
var codeExecution_20250522 = (args = {}) => {
  return factory7(args);
};

// src/tool/code-execution_20250825.ts


var codeExecution_20250825OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("type", [
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("code_execution_result"),
        stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
        return_code: schemas/* number */.aig(),
        content: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_execution_output"),
            file_id: schemas/* string */.YjP()
          })
        ).optional().default([])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("bash_code_execution_result"),
        content: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("bash_code_execution_output"),
            file_id: schemas/* string */.YjP()
          })
        ),
        stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
        return_code: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("bash_code_execution_tool_result_error"),
        error_code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_tool_result_error"),
        error_code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_view_result"),
        content: schemas/* string */.YjP(),
        file_type: schemas/* string */.YjP(),
        num_lines: schemas/* number */.aig().nullable(),
        start_line: schemas/* number */.aig().nullable(),
        total_lines: schemas/* number */.aig().nullable()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_create_result"),
        is_file_update: schemas/* boolean */.zMY()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_str_replace_result"),
        lines: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
        new_lines: schemas/* number */.aig().nullable(),
        new_start: schemas/* number */.aig().nullable(),
        old_lines: schemas/* number */.aig().nullable(),
        old_start: schemas/* number */.aig().nullable()
      })
    ])
  )
);
var codeExecution_20250825InputSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("type", [
      // Programmatic tool calling format (mapped from { code } by AI SDK)
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("programmatic-tool-call"),
        code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("bash_code_execution"),
        command: schemas/* string */.YjP()
      }),
      schemas/* discriminatedUnion */.gMt("command", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text_editor_code_execution"),
          command: schemas/* literal */.euz("view"),
          path: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text_editor_code_execution"),
          command: schemas/* literal */.euz("create"),
          path: schemas/* string */.YjP(),
          file_text: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text_editor_code_execution"),
          command: schemas/* literal */.euz("str_replace"),
          path: schemas/* string */.YjP(),
          old_str: schemas/* string */.YjP(),
          new_str: schemas/* string */.YjP()
        })
      ])
    ])
  )
);
var factory8 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.code_execution_20250825",
  inputSchema: codeExecution_20250825InputSchema,
  outputSchema: codeExecution_20250825OutputSchema,
  // Programmatic tool calling: tool results may be deferred to a later turn
  // when code execution triggers a client-executed tool that needs to be
  // resolved before the code execution result can be returned.
  supportsDeferredResults: true
});
var codeExecution_20250825 = (args = {}) => {
  return factory8(args);
};

// src/tool/code-execution_20260120.ts


var codeExecution_20260120OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("type", [
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("code_execution_result"),
        stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
        return_code: schemas/* number */.aig(),
        content: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_execution_output"),
            file_id: schemas/* string */.YjP()
          })
        ).optional().default([])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("encrypted_code_execution_result"),
        encrypted_stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
        return_code: schemas/* number */.aig(),
        content: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_execution_output"),
            file_id: schemas/* string */.YjP()
          })
        ).optional().default([])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("bash_code_execution_result"),
        content: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("bash_code_execution_output"),
            file_id: schemas/* string */.YjP()
          })
        ),
        stdout: schemas/* string */.YjP(),
        stderr: schemas/* string */.YjP(),
        return_code: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("bash_code_execution_tool_result_error"),
        error_code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_tool_result_error"),
        error_code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_view_result"),
        content: schemas/* string */.YjP(),
        file_type: schemas/* string */.YjP(),
        num_lines: schemas/* number */.aig().nullable(),
        start_line: schemas/* number */.aig().nullable(),
        total_lines: schemas/* number */.aig().nullable()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_create_result"),
        is_file_update: schemas/* boolean */.zMY()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text_editor_code_execution_str_replace_result"),
        lines: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
        new_lines: schemas/* number */.aig().nullable(),
        new_start: schemas/* number */.aig().nullable(),
        old_lines: schemas/* number */.aig().nullable(),
        old_start: schemas/* number */.aig().nullable()
      })
    ])
  )
);
var codeExecution_20260120InputSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("type", [
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("programmatic-tool-call"),
        code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("bash_code_execution"),
        command: schemas/* string */.YjP()
      }),
      schemas/* discriminatedUnion */.gMt("command", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text_editor_code_execution"),
          command: schemas/* literal */.euz("view"),
          path: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text_editor_code_execution"),
          command: schemas/* literal */.euz("create"),
          path: schemas/* string */.YjP(),
          file_text: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text_editor_code_execution"),
          command: schemas/* literal */.euz("str_replace"),
          path: schemas/* string */.YjP(),
          old_str: schemas/* string */.YjP(),
          new_str: schemas/* string */.YjP()
        })
      ])
    ])
  )
);
var factory9 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.code_execution_20260120",
  inputSchema: codeExecution_20260120InputSchema,
  outputSchema: codeExecution_20260120OutputSchema,
  supportsDeferredResults: true
});
var codeExecution_20260120 = (args = {}) => {
  return factory9(args);
};

// src/tool/tool-search-regex_20251119.ts


var toolSearchRegex_20251119OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* array */.YOg(
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("tool_reference"),
        toolName: schemas/* string */.YjP()
      })
    )
  )
);
var toolSearchRegex_20251119InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * A regex pattern to search for tools.
       * Uses Python re.search() syntax. Maximum 200 characters.
       *
       * Examples:
       * - "weather" - matches tool names/descriptions containing "weather"
       * - "get_.*_data" - matches tools like get_user_data, get_weather_data
       * - "database.*query|query.*database" - OR patterns for flexibility
       * - "(?i)slack" - case-insensitive search
       */
      pattern: schemas/* string */.YjP(),
      /**
       * Maximum number of tools to return. Optional.
       */
      limit: schemas/* number */.aig().optional()
    })
  )
);
var factory10 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.tool_search_regex_20251119",
  inputSchema: toolSearchRegex_20251119InputSchema,
  outputSchema: toolSearchRegex_20251119OutputSchema,
  supportsDeferredResults: true
});
var toolSearchRegex_20251119 = (args = {}) => {
  return factory10(args);
};

// src/convert-to-anthropic-messages-prompt.ts
function convertToString(data) {
  if (typeof data === "string") {
    return new TextDecoder().decode(convertBase64ToUint8Array(data));
  }
  if (data instanceof Uint8Array) {
    return new TextDecoder().decode(data);
  }
  if (data instanceof URL) {
    throw new UnsupportedFunctionalityError({
      functionality: "URL-based text documents are not supported for citations"
    });
  }
  throw new UnsupportedFunctionalityError({
    functionality: `unsupported data type for text documents: ${typeof data}`
  });
}
function isUrlData(data) {
  return data instanceof URL || isUrlString(data);
}
function isUrlString(data) {
  return typeof data === "string" && /^https?:\/\//i.test(data);
}
function getUrlString(data) {
  return data instanceof URL ? data.toString() : data;
}
async function extractErrorValue(value) {
  if (typeof value === "string") {
    const result = await safeParseJSON({ text: value });
    if (result.success && typeof result.value === "object" && result.value !== null) {
      return result.value;
    }
    return {
      errorCode: "unavailable"
    };
  }
  if (typeof value === "object" && value !== null) {
    return value;
  }
  return {};
}
async function convertToAnthropicMessagesPrompt({
  prompt,
  sendReasoning,
  warnings,
  cacheControlValidator,
  toolNameMapping,
  toolsetNames = {},
  convertMediaPart
}) {
  var _a, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _v;
  const betas = /* @__PURE__ */ new Set();
  const blocks = groupIntoBlocks(prompt);
  const validator = cacheControlValidator || new CacheControlValidator();
  let system = void 0;
  const messages = [];
  let lastUserMessageIndex = -1;
  async function shouldEnableCitations(providerMetadata) {
    var _a2, _b2;
    const anthropicOptions = await parseProviderOptions({
      provider: "anthropic",
      providerOptions: providerMetadata,
      schema: anthropicFilePartProviderOptions
    });
    return (_b2 = (_a2 = anthropicOptions == null ? void 0 : anthropicOptions.citations) == null ? void 0 : _a2.enabled) != null ? _b2 : false;
  }
  async function getDocumentMetadata(providerMetadata) {
    const anthropicOptions = await parseProviderOptions({
      provider: "anthropic",
      providerOptions: providerMetadata,
      schema: anthropicFilePartProviderOptions
    });
    return {
      title: anthropicOptions == null ? void 0 : anthropicOptions.title,
      context: anthropicOptions == null ? void 0 : anthropicOptions.context
    };
  }
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    const isLastBlock = i === blocks.length - 1;
    const type = block.type;
    switch (type) {
      case "system": {
        const systemMessages = [];
        let toolChangeCount = 0;
        let hasMidConversationOptions = false;
        for (const { content: text, providerOptions } of block.messages) {
          const systemMessageOptions = await parseProviderOptions({
            provider: "anthropic",
            providerOptions,
            schema: anthropicSystemMessageProviderOptions
          });
          const toolChanges = (_a = systemMessageOptions == null ? void 0 : systemMessageOptions.toolChanges) != null ? _a : [];
          const clearAt = systemMessageOptions == null ? void 0 : systemMessageOptions.clearAt;
          const effort = systemMessageOptions == null ? void 0 : systemMessageOptions.effort;
          const content = [];
          if (text !== "" || toolChanges.length === 0 && clearAt == null && effort == null) {
            content.push({
              type: "text",
              text,
              cache_control: validator.getCacheControl(providerOptions, {
                type: "system message",
                canCache: true
              })
            });
          }
          for (const toolChange of toolChanges) {
            toolChangeCount++;
            content.push({
              type: toolChange.type,
              tool: {
                type: "tool_reference",
                name: toolNameMapping.toProviderToolName(toolChange.toolName)
              }
            });
          }
          hasMidConversationOptions || (hasMidConversationOptions = clearAt != null || effort != null);
          systemMessages.push({
            role: "system",
            content,
            ...clearAt != null && { clear_at: clearAt },
            ...effort != null && { output_config: { effort } }
          });
        }
        if (i === 0 || system == null && toolChangeCount === 0 && !hasMidConversationOptions) {
          if (toolChangeCount > 0) {
            warnings.push({
              type: "other",
              message: "tool changes on the initial system message are not supported by Anthropic. Configure the initial tool set via the tools option instead. The tool changes have been ignored."
            });
          }
          for (const message of systemMessages) {
            if (message.content.length === 0 && message.clear_at == null && message.output_config != null) {
              messages.push(message);
              betas.add("mid-conversation-output-config-2026-07-01");
            } else if (message.clear_at != null || message.output_config != null) {
              warnings.push({
                type: "other",
                message: "clearAt and effort on this initial system message are not supported by Anthropic. Use a separate effort-only system message with empty content to set effort. These options have been ignored."
              });
            }
          }
          system = systemMessages.flatMap(
            (message) => message.content.filter(
              (part) => part.type === "text"
            )
          );
        } else {
          messages.push(...systemMessages);
          betas.add("mid-conversation-system-2026-04-07");
          if (toolChangeCount > 0) {
            betas.add("mid-conversation-tool-changes-2026-07-01");
          }
          if (systemMessages.some((message) => message.clear_at != null)) {
            betas.add("mid-conversation-system-clear-at-2026-08-21");
          }
          if (systemMessages.some((message) => message.output_config != null)) {
            betas.add("mid-conversation-output-config-2026-07-01");
          }
        }
        break;
      }
      case "user": {
        const anthropicContent = [];
        for (const message of block.messages) {
          const { role, content } = message;
          switch (role) {
            case "user": {
              if (content.length > 0) {
                lastUserMessageIndex = messages.length;
              }
              for (let j = 0; j < content.length; j++) {
                const part = content[j];
                const isLastPart = j === content.length - 1;
                const cacheControl = (_b = validator.getCacheControl(part.providerOptions, {
                  type: "user message part",
                  canCache: true
                })) != null ? _b : isLastPart ? validator.getCacheControl(message.providerOptions, {
                  type: "user message",
                  canCache: true
                }) : void 0;
                switch (part.type) {
                  case "text": {
                    anthropicContent.push({
                      type: "text",
                      text: part.text,
                      cache_control: cacheControl
                    });
                    break;
                  }
                  case "file": {
                    const customContent = await (convertMediaPart == null ? void 0 : convertMediaPart(part));
                    if (customContent != null) {
                      anthropicContent.push({
                        ...customContent,
                        cache_control: cacheControl
                      });
                      break;
                    }
                    if (part.mediaType.startsWith("image/")) {
                      anthropicContent.push({
                        type: "image",
                        source: isUrlData(part.data) ? {
                          type: "url",
                          url: getUrlString(part.data)
                        } : {
                          type: "base64",
                          media_type: part.mediaType === "image/*" ? "image/jpeg" : part.mediaType,
                          data: convertToBase64(part.data)
                        },
                        cache_control: cacheControl
                      });
                    } else if (part.mediaType === "application/pdf") {
                      betas.add("pdfs-2024-09-25");
                      const enableCitations = await shouldEnableCitations(
                        part.providerOptions
                      );
                      const metadata = await getDocumentMetadata(
                        part.providerOptions
                      );
                      anthropicContent.push({
                        type: "document",
                        source: isUrlData(part.data) ? {
                          type: "url",
                          url: getUrlString(part.data)
                        } : {
                          type: "base64",
                          media_type: "application/pdf",
                          data: convertToBase64(part.data)
                        },
                        title: (_c = metadata.title) != null ? _c : part.filename,
                        ...metadata.context && { context: metadata.context },
                        ...enableCitations && {
                          citations: { enabled: true }
                        },
                        cache_control: cacheControl
                      });
                    } else if (part.mediaType === "text/plain") {
                      const enableCitations = await shouldEnableCitations(
                        part.providerOptions
                      );
                      const metadata = await getDocumentMetadata(
                        part.providerOptions
                      );
                      anthropicContent.push({
                        type: "document",
                        source: isUrlData(part.data) ? {
                          type: "url",
                          url: getUrlString(part.data)
                        } : {
                          type: "text",
                          media_type: "text/plain",
                          data: convertToString(part.data)
                        },
                        title: (_d = metadata.title) != null ? _d : part.filename,
                        ...metadata.context && { context: metadata.context },
                        ...enableCitations && {
                          citations: { enabled: true }
                        },
                        cache_control: cacheControl
                      });
                    } else {
                      throw new UnsupportedFunctionalityError({
                        functionality: `media type: ${part.mediaType}`
                      });
                    }
                    break;
                  }
                }
              }
              break;
            }
            case "tool": {
              for (let i2 = 0; i2 < content.length; i2++) {
                const part = content[i2];
                if (part.type === "tool-approval-response") {
                  continue;
                }
                const output = part.output;
                const outputProviderOptions = "providerOptions" in output ? output.providerOptions : output.type === "content" ? (_e = output.value.find(
                  (contentPart) => contentPart.providerOptions != null
                )) == null ? void 0 : _e.providerOptions : void 0;
                const isLastPart = i2 === content.length - 1;
                const cacheControl = (_g = (_f = validator.getCacheControl(part.providerOptions, {
                  type: "tool result part",
                  canCache: true
                })) != null ? _f : validator.getCacheControl(outputProviderOptions, {
                  type: "tool result output",
                  canCache: true
                })) != null ? _g : isLastPart ? validator.getCacheControl(message.providerOptions, {
                  type: "tool result message",
                  canCache: true
                }) : void 0;
                let contentValue;
                switch (output.type) {
                  case "content":
                    contentValue = output.value.map((contentPart) => {
                      var _a2;
                      switch (contentPart.type) {
                        case "text":
                          return {
                            type: "text",
                            text: contentPart.text
                          };
                        case "image-data": {
                          return {
                            type: "image",
                            source: {
                              type: "base64",
                              media_type: contentPart.mediaType,
                              data: contentPart.data
                            }
                          };
                        }
                        case "image-url": {
                          return {
                            type: "image",
                            source: {
                              type: "url",
                              url: contentPart.url
                            }
                          };
                        }
                        case "file-url": {
                          return {
                            type: "document",
                            source: {
                              type: "url",
                              url: contentPart.url
                            }
                          };
                        }
                        case "file-data": {
                          if (contentPart.mediaType === "application/pdf") {
                            betas.add("pdfs-2024-09-25");
                            return {
                              type: "document",
                              source: {
                                type: "base64",
                                media_type: contentPart.mediaType,
                                data: contentPart.data
                              }
                            };
                          }
                          warnings.push({
                            type: "other",
                            message: `unsupported tool content part type: ${contentPart.type} with media type: ${contentPart.mediaType}`
                          });
                          return void 0;
                        }
                        case "custom": {
                          const anthropicOptions = (_a2 = contentPart.providerOptions) == null ? void 0 : _a2.anthropic;
                          if ((anthropicOptions == null ? void 0 : anthropicOptions.type) === "tool-reference") {
                            return {
                              type: "tool_reference",
                              tool_name: anthropicOptions.toolName
                            };
                          }
                          warnings.push({
                            type: "other",
                            message: `unsupported custom tool content part`
                          });
                          return void 0;
                        }
                        default: {
                          warnings.push({
                            type: "other",
                            message: `unsupported tool content part type: ${contentPart.type}`
                          });
                          return void 0;
                        }
                      }
                    }).filter(isNonNullable);
                    break;
                  case "text":
                  case "error-text":
                    contentValue = output.value;
                    break;
                  case "execution-denied":
                    contentValue = (_h = output.reason) != null ? _h : "Tool call execution denied.";
                    break;
                  case "json":
                  case "error-json":
                  default:
                    contentValue = stringifyWithBigIntAndCycles(output.value);
                    break;
                }
                const toolsetName = getAnthropicToolsetName({
                  toolName: part.toolName,
                  providerOptions: part.providerOptions,
                  toolsetNames
                });
                anthropicContent.push({
                  type: "tool_result",
                  tool_use_id: part.toolCallId,
                  ...toolsetName != null && { toolset_name: toolsetName },
                  content: contentValue,
                  is_error: output.type === "error-text" || output.type === "error-json" ? true : void 0,
                  cache_control: cacheControl
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
        messages.push({ role: "user", content: anthropicContent });
        break;
      }
      case "assistant": {
        const anthropicContent = [];
        const mcpToolUseIds = /* @__PURE__ */ new Set();
        for (let j = 0; j < block.messages.length; j++) {
          const message = block.messages[j];
          const isLastMessage = j === block.messages.length - 1;
          const { content } = message;
          for (let k = 0; k < content.length; k++) {
            const part = content[k];
            const isLastContentPart = k === content.length - 1;
            const cacheControl = (_i = validator.getCacheControl(part.providerOptions, {
              type: "assistant message part",
              canCache: true
            })) != null ? _i : isLastContentPart ? validator.getCacheControl(message.providerOptions, {
              type: "assistant message",
              canCache: true
            }) : void 0;
            switch (part.type) {
              case "text": {
                const textMetadata = (_j = part.providerOptions) == null ? void 0 : _j.anthropic;
                if ((textMetadata == null ? void 0 : textMetadata.type) === "compaction") {
                  anthropicContent.push({
                    type: "compaction",
                    content: part.text,
                    cache_control: cacheControl
                  });
                } else {
                  anthropicContent.push({
                    type: "text",
                    text: (
                      // trim the last text part if it's the last message in the block
                      // because Anthropic does not allow trailing whitespace
                      // in pre-filled assistant responses
                      isLastBlock && isLastMessage && isLastContentPart ? part.text.trim() : part.text
                    ),
                    ...(textMetadata == null ? void 0 : textMetadata.citations) != null && {
                      citations: textMetadata.citations
                    },
                    cache_control: cacheControl
                  });
                }
                break;
              }
              case "reasoning": {
                if (sendReasoning) {
                  const reasoningMetadata = await parseProviderOptions({
                    provider: "anthropic",
                    providerOptions: part.providerOptions,
                    schema: anthropicReasoningMetadataSchema
                  });
                  if (reasoningMetadata != null) {
                    if (reasoningMetadata.signature != null) {
                      validator.getCacheControl(part.providerOptions, {
                        type: "thinking block",
                        canCache: false
                      });
                      anthropicContent.push({
                        type: "thinking",
                        thinking: part.text,
                        signature: reasoningMetadata.signature
                      });
                    } else if (reasoningMetadata.redactedData != null) {
                      validator.getCacheControl(part.providerOptions, {
                        type: "redacted thinking block",
                        canCache: false
                      });
                      anthropicContent.push({
                        type: "redacted_thinking",
                        data: reasoningMetadata.redactedData
                      });
                    } else {
                      warnings.push({
                        type: "other",
                        message: "unsupported reasoning metadata"
                      });
                    }
                  } else {
                    warnings.push({
                      type: "other",
                      message: "unsupported reasoning metadata"
                    });
                  }
                } else {
                  warnings.push({
                    type: "other",
                    message: "sending reasoning content is disabled for this model"
                  });
                }
                break;
              }
              case "tool-call": {
                const caller = getAnthropicCaller(part.providerOptions);
                if (part.providerExecuted) {
                  const providerToolName = toolNameMapping.toProviderToolName(
                    part.toolName
                  );
                  const isMcpToolUse = ((_l = (_k = part.providerOptions) == null ? void 0 : _k.anthropic) == null ? void 0 : _l.type) === "mcp-tool-use";
                  if (isMcpToolUse) {
                    mcpToolUseIds.add(part.toolCallId);
                    const serverName = (_n = (_m = part.providerOptions) == null ? void 0 : _m.anthropic) == null ? void 0 : _n.serverName;
                    if (serverName == null || typeof serverName !== "string") {
                      warnings.push({
                        type: "other",
                        message: "mcp tool use server name is required and must be a string"
                      });
                      break;
                    }
                    anthropicContent.push({
                      type: "mcp_tool_use",
                      id: part.toolCallId,
                      name: part.toolName,
                      input: part.input,
                      server_name: serverName,
                      cache_control: cacheControl
                    });
                  } else if (
                    // code execution 20250825:
                    providerToolName === "code_execution" && part.input != null && typeof part.input === "object" && "type" in part.input && typeof part.input.type === "string" && (part.input.type === "bash_code_execution" || part.input.type === "text_editor_code_execution")
                  ) {
                    const { type: subtoolName, ...input } = part.input;
                    anthropicContent.push({
                      type: "server_tool_use",
                      id: part.toolCallId,
                      name: subtoolName,
                      // map back to subtool name
                      input,
                      ...caller && { caller },
                      cache_control: cacheControl
                    });
                  } else if (
                    // code execution 20250825 programmatic tool calling:
                    // Strip the fake 'programmatic-tool-call' type before sending to Anthropic
                    providerToolName === "code_execution" && part.input != null && typeof part.input === "object" && "type" in part.input && part.input.type === "programmatic-tool-call"
                  ) {
                    const { type: _, ...inputWithoutType } = part.input;
                    anthropicContent.push({
                      type: "server_tool_use",
                      id: part.toolCallId,
                      name: "code_execution",
                      input: inputWithoutType,
                      ...caller && { caller },
                      cache_control: cacheControl
                    });
                  } else {
                    if (providerToolName === "code_execution" || // code execution 20250522
                    providerToolName === "web_fetch" || providerToolName === "web_search") {
                      anthropicContent.push({
                        type: "server_tool_use",
                        id: part.toolCallId,
                        name: providerToolName,
                        input: part.input,
                        ...caller && { caller },
                        cache_control: cacheControl
                      });
                    } else if (providerToolName === "tool_search_tool_regex" || providerToolName === "tool_search_tool_bm25") {
                      anthropicContent.push({
                        type: "server_tool_use",
                        id: part.toolCallId,
                        name: providerToolName,
                        input: part.input,
                        ...caller && { caller },
                        cache_control: cacheControl
                      });
                    } else if (providerToolName === "advisor") {
                      anthropicContent.push({
                        type: "server_tool_use",
                        id: part.toolCallId,
                        name: "advisor",
                        input: {},
                        ...caller && { caller },
                        cache_control: cacheControl
                      });
                    } else {
                      warnings.push({
                        type: "other",
                        message: `provider executed tool call for tool ${part.toolName} is not supported`
                      });
                    }
                  }
                  break;
                }
                const toolsetName = getAnthropicToolsetName({
                  toolName: part.toolName,
                  providerOptions: part.providerOptions,
                  toolsetNames
                });
                if (toolsetName != null) {
                  const { action, ...memberInput } = typeof part.input === "object" && part.input !== null && !Array.isArray(part.input) ? part.input : {};
                  if (typeof action !== "string") {
                    warnings.push({
                      type: "other",
                      message: `toolset tool call for tool ${part.toolName} is missing the action`
                    });
                    break;
                  }
                  anthropicContent.push({
                    type: "tool_use",
                    id: part.toolCallId,
                    name: action,
                    toolset_name: toolsetName,
                    input: memberInput,
                    ...caller && { caller },
                    cache_control: cacheControl
                  });
                  break;
                }
                anthropicContent.push({
                  type: "tool_use",
                  id: part.toolCallId,
                  name: part.toolName,
                  input: parseToolCallInput(part.input),
                  ...caller && { caller },
                  cache_control: cacheControl
                });
                break;
              }
              case "tool-result": {
                const providerToolName = toolNameMapping.toProviderToolName(
                  part.toolName
                );
                const caller = getAnthropicCaller(part.providerOptions);
                if (mcpToolUseIds.has(part.toolCallId)) {
                  const output = part.output;
                  if (output.type !== "json" && output.type !== "error-json") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output type ${output.type} for tool ${part.toolName} is not supported`
                    });
                    break;
                  }
                  anthropicContent.push({
                    type: "mcp_tool_result",
                    tool_use_id: part.toolCallId,
                    is_error: output.type === "error-json",
                    content: output.value,
                    cache_control: cacheControl
                  });
                } else if (providerToolName === "code_execution") {
                  const output = part.output;
                  if (output.type === "error-text" || output.type === "error-json") {
                    let errorInfo = {};
                    try {
                      if (typeof output.value === "string") {
                        errorInfo = secureJsonParse(output.value);
                      } else if (typeof output.value === "object" && output.value !== null) {
                        errorInfo = output.value;
                      }
                    } catch (e) {
                    }
                    if (errorInfo.type === "code_execution_tool_result_error") {
                      anthropicContent.push({
                        type: "code_execution_tool_result",
                        tool_use_id: part.toolCallId,
                        content: {
                          type: "code_execution_tool_result_error",
                          error_code: (_o = errorInfo.errorCode) != null ? _o : "unknown"
                        },
                        cache_control: cacheControl
                      });
                    } else {
                      anthropicContent.push({
                        type: "bash_code_execution_tool_result",
                        tool_use_id: part.toolCallId,
                        cache_control: cacheControl,
                        content: {
                          type: "bash_code_execution_tool_result_error",
                          error_code: (_p = errorInfo.errorCode) != null ? _p : "unknown"
                        }
                      });
                    }
                    break;
                  }
                  if (output.type !== "json") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output type ${output.type} for tool ${part.toolName} is not supported`
                    });
                    break;
                  }
                  if (output.value == null || typeof output.value !== "object" || !("type" in output.value) || typeof output.value.type !== "string") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output value is not a valid code execution result for tool ${part.toolName}`
                    });
                    break;
                  }
                  if (output.value.type === "code_execution_result") {
                    const codeExecutionOutput = await validateTypes({
                      value: output.value,
                      schema: codeExecution_20250522OutputSchema
                    });
                    anthropicContent.push({
                      type: "code_execution_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: codeExecutionOutput.type,
                        stdout: codeExecutionOutput.stdout,
                        stderr: codeExecutionOutput.stderr,
                        return_code: codeExecutionOutput.return_code,
                        content: (_q = codeExecutionOutput.content) != null ? _q : []
                      },
                      cache_control: cacheControl
                    });
                  } else if (output.value.type === "encrypted_code_execution_result") {
                    const codeExecutionOutput = await validateTypes({
                      value: output.value,
                      schema: codeExecution_20260120OutputSchema
                    });
                    if (codeExecutionOutput.type === "encrypted_code_execution_result") {
                      anthropicContent.push({
                        type: "code_execution_tool_result",
                        tool_use_id: part.toolCallId,
                        content: {
                          type: codeExecutionOutput.type,
                          encrypted_stdout: codeExecutionOutput.encrypted_stdout,
                          stderr: codeExecutionOutput.stderr,
                          return_code: codeExecutionOutput.return_code,
                          content: (_r = codeExecutionOutput.content) != null ? _r : []
                        },
                        cache_control: cacheControl
                      });
                    }
                  } else {
                    const codeExecutionOutput = await validateTypes({
                      value: output.value,
                      schema: codeExecution_20250825OutputSchema
                    });
                    if (codeExecutionOutput.type === "code_execution_result") {
                      anthropicContent.push({
                        type: "code_execution_tool_result",
                        tool_use_id: part.toolCallId,
                        content: {
                          type: codeExecutionOutput.type,
                          stdout: codeExecutionOutput.stdout,
                          stderr: codeExecutionOutput.stderr,
                          return_code: codeExecutionOutput.return_code,
                          content: (_s = codeExecutionOutput.content) != null ? _s : []
                        },
                        cache_control: cacheControl
                      });
                    } else if (codeExecutionOutput.type === "bash_code_execution_result" || codeExecutionOutput.type === "bash_code_execution_tool_result_error") {
                      anthropicContent.push({
                        type: "bash_code_execution_tool_result",
                        tool_use_id: part.toolCallId,
                        cache_control: cacheControl,
                        // Prompt caching requires stable key ordering:
                        // https://platform.claude.com/docs/en/build-with-claude/prompt-caching#troubleshooting-common-issues
                        content: codeExecutionOutput.type === "bash_code_execution_result" ? {
                          type: codeExecutionOutput.type,
                          stdout: codeExecutionOutput.stdout,
                          stderr: codeExecutionOutput.stderr,
                          return_code: codeExecutionOutput.return_code,
                          content: codeExecutionOutput.content
                        } : codeExecutionOutput
                      });
                    } else {
                      anthropicContent.push({
                        type: "text_editor_code_execution_tool_result",
                        tool_use_id: part.toolCallId,
                        cache_control: cacheControl,
                        content: codeExecutionOutput
                      });
                    }
                  }
                  break;
                }
                if (providerToolName === "web_fetch") {
                  const output = part.output;
                  if (output.type === "error-json") {
                    anthropicContent.push({
                      type: "web_fetch_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: "web_fetch_tool_result_error",
                        error_code: (_t = (await extractErrorValue(output.value)).errorCode) != null ? _t : "unavailable"
                      },
                      ...caller && { caller },
                      cache_control: cacheControl
                    });
                    break;
                  }
                  if (output.type !== "json") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output type ${output.type} for tool ${part.toolName} is not supported`
                    });
                    break;
                  }
                  const webFetchOutput = await validateTypes({
                    value: output.value,
                    schema: webFetch_20250910OutputSchema
                  });
                  anthropicContent.push({
                    type: "web_fetch_tool_result",
                    tool_use_id: part.toolCallId,
                    content: {
                      type: "web_fetch_result",
                      url: webFetchOutput.url,
                      retrieved_at: webFetchOutput.retrievedAt,
                      content: {
                        type: "document",
                        title: webFetchOutput.content.title,
                        citations: webFetchOutput.content.citations,
                        source: {
                          type: webFetchOutput.content.source.type,
                          media_type: webFetchOutput.content.source.mediaType,
                          data: webFetchOutput.content.source.data
                        }
                      }
                    },
                    ...caller && { caller },
                    cache_control: cacheControl
                  });
                  break;
                }
                if (providerToolName === "web_search") {
                  const output = part.output;
                  if (output.type === "error-json") {
                    anthropicContent.push({
                      type: "web_search_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: "web_search_tool_result_error",
                        error_code: (_u = (await extractErrorValue(output.value)).errorCode) != null ? _u : "unavailable"
                      },
                      ...caller && { caller },
                      cache_control: cacheControl
                    });
                    break;
                  }
                  if (output.type !== "json") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output type ${output.type} for tool ${part.toolName} is not supported`
                    });
                    break;
                  }
                  const webSearchOutput = await validateTypes({
                    value: output.value,
                    schema: webSearch_20250305OutputSchema
                  });
                  anthropicContent.push({
                    type: "web_search_tool_result",
                    tool_use_id: part.toolCallId,
                    content: webSearchOutput.map((result) => ({
                      url: result.url,
                      title: result.title,
                      page_age: result.pageAge,
                      encrypted_content: result.encryptedContent,
                      type: result.type
                    })),
                    ...caller && { caller },
                    cache_control: cacheControl
                  });
                  break;
                }
                if (providerToolName === "tool_search_tool_regex" || providerToolName === "tool_search_tool_bm25") {
                  const output = part.output;
                  if (output.type === "error-json" || output.type === "json" && output.value != null && typeof output.value === "object" && !Array.isArray(output.value) && "type" in output.value && output.value.type === "tool_search_tool_result_error") {
                    anthropicContent.push({
                      type: "tool_search_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: "tool_search_tool_result_error",
                        error_code: (_v = (await extractErrorValue(output.value)).errorCode) != null ? _v : "unavailable"
                      },
                      cache_control: cacheControl
                    });
                    break;
                  }
                  if (output.type !== "json") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output type ${output.type} for tool ${part.toolName} is not supported`
                    });
                    break;
                  }
                  const toolSearchOutput = await validateTypes({
                    value: output.value,
                    schema: toolSearchRegex_20251119OutputSchema
                  });
                  const toolReferences = toolSearchOutput.map((ref) => ({
                    type: "tool_reference",
                    tool_name: ref.toolName
                  }));
                  anthropicContent.push({
                    type: "tool_search_tool_result",
                    tool_use_id: part.toolCallId,
                    content: {
                      type: "tool_search_tool_search_result",
                      tool_references: toolReferences
                    },
                    cache_control: cacheControl
                  });
                  break;
                }
                if (providerToolName === "advisor") {
                  const output = part.output;
                  if (output.type !== "json" && output.type !== "error-json") {
                    warnings.push({
                      type: "other",
                      message: `provider executed tool result output type ${output.type} for tool ${part.toolName} is not supported`
                    });
                    break;
                  }
                  const advisorOutput = await validateTypes({
                    value: output.value,
                    schema: advisor_20260301OutputSchema
                  });
                  if (advisorOutput.type === "advisor_result") {
                    anthropicContent.push({
                      type: "advisor_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: "advisor_result",
                        text: advisorOutput.text
                      },
                      cache_control: cacheControl
                    });
                  } else if (advisorOutput.type === "advisor_redacted_result") {
                    anthropicContent.push({
                      type: "advisor_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: "advisor_redacted_result",
                        encrypted_content: advisorOutput.encryptedContent
                      },
                      cache_control: cacheControl
                    });
                  } else {
                    anthropicContent.push({
                      type: "advisor_tool_result",
                      tool_use_id: part.toolCallId,
                      content: {
                        type: "advisor_tool_result_error",
                        error_code: advisorOutput.errorCode
                      },
                      cache_control: cacheControl
                    });
                  }
                  break;
                }
                warnings.push({
                  type: "other",
                  message: `provider executed tool result for tool ${part.toolName} is not supported`
                });
                break;
              }
            }
          }
        }
        messages.push({
          role: "assistant",
          content: moveToolUseBlocksToEnd(anthropicContent)
        });
        break;
      }
      default: {
        const _exhaustiveCheck = type;
        throw new Error(`content type: ${_exhaustiveCheck}`);
      }
    }
  }
  const codeExecutionToolCallIds = /* @__PURE__ */ new Set();
  for (const message of messages) {
    if (message.role !== "assistant") {
      continue;
    }
    for (const part of message.content) {
      if (part.type === "server_tool_use" && part.name === "code_execution") {
        codeExecutionToolCallIds.add(part.id);
      }
    }
  }
  const warnedToolCallIds = /* @__PURE__ */ new Set();
  for (let i = 0; i < lastUserMessageIndex; i++) {
    const message = messages[i];
    if (message.role !== "assistant") {
      continue;
    }
    for (const part of message.content) {
      if (!("caller" in part)) {
        continue;
      }
      const caller = part.caller;
      if (caller == null || caller.type === "direct" || codeExecutionToolCallIds.has(caller.tool_id)) {
        continue;
      }
      const toolCallId = "id" in part ? part.id : part.tool_use_id;
      delete part.caller;
      if (!warnedToolCallIds.has(toolCallId)) {
        warnedToolCallIds.add(toolCallId);
        warnings.push({
          type: "other",
          message: `Omitted caller metadata for tool ${toolCallId} because source code execution tool ${caller.tool_id} is missing from the conversation history.`
        });
      }
    }
  }
  return {
    prompt: { system, messages },
    betas
  };
}
function groupIntoBlocks(prompt) {
  const blocks = [];
  let currentBlock = void 0;
  for (const message of prompt) {
    const { role } = message;
    switch (role) {
      case "system": {
        if ((currentBlock == null ? void 0 : currentBlock.type) !== "system") {
          currentBlock = { type: "system", messages: [] };
          blocks.push(currentBlock);
        }
        currentBlock.messages.push(message);
        break;
      }
      case "assistant": {
        if ((currentBlock == null ? void 0 : currentBlock.type) !== "assistant") {
          currentBlock = { type: "assistant", messages: [] };
          blocks.push(currentBlock);
        }
        currentBlock.messages.push(message);
        break;
      }
      case "user": {
        if ((currentBlock == null ? void 0 : currentBlock.type) !== "user") {
          currentBlock = { type: "user", messages: [] };
          blocks.push(currentBlock);
        }
        currentBlock.messages.push(message);
        break;
      }
      case "tool": {
        if ((currentBlock == null ? void 0 : currentBlock.type) !== "user") {
          currentBlock = { type: "user", messages: [] };
          blocks.push(currentBlock);
        }
        currentBlock.messages.push(message);
        break;
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  return blocks;
}
function moveToolUseBlocksToEnd(content) {
  const result = [];
  let segment = [];
  function flushSegment() {
    result.push(
      ...segment.filter((part) => part.type !== "tool_use"),
      ...segment.filter((part) => part.type === "tool_use")
    );
    segment = [];
  }
  for (const part of content) {
    if (part.type === "thinking" || part.type === "redacted_thinking") {
      flushSegment();
      result.push(part);
    } else {
      segment.push(part);
    }
  }
  flushSegment();
  return result;
}
function getAnthropicToolsetName({
  toolName,
  providerOptions,
  toolsetNames
}) {
  var _a;
  const fromTools = toolsetNames[toolName];
  if (fromTools != null) {
    return fromTools;
  }
  const fromMetadata = (_a = providerOptions == null ? void 0 : providerOptions.anthropic) == null ? void 0 : _a.toolsetName;
  return typeof fromMetadata === "string" ? fromMetadata : void 0;
}
function getAnthropicCaller(providerOptions) {
  var _a;
  const caller = (_a = providerOptions == null ? void 0 : providerOptions.anthropic) == null ? void 0 : _a.caller;
  if (((caller == null ? void 0 : caller.type) === "code_execution_20250825" || (caller == null ? void 0 : caller.type) === "code_execution_20260120") && caller.toolId) {
    return {
      type: caller.type,
      tool_id: caller.toolId
    };
  }
  return (caller == null ? void 0 : caller.type) === "direct" ? { type: "direct" } : void 0;
}
function parseToolCallInput(input) {
  if (typeof input === "string") {
    try {
      const parsed = secureJsonParse(input);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
        return parsed;
      }
    } catch (e) {
    }
  }
  return input;
}

// src/map-anthropic-stop-reason.ts
function mapAnthropicStopReason({
  finishReason,
  isJsonResponseFromTool
}) {
  switch (finishReason) {
    case "pause_turn":
    case "end_turn":
    case "stop_sequence":
      return "stop";
    case "refusal":
      return "content-filter";
    case "tool_use":
      return isJsonResponseFromTool ? "stop" : "tool-calls";
    case "max_tokens":
    case "model_context_window_exceeded":
      return "length";
    case "compaction":
      return "other";
    default:
      return "other";
  }
}

// src/sanitize-json-schema.ts
var SUPPORTED_STRING_FORMATS = /* @__PURE__ */ new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "uri",
  "ipv4",
  "ipv6",
  "uuid"
]);
var DESCRIPTION_CONSTRAINT_KEYS = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "not"
];
function sanitizeJsonSchema(schema) {
  return sanitizeSchema(schema);
}
function sanitizeDefinition(definition) {
  if (typeof definition === "boolean" || !isPlainObject(definition)) {
    return definition;
  }
  return sanitizeSchema(definition);
}
function sanitizeSchema(schema) {
  const result = {};
  if (schema.$ref != null) {
    return { $ref: schema.$ref, ...sanitizeSchemaDefinitions(schema) };
  }
  if (schema.$schema != null) {
    result.$schema = schema.$schema;
  }
  if (schema.$id != null) {
    result.$id = schema.$id;
  }
  if (schema.title != null) {
    result.title = schema.title;
  }
  if (schema.description != null) {
    result.description = schema.description;
  }
  if (schema.default !== void 0) {
    result.default = schema.default;
  }
  if (schema.const !== void 0) {
    result.const = schema.const;
  }
  if (schema.enum != null) {
    result.enum = schema.enum;
  }
  if (schema.type != null) {
    result.type = schema.type;
  }
  if (schema.anyOf != null) {
    result.anyOf = schema.anyOf.map(sanitizeDefinition);
  } else if (schema.oneOf != null) {
    result.anyOf = schema.oneOf.map(sanitizeDefinition);
  }
  if (schema.allOf != null) {
    result.allOf = schema.allOf.map(sanitizeDefinition);
  }
  Object.assign(result, sanitizeSchemaDefinitions(schema));
  if (schema.type === "object" || schema.properties != null) {
    if (schema.properties != null) {
      result.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, definition]) => [
          name,
          sanitizeDefinition(definition)
        ])
      );
    }
    result.additionalProperties = false;
    if (schema.required != null) {
      result.required = schema.required;
    }
  }
  if (schema.items != null) {
    result.items = Array.isArray(schema.items) ? schema.items.map(sanitizeDefinition) : sanitizeDefinition(schema.items);
  }
  if (typeof schema.format === "string" && SUPPORTED_STRING_FORMATS.has(schema.format)) {
    result.format = schema.format;
  }
  const constraintDescription = getConstraintDescription(schema);
  if (constraintDescription != null) {
    result.description = result.description == null ? constraintDescription : `${result.description}
${constraintDescription}`;
  }
  return result;
}
function sanitizeSchemaDefinitions(schema) {
  const { $defs } = schema;
  const sanitizeAll = (definitions) => Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      sanitizeDefinition(definition)
    ])
  );
  return {
    ...schema.definitions != null && {
      definitions: sanitizeAll(schema.definitions)
    },
    ...$defs != null && { $defs: sanitizeAll($defs) }
  };
}
function getConstraintDescription(schema) {
  const descriptions = DESCRIPTION_CONSTRAINT_KEYS.flatMap((key) => {
    const value = schema[key];
    if (value == null || value === false) {
      return [];
    }
    return `${formatConstraintName(key)}: ${formatConstraintValue(value)}`;
  });
  if (typeof schema.format === "string" && !SUPPORTED_STRING_FORMATS.has(schema.format)) {
    descriptions.push(`format: ${schema.format}`);
  }
  return descriptions.length === 0 ? void 0 : `${descriptions.join("; ")}.`;
}
function formatConstraintName(key) {
  return key.replace(/[A-Z]/g, (match) => ` ${match.toLowerCase()}`);
}
function formatConstraintValue(value) {
  if (typeof value === "string") {
    return value;
  }
  return JSON.stringify(value);
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/has-circular-schema-reference.ts
var SCHEMA_MAP_KEYWORDS = /* @__PURE__ */ new Set([
  "dependentSchemas",
  "patternProperties",
  "properties"
]);
var DATA_KEYWORDS = /* @__PURE__ */ new Set(["const", "default", "enum", "examples"]);
function hasCircularSchemaReference(schema) {
  const visiting = /* @__PURE__ */ new Set();
  const visited = /* @__PURE__ */ new Set();
  const visit = (pointer) => {
    if (visiting.has(pointer)) {
      return true;
    }
    if (visited.has(pointer)) {
      return false;
    }
    const target = resolveSchemaPointer(schema, pointer);
    if (target === void 0) {
      return false;
    }
    visiting.add(pointer);
    const isCircular = collectLocalRefs(target).some(visit);
    visiting.delete(pointer);
    visited.add(pointer);
    return isCircular;
  };
  return visit("#");
}
function collectLocalRefs(node, refs = []) {
  if (Array.isArray(node)) {
    for (const item of node) {
      collectLocalRefs(item, refs);
    }
    return refs;
  }
  if (!isRecord(node)) {
    return refs;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref") {
      if (typeof value === "string" && value.startsWith("#")) {
        refs.push(value);
      }
    } else if (SCHEMA_MAP_KEYWORDS.has(key) && isRecord(value)) {
      for (const subschema of Object.values(value)) {
        collectLocalRefs(subschema, refs);
      }
    } else if (
      // definitions are only reached through a `$ref`:
      key !== "$defs" && key !== "definitions" && !DATA_KEYWORDS.has(key)
    ) {
      collectLocalRefs(value, refs);
    }
  }
  return refs;
}
function resolveSchemaPointer(schema, pointer) {
  if (pointer === "#") {
    return schema;
  }
  if (!pointer.startsWith("#/")) {
    return void 0;
  }
  let decodedPointer;
  try {
    decodedPointer = decodeURIComponent(pointer.slice(2));
  } catch (e) {
    return void 0;
  }
  let current = schema;
  for (const rawSegment of decodedPointer.split("/")) {
    const segment = rawSegment.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) {
      current = current[Number(segment)];
    } else if (isRecord(current)) {
      current = current[segment];
    } else {
      return void 0;
    }
  }
  return current;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/supports-native-structured-output-schema.ts
var MAX_OPTIONAL_PROPERTIES = 10;
var SUBSCHEMA_KEYWORDS = [
  "additionalProperties",
  "contains",
  "else",
  "if",
  "items",
  "not",
  "then"
];
var SUBSCHEMA_LIST_KEYWORDS = ["allOf", "anyOf", "oneOf", "prefixItems"];
var SUBSCHEMA_MAP_KEYWORDS = [
  "dependentSchemas",
  "patternProperties",
  "properties"
];
function supportsNativeStructuredOutputSchema(schema) {
  if (hasCircularSchemaReference(schema)) {
    return false;
  }
  const { optionalProperties, hasOpenObject } = getSchemaStats(
    schema,
    schema,
    /* @__PURE__ */ new Map()
  );
  return !hasOpenObject && optionalProperties <= MAX_OPTIONAL_PROPERTIES;
}
function getSchemaStats(node, root, refStats) {
  const stats = { optionalProperties: 0, hasOpenObject: false };
  if (!isRecord(node)) {
    return stats;
  }
  const add = (child) => {
    const childStats = getSchemaStats(child, root, refStats);
    stats.optionalProperties += childStats.optionalProperties;
    stats.hasOpenObject || (stats.hasOpenObject = childStats.hasOpenObject);
  };
  if (typeof node.$ref === "string" && node.$ref.startsWith("#")) {
    let resolved = refStats.get(node.$ref);
    if (resolved == null) {
      resolved = getSchemaStats(
        resolveSchemaPointer(root, node.$ref),
        root,
        refStats
      );
      refStats.set(node.$ref, resolved);
    }
    stats.optionalProperties += resolved.optionalProperties;
    stats.hasOpenObject || (stats.hasOpenObject = resolved.hasOpenObject);
  }
  if (isOpenObject(node)) {
    stats.hasOpenObject = true;
  }
  if (isRecord(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    stats.optionalProperties += Object.keys(node.properties).filter(
      (name) => !required.has(name)
    ).length;
  }
  for (const keyword of SUBSCHEMA_KEYWORDS) {
    const value = node[keyword];
    if (Array.isArray(value)) {
      value.forEach(add);
    } else {
      add(value);
    }
  }
  for (const keyword of SUBSCHEMA_LIST_KEYWORDS) {
    const value = node[keyword];
    if (Array.isArray(value)) {
      value.forEach(add);
    }
  }
  for (const keyword of SUBSCHEMA_MAP_KEYWORDS) {
    const value = node[keyword];
    if (isRecord(value)) {
      Object.values(value).forEach(add);
    }
  }
  return stats;
}
function isOpenObject(node) {
  const { additionalProperties, patternProperties, properties, type } = node;
  if (additionalProperties === true || isRecord(additionalProperties)) {
    return true;
  }
  if (isRecord(patternProperties) && Object.keys(patternProperties).length > 0) {
    return true;
  }
  const isObjectType = type === "object" || Array.isArray(type) && type.includes("object");
  return isObjectType && properties == null && additionalProperties !== false;
}

// src/anthropic-messages-language-model.ts
function createCitationSource(citation, citationDocuments, generateId3) {
  var _a;
  if (citation.type === "web_search_result_location") {
    return {
      type: "source",
      sourceType: "url",
      id: generateId3(),
      url: citation.url,
      title: citation.title,
      providerMetadata: {
        anthropic: {
          citedText: citation.cited_text,
          encryptedIndex: citation.encrypted_index
        }
      }
    };
  }
  if (citation.type !== "page_location" && citation.type !== "char_location") {
    return;
  }
  const documentInfo = citationDocuments[citation.document_index];
  if (!documentInfo) {
    return;
  }
  return {
    type: "source",
    sourceType: "document",
    id: generateId3(),
    mediaType: documentInfo.mediaType,
    title: (_a = citation.document_title) != null ? _a : documentInfo.title,
    filename: documentInfo.filename,
    providerMetadata: {
      anthropic: citation.type === "page_location" ? {
        citedText: citation.cited_text,
        startPageNumber: citation.start_page_number,
        endPageNumber: citation.end_page_number
      } : {
        citedText: citation.cited_text,
        startCharIndex: citation.start_char_index,
        endCharIndex: citation.end_char_index
      }
    }
  };
}
function getAnthropicCallerInfo(caller) {
  return caller == null ? void 0 : {
    type: caller.type,
    toolId: "tool_id" in caller ? caller.tool_id : void 0
  };
}
function getAnthropicCallerMetadata(caller) {
  const callerInfo = getAnthropicCallerInfo(caller);
  return callerInfo == null ? {} : { providerMetadata: { anthropic: { caller: callerInfo } } };
}
function getAnthropicToolsetNames(tools) {
  const toolsetNames = {};
  for (const tool of tools != null ? tools : []) {
    if (tool.type === "provider" && tool.id === "anthropic.computer_toolset_20260801") {
      toolsetNames[tool.name] = "computer";
    }
  }
  return toolsetNames;
}
function toToolsetMemberInput({
  memberName,
  input
}) {
  return {
    action: memberName,
    ...typeof input === "object" && input !== null && !Array.isArray(input) ? input : {}
  };
}
var TEXT_OR_THINKING_BLOCK_TYPES = /* @__PURE__ */ new Set([
  "redacted_thinking",
  "text",
  "thinking"
]);
function isContinuationStopReason(stopReason) {
  return stopReason === "pause_turn" || stopReason === "tool_use";
}
function getJsonResponseToolFallbackText(content, stopReason) {
  const text = /* @__PURE__ */ new Set();
  if (isContinuationStopReason(stopReason)) {
    return text;
  }
  for (const part of content) {
    if (part.type === "tool_use" && part.name === "json") {
      return /* @__PURE__ */ new Set();
    }
    if (part.type === "text") {
      text.add(part);
    } else if (!TEXT_OR_THINKING_BLOCK_TYPES.has(part.type)) {
      text.clear();
    }
  }
  return text;
}
var AnthropicMessagesLanguageModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    var _a;
    this.modelId = modelId;
    this.config = config;
    this.generateId = (_a = config.generateId) != null ? _a : generateId;
  }
  supportsUrl(url) {
    return url.protocol === "https:";
  }
  get provider() {
    return this.config.provider;
  }
  /**
   * Extracts the dynamic provider name from the config.provider string.
   * e.g., 'my-custom-anthropic.messages' -> 'my-custom-anthropic'
   */
  get providerOptionsName() {
    const provider = this.config.provider;
    const dotIndex = provider.indexOf(".");
    return dotIndex === -1 ? provider : provider.substring(0, dotIndex);
  }
  get supportedUrls() {
    var _a, _b, _c;
    return (_c = (_b = (_a = this.config).supportedUrls) == null ? void 0 : _b.call(_a)) != null ? _c : {};
  }
  async getArgs({
    userSuppliedBetas,
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
    providerOptions,
    stream
  }) {
    var _a, _b, _c, _d, _e, _f, _g, _h;
    const warnings = [];
    if (frequencyPenalty != null) {
      warnings.push({ type: "unsupported", feature: "frequencyPenalty" });
    }
    if (presencePenalty != null) {
      warnings.push({ type: "unsupported", feature: "presencePenalty" });
    }
    if (seed != null) {
      warnings.push({ type: "unsupported", feature: "seed" });
    }
    const maxTemperature = (_a = this.config.maxTemperature) != null ? _a : 1;
    const temperatureProvider = this.config.maxTemperature == null ? "anthropic" : this.providerOptionsName;
    if (temperature != null && temperature > maxTemperature) {
      warnings.push({
        type: "unsupported",
        feature: "temperature",
        details: `${temperature} exceeds ${temperatureProvider} maximum of ${maxTemperature.toFixed(1)}. clamped to ${maxTemperature.toFixed(1)}`
      });
      temperature = maxTemperature;
    } else if (temperature != null && temperature < 0) {
      warnings.push({
        type: "unsupported",
        feature: "temperature",
        details: `${temperature} is below ${temperatureProvider} minimum of 0. clamped to 0`
      });
      temperature = 0;
    }
    if ((responseFormat == null ? void 0 : responseFormat.type) === "json") {
      if (responseFormat.schema == null) {
        warnings.push({
          type: "unsupported",
          feature: "responseFormat",
          details: "JSON response format requires a schema. The response format is ignored."
        });
      }
    }
    const providerOptionsName = this.providerOptionsName;
    const canonicalOptions = await parseProviderOptions({
      provider: "anthropic",
      providerOptions,
      schema: anthropicLanguageModelOptions
    });
    const customProviderOptions = providerOptionsName !== "anthropic" ? await parseProviderOptions({
      provider: providerOptionsName,
      providerOptions,
      schema: anthropicLanguageModelOptions
    }) : null;
    const usedCustomProviderKey = customProviderOptions != null;
    const anthropicOptions = Object.assign(
      {},
      canonicalOptions != null ? canonicalOptions : {},
      customProviderOptions != null ? customProviderOptions : {}
    );
    const {
      maxOutputTokens: maxOutputTokensForModel,
      supportsStructuredOutput: modelSupportsStructuredOutput,
      rejectsSamplingParameters,
      rejectsThinkingDisabledAboveHighEffort,
      rejectsThinkingDisabled,
      rejectsBudgetThinking,
      rejectsForcedToolUse,
      supportsBetweenToolsThinking,
      isKnownModel
    } = getModelCapabilities(this.modelId);
    if (!isKnownModel && maxOutputTokens == null) {
      warnings.push({
        type: "compatibility",
        feature: "maxOutputTokens",
        details: `The model "${this.modelId}" is unknown. The max output tokens have been limited to ${maxOutputTokensForModel}. Set maxOutputTokens explicitly to override this limit.`
      });
    }
    if (rejectsSamplingParameters) {
      if (temperature != null) {
        warnings.push({
          type: "unsupported",
          feature: "temperature",
          details: `temperature is not supported by ${this.modelId} and will be ignored`
        });
        temperature = void 0;
      }
      if (topK != null) {
        warnings.push({
          type: "unsupported",
          feature: "topK",
          details: `topK is not supported by ${this.modelId} and will be ignored`
        });
        topK = void 0;
      }
      if (topP != null) {
        warnings.push({
          type: "unsupported",
          feature: "topP",
          details: `topP is not supported by ${this.modelId} and will be ignored`
        });
        topP = void 0;
      }
    }
    const isAnthropicModel = isKnownModel || this.modelId.includes("claude-");
    const supportsStructuredOutput = ((_b = this.config.supportsNativeStructuredOutput) != null ? _b : true) && modelSupportsStructuredOutput;
    const supportsResponseSchema = (responseFormat == null ? void 0 : responseFormat.type) !== "json" || responseFormat.schema == null || supportsNativeStructuredOutputSchema(responseFormat.schema);
    const supportsStrictTools = ((_c = this.config.supportsStrictTools) != null ? _c : true) && modelSupportsStructuredOutput;
    const structureOutputMode = (_d = anthropicOptions == null ? void 0 : anthropicOptions.structuredOutputMode) != null ? _d : "auto";
    let useStructuredOutput = structureOutputMode === "outputFormat" || structureOutputMode === "auto" && supportsStructuredOutput && supportsResponseSchema;
    if (!useStructuredOutput && rejectsForcedToolUse && modelSupportsStructuredOutput && (responseFormat == null ? void 0 : responseFormat.type) === "json" && responseFormat.schema != null && supportsNativeStructuredOutputSchema(responseFormat.schema)) {
      warnings.push({
        type: "unsupported",
        feature: "providerOptions.anthropic.structuredOutputMode",
        details: `structuredOutputMode 'jsonTool' is not supported by ${this.modelId} because it rejects forced tool use. Using 'outputFormat' instead.`
      });
      useStructuredOutput = true;
    }
    const jsonResponseTool = (responseFormat == null ? void 0 : responseFormat.type) === "json" && responseFormat.schema != null && !useStructuredOutput ? {
      type: "function",
      name: "json",
      description: "Respond with a JSON object.",
      inputSchema: responseFormat.schema
    } : void 0;
    if (jsonResponseTool != null && (anthropicOptions == null ? void 0 : anthropicOptions.disableParallelToolUse) === false) {
      warnings.push({
        type: "unsupported",
        feature: "providerOptions.anthropic.disableParallelToolUse",
        details: "`disableParallelToolUse: false` is ignored when using the JSON response tool. Parallel tool use is disabled to ensure a single coherent JSON tool call."
      });
    }
    const contextManagement = anthropicOptions == null ? void 0 : anthropicOptions.contextManagement;
    const cacheControlValidator = new CacheControlValidator(
      this.config.cacheControlProviderOptionsName
    );
    const toolNameMapping = createToolNameMapping({
      tools,
      providerToolNames: {
        "anthropic.code_execution_20250522": "code_execution",
        "anthropic.code_execution_20250825": "code_execution",
        "anthropic.code_execution_20260120": "code_execution",
        "anthropic.computer_20241022": "computer",
        "anthropic.computer_20250124": "computer",
        "anthropic.computer_20251124": "computer",
        "anthropic.computer_toolset_20260801": "computer",
        "anthropic.text_editor_20241022": "str_replace_editor",
        "anthropic.text_editor_20250124": "str_replace_editor",
        "anthropic.text_editor_20250429": "str_replace_based_edit_tool",
        "anthropic.text_editor_20250728": "str_replace_based_edit_tool",
        "anthropic.bash_20241022": "bash",
        "anthropic.bash_20250124": "bash",
        "anthropic.memory_20250818": "memory",
        "anthropic.web_search_20250305": "web_search",
        "anthropic.web_search_20260209": "web_search",
        "anthropic.web_fetch_20250910": "web_fetch",
        "anthropic.web_fetch_20260209": "web_fetch",
        "anthropic.tool_search_regex_20251119": "tool_search_tool_regex",
        "anthropic.tool_search_bm25_20251119": "tool_search_tool_bm25",
        "anthropic.advisor_20260301": "advisor"
      }
    });
    const toolsetNames = getAnthropicToolsetNames(tools);
    const { prompt: messagesPrompt, betas } = await convertToAnthropicMessagesPrompt({
      prompt,
      sendReasoning: (_e = anthropicOptions == null ? void 0 : anthropicOptions.sendReasoning) != null ? _e : true,
      warnings,
      cacheControlValidator,
      toolNameMapping,
      toolsetNames,
      convertMediaPart: this.config.convertMediaPart
    });
    if (rejectsThinkingDisabled && (anthropicOptions == null ? void 0 : anthropicOptions.thinking) != null) {
      const requestedThinking = anthropicOptions.thinking;
      const requestedType = "type" in requestedThinking ? requestedThinking.type : void 0;
      if (requestedType === "disabled" && supportsBetweenToolsThinking) {
        warnings.push({
          type: "unsupported",
          feature: "providerOptions.anthropic.thinking",
          details: `thinking cannot be disabled for ${this.modelId}. Using 'between_tools' thinking, the lowest thinking setting, instead.`
        });
        anthropicOptions.thinking = { type: "between_tools" };
      } else if (requestedType === "disabled") {
        warnings.push({
          type: "unsupported",
          feature: "providerOptions.anthropic.thinking",
          details: `thinking cannot be disabled for ${this.modelId}; it always uses adaptive thinking. The thinking setting has been removed. Lower 'effort' to reduce thinking.`
        });
        anthropicOptions.thinking = void 0;
      }
    }
    if (rejectsBudgetThinking && (anthropicOptions == null ? void 0 : anthropicOptions.thinking) != null && "type" in anthropicOptions.thinking && anthropicOptions.thinking.type === "enabled") {
      warnings.push({
        type: "unsupported",
        feature: "providerOptions.anthropic.thinking",
        details: rejectsThinkingDisabled ? `budget-based thinking is not supported by ${this.modelId}; it always uses adaptive thinking. Using adaptive thinking instead. Use 'effort' to control how much the model thinks.` : `budget-based thinking is not supported by ${this.modelId}. Using adaptive thinking instead. Use 'effort' to control how much the model thinks.`
      });
      anthropicOptions.thinking = { type: "adaptive" };
    }
    const thinking = anthropicOptions == null ? void 0 : anthropicOptions.thinking;
    const thinkingType = thinking != null && "type" in thinking ? thinking.type : void 0;
    if (rejectsThinkingDisabledAboveHighEffort && thinkingType === "disabled" && (anthropicOptions.effort === "xhigh" || anthropicOptions.effort === "max")) {
      warnings.push({
        type: "unsupported",
        feature: "providerOptions.anthropic.effort",
        details: `effort '${anthropicOptions.effort}' is not supported by ${this.modelId} when thinking is disabled. The effort has been lowered to 'high'.`
      });
      anthropicOptions.effort = "high";
    }
    if (thinkingType === "between_tools" && (anthropicOptions.effort === "xhigh" || anthropicOptions.effort === "max")) {
      warnings.push({
        type: "unsupported",
        feature: "providerOptions.anthropic.effort",
        details: `effort '${anthropicOptions.effort}' is not supported with 'between_tools' thinking. The effort has been lowered to 'high'.`
      });
      anthropicOptions.effort = "high";
    }
    const isThinking = thinkingType === "enabled" || thinkingType === "adaptive" || thinkingType === "between_tools";
    const sendThinking = isThinking || thinkingType === "disabled";
    let thinkingBudget = thinkingType === "enabled" && thinking != null && "budgetTokens" in thinking ? thinking.budgetTokens : void 0;
    const thinkingDisplay = thinkingType === "adaptive" && thinking != null && "display" in thinking ? thinking.display : void 0;
    const thinkingBlockBinding = thinking != null && "blockBinding" in thinking ? thinking.blockBinding : void 0;
    const sendThinkingConfig = sendThinking || thinkingBlockBinding != null;
    const maxTokens = maxOutputTokens != null ? maxOutputTokens : maxOutputTokensForModel;
    const baseArgs = {
      // model id:
      model: this.modelId,
      // standardized settings:
      max_tokens: maxTokens,
      temperature,
      top_k: topK,
      top_p: topP,
      stop_sequences: stopSequences,
      // provider specific settings:
      ...sendThinkingConfig && {
        thinking: {
          ...thinkingType != null && { type: thinkingType },
          ...thinkingBudget != null && { budget_tokens: thinkingBudget },
          ...thinkingDisplay != null && { display: thinkingDisplay },
          ...thinkingBlockBinding != null && {
            block_binding: {
              prefix_mismatch_behavior: thinkingBlockBinding.prefixMismatchBehavior
            }
          }
        }
      },
      ...((anthropicOptions == null ? void 0 : anthropicOptions.effort) || (anthropicOptions == null ? void 0 : anthropicOptions.taskBudget) || useStructuredOutput && (responseFormat == null ? void 0 : responseFormat.type) === "json" && responseFormat.schema != null) && {
        output_config: {
          ...(anthropicOptions == null ? void 0 : anthropicOptions.effort) && {
            effort: anthropicOptions.effort
          },
          ...(anthropicOptions == null ? void 0 : anthropicOptions.taskBudget) && {
            task_budget: {
              type: anthropicOptions.taskBudget.type,
              total: anthropicOptions.taskBudget.total,
              ...anthropicOptions.taskBudget.remaining != null && {
                remaining: anthropicOptions.taskBudget.remaining
              }
            }
          },
          ...useStructuredOutput && (responseFormat == null ? void 0 : responseFormat.type) === "json" && responseFormat.schema != null && {
            format: {
              type: "json_schema",
              schema: sanitizeJsonSchema(responseFormat.schema)
            }
          }
        }
      },
      ...(anthropicOptions == null ? void 0 : anthropicOptions.speed) && {
        speed: anthropicOptions.speed
      },
      ...(anthropicOptions == null ? void 0 : anthropicOptions.inferenceGeo) && {
        inference_geo: anthropicOptions.inferenceGeo
      },
      ...(anthropicOptions == null ? void 0 : anthropicOptions.fallbacks) != null && (anthropicOptions.fallbacks === "default" || anthropicOptions.fallbacks.length > 0) && {
        fallbacks: anthropicOptions.fallbacks
      },
      ...(anthropicOptions == null ? void 0 : anthropicOptions.cacheControl) && {
        cache_control: anthropicOptions.cacheControl
      },
      ...((_f = anthropicOptions == null ? void 0 : anthropicOptions.metadata) == null ? void 0 : _f.userId) != null && {
        metadata: { user_id: anthropicOptions.metadata.userId }
      },
      // mcp servers:
      ...(anthropicOptions == null ? void 0 : anthropicOptions.mcpServers) && anthropicOptions.mcpServers.length > 0 && {
        mcp_servers: anthropicOptions.mcpServers.map((server) => ({
          type: server.type,
          name: server.name,
          url: server.url,
          authorization_token: server.authorizationToken,
          tool_configuration: server.toolConfiguration ? {
            allowed_tools: server.toolConfiguration.allowedTools,
            enabled: server.toolConfiguration.enabled
          } : void 0
        }))
      },
      // container: For programmatic tool calling (just an ID string) or agent skills (object with id and skills)
      ...(anthropicOptions == null ? void 0 : anthropicOptions.container) && {
        container: anthropicOptions.container.skills && anthropicOptions.container.skills.length > 0 ? (
          // Object format when skills are provided (agent skills feature)
          {
            id: anthropicOptions.container.id,
            skills: anthropicOptions.container.skills.map((skill) => ({
              type: skill.type,
              skill_id: skill.skillId,
              version: skill.version
            }))
          }
        ) : (
          // String format for container ID only (programmatic tool calling)
          anthropicOptions.container.id
        )
      },
      // prompt:
      system: messagesPrompt.system,
      messages: messagesPrompt.messages,
      ...(anthropicOptions == null ? void 0 : anthropicOptions.safeguards) && anthropicOptions.safeguards.length > 0 && {
        safeguards: anthropicOptions.safeguards.map((safeguard) => ({
          type: safeguard.type,
          ...safeguard.classifierContext !== void 0 && {
            classifier_context: safeguard.classifierContext
          }
        }))
      },
      ...contextManagement && {
        context_management: {
          edits: contextManagement.edits.map((edit) => {
            const strategy = edit.type;
            switch (strategy) {
              case "clear_tool_uses_20250919":
                return {
                  type: edit.type,
                  ...edit.trigger !== void 0 && {
                    trigger: edit.trigger
                  },
                  ...edit.keep !== void 0 && { keep: edit.keep },
                  ...edit.clearAtLeast !== void 0 && {
                    clear_at_least: edit.clearAtLeast
                  },
                  ...edit.clearToolInputs !== void 0 && {
                    clear_tool_inputs: edit.clearToolInputs
                  },
                  ...edit.excludeTools !== void 0 && {
                    exclude_tools: edit.excludeTools
                  }
                };
              case "clear_thinking_20251015":
                return {
                  type: edit.type,
                  ...edit.keep !== void 0 && { keep: edit.keep }
                };
              case "compact_20260112":
                return {
                  type: edit.type,
                  ...edit.trigger !== void 0 && {
                    trigger: edit.trigger
                  },
                  ...edit.pauseAfterCompaction !== void 0 && {
                    pause_after_compaction: edit.pauseAfterCompaction
                  },
                  ...edit.instructions !== void 0 && {
                    instructions: edit.instructions
                  }
                };
              default:
                warnings.push({
                  type: "other",
                  message: `Unknown context management strategy: ${strategy}`
                });
                return void 0;
            }
          }).filter((edit) => edit !== void 0)
        }
      }
    };
    if (isThinking) {
      if (thinkingType === "enabled" && thinkingBudget == null) {
        warnings.push({
          type: "compatibility",
          feature: "extended thinking",
          details: "thinking budget is required when thinking is enabled. using default budget of 1024 tokens."
        });
        baseArgs.thinking = {
          type: "enabled",
          budget_tokens: 1024
        };
        thinkingBudget = 1024;
      }
      if (baseArgs.temperature != null && !this.config.supportsTemperatureAndTopPWithThinking) {
        baseArgs.temperature = void 0;
        warnings.push({
          type: "unsupported",
          feature: "temperature",
          details: "temperature is not supported when thinking is enabled"
        });
      }
      if (topK != null) {
        baseArgs.top_k = void 0;
        warnings.push({
          type: "unsupported",
          feature: "topK",
          details: "topK is not supported when thinking is enabled"
        });
      }
      if (topP != null && !this.config.supportsTemperatureAndTopPWithThinking) {
        baseArgs.top_p = void 0;
        warnings.push({
          type: "unsupported",
          feature: "topP",
          details: "topP is not supported when thinking is enabled"
        });
      }
      baseArgs.max_tokens = maxTokens + (thinkingBudget != null ? thinkingBudget : 0);
    } else {
      if (isAnthropicModel && topP != null && temperature != null) {
        warnings.push({
          type: "unsupported",
          feature: "topP",
          details: `topP is not supported when temperature is set. topP is ignored.`
        });
        baseArgs.top_p = void 0;
      }
    }
    if (isKnownModel && baseArgs.max_tokens > maxOutputTokensForModel) {
      if (maxOutputTokens != null) {
        warnings.push({
          type: "unsupported",
          feature: "maxOutputTokens",
          details: `${baseArgs.max_tokens} (maxOutputTokens + thinkingBudget) is greater than ${this.modelId} ${maxOutputTokensForModel} max output tokens. The max output tokens have been limited to ${maxOutputTokensForModel}.`
        });
      }
      baseArgs.max_tokens = maxOutputTokensForModel;
    }
    if ((anthropicOptions == null ? void 0 : anthropicOptions.mcpServers) && anthropicOptions.mcpServers.length > 0) {
      betas.add("mcp-client-2025-04-04");
    }
    if ((anthropicOptions == null ? void 0 : anthropicOptions.safeguards) && anthropicOptions.safeguards.length > 0) {
      betas.add("dangerous-tool-use-2026-09-03");
    }
    if (contextManagement) {
      betas.add("context-management-2025-06-27");
      if (contextManagement.edits.some((e) => e.type === "compact_20260112")) {
        betas.add("compact-2026-01-12");
      }
    }
    if ((anthropicOptions == null ? void 0 : anthropicOptions.container) && anthropicOptions.container.skills && anthropicOptions.container.skills.length > 0) {
      betas.add("code-execution-2025-08-25");
      betas.add("skills-2025-10-02");
      betas.add("files-api-2025-04-14");
      if (!(tools == null ? void 0 : tools.some(
        (tool) => tool.type === "provider" && (tool.id === "anthropic.code_execution_20250825" || tool.id === "anthropic.code_execution_20260120")
      ))) {
        warnings.push({
          type: "other",
          message: "code execution tool is required when using skills"
        });
      }
    }
    if (anthropicOptions == null ? void 0 : anthropicOptions.taskBudget) {
      betas.add("task-budgets-2026-03-13");
    }
    if (thinkingDisplay === "updates") {
      betas.add("thinking-display-updates-2026-08-18");
    }
    if (thinkingBlockBinding != null) {
      betas.add("thinking-binding-controls-2026-08-01");
    }
    if ((anthropicOptions == null ? void 0 : anthropicOptions.speed) === "fast") {
      betas.add("fast-mode-2026-02-01");
    }
    if ((anthropicOptions == null ? void 0 : anthropicOptions.fallbacks) === "default") {
      betas.add("server-side-fallback-2026-07-01");
    } else if ((anthropicOptions == null ? void 0 : anthropicOptions.fallbacks) && anthropicOptions.fallbacks.length > 0) {
      betas.add("server-side-fallback-2026-06-01");
    }
    const defaultEagerInputStreaming = stream && ((_g = anthropicOptions == null ? void 0 : anthropicOptions.toolStreaming) != null ? _g : true);
    const {
      tools: anthropicTools2,
      toolChoice: anthropicToolChoice,
      toolWarnings,
      betas: toolsBetas
    } = await prepareTools(
      jsonResponseTool != null ? {
        tools: [
          ...(tools != null ? tools : []).filter(
            (tool) => (toolChoice == null ? void 0 : toolChoice.type) !== "none" && ((toolChoice == null ? void 0 : toolChoice.type) !== "tool" || tool.name === toolChoice.toolName)
          ),
          jsonResponseTool
        ],
        toolChoice: { type: "required" },
        disableParallelToolUse: true,
        cacheControlValidator,
        supportsStructuredOutput: false,
        supportsStrictTools,
        defaultEagerInputStreaming,
        rejectsForcedToolUse: rejectsForcedToolUse || thinkingType === "enabled"
      } : {
        tools: tools != null ? tools : [],
        toolChoice,
        disableParallelToolUse: anthropicOptions == null ? void 0 : anthropicOptions.disableParallelToolUse,
        cacheControlValidator,
        supportsStructuredOutput,
        supportsStrictTools,
        defaultEagerInputStreaming,
        rejectsForcedToolUse: rejectsForcedToolUse || thinkingType === "enabled"
      }
    );
    const cacheWarnings = cacheControlValidator.getWarnings();
    return {
      args: {
        ...baseArgs,
        tools: anthropicTools2,
        tool_choice: anthropicToolChoice,
        stream: stream === true ? true : void 0
        // do not send when not streaming
      },
      warnings: [...warnings, ...toolWarnings, ...cacheWarnings],
      betas: /* @__PURE__ */ new Set([
        ...betas,
        ...toolsBetas,
        ...userSuppliedBetas,
        ...(_h = anthropicOptions == null ? void 0 : anthropicOptions.anthropicBeta) != null ? _h : []
      ]),
      usesJsonResponseTool: jsonResponseTool != null,
      toolNameMapping,
      providerOptionsName,
      usedCustomProviderKey
    };
  }
  async getHeaders({
    betas,
    headers
  }) {
    return combineHeaders(
      await resolve(this.config.headers),
      headers,
      betas.size > 0 ? { "anthropic-beta": Array.from(betas).join(",") } : {}
    );
  }
  async getBetasFromHeaders(requestHeaders) {
    var _a, _b;
    const configHeaders = await resolve(this.config.headers);
    const configBetaHeader = (_a = configHeaders["anthropic-beta"]) != null ? _a : "";
    const requestBetaHeader = (_b = requestHeaders == null ? void 0 : requestHeaders["anthropic-beta"]) != null ? _b : "";
    return new Set(
      [
        ...configBetaHeader.toLowerCase().split(","),
        ...requestBetaHeader.toLowerCase().split(",")
      ].map((beta) => beta.trim()).filter((beta) => beta !== "")
    );
  }
  buildRequestUrl(isStreaming) {
    var _a, _b, _c;
    return (_c = (_b = (_a = this.config).buildRequestUrl) == null ? void 0 : _b.call(_a, this.config.baseURL, isStreaming)) != null ? _c : `${this.config.baseURL}/messages`;
  }
  transformRequestBody(args, betas) {
    var _a, _b, _c;
    return (_c = (_b = (_a = this.config).transformRequestBody) == null ? void 0 : _b.call(_a, args, betas)) != null ? _c : args;
  }
  extractCitationDocuments(prompt) {
    const isCitationPart = (part) => {
      var _a, _b;
      if (part.type !== "file") {
        return false;
      }
      if (part.mediaType !== "application/pdf" && part.mediaType !== "text/plain") {
        return false;
      }
      const anthropic2 = (_a = part.providerOptions) == null ? void 0 : _a.anthropic;
      const citationsConfig = anthropic2 == null ? void 0 : anthropic2.citations;
      return (_b = citationsConfig == null ? void 0 : citationsConfig.enabled) != null ? _b : false;
    };
    return prompt.filter((message) => message.role === "user").flatMap((message) => message.content).filter(isCitationPart).map((part) => {
      var _a;
      const filePart = part;
      return {
        title: (_a = filePart.filename) != null ? _a : "Untitled Document",
        filename: filePart.filename,
        mediaType: filePart.mediaType
      };
    });
  }
  async doGenerate(options) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _i;
    const {
      args,
      warnings,
      betas,
      usesJsonResponseTool,
      toolNameMapping,
      providerOptionsName,
      usedCustomProviderKey
    } = await this.getArgs({
      ...options,
      stream: false,
      userSuppliedBetas: await this.getBetasFromHeaders(options.headers)
    });
    const citationDocuments = [
      ...this.extractCitationDocuments(options.prompt)
    ];
    const markCodeExecutionDynamic = hasWebTool20260209WithoutCodeExecution(
      args.tools
    );
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.buildRequestUrl(false),
      headers: await this.getHeaders({ betas, headers: options.headers }),
      body: this.transformRequestBody(args, betas),
      failedResponseHandler: anthropicFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        anthropicMessagesResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const content = [];
    const mcpToolCalls = {};
    const serverToolCalls = {};
    let isJsonResponseFromTool = false;
    const jsonResponseToolFallbackText = usesJsonResponseTool ? getJsonResponseToolFallbackText(response.content, response.stop_reason) : void 0;
    for (const part of response.content) {
      switch (part.type) {
        case "text": {
          if (jsonResponseToolFallbackText == null || jsonResponseToolFallbackText.has(part)) {
            const webSearchCitations = (_a = part.citations) == null ? void 0 : _a.filter(
              (citation) => citation.type === "web_search_result_location"
            );
            content.push({
              type: "text",
              text: part.text,
              ...webSearchCitations != null && webSearchCitations.length > 0 && {
                providerMetadata: {
                  anthropic: {
                    citations: webSearchCitations
                  }
                }
              }
            });
            if (part.citations) {
              for (const citation of part.citations) {
                const source = createCitationSource(
                  citation,
                  citationDocuments,
                  this.generateId
                );
                if (source) {
                  content.push(source);
                }
              }
            }
          }
          break;
        }
        case "thinking": {
          content.push({
            type: "reasoning",
            text: part.thinking,
            providerMetadata: {
              anthropic: {
                signature: part.signature
              }
            }
          });
          break;
        }
        case "redacted_thinking": {
          content.push({
            type: "reasoning",
            text: "",
            providerMetadata: {
              anthropic: {
                redactedData: part.data
              }
            }
          });
          break;
        }
        case "compaction": {
          content.push({
            type: "text",
            text: part.content,
            providerMetadata: {
              anthropic: {
                type: "compaction"
              }
            }
          });
          break;
        }
        case "tool_use": {
          const isJsonResponseTool = usesJsonResponseTool && part.name === "json";
          if (isJsonResponseTool) {
            isJsonResponseFromTool = true;
            content.push({
              type: "text",
              text: JSON.stringify(part.input)
            });
          } else if (part.toolset_name != null) {
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName(part.toolset_name),
              input: JSON.stringify(
                toToolsetMemberInput({
                  memberName: part.name,
                  input: part.input
                })
              ),
              providerMetadata: {
                anthropic: {
                  toolsetName: part.toolset_name,
                  ...(_b = getAnthropicCallerMetadata(part.caller).providerMetadata) == null ? void 0 : _b.anthropic
                }
              }
            });
          } else {
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: part.name,
              input: JSON.stringify(part.input),
              ...getAnthropicCallerMetadata(part.caller)
            });
          }
          break;
        }
        case "server_tool_use": {
          if (part.name === "text_editor_code_execution" || part.name === "bash_code_execution") {
            const providerToolName = "code_execution";
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName("code_execution"),
              input: JSON.stringify({ type: part.name, ...part.input }),
              providerExecuted: true,
              // Specific 'web_fetch' or 'web_search' tools may need code execution, which the Anthropic API
              // implicitly allows. In this scenario, we need to allow 'code_execution' tool calls even if the
              // tool was not explicitly provided. We therefore bypass the general validation by marking the
              // tool as dynamic.
              ...markCodeExecutionDynamic && providerToolName === "code_execution" ? { dynamic: true } : {},
              ...getAnthropicCallerMetadata(part.caller)
            });
          } else if (part.name === "web_search" || part.name === "code_execution" || part.name === "web_fetch") {
            const inputToSerialize = part.name === "code_execution" && part.input != null && typeof part.input === "object" && "code" in part.input && !("type" in part.input) ? { type: "programmatic-tool-call", ...part.input } : part.input;
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName(part.name),
              input: JSON.stringify(inputToSerialize),
              providerExecuted: true,
              // Specific 'web_fetch' or 'web_search' tools may need code execution, which the Anthropic API
              // implicitly allows. In this scenario, we need to allow 'code_execution' tool calls even if the
              // tool was not explicitly provided. We therefore bypass the general validation by marking the
              // tool as dynamic.
              ...markCodeExecutionDynamic && part.name === "code_execution" ? { dynamic: true } : {},
              ...getAnthropicCallerMetadata(part.caller)
            });
          } else if (part.name === "tool_search_tool_regex" || part.name === "tool_search_tool_bm25") {
            serverToolCalls[part.id] = part.name;
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName(part.name),
              input: JSON.stringify(part.input),
              providerExecuted: true,
              ...getAnthropicCallerMetadata(part.caller)
            });
          } else if (part.name === "advisor") {
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName("advisor"),
              input: JSON.stringify(part.input),
              providerExecuted: true,
              ...getAnthropicCallerMetadata(part.caller)
            });
          }
          break;
        }
        case "mcp_tool_use": {
          mcpToolCalls[part.id] = {
            type: "tool-call",
            toolCallId: part.id,
            toolName: part.name,
            input: JSON.stringify(part.input),
            providerExecuted: true,
            dynamic: true,
            providerMetadata: {
              anthropic: {
                type: "mcp-tool-use",
                serverName: part.server_name
              }
            }
          };
          content.push(mcpToolCalls[part.id]);
          break;
        }
        case "mcp_tool_result": {
          content.push({
            type: "tool-result",
            toolCallId: part.tool_use_id,
            toolName: mcpToolCalls[part.tool_use_id].toolName,
            isError: part.is_error,
            result: part.content,
            dynamic: true,
            providerMetadata: mcpToolCalls[part.tool_use_id].providerMetadata
          });
          break;
        }
        case "web_fetch_tool_result": {
          if (part.content.type === "web_fetch_result") {
            citationDocuments.push({
              title: (_c = part.content.content.title) != null ? _c : part.content.url,
              mediaType: part.content.content.source.media_type
            });
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("web_fetch"),
              result: {
                type: "web_fetch_result",
                url: part.content.url,
                retrievedAt: part.content.retrieved_at,
                content: {
                  type: part.content.content.type,
                  title: part.content.content.title,
                  citations: part.content.content.citations,
                  source: {
                    type: part.content.content.source.type,
                    mediaType: part.content.content.source.media_type,
                    data: part.content.content.source.data
                  }
                }
              },
              ...getAnthropicCallerMetadata(part.caller)
            });
          } else if (part.content.type === "web_fetch_tool_result_error") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("web_fetch"),
              isError: true,
              result: {
                type: "web_fetch_tool_result_error",
                errorCode: part.content.error_code
              },
              ...getAnthropicCallerMetadata(part.caller)
            });
          }
          break;
        }
        case "web_search_tool_result": {
          if (Array.isArray(part.content)) {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("web_search"),
              result: part.content.map((result) => {
                var _a2;
                return {
                  url: result.url,
                  title: result.title,
                  pageAge: (_a2 = result.page_age) != null ? _a2 : null,
                  encryptedContent: result.encrypted_content,
                  type: result.type
                };
              }),
              ...getAnthropicCallerMetadata(part.caller)
            });
            for (const result of part.content) {
              content.push({
                type: "source",
                sourceType: "url",
                id: this.generateId(),
                url: result.url,
                title: result.title,
                providerMetadata: {
                  anthropic: {
                    pageAge: (_d = result.page_age) != null ? _d : null
                  }
                }
              });
            }
          } else {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("web_search"),
              isError: true,
              result: {
                type: "web_search_tool_result_error",
                errorCode: part.content.error_code
              },
              ...getAnthropicCallerMetadata(part.caller)
            });
          }
          break;
        }
        // code execution 20250522:
        case "code_execution_tool_result": {
          if (part.content.type === "code_execution_result") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("code_execution"),
              result: {
                type: part.content.type,
                stdout: part.content.stdout,
                stderr: part.content.stderr,
                return_code: part.content.return_code,
                content: (_e = part.content.content) != null ? _e : []
              }
            });
          } else if (part.content.type === "encrypted_code_execution_result") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("code_execution"),
              result: {
                type: part.content.type,
                encrypted_stdout: part.content.encrypted_stdout,
                stderr: part.content.stderr,
                return_code: part.content.return_code,
                content: (_f = part.content.content) != null ? _f : []
              }
            });
          } else if (part.content.type === "code_execution_tool_result_error") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName("code_execution"),
              isError: true,
              result: {
                type: "code_execution_tool_result_error",
                errorCode: part.content.error_code
              }
            });
          }
          break;
        }
        // code execution 20250825:
        case "bash_code_execution_tool_result":
        case "text_editor_code_execution_tool_result": {
          content.push({
            type: "tool-result",
            toolCallId: part.tool_use_id,
            toolName: toolNameMapping.toCustomToolName("code_execution"),
            result: part.content
          });
          break;
        }
        // tool search tool results:
        case "tool_search_tool_result": {
          let providerToolName = serverToolCalls[part.tool_use_id];
          if (providerToolName == null) {
            const bm25CustomName = toolNameMapping.toCustomToolName(
              "tool_search_tool_bm25"
            );
            const regexCustomName = toolNameMapping.toCustomToolName(
              "tool_search_tool_regex"
            );
            if (bm25CustomName !== "tool_search_tool_bm25") {
              providerToolName = "tool_search_tool_bm25";
            } else if (regexCustomName !== "tool_search_tool_regex") {
              providerToolName = "tool_search_tool_regex";
            } else {
              providerToolName = "tool_search_tool_regex";
            }
          }
          if (part.content.type === "tool_search_tool_search_result") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName(providerToolName),
              result: part.content.tool_references.map((ref) => ({
                type: ref.type,
                toolName: ref.tool_name
              }))
            });
          } else {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: toolNameMapping.toCustomToolName(providerToolName),
              isError: true,
              result: {
                type: "tool_search_tool_result_error",
                errorCode: part.content.error_code
              }
            });
          }
          break;
        }
        // advisor results for advisor_20260301:
        case "advisor_tool_result": {
          const advisorToolName = toolNameMapping.toCustomToolName("advisor");
          if (part.content.type === "advisor_result") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: advisorToolName,
              result: {
                type: "advisor_result",
                text: part.content.text
              }
            });
          } else if (part.content.type === "advisor_redacted_result") {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: advisorToolName,
              result: {
                type: "advisor_redacted_result",
                encryptedContent: part.content.encrypted_content
              }
            });
          } else {
            content.push({
              type: "tool-result",
              toolCallId: part.tool_use_id,
              toolName: advisorToolName,
              isError: true,
              result: {
                type: "advisor_tool_result_error",
                errorCode: part.content.error_code
              }
            });
          }
          break;
        }
        // Server-side fallback marker: the AI SDK has no content primitive for
        // a model hop, so drop it. The hop is still observable via
        // usage.iterations.
        case "fallback": {
          break;
        }
      }
    }
    return {
      content,
      finishReason: {
        unified: mapAnthropicStopReason({
          finishReason: response.stop_reason,
          isJsonResponseFromTool
        }),
        raw: (_g = response.stop_reason) != null ? _g : void 0
      },
      usage: convertAnthropicMessagesUsage({ usage: response.usage }),
      request: { body: args },
      response: {
        id: (_h = response.id) != null ? _h : void 0,
        modelId: (_i = response.model) != null ? _i : void 0,
        headers: responseHeaders,
        body: rawResponse
      },
      warnings,
      providerMetadata: (() => {
        var _a2, _b2, _c2, _d2, _e2;
        const stopDetails = mapAnthropicStopDetails(response.stop_details);
        const anthropicMetadata = {
          usage: response.usage,
          cacheCreationInputTokens: (_a2 = response.usage.cache_creation_input_tokens) != null ? _a2 : null,
          stopSequence: (_b2 = response.stop_sequence) != null ? _b2 : null,
          ...stopDetails != null ? { stopDetails } : {},
          ...response.input_transformations != null ? { inputTransformations: response.input_transformations } : {},
          ...response.safeguard_results != null ? { safeguardResults: response.safeguard_results } : {},
          iterations: response.usage.iterations ? response.usage.iterations.map(
            (iter) => ({
              type: iter.type,
              ...iter.model != null ? { model: iter.model } : {},
              inputTokens: iter.input_tokens,
              outputTokens: iter.output_tokens,
              ...iter.cache_creation_input_tokens ? {
                cacheCreationInputTokens: iter.cache_creation_input_tokens
              } : {},
              ...iter.cache_read_input_tokens ? {
                cacheReadInputTokens: iter.cache_read_input_tokens
              } : {}
            })
          ) : null,
          container: response.container ? {
            expiresAt: response.container.expires_at,
            id: response.container.id,
            skills: (_d2 = (_c2 = response.container.skills) == null ? void 0 : _c2.map((skill) => ({
              type: skill.type,
              skillId: skill.skill_id,
              version: skill.version
            }))) != null ? _d2 : null
          } : null,
          contextManagement: (_e2 = mapAnthropicResponseContextManagement(
            response.context_management
          )) != null ? _e2 : null
        };
        const providerMetadata = {
          anthropic: anthropicMetadata
        };
        if (usedCustomProviderKey && providerOptionsName !== "anthropic") {
          providerMetadata[providerOptionsName] = anthropicMetadata;
        }
        return providerMetadata;
      })()
    };
  }
  async doStream(options) {
    var _a, _b;
    const {
      args: body,
      warnings,
      betas,
      usesJsonResponseTool,
      toolNameMapping,
      providerOptionsName,
      usedCustomProviderKey
    } = await this.getArgs({
      ...options,
      stream: true,
      userSuppliedBetas: await this.getBetasFromHeaders(options.headers)
    });
    const citationDocuments = [
      ...this.extractCitationDocuments(options.prompt)
    ];
    const markCodeExecutionDynamic = hasWebTool20260209WithoutCodeExecution(
      body.tools
    );
    const url = this.buildRequestUrl(true);
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: await this.getHeaders({ betas, headers: options.headers }),
      body: this.transformRequestBody(body, betas),
      failedResponseHandler: anthropicFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        anthropicMessagesChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    const usage = {
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      iterations: null
    };
    const contentBlocks = {};
    const mcpToolCalls = {};
    const serverToolCalls = {};
    let contextManagement = null;
    let rawUsage = void 0;
    let cacheCreationInputTokens = null;
    let stopSequence = null;
    let stopDetails = void 0;
    let inputTransformations;
    let safeguardResults;
    let container = null;
    let isJsonResponseFromTool = false;
    const heldBackText = [];
    const heldBackTextByIndex = /* @__PURE__ */ new Map();
    const createTextEnd = (id, citations) => ({
      type: "text-end",
      id,
      ...citations.length > 0 && {
        providerMetadata: { anthropic: { citations } }
      }
    });
    let isMessageOpen = false;
    let activeMessageId;
    let hasInvalidMessageSequence = false;
    let blockType = void 0;
    const generateId3 = this.generateId;
    const transformedStream = response.pipeThrough(
      new TransformStream({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings });
        },
        transform(chunk, controller) {
          var _a2, _b2, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o;
          if (hasInvalidMessageSequence) {
            return;
          }
          if (options.includeRawChunks) {
            controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
          }
          if (!chunk.success) {
            controller.enqueue({ type: "error", error: chunk.error });
            return;
          }
          const value = chunk.value;
          switch (value.type) {
            case "ping": {
              return;
            }
            case "content_block_start": {
              const part = value.content_block;
              const contentBlockType = part.type;
              if (contentBlockType === "fallback") {
                return;
              }
              blockType = contentBlockType;
              if (!TEXT_OR_THINKING_BLOCK_TYPES.has(contentBlockType)) {
                heldBackText.length = 0;
              }
              switch (contentBlockType) {
                case "text": {
                  if (usesJsonResponseTool) {
                    const entry = {
                      id: String(value.index),
                      text: "",
                      citations: []
                    };
                    heldBackText.push(entry);
                    heldBackTextByIndex.set(value.index, entry);
                    return;
                  }
                  contentBlocks[value.index] = {
                    type: "text",
                    citations: []
                  };
                  controller.enqueue({
                    type: "text-start",
                    id: String(value.index)
                  });
                  return;
                }
                case "thinking": {
                  contentBlocks[value.index] = { type: "reasoning" };
                  controller.enqueue({
                    type: "reasoning-start",
                    id: String(value.index)
                  });
                  return;
                }
                case "redacted_thinking": {
                  contentBlocks[value.index] = { type: "reasoning" };
                  controller.enqueue({
                    type: "reasoning-start",
                    id: String(value.index),
                    providerMetadata: {
                      anthropic: {
                        redactedData: part.data
                      }
                    }
                  });
                  return;
                }
                case "compaction": {
                  contentBlocks[value.index] = {
                    type: "text",
                    citations: []
                  };
                  controller.enqueue({
                    type: "text-start",
                    id: String(value.index),
                    providerMetadata: {
                      anthropic: {
                        type: "compaction"
                      }
                    }
                  });
                  return;
                }
                case "tool_use": {
                  const isJsonResponseTool = usesJsonResponseTool && part.name === "json";
                  if (isJsonResponseTool) {
                    isJsonResponseFromTool = true;
                    contentBlocks[value.index] = {
                      type: "text",
                      citations: []
                    };
                    controller.enqueue({
                      type: "text-start",
                      id: String(value.index)
                    });
                  } else if (part.toolset_name != null) {
                    const callerInfo = getAnthropicCallerInfo(part.caller);
                    const customToolName = toolNameMapping.toCustomToolName(
                      part.toolset_name
                    );
                    const hasNonEmptyInput = part.input && Object.keys(part.input).length > 0;
                    contentBlocks[value.index] = {
                      type: "tool-call",
                      toolCallId: part.id,
                      toolName: customToolName,
                      input: hasNonEmptyInput ? JSON.stringify(part.input) : "",
                      firstDelta: true,
                      toolset: {
                        name: part.toolset_name,
                        memberName: part.name
                      },
                      ...callerInfo && { caller: callerInfo }
                    };
                    controller.enqueue({
                      type: "tool-input-start",
                      id: part.id,
                      toolName: customToolName
                    });
                  } else {
                    const callerInfo = getAnthropicCallerInfo(part.caller);
                    const hasNonEmptyInput = part.input && Object.keys(part.input).length > 0;
                    const initialInput = hasNonEmptyInput ? JSON.stringify(part.input) : "";
                    contentBlocks[value.index] = {
                      type: "tool-call",
                      toolCallId: part.id,
                      toolName: part.name,
                      input: initialInput,
                      firstDelta: initialInput.length === 0,
                      ...callerInfo && { caller: callerInfo }
                    };
                    controller.enqueue({
                      type: "tool-input-start",
                      id: part.id,
                      toolName: part.name
                    });
                  }
                  return;
                }
                case "server_tool_use": {
                  const callerInfo = getAnthropicCallerInfo(part.caller);
                  if ([
                    "web_fetch",
                    "web_search",
                    // code execution 20250825:
                    "code_execution",
                    // code execution 20250825 text editor:
                    "text_editor_code_execution",
                    // code execution 20250825 bash:
                    "bash_code_execution"
                  ].includes(part.name)) {
                    const providerToolName = part.name === "text_editor_code_execution" || part.name === "bash_code_execution" ? "code_execution" : part.name;
                    const providerToolInputType = part.name === "text_editor_code_execution" || part.name === "bash_code_execution" ? part.name : part.name === "code_execution" ? "programmatic-tool-call" : void 0;
                    const customToolName = toolNameMapping.toCustomToolName(providerToolName);
                    const finalInput = part.input != null && typeof part.input === "object" && Object.keys(part.input).length > 0 ? JSON.stringify(part.input) : "";
                    contentBlocks[value.index] = {
                      type: "tool-call",
                      toolCallId: part.id,
                      toolName: customToolName,
                      input: finalInput,
                      providerExecuted: true,
                      // Specific 'web_fetch' or 'web_search' tools may need code execution, which the Anthropic API
                      // implicitly allows. In this scenario, we need to allow 'code_execution' tool calls even if the
                      // tool was not explicitly provided. We therefore bypass the general validation by marking the
                      // tool as dynamic.
                      ...markCodeExecutionDynamic && providerToolName === "code_execution" ? { dynamic: true } : {},
                      firstDelta: finalInput.length === 0,
                      providerToolName,
                      providerToolInputType,
                      ...callerInfo && { caller: callerInfo }
                    };
                    controller.enqueue({
                      type: "tool-input-start",
                      id: part.id,
                      toolName: customToolName,
                      providerExecuted: true,
                      // Specific 'web_fetch' or 'web_search' tools may need code execution, which the Anthropic API
                      // implicitly allows. In this scenario, we need to allow 'code_execution' tool calls even if the
                      // tool was not explicitly provided. We therefore bypass the general validation by marking the
                      // tool as dynamic.
                      ...markCodeExecutionDynamic && providerToolName === "code_execution" ? { dynamic: true } : {}
                    });
                  } else if (part.name === "tool_search_tool_regex" || part.name === "tool_search_tool_bm25") {
                    serverToolCalls[part.id] = part.name;
                    const customToolName = toolNameMapping.toCustomToolName(
                      part.name
                    );
                    contentBlocks[value.index] = {
                      type: "tool-call",
                      toolCallId: part.id,
                      toolName: customToolName,
                      input: "",
                      providerExecuted: true,
                      firstDelta: true,
                      providerToolName: part.name,
                      ...callerInfo && { caller: callerInfo }
                    };
                    controller.enqueue({
                      type: "tool-input-start",
                      id: part.id,
                      toolName: customToolName,
                      providerExecuted: true
                    });
                  } else if (part.name === "advisor") {
                    const customToolName = toolNameMapping.toCustomToolName("advisor");
                    contentBlocks[value.index] = {
                      type: "tool-call",
                      toolCallId: part.id,
                      toolName: customToolName,
                      input: "{}",
                      providerExecuted: true,
                      firstDelta: true,
                      providerToolName: part.name,
                      ...callerInfo && { caller: callerInfo }
                    };
                    controller.enqueue({
                      type: "tool-input-start",
                      id: part.id,
                      toolName: customToolName,
                      providerExecuted: true
                    });
                  }
                  return;
                }
                case "web_fetch_tool_result": {
                  if (part.content.type === "web_fetch_result") {
                    citationDocuments.push({
                      title: (_a2 = part.content.content.title) != null ? _a2 : part.content.url,
                      mediaType: part.content.content.source.media_type
                    });
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("web_fetch"),
                      result: {
                        type: "web_fetch_result",
                        url: part.content.url,
                        retrievedAt: part.content.retrieved_at,
                        content: {
                          type: part.content.content.type,
                          title: part.content.content.title,
                          citations: part.content.content.citations,
                          source: {
                            type: part.content.content.source.type,
                            mediaType: part.content.content.source.media_type,
                            data: part.content.content.source.data
                          }
                        }
                      },
                      ...getAnthropicCallerMetadata(part.caller)
                    });
                  } else if (part.content.type === "web_fetch_tool_result_error") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("web_fetch"),
                      isError: true,
                      result: {
                        type: "web_fetch_tool_result_error",
                        errorCode: part.content.error_code
                      },
                      ...getAnthropicCallerMetadata(part.caller)
                    });
                  }
                  return;
                }
                case "web_search_tool_result": {
                  if (Array.isArray(part.content)) {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("web_search"),
                      result: part.content.map((result) => {
                        var _a3;
                        return {
                          url: result.url,
                          title: result.title,
                          pageAge: (_a3 = result.page_age) != null ? _a3 : null,
                          encryptedContent: result.encrypted_content,
                          type: result.type
                        };
                      }),
                      ...getAnthropicCallerMetadata(part.caller)
                    });
                    for (const result of part.content) {
                      controller.enqueue({
                        type: "source",
                        sourceType: "url",
                        id: generateId3(),
                        url: result.url,
                        title: result.title,
                        providerMetadata: {
                          anthropic: {
                            pageAge: (_b2 = result.page_age) != null ? _b2 : null
                          }
                        }
                      });
                    }
                  } else {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("web_search"),
                      isError: true,
                      result: {
                        type: "web_search_tool_result_error",
                        errorCode: part.content.error_code
                      },
                      ...getAnthropicCallerMetadata(part.caller)
                    });
                  }
                  return;
                }
                // code execution 20250522:
                case "code_execution_tool_result": {
                  if (part.content.type === "code_execution_result") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("code_execution"),
                      result: {
                        type: part.content.type,
                        stdout: part.content.stdout,
                        stderr: part.content.stderr,
                        return_code: part.content.return_code,
                        content: (_c = part.content.content) != null ? _c : []
                      }
                    });
                  } else if (part.content.type === "encrypted_code_execution_result") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("code_execution"),
                      result: {
                        type: part.content.type,
                        encrypted_stdout: part.content.encrypted_stdout,
                        stderr: part.content.stderr,
                        return_code: part.content.return_code,
                        content: (_d = part.content.content) != null ? _d : []
                      }
                    });
                  } else if (part.content.type === "code_execution_tool_result_error") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName("code_execution"),
                      isError: true,
                      result: {
                        type: "code_execution_tool_result_error",
                        errorCode: part.content.error_code
                      }
                    });
                  }
                  return;
                }
                // code execution 20250825:
                case "bash_code_execution_tool_result":
                case "text_editor_code_execution_tool_result": {
                  controller.enqueue({
                    type: "tool-result",
                    toolCallId: part.tool_use_id,
                    toolName: toolNameMapping.toCustomToolName("code_execution"),
                    result: part.content
                  });
                  return;
                }
                // tool search tool results:
                case "tool_search_tool_result": {
                  let providerToolName = serverToolCalls[part.tool_use_id];
                  if (providerToolName == null) {
                    const bm25CustomName = toolNameMapping.toCustomToolName(
                      "tool_search_tool_bm25"
                    );
                    const regexCustomName = toolNameMapping.toCustomToolName(
                      "tool_search_tool_regex"
                    );
                    if (bm25CustomName !== "tool_search_tool_bm25") {
                      providerToolName = "tool_search_tool_bm25";
                    } else if (regexCustomName !== "tool_search_tool_regex") {
                      providerToolName = "tool_search_tool_regex";
                    } else {
                      providerToolName = "tool_search_tool_regex";
                    }
                  }
                  if (part.content.type === "tool_search_tool_search_result") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName(providerToolName),
                      result: part.content.tool_references.map((ref) => ({
                        type: ref.type,
                        toolName: ref.tool_name
                      }))
                    });
                  } else {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: toolNameMapping.toCustomToolName(providerToolName),
                      isError: true,
                      result: {
                        type: "tool_search_tool_result_error",
                        errorCode: part.content.error_code
                      }
                    });
                  }
                  return;
                }
                // advisor results for advisor_20260301:
                // arrives fully formed in a single content_block_start (no deltas).
                case "advisor_tool_result": {
                  const advisorToolName = toolNameMapping.toCustomToolName("advisor");
                  if (part.content.type === "advisor_result") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: advisorToolName,
                      result: {
                        type: "advisor_result",
                        text: part.content.text
                      }
                    });
                  } else if (part.content.type === "advisor_redacted_result") {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: advisorToolName,
                      result: {
                        type: "advisor_redacted_result",
                        encryptedContent: part.content.encrypted_content
                      }
                    });
                  } else {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId: part.tool_use_id,
                      toolName: advisorToolName,
                      isError: true,
                      result: {
                        type: "advisor_tool_result_error",
                        errorCode: part.content.error_code
                      }
                    });
                  }
                  return;
                }
                case "mcp_tool_use": {
                  mcpToolCalls[part.id] = {
                    type: "tool-call",
                    toolCallId: part.id,
                    toolName: part.name,
                    input: JSON.stringify(part.input),
                    providerExecuted: true,
                    dynamic: true,
                    providerMetadata: {
                      anthropic: {
                        type: "mcp-tool-use",
                        serverName: part.server_name
                      }
                    }
                  };
                  controller.enqueue(mcpToolCalls[part.id]);
                  return;
                }
                case "mcp_tool_result": {
                  controller.enqueue({
                    type: "tool-result",
                    toolCallId: part.tool_use_id,
                    toolName: mcpToolCalls[part.tool_use_id].toolName,
                    isError: part.is_error,
                    result: part.content,
                    dynamic: true,
                    providerMetadata: mcpToolCalls[part.tool_use_id].providerMetadata
                  });
                  return;
                }
                default: {
                  const _exhaustiveCheck = contentBlockType;
                  throw new Error(
                    `Unsupported content block type: ${_exhaustiveCheck}`
                  );
                }
              }
            }
            case "content_block_stop": {
              if (contentBlocks[value.index] != null) {
                const contentBlock = contentBlocks[value.index];
                switch (contentBlock.type) {
                  case "text": {
                    controller.enqueue(
                      createTextEnd(
                        String(value.index),
                        contentBlock.citations
                      )
                    );
                    break;
                  }
                  case "reasoning": {
                    controller.enqueue({
                      type: "reasoning-end",
                      id: String(value.index)
                    });
                    break;
                  }
                  case "tool-call":
                    const isJsonResponseTool = usesJsonResponseTool && contentBlock.toolName === "json";
                    if (!isJsonResponseTool) {
                      if (contentBlock.toolset != null) {
                        let memberInput = {};
                        try {
                          memberInput = contentBlock.input === "" ? {} : secureJsonParse(contentBlock.input);
                        } catch (e) {
                          memberInput = void 0;
                        }
                        contentBlock.input = memberInput === void 0 ? contentBlock.input : JSON.stringify(
                          toToolsetMemberInput({
                            memberName: contentBlock.toolset.memberName,
                            input: memberInput
                          })
                        );
                        controller.enqueue({
                          type: "tool-input-delta",
                          id: contentBlock.toolCallId,
                          delta: contentBlock.input
                        });
                      }
                      controller.enqueue({
                        type: "tool-input-end",
                        id: contentBlock.toolCallId
                      });
                      let finalInput = contentBlock.input === "" ? "{}" : contentBlock.input;
                      if (contentBlock.providerToolName === "code_execution") {
                        try {
                          const parsed = secureJsonParse(finalInput);
                          if (parsed != null && typeof parsed === "object" && "code" in parsed && !("type" in parsed)) {
                            finalInput = JSON.stringify({
                              type: "programmatic-tool-call",
                              ...parsed
                            });
                          }
                        } catch (e) {
                        }
                      }
                      controller.enqueue({
                        type: "tool-call",
                        toolCallId: contentBlock.toolCallId,
                        toolName: contentBlock.toolName,
                        input: finalInput,
                        providerExecuted: contentBlock.providerExecuted,
                        // Specific 'web_fetch' or 'web_search' tools may need code execution, which the Anthropic API
                        // implicitly allows. In this scenario, we need to allow 'code_execution' tool calls even if the
                        // tool was not explicitly provided. We therefore bypass the general validation by marking the
                        // tool as dynamic.
                        ...markCodeExecutionDynamic && contentBlock.providerToolName === "code_execution" ? { dynamic: true } : {},
                        ...(contentBlock.caller || contentBlock.toolset) && {
                          providerMetadata: {
                            anthropic: {
                              ...contentBlock.toolset && {
                                toolsetName: contentBlock.toolset.name
                              },
                              ...contentBlock.caller && {
                                caller: contentBlock.caller
                              }
                            }
                          }
                        }
                      });
                    }
                    break;
                }
                delete contentBlocks[value.index];
              }
              blockType = void 0;
              return;
            }
            case "content_block_delta": {
              const deltaType = value.delta.type;
              switch (deltaType) {
                case "text_delta": {
                  if (usesJsonResponseTool) {
                    const entry = heldBackTextByIndex.get(value.index);
                    if (entry != null) {
                      entry.text += value.delta.text;
                    }
                    return;
                  }
                  controller.enqueue({
                    type: "text-delta",
                    id: String(value.index),
                    delta: value.delta.text
                  });
                  return;
                }
                case "thinking_delta": {
                  controller.enqueue({
                    type: "reasoning-delta",
                    id: String(value.index),
                    delta: value.delta.thinking
                  });
                  return;
                }
                case "signature_delta": {
                  if (blockType === "thinking") {
                    controller.enqueue({
                      type: "reasoning-delta",
                      id: String(value.index),
                      delta: "",
                      providerMetadata: {
                        anthropic: {
                          signature: value.delta.signature
                        }
                      }
                    });
                  }
                  return;
                }
                case "compaction_delta": {
                  if (value.delta.content != null) {
                    controller.enqueue({
                      type: "text-delta",
                      id: String(value.index),
                      delta: value.delta.content
                    });
                  }
                  return;
                }
                case "input_json_delta": {
                  const contentBlock = contentBlocks[value.index];
                  let delta = value.delta.partial_json;
                  if (delta.length === 0) {
                    return;
                  }
                  if (isJsonResponseFromTool) {
                    if ((contentBlock == null ? void 0 : contentBlock.type) !== "text") {
                      return;
                    }
                    controller.enqueue({
                      type: "text-delta",
                      id: String(value.index),
                      delta
                    });
                  } else {
                    if ((contentBlock == null ? void 0 : contentBlock.type) !== "tool-call") {
                      return;
                    }
                    if (contentBlock.toolset != null) {
                      contentBlock.input += delta;
                      return;
                    }
                    if (contentBlock.firstDelta && contentBlock.providerToolInputType != null) {
                      delta = `{"type": "${contentBlock.providerToolInputType}",${delta.substring(1)}`;
                    }
                    controller.enqueue({
                      type: "tool-input-delta",
                      id: contentBlock.toolCallId,
                      delta
                    });
                    contentBlock.input += delta;
                    contentBlock.firstDelta = false;
                  }
                  return;
                }
                case "citations_delta": {
                  const citation = value.delta.citation;
                  const contentBlock = contentBlocks[value.index];
                  if (citation.type === "web_search_result_location") {
                    if ((contentBlock == null ? void 0 : contentBlock.type) === "text") {
                      contentBlock.citations.push(citation);
                    }
                    (_e = heldBackTextByIndex.get(value.index)) == null ? void 0 : _e.citations.push(citation);
                  }
                  const source = createCitationSource(
                    citation,
                    citationDocuments,
                    generateId3
                  );
                  if (source) {
                    controller.enqueue(source);
                  }
                  return;
                }
                default: {
                  const _exhaustiveCheck = deltaType;
                  throw new Error(
                    `Unsupported delta type: ${_exhaustiveCheck}`
                  );
                }
              }
            }
            case "message_start": {
              if (isMessageOpen) {
                if (activeMessageId === value.message.id) {
                  return;
                }
                hasInvalidMessageSequence = true;
                controller.enqueue({
                  type: "error",
                  error: new dist_InvalidResponseDataError({
                    data: value,
                    message: `Received message_start for message ${JSON.stringify(value.message.id)} while message ${JSON.stringify(activeMessageId)} is still open.`
                  })
                });
                return;
              }
              isMessageOpen = true;
              activeMessageId = value.message.id;
              heldBackTextByIndex.clear();
              usage.input_tokens = value.message.usage.input_tokens;
              usage.cache_read_input_tokens = (_f = value.message.usage.cache_read_input_tokens) != null ? _f : 0;
              usage.cache_creation_input_tokens = (_g = value.message.usage.cache_creation_input_tokens) != null ? _g : 0;
              rawUsage = {
                ...value.message.usage
              };
              cacheCreationInputTokens = (_h = value.message.usage.cache_creation_input_tokens) != null ? _h : null;
              if (value.message.input_transformations != null) {
                inputTransformations = value.message.input_transformations;
              }
              if (value.message.container != null) {
                container = {
                  expiresAt: value.message.container.expires_at,
                  id: value.message.container.id,
                  skills: null
                };
              }
              if (value.message.stop_reason != null) {
                finishReason = {
                  unified: mapAnthropicStopReason({
                    finishReason: value.message.stop_reason,
                    isJsonResponseFromTool
                  }),
                  raw: value.message.stop_reason
                };
              }
              controller.enqueue({
                type: "response-metadata",
                id: (_i = value.message.id) != null ? _i : void 0,
                modelId: (_j = value.message.model) != null ? _j : void 0
              });
              if (value.message.content != null) {
                for (let contentIndex = 0; contentIndex < value.message.content.length; contentIndex++) {
                  const part = value.message.content[contentIndex];
                  if (part.type === "tool_use") {
                    const callerInfo = getAnthropicCallerInfo(part.caller);
                    controller.enqueue({
                      type: "tool-input-start",
                      id: part.id,
                      toolName: part.name
                    });
                    const inputStr = JSON.stringify((_k = part.input) != null ? _k : {});
                    controller.enqueue({
                      type: "tool-input-delta",
                      id: part.id,
                      delta: inputStr
                    });
                    controller.enqueue({
                      type: "tool-input-end",
                      id: part.id
                    });
                    controller.enqueue({
                      type: "tool-call",
                      toolCallId: part.id,
                      toolName: part.name,
                      input: inputStr,
                      ...callerInfo && {
                        providerMetadata: {
                          anthropic: {
                            caller: callerInfo
                          }
                        }
                      }
                    });
                  }
                }
              }
              return;
            }
            case "message_delta": {
              if (value.usage.input_tokens != null && usage.input_tokens !== value.usage.input_tokens) {
                usage.input_tokens = value.usage.input_tokens;
              }
              usage.output_tokens = value.usage.output_tokens;
              if (value.usage.output_tokens_details != null) {
                usage.output_tokens_details = value.usage.output_tokens_details;
              }
              if (value.usage.cache_read_input_tokens != null) {
                usage.cache_read_input_tokens = value.usage.cache_read_input_tokens;
              }
              if (value.usage.cache_creation_input_tokens != null) {
                usage.cache_creation_input_tokens = value.usage.cache_creation_input_tokens;
                cacheCreationInputTokens = value.usage.cache_creation_input_tokens;
              }
              if (value.usage.iterations != null) {
                usage.iterations = value.usage.iterations;
              }
              finishReason = {
                unified: mapAnthropicStopReason({
                  finishReason: value.delta.stop_reason,
                  isJsonResponseFromTool
                }),
                raw: (_l = value.delta.stop_reason) != null ? _l : void 0
              };
              stopSequence = (_m = value.delta.stop_sequence) != null ? _m : null;
              stopDetails = mapAnthropicStopDetails(value.delta.stop_details);
              container = value.delta.container != null ? {
                expiresAt: value.delta.container.expires_at,
                id: value.delta.container.id,
                skills: (_o = (_n = value.delta.container.skills) == null ? void 0 : _n.map((skill) => ({
                  type: skill.type,
                  skillId: skill.skill_id,
                  version: skill.version
                }))) != null ? _o : null
              } : null;
              if (value.context_management) {
                contextManagement = mapAnthropicResponseContextManagement(
                  value.context_management
                );
              }
              if (value.input_transformations != null) {
                inputTransformations = value.input_transformations;
              }
              if (value.delta.safeguard_results != null) {
                safeguardResults = value.delta.safeguard_results;
              }
              rawUsage = {
                ...rawUsage,
                ...value.usage
              };
              return;
            }
            case "message_stop": {
              isMessageOpen = false;
              activeMessageId = void 0;
              const anthropicMetadata = {
                usage: rawUsage != null ? rawUsage : null,
                cacheCreationInputTokens,
                stopSequence,
                ...stopDetails != null ? { stopDetails } : {},
                ...inputTransformations != null ? { inputTransformations } : {},
                ...safeguardResults != null ? { safeguardResults } : {},
                iterations: usage.iterations ? usage.iterations.map(
                  (iter) => ({
                    type: iter.type,
                    ...iter.model != null ? { model: iter.model } : {},
                    inputTokens: iter.input_tokens,
                    outputTokens: iter.output_tokens,
                    ...iter.cache_creation_input_tokens ? {
                      cacheCreationInputTokens: iter.cache_creation_input_tokens
                    } : {},
                    ...iter.cache_read_input_tokens ? {
                      cacheReadInputTokens: iter.cache_read_input_tokens
                    } : {}
                  })
                ) : null,
                container,
                contextManagement
              };
              const providerMetadata = {
                anthropic: anthropicMetadata
              };
              if (usedCustomProviderKey && providerOptionsName !== "anthropic") {
                providerMetadata[providerOptionsName] = anthropicMetadata;
              }
              if (!isJsonResponseFromTool && !isContinuationStopReason(finishReason.raw)) {
                for (const { id, text, citations } of heldBackText) {
                  if (text.length === 0) continue;
                  controller.enqueue({ type: "text-start", id });
                  controller.enqueue({ type: "text-delta", id, delta: text });
                  controller.enqueue(createTextEnd(id, citations));
                }
              }
              heldBackText.length = 0;
              controller.enqueue({
                type: "finish",
                finishReason,
                usage: convertAnthropicMessagesUsage({ usage, rawUsage }),
                providerMetadata
              });
              return;
            }
            case "error": {
              controller.enqueue({ type: "error", error: value.error });
              return;
            }
            default: {
              const _exhaustiveCheck = value;
              throw new Error(`Unsupported chunk type: ${_exhaustiveCheck}`);
            }
          }
        }
      })
    );
    const [streamForFirstChunk, streamForConsumer] = transformedStream.tee();
    const firstChunkReader = streamForFirstChunk.getReader();
    try {
      await firstChunkReader.read();
      let result = await firstChunkReader.read();
      if (((_a = result.value) == null ? void 0 : _a.type) === "raw") {
        result = await firstChunkReader.read();
      }
      if (((_b = result.value) == null ? void 0 : _b.type) === "error") {
        const error = result.value.error;
        throw new APICallError({
          message: error.message,
          url,
          requestBodyValues: body,
          statusCode: error.type === "overloaded_error" ? 529 : 500,
          responseHeaders,
          responseBody: JSON.stringify(error),
          isRetryable: error.type === "overloaded_error"
        });
      }
    } finally {
      firstChunkReader.cancel().catch(() => {
      });
      firstChunkReader.releaseLock();
    }
    return {
      stream: streamForConsumer,
      request: { body },
      response: { headers: responseHeaders }
    };
  }
};
function getModelCapabilities(modelId) {
  if (modelId.includes("claude-sonnet-5-5")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: true,
      rejectsThinkingDisabled: true,
      rejectsBudgetThinking: true,
      rejectsForcedToolUse: true,
      supportsBetweenToolsThinking: true,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-opus-5-5")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: true,
      rejectsThinkingDisabled: true,
      rejectsBudgetThinking: true,
      rejectsForcedToolUse: true,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-haiku-5-5")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: true,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: true,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-opus-5")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: true,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-fable-5-1")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: true,
      rejectsBudgetThinking: true,
      rejectsForcedToolUse: true,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-fable-5")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: true,
      rejectsBudgetThinking: true,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-opus-4-8") || modelId.includes("claude-opus-4-7") || modelId.includes("claude-sonnet-5")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-sonnet-4-6") || modelId.includes("claude-opus-4-6")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-sonnet-4-5") || modelId.includes("claude-opus-4-5") || modelId.includes("claude-haiku-4-5")) {
    return {
      maxOutputTokens: 64e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-opus-4-1")) {
    return {
      maxOutputTokens: 32e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-sonnet-4-")) {
    return {
      maxOutputTokens: 64e3,
      supportsStructuredOutput: false,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-opus-4-")) {
    return {
      maxOutputTokens: 32e3,
      supportsStructuredOutput: false,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (modelId.includes("claude-3-haiku")) {
    return {
      maxOutputTokens: 4096,
      supportsStructuredOutput: false,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: true
    };
  } else if (/claude-(?:instant(?:-|$)|v?2(?=$|[-.:])|3(?=$|[-.]))/.test(modelId)) {
    return {
      maxOutputTokens: 4096,
      supportsStructuredOutput: false,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: false
    };
  } else if (modelId.includes("claude-")) {
    return {
      maxOutputTokens: 128e3,
      supportsStructuredOutput: true,
      rejectsSamplingParameters: true,
      rejectsThinkingDisabledAboveHighEffort: true,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: false
    };
  } else {
    return {
      maxOutputTokens: 4096,
      supportsStructuredOutput: false,
      rejectsSamplingParameters: false,
      rejectsThinkingDisabledAboveHighEffort: false,
      rejectsThinkingDisabled: false,
      rejectsBudgetThinking: false,
      rejectsForcedToolUse: false,
      supportsBetweenToolsThinking: false,
      isKnownModel: false
    };
  }
}
function hasWebTool20260209WithoutCodeExecution(tools) {
  if (!tools) {
    return false;
  }
  let hasWebTool20260209 = false;
  let hasCodeExecutionTool = false;
  for (const tool of tools) {
    if ("type" in tool && (tool.type === "web_fetch_20260209" || tool.type === "web_search_20260209")) {
      hasWebTool20260209 = true;
      continue;
    }
    if ("name" in tool && tool.name === "code_execution") {
      hasCodeExecutionTool = true;
      break;
    }
  }
  return hasWebTool20260209 && !hasCodeExecutionTool;
}
function mapAnthropicResponseContextManagement(contextManagement) {
  return contextManagement ? {
    appliedEdits: contextManagement.applied_edits.map((edit) => {
      const strategy = edit.type;
      switch (strategy) {
        case "clear_tool_uses_20250919":
          return {
            type: edit.type,
            clearedToolUses: edit.cleared_tool_uses,
            clearedInputTokens: edit.cleared_input_tokens
          };
        case "clear_thinking_20251015":
          return {
            type: edit.type,
            clearedThinkingTurns: edit.cleared_thinking_turns,
            clearedInputTokens: edit.cleared_input_tokens
          };
        case "compact_20260112":
          return {
            type: edit.type
          };
      }
    }).filter((edit) => edit !== void 0)
  } : null;
}
function mapAnthropicStopDetails(stopDetails) {
  if (stopDetails == null) {
    return void 0;
  }
  return {
    type: stopDetails.type,
    ...stopDetails.category != null ? { category: stopDetails.category } : {},
    ...stopDetails.explanation != null ? { explanation: stopDetails.explanation } : {},
    ...stopDetails.recommended_model != null ? { recommendedModel: stopDetails.recommended_model } : {}
  };
}

// src/tool/bash_20241022.ts


var bash_20241022InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      command: schemas/* string */.YjP(),
      restart: schemas/* boolean */.zMY().optional()
    })
  )
);
var bash_20241022 = createProviderToolFactory({
  id: "anthropic.bash_20241022",
  inputSchema: bash_20241022InputSchema
});

// src/tool/bash_20250124.ts


var bash_20250124InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      command: schemas/* string */.YjP(),
      restart: schemas/* boolean */.zMY().optional()
    })
  )
);
var bash_20250124 = createProviderToolFactory({
  id: "anthropic.bash_20250124",
  inputSchema: bash_20250124InputSchema
});

// src/tool/computer_20241022.ts


var computer_20241022InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* enum */.k5n([
        "key",
        "type",
        "mouse_move",
        "left_click",
        "left_click_drag",
        "right_click",
        "middle_click",
        "double_click",
        "screenshot",
        "cursor_position"
      ]),
      coordinate: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
      text: schemas/* string */.YjP().optional()
    })
  )
);
var computer_20241022 = createProviderToolFactory({
  id: "anthropic.computer_20241022",
  inputSchema: computer_20241022InputSchema
});

// src/tool/computer_20250124.ts


var computer_20250124InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* enum */.k5n([
        "key",
        "hold_key",
        "type",
        "cursor_position",
        "mouse_move",
        "left_mouse_down",
        "left_mouse_up",
        "left_click",
        "left_click_drag",
        "right_click",
        "middle_click",
        "double_click",
        "triple_click",
        "scroll",
        "wait",
        "screenshot"
      ]),
      coordinate: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]).optional(),
      duration: schemas/* number */.aig().optional(),
      scroll_amount: schemas/* number */.aig().optional(),
      scroll_direction: schemas/* enum */.k5n(["up", "down", "left", "right"]).optional(),
      start_coordinate: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]).optional(),
      text: schemas/* string */.YjP().optional()
    })
  )
);
var computer_20250124 = createProviderToolFactory({
  id: "anthropic.computer_20250124",
  inputSchema: computer_20250124InputSchema
});

// src/tool/computer_20251124.ts


var computer_20251124InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* enum */.k5n([
        "key",
        "hold_key",
        "type",
        "cursor_position",
        "mouse_move",
        "left_mouse_down",
        "left_mouse_up",
        "left_click",
        "left_click_drag",
        "right_click",
        "middle_click",
        "double_click",
        "triple_click",
        "scroll",
        "wait",
        "screenshot",
        "zoom"
      ]),
      coordinate: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]).optional(),
      duration: schemas/* number */.aig().optional(),
      region: schemas/* tuple */.PVZ([
        schemas/* number */.aig().int(),
        schemas/* number */.aig().int(),
        schemas/* number */.aig().int(),
        schemas/* number */.aig().int()
      ]).optional(),
      scroll_amount: schemas/* number */.aig().optional(),
      scroll_direction: schemas/* enum */.k5n(["up", "down", "left", "right"]).optional(),
      start_coordinate: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]).optional(),
      text: schemas/* string */.YjP().optional()
    })
  )
);
var computer_20251124 = createProviderToolFactory({
  id: "anthropic.computer_20251124",
  inputSchema: computer_20251124InputSchema
});

// src/tool/memory_20250818.ts


var memory_20250818InputSchema = lazySchema(
  () => zodSchema(
    schemas/* discriminatedUnion */.gMt("command", [
      schemas/* object */.Ikc({
        command: schemas/* literal */.euz("view"),
        path: schemas/* string */.YjP(),
        view_range: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).optional()
      }),
      schemas/* object */.Ikc({
        command: schemas/* literal */.euz("create"),
        path: schemas/* string */.YjP(),
        file_text: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        command: schemas/* literal */.euz("str_replace"),
        path: schemas/* string */.YjP(),
        old_str: schemas/* string */.YjP(),
        new_str: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        command: schemas/* literal */.euz("insert"),
        path: schemas/* string */.YjP(),
        insert_line: schemas/* number */.aig(),
        insert_text: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        command: schemas/* literal */.euz("delete"),
        path: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        command: schemas/* literal */.euz("rename"),
        old_path: schemas/* string */.YjP(),
        new_path: schemas/* string */.YjP()
      })
    ])
  )
);
var memory_20250818 = createProviderToolFactory({
  id: "anthropic.memory_20250818",
  inputSchema: memory_20250818InputSchema
});

// src/tool/text-editor_20241022.ts


var textEditor_20241022InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      command: schemas/* enum */.k5n(["view", "create", "str_replace", "insert", "undo_edit"]),
      path: schemas/* string */.YjP(),
      file_text: schemas/* string */.YjP().optional(),
      insert_line: schemas/* number */.aig().int().optional(),
      new_str: schemas/* string */.YjP().optional(),
      insert_text: schemas/* string */.YjP().optional(),
      old_str: schemas/* string */.YjP().optional(),
      view_range: schemas/* array */.YOg(schemas/* number */.aig().int()).optional()
    })
  )
);
var textEditor_20241022 = createProviderToolFactory({
  id: "anthropic.text_editor_20241022",
  inputSchema: textEditor_20241022InputSchema
});

// src/tool/text-editor_20250124.ts


var textEditor_20250124InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      command: schemas/* enum */.k5n(["view", "create", "str_replace", "insert", "undo_edit"]),
      path: schemas/* string */.YjP(),
      file_text: schemas/* string */.YjP().optional(),
      insert_line: schemas/* number */.aig().int().optional(),
      new_str: schemas/* string */.YjP().optional(),
      insert_text: schemas/* string */.YjP().optional(),
      old_str: schemas/* string */.YjP().optional(),
      view_range: schemas/* array */.YOg(schemas/* number */.aig().int()).optional()
    })
  )
);
var textEditor_20250124 = createProviderToolFactory({
  id: "anthropic.text_editor_20250124",
  inputSchema: textEditor_20250124InputSchema
});

// src/tool/text-editor_20250429.ts


var textEditor_20250429InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      command: schemas/* enum */.k5n(["view", "create", "str_replace", "insert"]),
      path: schemas/* string */.YjP(),
      file_text: schemas/* string */.YjP().optional(),
      insert_line: schemas/* number */.aig().int().optional(),
      new_str: schemas/* string */.YjP().optional(),
      insert_text: schemas/* string */.YjP().optional(),
      old_str: schemas/* string */.YjP().optional(),
      view_range: schemas/* array */.YOg(schemas/* number */.aig().int()).optional()
    })
  )
);
var textEditor_20250429 = createProviderToolFactory({
  id: "anthropic.text_editor_20250429",
  inputSchema: textEditor_20250429InputSchema
});

// src/tool/tool-search-bm25_20251119.ts


var toolSearchBm25_20251119OutputSchema = lazySchema(
  () => zodSchema(
    schemas/* array */.YOg(
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("tool_reference"),
        toolName: schemas/* string */.YjP()
      })
    )
  )
);
var toolSearchBm25_20251119InputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * A natural language query to search for tools.
       * Claude will use BM25 text search to find relevant tools.
       */
      query: schemas/* string */.YjP(),
      /**
       * Maximum number of tools to return. Optional.
       */
      limit: schemas/* number */.aig().optional()
    })
  )
);
var factory11 = createProviderToolFactoryWithOutputSchema({
  id: "anthropic.tool_search_bm25_20251119",
  inputSchema: toolSearchBm25_20251119InputSchema,
  outputSchema: toolSearchBm25_20251119OutputSchema,
  supportsDeferredResults: true
});
var toolSearchBm25_20251119 = (args = {}) => {
  return factory11(args);
};

// src/anthropic-tools.ts
var anthropicTools = {
  /**
   * Pairs a faster executor model with a higher-intelligence advisor model
   * that provides strategic guidance mid-generation.
   *
   * The advisor lets a faster, lower-cost executor model consult a
   * higher-intelligence advisor model server-side. The advisor reads the
   * executor's full transcript and produces a plan or course correction;
   * the executor continues with the task, informed by the advice. All of
   * this happens inside a single `/v1/messages` request.
   *
   * Beta header `advisor-tool-2026-03-01` is added automatically when this
   * tool is included.
   *
   * Multi-turn conversations: pass the full assistant content (including
   * `advisor_tool_result` blocks) back to the API on subsequent turns. If
   * you omit the advisor tool from `tools` on a follow-up turn while the
   * message history still contains `advisor_tool_result` blocks, the API
   * returns a `400 invalid_request_error`.
   *
   * Supported executor models: Claude Haiku 4.5, Sonnet 4.6, Opus 4.6,
   * Opus 4.7. The advisor must be at least as capable as the executor.
   *
   * @param model - The advisor model ID (required), e.g. `"claude-opus-4-8"`.
   * @param maxUses - Maximum advisor calls per request (per-request cap).
   * @param caching - Enables prompt caching for the advisor's transcript
   * across calls within a conversation. Worthwhile from ~3 advisor calls
   * per conversation.
   */
  advisor_20260301,
  /**
   * The bash tool enables Claude to execute shell commands in a persistent bash session,
   * allowing system operations, script execution, and command-line automation.
   *
   * Image results are supported.
   */
  bash_20241022,
  /**
   * The bash tool enables Claude to execute shell commands in a persistent bash session,
   * allowing system operations, script execution, and command-line automation.
   *
   * Image results are supported.
   */
  bash_20250124,
  /**
   * Claude can analyze data, create visualizations, perform complex calculations,
   * run system commands, create and edit files, and process uploaded files directly within
   * the API conversation.
   *
   * The code execution tool allows Claude to run Bash commands and manipulate files,
   * including writing code, in a secure, sandboxed environment.
   */
  codeExecution_20250522,
  /**
   * Claude can analyze data, create visualizations, perform complex calculations,
   * run system commands, create and edit files, and process uploaded files directly within
   * the API conversation.
   *
   * The code execution tool allows Claude to run both Python and Bash commands and manipulate files,
   * including writing code, in a secure, sandboxed environment.
   *
   * This is the latest version with enhanced Bash support and file operations.
   */
  codeExecution_20250825,
  /**
   * Claude can analyze data, create visualizations, perform complex calculations,
   * run system commands, create and edit files, and process uploaded files directly within
   * the API conversation.
   *
   * The code execution tool allows Claude to run both Python and Bash commands and manipulate files,
   * including writing code, in a secure, sandboxed environment.
   *
   * This is the recommended version. Does not require a beta header.
   *
   * Supported models: Claude Opus 4.6, Sonnet 4.6, Sonnet 4.5, Opus 4.5
   */
  codeExecution_20260120,
  /**
   * Claude can interact with computer environments through the computer use tool, which
   * provides screenshot capabilities and mouse/keyboard control for autonomous desktop interaction.
   *
   * Image results are supported.
   *
   * @param displayWidthPx - The width of the display being controlled by the model in pixels.
   * @param displayHeightPx - The height of the display being controlled by the model in pixels.
   * @param displayNumber - The display number to control (only relevant for X11 environments). If specified, the tool will be provided a display number in the tool definition.
   */
  computer_20241022,
  /**
   * Claude can interact with computer environments through the computer use tool, which
   * provides screenshot capabilities and mouse/keyboard control for autonomous desktop interaction.
   *
   * Image results are supported.
   *
   * @param displayWidthPx - The width of the display being controlled by the model in pixels.
   * @param displayHeightPx - The height of the display being controlled by the model in pixels.
   * @param displayNumber - The display number to control (only relevant for X11 environments). If specified, the tool will be provided a display number in the tool definition.
   */
  computer_20250124,
  /**
   * Claude can interact with computer environments through the computer use tool, which
   * provides screenshot capabilities and mouse/keyboard control for autonomous desktop interaction.
   *
   * This version adds the zoom action for detailed screen region inspection.
   *
   * Image results are supported.
   *
   * Supported models: Claude Opus 4.5
   *
   * @param displayWidthPx - The width of the display being controlled by the model in pixels.
   * @param displayHeightPx - The height of the display being controlled by the model in pixels.
   * @param displayNumber - The display number to control (only relevant for X11 environments). If specified, the tool will be provided a display number in the tool definition.
   * @param enableZoom - Enable zoom action. Set to true to allow Claude to zoom into specific screen regions. Default: false.
   */
  computer_20251124,
  /**
   * The computer toolset lets Claude control a computer through screenshots,
   * mouse, and keyboard. It replaces the versioned computer tools
   * (`computer_20251124` and earlier) on newer models.
   *
   * The API returns each computer action as its own `tool_use` block with
   * `toolset_name: 'computer'`. The AI SDK maps every member call to this tool
   * and exposes the member name as `action`, so `execute` receives the same
   * input shape as the older computer tools. Claude may return several actions
   * in one turn.
   *
   * Coordinates are always in the pixel space of the screenshots you return;
   * there are no display size parameters. Zoom is enabled by default.
   *
   * Does not require a beta header.
   *
   * Supported models: Claude Opus 5.5 (required; older computer tool types
   * are rejected), Opus 5, Sonnet 5, Fable 5, Fable 5.1, Opus 4.8.
   *
   * @param configs - Per-member settings keyed by member name, e.g.
   * `{ zoom: { enabled: false } }`. Omitted members keep their defaults.
   */
  computerToolset_20260801,
  /**
   * The memory tool enables Claude to store and retrieve information across conversations through a memory file directory.
   * Claude can create, read, update, and delete files that persist between sessions,
   * allowing it to build knowledge over time without keeping everything in the context window.
   * The memory tool operates client-side—you control where and how the data is stored through your own infrastructure.
   *
   * Supported models: Claude Sonnet 4.5, Claude Sonnet 4, Claude Opus 4.1, Claude Opus 4.
   */
  memory_20250818,
  /**
   * Claude can use an Anthropic-defined text editor tool to view and modify text files,
   * helping you debug, fix, and improve your code or other text documents. This allows Claude
   * to directly interact with your files, providing hands-on assistance rather than just suggesting changes.
   *
   * Supported models: Claude Sonnet 3.5
   */
  textEditor_20241022,
  /**
   * Claude can use an Anthropic-defined text editor tool to view and modify text files,
   * helping you debug, fix, and improve your code or other text documents. This allows Claude
   * to directly interact with your files, providing hands-on assistance rather than just suggesting changes.
   *
   * Supported models: Claude Sonnet 3.7
   */
  textEditor_20250124,
  /**
   * Claude can use an Anthropic-defined text editor tool to view and modify text files,
   * helping you debug, fix, and improve your code or other text documents. This allows Claude
   * to directly interact with your files, providing hands-on assistance rather than just suggesting changes.
   *
   * Note: This version does not support the "undo_edit" command.
   *
   * @deprecated Use textEditor_20250728 instead
   */
  textEditor_20250429,
  /**
   * Claude can use an Anthropic-defined text editor tool to view and modify text files,
   * helping you debug, fix, and improve your code or other text documents. This allows Claude
   * to directly interact with your files, providing hands-on assistance rather than just suggesting changes.
   *
   * Note: This version does not support the "undo_edit" command and adds optional max_characters parameter.
   *
   * Supported models: Claude Sonnet 4, Opus 4, and Opus 4.1
   *
   * @param maxCharacters - Optional maximum number of characters to view in the file
   */
  textEditor_20250728,
  /**
   * Creates a web fetch tool that gives Claude direct access to real-time web content.
   *
   * @param maxUses - The max_uses parameter limits the number of web fetches performed
   * @param allowedDomains - Only fetch from these domains
   * @param blockedDomains - Never fetch from these domains
   * @param citations - Unlike web search where citations are always enabled, citations are optional for web fetch. Set "citations": {"enabled": true} to enable Claude to cite specific passages from fetched documents.
   * @param maxContentTokens - The max_content_tokens parameter limits the amount of content that will be included in the context.
   */
  webFetch_20250910,
  /**
   * Creates a web fetch tool that gives Claude direct access to real-time web content.
   *
   * @param maxUses - The max_uses parameter limits the number of web fetches performed
   * @param allowedDomains - Only fetch from these domains
   * @param blockedDomains - Never fetch from these domains
   * @param citations - Unlike web search where citations are always enabled, citations are optional for web fetch. Set "citations": {"enabled": true} to enable Claude to cite specific passages from fetched documents.
   * @param maxContentTokens - The max_content_tokens parameter limits the amount of content that will be included in the context.
   */
  webFetch_20260209,
  /**
   * Creates a web search tool that gives Claude direct access to real-time web content.
   *
   * @param maxUses - Maximum number of web searches Claude can perform during the conversation.
   * @param allowedDomains - Optional list of domains that Claude is allowed to search.
   * @param blockedDomains - Optional list of domains that Claude should avoid when searching.
   * @param userLocation - Optional user location information to provide geographically relevant search results.
   */
  webSearch_20250305,
  /**
   * Creates a web search tool that gives Claude direct access to real-time web content.
   *
   * @param maxUses - Maximum number of web searches Claude can perform during the conversation.
   * @param allowedDomains - Optional list of domains that Claude is allowed to search.
   * @param blockedDomains - Optional list of domains that Claude should avoid when searching.
   * @param userLocation - Optional user location information to provide geographically relevant search results.
   */
  webSearch_20260209,
  /**
   * Creates a tool search tool that uses regex patterns to find tools.
   *
   * The tool search tool enables Claude to work with hundreds or thousands of tools
   * by dynamically discovering and loading them on-demand. Instead of loading all
   * tool definitions into the context window upfront, Claude searches your tool
   * catalog and loads only the tools it needs.
   *
   * Use `providerOptions: { anthropic: { deferLoading: true } }` on other tools
   * to mark them for deferred loading.
   *
   * Supported models: Claude Opus 4.5, Claude Sonnet 4.5
   */
  toolSearchRegex_20251119,
  /**
   * Creates a tool search tool that uses BM25 (natural language) to find tools.
   *
   * The tool search tool enables Claude to work with hundreds or thousands of tools
   * by dynamically discovering and loading them on-demand. Instead of loading all
   * tool definitions into the context window upfront, Claude searches your tool
   * catalog and loads only the tools it needs.
   *
   * Use `providerOptions: { anthropic: { deferLoading: true } }` on other tools
   * to mark them for deferred loading.
   *
   * Supported models: Claude Opus 4.5, Claude Sonnet 4.5
   */
  toolSearchBm25_20251119
};

// src/anthropic-provider.ts
var ANTHROPIC_API_URL = "https://api.anthropic.com";
var ANTHROPIC_API_VERSIONED_URL = `${ANTHROPIC_API_URL}/v1`;
function normalizeBaseURL(baseURL) {
  const baseURLWithoutTrailingSlash = withoutTrailingSlash(baseURL);
  return baseURLWithoutTrailingSlash === ANTHROPIC_API_URL ? ANTHROPIC_API_VERSIONED_URL : baseURLWithoutTrailingSlash;
}
function createAnthropic(options = {}) {
  var _a, _b;
  const baseURL = (_a = normalizeBaseURL(
    loadOptionalSetting({
      settingValue: options.baseURL,
      environmentVariableName: "ANTHROPIC_BASE_URL"
    })
  )) != null ? _a : ANTHROPIC_API_VERSIONED_URL;
  const providerName = (_b = options.name) != null ? _b : "anthropic.messages";
  if (options.apiKey && options.authToken) {
    throw new InvalidArgumentError({
      argument: "apiKey/authToken",
      message: "Both apiKey and authToken were provided. Please use only one authentication method."
    });
  }
  const getHeaders = () => {
    const authHeaders = options.authToken ? { Authorization: `Bearer ${options.authToken}` } : {
      "x-api-key": loadApiKey({
        apiKey: options.apiKey,
        environmentVariableName: "ANTHROPIC_API_KEY",
        description: "Anthropic"
      })
    };
    return withUserAgentSuffix(
      {
        "anthropic-version": "2023-06-01",
        ...authHeaders,
        ...options.headers
      },
      `ai-sdk/anthropic/${dist_VERSION}`
    );
  };
  const createChatModel = (modelId) => {
    var _a2;
    return new AnthropicMessagesLanguageModel(modelId, {
      provider: providerName,
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      generateId: (_a2 = options.generateId) != null ? _a2 : generateId,
      supportedUrls: () => ({
        "image/*": [/^https?:\/\/.*$/],
        "application/pdf": [/^https?:\/\/.*$/]
      })
    });
  };
  const provider = function(modelId) {
    if (new.target) {
      throw new Error(
        "The Anthropic model function cannot be called with the new keyword."
      );
    }
    return createChatModel(modelId);
  };
  provider.specificationVersion = "v3";
  provider.languageModel = createChatModel;
  provider.chat = createChatModel;
  provider.messages = createChatModel;
  provider.embeddingModel = (modelId) => {
    throw new NoSuchModelError({ modelId, modelType: "embeddingModel" });
  };
  provider.textEmbeddingModel = provider.embeddingModel;
  provider.imageModel = (modelId) => {
    throw new NoSuchModelError({ modelId, modelType: "imageModel" });
  };
  provider.tools = anthropicTools;
  return provider;
}
var anthropic = createAnthropic();

// src/forward-anthropic-container-id-from-last-step.ts
function forwardAnthropicContainerIdFromLastStep({
  steps
}) {
  var _a, _b, _c;
  for (let i = steps.length - 1; i >= 0; i--) {
    const containerId = (_c = (_b = (_a = steps[i].providerMetadata) == null ? void 0 : _a.anthropic) == null ? void 0 : _b.container) == null ? void 0 : _c.id;
    if (containerId) {
      return {
        providerOptions: {
          anthropic: {
            container: { id: containerId }
          }
        }
      };
    }
  }
  return void 0;
}

//# sourceMappingURL=index.mjs.map

/***/ })

};
