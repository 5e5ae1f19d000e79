export const id = 4383;
export const ids = [4383];
export const modules = {

/***/ 44383:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GoogleTranscriptionModel: () => (/* binding */ GoogleTranscriptionModel),
  VERSION: () => (/* binding */ dist_VERSION),
  createGoogleGenerativeAI: () => (/* binding */ createGoogleGenerativeAI),
  google: () => (/* binding */ google)
});

;// CONCATENATED MODULE: ./node_modules/@ai-sdk/google/node_modules/@ai-sdk/provider/dist/index.mjs
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
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/google/node_modules/@ai-sdk/provider-utils/dist/index.mjs
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
var EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER = /* @__PURE__ */ Symbol.for(
  "vercel.ai.embeddingModel.providerOptionsTransformer"
);

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
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
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
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/google/dist/index.mjs
// src/transcription/google-transcription-model.ts




// src/google-error.ts


var getGoogleErrorSchema = () => schemas/* object */.Ikc({
  code: schemas/* number */.aig().nullable(),
  message: schemas/* string */.YjP(),
  status: schemas/* string */.YjP(),
  details: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish()
});
var googleErrorDataSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      error: getGoogleErrorSchema()
    })
  )
);
var googleFailedResponseHandler = createJsonErrorResponseHandler({
  errorSchema: googleErrorDataSchema,
  errorToMessage: (data) => data.error.message
});
function mapGoogleErrorStatusToHttpStatusCode(status) {
  switch (status) {
    case "CANCELLED":
      return 499;
    case "INVALID_ARGUMENT":
    case "FAILED_PRECONDITION":
    case "OUT_OF_RANGE":
      return 400;
    case "DEADLINE_EXCEEDED":
      return 504;
    case "NOT_FOUND":
      return 404;
    case "ALREADY_EXISTS":
    case "ABORTED":
      return 409;
    case "PERMISSION_DENIED":
      return 403;
    case "UNAUTHENTICATED":
      return 401;
    case "RESOURCE_EXHAUSTED":
      return 429;
    case "UNIMPLEMENTED":
      return 501;
    case "UNKNOWN":
    case "INTERNAL":
    case "DATA_LOSS":
      return 500;
    case "UNAVAILABLE":
      return 503;
    default:
      return void 0;
  }
}

// src/transcription/google-transcription-model-options.ts


var googleTranscriptionModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * BCP-47 language codes providing hints about the languages present in the
       * audio. If omitted or empty, defaults to automatic language detection.
       */
      languageCodes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * Custom vocabulary phrases, which bias the speech recognition model
       * toward recognizing specific terms.
       */
      customVocabulary: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * Enables word-level timestamp generation.
       */
      wordTimestamp: schemas/* boolean */.zMY().optional(),
      /**
       * Enables speaker diarization.
       */
      diarization: schemas/* boolean */.zMY().optional(),
      /**
       * Transcription output formatting mode.
       *
       * - `VERBATIM` (default): exact literal transcript preserving filler
       *   words, repetitions, and false starts.
       * - `SMART`: cleans up and structures the transcript in real time —
       *   disfluency removal, inline self-corrections, structured formatting
       *   (lists, numbers, dates, paragraph breaks), and grammar/casing polish.
       */
      mode: schemas/* enum */.k5n(["SMART", "VERBATIM"]).optional()
    })
  )
);

// src/transcription/google-transcription-model.ts
function isLiveTranscriptionModelId(modelId) {
  return modelId.includes("-live");
}
var GoogleTranscriptionModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v3";
  }
  get provider() {
    return this.config.provider;
  }
  async parseOptions(providerOptions) {
    return parseProviderOptions({
      provider: "google",
      providerOptions,
      schema: googleTranscriptionModelOptions
    });
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f;
    if (isLiveTranscriptionModelId(this.modelId)) {
      throw new InvalidArgumentError({
        argument: "modelId",
        message: `Model '${this.modelId}' only supports streaming transcription, which requires AI SDK v7. Use a unary model such as 'gemini-3.5-transcribe'.`
      });
    }
    const currentDate = (_c = (_b = (_a2 = this.config._internal) == null ? void 0 : _a2.currentDate) == null ? void 0 : _b.call(_a2)) != null ? _c : /* @__PURE__ */ new Date();
    const warnings = [];
    const googleOptions = await this.parseOptions(options.providerOptions);
    const transcriptionConfig = buildTranscriptionConfig(googleOptions);
    const requestBody = {
      model: this.modelId,
      input: [
        {
          type: "audio",
          data: convertToBase64(options.audio),
          mime_type: options.mediaType
        }
      ],
      ...transcriptionConfig != null ? { generation_config: { transcription_config: transcriptionConfig } } : {}
    };
    const {
      value: response,
      responseHeaders,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: `${this.config.baseURL}/interactions`,
      headers: combineHeaders(
        this.config.headers ? await resolve(this.config.headers) : void 0,
        options.headers
      ),
      body: requestBody,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        googleInteractionsTranscriptionResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let text = "";
    const segments = [];
    for (const step of (_d = response.steps) != null ? _d : []) {
      for (const content of (_e = step.content) != null ? _e : []) {
        if (content.type !== "text" || content.text == null) continue;
        text += content.text;
        for (const annotation of (_f = content.annotations) != null ? _f : []) {
          if (annotation.type !== "word_info") continue;
          const startSecond = parseOffsetSeconds(annotation.start_offset);
          const endSecond = parseOffsetSeconds(annotation.end_offset);
          if (annotation.text == null || startSecond == null || endSecond == null) {
            continue;
          }
          segments.push({ text: annotation.text, startSecond, endSecond });
        }
      }
    }
    return {
      text,
      segments,
      language: void 0,
      durationInSeconds: void 0,
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawResponse
      },
      ...response.usage != null ? {
        providerMetadata: {
          google: { usage: response.usage }
        }
      } : {}
    };
  }
};
function buildTranscriptionConfig(options) {
  var _a2;
  if (options == null) return void 0;
  const config = {};
  if (options.languageCodes != null) {
    config.language_codes = options.languageCodes;
  }
  if (options.customVocabulary != null) {
    config.custom_vocabulary = options.customVocabulary;
  }
  if (options.mode != null || options.diarization === true || options.wordTimestamp === true) {
    config.mode = {
      type: ((_a2 = options.mode) != null ? _a2 : "VERBATIM").toLowerCase(),
      ...options.diarization === true ? { diarization_mode: "speaker" } : {},
      ...options.wordTimestamp === true ? { timestamp_granularities: ["word"] } : {}
    };
  }
  return Object.keys(config).length > 0 ? config : void 0;
}
function parseOffsetSeconds(offset) {
  if (offset == null) return void 0;
  const parsed = Number.parseFloat(offset);
  return Number.isFinite(parsed) ? parsed : void 0;
}
var googleInteractionsWordAnnotationSchema = () => schemas/* object */.Ikc({
  type: schemas/* string */.YjP().nullish(),
  text: schemas/* string */.YjP().nullish(),
  speaker: schemas/* string */.YjP().nullish(),
  start_offset: schemas/* string */.YjP().nullish(),
  end_offset: schemas/* string */.YjP().nullish()
});
var googleInteractionsTranscriptionResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      status: schemas/* string */.YjP().nullish(),
      steps: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          type: schemas/* string */.YjP().nullish(),
          content: schemas/* array */.YOg(
            schemas/* object */.Ikc({
              type: schemas/* string */.YjP().nullish(),
              text: schemas/* string */.YjP().nullish(),
              annotations: schemas/* array */.YOg(googleInteractionsWordAnnotationSchema()).nullish()
            })
          ).nullish()
        })
      ).nullish(),
      usage: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish()
    })
  )
);

// src/google-provider.ts


// src/version.ts
var dist_VERSION =  true ? "3.0.141" : 0;

// src/google-generative-ai-embedding-model.ts




// src/google-generative-ai-embedding-options.ts


var googleEmbeddingContentPartSchema = () => schemas/* union */.KCZ([
  schemas/* object */.Ikc({ text: schemas/* string */.YjP() }),
  schemas/* object */.Ikc({
    inlineData: schemas/* object */.Ikc({
      mimeType: schemas/* string */.YjP(),
      data: schemas/* string */.YjP()
    })
  }),
  schemas/* object */.Ikc({
    fileData: schemas/* object */.Ikc({
      fileUri: schemas/* string */.YjP(),
      mimeType: schemas/* string */.YjP()
    })
  })
]);
var googleEmbeddingModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Optional. Optional reduced dimension for the output embedding.
       * If set, excessive values in the output embedding are truncated from the end.
       */
      outputDimensionality: schemas/* number */.aig().optional(),
      /**
       * Optional. Specifies the task type for generating embeddings.
       * Supported task types:
       * - SEMANTIC_SIMILARITY: Optimized for text similarity.
       * - CLASSIFICATION: Optimized for text classification.
       * - CLUSTERING: Optimized for clustering texts based on similarity.
       * - RETRIEVAL_DOCUMENT: Optimized for document retrieval.
       * - RETRIEVAL_QUERY: Optimized for query-based retrieval.
       * - QUESTION_ANSWERING: Optimized for answering questions.
       * - FACT_VERIFICATION: Optimized for verifying factual information.
       * - CODE_RETRIEVAL_QUERY: Optimized for retrieving code blocks based on natural language queries.
       */
      taskType: schemas/* enum */.k5n([
        "SEMANTIC_SIMILARITY",
        "CLASSIFICATION",
        "CLUSTERING",
        "RETRIEVAL_DOCUMENT",
        "RETRIEVAL_QUERY",
        "QUESTION_ANSWERING",
        "FACT_VERIFICATION",
        "CODE_RETRIEVAL_QUERY"
      ]).optional(),
      /**
       * Optional. Per-value multimodal content parts for embedding non-text
       * content (images, video, PDF, audio). Each entry corresponds to the
       * embedding value at the same index and its parts are merged with the
       * text value in the request. Use `null` for entries that are text-only.
       *
       * The array length must match the number of values being embedded. In
       * the case of a single embedding, the array length must be 1.
       */
      content: schemas/* array */.YOg(schemas/* array */.YOg(googleEmbeddingContentPartSchema()).min(1).nullable()).optional()
    })
  )
);

// src/google-generative-ai-embedding-model.ts
var google_dist_a;
google_dist_a = EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER;
var GoogleGenerativeAIEmbeddingModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    this.maxEmbeddingsPerCall = 100;
    this.supportsParallelCalls = true;
    this[google_dist_a] = ({ providerOptions, values, startIndex, endIndex }) => {
      var _a2;
      const multimodalContent = (_a2 = providerOptions == null ? void 0 : providerOptions.google) == null ? void 0 : _a2.content;
      if (!Array.isArray(multimodalContent)) {
        return providerOptions;
      }
      validateMultimodalContentLength({
        multimodalContent,
        values
      });
      return {
        ...providerOptions,
        google: {
          ...providerOptions == null ? void 0 : providerOptions.google,
          content: multimodalContent.slice(startIndex, endIndex)
        }
      };
    };
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
    const googleOptions = await parseProviderOptions({
      provider: "google",
      providerOptions,
      schema: googleEmbeddingModelOptions
    });
    if (values.length > this.maxEmbeddingsPerCall) {
      throw new TooManyEmbeddingValuesForCallError({
        provider: this.provider,
        modelId: this.modelId,
        maxEmbeddingsPerCall: this.maxEmbeddingsPerCall,
        values
      });
    }
    const mergedHeaders = combineHeaders(
      await resolve(this.config.headers),
      headers
    );
    const multimodalContent = googleOptions == null ? void 0 : googleOptions.content;
    validateMultimodalContentLength({ multimodalContent, values });
    if (values.length === 1) {
      const valueParts = multimodalContent == null ? void 0 : multimodalContent[0];
      const textPart = values[0] ? [{ text: values[0] }] : [];
      const parts = valueParts != null ? [...textPart, ...valueParts] : [{ text: values[0] }];
      const {
        responseHeaders: responseHeaders2,
        value: response2,
        rawValue: rawValue2
      } = await postJsonToApi({
        url: `${this.config.baseURL}/models/${this.modelId}:embedContent`,
        headers: mergedHeaders,
        body: {
          model: `models/${this.modelId}`,
          content: {
            parts
          },
          outputDimensionality: googleOptions == null ? void 0 : googleOptions.outputDimensionality,
          taskType: googleOptions == null ? void 0 : googleOptions.taskType
        },
        failedResponseHandler: googleFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          googleGenerativeAISingleEmbeddingResponseSchema
        ),
        abortSignal,
        fetch: this.config.fetch
      });
      return {
        warnings: [],
        embeddings: [response2.embedding.values],
        usage: void 0,
        response: { headers: responseHeaders2, body: rawValue2 }
      };
    }
    const {
      responseHeaders,
      value: response,
      rawValue
    } = await postJsonToApi({
      url: `${this.config.baseURL}/models/${this.modelId}:batchEmbedContents`,
      headers: mergedHeaders,
      body: {
        requests: values.map((value, index) => {
          const valueParts = multimodalContent == null ? void 0 : multimodalContent[index];
          const textPart = value ? [{ text: value }] : [];
          return {
            model: `models/${this.modelId}`,
            content: {
              role: "user",
              parts: valueParts != null ? [...textPart, ...valueParts] : [{ text: value }]
            },
            outputDimensionality: googleOptions == null ? void 0 : googleOptions.outputDimensionality,
            taskType: googleOptions == null ? void 0 : googleOptions.taskType
          };
        })
      },
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        googleGenerativeAITextEmbeddingResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    return {
      warnings: [],
      embeddings: response.embeddings.map((item) => item.values),
      usage: void 0,
      response: { headers: responseHeaders, body: rawValue }
    };
  }
};
var googleGenerativeAITextEmbeddingResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      embeddings: schemas/* array */.YOg(schemas/* object */.Ikc({ values: schemas/* array */.YOg(schemas/* number */.aig()) }))
    })
  )
);
var googleGenerativeAISingleEmbeddingResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      embedding: schemas/* object */.Ikc({ values: schemas/* array */.YOg(schemas/* number */.aig()) })
    })
  )
);
function validateMultimodalContentLength({
  multimodalContent,
  values
}) {
  if (multimodalContent != null && multimodalContent.length !== values.length) {
    throw new Error(
      `The number of multimodal content entries (${multimodalContent.length}) must match the number of values (${values.length}).`
    );
  }
}

// src/google-generative-ai-language-model.ts




// src/continue-google-stream.ts
function continueGoogleStream({
  stream,
  getContinuationToken,
  continueStream
}) {
  let reader = stream.getReader();
  let pendingContinuationToken;
  return new ReadableStream({
    async pull(controller) {
      while (true) {
        const { done, value } = await reader.read();
        if (!done) {
          if (value.success) {
            const token = getContinuationToken(value.value);
            if (token != null) {
              pendingContinuationToken = token;
            }
          }
          controller.enqueue(value);
          return;
        }
        if (pendingContinuationToken == null) {
          controller.close();
          return;
        }
        const continuationToken = pendingContinuationToken;
        pendingContinuationToken = void 0;
        try {
          reader = (await continueStream(continuationToken)).getReader();
        } catch (error) {
          controller.enqueue({
            success: false,
            error,
            rawValue: void 0
          });
          controller.close();
          return;
        }
      }
    },
    async cancel(reason) {
      await reader.cancel(reason);
    }
  });
}

// src/convert-google-generative-ai-usage.ts
function convertGoogleGenerativeAIUsage(usage) {
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
  const promptTokens = (_a2 = usage.promptTokenCount) != null ? _a2 : 0;
  const candidatesTokens = (_b = usage.candidatesTokenCount) != null ? _b : 0;
  const cachedContentTokens = (_c = usage.cachedContentTokenCount) != null ? _c : 0;
  const thoughtsTokens = (_d = usage.thoughtsTokenCount) != null ? _d : 0;
  return {
    inputTokens: {
      total: promptTokens,
      noCache: promptTokens - cachedContentTokens,
      cacheRead: cachedContentTokens,
      cacheWrite: void 0
    },
    outputTokens: {
      total: candidatesTokens + thoughtsTokens,
      text: candidatesTokens,
      reasoning: thoughtsTokens
    },
    raw: usage
  };
}
function addGoogleGenerativeAIUsageMetadata(a, b) {
  if (a == null || b == null) {
    return b != null ? b : a;
  }
  return {
    ...a,
    ...b,
    promptTokenCount: addCounts(a.promptTokenCount, b.promptTokenCount),
    candidatesTokenCount: addCounts(
      a.candidatesTokenCount,
      b.candidatesTokenCount
    ),
    toolUsePromptTokenCount: addCounts(
      a.toolUsePromptTokenCount,
      b.toolUsePromptTokenCount
    ),
    totalTokenCount: addCounts(a.totalTokenCount, b.totalTokenCount),
    cachedContentTokenCount: addCounts(
      a.cachedContentTokenCount,
      b.cachedContentTokenCount
    ),
    thoughtsTokenCount: addCounts(a.thoughtsTokenCount, b.thoughtsTokenCount),
    promptTokensDetails: addTokenDetails(
      a.promptTokensDetails,
      b.promptTokensDetails
    ),
    cacheTokensDetails: addTokenDetails(
      a.cacheTokensDetails,
      b.cacheTokensDetails
    ),
    candidatesTokensDetails: addTokenDetails(
      a.candidatesTokensDetails,
      b.candidatesTokensDetails
    ),
    toolUsePromptTokensDetails: addTokenDetails(
      a.toolUsePromptTokensDetails,
      b.toolUsePromptTokensDetails
    )
  };
}
function addCounts(a, b) {
  return a == null && b == null ? b != null ? b : a : (a != null ? a : 0) + (b != null ? b : 0);
}
function addTokenDetails(a, b) {
  var _a2;
  if (a == null || b == null) {
    return b != null ? b : a;
  }
  const tokenCounts = /* @__PURE__ */ new Map();
  for (const { modality, tokenCount } of [...a, ...b]) {
    tokenCounts.set(modality, ((_a2 = tokenCounts.get(modality)) != null ? _a2 : 0) + tokenCount);
  }
  return Array.from(tokenCounts, ([modality, tokenCount]) => ({
    modality,
    tokenCount
  }));
}

// src/convert-json-schema-to-openapi-schema.ts

var recursiveReferenceFunctionalityPrefix = "recursive JSON Schema reference:";
function isRecursiveJSONSchemaReferenceError(error) {
  return UnsupportedFunctionalityError.isInstance(error) && error.functionality.startsWith(recursiveReferenceFunctionalityPrefix);
}
function convertJSONSchemaToOpenAPISchema(jsonSchema, isRoot = true) {
  const rootSchema = typeof jsonSchema === "object" ? jsonSchema : void 0;
  return convertJSONSchemaDefinition(jsonSchema, isRoot, {
    definitions: rootSchema == null ? void 0 : rootSchema.definitions,
    dollarDefinitions: rootSchema == null ? void 0 : rootSchema.$defs,
    resolvingReferences: /* @__PURE__ */ new Set()
  });
}
function convertJSONSchemaDefinition(jsonSchema, isRoot, referenceContext) {
  if (jsonSchema == null) {
    return void 0;
  }
  if (typeof jsonSchema === "boolean") {
    return { type: "boolean", properties: {} };
  }
  if (jsonSchema.$ref != null) {
    return convertJSONSchemaReference({
      jsonSchema,
      reference: jsonSchema.$ref,
      isRoot,
      referenceContext
    });
  }
  if (isEmptyObjectSchema(jsonSchema)) {
    if (isRoot) {
      return void 0;
    }
    if (jsonSchema.description) {
      return { type: "object", description: jsonSchema.description };
    }
    return { type: "object" };
  }
  const {
    type,
    description,
    required,
    properties,
    items,
    allOf,
    anyOf,
    oneOf,
    format,
    const: constValue,
    minLength,
    enum: enumValues
  } = jsonSchema;
  const result = {};
  if (description) result.description = description;
  if (required) result.required = required;
  if (format) result.format = format;
  if (type) {
    if (Array.isArray(type)) {
      const hasNull = type.includes("null");
      const nonNullTypes = type.filter((t) => t !== "null");
      if (nonNullTypes.length === 0) {
        result.type = "null";
      } else if (nonNullTypes.length === 1) {
        result.type = nonNullTypes[0];
        if (hasNull) {
          result.nullable = true;
        }
      } else {
        result.anyOf = nonNullTypes.map((t) => ({ type: t }));
        if (hasNull) {
          result.nullable = true;
        }
      }
    } else {
      result.type = type;
    }
  }
  const values = enumValues != null ? enumValues : constValue !== void 0 ? [constValue] : void 0;
  if (values !== void 0) {
    addEnumToSchema({ values, type, result });
  }
  if (properties != null) {
    result.properties = Object.entries(properties).reduce(
      (acc, [key, value]) => {
        acc[key] = convertJSONSchemaDefinition(value, false, referenceContext);
        return acc;
      },
      {}
    );
  }
  if (items) {
    result.items = Array.isArray(items) ? items.map(
      (item) => convertJSONSchemaDefinition(item, false, referenceContext)
    ) : convertJSONSchemaDefinition(items, false, referenceContext);
  }
  if (allOf) {
    result.allOf = allOf.map(
      (item) => convertJSONSchemaDefinition(item, false, referenceContext)
    );
  }
  if (anyOf) {
    if (anyOf.some(
      (schema) => typeof schema === "object" && (schema == null ? void 0 : schema.type) === "null"
    )) {
      const nonNullSchemas = anyOf.filter(
        (schema) => !(typeof schema === "object" && (schema == null ? void 0 : schema.type) === "null")
      );
      if (nonNullSchemas.length === 1) {
        const converted = convertJSONSchemaDefinition(
          nonNullSchemas[0],
          false,
          referenceContext
        );
        if (typeof converted === "object") {
          result.nullable = true;
          Object.assign(result, converted);
        }
      } else {
        result.anyOf = nonNullSchemas.map(
          (item) => convertJSONSchemaDefinition(item, false, referenceContext)
        );
        result.nullable = true;
      }
    } else {
      result.anyOf = anyOf.map(
        (item) => convertJSONSchemaDefinition(item, false, referenceContext)
      );
    }
  }
  if (oneOf) {
    result.oneOf = oneOf.map(
      (item) => convertJSONSchemaDefinition(item, false, referenceContext)
    );
  }
  if (minLength !== void 0) {
    result.minLength = minLength;
  }
  return result;
}
function addEnumToSchema({
  values,
  type,
  result
}) {
  const nullable = Array.isArray(type) && type.includes("null") || type === void 0 && values.includes(null);
  const enumValues = nullable ? values.filter((value) => value !== null) : values;
  if (values.length > 0 && values.every((value) => value === null)) {
    const typeAllowsNull = type === void 0 || type === "null" || Array.isArray(type) && type.includes("null");
    if (typeAllowsNull) {
      result.type = "null";
      if (Array.isArray(type)) {
        delete result.anyOf;
      }
      return;
    }
  }
  const enumType = getEnumType({ values: enumValues, type });
  if (enumType === void 0) {
    throw new UnsupportedFunctionalityError({
      functionality: "JSON Schema enum with mixed or unsupported values",
      message: "Google does not support this JSON Schema enum. Enum values must share one supported primitive type and match the schema type."
    });
  }
  result.type = enumType;
  if (Array.isArray(type)) {
    delete result.anyOf;
  }
  if (nullable) {
    result.nullable = true;
  }
  if (enumType === "string") {
    result.enum = enumValues;
  } else {
    result.format = "enum";
    result.enum = enumValues.map(String);
  }
}
function getEnumType({
  values,
  type
}) {
  if (values.length === 0) {
    return void 0;
  }
  const typeAllows = (enumType) => type === void 0 || type === enumType || Array.isArray(type) && type.includes(enumType);
  if (typeAllows("string") && values.every((value) => typeof value === "string")) {
    return "string";
  }
  if ((typeAllows("number") || typeAllows("integer")) && values.every((value) => typeof value === "number" && Number.isFinite(value))) {
    if (typeAllows("number")) {
      return "number";
    }
    if (values.every((value) => Number.isInteger(value))) {
      return "integer";
    }
  }
  if (typeAllows("boolean") && values.every((value) => typeof value === "boolean")) {
    return "boolean";
  }
  return void 0;
}
function convertJSONSchemaReference({
  jsonSchema,
  reference,
  isRoot,
  referenceContext
}) {
  const { definition, referenceKey } = getReferencedDefinition(
    reference,
    referenceContext
  );
  if (referenceContext.resolvingReferences.has(referenceKey)) {
    throw new UnsupportedFunctionalityError({
      functionality: `${recursiveReferenceFunctionalityPrefix} ${reference}`,
      message: "Google schema conversion does not support recursive JSON Schema references."
    });
  }
  const resolvingReferences = new Set(referenceContext.resolvingReferences);
  resolvingReferences.add(referenceKey);
  const { $ref: _reference, ...siblingSchema } = jsonSchema;
  const resolvedSchema = typeof definition === "boolean" ? definition ? siblingSchema : false : { ...definition, ...siblingSchema };
  return convertJSONSchemaDefinition(resolvedSchema, isRoot, {
    ...referenceContext,
    resolvingReferences
  });
}
function getReferencedDefinition(reference, referenceContext) {
  const definitionSources = [
    {
      prefix: "#/$defs/",
      definitions: referenceContext.dollarDefinitions
    },
    {
      prefix: "#/definitions/",
      definitions: referenceContext.definitions
    }
  ];
  const source = definitionSources.find(
    ({ prefix }) => reference.startsWith(prefix)
  );
  const encodedDefinitionName = source ? reference.slice(source.prefix.length) : void 0;
  if (source == null || encodedDefinitionName == null || encodedDefinitionName.length === 0 || encodedDefinitionName.includes("/")) {
    throwUnsupportedReference(reference);
  }
  let decodedDefinitionName;
  try {
    decodedDefinitionName = decodeURIComponent(encodedDefinitionName);
  } catch (e) {
    throwUnsupportedReference(reference);
  }
  if (decodedDefinitionName.includes("/") || /~(?![01])/u.test(decodedDefinitionName) || source.definitions == null) {
    throwUnsupportedReference(reference);
  }
  const definitionName = decodedDefinitionName.replace(
    /~[01]/g,
    (match) => match === "~1" ? "/" : "~"
  );
  if (!Object.prototype.hasOwnProperty.call(source.definitions, definitionName)) {
    throwUnsupportedReference(reference);
  }
  return {
    definition: source.definitions[definitionName],
    referenceKey: `${source.prefix}${definitionName}`
  };
}
function throwUnsupportedReference(reference) {
  throw new UnsupportedFunctionalityError({
    functionality: `JSON Schema reference: ${reference}`,
    message: "Google schema conversion only supports references to direct children of root-level $defs or definitions."
  });
}
function isEmptyObjectSchema(jsonSchema) {
  return jsonSchema != null && typeof jsonSchema === "object" && jsonSchema.type === "object" && (jsonSchema.properties == null || Object.keys(jsonSchema.properties).length === 0) && !jsonSchema.additionalProperties;
}

// src/convert-to-google-generative-ai-messages.ts



// src/google-generative-ai-prompt.ts

var googleVideoMetadataSchema = schemas/* object */.Ikc({
  /** Start offset as a duration in seconds, e.g. `'3.5s'`. */
  startOffset: schemas/* string */.YjP().optional(),
  /** End offset as a duration in seconds, e.g. `'10s'`. */
  endOffset: schemas/* string */.YjP().optional(),
  /** Frames per second in the range (0, 24]. Defaults to 1. */
  fps: schemas/* number */.aig().gt(0).max(24).optional()
});

// src/convert-to-google-generative-ai-messages.ts
var SKIP_THOUGHT_SIGNATURE_VALIDATOR = "skip_thought_signature_validator";
function getGoogleProviderOptions(providerOptions, providerOptionsName) {
  const namespaces = [
    providerOptionsName,
    "google",
    "googleVertex",
    "vertex"
  ].filter((namespace, index, allNamespaces) => {
    return allNamespaces.indexOf(namespace) === index;
  });
  for (const namespace of namespaces) {
    const options = providerOptions == null ? void 0 : providerOptions[namespace];
    if (options != null) {
      return options;
    }
  }
}
var dataUrlRegex = /^data:([^;,]+);base64,(.+)$/s;
function parseBase64DataUrl(value) {
  const match = dataUrlRegex.exec(value);
  if (match == null) {
    return void 0;
  }
  return {
    mediaType: match[1],
    data: match[2]
  };
}
function convertUrlToolResultPart(url, mediaType, supportedFunctionResponseUrls) {
  const parsedDataUrl = parseBase64DataUrl(url);
  if (parsedDataUrl != null) {
    return {
      inlineData: {
        mimeType: parsedDataUrl.mediaType,
        data: parsedDataUrl.data
      }
    };
  }
  return mediaType != null && isUrlSupported({
    url,
    mediaType,
    supportedUrls: supportedFunctionResponseUrls
  }) ? {
    fileData: {
      mimeType: mediaType,
      fileUri: url
    }
  } : void 0;
}
function serializeFunctionResponseContent(value) {
  return containsNonJsonValue(value) ? secureJsonParse(stringifyWithBigIntAndCycles(value)) : value;
}
function containsNonJsonValue(value, ancestors = /* @__PURE__ */ new Set()) {
  if (typeof value === "bigint") {
    return true;
  }
  if (typeof value !== "object" || value === null) {
    return false;
  }
  if (typeof value.toJSON === "function") {
    return true;
  }
  if (ancestors.has(value)) {
    return true;
  }
  ancestors.add(value);
  try {
    return Object.values(value).some(
      (item) => containsNonJsonValue(item, ancestors)
    );
  } finally {
    ancestors.delete(value);
  }
}
function appendToolResultParts(parts, toolName, outputValue, toolCallId, includeFunctionCallIds = true, supportedFunctionResponseUrls = {}) {
  const functionResponseParts = [];
  const responseTextParts = [];
  for (const contentPart of outputValue) {
    switch (contentPart.type) {
      case "text": {
        responseTextParts.push(contentPart.text);
        break;
      }
      case "image-data":
      case "file-data": {
        functionResponseParts.push({
          inlineData: {
            mimeType: contentPart.mediaType,
            data: contentPart.data
          }
        });
        break;
      }
      case "image-url":
      case "file-url": {
        const functionResponsePart = convertUrlToolResultPart(
          contentPart.url,
          contentPart.mediaType,
          supportedFunctionResponseUrls
        );
        if (functionResponsePart != null) {
          functionResponseParts.push(functionResponsePart);
        } else {
          responseTextParts.push(stringifyWithBigIntAndCycles(contentPart));
        }
        break;
      }
      default: {
        responseTextParts.push(stringifyWithBigIntAndCycles(contentPart));
        break;
      }
    }
  }
  parts.push({
    functionResponse: {
      ...includeFunctionCallIds && toolCallId != null ? { id: toolCallId } : {},
      name: toolName,
      response: {
        name: toolName,
        content: responseTextParts.length > 0 ? responseTextParts.join("\n") : "Tool executed successfully."
      },
      ...functionResponseParts.length > 0 ? { parts: functionResponseParts } : {}
    }
  });
}
function appendLegacyToolResultParts(parts, toolName, outputValue, toolCallId, includeFunctionCallIds = true) {
  for (const contentPart of outputValue) {
    switch (contentPart.type) {
      case "text":
        parts.push({
          functionResponse: {
            ...includeFunctionCallIds && toolCallId != null ? { id: toolCallId } : {},
            name: toolName,
            response: {
              name: toolName,
              content: contentPart.text
            }
          }
        });
        break;
      case "image-data":
      case "file-data": {
        const topLevelMediaType = String(contentPart.mediaType).split("/")[0];
        parts.push(
          {
            inlineData: {
              mimeType: String(contentPart.mediaType),
              data: String(contentPart.data)
            }
          },
          {
            text: `Tool executed successfully and returned this ${topLevelMediaType === "image" ? "image" : "file"} as a response`
          }
        );
        break;
      }
      default:
        parts.push({ text: stringifyWithBigIntAndCycles(contentPart) });
        break;
    }
  }
}
function convertToGoogleGenerativeAIMessages(prompt, options) {
  var _a2, _b, _c, _d, _e, _f, _g, _h;
  const systemInstructionParts = [];
  const contents = [];
  let systemMessagesAllowed = true;
  const isGemmaModel = (_a2 = options == null ? void 0 : options.isGemmaModel) != null ? _a2 : false;
  const isGemini3Model = (_b = options == null ? void 0 : options.isGemini3Model) != null ? _b : false;
  const providerOptionsName = (_c = options == null ? void 0 : options.providerOptionsName) != null ? _c : "google";
  const supportsFunctionResponseParts = (_d = options == null ? void 0 : options.supportsFunctionResponseParts) != null ? _d : true;
  const onWarning = options == null ? void 0 : options.onWarning;
  const includeFunctionCallIds = (_e = options == null ? void 0 : options.includeFunctionCallIds) != null ? _e : true;
  const supportedFunctionResponseUrls = (_f = options == null ? void 0 : options.supportedFunctionResponseUrls) != null ? _f : {};
  let sentinelInjected = false;
  const missingSignatureToolNames = [];
  const injectSkipSignature = (toolName) => {
    missingSignatureToolNames.push(toolName);
    sentinelInjected = true;
    return SKIP_THOUGHT_SIGNATURE_VALIDATOR;
  };
  for (const { role, content } of prompt) {
    switch (role) {
      case "system": {
        if (!systemMessagesAllowed) {
          throw new UnsupportedFunctionalityError({
            functionality: "system messages are only supported at the beginning of the conversation"
          });
        }
        systemInstructionParts.push({ text: content });
        break;
      }
      case "user": {
        systemMessagesAllowed = false;
        const parts = [];
        for (const part of content) {
          switch (part.type) {
            case "text": {
              parts.push({ text: part.text });
              break;
            }
            case "file": {
              const mediaType = part.mediaType === "image/*" ? "image/jpeg" : part.mediaType;
              const rawVideoMetadata = (_g = getGoogleProviderOptions(
                part.providerOptions,
                providerOptionsName
              )) == null ? void 0 : _g.videoMetadata;
              const videoMetadata = rawVideoMetadata == null ? void 0 : googleVideoMetadataSchema.parse(rawVideoMetadata);
              parts.push(
                part.data instanceof URL ? {
                  fileData: {
                    mimeType: mediaType,
                    fileUri: part.data.protocol === "gs:" && part.originalUrl != null ? part.originalUrl : part.data.toString()
                  },
                  ...videoMetadata != null ? { videoMetadata } : {}
                } : {
                  inlineData: {
                    mimeType: mediaType,
                    data: convertToBase64(part.data)
                  },
                  ...videoMetadata != null ? { videoMetadata } : {}
                }
              );
              break;
            }
          }
        }
        contents.push({ role: "user", parts });
        break;
      }
      case "assistant": {
        systemMessagesAllowed = false;
        let modelResponseHasSignedFunctionCall = false;
        contents.push({
          role: "model",
          parts: content.map((part) => {
            const providerOpts = getGoogleProviderOptions(
              part.providerOptions,
              providerOptionsName
            );
            const thoughtSignature = (providerOpts == null ? void 0 : providerOpts.thoughtSignature) != null ? String(providerOpts.thoughtSignature) : void 0;
            switch (part.type) {
              case "text": {
                return part.text.length === 0 ? void 0 : {
                  text: part.text,
                  thoughtSignature
                };
              }
              case "reasoning": {
                return part.text.length === 0 ? void 0 : {
                  text: part.text,
                  thought: true,
                  thoughtSignature
                };
              }
              case "file": {
                if (part.data instanceof URL) {
                  throw new UnsupportedFunctionalityError({
                    functionality: "File data URLs in assistant messages are not supported"
                  });
                }
                return {
                  inlineData: {
                    mimeType: part.mediaType,
                    data: convertToBase64(part.data)
                  },
                  ...(providerOpts == null ? void 0 : providerOpts.thought) === true ? { thought: true } : {},
                  thoughtSignature
                };
              }
              case "tool-call": {
                const serverToolCallId = (providerOpts == null ? void 0 : providerOpts.serverToolCallId) != null ? String(providerOpts.serverToolCallId) : void 0;
                const serverToolType = (providerOpts == null ? void 0 : providerOpts.serverToolType) != null ? String(providerOpts.serverToolType) : void 0;
                const isServerToolCall = serverToolCallId != null && serverToolType != null;
                const shouldSkipMissingSignatureMitigation = (
                  // Gemini 3 returns a single signature for a parallel
                  // function-call response on the first standard function
                  // call. Subsequent standard function calls in the same
                  // model response legitimately have no signature.
                  !isServerToolCall && thoughtSignature == null && modelResponseHasSignedFunctionCall
                );
                const effectiveThoughtSignature = thoughtSignature != null ? thoughtSignature : isGemini3Model && !shouldSkipMissingSignatureMitigation ? injectSkipSignature(part.toolName) : void 0;
                if (!isServerToolCall && thoughtSignature != null) {
                  modelResponseHasSignedFunctionCall = true;
                }
                if (isServerToolCall) {
                  return {
                    toolCall: {
                      toolType: serverToolType,
                      args: typeof part.input === "string" ? secureJsonParse(part.input) : part.input,
                      id: serverToolCallId
                    },
                    thoughtSignature: effectiveThoughtSignature
                  };
                }
                return {
                  functionCall: {
                    ...includeFunctionCallIds && part.toolCallId != null ? { id: part.toolCallId } : {},
                    name: part.toolName,
                    args: parseToolCallInput(part.input)
                  },
                  thoughtSignature: effectiveThoughtSignature
                };
              }
              case "tool-result": {
                const serverToolCallId = (providerOpts == null ? void 0 : providerOpts.serverToolCallId) != null ? String(providerOpts.serverToolCallId) : void 0;
                const serverToolType = (providerOpts == null ? void 0 : providerOpts.serverToolType) != null ? String(providerOpts.serverToolType) : void 0;
                if (serverToolCallId && serverToolType) {
                  return {
                    toolResponse: {
                      toolType: serverToolType,
                      response: part.output.type === "json" ? part.output.value : {},
                      id: serverToolCallId
                    },
                    thoughtSignature
                  };
                }
                return void 0;
              }
            }
          }).filter((part) => part !== void 0)
        });
        break;
      }
      case "tool": {
        systemMessagesAllowed = false;
        const parts = [];
        for (const part of content) {
          if (part.type === "tool-approval-response") {
            continue;
          }
          const partProviderOpts = getGoogleProviderOptions(
            part.providerOptions,
            providerOptionsName
          );
          const serverToolCallId = (partProviderOpts == null ? void 0 : partProviderOpts.serverToolCallId) != null ? String(partProviderOpts.serverToolCallId) : void 0;
          const serverToolType = (partProviderOpts == null ? void 0 : partProviderOpts.serverToolType) != null ? String(partProviderOpts.serverToolType) : void 0;
          if (serverToolCallId && serverToolType) {
            const serverThoughtSignature = (partProviderOpts == null ? void 0 : partProviderOpts.thoughtSignature) != null ? String(partProviderOpts.thoughtSignature) : void 0;
            if (contents.length > 0) {
              const lastContent = contents[contents.length - 1];
              if (lastContent.role === "model") {
                lastContent.parts.push({
                  toolResponse: {
                    toolType: serverToolType,
                    response: part.output.type === "json" ? part.output.value : {},
                    id: serverToolCallId
                  },
                  thoughtSignature: serverThoughtSignature
                });
                continue;
              }
            }
          }
          const output = part.output;
          if (output.type === "content") {
            if (supportsFunctionResponseParts) {
              appendToolResultParts(
                parts,
                part.toolName,
                output.value,
                part.toolCallId,
                includeFunctionCallIds,
                supportedFunctionResponseUrls
              );
            } else {
              appendLegacyToolResultParts(
                parts,
                part.toolName,
                output.value,
                part.toolCallId,
                includeFunctionCallIds
              );
            }
          } else {
            parts.push({
              functionResponse: {
                ...includeFunctionCallIds && part.toolCallId != null ? { id: part.toolCallId } : {},
                name: part.toolName,
                response: {
                  name: part.toolName,
                  content: output.type === "execution-denied" ? (_h = output.reason) != null ? _h : "Tool call execution denied." : serializeFunctionResponseContent(output.value)
                }
              }
            });
          }
        }
        contents.push({
          role: "user",
          parts
        });
        break;
      }
    }
  }
  if (isGemmaModel && systemInstructionParts.length > 0 && contents.length > 0 && contents[0].role === "user") {
    const systemText = systemInstructionParts.map((part) => part.text).join("\n\n");
    contents[0].parts.unshift({ text: systemText + "\n\n" });
  }
  if (sentinelInjected && onWarning != null) {
    const uniqueToolNames = Array.from(new Set(missingSignatureToolNames));
    onWarning({
      type: "other",
      message: `Replayed ${missingSignatureToolNames.length} \`functionCall\` part(s) for a Gemini 3 model without a \`thoughtSignature\` (tools: ${uniqueToolNames.map((name) => `\`${name}\``).join(", ")}). Injected the documented \`skip_thought_signature_validator\` sentinel to keep the request from failing with HTTP 400. The likely cause is application code that drops \`providerOptions.google.thoughtSignature\` when persisting or serializing assistant tool-call messages. See https://ai.google.dev/gemini-api/docs/thought-signatures.`
    });
  }
  return {
    systemInstruction: systemInstructionParts.length > 0 && !isGemmaModel ? { parts: systemInstructionParts } : void 0,
    contents
  };
}
function parseToolCallInput(input) {
  if (typeof input !== "string") {
    return input;
  }
  try {
    return secureJsonParse(input);
  } catch (e) {
    return input;
  }
}

// src/download-tool-result-files.ts

async function downloadToolResultFiles(prompt, {
  abortSignal,
  supportedUrls = {}
}) {
  async function downloadOutput(output) {
    if (output.type !== "content") {
      return output;
    }
    return {
      ...output,
      value: await Promise.all(
        output.value.map(async (part) => {
          var _a2;
          if (part.type !== "file-url" && part.type !== "image-url") {
            return part;
          }
          if (part.type === "file-url" && part.mediaType != null && isUrlSupported({
            url: part.url,
            mediaType: part.mediaType,
            supportedUrls
          })) {
            return part;
          }
          const blob = await downloadBlob(part.url, { abortSignal });
          return {
            type: part.type === "file-url" ? "file-data" : "image-data",
            data: convertUint8ArrayToBase64(
              new Uint8Array(await blob.arrayBuffer())
            ),
            mediaType: blob.type || (part.type === "file-url" ? (_a2 = part.mediaType) != null ? _a2 : "application/octet-stream" : "image/*"),
            providerOptions: part.providerOptions
          };
        })
      )
    };
  }
  return Promise.all(
    prompt.map(async (message) => {
      switch (message.role) {
        case "assistant":
          return {
            ...message,
            content: await Promise.all(
              message.content.map(
                async (part) => part.type === "tool-result" ? { ...part, output: await downloadOutput(part.output) } : part
              )
            )
          };
        case "tool":
          return {
            ...message,
            content: await Promise.all(
              message.content.map(
                async (part) => part.type === "tool-result" ? { ...part, output: await downloadOutput(part.output) } : part
              )
            )
          };
        default:
          return message;
      }
    })
  );
}

// src/get-model-path.ts
function getModelPath(modelId) {
  return modelId.includes("/") ? modelId : `models/${modelId}`;
}

// src/google-generative-ai-options.ts


var googleLanguageModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      responseModalities: schemas/* array */.YOg(schemas/* enum */.k5n(["TEXT", "IMAGE"])).optional(),
      thinkingConfig: schemas/* object */.Ikc({
        thinkingBudget: schemas/* number */.aig().optional(),
        includeThoughts: schemas/* boolean */.zMY().optional(),
        // https://ai.google.dev/gemini-api/docs/gemini-3?thinking=high#thinking_level
        thinkingLevel: schemas/* enum */.k5n(["minimal", "low", "medium", "high"]).optional()
      }).optional(),
      /**
       * Optional.
       * The name of the cached content used as context to serve the prediction.
       * Format: cachedContents/{cachedContent}
       */
      cachedContent: schemas/* string */.YjP().optional(),
      /**
       * Optional. Enable structured output. Default is true.
       *
       * This is useful when the JSON Schema contains elements that are
       * not supported by the OpenAPI schema version that
       * Google Generative AI uses. You can use this to disable
       * structured outputs if you need to.
       */
      structuredOutputs: schemas/* boolean */.zMY().optional(),
      /**
       * Optional. A list of unique safety settings for blocking unsafe content.
       */
      safetySettings: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          category: schemas/* enum */.k5n([
            "HARM_CATEGORY_UNSPECIFIED",
            "HARM_CATEGORY_HATE_SPEECH",
            "HARM_CATEGORY_DANGEROUS_CONTENT",
            "HARM_CATEGORY_HARASSMENT",
            "HARM_CATEGORY_SEXUALLY_EXPLICIT",
            "HARM_CATEGORY_CIVIC_INTEGRITY"
          ]),
          threshold: schemas/* enum */.k5n([
            "HARM_BLOCK_THRESHOLD_UNSPECIFIED",
            "BLOCK_LOW_AND_ABOVE",
            "BLOCK_MEDIUM_AND_ABOVE",
            "BLOCK_ONLY_HIGH",
            "BLOCK_NONE",
            "OFF"
          ])
        })
      ).optional(),
      threshold: schemas/* enum */.k5n([
        "HARM_BLOCK_THRESHOLD_UNSPECIFIED",
        "BLOCK_LOW_AND_ABOVE",
        "BLOCK_MEDIUM_AND_ABOVE",
        "BLOCK_ONLY_HIGH",
        "BLOCK_NONE",
        "OFF"
      ]).optional(),
      /**
       * Optional. Enables timestamp understanding for audio-only files.
       *
       * https://cloud.google.com/vertex-ai/generative-ai/docs/multimodal/audio-understanding
       */
      audioTimestamp: schemas/* boolean */.zMY().optional(),
      /**
       * Optional. Defines labels used in billing reports. Available on Vertex AI only.
       *
       * https://cloud.google.com/vertex-ai/generative-ai/docs/multimodal/add-labels-to-api-calls
       */
      labels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
      /**
       * Optional. If specified, the media resolution specified will be used.
       *
       * https://ai.google.dev/api/generate-content#MediaResolution
       */
      mediaResolution: schemas/* enum */.k5n([
        "MEDIA_RESOLUTION_UNSPECIFIED",
        "MEDIA_RESOLUTION_LOW",
        "MEDIA_RESOLUTION_MEDIUM",
        "MEDIA_RESOLUTION_HIGH"
      ]).optional(),
      /**
       * Optional. Configures the image generation aspect ratio for Gemini models.
       *
       * https://ai.google.dev/gemini-api/docs/image-generation#aspect_ratios
       */
      imageConfig: schemas/* object */.Ikc({
        aspectRatio: schemas/* enum */.k5n([
          "1:1",
          "2:3",
          "3:2",
          "3:4",
          "4:3",
          "4:5",
          "5:4",
          "9:16",
          "16:9",
          "21:9",
          "1:8",
          "8:1",
          "1:4",
          "4:1"
        ]).optional(),
        imageSize: schemas/* enum */.k5n(["1K", "2K", "4K", "512"]).optional(),
        /**
         * Optional. Controls the generation of people in images.
         * Vertex AI only.
         */
        personGeneration: schemas/* enum */.k5n([
          "PERSON_GENERATION_UNSPECIFIED",
          "ALLOW_ALL",
          "ALLOW_ADULT",
          "ALLOW_NONE"
        ]).optional(),
        /**
         * Optional. Controls whether generation of prominent people
         * (celebrities) is allowed. When set together with
         * `personGeneration`, `personGeneration` takes precedence.
         * Vertex AI only.
         *
         * https://docs.cloud.google.com/vertex-ai/generative-ai/docs/reference/rest/v1/GenerationConfig
         */
        prominentPeople: schemas/* enum */.k5n([
          "PROMINENT_PEOPLE_UNSPECIFIED",
          "ALLOW_PROMINENT_PEOPLE",
          "BLOCK_PROMINENT_PEOPLE"
        ]).optional(),
        /**
         * Optional. The image output format for generated images.
         * Vertex AI only.
         */
        imageOutputOptions: schemas/* object */.Ikc({
          mimeType: schemas/* enum */.k5n(["image/jpeg", "image/png"]).optional(),
          compressionQuality: schemas/* number */.aig().optional()
        }).optional()
      }).optional(),
      /**
       * Optional. Configuration for grounding retrieval.
       * Used to provide location context for Google Maps and Google Search grounding.
       *
       * https://cloud.google.com/vertex-ai/generative-ai/docs/grounding/grounding-with-google-maps
       */
      retrievalConfig: schemas/* object */.Ikc({
        latLng: schemas/* object */.Ikc({
          latitude: schemas/* number */.aig(),
          longitude: schemas/* number */.aig()
        }).optional()
      }).optional(),
      /**
       * Optional. When set to true, function call arguments will be streamed
       * incrementally via partialArgs in streaming responses. Only supported
       * on the Vertex AI API (not the Gemini API) and only for Gemini 3+
       * models.
       *
       * @default false
       *
       * https://docs.cloud.google.com/vertex-ai/generative-ai/docs/multimodal/function-calling#streaming-fc
       */
      streamFunctionCallArguments: schemas/* boolean */.zMY().optional(),
      /**
       * Optional. The service tier to use for the request. Sent as the
       * `serviceTier` body field. Gemini API only.
       */
      serviceTier: schemas/* enum */.k5n(["standard", "flex", "priority"]).optional(),
      /**
       * Optional. Resumes a response that stopped with `MAX_TOKENS` because it
       * used up its `maxOutputTokens` budget (Gemini 4 long decode). Pass the
       * `continuationToken` from the previous response's provider metadata
       * together with the original prompt and a higher `maxOutputTokens` (the
       * budget is cumulative across requests). Requests that reach the
       * per-request cap while budget remains (`CONTINUATION`) are continued
       * automatically. Sent as the `continuationToken` body field.
       */
      continuationToken: schemas/* string */.YjP().optional(),
      /**
       * Optional. Vertex AI only. Sent as the
       * `X-Vertex-AI-LLM-Shared-Request-Type` request header to select a
       * shared (PayGo) tier. With Provisioned Throughput allocated and
       * `requestType` unset, the request falls back to this tier only if
       * PT capacity is exhausted.
       *
       * https://docs.cloud.google.com/vertex-ai/generative-ai/docs/priority-paygo
       * https://docs.cloud.google.com/vertex-ai/generative-ai/docs/flex-paygo
       */
      sharedRequestType: schemas/* enum */.k5n(["priority", "flex", "standard"]).optional(),
      /**
       * Optional. Vertex AI only. Sent as the `X-Vertex-AI-LLM-Request-Type`
       * request header. Set to `'shared'` together with `sharedRequestType`
       * to bypass Provisioned Throughput entirely.
       *
       * https://docs.cloud.google.com/vertex-ai/generative-ai/docs/priority-paygo
       */
      requestType: schemas/* enum */.k5n(["shared"]).optional()
    })
  )
);

// src/google-model-capabilities.ts
var gemini1ModelPattern = /(^|\/)gemini-1(?:[.-]|$)/i;
var gemini2ModelPattern = /(^|\/)gemini-2(?:[.-]|$)/i;
var gemini25ModelPattern = /(^|\/)gemini-2\.5(?:[.-]|$)/i;
var geminiModelPattern = /(^|\/)gemini-/i;
function isKnownPreGemini2Model(modelId) {
  return gemini1ModelPattern.test(modelId) || /(^|\/)gemini-pro(?:-vision)?$/i.test(modelId) || /(^|\/)gemini-robotics-er-1\.5(?:[.-]|$)/i.test(modelId);
}
function getGoogleModelCapabilities(modelId) {
  const isGeminiModel2 = geminiModelPattern.test(modelId);
  const isGemini2Model = gemini2ModelPattern.test(modelId);
  const isKnownPreGemini2 = isKnownPreGemini2Model(modelId);
  const isKnownOlderModel = isKnownPreGemini2 || isGemini2Model;
  const usesGemini3Features = isGeminiModel2 && !isKnownOlderModel;
  return {
    supportsGemini2Tools: isGeminiModel2 && !isKnownPreGemini2 || modelId.toLowerCase().includes("nano-banana"),
    supportsFileSearch: gemini25ModelPattern.test(modelId) || usesGemini3Features,
    usesGemini3Features
  };
}

// src/google-prepare-tools.ts

function prepareTools({
  tools,
  toolChoice,
  modelId,
  isVertexProvider = false
}) {
  tools = (tools == null ? void 0 : tools.length) ? tools : void 0;
  const toolWarnings = [];
  const { supportsGemini2Tools, supportsFileSearch, usesGemini3Features } = getGoogleModelCapabilities(modelId);
  if (tools == null) {
    return { tools: void 0, toolConfig: void 0, toolWarnings };
  }
  const hasFunctionTools = tools.some((tool) => tool.type === "function");
  const hasProviderTools = tools.some((tool) => tool.type === "provider");
  if (hasFunctionTools && hasProviderTools && !usesGemini3Features) {
    toolWarnings.push({
      type: "unsupported",
      feature: `combination of function and provider-defined tools`
    });
  }
  if (hasProviderTools) {
    const googleTools2 = [];
    const ProviderTools = tools.filter((tool) => tool.type === "provider");
    ProviderTools.forEach((tool) => {
      switch (tool.id) {
        case "google.google_search":
          if (supportsGemini2Tools) {
            googleTools2.push({ googleSearch: { ...tool.args } });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "Google Search requires Gemini 2.0 or newer."
            });
          }
          break;
        case "google.enterprise_web_search":
          if (supportsGemini2Tools) {
            googleTools2.push({ enterpriseWebSearch: {} });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "Enterprise Web Search requires Gemini 2.0 or newer."
            });
          }
          break;
        case "google.url_context":
          if (supportsGemini2Tools) {
            googleTools2.push({ urlContext: {} });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "The URL context tool is not supported with other Gemini models than Gemini 2."
            });
          }
          break;
        case "google.code_execution":
          if (supportsGemini2Tools) {
            googleTools2.push({ codeExecution: {} });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "The code execution tool is not supported with other Gemini models than Gemini 2."
            });
          }
          break;
        case "google.file_search":
          if (supportsFileSearch) {
            googleTools2.push({ fileSearch: { ...tool.args } });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "The file search tool is only supported with Gemini 2.5 models and Gemini 3 models."
            });
          }
          break;
        case "google.vertex_rag_store":
          if (supportsGemini2Tools) {
            googleTools2.push({
              retrieval: {
                vertex_rag_store: {
                  rag_resources: {
                    rag_corpus: tool.args.ragCorpus
                  },
                  similarity_top_k: tool.args.topK
                }
              }
            });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "The RAG store tool is not supported with other Gemini models than Gemini 2."
            });
          }
          break;
        case "google.google_maps":
          if (supportsGemini2Tools) {
            googleTools2.push({ googleMaps: {} });
          } else {
            toolWarnings.push({
              type: "unsupported",
              feature: `provider-defined tool ${tool.id}`,
              details: "The Google Maps grounding tool is not supported with Gemini models other than Gemini 2 or newer."
            });
          }
          break;
        default:
          toolWarnings.push({
            type: "unsupported",
            feature: `provider-defined tool ${tool.id}`
          });
          break;
      }
    });
    if (hasFunctionTools && usesGemini3Features && googleTools2.length > 0) {
      const functionDeclarations2 = [];
      for (const tool of tools) {
        if (tool.type === "function") {
          functionDeclarations2.push(prepareFunctionDeclaration(tool));
        }
      }
      const combinedToolConfig = {
        functionCallingConfig: { mode: "VALIDATED" },
        ...!isVertexProvider && {
          includeServerSideToolInvocations: true
        }
      };
      if (toolChoice != null) {
        switch (toolChoice.type) {
          case "auto":
            break;
          case "none":
            combinedToolConfig.functionCallingConfig = { mode: "NONE" };
            break;
          case "required":
            combinedToolConfig.functionCallingConfig = { mode: "ANY" };
            break;
          case "tool":
            combinedToolConfig.functionCallingConfig = {
              mode: "ANY",
              allowedFunctionNames: [toolChoice.toolName]
            };
            break;
        }
      }
      return {
        tools: [...googleTools2, { functionDeclarations: functionDeclarations2 }],
        toolConfig: combinedToolConfig,
        toolWarnings
      };
    }
    return {
      tools: googleTools2.length > 0 ? googleTools2 : void 0,
      toolConfig: void 0,
      toolWarnings
    };
  }
  const functionDeclarations = [];
  let hasStrictTools = false;
  for (const tool of tools) {
    switch (tool.type) {
      case "function":
        functionDeclarations.push(prepareFunctionDeclaration(tool));
        if (tool.strict === true) {
          hasStrictTools = true;
        }
        break;
      default:
        toolWarnings.push({
          type: "unsupported",
          feature: `function tool ${tool.name}`
        });
        break;
    }
  }
  if (toolChoice == null) {
    return {
      tools: [{ functionDeclarations }],
      toolConfig: hasStrictTools ? { functionCallingConfig: { mode: "VALIDATED" } } : void 0,
      toolWarnings
    };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
      return {
        tools: [{ functionDeclarations }],
        toolConfig: {
          functionCallingConfig: {
            mode: hasStrictTools ? "VALIDATED" : "AUTO"
          }
        },
        toolWarnings
      };
    case "none":
      return {
        tools: [{ functionDeclarations }],
        toolConfig: { functionCallingConfig: { mode: "NONE" } },
        toolWarnings
      };
    case "required":
      return {
        tools: [{ functionDeclarations }],
        toolConfig: {
          functionCallingConfig: {
            mode: "ANY"
          }
        },
        toolWarnings
      };
    case "tool":
      return {
        tools: [{ functionDeclarations }],
        toolConfig: {
          functionCallingConfig: {
            mode: "ANY",
            allowedFunctionNames: [toolChoice.toolName]
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
function prepareFunctionDeclaration(tool) {
  var _a2;
  const declaration = {
    name: tool.name,
    description: (_a2 = tool.description) != null ? _a2 : ""
  };
  try {
    return {
      ...declaration,
      parameters: convertJSONSchemaToOpenAPISchema(tool.inputSchema)
    };
  } catch (error) {
    if (!isRecursiveJSONSchemaReferenceError(error)) {
      throw error;
    }
    return {
      ...declaration,
      parametersJsonSchema: tool.inputSchema
    };
  }
}

// src/google-json-accumulator.ts
var GoogleJSONAccumulator = class {
  constructor() {
    this.accumulatedArgs = {};
    this.jsonText = "";
    /**
     * Stack representing the currently "open" containers in the JSON output.
     * Entry 0 is always the root `{` object once the first value is written.
     */
    this.pathStack = [];
    /**
     * Whether a string value is currently "open" (willContinue was true),
     * meaning the closing quote has not yet been emitted.
     */
    this.stringOpen = false;
  }
  /**
   * Input: [{jsonPath:"$.brightness",numberValue:50}]
   * Output: { currentJSON:{brightness:50}, textDelta:'{"brightness":50' }
   */
  processPartialArgs(partialArgs) {
    let delta = "";
    for (const arg of partialArgs) {
      const isArrayTerminator = arg.jsonPath.endsWith("[]");
      const jsonPath = isArrayTerminator ? arg.jsonPath.slice(0, -2) : arg.jsonPath;
      const rawPath = jsonPath.replace(/^\$\./, "");
      if (!rawPath || rawPath === "$") continue;
      const segments = parsePath(rawPath);
      const existingValue = getNestedValue(this.accumulatedArgs, segments);
      const isStringContinuation = arg.stringValue != null && existingValue !== void 0;
      if (isStringContinuation) {
        const escaped = JSON.stringify(arg.stringValue).slice(1, -1);
        setNestedValue(
          this.accumulatedArgs,
          segments,
          existingValue + arg.stringValue
        );
        delta += escaped;
        continue;
      }
      const resolved = resolvePartialArgValue(arg);
      if (resolved == null) {
        if (existingValue !== void 0 || arg.willContinue === true) continue;
        setNestedValue(
          this.accumulatedArgs,
          segments,
          isArrayTerminator ? [] : {}
        );
        delta += this.emitContainer(segments, isArrayTerminator);
        continue;
      }
      setNestedValue(this.accumulatedArgs, segments, resolved.value);
      delta += this.emitNavigationTo(segments, arg, resolved.json);
    }
    this.jsonText += delta;
    return {
      currentJSON: this.accumulatedArgs,
      textDelta: delta
    };
  }
  /**
   * Input: jsonText='{"brightness":50', accumulatedArgs={brightness:50}
   * Output: { finalJSON:'{"brightness":50}', closingDelta:'}' }
   */
  finalize() {
    const finalArgs = JSON.stringify(this.accumulatedArgs);
    const closingDelta = finalArgs.slice(this.jsonText.length);
    return { finalJSON: finalArgs, closingDelta };
  }
  /**
   * Input: pathStack=[] (first call) or pathStack=[root,...] (subsequent calls)
   * Output: '{' (first call) or '' (subsequent calls)
   */
  ensureRoot() {
    if (this.pathStack.length === 0) {
      this.pathStack.push({ segment: "", isArray: false, childCount: 0 });
      return "{";
    }
    return "";
  }
  /**
   * Emits the JSON text fragment needed to navigate from the current open
   * path to the new leaf at `targetSegments`, then writes the value.
   *
   * Input: targetSegments=["recipe","name"], arg={jsonPath:"$.recipe.name",stringValue:"Lasagna"}, valueJson='"Lasagna"'
   * Output: '{"recipe":{"name":"Lasagna"'
   */
  emitNavigationTo(targetSegments, arg, valueJson) {
    let fragment = "";
    if (this.stringOpen) {
      fragment += '"';
      this.stringOpen = false;
    }
    fragment += this.ensureRoot();
    const targetContainerSegments = targetSegments.slice(0, -1);
    const leafSegment = targetSegments[targetSegments.length - 1];
    const commonDepth = this.findCommonStackDepth(targetContainerSegments);
    fragment += this.closeDownTo(commonDepth);
    fragment += this.openDownTo(targetContainerSegments, leafSegment);
    fragment += this.emitLeaf(leafSegment, arg, valueJson);
    return fragment;
  }
  /**
   * Navigates to `targetSegments` and opens a container there. The container
   * stays open so later entries for its children continue inside it; it is
   * closed by subsequent navigation or by `finalize()`.
   *
   * Input: targetSegments=["nested","tags"], isArray=true
   * Output: '{"nested":{"tags":['
   */
  emitContainer(targetSegments, isArray) {
    let fragment = "";
    if (this.stringOpen) {
      fragment += '"';
      this.stringOpen = false;
    }
    fragment += this.ensureRoot();
    const commonDepth = this.findCommonStackDepth(targetSegments);
    fragment += this.closeDownTo(commonDepth);
    fragment += this.openDownTo(targetSegments, isArray ? 0 : "");
    return fragment;
  }
  /**
   * Returns the stack depth to preserve when navigating to a new target
   * container path. Always >= 1 (the root is never popped).
   *
   * Input: stack=[root,"recipe","ingredients",0], target=["recipe","ingredients",1]
   * Output: 3 (keep root+"recipe"+"ingredients")
   */
  findCommonStackDepth(targetContainer) {
    const maxDepth = Math.min(
      this.pathStack.length - 1,
      targetContainer.length
    );
    let common = 0;
    for (let i = 0; i < maxDepth; i++) {
      if (this.pathStack[i + 1].segment === targetContainer[i]) {
        common++;
      } else {
        break;
      }
    }
    return common + 1;
  }
  /**
   * Closes containers from the current stack depth back down to `targetDepth`.
   *
   * Input: this.pathStack=[root,"recipe","ingredients",0], targetDepth=3
   * Output: '}'
   */
  closeDownTo(targetDepth) {
    let fragment = "";
    while (this.pathStack.length > targetDepth) {
      const entry = this.pathStack.pop();
      fragment += entry.isArray ? "]" : "}";
    }
    return fragment;
  }
  /**
   * Opens containers from the current stack depth down to the full target
   * container path, emitting opening `{`, `[`, keys, and commas as needed.
   * `leafSegment` is used to determine if the innermost container is an array.
   *
   * Input: this.pathStack=[root], targetContainer=["recipe","ingredients"], leafSegment=0
   * Output: '"recipe":{"ingredients":['
   */
  openDownTo(targetContainer, leafSegment) {
    let fragment = "";
    const startIdx = this.pathStack.length - 1;
    for (let i = startIdx; i < targetContainer.length; i++) {
      const seg = targetContainer[i];
      const parentEntry = this.pathStack[this.pathStack.length - 1];
      if (parentEntry.childCount > 0) {
        fragment += ",";
      }
      parentEntry.childCount++;
      if (typeof seg === "string") {
        fragment += `${JSON.stringify(seg)}:`;
      }
      const childSeg = i + 1 < targetContainer.length ? targetContainer[i + 1] : leafSegment;
      const isArray = typeof childSeg === "number";
      fragment += isArray ? "[" : "{";
      this.pathStack.push({ segment: seg, isArray, childCount: 0 });
    }
    return fragment;
  }
  /**
   * Emits the comma, key, and value for a leaf entry in the current container.
   *
   * Input: leafSegment="name", arg={stringValue:"Lasagna"}, valueJson='"Lasagna"'
   * Output: '"name":"Lasagna"' (or ',"name":"Lasagna"' if container.childCount > 0)
   */
  emitLeaf(leafSegment, arg, valueJson) {
    let fragment = "";
    const container = this.pathStack[this.pathStack.length - 1];
    if (container.childCount > 0) {
      fragment += ",";
    }
    container.childCount++;
    if (typeof leafSegment === "string") {
      fragment += `${JSON.stringify(leafSegment)}:`;
    }
    if (arg.stringValue != null && arg.willContinue) {
      fragment += valueJson.slice(0, -1);
      this.stringOpen = true;
    } else {
      fragment += valueJson;
    }
    return fragment;
  }
};
function parsePath(rawPath) {
  const segments = [];
  for (const part of rawPath.split(".")) {
    const bracketIdx = part.indexOf("[");
    if (bracketIdx === -1) {
      segments.push(part);
    } else {
      if (bracketIdx > 0) segments.push(part.slice(0, bracketIdx));
      for (const m of part.matchAll(/\[(\d+)\]/g)) {
        segments.push(parseInt(m[1], 10));
      }
    }
  }
  return segments;
}
var hasOwn = Object.prototype.hasOwnProperty;
function dist_hasOwnProperty(obj, key) {
  return hasOwn.call(obj, key);
}
function defineOwnProperty(obj, key, value) {
  Object.defineProperty(obj, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true
  });
}
function getNestedValue(obj, segments) {
  let current = obj;
  for (const seg of segments) {
    if (current == null || typeof current !== "object") return void 0;
    const currentRecord = current;
    if (!dist_hasOwnProperty(currentRecord, seg)) return void 0;
    current = currentRecord[seg];
  }
  return current;
}
function setNestedValue(obj, segments, value) {
  let current = obj;
  for (let i = 0; i < segments.length - 1; i++) {
    const seg = segments[i];
    const nextSeg = segments[i + 1];
    if (!dist_hasOwnProperty(current, seg) || current[seg] == null) {
      defineOwnProperty(current, seg, typeof nextSeg === "number" ? [] : {});
    }
    current = current[seg];
  }
  defineOwnProperty(current, segments[segments.length - 1], value);
}
function resolvePartialArgValue(arg) {
  var _a2, _b;
  const value = (_b = (_a2 = arg.stringValue) != null ? _a2 : arg.numberValue) != null ? _b : arg.boolValue;
  if (value != null) return { value, json: JSON.stringify(value) };
  if ("nullValue" in arg) return { value: null, json: "null" };
  return void 0;
}

// src/map-google-generative-ai-finish-reason.ts
function mapGoogleGenerativeAIFinishReason({
  finishReason,
  hasToolCalls
}) {
  switch (finishReason) {
    case "STOP":
      return hasToolCalls ? "tool-calls" : "stop";
    case "MAX_TOKENS":
    // Gemini 4 long decode: the per-request cap was reached while budget
    // remains. Continued automatically; only surfaced if continuing fails.
    case "CONTINUATION":
      return "length";
    case "IMAGE_SAFETY":
    case "RECITATION":
    case "SAFETY":
    case "BLOCKLIST":
    case "PROHIBITED_CONTENT":
    case "SPII":
      return "content-filter";
    case "MALFORMED_FUNCTION_CALL":
      return "error";
    case "FINISH_REASON_UNSPECIFIED":
    case "OTHER":
    default:
      return "other";
  }
}

// src/google-generative-ai-language-model.ts
var configurableSafetySettingCategories = [
  "HARM_CATEGORY_HATE_SPEECH",
  "HARM_CATEGORY_DANGEROUS_CONTENT",
  "HARM_CATEGORY_HARASSMENT",
  "HARM_CATEGORY_SEXUALLY_EXPLICIT"
];
var gemini25ModelPattern2 = /(^|\/)gemini-2\.5(?:[.-]|$)/i;
var googleCloudStorageFunctionResponseUrls = {
  "image/png": [/^gs:\/\/.*$/],
  "image/jpeg": [/^gs:\/\/.*$/],
  "image/webp": [/^gs:\/\/.*$/],
  "application/pdf": [/^gs:\/\/.*$/],
  "text/plain": [/^gs:\/\/.*$/]
};
var GoogleGenerativeAILanguageModel = class {
  constructor(modelId, config) {
    this.specificationVersion = "v3";
    var _a2;
    this.modelId = modelId;
    this.config = config;
    this.generateId = (_a2 = config.generateId) != null ? _a2 : generateId;
  }
  get provider() {
    return this.config.provider;
  }
  get supportedUrls() {
    var _a2, _b, _c;
    return (_c = (_b = (_a2 = this.config).supportedUrls) == null ? void 0 : _b.call(_a2)) != null ? _c : {};
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
    providerOptions,
    abortSignal
  }, { isStreaming = false } = {}) {
    var _a2, _b, _c;
    const warnings = [];
    const providerOptionsName = this.config.provider.includes("vertex") ? "vertex" : "google";
    let googleOptions = await parseProviderOptions({
      provider: providerOptionsName,
      providerOptions,
      schema: googleLanguageModelOptions
    });
    if (googleOptions == null && providerOptionsName !== "google") {
      googleOptions = await parseProviderOptions({
        provider: "google",
        providerOptions,
        schema: googleLanguageModelOptions
      });
    }
    const isVertexProvider = this.config.provider.startsWith("google.vertex.");
    if ((tools == null ? void 0 : tools.some(
      (tool) => tool.type === "provider" && tool.id === "google.vertex_rag_store"
    )) && !isVertexProvider) {
      warnings.push({
        type: "other",
        message: `The 'vertex_rag_store' tool is only supported with the Google Vertex provider and might not be supported or could behave unexpectedly with the current Google provider (${this.config.provider}).`
      });
    }
    if ((googleOptions == null ? void 0 : googleOptions.streamFunctionCallArguments) && !isVertexProvider) {
      warnings.push({
        type: "other",
        message: `'streamFunctionCallArguments' is only supported on the Vertex AI API and will be ignored with the current Google provider (${this.config.provider}). See https://docs.cloud.google.com/vertex-ai/generative-ai/docs/multimodal/function-calling#streaming-fc`
      });
    }
    if ((googleOptions == null ? void 0 : googleOptions.serviceTier) && isVertexProvider) {
      warnings.push({
        type: "other",
        message: "'serviceTier' is a Gemini API option and is not supported on Vertex AI. Use 'sharedRequestType' (and optionally 'requestType') instead. See https://docs.cloud.google.com/vertex-ai/generative-ai/docs/priority-paygo"
      });
    }
    if (((googleOptions == null ? void 0 : googleOptions.sharedRequestType) || (googleOptions == null ? void 0 : googleOptions.requestType)) && !isVertexProvider) {
      warnings.push({
        type: "other",
        message: `'sharedRequestType' and 'requestType' are Vertex AI options and are ignored with the current Google provider (${this.config.provider}).`
      });
    }
    const vertexPaygoHeaders = isVertexProvider && ((googleOptions == null ? void 0 : googleOptions.sharedRequestType) || (googleOptions == null ? void 0 : googleOptions.requestType)) ? {
      ...googleOptions.sharedRequestType && {
        "X-Vertex-AI-LLM-Shared-Request-Type": googleOptions.sharedRequestType
      },
      ...googleOptions.requestType && {
        "X-Vertex-AI-LLM-Request-Type": googleOptions.requestType
      }
    } : void 0;
    const bodyServiceTier = isVertexProvider ? void 0 : googleOptions == null ? void 0 : googleOptions.serviceTier;
    let imageConfig = googleOptions == null ? void 0 : googleOptions.imageConfig;
    if (imageConfig != null && !isVertexProvider) {
      const {
        personGeneration,
        prominentPeople,
        imageOutputOptions,
        ...geminiApiImageConfig
      } = imageConfig;
      const droppedImageConfigFields = Object.entries({
        personGeneration,
        prominentPeople,
        imageOutputOptions
      }).filter(([, value]) => value != null).map(([key]) => `'imageConfig.${key}'`);
      if (droppedImageConfigFields.length > 0) {
        warnings.push({
          type: "other",
          message: `${droppedImageConfigFields.join(", ")} ${droppedImageConfigFields.length === 1 ? "is a Vertex AI option and is" : "are Vertex AI options and are"} ignored with the current Google provider (${this.config.provider}).`
        });
        imageConfig = geminiApiImageConfig;
      }
    }
    const isGemmaModel = this.modelId.toLowerCase().startsWith("gemma-");
    const isGemini25DeveloperApiModel = !isVertexProvider && gemini25ModelPattern2.test(this.modelId);
    if (isGemini25DeveloperApiModel && frequencyPenalty != null) {
      warnings.push({
        type: "unsupported",
        feature: "frequencyPenalty"
      });
    }
    if (isGemini25DeveloperApiModel && presencePenalty != null) {
      warnings.push({
        type: "unsupported",
        feature: "presencePenalty"
      });
    }
    const { usesGemini3Features } = getGoogleModelCapabilities(this.modelId);
    const supportedFunctionResponseUrls = usesGemini3Features && isVertexProvider ? googleCloudStorageFunctionResponseUrls : void 0;
    const promptWithDownloadedToolResultFiles = isVertexProvider ? await downloadToolResultFiles(prompt, {
      abortSignal,
      supportedUrls: supportedFunctionResponseUrls
    }) : prompt;
    const { contents, systemInstruction } = convertToGoogleGenerativeAIMessages(
      promptWithDownloadedToolResultFiles,
      {
        isGemmaModel,
        isGemini3Model: usesGemini3Features,
        providerOptionsName,
        supportsFunctionResponseParts: usesGemini3Features,
        onWarning: (warning) => warnings.push(warning),
        includeFunctionCallIds: !isVertexProvider,
        supportedFunctionResponseUrls
      }
    );
    const {
      tools: googleTools2,
      toolConfig: googleToolConfig,
      toolWarnings
    } = prepareTools({
      tools,
      toolChoice,
      modelId: this.modelId,
      isVertexProvider
    });
    const streamFunctionCallArguments = isStreaming && isVertexProvider ? (_a2 = googleOptions == null ? void 0 : googleOptions.streamFunctionCallArguments) != null ? _a2 : false : void 0;
    const safetyThreshold = googleOptions == null ? void 0 : googleOptions.threshold;
    const safetySettings = (_b = googleOptions == null ? void 0 : googleOptions.safetySettings) != null ? _b : safetyThreshold != null ? configurableSafetySettingCategories.map((category) => ({
      category,
      threshold: safetyThreshold
    })) : void 0;
    const toolConfig = googleToolConfig || streamFunctionCallArguments || (googleOptions == null ? void 0 : googleOptions.retrievalConfig) ? {
      ...googleToolConfig,
      ...streamFunctionCallArguments && {
        functionCallingConfig: {
          ...googleToolConfig == null ? void 0 : googleToolConfig.functionCallingConfig,
          streamFunctionCallArguments: true
        }
      },
      ...(googleOptions == null ? void 0 : googleOptions.retrievalConfig) && {
        retrievalConfig: googleOptions.retrievalConfig
      }
    } : void 0;
    return {
      args: {
        generationConfig: {
          // standardized settings:
          maxOutputTokens,
          temperature,
          topK,
          topP,
          frequencyPenalty: isGemini25DeveloperApiModel ? void 0 : frequencyPenalty,
          presencePenalty: isGemini25DeveloperApiModel ? void 0 : presencePenalty,
          stopSequences,
          seed,
          // response format:
          responseMimeType: (responseFormat == null ? void 0 : responseFormat.type) === "json" ? "application/json" : void 0,
          responseSchema: (responseFormat == null ? void 0 : responseFormat.type) === "json" && responseFormat.schema != null && // Google GenAI does not support all OpenAPI Schema features,
          // so this is needed as an escape hatch:
          // TODO convert into provider option
          ((_c = googleOptions == null ? void 0 : googleOptions.structuredOutputs) != null ? _c : true) ? convertJSONSchemaToOpenAPISchema(responseFormat.schema) : void 0,
          ...(googleOptions == null ? void 0 : googleOptions.audioTimestamp) && {
            audioTimestamp: googleOptions.audioTimestamp
          },
          // provider options:
          responseModalities: googleOptions == null ? void 0 : googleOptions.responseModalities,
          thinkingConfig: googleOptions == null ? void 0 : googleOptions.thinkingConfig,
          ...(googleOptions == null ? void 0 : googleOptions.mediaResolution) && {
            mediaResolution: googleOptions.mediaResolution
          },
          ...imageConfig && { imageConfig }
        },
        contents,
        systemInstruction: isGemmaModel ? void 0 : systemInstruction,
        safetySettings,
        tools: googleTools2,
        toolConfig,
        cachedContent: googleOptions == null ? void 0 : googleOptions.cachedContent,
        labels: googleOptions == null ? void 0 : googleOptions.labels,
        serviceTier: bodyServiceTier,
        ...(googleOptions == null ? void 0 : googleOptions.continuationToken) != null && {
          continuationToken: googleOptions.continuationToken
        }
      },
      warnings: [...warnings, ...toolWarnings],
      providerOptionsName,
      extraHeaders: vertexPaygoHeaders
    };
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _A, _B;
    const { args, warnings, providerOptionsName, extraHeaders } = await this.getArgs(options);
    const mergedHeaders = combineHeaders(
      await resolve(this.config.headers),
      options.headers,
      extraHeaders
    );
    const generateContent = (body) => postJsonToApi({
      url: `${this.config.baseURL}/${getModelPath(
        this.modelId
      )}:generateContent`,
      headers: mergedHeaders,
      body,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(responseSchema),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await generateContent(args);
    const continuedParts = [];
    const groundingMetadataPerRequest = [];
    let continuedUsageMetadata;
    const firstPromptTokenCount = (_a2 = response.usageMetadata) == null ? void 0 : _a2.promptTokenCount;
    while (true) {
      const candidate2 = (_b = response.candidates) == null ? void 0 : _b[0];
      groundingMetadataPerRequest.push((_c = candidate2 == null ? void 0 : candidate2.groundingMetadata) != null ? _c : null);
      const continuationToken = (candidate2 == null ? void 0 : candidate2.finishReason) === "CONTINUATION" ? candidate2.continuationToken : void 0;
      if (continuationToken == null) {
        break;
      }
      continuedParts.push(...(_e = (_d = candidate2 == null ? void 0 : candidate2.content) == null ? void 0 : _d.parts) != null ? _e : []);
      continuedUsageMetadata = addGoogleGenerativeAIUsageMetadata(
        continuedUsageMetadata,
        (_f = response.usageMetadata) != null ? _f : void 0
      );
      ({
        responseHeaders,
        value: response,
        rawValue: rawResponse
      } = await generateContent({ ...args, continuationToken }));
    }
    const candidate = (_g = response.candidates) == null ? void 0 : _g[0];
    const promptBlockReason = (_h = response.promptFeedback) == null ? void 0 : _h.blockReason;
    const confirmedPromptBlockReason = isConfirmedPromptBlockReason(
      promptBlockReason
    ) ? promptBlockReason : void 0;
    const isPromptBlocked = (candidate == null ? void 0 : candidate.finishReason) == null && confirmedPromptBlockReason != null;
    const rawFinishReason = (_i = candidate == null ? void 0 : candidate.finishReason) != null ? _i : confirmedPromptBlockReason;
    const content = [];
    const parts = [...continuedParts, ...(_k = (_j = candidate == null ? void 0 : candidate.content) == null ? void 0 : _j.parts) != null ? _k : []];
    const usageMetadata = addGoogleGenerativeAIUsageMetadata(
      continuedUsageMetadata,
      (_l = response.usageMetadata) != null ? _l : void 0
    );
    let lastCodeExecutionToolCallId;
    let lastServerToolCallId;
    for (const part of parts) {
      if ("executableCode" in part && ((_m = part.executableCode) == null ? void 0 : _m.code)) {
        const toolCallId = this.config.generateId();
        lastCodeExecutionToolCallId = toolCallId;
        content.push({
          type: "tool-call",
          toolCallId,
          toolName: "code_execution",
          input: JSON.stringify(part.executableCode),
          providerExecuted: true
        });
      } else if ("codeExecutionResult" in part && part.codeExecutionResult) {
        content.push({
          type: "tool-result",
          // Results correspond to the most recent executable code part.
          toolCallId: lastCodeExecutionToolCallId,
          toolName: "code_execution",
          result: {
            outcome: part.codeExecutionResult.outcome,
            output: (_n = part.codeExecutionResult.output) != null ? _n : ""
          }
        });
      } else if ("text" in part && part.text != null) {
        const thoughtSignatureMetadata = part.thoughtSignature ? {
          [providerOptionsName]: {
            thoughtSignature: part.thoughtSignature
          }
        } : void 0;
        if (part.text.length === 0) {
          if (thoughtSignatureMetadata != null && content.length > 0) {
            const lastContent = content[content.length - 1];
            lastContent.providerMetadata = thoughtSignatureMetadata;
          }
        } else {
          content.push({
            type: part.thought === true ? "reasoning" : "text",
            text: part.text,
            providerMetadata: thoughtSignatureMetadata
          });
        }
      } else if ("functionCall" in part && part.functionCall.name != null) {
        content.push({
          type: "tool-call",
          toolCallId: (_o = part.functionCall.id) != null ? _o : this.config.generateId(),
          toolName: part.functionCall.name,
          input: JSON.stringify((_p = part.functionCall.args) != null ? _p : {}),
          providerMetadata: part.thoughtSignature ? {
            [providerOptionsName]: {
              thoughtSignature: part.thoughtSignature
            }
          } : void 0
        });
      } else if ("inlineData" in part) {
        const hasThought = part.thought === true;
        const hasThoughtSignature = !!part.thoughtSignature;
        content.push({
          type: "file",
          data: part.inlineData.data,
          mediaType: part.inlineData.mimeType,
          providerMetadata: hasThought || hasThoughtSignature ? {
            [providerOptionsName]: {
              ...hasThought ? { thought: true } : {},
              ...hasThoughtSignature ? { thoughtSignature: part.thoughtSignature } : {}
            }
          } : void 0
        });
      } else if ("toolCall" in part && part.toolCall) {
        const toolCallId = (_q = part.toolCall.id) != null ? _q : this.config.generateId();
        lastServerToolCallId = toolCallId;
        content.push({
          type: "tool-call",
          toolCallId,
          toolName: `server:${part.toolCall.toolType}`,
          input: JSON.stringify((_r = part.toolCall.args) != null ? _r : {}),
          providerExecuted: true,
          dynamic: true,
          providerMetadata: part.thoughtSignature ? {
            [providerOptionsName]: {
              thoughtSignature: part.thoughtSignature,
              serverToolCallId: toolCallId,
              serverToolType: part.toolCall.toolType
            }
          } : {
            [providerOptionsName]: {
              serverToolCallId: toolCallId,
              serverToolType: part.toolCall.toolType
            }
          }
        });
      } else if ("toolResponse" in part && part.toolResponse) {
        const responseToolCallId = (_s = lastServerToolCallId != null ? lastServerToolCallId : part.toolResponse.id) != null ? _s : this.config.generateId();
        content.push({
          type: "tool-result",
          toolCallId: responseToolCallId,
          toolName: `server:${part.toolResponse.toolType}`,
          result: (_t = part.toolResponse.response) != null ? _t : {},
          providerMetadata: part.thoughtSignature ? {
            [providerOptionsName]: {
              thoughtSignature: part.thoughtSignature,
              serverToolCallId: responseToolCallId,
              serverToolType: part.toolResponse.toolType
            }
          } : {
            [providerOptionsName]: {
              serverToolCallId: responseToolCallId,
              serverToolType: part.toolResponse.toolType
            }
          }
        });
        lastServerToolCallId = void 0;
      }
    }
    const sources = (_u = extractSources({
      groundingMetadata: candidate == null ? void 0 : candidate.groundingMetadata,
      generateId: this.config.generateId
    })) != null ? _u : [];
    for (const source of sources) {
      content.push(source);
    }
    return {
      content,
      finishReason: {
        unified: isPromptBlocked ? "content-filter" : mapGoogleGenerativeAIFinishReason({
          finishReason: rawFinishReason,
          // Only count client-executed tool calls for finish reason determination.
          hasToolCalls: content.some(
            (part) => part.type === "tool-call" && !part.providerExecuted
          )
        }),
        raw: rawFinishReason
      },
      usage: convertGoogleGenerativeAIUsage(usageMetadata),
      warnings,
      providerMetadata: {
        [providerOptionsName]: {
          promptFeedback: (_v = response.promptFeedback) != null ? _v : null,
          groundingMetadata: (_w = candidate == null ? void 0 : candidate.groundingMetadata) != null ? _w : null,
          ...groundingMetadataPerRequest.length > 1 ? { groundingMetadataPerRequest } : {},
          urlContextMetadata: (_x = candidate == null ? void 0 : candidate.urlContextMetadata) != null ? _x : null,
          safetyRatings: (_y = candidate == null ? void 0 : candidate.safetyRatings) != null ? _y : null,
          usageMetadata: usageMetadata != null ? usageMetadata : null,
          finishMessage: (_z = candidate == null ? void 0 : candidate.finishMessage) != null ? _z : null,
          serviceTier: (_A = usageMetadata == null ? void 0 : usageMetadata.serviceTier) != null ? _A : null,
          ...(candidate == null ? void 0 : candidate.continuationToken) != null && rawFinishReason === "MAX_TOKENS" ? { continuationToken: candidate.continuationToken } : {},
          ...continuedUsageMetadata != null && firstPromptTokenCount != null ? { initialPromptTokenCount: firstPromptTokenCount } : {}
        }
      },
      request: { body: args },
      response: {
        // TODO timestamp, model id
        id: (_B = response.responseId) != null ? _B : void 0,
        headers: responseHeaders,
        body: rawResponse
      }
    };
  }
  async doStream(options) {
    const { args, warnings, providerOptionsName, extraHeaders } = await this.getArgs(options, { isStreaming: true });
    const headers = combineHeaders(
      await resolve(this.config.headers),
      options.headers,
      extraHeaders
    );
    const url = `${this.config.baseURL}/${getModelPath(
      this.modelId
    )}:streamGenerateContent?alt=sse`;
    const streamGenerateContent = (body) => postJsonToApi({
      url,
      headers,
      body,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(chunkSchema),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const { responseHeaders, value: firstResponse } = await streamGenerateContent(args);
    const groundingMetadataPerRequest = [];
    let requestGroundingMetadata = null;
    const response = continueGoogleStream({
      stream: firstResponse,
      getContinuationToken: (chunk) => {
        var _a2, _b;
        const candidate = (_a2 = chunk.candidates) == null ? void 0 : _a2[0];
        if ((candidate == null ? void 0 : candidate.groundingMetadata) != null) {
          requestGroundingMetadata = candidate.groundingMetadata;
        }
        return (candidate == null ? void 0 : candidate.finishReason) === "CONTINUATION" ? (_b = candidate.continuationToken) != null ? _b : void 0 : void 0;
      },
      continueStream: async (continuationToken) => {
        const { value } = await streamGenerateContent({
          ...args,
          continuationToken
        });
        groundingMetadataPerRequest.push(requestGroundingMetadata);
        requestGroundingMetadata = null;
        return value;
      }
    });
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let usage = void 0;
    let continuedUsage = void 0;
    let initialPromptTokenCount = void 0;
    let promptFeedback = null;
    let lastGroundingMetadata = null;
    let lastUrlContextMetadata = null;
    let lastSafetyRatings = null;
    let lastFinishMessage = null;
    let lastContinuationToken = null;
    let confirmedPromptBlockReason;
    const generateId3 = this.config.generateId;
    let hasToolCalls = false;
    let hasEmittedResponseMetadata = false;
    let currentTextBlockId = null;
    let currentReasoningBlockId = null;
    let blockCounter = 0;
    const emittedSourceUrls = /* @__PURE__ */ new Set();
    let lastCodeExecutionToolCallId;
    let lastServerToolCallId;
    const activeStreamingToolCalls = [];
    const finishActiveStreamingToolCall = (controller) => {
      const active = activeStreamingToolCalls.pop();
      if (active == null) {
        return;
      }
      const { finalJSON, closingDelta } = active.accumulator.finalize();
      if (closingDelta.length > 0) {
        controller.enqueue({
          type: "tool-input-delta",
          id: active.toolCallId,
          delta: closingDelta,
          providerMetadata: active.providerMetadata
        });
      }
      controller.enqueue({
        type: "tool-input-end",
        id: active.toolCallId,
        providerMetadata: active.providerMetadata
      });
      controller.enqueue({
        type: "tool-call",
        toolCallId: active.toolCallId,
        toolName: active.toolName,
        input: finalJSON,
        providerMetadata: active.providerMetadata
      });
      hasToolCalls = true;
    };
    return {
      stream: response.pipeThrough(
        new TransformStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m;
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const value = chunk.value;
            if (value.error != null) {
              finishReason = { unified: "error", raw: void 0 };
              const error = value.error;
              controller.enqueue({
                type: "error",
                error: new APICallError({
                  message: error.message,
                  url,
                  requestBodyValues: args,
                  statusCode: (_a2 = error.code) != null ? _a2 : mapGoogleErrorStatusToHttpStatusCode(error.status),
                  responseHeaders,
                  responseBody: JSON.stringify({ error }),
                  data: error
                })
              });
              return;
            }
            if (!hasEmittedResponseMetadata && value.responseId != null) {
              hasEmittedResponseMetadata = true;
              controller.enqueue({
                type: "response-metadata",
                id: value.responseId
              });
            }
            const usageMetadata = value.usageMetadata;
            if (usageMetadata != null) {
              usage = usageMetadata;
            }
            if (value.promptFeedback != null && confirmedPromptBlockReason == null) {
              promptFeedback = value.promptFeedback;
              if (isConfirmedPromptBlockReason(value.promptFeedback.blockReason)) {
                confirmedPromptBlockReason = value.promptFeedback.blockReason;
                finishReason = {
                  unified: "content-filter",
                  raw: confirmedPromptBlockReason
                };
              }
            }
            const candidate = (_b = value.candidates) == null ? void 0 : _b[0];
            if (candidate != null) {
              if (candidate.groundingMetadata != null) {
                lastGroundingMetadata = candidate.groundingMetadata;
              }
              if (candidate.urlContextMetadata != null) {
                lastUrlContextMetadata = candidate.urlContextMetadata;
              }
              if (candidate.safetyRatings != null) {
                lastSafetyRatings = candidate.safetyRatings;
              }
              if (candidate.finishMessage != null) {
                lastFinishMessage = candidate.finishMessage;
              }
              if (candidate.continuationToken != null) {
                lastContinuationToken = candidate.continuationToken;
              }
            }
            if (confirmedPromptBlockReason != null || candidate == null) {
              return;
            }
            const content = candidate.content;
            const sources = extractSources({
              groundingMetadata: candidate.groundingMetadata,
              generateId: generateId3
            });
            if (sources != null) {
              for (const source of sources) {
                if (source.sourceType === "url" && !emittedSourceUrls.has(source.url)) {
                  emittedSourceUrls.add(source.url);
                  controller.enqueue(source);
                }
              }
            }
            if (content != null) {
              const parts = (_c = content.parts) != null ? _c : [];
              for (const part of parts) {
                if ("executableCode" in part && ((_d = part.executableCode) == null ? void 0 : _d.code)) {
                  const toolCallId = generateId3();
                  lastCodeExecutionToolCallId = toolCallId;
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId,
                    toolName: "code_execution",
                    input: JSON.stringify(part.executableCode),
                    providerExecuted: true
                  });
                } else if ("codeExecutionResult" in part && part.codeExecutionResult) {
                  const toolCallId = lastCodeExecutionToolCallId;
                  if (toolCallId) {
                    controller.enqueue({
                      type: "tool-result",
                      toolCallId,
                      toolName: "code_execution",
                      result: {
                        outcome: part.codeExecutionResult.outcome,
                        output: (_e = part.codeExecutionResult.output) != null ? _e : ""
                      }
                    });
                  }
                } else if ("text" in part && part.text != null) {
                  const thoughtSignatureMetadata = part.thoughtSignature ? {
                    [providerOptionsName]: {
                      thoughtSignature: part.thoughtSignature
                    }
                  } : void 0;
                  if (part.text.length === 0) {
                    if (thoughtSignatureMetadata != null && currentTextBlockId !== null) {
                      controller.enqueue({
                        type: "text-delta",
                        id: currentTextBlockId,
                        delta: "",
                        providerMetadata: thoughtSignatureMetadata
                      });
                    }
                  } else if (part.thought === true) {
                    if (currentTextBlockId !== null) {
                      controller.enqueue({
                        type: "text-end",
                        id: currentTextBlockId
                      });
                      currentTextBlockId = null;
                    }
                    if (currentReasoningBlockId === null) {
                      currentReasoningBlockId = String(blockCounter++);
                      controller.enqueue({
                        type: "reasoning-start",
                        id: currentReasoningBlockId,
                        providerMetadata: thoughtSignatureMetadata
                      });
                    }
                    controller.enqueue({
                      type: "reasoning-delta",
                      id: currentReasoningBlockId,
                      delta: part.text,
                      providerMetadata: thoughtSignatureMetadata
                    });
                  } else {
                    if (currentReasoningBlockId !== null) {
                      controller.enqueue({
                        type: "reasoning-end",
                        id: currentReasoningBlockId
                      });
                      currentReasoningBlockId = null;
                    }
                    if (currentTextBlockId === null) {
                      currentTextBlockId = String(blockCounter++);
                      controller.enqueue({
                        type: "text-start",
                        id: currentTextBlockId,
                        providerMetadata: thoughtSignatureMetadata
                      });
                    }
                    controller.enqueue({
                      type: "text-delta",
                      id: currentTextBlockId,
                      delta: part.text,
                      providerMetadata: thoughtSignatureMetadata
                    });
                  }
                } else if ("inlineData" in part) {
                  if (currentTextBlockId !== null) {
                    controller.enqueue({
                      type: "text-end",
                      id: currentTextBlockId
                    });
                    currentTextBlockId = null;
                  }
                  if (currentReasoningBlockId !== null) {
                    controller.enqueue({
                      type: "reasoning-end",
                      id: currentReasoningBlockId
                    });
                    currentReasoningBlockId = null;
                  }
                  const hasThought = part.thought === true;
                  const hasThoughtSignature = !!part.thoughtSignature;
                  const fileMeta = hasThought || hasThoughtSignature ? {
                    [providerOptionsName]: {
                      ...hasThought ? { thought: true } : {},
                      ...hasThoughtSignature ? { thoughtSignature: part.thoughtSignature } : {}
                    }
                  } : void 0;
                  controller.enqueue({
                    type: "file",
                    mediaType: part.inlineData.mimeType,
                    data: part.inlineData.data,
                    providerMetadata: fileMeta
                  });
                } else if ("toolCall" in part && part.toolCall) {
                  const toolCallId = (_f = part.toolCall.id) != null ? _f : generateId3();
                  lastServerToolCallId = toolCallId;
                  const serverMeta = {
                    [providerOptionsName]: {
                      ...part.thoughtSignature ? { thoughtSignature: part.thoughtSignature } : {},
                      serverToolCallId: toolCallId,
                      serverToolType: part.toolCall.toolType
                    }
                  };
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId,
                    toolName: `server:${part.toolCall.toolType}`,
                    input: JSON.stringify((_g = part.toolCall.args) != null ? _g : {}),
                    providerExecuted: true,
                    dynamic: true,
                    providerMetadata: serverMeta
                  });
                } else if ("toolResponse" in part && part.toolResponse) {
                  const responseToolCallId = (_h = lastServerToolCallId != null ? lastServerToolCallId : part.toolResponse.id) != null ? _h : generateId3();
                  const serverMeta = {
                    [providerOptionsName]: {
                      ...part.thoughtSignature ? { thoughtSignature: part.thoughtSignature } : {},
                      serverToolCallId: responseToolCallId,
                      serverToolType: part.toolResponse.toolType
                    }
                  };
                  controller.enqueue({
                    type: "tool-result",
                    toolCallId: responseToolCallId,
                    toolName: `server:${part.toolResponse.toolType}`,
                    result: (_i = part.toolResponse.response) != null ? _i : {},
                    providerMetadata: serverMeta
                  });
                  lastServerToolCallId = void 0;
                }
              }
              for (const part of parts) {
                if (!("functionCall" in part)) continue;
                const providerMeta = part.thoughtSignature ? {
                  [providerOptionsName]: {
                    thoughtSignature: part.thoughtSignature
                  }
                } : void 0;
                const isStreamingChunk = part.functionCall.partialArgs != null || part.functionCall.name != null && part.functionCall.willContinue === true;
                const isTerminalChunk = part.functionCall.name == null && part.functionCall.args == null && part.functionCall.partialArgs == null && part.functionCall.willContinue == null;
                const isCompleteCall = part.functionCall.name != null && part.functionCall.args != null && part.functionCall.partialArgs == null;
                const isNoArgsCompleteCall = part.functionCall.name != null && part.functionCall.args == null && part.functionCall.partialArgs == null && part.functionCall.willContinue !== true;
                if (isStreamingChunk) {
                  if (part.functionCall.name != null) {
                    const toolCallId = (_j = part.functionCall.id) != null ? _j : generateId3();
                    const accumulator = new GoogleJSONAccumulator();
                    activeStreamingToolCalls.push({
                      toolCallId,
                      toolName: part.functionCall.name,
                      accumulator,
                      providerMetadata: providerMeta
                    });
                    controller.enqueue({
                      type: "tool-input-start",
                      id: toolCallId,
                      toolName: part.functionCall.name,
                      providerMetadata: providerMeta
                    });
                    if (part.functionCall.partialArgs != null) {
                      const partialArgs = part.functionCall.partialArgs;
                      const { textDelta } = accumulator.processPartialArgs(partialArgs);
                      if (textDelta.length > 0) {
                        controller.enqueue({
                          type: "tool-input-delta",
                          id: toolCallId,
                          delta: textDelta,
                          providerMetadata: providerMeta
                        });
                      }
                      if (part.functionCall.willContinue !== true && partialArgs.every((arg) => arg.willContinue !== true)) {
                        finishActiveStreamingToolCall(controller);
                      }
                    }
                  } else if (part.functionCall.partialArgs != null && activeStreamingToolCalls.length > 0) {
                    const active = activeStreamingToolCalls[activeStreamingToolCalls.length - 1];
                    const partialArgs = part.functionCall.partialArgs;
                    const { textDelta } = active.accumulator.processPartialArgs(partialArgs);
                    if (textDelta.length > 0) {
                      controller.enqueue({
                        type: "tool-input-delta",
                        id: active.toolCallId,
                        delta: textDelta,
                        providerMetadata: providerMeta
                      });
                    }
                    if (part.functionCall.willContinue !== true && partialArgs.every((arg) => arg.willContinue !== true)) {
                      finishActiveStreamingToolCall(controller);
                    }
                  }
                } else if (isTerminalChunk && activeStreamingToolCalls.length > 0) {
                  finishActiveStreamingToolCall(controller);
                } else if (isCompleteCall) {
                  const toolCallId = (_k = part.functionCall.id) != null ? _k : generateId3();
                  const toolName = part.functionCall.name;
                  const args2 = typeof part.functionCall.args === "string" ? part.functionCall.args : JSON.stringify((_l = part.functionCall.args) != null ? _l : {});
                  controller.enqueue({
                    type: "tool-input-start",
                    id: toolCallId,
                    toolName,
                    providerMetadata: providerMeta
                  });
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCallId,
                    delta: args2,
                    providerMetadata: providerMeta
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: toolCallId,
                    providerMetadata: providerMeta
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId,
                    toolName,
                    input: args2,
                    providerMetadata: providerMeta
                  });
                  hasToolCalls = true;
                } else if (isNoArgsCompleteCall) {
                  const toolCallId = (_m = part.functionCall.id) != null ? _m : generateId3();
                  const toolName = part.functionCall.name;
                  controller.enqueue({
                    type: "tool-input-start",
                    id: toolCallId,
                    toolName,
                    providerMetadata: providerMeta
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: toolCallId,
                    providerMetadata: providerMeta
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId,
                    toolName,
                    input: "{}",
                    providerMetadata: providerMeta
                  });
                  hasToolCalls = true;
                }
              }
            }
            if (candidate.finishReason === "CONTINUATION") {
              if (continuedUsage == null) {
                initialPromptTokenCount = usage == null ? void 0 : usage.promptTokenCount;
              }
              continuedUsage = addGoogleGenerativeAIUsageMetadata(
                continuedUsage,
                usage
              );
              usage = void 0;
            }
            if (candidate.finishReason != null) {
              finishReason = {
                unified: mapGoogleGenerativeAIFinishReason({
                  finishReason: candidate.finishReason,
                  hasToolCalls
                }),
                raw: candidate.finishReason
              };
            }
          },
          flush(controller) {
            var _a2;
            usage = addGoogleGenerativeAIUsageMetadata(continuedUsage, usage);
            if (currentTextBlockId !== null) {
              controller.enqueue({
                type: "text-end",
                id: currentTextBlockId
              });
            }
            if (currentReasoningBlockId !== null) {
              controller.enqueue({
                type: "reasoning-end",
                id: currentReasoningBlockId
              });
            }
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: convertGoogleGenerativeAIUsage(usage),
              providerMetadata: {
                [providerOptionsName]: {
                  promptFeedback,
                  groundingMetadata: lastGroundingMetadata,
                  ...groundingMetadataPerRequest.length > 0 ? {
                    groundingMetadataPerRequest: [
                      ...groundingMetadataPerRequest,
                      requestGroundingMetadata
                    ]
                  } : {},
                  urlContextMetadata: lastUrlContextMetadata,
                  safetyRatings: lastSafetyRatings,
                  usageMetadata: usage != null ? usage : null,
                  finishMessage: lastFinishMessage,
                  serviceTier: (_a2 = usage == null ? void 0 : usage.serviceTier) != null ? _a2 : null,
                  // Only surface the token when the response stopped early
                  // (budget used up, or continuing failed), not for the
                  // checkpoint tokens of a stream that finished normally.
                  ...lastContinuationToken != null && (finishReason.raw === "MAX_TOKENS" || finishReason.raw === "CONTINUATION") ? { continuationToken: lastContinuationToken } : {},
                  ...initialPromptTokenCount != null ? { initialPromptTokenCount } : {}
                }
              }
            });
          }
        })
      ),
      response: { headers: responseHeaders },
      request: { body: args }
    };
  }
};
function extractSources({
  groundingMetadata,
  generateId: generateId3
}) {
  var _a2, _b, _c, _d, _e, _f;
  if (!(groundingMetadata == null ? void 0 : groundingMetadata.groundingChunks)) {
    return void 0;
  }
  const sources = [];
  for (const chunk of groundingMetadata.groundingChunks) {
    if (chunk.web != null) {
      sources.push({
        type: "source",
        sourceType: "url",
        id: generateId3(),
        url: chunk.web.uri,
        title: (_a2 = chunk.web.title) != null ? _a2 : void 0
      });
    } else if (chunk.image != null) {
      sources.push({
        type: "source",
        sourceType: "url",
        id: generateId3(),
        // Google requires attribution to the source URI, not the actual image URI.
        // TODO: add another type in v7 to allow both the image and source URL to be included separately
        url: chunk.image.sourceUri,
        title: (_b = chunk.image.title) != null ? _b : void 0
      });
    } else if (chunk.retrievedContext != null) {
      const uri = chunk.retrievedContext.uri;
      const fileSearchStore = chunk.retrievedContext.fileSearchStore;
      if (uri && (uri.startsWith("http://") || uri.startsWith("https://"))) {
        sources.push({
          type: "source",
          sourceType: "url",
          id: generateId3(),
          url: uri,
          title: (_c = chunk.retrievedContext.title) != null ? _c : void 0
        });
      } else if (uri) {
        const title = (_d = chunk.retrievedContext.title) != null ? _d : "Unknown Document";
        let mediaType = "application/octet-stream";
        let filename = void 0;
        if (uri.endsWith(".pdf")) {
          mediaType = "application/pdf";
          filename = uri.split("/").pop();
        } else if (uri.endsWith(".txt")) {
          mediaType = "text/plain";
          filename = uri.split("/").pop();
        } else if (uri.endsWith(".docx")) {
          mediaType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
          filename = uri.split("/").pop();
        } else if (uri.endsWith(".doc")) {
          mediaType = "application/msword";
          filename = uri.split("/").pop();
        } else if (uri.match(/\.(md|markdown)$/)) {
          mediaType = "text/markdown";
          filename = uri.split("/").pop();
        } else {
          filename = uri.split("/").pop();
        }
        sources.push({
          type: "source",
          sourceType: "document",
          id: generateId3(),
          mediaType,
          title,
          filename
        });
      } else if (fileSearchStore) {
        const title = (_e = chunk.retrievedContext.title) != null ? _e : "Unknown Document";
        sources.push({
          type: "source",
          sourceType: "document",
          id: generateId3(),
          mediaType: "application/octet-stream",
          title,
          filename: fileSearchStore.split("/").pop()
        });
      }
    } else if (chunk.maps != null) {
      if (chunk.maps.uri) {
        sources.push({
          type: "source",
          sourceType: "url",
          id: generateId3(),
          url: chunk.maps.uri,
          title: (_f = chunk.maps.title) != null ? _f : void 0
        });
      }
    }
  }
  return sources.length > 0 ? sources : void 0;
}
var getGroundingMetadataSchema = () => schemas/* object */.Ikc({
  webSearchQueries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
  imageSearchQueries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
  retrievalQueries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
  searchEntryPoint: schemas/* object */.Ikc({ renderedContent: schemas/* string */.YjP() }).nullish(),
  groundingChunks: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      web: schemas/* object */.Ikc({ uri: schemas/* string */.YjP(), title: schemas/* string */.YjP().nullish() }).nullish(),
      image: schemas/* object */.Ikc({
        sourceUri: schemas/* string */.YjP(),
        imageUri: schemas/* string */.YjP(),
        title: schemas/* string */.YjP().nullish(),
        domain: schemas/* string */.YjP().nullish()
      }).nullish(),
      retrievedContext: schemas/* object */.Ikc({
        uri: schemas/* string */.YjP().nullish(),
        title: schemas/* string */.YjP().nullish(),
        text: schemas/* string */.YjP().nullish(),
        fileSearchStore: schemas/* string */.YjP().nullish(),
        customMetadata: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            key: schemas/* string */.YjP(),
            stringValue: schemas/* string */.YjP().nullish(),
            numericValue: schemas/* number */.aig().nullish(),
            stringListValue: schemas/* object */.Ikc({ values: schemas/* array */.YOg(schemas/* string */.YjP()).nullish() }).nullish()
          })
        ).nullish()
      }).nullish(),
      maps: schemas/* object */.Ikc({
        uri: schemas/* string */.YjP().nullish(),
        title: schemas/* string */.YjP().nullish(),
        text: schemas/* string */.YjP().nullish(),
        placeId: schemas/* string */.YjP().nullish()
      }).nullish()
    })
  ).nullish(),
  groundingSupports: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      segment: schemas/* object */.Ikc({
        startIndex: schemas/* number */.aig().nullish(),
        endIndex: schemas/* number */.aig().nullish(),
        text: schemas/* string */.YjP().nullish()
      }).nullish(),
      segment_text: schemas/* string */.YjP().nullish(),
      groundingChunkIndices: schemas/* array */.YOg(schemas/* number */.aig()).nullish(),
      supportChunkIndices: schemas/* array */.YOg(schemas/* number */.aig()).nullish(),
      confidenceScores: schemas/* array */.YOg(schemas/* number */.aig()).nullish(),
      confidenceScore: schemas/* array */.YOg(schemas/* number */.aig()).nullish()
    })
  ).nullish(),
  retrievalMetadata: schemas/* union */.KCZ([
    schemas/* object */.Ikc({
      webDynamicRetrievalScore: schemas/* number */.aig()
    }),
    schemas/* object */.Ikc({})
  ]).nullish()
});
var partialArgSchema = () => schemas/* object */.Ikc({
  jsonPath: schemas/* string */.YjP(),
  stringValue: schemas/* string */.YjP().nullish(),
  numberValue: schemas/* number */.aig().nullish(),
  boolValue: schemas/* boolean */.zMY().nullish(),
  nullValue: schemas/* unknown */.L5J().nullish(),
  willContinue: schemas/* boolean */.zMY().nullish()
});
var getContentSchema = () => schemas/* object */.Ikc({
  parts: schemas/* array */.YOg(
    schemas/* union */.KCZ([
      // note: order matters since text can be fully empty
      schemas/* object */.Ikc({
        functionCall: schemas/* object */.Ikc({
          id: schemas/* string */.YjP().nullish(),
          name: schemas/* string */.YjP().nullish(),
          args: schemas/* unknown */.L5J().nullish(),
          partialArgs: schemas/* array */.YOg(partialArgSchema()).nullish(),
          willContinue: schemas/* boolean */.zMY().nullish()
        }),
        thoughtSignature: schemas/* string */.YjP().nullish()
      }),
      schemas/* object */.Ikc({
        inlineData: schemas/* object */.Ikc({
          mimeType: schemas/* string */.YjP(),
          data: schemas/* string */.YjP()
        }),
        thought: schemas/* boolean */.zMY().nullish(),
        thoughtSignature: schemas/* string */.YjP().nullish()
      }),
      schemas/* object */.Ikc({
        toolCall: schemas/* object */.Ikc({
          toolType: schemas/* string */.YjP(),
          args: schemas/* unknown */.L5J().nullish(),
          id: schemas/* string */.YjP()
        }),
        thoughtSignature: schemas/* string */.YjP().nullish()
      }),
      schemas/* object */.Ikc({
        toolResponse: schemas/* object */.Ikc({
          toolType: schemas/* string */.YjP(),
          response: schemas/* unknown */.L5J().nullish(),
          id: schemas/* string */.YjP()
        }),
        thoughtSignature: schemas/* string */.YjP().nullish()
      }),
      schemas/* object */.Ikc({
        executableCode: schemas/* object */.Ikc({
          language: schemas/* string */.YjP(),
          code: schemas/* string */.YjP()
        }).nullish(),
        codeExecutionResult: schemas/* object */.Ikc({
          outcome: schemas/* string */.YjP(),
          output: schemas/* string */.YjP().nullish()
        }).nullish(),
        text: schemas/* string */.YjP().nullish(),
        thought: schemas/* boolean */.zMY().nullish(),
        thoughtSignature: schemas/* string */.YjP().nullish()
      })
    ])
  ).nullish()
});
var getSafetyRatingSchema = () => schemas/* object */.Ikc({
  category: schemas/* string */.YjP().nullish(),
  probability: schemas/* string */.YjP().nullish(),
  probabilityScore: schemas/* number */.aig().nullish(),
  severity: schemas/* string */.YjP().nullish(),
  severityScore: schemas/* number */.aig().nullish(),
  blocked: schemas/* boolean */.zMY().nullish()
});
var tokenDetailsSchema = () => schemas/* array */.YOg(
  schemas/* object */.Ikc({
    modality: schemas/* string */.YjP(),
    tokenCount: schemas/* number */.aig()
  }).catchall(schemas/* json */.Pq9())
).nullish();
var usageSchema = () => schemas/* object */.Ikc({
  cachedContentTokenCount: schemas/* number */.aig().nullish(),
  thoughtsTokenCount: schemas/* number */.aig().nullish(),
  promptTokenCount: schemas/* number */.aig().nullish(),
  candidatesTokenCount: schemas/* number */.aig().nullish(),
  toolUsePromptTokenCount: schemas/* number */.aig().nullish(),
  totalTokenCount: schemas/* number */.aig().nullish(),
  // https://cloud.google.com/vertex-ai/generative-ai/docs/reference/rest/v1/GenerateContentResponse#TrafficType
  trafficType: schemas/* string */.YjP().nullish(),
  serviceTier: schemas/* string */.YjP().nullish(),
  // https://ai.google.dev/api/generate-content#Modality
  promptTokensDetails: tokenDetailsSchema(),
  cacheTokensDetails: tokenDetailsSchema(),
  candidatesTokensDetails: tokenDetailsSchema(),
  toolUsePromptTokensDetails: tokenDetailsSchema()
}).catchall(schemas/* json */.Pq9());
var getUrlContextMetadataSchema = () => schemas/* object */.Ikc({
  urlMetadata: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      retrievedUrl: schemas/* string */.YjP(),
      urlRetrievalStatus: schemas/* string */.YjP()
    })
  ).nullish()
});
var responseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      responseId: schemas/* string */.YjP().nullish(),
      candidates: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          content: getContentSchema().nullish().or(schemas/* object */.Ikc({}).strict()),
          finishReason: schemas/* string */.YjP().nullish(),
          finishMessage: schemas/* string */.YjP().nullish(),
          continuationToken: schemas/* string */.YjP().nullish(),
          safetyRatings: schemas/* array */.YOg(getSafetyRatingSchema()).nullish(),
          groundingMetadata: getGroundingMetadataSchema().nullish(),
          urlContextMetadata: getUrlContextMetadataSchema().nullish()
        })
      ).nullish(),
      usageMetadata: usageSchema().nullish(),
      promptFeedback: schemas/* object */.Ikc({
        blockReason: schemas/* string */.YjP().nullish(),
        safetyRatings: schemas/* array */.YOg(getSafetyRatingSchema()).nullish()
      }).nullish()
    })
  )
);
var chunkSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      error: getGoogleErrorSchema().nullish(),
      responseId: schemas/* string */.YjP().nullish(),
      candidates: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          content: getContentSchema().nullish(),
          finishReason: schemas/* string */.YjP().nullish(),
          finishMessage: schemas/* string */.YjP().nullish(),
          continuationToken: schemas/* string */.YjP().nullish(),
          safetyRatings: schemas/* array */.YOg(getSafetyRatingSchema()).nullish(),
          groundingMetadata: getGroundingMetadataSchema().nullish(),
          urlContextMetadata: getUrlContextMetadataSchema().nullish()
        })
      ).nullish(),
      usageMetadata: usageSchema().nullish(),
      promptFeedback: schemas/* object */.Ikc({
        blockReason: schemas/* string */.YjP().nullish(),
        safetyRatings: schemas/* array */.YOg(getSafetyRatingSchema()).nullish()
      }).nullish()
    })
  )
);
function isConfirmedPromptBlockReason(blockReason) {
  return blockReason != null && blockReason !== "" && blockReason !== "BLOCK_REASON_UNSPECIFIED" && blockReason !== "BLOCKED_REASON_UNSPECIFIED";
}

// src/tool/code-execution.ts


var codeExecution = createProviderToolFactoryWithOutputSchema({
  id: "google.code_execution",
  inputSchema: schemas/* object */.Ikc({
    language: schemas/* string */.YjP().describe("The programming language of the code."),
    code: schemas/* string */.YjP().describe("The code to be executed.")
  }),
  outputSchema: schemas/* object */.Ikc({
    outcome: schemas/* string */.YjP().describe('The outcome of the execution (e.g., "OUTCOME_OK").'),
    output: schemas/* string */.YjP().describe("The output from the code execution.")
  })
});

// src/tool/enterprise-web-search.ts


var enterpriseWebSearch = createProviderToolFactory({
  id: "google.enterprise_web_search",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({})))
});

// src/tool/file-search.ts


var fileSearchArgsBaseSchema = () => schemas/* object */.Ikc({
  /** The names of the file_search_stores to retrieve from.
   *  Example: `fileSearchStores/my-file-search-store-123`
   */
  fileSearchStoreNames: schemas/* array */.YOg(schemas/* string */.YjP()).describe(
    "The names of the file_search_stores to retrieve from. Example: `fileSearchStores/my-file-search-store-123`"
  ),
  /** The number of file search retrieval chunks to retrieve. */
  topK: schemas/* number */.aig().int().positive().describe("The number of file search retrieval chunks to retrieve.").optional(),
  /** Metadata filter to apply to the file search retrieval documents.
   *  See https://google.aip.dev/160 for the syntax of the filter expression.
   */
  metadataFilter: schemas/* string */.YjP().describe(
    "Metadata filter to apply to the file search retrieval documents. See https://google.aip.dev/160 for the syntax of the filter expression."
  ).optional()
}).passthrough();
var fileSearchArgsSchema = lazySchema(
  () => zodSchema(fileSearchArgsBaseSchema())
);
var fileSearch = createProviderToolFactory({
  id: "google.file_search",
  inputSchema: fileSearchArgsSchema
});

// src/tool/google-maps.ts


var googleMaps = createProviderToolFactory({
  id: "google.google_maps",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({})))
});

// src/tool/google-search.ts


var googleSearchToolArgsBaseSchema = () => schemas/* object */.Ikc({
  searchTypes: schemas/* object */.Ikc({
    webSearch: schemas/* object */.Ikc({}).optional(),
    imageSearch: schemas/* object */.Ikc({}).optional()
  }).optional(),
  timeRangeFilter: schemas/* object */.Ikc({
    startTime: schemas/* string */.YjP(),
    endTime: schemas/* string */.YjP()
  }).optional()
}).passthrough();
var googleSearchToolArgsSchema = lazySchema(
  () => zodSchema(googleSearchToolArgsBaseSchema())
);
var googleSearch = createProviderToolFactory(
  {
    id: "google.google_search",
    inputSchema: googleSearchToolArgsSchema
  }
);

// src/tool/url-context.ts


var urlContext = createProviderToolFactory({
  id: "google.url_context",
  inputSchema: lazySchema(() => zodSchema(schemas/* object */.Ikc({})))
});

// src/tool/vertex-rag-store.ts


var vertexRagStore = createProviderToolFactory({
  id: "google.vertex_rag_store",
  inputSchema: schemas/* object */.Ikc({
    ragCorpus: schemas/* string */.YjP(),
    topK: schemas/* number */.aig().optional()
  })
});

// src/google-tools.ts
var googleTools = {
  /**
   * Creates a Google search tool that gives Google direct access to real-time web content.
   * Must have name "google_search".
   */
  googleSearch,
  /**
   * Creates an Enterprise Web Search tool for grounding responses using a compliance-focused web index.
   * Designed for highly-regulated industries (finance, healthcare, public sector).
   * Does not log customer data and supports VPC service controls.
   * Must have name "enterprise_web_search".
   *
   * @note Only available on Vertex AI. Requires Gemini 2.0 or newer.
   *
   * @see https://cloud.google.com/vertex-ai/generative-ai/docs/grounding/web-grounding-enterprise
   */
  enterpriseWebSearch,
  /**
   * Creates a Google Maps grounding tool that gives the model access to Google Maps data.
   * Must have name "google_maps".
   *
   * @see https://ai.google.dev/gemini-api/docs/maps-grounding
   * @see https://cloud.google.com/vertex-ai/generative-ai/docs/grounding/grounding-with-google-maps
   */
  googleMaps,
  /**
   * Creates a URL context tool that gives Google direct access to real-time web content.
   * Must have name "url_context".
   */
  urlContext,
  /**
   * Enables Retrieval Augmented Generation (RAG) via the Gemini File Search tool.
   * Must have name "file_search".
   *
   * @param fileSearchStoreNames - Fully-qualified File Search store resource names.
   * @param metadataFilter - Optional filter expression to restrict the files that can be retrieved.
   * @param topK - Optional result limit for the number of chunks returned from File Search.
   *
   * @see https://ai.google.dev/gemini-api/docs/file-search
   */
  fileSearch,
  /**
   * A tool that enables the model to generate and run Python code.
   * Must have name "code_execution".
   *
   * @note Ensure the selected model supports Code Execution.
   * Multi-tool usage with the code execution tool is typically compatible with Gemini >=2 models.
   *
   * @see https://ai.google.dev/gemini-api/docs/code-execution (Google AI)
   * @see https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/code-execution-api (Vertex AI)
   */
  codeExecution,
  /**
   * Creates a Vertex RAG Store tool that enables the model to perform RAG searches against a Vertex RAG Store.
   * Must have name "vertex_rag_store".
   */
  vertexRagStore
};

// src/google-generative-ai-image-model.ts


var GoogleGenerativeAIImageModel = class {
  constructor(modelId, settings, config) {
    this.modelId = modelId;
    this.settings = settings;
    this.config = config;
    this.specificationVersion = "v3";
  }
  get maxImagesPerCall() {
    if (this.settings.maxImagesPerCall != null) {
      return this.settings.maxImagesPerCall;
    }
    if (isGeminiModel(this.modelId)) {
      return 10;
    }
    return 4;
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate(options) {
    if (isGeminiModel(this.modelId)) {
      return this.doGenerateGemini(options);
    }
    return this.doGenerateImagen(options);
  }
  async doGenerateImagen(options) {
    var _a2, _b, _c;
    const {
      prompt,
      n = 1,
      size,
      aspectRatio = "1:1",
      seed,
      providerOptions,
      headers,
      abortSignal,
      files,
      mask
    } = options;
    const warnings = [];
    if (files != null && files.length > 0) {
      throw new Error(
        "Google Generative AI does not support image editing with Imagen models. Use Google Vertex AI (@ai-sdk/google-vertex) for image editing capabilities."
      );
    }
    if (mask != null) {
      throw new Error(
        "Google Generative AI does not support image editing with masks. Use Google Vertex AI (@ai-sdk/google-vertex) for image editing capabilities."
      );
    }
    if (size != null) {
      warnings.push({
        type: "unsupported",
        feature: "size",
        details: "This model does not support the `size` option. Use `aspectRatio` instead."
      });
    }
    if (seed != null) {
      warnings.push({
        type: "unsupported",
        feature: "seed",
        details: "This model does not support the `seed` option through this provider."
      });
    }
    const googleOptions = await parseProviderOptions({
      provider: "google",
      providerOptions,
      schema: googleImageModelOptionsSchema
    });
    const currentDate = (_c = (_b = (_a2 = this.config._internal) == null ? void 0 : _a2.currentDate) == null ? void 0 : _b.call(_a2)) != null ? _c : /* @__PURE__ */ new Date();
    const parameters = {
      sampleCount: n
    };
    if (aspectRatio != null) {
      parameters.aspectRatio = aspectRatio;
    }
    if (googleOptions) {
      const { googleSearch: imagenGoogleSearch, ...imagenOptions } = googleOptions;
      if (imagenGoogleSearch != null) {
        warnings.push({
          type: "unsupported",
          feature: "googleSearch",
          details: "Google Search grounding is only supported on Gemini image models."
        });
      }
      Object.assign(parameters, imagenOptions);
    }
    const body = {
      instances: [{ prompt }],
      parameters
    };
    const { responseHeaders, value: response } = await postJsonToApi({
      url: `${this.config.baseURL}/models/${this.modelId}:predict`,
      headers: combineHeaders(await resolve(this.config.headers), headers),
      body,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        googleImageResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    const imagePredictions = response.predictions.filter(
      (prediction) => "bytesBase64Encoded" in prediction
    );
    return {
      images: imagePredictions.map(
        ({ bytesBase64Encoded }) => bytesBase64Encoded
      ),
      ...response.predictions.some(
        (prediction) => "raiFilteredReason" in prediction
      ) && { isRetryable: false },
      warnings,
      providerMetadata: {
        google: {
          images: imagePredictions.map(() => ({
            // Add any prediction-specific metadata here
          }))
        }
      },
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      }
    };
  }
  async doGenerateGemini(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k;
    const {
      prompt,
      n,
      size,
      aspectRatio,
      seed,
      providerOptions,
      headers,
      abortSignal,
      files,
      mask
    } = options;
    const warnings = [];
    if (mask != null) {
      throw new Error(
        "Gemini image models do not support mask-based image editing."
      );
    }
    if (n != null && n > 1) {
      throw new Error(
        "Gemini image models do not support generating a set number of images per call. Use n=1 or omit the n parameter."
      );
    }
    if (size != null) {
      warnings.push({
        type: "unsupported",
        feature: "size",
        details: "This model does not support the `size` option. Use `aspectRatio` instead."
      });
    }
    const userContent = [];
    if (prompt != null) {
      userContent.push({ type: "text", text: prompt });
    }
    if (files != null && files.length > 0) {
      for (const file of files) {
        if (file.type === "url") {
          userContent.push({
            type: "file",
            data: new URL(file.url),
            mediaType: "image/*"
          });
        } else {
          userContent.push({
            type: "file",
            data: typeof file.data === "string" ? file.data : new Uint8Array(file.data),
            mediaType: file.mediaType
          });
        }
      }
    }
    const languageModelPrompt = [
      { role: "user", content: userContent }
    ];
    const googleImageOptions = await parseProviderOptions({
      provider: "google",
      providerOptions,
      schema: googleImageModelOptionsSchema
    });
    const { googleSearch: _strippedGoogleSearch, ...passthroughGoogleOptions } = (_a2 = providerOptions == null ? void 0 : providerOptions.google) != null ? _a2 : {};
    const languageModel = new GoogleGenerativeAILanguageModel(this.modelId, {
      provider: this.config.provider,
      baseURL: this.config.baseURL,
      headers: (_b = this.config.headers) != null ? _b : {},
      fetch: this.config.fetch,
      generateId: (_c = this.config.generateId) != null ? _c : generateId
    });
    const result = await languageModel.doGenerate({
      prompt: languageModelPrompt,
      seed,
      providerOptions: {
        google: {
          responseModalities: ["IMAGE"],
          imageConfig: aspectRatio ? {
            aspectRatio
          } : void 0,
          ...passthroughGoogleOptions
        }
      },
      tools: (googleImageOptions == null ? void 0 : googleImageOptions.googleSearch) != null ? [
        {
          type: "provider",
          id: "google.google_search",
          name: "google_search",
          args: googleImageOptions.googleSearch
        }
      ] : void 0,
      headers,
      abortSignal
    });
    const currentDate = (_f = (_e = (_d = this.config._internal) == null ? void 0 : _d.currentDate) == null ? void 0 : _e.call(_d)) != null ? _f : /* @__PURE__ */ new Date();
    const images = [];
    for (const part of result.content) {
      if (part.type === "file" && part.mediaType.startsWith("image/")) {
        images.push(convertToBase64(part.data));
      }
    }
    const languageModelGoogleMetadata = (_h = (_g = result.providerMetadata) == null ? void 0 : _g.google) != null ? _h : {};
    return {
      images,
      ...result.finishReason.unified === "content-filter" ? { isRetryable: false } : {},
      warnings,
      providerMetadata: {
        google: {
          ...languageModelGoogleMetadata,
          images: images.map(() => ({}))
        }
      },
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: (_i = result.response) == null ? void 0 : _i.headers
      },
      usage: result.usage ? {
        inputTokens: result.usage.inputTokens.total,
        outputTokens: result.usage.outputTokens.total,
        totalTokens: ((_j = result.usage.inputTokens.total) != null ? _j : 0) + ((_k = result.usage.outputTokens.total) != null ? _k : 0)
      } : void 0
    };
  }
};
function isGeminiModel(modelId) {
  return modelId.startsWith("gemini-");
}
var googleImageResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      predictions: schemas/* array */.YOg(
        schemas/* union */.KCZ([
          schemas/* object */.Ikc({ bytesBase64Encoded: schemas/* string */.YjP() }),
          schemas/* object */.Ikc({ raiFilteredReason: schemas/* string */.YjP() })
        ])
      ).default([])
    })
  )
);
var googleImageModelOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      personGeneration: schemas/* enum */.k5n(["dont_allow", "allow_adult", "allow_all"]).nullish(),
      aspectRatio: schemas/* enum */.k5n(["1:1", "3:4", "4:3", "9:16", "16:9"]).nullish(),
      /**
       * Enable Google Search grounding for Gemini image models. The value is
       * forwarded as the args of the `google.tools.googleSearch` provider
       * tool on the underlying language-model call. Pass `{}` for defaults.
       *
       * `generateImage` does not accept a `tools` parameter, so this is the
       * dedicated escape hatch for grounding image generation the same way
       * `generateText` does.
       */
      googleSearch: googleSearchToolArgsBaseSchema().optional()
    })
  )
);

// src/google-generative-ai-video-model.ts



function getFirstFrameImage(options) {
  var _a2, _b;
  return (_b = (_a2 = options.frameImages) == null ? void 0 : _a2.find((frame) => frame.frameType === "first_frame")) == null ? void 0 : _b.image;
}
function resolveStartImage(options) {
  var _a2;
  return (_a2 = getFirstFrameImage(options)) != null ? _a2 : options.image;
}
function getLastFrameImage(options) {
  var _a2, _b;
  return (_b = (_a2 = options.frameImages) == null ? void 0 : _a2.find((frame) => frame.frameType === "last_frame")) == null ? void 0 : _b.image;
}
function getInputReferences(options) {
  if (options.frameImages != null && options.frameImages.length > 0) {
    return void 0;
  }
  return options.inputReferences != null && options.inputReferences.length > 0 ? options.inputReferences : void 0;
}
function convertFileToGoogleImage(file, warnings) {
  if (file.type === "url") {
    if (file.url.startsWith("gs://")) {
      return {
        gcsUri: file.url,
        mimeType: "image/png"
      };
    }
    warnings.push({
      type: "unsupported",
      feature: "URL-based image input",
      details: "Google Generative AI video models require base64-encoded images or GCS URIs. URL will be ignored."
    });
    return void 0;
  }
  const base64Data = typeof file.data === "string" ? file.data : convertUint8ArrayToBase64(file.data);
  return {
    bytesBase64Encoded: base64Data,
    mimeType: file.mediaType || "image/png"
  };
}
function convertProviderReferenceImage(refImg) {
  if (refImg.bytesBase64Encoded) {
    return {
      image: {
        bytesBase64Encoded: refImg.bytesBase64Encoded,
        mimeType: "image/png"
      }
    };
  }
  if (refImg.gcsUri) {
    return {
      image: {
        gcsUri: refImg.gcsUri,
        mimeType: "image/png"
      }
    };
  }
  return refImg;
}
function convertInputReferenceImage(file, warnings) {
  const image = convertFileToGoogleImage(file, warnings);
  return image != null ? { image } : void 0;
}
var GoogleGenerativeAIVideoModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v3";
  }
  get provider() {
    return this.config.provider;
  }
  get maxVideosPerCall() {
    return 4;
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h;
    const currentDate = (_c = (_b = (_a2 = this.config._internal) == null ? void 0 : _a2.currentDate) == null ? void 0 : _b.call(_a2)) != null ? _c : /* @__PURE__ */ new Date();
    const warnings = [];
    const googleOptions = await parseProviderOptions({
      provider: "google",
      providerOptions: options.providerOptions,
      schema: googleVideoModelOptionsSchema
    });
    const instances = [{}];
    const instance = instances[0];
    if (options.prompt != null) {
      instance.prompt = options.prompt;
    }
    const startImage = resolveStartImage(options);
    if (startImage != null) {
      const image = convertFileToGoogleImage(startImage, warnings);
      if (image != null) {
        instance.image = image;
      }
    }
    const lastFrameImage = getLastFrameImage(options);
    if (lastFrameImage != null) {
      const lastFrame = convertFileToGoogleImage(lastFrameImage, warnings);
      if (lastFrame != null) {
        instance.lastFrame = lastFrame;
      }
    }
    const inputReferences = getInputReferences(options);
    if (inputReferences != null) {
      instance.referenceImages = inputReferences.flatMap((reference) => {
        const converted = convertInputReferenceImage(reference, warnings);
        return converted != null ? [converted] : [];
      });
    } else if ((googleOptions == null ? void 0 : googleOptions.referenceImages) != null) {
      instance.referenceImages = googleOptions.referenceImages.map(
        (refImg) => convertProviderReferenceImage(refImg)
      );
    }
    const parameters = {
      sampleCount: options.n
    };
    if (options.aspectRatio) {
      parameters.aspectRatio = options.aspectRatio;
    }
    if (options.resolution) {
      const resolutionMap = {
        "1280x720": "720p",
        "1920x1080": "1080p",
        "3840x2160": "4k"
      };
      parameters.resolution = resolutionMap[options.resolution] || options.resolution;
    }
    if (options.duration) {
      parameters.durationSeconds = options.duration;
    }
    if (options.seed) {
      parameters.seed = options.seed;
    }
    if (googleOptions != null) {
      const opts = googleOptions;
      if (opts.personGeneration !== void 0 && opts.personGeneration !== null) {
        parameters.personGeneration = opts.personGeneration;
      }
      if (opts.negativePrompt !== void 0 && opts.negativePrompt !== null) {
        parameters.negativePrompt = opts.negativePrompt;
      }
      for (const [key, value] of Object.entries(opts)) {
        if (![
          "pollIntervalMs",
          "pollTimeoutMs",
          "personGeneration",
          "negativePrompt",
          "referenceImages"
        ].includes(key)) {
          parameters[key] = value;
        }
      }
    }
    const { value: operation } = await postJsonToApi({
      url: `${this.config.baseURL}/models/${this.modelId}:predictLongRunning`,
      headers: combineHeaders(
        await resolve(this.config.headers),
        options.headers
      ),
      body: {
        instances,
        parameters
      },
      successfulResponseHandler: createJsonResponseHandler(
        googleOperationSchema
      ),
      failedResponseHandler: googleFailedResponseHandler,
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const operationName = operation.name;
    if (!operationName) {
      throw new AISDKError({
        name: "GOOGLE_VIDEO_GENERATION_ERROR",
        message: "No operation name returned from API"
      });
    }
    const pollIntervalMs = (_d = googleOptions == null ? void 0 : googleOptions.pollIntervalMs) != null ? _d : 1e4;
    const pollTimeoutMs = (_e = googleOptions == null ? void 0 : googleOptions.pollTimeoutMs) != null ? _e : 6e5;
    const startTime = Date.now();
    let finalOperation = operation;
    let responseHeaders;
    while (!finalOperation.done) {
      if (Date.now() - startTime > pollTimeoutMs) {
        throw new AISDKError({
          name: "GOOGLE_VIDEO_GENERATION_TIMEOUT",
          message: `Video generation timed out after ${pollTimeoutMs}ms`
        });
      }
      await delay(pollIntervalMs);
      if ((_f = options.abortSignal) == null ? void 0 : _f.aborted) {
        throw new AISDKError({
          name: "GOOGLE_VIDEO_GENERATION_ABORTED",
          message: "Video generation request was aborted"
        });
      }
      const { value: statusOperation, responseHeaders: pollHeaders } = await getFromApi({
        url: `${this.config.baseURL}/${operationName}`,
        headers: combineHeaders(
          await resolve(this.config.headers),
          options.headers
        ),
        successfulResponseHandler: createJsonResponseHandler(
          googleOperationSchema
        ),
        failedResponseHandler: googleFailedResponseHandler,
        abortSignal: options.abortSignal,
        fetch: this.config.fetch
      });
      finalOperation = statusOperation;
      responseHeaders = pollHeaders;
    }
    if (finalOperation.error) {
      throw new AISDKError({
        name: "GOOGLE_VIDEO_GENERATION_FAILED",
        message: `Video generation failed: ${finalOperation.error.message}`
      });
    }
    const response = finalOperation.response;
    if (!((_g = response == null ? void 0 : response.generateVideoResponse) == null ? void 0 : _g.generatedSamples) || response.generateVideoResponse.generatedSamples.length === 0) {
      throw new AISDKError({
        name: "GOOGLE_VIDEO_GENERATION_ERROR",
        message: `No videos in response. Response: ${JSON.stringify(finalOperation)}`
      });
    }
    const videos = [];
    const videoMetadata = [];
    const resolvedHeaders = await resolve(this.config.headers);
    const apiKey = resolvedHeaders == null ? void 0 : resolvedHeaders["x-goog-api-key"];
    for (const generatedSample of response.generateVideoResponse.generatedSamples) {
      if ((_h = generatedSample.video) == null ? void 0 : _h.uri) {
        const urlWithAuth = apiKey && isSameOrigin(generatedSample.video.uri, this.config.baseURL) ? `${generatedSample.video.uri}${generatedSample.video.uri.includes("?") ? "&" : "?"}key=${apiKey}` : generatedSample.video.uri;
        videos.push({
          type: "url",
          url: urlWithAuth,
          mediaType: "video/mp4"
        });
        videoMetadata.push({
          uri: generatedSample.video.uri
        });
      }
    }
    if (videos.length === 0) {
      throw new AISDKError({
        name: "GOOGLE_VIDEO_GENERATION_ERROR",
        message: "No valid videos in response"
      });
    }
    return {
      videos,
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      },
      providerMetadata: {
        google: {
          videos: videoMetadata
        }
      }
    };
  }
};
var googleOperationSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      name: schemas/* string */.YjP().nullish(),
      done: schemas/* boolean */.zMY().nullish(),
      error: schemas/* object */.Ikc({
        code: schemas/* number */.aig().nullish(),
        message: schemas/* string */.YjP(),
        status: schemas/* string */.YjP().nullish()
      }).nullish(),
      response: schemas/* object */.Ikc({
        generateVideoResponse: schemas/* object */.Ikc({
          generatedSamples: schemas/* array */.YOg(
            schemas/* object */.Ikc({
              video: schemas/* object */.Ikc({
                uri: schemas/* string */.YjP().nullish()
              }).nullish()
            })
          ).nullish()
        }).nullish()
      }).nullish()
    })
  )
);
var googleVideoModelOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      pollIntervalMs: schemas/* number */.aig().positive().nullish(),
      pollTimeoutMs: schemas/* number */.aig().positive().nullish(),
      personGeneration: schemas/* enum */.k5n(["dont_allow", "allow_adult", "allow_all"]).nullish(),
      negativePrompt: schemas/* string */.YjP().nullish(),
      referenceImages: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          bytesBase64Encoded: schemas/* string */.YjP().nullish(),
          gcsUri: schemas/* string */.YjP().nullish()
        })
      ).nullish()
    }).passthrough()
  )
);

// src/interactions/google-interactions-language-model.ts


// src/interactions/convert-google-interactions-usage.ts
function convertGoogleInteractionsUsage(usage) {
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
  const totalInput = (_a2 = usage.total_input_tokens) != null ? _a2 : 0;
  const totalOutput = (_b = usage.total_output_tokens) != null ? _b : 0;
  const totalThought = (_c = usage.total_thought_tokens) != null ? _c : 0;
  const totalCached = (_d = usage.total_cached_tokens) != null ? _d : 0;
  return {
    inputTokens: {
      total: (_e = usage.total_input_tokens) != null ? _e : void 0,
      noCache: usage.total_input_tokens == null ? void 0 : totalInput - totalCached,
      cacheRead: (_f = usage.total_cached_tokens) != null ? _f : void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: usage.total_output_tokens == null && usage.total_thought_tokens == null ? void 0 : totalOutput + totalThought,
      text: (_g = usage.total_output_tokens) != null ? _g : void 0,
      reasoning: (_h = usage.total_thought_tokens) != null ? _h : void 0
    },
    raw: usage
  };
}
function getGoogleInteractionsOutputTokensByModality(usage) {
  const byModality = usage == null ? void 0 : usage.output_tokens_by_modality;
  if (byModality == null) {
    return void 0;
  }
  const result = {};
  for (const entry of byModality) {
    if ((entry == null ? void 0 : entry.modality) != null && entry.tokens != null) {
      result[entry.modality] = entry.tokens;
    }
  }
  return Object.keys(result).length > 0 ? result : void 0;
}

// src/interactions/extract-google-interactions-sources.ts
var KNOWN_DOC_EXTENSIONS = {
  pdf: "application/pdf",
  txt: "text/plain",
  md: "text/markdown",
  markdown: "text/markdown",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
};
function inferDocMediaType(uriOrName) {
  const lower = uriOrName.toLowerCase();
  for (const [ext, media] of Object.entries(KNOWN_DOC_EXTENSIONS)) {
    if (lower.endsWith(`.${ext}`)) return media;
  }
  return "application/octet-stream";
}
function basename(uriOrName) {
  const parts = uriOrName.split("/");
  const last = parts[parts.length - 1];
  return last && last.length > 0 ? last : void 0;
}
function annotationToSource({
  annotation,
  generateId: generateId3
}) {
  var _a2, _b, _c, _d, _e;
  switch (annotation.type) {
    case "url_citation": {
      const a = annotation;
      if (a.url == null || a.url.length === 0) return void 0;
      return {
        type: "source",
        sourceType: "url",
        id: generateId3(),
        url: a.url,
        ...a.title != null ? { title: a.title } : {}
      };
    }
    case "file_citation": {
      const a = annotation;
      const uri = (_b = (_a2 = a.url) != null ? _a2 : a.document_uri) != null ? _b : a.file_name;
      if (uri == null || uri.length === 0) return void 0;
      if (uri.startsWith("http://") || uri.startsWith("https://")) {
        return {
          type: "source",
          sourceType: "url",
          id: generateId3(),
          url: uri,
          ...a.file_name != null ? { title: a.file_name } : {}
        };
      }
      const filename = (_c = a.file_name) != null ? _c : basename(uri);
      const mediaType = inferDocMediaType(uri);
      return {
        type: "source",
        sourceType: "document",
        id: generateId3(),
        mediaType,
        title: (_e = (_d = a.file_name) != null ? _d : filename) != null ? _e : uri,
        ...filename != null ? { filename } : {}
      };
    }
    case "place_citation": {
      const a = annotation;
      if (a.url == null || a.url.length === 0) return void 0;
      return {
        type: "source",
        sourceType: "url",
        id: generateId3(),
        url: a.url,
        ...a.name != null ? { title: a.name } : {}
      };
    }
    default:
      return void 0;
  }
}
function builtinToolResultToSources({
  block,
  generateId: generateId3
}) {
  var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k;
  const sources = [];
  switch (block.type) {
    case "url_context_result": {
      const result = (_a2 = block.result) != null ? _a2 : [];
      for (const entry of result) {
        if ((entry == null ? void 0 : entry.url) == null || entry.url.length === 0) continue;
        if (entry.status != null && entry.status !== "success") continue;
        sources.push({
          type: "source",
          sourceType: "url",
          id: generateId3(),
          url: entry.url
        });
      }
      break;
    }
    case "google_search_result": {
      const result = (_b = block.result) != null ? _b : [];
      for (const entry of result) {
        const url = entry == null ? void 0 : entry.url;
        if (url == null || url.length === 0) continue;
        sources.push({
          type: "source",
          sourceType: "url",
          id: generateId3(),
          url,
          ...entry.title != null ? { title: entry.title } : {}
        });
      }
      break;
    }
    case "google_maps_result": {
      const result = (_c = block.result) != null ? _c : [];
      for (const entry of result) {
        for (const place of (_d = entry.places) != null ? _d : []) {
          if (place.url == null || place.url.length === 0) continue;
          sources.push({
            type: "source",
            sourceType: "url",
            id: generateId3(),
            url: place.url,
            ...place.name != null ? { title: place.name } : {}
          });
        }
      }
      break;
    }
    case "file_search_result": {
      const result = (_e = block.result) != null ? _e : [];
      for (const raw of result) {
        if (raw == null || typeof raw !== "object") continue;
        const entry = raw;
        const uri = (_g = (_f = entry.url) != null ? _f : entry.document_uri) != null ? _g : entry.file_name;
        if (uri == null || uri.length === 0) continue;
        if (uri.startsWith("http://") || uri.startsWith("https://")) {
          sources.push({
            type: "source",
            sourceType: "url",
            id: generateId3(),
            url: uri,
            ...entry.title != null ? { title: entry.title } : {}
          });
          continue;
        }
        const filename = (_h = entry.file_name) != null ? _h : basename(uri);
        const mediaType = inferDocMediaType(uri);
        sources.push({
          type: "source",
          sourceType: "document",
          id: generateId3(),
          mediaType,
          title: (_k = (_j = (_i = entry.title) != null ? _i : entry.file_name) != null ? _j : filename) != null ? _k : uri,
          ...filename != null ? { filename } : {}
        });
      }
      break;
    }
    default:
      break;
  }
  return sources;
}
function annotationsToSources({
  annotations,
  generateId: generateId3
}) {
  var _a2;
  if (annotations == null) return [];
  const seen = /* @__PURE__ */ new Set();
  const sources = [];
  for (const annotation of annotations) {
    const source = annotationToSource({ annotation, generateId: generateId3 });
    if (source == null) continue;
    const key = source.sourceType === "url" ? `url:${source.url}` : `doc:${(_a2 = source.filename) != null ? _a2 : source.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sources.push(source);
  }
  return sources;
}

// src/interactions/map-google-interactions-finish-reason.ts
function mapGoogleInteractionsFinishReason({
  status,
  hasFunctionCall
}) {
  switch (status) {
    case "completed":
      return hasFunctionCall ? "tool-calls" : "stop";
    case "requires_action":
      return "tool-calls";
    case "failed":
      return "error";
    case "incomplete":
      return "length";
    case "cancelled":
      return "other";
    case "in_progress":
    default:
      return "other";
  }
}

// src/interactions/build-google-interactions-stream-transform.ts
var BUILTIN_TOOL_CALL_TYPES = /* @__PURE__ */ new Set([
  "google_search_call",
  "code_execution_call",
  "url_context_call",
  "file_search_call",
  "google_maps_call",
  "mcp_server_tool_call"
]);
var BUILTIN_TOOL_RESULT_TYPES = /* @__PURE__ */ new Set([
  "google_search_result",
  "code_execution_result",
  "url_context_result",
  "file_search_result",
  "google_maps_result",
  "mcp_server_tool_result"
]);
function builtinToolNameFromCallType(type) {
  return type.replace(/_call$/, "");
}
function builtinToolNameFromResultType(type) {
  return type.replace(/_result$/, "");
}
function buildGoogleInteractionsStreamTransform({
  warnings,
  generateId: generateId3,
  includeRawChunks,
  serviceTier: headerServiceTier
}) {
  let interactionId;
  let usage;
  let serviceTier = headerServiceTier;
  let finishStatus;
  let hasFunctionCall = false;
  const openBlocks = /* @__PURE__ */ new Map();
  const emittedSourceKeys = /* @__PURE__ */ new Set();
  function sourceKey(source) {
    var _a2;
    return source.sourceType === "url" ? `url:${source.url}` : `doc:${(_a2 = source.filename) != null ? _a2 : source.title}`;
  }
  return new TransformStream({
    start(controller) {
      controller.enqueue({ type: "stream-start", warnings });
    },
    transform(chunk, controller) {
      var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t;
      if (includeRawChunks) {
        controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
      }
      if (!chunk.success) {
        finishStatus = "failed";
        controller.enqueue({ type: "error", error: chunk.error });
        return;
      }
      const value = chunk.value;
      const eventType = value.event_type;
      switch (eventType) {
        case "interaction.created": {
          const event = value;
          const interaction = event.interaction;
          interactionId = (interaction == null ? void 0 : interaction.id) != null && interaction.id.length > 0 ? interaction.id : void 0;
          const created = interaction == null ? void 0 : interaction.created;
          let timestamp;
          if (typeof created === "string") {
            const parsed = new Date(created);
            if (!Number.isNaN(parsed.getTime())) {
              timestamp = parsed;
            }
          }
          controller.enqueue({
            type: "response-metadata",
            ...interactionId != null ? { id: interactionId } : {},
            modelId: interaction == null ? void 0 : interaction.model,
            ...timestamp ? { timestamp } : {}
          });
          break;
        }
        case "step.start": {
          const event = value;
          const step = event.step;
          const index = event.index;
          const blockId = `${interactionId != null ? interactionId : "interaction"}:${index}`;
          const stepType = step == null ? void 0 : step.type;
          if (stepType === "model_output") {
            const initial = (_a2 = step == null ? void 0 : step.content) == null ? void 0 : _a2[0];
            if ((initial == null ? void 0 : initial.type) === "text") {
              openBlocks.set(index, {
                kind: "text",
                id: blockId,
                emittedSourceKeys: /* @__PURE__ */ new Set()
              });
              controller.enqueue({ type: "text-start", id: blockId });
              const initialSources = annotationsToSources({
                annotations: initial.annotations,
                generateId: generateId3
              });
              for (const source of initialSources) {
                const key = sourceKey(source);
                if (emittedSourceKeys.has(key)) continue;
                emittedSourceKeys.add(key);
                controller.enqueue(source);
              }
            } else if ((initial == null ? void 0 : initial.type) === "image") {
              openBlocks.set(index, {
                kind: "image",
                id: blockId,
                ...initial.data != null ? { data: initial.data } : {},
                ...initial.mime_type != null ? { mimeType: initial.mime_type } : {},
                ...initial.uri != null ? { uri: initial.uri } : {}
              });
            } else {
              openBlocks.set(index, {
                kind: "pending_model_output",
                id: blockId
              });
            }
          } else if (stepType === "thought") {
            const signature = step == null ? void 0 : step.signature;
            openBlocks.set(index, {
              kind: "reasoning",
              id: blockId,
              ...signature != null ? { signature } : {}
            });
            controller.enqueue({ type: "reasoning-start", id: blockId });
            if (Array.isArray(step == null ? void 0 : step.summary)) {
              for (const item of step.summary) {
                if ((item == null ? void 0 : item.type) === "text" && typeof item.text === "string") {
                  controller.enqueue({
                    type: "reasoning-delta",
                    id: blockId,
                    delta: item.text
                  });
                }
              }
            }
          } else if (stepType === "function_call") {
            const toolCallId = (_b = step == null ? void 0 : step.id) != null ? _b : blockId;
            const toolName = (_c = step == null ? void 0 : step.name) != null ? _c : "unknown";
            hasFunctionCall = true;
            const state = {
              kind: "function_call",
              id: blockId,
              toolCallId,
              toolName,
              argumentsAccum: "",
              ...(step == null ? void 0 : step.signature) != null ? { signature: step.signature } : {}
            };
            openBlocks.set(index, state);
            controller.enqueue({
              type: "tool-input-start",
              id: toolCallId,
              toolName
            });
          } else if (stepType != null && BUILTIN_TOOL_CALL_TYPES.has(stepType)) {
            const toolName = stepType === "mcp_server_tool_call" ? (_d = step == null ? void 0 : step.name) != null ? _d : "mcp_server_tool" : builtinToolNameFromCallType(stepType);
            const toolCallId = (_e = step == null ? void 0 : step.id) != null ? _e : blockId;
            const state = {
              kind: "builtin_tool_call",
              id: blockId,
              blockType: stepType,
              toolCallId,
              toolName,
              arguments: (_f = step == null ? void 0 : step.arguments) != null ? _f : {},
              callEmitted: false
            };
            openBlocks.set(index, state);
          } else if (stepType != null && BUILTIN_TOOL_RESULT_TYPES.has(stepType)) {
            const toolName = stepType === "mcp_server_tool_result" ? (_g = step == null ? void 0 : step.name) != null ? _g : "mcp_server_tool" : builtinToolNameFromResultType(stepType);
            const callId = (_h = step == null ? void 0 : step.call_id) != null ? _h : blockId;
            const state = {
              kind: "builtin_tool_result",
              id: blockId,
              blockType: stepType,
              callId,
              toolName,
              result: (_i = step == null ? void 0 : step.result) != null ? _i : null,
              ...(step == null ? void 0 : step.is_error) != null ? { isError: step.is_error } : {},
              resultEmitted: false
            };
            openBlocks.set(index, state);
          } else {
            openBlocks.set(index, { kind: "unknown", id: blockId });
          }
          break;
        }
        case "step.delta": {
          const event = value;
          let open = openBlocks.get(event.index);
          if (open == null) break;
          const dtype = (_j = event.delta) == null ? void 0 : _j.type;
          if (open.kind === "pending_model_output") {
            if (dtype === "text" || dtype === "text_annotation" || dtype === "text_annotation_delta") {
              const promoted = {
                kind: "text",
                id: open.id,
                emittedSourceKeys: /* @__PURE__ */ new Set()
              };
              openBlocks.set(event.index, promoted);
              open = promoted;
              controller.enqueue({ type: "text-start", id: promoted.id });
            }
          }
          if (dtype === "image" && (open.kind === "pending_model_output" || open.kind === "text" || open.kind === "image")) {
            const img = event.delta;
            const google2 = {};
            if (interactionId != null) google2.interactionId = interactionId;
            const providerMetadata = Object.keys(google2).length > 0 ? { google: google2 } : void 0;
            if ((img == null ? void 0 : img.data) != null && img.data.length > 0) {
              controller.enqueue({
                type: "file",
                mediaType: (_k = img.mime_type) != null ? _k : "image/png",
                data: img.data,
                ...providerMetadata ? { providerMetadata } : {}
              });
            } else if ((img == null ? void 0 : img.uri) != null && img.uri.length > 0) {
              const uriProviderMetadata = {
                google: {
                  ...interactionId != null ? { interactionId } : {},
                  imageUri: img.uri
                }
              };
              controller.enqueue({
                type: "file",
                mediaType: (_l = img.mime_type) != null ? _l : "image/png",
                data: "",
                providerMetadata: uriProviderMetadata
              });
            }
            if (open.kind === "image") {
              open.data = void 0;
              open.uri = void 0;
            }
            break;
          }
          if (dtype === "video" && (open.kind === "pending_model_output" || open.kind === "text")) {
            const videoDelta = event.delta;
            const google2 = {};
            if (interactionId != null) google2.interactionId = interactionId;
            const providerMetadata = Object.keys(google2).length > 0 ? { google: google2 } : void 0;
            if ((videoDelta == null ? void 0 : videoDelta.data) != null && videoDelta.data.length > 0) {
              controller.enqueue({
                type: "file",
                mediaType: (_m = videoDelta.mime_type) != null ? _m : "video/mp4",
                data: videoDelta.data,
                ...providerMetadata ? { providerMetadata } : {}
              });
            } else if ((videoDelta == null ? void 0 : videoDelta.uri) != null && videoDelta.uri.length > 0) {
              const uriProviderMetadata = {
                google: {
                  ...interactionId != null ? { interactionId } : {},
                  videoUri: videoDelta.uri
                }
              };
              controller.enqueue({
                type: "file",
                mediaType: (_n = videoDelta.mime_type) != null ? _n : "video/mp4",
                data: "",
                providerMetadata: uriProviderMetadata
              });
            }
            break;
          }
          const delta = event.delta;
          if (open.kind === "text" && (delta == null ? void 0 : delta.type) === "text") {
            const text = (_o = delta.text) != null ? _o : "";
            if (text.length > 0) {
              controller.enqueue({
                type: "text-delta",
                id: open.id,
                delta: text
              });
            }
          } else if (open.kind === "text" && ((delta == null ? void 0 : delta.type) === "text_annotation" || (delta == null ? void 0 : delta.type) === "text_annotation_delta")) {
            const sources = annotationsToSources({
              annotations: delta.annotations,
              generateId: generateId3
            });
            for (const source of sources) {
              const key = sourceKey(source);
              if (emittedSourceKeys.has(key)) continue;
              emittedSourceKeys.add(key);
              open.emittedSourceKeys.add(key);
              controller.enqueue(source);
            }
          } else if (open.kind === "image" && (delta == null ? void 0 : delta.type) === "image") {
            if (delta.data != null) open.data = delta.data;
            if (delta.mime_type != null) open.mimeType = delta.mime_type;
            if (delta.uri != null) open.uri = delta.uri;
          } else if (open.kind === "reasoning") {
            if ((delta == null ? void 0 : delta.type) === "thought_summary") {
              const item = delta.content;
              if ((item == null ? void 0 : item.type) === "text" && typeof item.text === "string") {
                controller.enqueue({
                  type: "reasoning-delta",
                  id: open.id,
                  delta: item.text
                });
              }
            } else if ((delta == null ? void 0 : delta.type) === "thought_signature") {
              const signature = delta.signature;
              if (signature != null) {
                open.signature = signature;
              }
            }
          } else if (open.kind === "function_call" && (delta == null ? void 0 : delta.type) === "arguments_delta") {
            const slice = typeof delta.arguments === "string" ? delta.arguments : "";
            if (slice.length > 0) {
              open.argumentsAccum += slice;
              controller.enqueue({
                type: "tool-input-delta",
                id: open.toolCallId,
                delta: slice
              });
            }
            if (delta.id != null) {
              open.toolCallId = delta.id;
            }
            if (delta.signature != null) {
              open.signature = delta.signature;
            }
            hasFunctionCall = true;
          } else if (open.kind === "builtin_tool_call" && (delta == null ? void 0 : delta.type) === open.blockType) {
            if (delta.id != null) open.toolCallId = delta.id;
            if (delta.arguments != null && typeof delta.arguments === "object") {
              open.arguments = delta.arguments;
            }
            if (delta.name != null && open.blockType === "mcp_server_tool_call") {
              open.toolName = delta.name;
            }
          } else if (open.kind === "builtin_tool_result" && (delta == null ? void 0 : delta.type) === open.blockType) {
            if (delta.call_id != null) open.callId = delta.call_id;
            if (delta.result !== void 0) open.result = delta.result;
            if (delta.is_error != null) open.isError = delta.is_error;
            if (delta.name != null && open.blockType === "mcp_server_tool_result") {
              open.toolName = delta.name;
            }
          }
          break;
        }
        case "step.stop": {
          const event = value;
          const open = openBlocks.get(event.index);
          if (open == null) break;
          if (open.kind === "text") {
            const textProviderMetadata = interactionId != null ? { google: { interactionId } } : void 0;
            controller.enqueue({
              type: "text-end",
              id: open.id,
              ...textProviderMetadata ? { providerMetadata: textProviderMetadata } : {}
            });
          } else if (open.kind === "reasoning") {
            const google2 = {};
            if (open.signature != null) google2.signature = open.signature;
            if (interactionId != null) google2.interactionId = interactionId;
            const providerMetadata = Object.keys(google2).length > 0 ? { google: google2 } : void 0;
            controller.enqueue({
              type: "reasoning-end",
              id: open.id,
              ...providerMetadata ? { providerMetadata } : {}
            });
          } else if (open.kind === "image") {
            const google2 = {};
            if (interactionId != null) google2.interactionId = interactionId;
            const providerMetadata = Object.keys(google2).length > 0 ? { google: google2 } : void 0;
            if (open.data != null && open.data.length > 0) {
              controller.enqueue({
                type: "file",
                mediaType: (_p = open.mimeType) != null ? _p : "image/png",
                data: open.data,
                ...providerMetadata ? { providerMetadata } : {}
              });
            } else if (open.uri != null && open.uri.length > 0) {
              const uriProviderMetadata = {
                google: {
                  ...interactionId != null ? { interactionId } : {},
                  imageUri: open.uri
                }
              };
              controller.enqueue({
                type: "file",
                mediaType: (_q = open.mimeType) != null ? _q : "image/png",
                data: "",
                providerMetadata: uriProviderMetadata
              });
            }
          } else if (open.kind === "function_call") {
            const accumulated = open.argumentsAccum.length > 0 ? open.argumentsAccum : "{}";
            controller.enqueue({
              type: "tool-input-end",
              id: open.toolCallId
            });
            const google2 = {};
            if (open.signature != null) google2.signature = open.signature;
            if (interactionId != null) google2.interactionId = interactionId;
            const providerMetadata = Object.keys(google2).length > 0 ? { google: google2 } : void 0;
            controller.enqueue({
              type: "tool-call",
              toolCallId: open.toolCallId,
              toolName: open.toolName,
              input: accumulated,
              ...providerMetadata ? { providerMetadata } : {}
            });
          } else if (open.kind === "builtin_tool_call" && !open.callEmitted) {
            controller.enqueue({
              type: "tool-call",
              toolCallId: open.toolCallId,
              toolName: open.toolName,
              input: JSON.stringify((_r = open.arguments) != null ? _r : {}),
              providerExecuted: true
            });
            open.callEmitted = true;
          } else if (open.kind === "builtin_tool_result" && !open.resultEmitted) {
            controller.enqueue({
              type: "tool-result",
              toolCallId: open.callId,
              toolName: open.toolName,
              result: (_s = open.result) != null ? _s : null
            });
            open.resultEmitted = true;
            const sources = builtinToolResultToSources({
              block: {
                type: open.blockType,
                call_id: open.callId,
                result: open.result
              },
              generateId: generateId3
            });
            for (const source of sources) {
              const key = sourceKey(source);
              if (emittedSourceKeys.has(key)) continue;
              emittedSourceKeys.add(key);
              controller.enqueue(source);
            }
          }
          openBlocks.delete(event.index);
          break;
        }
        case "interaction.status_update":
        case "interaction.in_progress":
        case "interaction.requires_action": {
          const event = value;
          if (event.status != null) {
            finishStatus = event.status;
          } else if (eventType === "interaction.requires_action") {
            finishStatus = "requires_action";
          } else {
            finishStatus = "in_progress";
          }
          break;
        }
        case "interaction.completed": {
          const event = value;
          const interaction = event.interaction;
          if ((interaction == null ? void 0 : interaction.id) != null && interaction.id.length > 0) {
            interactionId = interaction.id;
          }
          if ((interaction == null ? void 0 : interaction.status) != null) {
            finishStatus = interaction.status;
          }
          if ((interaction == null ? void 0 : interaction.usage) != null) {
            usage = interaction.usage;
          }
          if ((interaction == null ? void 0 : interaction.service_tier) != null) {
            serviceTier = interaction.service_tier;
          }
          break;
        }
        case "error": {
          const event = value;
          finishStatus = "failed";
          const errorPayload = (_t = event.error) != null ? _t : {
            message: "Unknown interaction error"
          };
          controller.enqueue({ type: "error", error: errorPayload });
          break;
        }
        default:
          break;
      }
    },
    flush(controller) {
      const finishReason = {
        unified: mapGoogleInteractionsFinishReason({
          status: finishStatus,
          hasFunctionCall
        }),
        raw: finishStatus
      };
      const outputTokensByModality = getGoogleInteractionsOutputTokensByModality(usage);
      const providerMetadata = {
        google: {
          ...interactionId != null ? { interactionId } : {},
          ...serviceTier != null ? { serviceTier } : {},
          ...outputTokensByModality != null ? { outputTokensByModality } : {}
        }
      };
      controller.enqueue({
        type: "finish",
        finishReason,
        usage: convertGoogleInteractionsUsage(usage),
        providerMetadata
      });
    }
  });
}

// src/interactions/convert-to-google-interactions-input.ts

function getTopLevelMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  return slashIndex === -1 ? mediaType : mediaType.substring(0, slashIndex);
}
function isFullMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  if (slashIndex === -1) {
    return false;
  }
  const subtype = mediaType.substring(slashIndex + 1);
  return subtype.length > 0 && subtype !== "*";
}
function convertToGoogleInteractionsInput({
  prompt,
  previousInteractionId,
  store,
  mediaResolution
}) {
  var _a2, _b, _c, _d, _e, _f, _g;
  const warnings = [];
  const incoherentCombo = previousInteractionId != null && store === false;
  const shouldCompact = previousInteractionId != null && store !== false;
  if (incoherentCombo) {
    warnings.push({
      type: "other",
      message: "google.interactions: providerOptions.google.previousInteractionId was set together with store: false. These are incoherent (the prior interaction cannot be referenced when nothing was stored on the server); the full history will be sent and previous_interaction_id will still be emitted."
    });
  }
  const compactedPrompt = shouldCompact ? compactPromptForPreviousInteraction({
    prompt,
    previousInteractionId
  }) : prompt;
  const systemTexts = [];
  const steps = [];
  for (const message of compactedPrompt) {
    switch (message.role) {
      case "system": {
        systemTexts.push(message.content);
        break;
      }
      case "user": {
        const content = [];
        for (const part of message.content) {
          if (part.type === "text") {
            content.push({ type: "text", text: part.text });
          } else if (part.type === "file") {
            const fileBlock = convertFilePartToContent({
              part,
              warnings,
              mediaResolution
            });
            if (fileBlock != null) {
              content.push(fileBlock);
            }
          }
        }
        const merged = mergeAdjacentTextContent(content);
        if (merged.length > 0) {
          steps.push({ type: "user_input", content: merged });
        }
        break;
      }
      case "assistant": {
        let pendingModelOutput = [];
        const flushModelOutput = () => {
          if (pendingModelOutput.length > 0) {
            steps.push({ type: "model_output", content: pendingModelOutput });
            pendingModelOutput = [];
          }
        };
        for (const part of message.content) {
          if (part.type === "text") {
            pendingModelOutput.push({ type: "text", text: part.text });
          } else if (part.type === "reasoning") {
            flushModelOutput();
            const signature = (_b = (_a2 = part.providerOptions) == null ? void 0 : _a2.google) == null ? void 0 : _b.signature;
            steps.push({
              type: "thought",
              ...signature != null ? { signature } : {},
              summary: part.text.length > 0 ? [{ type: "text", text: part.text }] : void 0
            });
          } else if (part.type === "file") {
            const fileBlock = convertFilePartToContent({
              part,
              warnings,
              mediaResolution
            });
            if (fileBlock != null) {
              pendingModelOutput.push(fileBlock);
            }
          } else if (part.type === "tool-call") {
            flushModelOutput();
            const signature = (_d = (_c = part.providerOptions) == null ? void 0 : _c.google) == null ? void 0 : _d.signature;
            const args = typeof part.input === "string" ? safeParseToolArgs(part.input) : (_e = part.input) != null ? _e : {};
            steps.push({
              type: "function_call",
              id: part.toolCallId,
              name: part.toolName,
              arguments: args,
              ...signature != null ? { signature } : {}
            });
          } else {
            warnings.push({
              type: "other",
              message: `google.interactions: unsupported assistant content part type "${part.type}"; part dropped.`
            });
          }
        }
        flushModelOutput();
        break;
      }
      case "tool": {
        const content = [];
        for (const part of message.content) {
          if (part.type !== "tool-result") {
            warnings.push({
              type: "other",
              message: `google.interactions: unsupported tool message part type "${part.type}"; part dropped.`
            });
            continue;
          }
          const block = convertToolResultPart({
            toolCallId: part.toolCallId,
            toolName: part.toolName,
            output: part.output,
            signature: (_g = (_f = part.providerOptions) == null ? void 0 : _f.google) == null ? void 0 : _g.signature,
            warnings
          });
          content.push(block);
        }
        if (content.length > 0) {
          steps.push({ type: "user_input", content });
        }
        break;
      }
    }
  }
  const systemInstruction = systemTexts.length > 0 ? systemTexts.join("\n\n") : void 0;
  return { input: steps, systemInstruction, warnings };
}
function convertFilePartToContent({
  part,
  warnings,
  mediaResolution
}) {
  const topLevel = getTopLevelMediaType(part.mediaType);
  let kind;
  switch (topLevel) {
    case "image":
      kind = "image";
      break;
    case "audio":
      kind = "audio";
      break;
    case "video":
      kind = "video";
      break;
    case "application":
      kind = "document";
      break;
    default:
      kind = void 0;
  }
  if (kind == null) {
    warnings.push({
      type: "other",
      message: `google.interactions: unsupported file media type "${part.mediaType}"; part dropped.`
    });
    return void 0;
  }
  const resolutionField = mediaResolution != null && (kind === "image" || kind === "video") ? { resolution: mediaResolution } : {};
  if (part.data instanceof URL) {
    return {
      type: kind,
      uri: part.data.toString(),
      ...isFullMediaType(part.mediaType) ? { mime_type: part.mediaType } : {},
      ...resolutionField
    };
  }
  if (!isFullMediaType(part.mediaType)) {
    warnings.push({
      type: "other",
      message: `google.interactions: inline file data requires a full IANA media type (e.g. "image/png"), got "${part.mediaType}"; part dropped.`
    });
    return void 0;
  }
  return {
    type: kind,
    data: convertToBase64(part.data),
    mime_type: part.mediaType,
    ...resolutionField
  };
}
function compactPromptForPreviousInteraction({
  prompt,
  previousInteractionId
}) {
  const out = [];
  const droppedToolCallIds = /* @__PURE__ */ new Set();
  for (const message of prompt) {
    if (message.role === "assistant") {
      const matchesLinkedInteraction = message.content.some((part) => {
        var _a2, _b;
        const partInteractionId = (_b = (_a2 = part.providerOptions) == null ? void 0 : _a2.google) == null ? void 0 : _b.interactionId;
        return partInteractionId === previousInteractionId;
      });
      if (matchesLinkedInteraction) {
        for (const part of message.content) {
          if (part.type === "tool-call") {
            droppedToolCallIds.add(part.toolCallId);
          }
        }
        continue;
      }
      out.push(message);
      continue;
    }
    if (message.role === "tool") {
      const remaining = message.content.filter((part) => {
        if (part.type !== "tool-result") {
          return true;
        }
        return !droppedToolCallIds.has(part.toolCallId);
      });
      if (remaining.length === 0) {
        continue;
      }
      out.push({
        ...message,
        content: remaining
      });
      continue;
    }
    out.push(message);
  }
  return out;
}
function safeParseToolArgs(input) {
  try {
    const parsed = secureJsonParse(input);
    if (parsed != null && typeof parsed === "object" && !Array.isArray(parsed)) {
      return parsed;
    }
    return { value: parsed };
  } catch (e) {
    return { value: input };
  }
}
function convertToolResultPart({
  toolCallId,
  toolName,
  output,
  signature,
  warnings
}) {
  var _a2;
  const base = {
    type: "function_result",
    call_id: toolCallId,
    name: toolName,
    ...signature != null ? { signature } : {}
  };
  switch (output.type) {
    case "text":
      return { ...base, result: output.value };
    case "json":
      return { ...base, result: JSON.stringify(output.value) };
    case "error-text":
      return { ...base, is_error: true, result: output.value };
    case "error-json":
      return { ...base, is_error: true, result: JSON.stringify(output.value) };
    case "execution-denied":
      return {
        ...base,
        is_error: true,
        result: (_a2 = output.reason) != null ? _a2 : "Tool execution denied by user."
      };
    case "content": {
      const blocks = [];
      for (const item of output.value) {
        if (item.type === "text") {
          blocks.push({ type: "text", text: item.text });
        } else if (item.type === "image-data") {
          const imageBlock = filePartToImageBlock({
            part: {
              type: "file",
              mediaType: item.mediaType,
              data: item.data
            },
            warnings
          });
          if (imageBlock != null) {
            blocks.push(imageBlock);
          }
        } else if (item.type === "image-url") {
          const imageBlock = filePartToImageBlock({
            part: {
              type: "file",
              mediaType: "image/*",
              data: new URL(item.url)
            },
            warnings
          });
          if (imageBlock != null) {
            blocks.push(imageBlock);
          }
        } else if (item.type === "file-data" || item.type === "file-url") {
          const mediaType = item.type === "file-data" ? item.mediaType : "application/*";
          const topLevel = getTopLevelMediaType(mediaType);
          if (topLevel !== "image") {
            warnings.push({
              type: "other",
              message: `google.interactions: tool-result file with mediaType "${mediaType}" is not supported (Interactions \`function_result.result\` accepts only text and image content); part dropped.`
            });
            continue;
          }
          const imageBlock = filePartToImageBlock({
            part: item.type === "file-data" ? {
              type: "file",
              mediaType: item.mediaType,
              data: item.data
            } : {
              type: "file",
              mediaType,
              data: new URL(item.url)
            },
            warnings
          });
          if (imageBlock != null) {
            blocks.push(imageBlock);
          }
        } else {
          warnings.push({
            type: "other",
            message: `google.interactions: tool-result content part type "${item.type}" is not supported; part dropped.`
          });
        }
      }
      return { ...base, result: blocks };
    }
  }
}
function filePartToImageBlock({
  part,
  warnings
}) {
  if (part.data instanceof URL) {
    return {
      type: "image",
      uri: part.data.toString(),
      ...isFullMediaType(part.mediaType) ? { mime_type: part.mediaType } : {}
    };
  }
  if (!isFullMediaType(part.mediaType)) {
    warnings.push({
      type: "other",
      message: `google.interactions: tool-result image part requires a full IANA media type (e.g. "image/png"), got "${part.mediaType}"; part dropped.`
    });
    return void 0;
  }
  return {
    type: "image",
    data: convertToBase64(part.data),
    mime_type: part.mediaType
  };
}
function mergeAdjacentTextContent(content) {
  if (content.length < 2) {
    return content;
  }
  const result = [];
  for (const block of content) {
    const last = result[result.length - 1];
    if (block.type === "text" && last != null && last.type === "text" && last.annotations == null && block.annotations == null) {
      const merged = {
        type: "text",
        text: `${last.text}

${block.text}`
      };
      result[result.length - 1] = merged;
      continue;
    }
    result.push(block);
  }
  return result;
}

// src/interactions/google-interactions-api.ts


var tokenByModalitySchema = () => schemas/* object */.Ikc({
  modality: schemas/* string */.YjP().nullish(),
  tokens: schemas/* number */.aig().nullish()
}).loose();
var usageSchema2 = () => schemas/* object */.Ikc({
  total_input_tokens: schemas/* number */.aig().nullish(),
  total_output_tokens: schemas/* number */.aig().nullish(),
  total_thought_tokens: schemas/* number */.aig().nullish(),
  total_cached_tokens: schemas/* number */.aig().nullish(),
  total_tool_use_tokens: schemas/* number */.aig().nullish(),
  total_tokens: schemas/* number */.aig().nullish(),
  input_tokens_by_modality: schemas/* array */.YOg(tokenByModalitySchema()).nullish(),
  output_tokens_by_modality: schemas/* array */.YOg(tokenByModalitySchema()).nullish(),
  cached_tokens_by_modality: schemas/* array */.YOg(tokenByModalitySchema()).nullish(),
  tool_use_tokens_by_modality: schemas/* array */.YOg(tokenByModalitySchema()).nullish(),
  grounding_tool_count: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      type: schemas/* string */.YjP().nullish(),
      count: schemas/* number */.aig().nullish()
    }).loose()
  ).nullish()
}).loose();
var interactionStatusSchema = () => schemas/* enum */.k5n([
  "in_progress",
  "requires_action",
  "completed",
  "failed",
  "cancelled",
  "incomplete"
]);
var annotationSchema = () => {
  const urlCitation = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("url_citation"),
    url: schemas/* string */.YjP().nullish(),
    title: schemas/* string */.YjP().nullish(),
    start_index: schemas/* number */.aig().nullish(),
    end_index: schemas/* number */.aig().nullish()
  }).loose();
  const fileCitation = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("file_citation"),
    file_name: schemas/* string */.YjP().nullish(),
    document_uri: schemas/* string */.YjP().nullish(),
    url: schemas/* string */.YjP().nullish(),
    page_number: schemas/* number */.aig().nullish(),
    media_id: schemas/* string */.YjP().nullish(),
    start_index: schemas/* number */.aig().nullish(),
    end_index: schemas/* number */.aig().nullish(),
    custom_metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish()
  }).loose();
  const placeCitation = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("place_citation"),
    name: schemas/* string */.YjP().nullish(),
    url: schemas/* string */.YjP().nullish(),
    place_id: schemas/* string */.YjP().nullish(),
    start_index: schemas/* number */.aig().nullish(),
    end_index: schemas/* number */.aig().nullish()
  }).loose();
  return schemas/* union */.KCZ([
    urlCitation,
    fileCitation,
    placeCitation,
    schemas/* object */.Ikc({ type: schemas/* string */.YjP() }).loose()
  ]);
};
var thoughtSummaryItemSchema = () => schemas/* object */.Ikc({
  type: schemas/* string */.YjP(),
  text: schemas/* string */.YjP().nullish(),
  data: schemas/* string */.YjP().nullish(),
  mime_type: schemas/* string */.YjP().nullish()
}).loose();
var contentBlockSchema = () => {
  const textContent = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("text"),
    text: schemas/* string */.YjP(),
    annotations: schemas/* array */.YOg(annotationSchema()).nullish()
  }).loose();
  const imageContent = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("image"),
    data: schemas/* string */.YjP().nullish(),
    mime_type: schemas/* string */.YjP().nullish(),
    resolution: schemas/* enum */.k5n(["low", "medium", "high", "ultra_high"]).nullish(),
    uri: schemas/* string */.YjP().nullish()
  }).loose();
  const videoContent = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("video"),
    data: schemas/* string */.YjP().nullish(),
    mime_type: schemas/* string */.YjP().nullish(),
    uri: schemas/* string */.YjP().nullish()
  }).loose();
  return schemas/* union */.KCZ([
    textContent,
    imageContent,
    videoContent,
    schemas/* object */.Ikc({ type: schemas/* string */.YjP() }).loose()
  ]);
};
var BUILTIN_TOOL_CALL_STEP_TYPES = [
  "google_search_call",
  "code_execution_call",
  "url_context_call",
  "file_search_call",
  "google_maps_call",
  "mcp_server_tool_call"
];
var BUILTIN_TOOL_RESULT_STEP_TYPES = [
  "google_search_result",
  "code_execution_result",
  "url_context_result",
  "file_search_result",
  "google_maps_result",
  "mcp_server_tool_result"
];
var stepSchema = () => {
  const userInputStep = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("user_input"),
    content: schemas/* array */.YOg(contentBlockSchema()).nullish()
  }).loose();
  const modelOutputStep = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("model_output"),
    content: schemas/* array */.YOg(contentBlockSchema()).nullish()
  }).loose();
  const functionCallStep = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("function_call"),
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    signature: schemas/* string */.YjP().nullish()
  }).loose();
  const thoughtStep = schemas/* object */.Ikc({
    type: schemas/* literal */.euz("thought"),
    signature: schemas/* string */.YjP().nullish(),
    summary: schemas/* array */.YOg(thoughtSummaryItemSchema()).nullish()
  }).loose();
  const builtinToolCallStep = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(BUILTIN_TOOL_CALL_STEP_TYPES),
    id: schemas/* string */.YjP(),
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    name: schemas/* string */.YjP().nullish(),
    server_name: schemas/* string */.YjP().nullish(),
    search_type: schemas/* string */.YjP().nullish(),
    signature: schemas/* string */.YjP().nullish()
  }).loose();
  const builtinToolResultStep = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(BUILTIN_TOOL_RESULT_STEP_TYPES),
    call_id: schemas/* string */.YjP(),
    result: schemas/* unknown */.L5J().nullish(),
    is_error: schemas/* boolean */.zMY().nullish(),
    name: schemas/* string */.YjP().nullish(),
    server_name: schemas/* string */.YjP().nullish(),
    signature: schemas/* string */.YjP().nullish()
  }).loose();
  return schemas/* union */.KCZ([
    userInputStep,
    modelOutputStep,
    functionCallStep,
    thoughtStep,
    builtinToolCallStep,
    builtinToolResultStep,
    schemas/* object */.Ikc({ type: schemas/* string */.YjP() }).loose()
  ]);
};
var googleInteractionsResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /*
       * `id` is omitted from the response body when `store: false` (fully
       * stateless mode) — there is no server-side interaction record for the
       * client to reference. `nullish` lets the schema accept that shape.
       */
      id: schemas/* string */.YjP().nullish(),
      created: schemas/* string */.YjP().nullish(),
      updated: schemas/* string */.YjP().nullish(),
      status: interactionStatusSchema(),
      model: schemas/* string */.YjP().nullish(),
      agent: schemas/* string */.YjP().nullish(),
      steps: schemas/* array */.YOg(stepSchema()).nullish(),
      usage: usageSchema2().nullish(),
      service_tier: schemas/* string */.YjP().nullish(),
      previous_interaction_id: schemas/* string */.YjP().nullish(),
      response_modalities: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
    }).loose()
  )
);
var googleInteractionsEventSchema = lazySchema(
  () => zodSchema(
    (() => {
      const status = interactionStatusSchema();
      const annotation = annotationSchema();
      const thoughtSummaryItem = thoughtSummaryItemSchema();
      const interactionCreatedEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("interaction.created"),
        event_id: schemas/* string */.YjP().nullish(),
        interaction: schemas/* object */.Ikc({
          /*
           * `id` is omitted when `store: false` (fully stateless mode);
           * see the matching note on `googleInteractionsResponseSchema.id`.
           */
          id: schemas/* string */.YjP().nullish(),
          created: schemas/* string */.YjP().nullish(),
          model: schemas/* string */.YjP().nullish(),
          agent: schemas/* string */.YjP().nullish(),
          status: status.nullish()
        }).loose()
      }).loose();
      const stepStartEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("step.start"),
        event_id: schemas/* string */.YjP().nullish(),
        index: schemas/* number */.aig(),
        step: stepSchema()
      }).loose();
      const stepDeltaText = schemas/* object */.Ikc({
        type: schemas/* literal */.euz("text"),
        text: schemas/* string */.YjP()
      }).loose();
      const stepDeltaThoughtSummary = schemas/* object */.Ikc({
        type: schemas/* literal */.euz("thought_summary"),
        content: thoughtSummaryItem.nullish()
      }).loose();
      const stepDeltaThoughtSignature = schemas/* object */.Ikc({
        type: schemas/* literal */.euz("thought_signature"),
        signature: schemas/* string */.YjP().nullish()
      }).loose();
      const stepDeltaArgumentsDelta = schemas/* object */.Ikc({
        type: schemas/* literal */.euz("arguments_delta"),
        arguments: schemas/* string */.YjP().nullish(),
        id: schemas/* string */.YjP().nullish(),
        signature: schemas/* string */.YjP().nullish()
      }).loose();
      const stepDeltaTextAnnotation = schemas/* object */.Ikc({
        type: schemas/* enum */.k5n(["text_annotation_delta", "text_annotation"]),
        annotations: schemas/* array */.YOg(annotation).nullish()
      }).loose();
      const stepDeltaImage = schemas/* object */.Ikc({
        type: schemas/* literal */.euz("image"),
        data: schemas/* string */.YjP().nullish(),
        mime_type: schemas/* string */.YjP().nullish(),
        resolution: schemas/* enum */.k5n(["low", "medium", "high", "ultra_high"]).nullish(),
        uri: schemas/* string */.YjP().nullish()
      }).loose();
      const stepDeltaVideo = schemas/* object */.Ikc({
        type: schemas/* literal */.euz("video"),
        data: schemas/* string */.YjP().nullish(),
        mime_type: schemas/* string */.YjP().nullish(),
        uri: schemas/* string */.YjP().nullish()
      }).loose();
      const stepDeltaBuiltinToolCall = schemas/* object */.Ikc({
        type: schemas/* enum */.k5n(BUILTIN_TOOL_CALL_STEP_TYPES),
        id: schemas/* string */.YjP().nullish(),
        arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
        name: schemas/* string */.YjP().nullish(),
        server_name: schemas/* string */.YjP().nullish(),
        search_type: schemas/* string */.YjP().nullish(),
        signature: schemas/* string */.YjP().nullish()
      }).loose();
      const stepDeltaBuiltinToolResult = schemas/* object */.Ikc({
        type: schemas/* enum */.k5n(BUILTIN_TOOL_RESULT_STEP_TYPES),
        call_id: schemas/* string */.YjP().nullish(),
        result: schemas/* unknown */.L5J().nullish(),
        is_error: schemas/* boolean */.zMY().nullish(),
        name: schemas/* string */.YjP().nullish(),
        server_name: schemas/* string */.YjP().nullish(),
        signature: schemas/* string */.YjP().nullish()
      }).loose();
      const stepDeltaUnknown = schemas/* object */.Ikc({ type: schemas/* string */.YjP() }).loose();
      const stepDeltaUnion = schemas/* union */.KCZ([
        stepDeltaText,
        stepDeltaImage,
        stepDeltaVideo,
        stepDeltaThoughtSummary,
        stepDeltaThoughtSignature,
        stepDeltaArgumentsDelta,
        stepDeltaTextAnnotation,
        stepDeltaBuiltinToolCall,
        stepDeltaBuiltinToolResult,
        stepDeltaUnknown
      ]);
      const stepDeltaEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("step.delta"),
        event_id: schemas/* string */.YjP().nullish(),
        index: schemas/* number */.aig(),
        delta: stepDeltaUnion
      }).loose();
      const stepStopEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("step.stop"),
        event_id: schemas/* string */.YjP().nullish(),
        index: schemas/* number */.aig()
      }).loose();
      const interactionStatusUpdateEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("interaction.status_update"),
        event_id: schemas/* string */.YjP().nullish(),
        interaction_id: schemas/* string */.YjP().nullish(),
        status: status.nullish()
      }).loose();
      const interactionInProgressEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("interaction.in_progress"),
        event_id: schemas/* string */.YjP().nullish(),
        interaction_id: schemas/* string */.YjP().nullish(),
        status: status.nullish()
      }).loose();
      const interactionRequiresActionEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("interaction.requires_action"),
        event_id: schemas/* string */.YjP().nullish(),
        interaction_id: schemas/* string */.YjP().nullish(),
        status: status.nullish()
      }).loose();
      const interactionCompletedEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("interaction.completed"),
        event_id: schemas/* string */.YjP().nullish(),
        interaction: schemas/* object */.Ikc({
          id: schemas/* string */.YjP().nullish(),
          status: status.nullish(),
          usage: usageSchema2().nullish(),
          service_tier: schemas/* string */.YjP().nullish()
        }).loose()
      }).loose();
      const errorEvent = schemas/* object */.Ikc({
        event_type: schemas/* literal */.euz("error"),
        event_id: schemas/* string */.YjP().nullish(),
        error: schemas/* object */.Ikc({
          code: schemas/* string */.YjP().nullish(),
          message: schemas/* string */.YjP().nullish()
        }).loose().nullish()
      }).loose();
      const unknownEvent = schemas/* object */.Ikc({ event_type: schemas/* string */.YjP() }).loose();
      return schemas/* union */.KCZ([
        interactionCreatedEvent,
        stepStartEvent,
        stepDeltaEvent,
        stepStopEvent,
        interactionStatusUpdateEvent,
        interactionInProgressEvent,
        interactionRequiresActionEvent,
        interactionCompletedEvent,
        errorEvent,
        unknownEvent
      ]);
    })()
  )
);

// src/interactions/google-interactions-language-model-options.ts


var googleInteractionsLanguageModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      previousInteractionId: schemas/* string */.YjP().nullish(),
      store: schemas/* boolean */.zMY().nullish(),
      agent: schemas/* string */.YjP().nullish(),
      agentConfig: schemas/* union */.KCZ([
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("dynamic")
        }).loose(),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("deep-research"),
          thinkingSummaries: schemas/* enum */.k5n(["auto", "none"]).nullish(),
          visualization: schemas/* enum */.k5n(["off", "auto"]).nullish(),
          collaborativePlanning: schemas/* boolean */.zMY().nullish()
        })
      ]).nullish(),
      thinkingLevel: schemas/* enum */.k5n(["minimal", "low", "medium", "high"]).nullish(),
      thinkingSummaries: schemas/* enum */.k5n(["auto", "none"]).nullish(),
      /**
       * Output-format entries that map directly to the API's `response_format`
       * array. Use this to request image, audio, video, or non-JSON text
       * outputs with modality-specific controls.
       *
       * Entries are sent in order. The AI SDK call-level `responseFormat: {
       * type: 'json', schema }` still drives JSON-mode and adds a matching
       * text entry automatically; entries listed here are appended.
       */
      responseFormat: schemas/* array */.YOg(
        schemas/* union */.KCZ([
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("text"),
            mimeType: schemas/* string */.YjP().nullish(),
            schema: schemas/* unknown */.L5J().nullish()
          }).loose(),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image"),
            mimeType: schemas/* string */.YjP().nullish(),
            aspectRatio: schemas/* enum */.k5n([
              "1:1",
              "2:3",
              "3:2",
              "3:4",
              "4:3",
              "4:5",
              "5:4",
              "9:16",
              "16:9",
              "21:9",
              "1:8",
              "8:1",
              "1:4",
              "4:1"
            ]).nullish(),
            imageSize: schemas/* enum */.k5n(["1K", "2K", "4K", "512"]).nullish()
          }).loose(),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("audio"),
            mimeType: schemas/* string */.YjP().nullish()
          }).loose(),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("video"),
            aspectRatio: schemas/* enum */.k5n(["16:9", "9:16"]).nullish(),
            resolution: schemas/* enum */.k5n(["360p", "720p", "1080p", "4k"]).nullish(),
            duration: schemas/* string */.YjP().nullish(),
            delivery: schemas/* enum */.k5n(["inline", "uri"]).nullish(),
            gcsUri: schemas/* string */.YjP().nullish()
          }).loose()
        ])
      ).nullish(),
      /**
       * @deprecated Use `responseFormat` with a `{ type: 'image', ... }`
       * entry instead. Retained for backwards compatibility; the SDK
       * translates it into a matching `response_format` image entry and
       * emits a warning when set.
       */
      imageConfig: schemas/* object */.Ikc({
        aspectRatio: schemas/* enum */.k5n([
          "1:1",
          "2:3",
          "3:2",
          "3:4",
          "4:3",
          "4:5",
          "5:4",
          "9:16",
          "16:9",
          "21:9",
          "1:8",
          "8:1",
          "1:4",
          "4:1"
        ]).nullish(),
        imageSize: schemas/* enum */.k5n(["1K", "2K", "4K", "512"]).nullish()
      }).nullish(),
      mediaResolution: schemas/* enum */.k5n(["low", "medium", "high", "ultra_high"]).nullish(),
      responseModalities: schemas/* array */.YOg(schemas/* enum */.k5n(["text", "image", "audio", "video", "document"])).nullish(),
      serviceTier: schemas/* enum */.k5n(["flex", "standard", "priority"]).nullish(),
      /**
       * Alternative to AI SDK `system` message. If both are set, the AI SDK
       * `system` message wins and a warning is emitted.
       */
      systemInstruction: schemas/* string */.YjP().nullish(),
      /**
       * Per-block signature for round-tripping `thought.signature` and
       * `function_call.signature` blocks. Set by the SDK on output reasoning /
       * tool-call parts; passed back unchanged on input parts so the API
       * accepts the prior turn.
       */
      signature: schemas/* string */.YjP().nullish(),
      /**
       * Set by the SDK on output assistant messages. The converter uses it to
       * decide which messages to drop when compacting under
       * `previousInteractionId`.
       */
      interactionId: schemas/* string */.YjP().nullish(),
      /**
       * Maximum time, in milliseconds, to poll a background interaction (agent
       * call) before giving up. Defaults to 30 minutes. Long-running agents
       * such as deep research can take tens of minutes — increase if needed.
       */
      pollingTimeoutMs: schemas/* number */.aig().int().positive().nullish(),
      /**
       * Run the interaction in the background. Required for agents whose
       * server-side workflow cannot complete within a single request/response.
       * When `true`, the POST returns with a non-terminal status and the SDK
       * polls `GET /interactions/{id}` until the work completes. Some agents
       * reject `true`; see the agent's documentation for which mode it
       * requires.
       */
      background: schemas/* boolean */.zMY().nullish(),
      /**
       * Environment configuration for the agent sandbox. Only applies to agent
       * calls (`google.interactions({ agent })`); ignored on model-id calls.
       *
       *   - `"remote"`: provision a fresh sandbox for this call.
       *   - any other string: an existing `environment_id` to reuse.
       *   - object: provision a fresh sandbox and optionally preload `sources`
       *     and/or constrain outbound traffic via `network`.
       */
      environment: schemas/* union */.KCZ([
        schemas/* string */.YjP(),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("remote"),
          sources: schemas/* array */.YOg(
            schemas/* union */.KCZ([
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("gcs"),
                source: schemas/* string */.YjP(),
                target: schemas/* string */.YjP().nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("repository"),
                source: schemas/* string */.YjP(),
                target: schemas/* string */.YjP().nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("inline"),
                content: schemas/* string */.YjP(),
                target: schemas/* string */.YjP()
              })
            ])
          ).nullish(),
          network: schemas/* union */.KCZ([
            schemas/* literal */.euz("disabled"),
            schemas/* object */.Ikc({
              allowlist: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  domain: schemas/* string */.YjP(),
                  transform: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())).nullish()
                })
              )
            })
          ]).nullish()
        })
      ]).nullish()
    })
  )
);

// src/interactions/parse-google-interactions-outputs.ts
function googleProviderMetadata({
  signature,
  interactionId
}) {
  const google2 = {};
  if (signature != null) {
    google2.signature = signature;
  }
  if (interactionId != null) {
    google2.interactionId = interactionId;
  }
  return Object.keys(google2).length > 0 ? { providerMetadata: { google: google2 } } : {};
}
var BUILTIN_TOOL_CALL_TYPES2 = /* @__PURE__ */ new Set([
  "google_search_call",
  "code_execution_call",
  "url_context_call",
  "file_search_call",
  "google_maps_call",
  "mcp_server_tool_call"
]);
var BUILTIN_TOOL_RESULT_TYPES2 = /* @__PURE__ */ new Set([
  "google_search_result",
  "code_execution_result",
  "url_context_result",
  "file_search_result",
  "google_maps_result",
  "mcp_server_tool_result"
]);
function builtinToolNameFromCallType2(type) {
  return type.replace(/_call$/, "");
}
function builtinToolNameFromResultType2(type) {
  return type.replace(/_result$/, "");
}
function parseGoogleInteractionsOutputs({
  steps,
  generateId: generateId3,
  interactionId
}) {
  var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m;
  const content = [];
  let hasFunctionCall = false;
  if (steps == null) {
    return { content, hasFunctionCall };
  }
  for (const step of steps) {
    if (step == null || typeof step !== "object") continue;
    const type = step.type;
    if (typeof type !== "string") continue;
    switch (type) {
      case "user_input": {
        break;
      }
      case "model_output": {
        const blocks = (_a2 = step.content) != null ? _a2 : [];
        for (const block of blocks) {
          if (block == null || typeof block !== "object") continue;
          const blockType = block.type;
          if (blockType === "text") {
            const text = (_b = block.text) != null ? _b : "";
            const annotations = block.annotations;
            content.push({
              type: "text",
              text,
              ...googleProviderMetadata({ interactionId })
            });
            const sources = annotationsToSources({ annotations, generateId: generateId3 });
            for (const source of sources) {
              content.push(source);
            }
          } else if (blockType === "image") {
            const image = block;
            if (image.data != null && image.data.length > 0) {
              content.push({
                type: "file",
                mediaType: (_c = image.mime_type) != null ? _c : "image/png",
                data: image.data,
                ...googleProviderMetadata({ interactionId })
              });
            } else if (image.uri != null && image.uri.length > 0) {
              content.push({
                type: "file",
                mediaType: (_d = image.mime_type) != null ? _d : "image/png",
                data: "",
                providerMetadata: {
                  google: {
                    ...interactionId != null ? { interactionId } : {},
                    imageUri: image.uri
                  }
                }
              });
            }
          } else if (blockType === "video") {
            const video = block;
            if (video.data != null && video.data.length > 0) {
              content.push({
                type: "file",
                mediaType: (_e = video.mime_type) != null ? _e : "video/mp4",
                data: video.data,
                ...googleProviderMetadata({ interactionId })
              });
            } else if (video.uri != null && video.uri.length > 0) {
              content.push({
                type: "file",
                mediaType: (_f = video.mime_type) != null ? _f : "video/mp4",
                data: "",
                providerMetadata: {
                  google: {
                    ...interactionId != null ? { interactionId } : {},
                    videoUri: video.uri
                  }
                }
              });
            }
          }
        }
        break;
      }
      case "thought": {
        const thought = step;
        const summary = Array.isArray(thought.summary) ? thought.summary : [];
        const text = summary.filter(
          (item) => (item == null ? void 0 : item.type) === "text" && typeof item.text === "string"
        ).map((item) => item.text).join("\n");
        content.push({
          type: "reasoning",
          text,
          ...googleProviderMetadata({
            signature: thought.signature,
            interactionId
          })
        });
        break;
      }
      case "function_call": {
        hasFunctionCall = true;
        const call = step;
        content.push({
          type: "tool-call",
          toolCallId: call.id,
          toolName: call.name,
          input: JSON.stringify((_g = call.arguments) != null ? _g : {}),
          ...googleProviderMetadata({
            signature: call.signature,
            interactionId
          })
        });
        break;
      }
      default: {
        if (BUILTIN_TOOL_CALL_TYPES2.has(type)) {
          const call = step;
          const toolName = type === "mcp_server_tool_call" ? (_h = call.name) != null ? _h : "mcp_server_tool" : builtinToolNameFromCallType2(type);
          const input = JSON.stringify((_i = call.arguments) != null ? _i : {});
          content.push({
            type: "tool-call",
            toolCallId: (_j = call.id) != null ? _j : generateId3(),
            toolName,
            input,
            providerExecuted: true
          });
        } else if (BUILTIN_TOOL_RESULT_TYPES2.has(type)) {
          const result = step;
          const toolName = type === "mcp_server_tool_result" ? (_k = result.name) != null ? _k : "mcp_server_tool" : builtinToolNameFromResultType2(type);
          content.push({
            type: "tool-result",
            toolCallId: (_l = result.call_id) != null ? _l : generateId3(),
            toolName,
            result: (_m = result.result) != null ? _m : null
          });
          const sources = builtinToolResultToSources({
            block: step,
            generateId: generateId3
          });
          for (const source of sources) {
            content.push(source);
          }
        }
        break;
      }
    }
  }
  return { content, hasFunctionCall };
}

// src/interactions/poll-google-interactions.ts


// src/interactions/cancel-google-interaction.ts

var dist_getOriginalFetch = () => globalThis.fetch;
async function cancelGoogleInteraction({
  baseURL,
  interactionId,
  headers,
  fetch = dist_getOriginalFetch()
}) {
  if (interactionId == null || interactionId.length === 0) {
    return;
  }
  const url = `${baseURL}/interactions/${encodeURIComponent(interactionId)}/cancel`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: withUserAgentSuffix(
        combineHeaders({ "Content-Type": "application/json" }, headers),
        getRuntimeEnvironmentUserAgent()
      ),
      body: "{}"
    });
    try {
      await response.text();
    } catch (e) {
    }
  } catch (e) {
  }
}

// src/interactions/poll-google-interactions.ts
var TERMINAL_STATUSES = /* @__PURE__ */ new Set(["completed", "failed", "cancelled", "incomplete"]);
function isTerminalStatus(status) {
  return status != null && TERMINAL_STATUSES.has(status);
}
var DEFAULT_INITIAL_DELAY_MS = 1e3;
var DEFAULT_MAX_DELAY_MS = 1e4;
var DEFAULT_TIMEOUT_MS = 30 * 60 * 1e3;
async function pollGoogleInteractionUntilTerminal({
  baseURL,
  interactionId,
  headers,
  fetch,
  abortSignal,
  initialDelayMs = DEFAULT_INITIAL_DELAY_MS,
  maxDelayMs = DEFAULT_MAX_DELAY_MS,
  timeoutMs = DEFAULT_TIMEOUT_MS
}) {
  if (interactionId == null || interactionId.length === 0) {
    throw new Error(
      "google.interactions: cannot poll a background interaction without an id. The POST response did not include an interaction id."
    );
  }
  const startedAt = Date.now();
  let nextDelayMs = initialDelayMs;
  const url = `${baseURL}/interactions/${encodeURIComponent(interactionId)}`;
  const cancelOnServer = () => cancelGoogleInteraction({ baseURL, interactionId, headers, fetch });
  try {
    while (true) {
      if (abortSignal == null ? void 0 : abortSignal.aborted) {
        await cancelOnServer();
        throw new DOMException("Polling was aborted", "AbortError");
      }
      if (Date.now() - startedAt > timeoutMs) {
        throw new Error(
          `google.interactions: timed out polling interaction ${interactionId} after ${timeoutMs}ms.`
        );
      }
      await delay(nextDelayMs, { abortSignal });
      const {
        value: response,
        rawValue: rawResponse,
        responseHeaders
      } = await getFromApi({
        url,
        headers,
        failedResponseHandler: googleFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          googleInteractionsResponseSchema
        ),
        abortSignal,
        fetch
      });
      if (isTerminalStatus(response.status)) {
        return { response, rawResponse, responseHeaders };
      }
      nextDelayMs = Math.min(nextDelayMs * 2, maxDelayMs);
    }
  } catch (error) {
    if (isAbortError(error)) {
      await cancelOnServer();
    }
    throw error;
  }
}

// src/interactions/prepare-google-interactions-tools.ts
function prepareGoogleInteractionsTools({
  tools,
  toolChoice
}) {
  var _a2, _b, _c, _d;
  const toolWarnings = [];
  if ((toolChoice == null ? void 0 : toolChoice.type) === "none") {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const normalized = (tools == null ? void 0 : tools.length) ? tools : void 0;
  if (normalized == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const interactionsTools = [];
  for (const tool of normalized) {
    if (tool.type === "function") {
      interactionsTools.push({
        type: "function",
        name: tool.name,
        description: (_a2 = tool.description) != null ? _a2 : "",
        parameters: tool.inputSchema
      });
      continue;
    }
    if (tool.type === "provider") {
      const args = (_b = tool.args) != null ? _b : {};
      switch (tool.id) {
        case "google.google_search": {
          const searchTypesArg = args.searchTypes;
          let search_types;
          if (searchTypesArg != null && typeof searchTypesArg === "object") {
            const list = [];
            if (searchTypesArg.webSearch != null) list.push("web_search");
            if (searchTypesArg.imageSearch != null) list.push("image_search");
            if (list.length > 0) {
              search_types = list;
            }
          }
          interactionsTools.push({
            type: "google_search",
            ...search_types != null ? { search_types } : {}
          });
          break;
        }
        case "google.code_execution": {
          interactionsTools.push({ type: "code_execution" });
          break;
        }
        case "google.url_context": {
          interactionsTools.push({ type: "url_context" });
          break;
        }
        case "google.file_search": {
          interactionsTools.push({
            type: "file_search",
            ...args.fileSearchStoreNames != null ? {
              file_search_store_names: args.fileSearchStoreNames
            } : {},
            ...args.topK != null ? { top_k: args.topK } : {},
            ...args.metadataFilter != null ? { metadata_filter: args.metadataFilter } : {}
          });
          break;
        }
        case "google.google_maps": {
          interactionsTools.push({
            type: "google_maps",
            ...args.latitude != null ? { latitude: args.latitude } : {},
            ...args.longitude != null ? { longitude: args.longitude } : {},
            ...args.enableWidget != null ? { enable_widget: args.enableWidget } : {}
          });
          break;
        }
        case "google.computer_use": {
          interactionsTools.push({
            type: "computer_use",
            environment: (_c = args.environment) != null ? _c : "browser",
            ...args.excludedPredefinedFunctions != null ? {
              excludedPredefinedFunctions: args.excludedPredefinedFunctions
            } : {}
          });
          break;
        }
        case "google.mcp_server": {
          interactionsTools.push({
            type: "mcp_server",
            ...args.name != null ? { name: args.name } : {},
            ...args.url != null ? { url: args.url } : {},
            ...args.headers != null ? { headers: args.headers } : {},
            ...args.allowedTools != null ? { allowed_tools: args.allowedTools } : {}
          });
          break;
        }
        case "google.retrieval": {
          const vertexAiSearchConfig = (_d = args.vertexAiSearchConfig) != null ? _d : void 0;
          interactionsTools.push({
            type: "retrieval",
            ...args.retrievalTypes != null ? {
              retrieval_types: args.retrievalTypes
            } : { retrieval_types: ["vertex_ai_search"] },
            ...vertexAiSearchConfig != null ? { vertex_ai_search_config: vertexAiSearchConfig } : {}
          });
          break;
        }
        default: {
          toolWarnings.push({
            type: "unsupported",
            feature: `provider-defined tool ${tool.id}`,
            details: `provider-defined tool ${tool.id} is not supported by google.interactions; tool dropped.`
          });
          break;
        }
      }
      continue;
    }
    toolWarnings.push({
      type: "unsupported",
      feature: `tool of type ${tool.type}`,
      details: "Only function tools and google.* provider-defined tools are supported by google.interactions; tool dropped."
    });
  }
  const hasFunctionTool = interactionsTools.some((t) => t.type === "function");
  let mappedToolChoice;
  if (toolChoice != null && hasFunctionTool) {
    switch (toolChoice.type) {
      case "auto":
        mappedToolChoice = "auto";
        break;
      case "required":
        mappedToolChoice = "any";
        break;
      case "tool":
        mappedToolChoice = {
          allowed_tools: {
            mode: "validated",
            tools: [toolChoice.toolName]
          }
        };
        break;
    }
  }
  return {
    tools: interactionsTools.length > 0 ? interactionsTools : void 0,
    toolChoice: mappedToolChoice,
    toolWarnings
  };
}

// src/interactions/stream-google-interactions.ts

var DEFAULT_MAX_RETRIES = 3;
var DEFAULT_RETRY_DELAY_MS = 500;
function streamGoogleInteractionEvents({
  baseURL,
  interactionId,
  headers,
  fetch,
  abortSignal,
  maxRetries = DEFAULT_MAX_RETRIES,
  retryDelayMs = DEFAULT_RETRY_DELAY_MS
}) {
  if (interactionId.length === 0) {
    throw new Error(
      "google.interactions: cannot stream a background interaction without an id."
    );
  }
  const eventSourceHeaders = {
    ...headers,
    accept: "text/event-stream"
  };
  let lastEventId;
  let complete = false;
  let attempt = 0;
  let receivedAnyEventThisAttempt = false;
  let currentReader;
  const internalAbort = new AbortController();
  const upstreamAbortHandler = () => internalAbort.abort();
  if (abortSignal != null) {
    if (abortSignal.aborted) {
      internalAbort.abort();
    } else {
      abortSignal.addEventListener("abort", upstreamAbortHandler, {
        once: true
      });
    }
  }
  const effectiveSignal = internalAbort.signal;
  function buildUrl() {
    const base = `${baseURL}/interactions/${encodeURIComponent(interactionId)}`;
    const params = new URLSearchParams({ stream: "true" });
    if (lastEventId != null) {
      params.set("last_event_id", lastEventId);
    }
    return `${base}?${params.toString()}`;
  }
  async function openReader() {
    const { value: stream } = await getFromApi({
      url: buildUrl(),
      headers: eventSourceHeaders,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        googleInteractionsEventSchema
      ),
      abortSignal: effectiveSignal,
      fetch
    });
    return stream.getReader();
  }
  return new ReadableStream({
    async start(controller) {
      try {
        while (!complete && !effectiveSignal.aborted) {
          if (currentReader == null) {
            try {
              currentReader = await openReader();
              receivedAnyEventThisAttempt = false;
            } catch (error) {
              if (isAbortError(error) || effectiveSignal.aborted) {
                controller.error(error);
                return;
              }
              attempt++;
              if (attempt >= maxRetries) {
                controller.error(error);
                return;
              }
              await delay(retryDelayMs * attempt, {
                abortSignal: effectiveSignal
              });
              continue;
            }
          }
          try {
            const { done, value } = await currentReader.read();
            if (done) {
              currentReader = void 0;
              if (complete) break;
              if (!receivedAnyEventThisAttempt) {
                attempt++;
                if (attempt >= maxRetries) {
                  controller.error(
                    new Error(
                      "google.interactions: SSE stream closed without producing any events."
                    )
                  );
                  return;
                }
                await delay(retryDelayMs * attempt, {
                  abortSignal: effectiveSignal
                });
              } else {
                attempt = 0;
              }
              continue;
            }
            receivedAnyEventThisAttempt = true;
            if (value.success) {
              const ev = value.value;
              if (typeof ev.event_id === "string" && ev.event_id.length > 0) {
                lastEventId = ev.event_id;
              }
              if (ev.event_type === "interaction.completed" || ev.event_type === "error") {
                complete = true;
              }
            }
            controller.enqueue(value);
          } catch (error) {
            if (isAbortError(error) || effectiveSignal.aborted) {
              controller.error(error);
              return;
            }
            currentReader = void 0;
            attempt++;
            if (attempt >= maxRetries) {
              controller.error(error);
              return;
            }
            await delay(retryDelayMs * attempt, {
              abortSignal: effectiveSignal
            });
          }
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      } finally {
        if (abortSignal != null) {
          abortSignal.removeEventListener("abort", upstreamAbortHandler);
        }
        currentReader == null ? void 0 : currentReader.cancel().catch(() => {
        });
        currentReader = void 0;
        if (effectiveSignal.aborted && !complete) {
          await cancelGoogleInteraction({
            baseURL,
            interactionId,
            headers,
            fetch
          });
        }
      }
    },
    cancel() {
      internalAbort.abort();
      currentReader == null ? void 0 : currentReader.cancel().catch(() => {
      });
      currentReader = void 0;
    }
  });
}

// src/interactions/synthesize-google-interactions-agent-stream.ts
function synthesizeGoogleInteractionsAgentStream({
  response,
  warnings,
  generateId: generateId3,
  includeRawChunks,
  headerServiceTier
}) {
  return new ReadableStream({
    start(controller) {
      var _a2, _b, _c;
      controller.enqueue({ type: "stream-start", warnings });
      const interactionId = typeof response.id === "string" && response.id.length > 0 ? response.id : void 0;
      let timestamp;
      const created = response.created;
      if (typeof created === "string") {
        const parsed = new Date(created);
        if (!Number.isNaN(parsed.getTime())) {
          timestamp = parsed;
        }
      }
      controller.enqueue({
        type: "response-metadata",
        ...interactionId != null ? { id: interactionId } : {},
        modelId: (_a2 = response.model) != null ? _a2 : void 0,
        ...timestamp ? { timestamp } : {}
      });
      if (includeRawChunks) {
        controller.enqueue({ type: "raw", rawValue: response });
      }
      const { content, hasFunctionCall } = parseGoogleInteractionsOutputs({
        steps: (_b = response.steps) != null ? _b : null,
        generateId: generateId3,
        interactionId
      });
      let blockCounter = 0;
      const nextBlockId = () => `${interactionId != null ? interactionId : "agent"}:${blockCounter++}`;
      for (const part of content) {
        switch (part.type) {
          case "text": {
            const id = nextBlockId();
            const providerMetadata2 = part.providerMetadata;
            controller.enqueue({ type: "text-start", id });
            if (part.text.length > 0) {
              controller.enqueue({ type: "text-delta", id, delta: part.text });
            }
            controller.enqueue({
              type: "text-end",
              id,
              ...providerMetadata2 ? { providerMetadata: providerMetadata2 } : {}
            });
            break;
          }
          case "reasoning": {
            const id = nextBlockId();
            const providerMetadata2 = part.providerMetadata;
            controller.enqueue({ type: "reasoning-start", id });
            if (part.text.length > 0) {
              controller.enqueue({
                type: "reasoning-delta",
                id,
                delta: part.text
              });
            }
            controller.enqueue({
              type: "reasoning-end",
              id,
              ...providerMetadata2 ? { providerMetadata: providerMetadata2 } : {}
            });
            break;
          }
          case "tool-call": {
            const providerMetadata2 = part.providerMetadata;
            controller.enqueue({
              type: "tool-input-start",
              id: part.toolCallId,
              toolName: part.toolName,
              ...part.providerExecuted ? { providerExecuted: part.providerExecuted } : {}
            });
            controller.enqueue({
              type: "tool-input-delta",
              id: part.toolCallId,
              delta: part.input
            });
            controller.enqueue({
              type: "tool-input-end",
              id: part.toolCallId
            });
            controller.enqueue({
              type: "tool-call",
              toolCallId: part.toolCallId,
              toolName: part.toolName,
              input: part.input,
              ...part.providerExecuted ? { providerExecuted: part.providerExecuted } : {},
              ...providerMetadata2 ? { providerMetadata: providerMetadata2 } : {}
            });
            break;
          }
          case "tool-result": {
            controller.enqueue({
              type: "tool-result",
              toolCallId: part.toolCallId,
              toolName: part.toolName,
              result: part.result
            });
            break;
          }
          case "source":
          case "file": {
            controller.enqueue(part);
            break;
          }
          default:
            break;
        }
      }
      const serviceTier = (_c = response.service_tier) != null ? _c : headerServiceTier;
      const finishReason = {
        unified: mapGoogleInteractionsFinishReason({
          status: response.status,
          hasFunctionCall
        }),
        raw: response.status
      };
      const providerMetadata = {
        google: {
          ...interactionId != null ? { interactionId } : {},
          ...serviceTier != null ? { serviceTier } : {}
        }
      };
      controller.enqueue({
        type: "finish",
        finishReason,
        usage: convertGoogleInteractionsUsage(response.usage),
        providerMetadata
      });
      controller.close();
    }
  });
}

// src/interactions/google-interactions-language-model.ts
var GoogleInteractionsLanguageModel = class {
  constructor(modelOrAgent, config) {
    this.specificationVersion = "v3";
    if (typeof modelOrAgent === "string") {
      this.modelId = modelOrAgent;
      this.agent = void 0;
    } else if ("managedAgent" in modelOrAgent) {
      this.modelId = modelOrAgent.managedAgent;
      this.agent = modelOrAgent.managedAgent;
    } else {
      this.modelId = modelOrAgent.agent;
      this.agent = modelOrAgent.agent;
    }
    this.config = config;
  }
  get provider() {
    return this.config.provider;
  }
  get supportedUrls() {
    if (this.config.supportedUrls) {
      return this.config.supportedUrls();
    }
    return {
      "image/*": [/^https?:\/\/.+/],
      "application/pdf": [/^https?:\/\/.+/],
      "audio/*": [/^https?:\/\/.+/],
      "video/*": [
        /^https?:\/\/(www\.)?youtube\.com\/watch\?v=.+/,
        /^https?:\/\/youtu\.be\/.+/,
        /^gs:\/\/.+/
      ]
    };
  }
  async getArgs(options) {
    var _a2, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _A, _B, _C, _D, _E, _F;
    const warnings = [];
    const opts = await parseProviderOptions({
      provider: "google",
      providerOptions: options.providerOptions,
      schema: googleInteractionsLanguageModelOptions
    });
    const isAgent = this.agent != null;
    if (!isAgent) {
      if (options.frequencyPenalty != null) {
        warnings.push({
          type: "unsupported",
          feature: "frequencyPenalty"
        });
      }
      if (options.presencePenalty != null) {
        warnings.push({
          type: "unsupported",
          feature: "presencePenalty"
        });
      }
    }
    const hasTools = options.tools != null && options.tools.length > 0;
    let toolsForBody;
    let toolChoiceForBody;
    if (hasTools) {
      const prepared = prepareGoogleInteractionsTools({
        tools: options.tools,
        toolChoice: options.toolChoice
      });
      toolsForBody = prepared.tools;
      toolChoiceForBody = prepared.toolChoice;
      warnings.push(...prepared.toolWarnings);
    }
    const responseFormatEntries = [];
    if (((_a2 = options.responseFormat) == null ? void 0 : _a2.type) === "json") {
      if (isAgent) {
        warnings.push({
          type: "other",
          message: "google.interactions: structured output (responseFormat) is not supported when an agent is set; responseFormat will be ignored."
        });
      } else {
        const entry = {
          type: "text",
          mime_type: "application/json",
          ...options.responseFormat.schema != null ? { schema: options.responseFormat.schema } : {}
        };
        responseFormatEntries.push(entry);
      }
    }
    if ((opts == null ? void 0 : opts.responseFormat) != null) {
      for (const entry of opts.responseFormat) {
        if (entry.type === "text") {
          responseFormatEntries.push(
            pruneUndefined({
              type: "text",
              mime_type: (_b = entry.mimeType) != null ? _b : void 0,
              schema: (_c = entry.schema) != null ? _c : void 0
            })
          );
        } else if (entry.type === "image") {
          responseFormatEntries.push(
            pruneUndefined({
              type: "image",
              mime_type: (_d = entry.mimeType) != null ? _d : void 0,
              aspect_ratio: (_e = entry.aspectRatio) != null ? _e : void 0,
              image_size: (_f = entry.imageSize) != null ? _f : void 0
            })
          );
        } else if (entry.type === "audio") {
          responseFormatEntries.push(
            pruneUndefined({
              type: "audio",
              mime_type: (_g = entry.mimeType) != null ? _g : void 0
            })
          );
        } else if (entry.type === "video") {
          responseFormatEntries.push(
            pruneUndefined({
              type: "video",
              aspect_ratio: (_h = entry.aspectRatio) != null ? _h : void 0,
              resolution: (_i = entry.resolution) != null ? _i : void 0,
              duration: (_j = entry.duration) != null ? _j : void 0,
              delivery: (_k = entry.delivery) != null ? _k : void 0,
              gcs_uri: (_l = entry.gcsUri) != null ? _l : void 0
            })
          );
        }
      }
    }
    const {
      input,
      systemInstruction: convertedSystemInstruction,
      warnings: convWarnings
    } = convertToGoogleInteractionsInput({
      prompt: options.prompt,
      previousInteractionId: (_m = opts == null ? void 0 : opts.previousInteractionId) != null ? _m : void 0,
      store: (_n = opts == null ? void 0 : opts.store) != null ? _n : void 0,
      mediaResolution: (_o = opts == null ? void 0 : opts.mediaResolution) != null ? _o : void 0
    });
    warnings.push(...convWarnings);
    let systemInstruction = convertedSystemInstruction;
    const optionSystemInstruction = (_p = opts == null ? void 0 : opts.systemInstruction) != null ? _p : void 0;
    if (systemInstruction != null && optionSystemInstruction != null) {
      warnings.push({
        type: "other",
        message: "google.interactions: both AI SDK system message and providerOptions.google.systemInstruction were set; using the AI SDK system message."
      });
    } else if (systemInstruction == null && optionSystemInstruction != null) {
      systemInstruction = optionSystemInstruction;
    }
    let generationConfig;
    if (isAgent) {
      const droppedFields = [];
      if (options.temperature != null) droppedFields.push("temperature");
      if (options.topP != null) droppedFields.push("topP");
      if (options.topK != null) droppedFields.push("topK");
      if (options.frequencyPenalty != null)
        droppedFields.push("frequencyPenalty");
      if (options.presencePenalty != null)
        droppedFields.push("presencePenalty");
      if (options.seed != null) droppedFields.push("seed");
      if (options.stopSequences != null && options.stopSequences.length > 0) {
        droppedFields.push("stopSequences");
      }
      if (options.maxOutputTokens != null)
        droppedFields.push("maxOutputTokens");
      if ((opts == null ? void 0 : opts.thinkingLevel) != null) droppedFields.push("thinkingLevel");
      if ((opts == null ? void 0 : opts.thinkingSummaries) != null) {
        droppedFields.push("thinkingSummaries");
      }
      if ((opts == null ? void 0 : opts.imageConfig) != null) droppedFields.push("imageConfig");
      if (droppedFields.length > 0) {
        warnings.push({
          type: "other",
          message: `google.interactions: ${droppedFields.join(", ")} ${droppedFields.length === 1 ? "is" : "are"} not supported when an agent is set; use providerOptions.google.agentConfig instead. Dropped from the request body.`
        });
      }
      generationConfig = void 0;
    } else {
      generationConfig = pruneUndefined({
        temperature: (_q = options.temperature) != null ? _q : void 0,
        top_p: (_r = options.topP) != null ? _r : void 0,
        top_k: (_s = options.topK) != null ? _s : void 0,
        seed: (_t = options.seed) != null ? _t : void 0,
        stop_sequences: options.stopSequences != null && options.stopSequences.length > 0 ? options.stopSequences : void 0,
        max_output_tokens: (_u = options.maxOutputTokens) != null ? _u : void 0,
        thinking_level: (_v = opts == null ? void 0 : opts.thinkingLevel) != null ? _v : void 0,
        thinking_summaries: (_w = opts == null ? void 0 : opts.thinkingSummaries) != null ? _w : void 0,
        tool_choice: toolChoiceForBody
      });
      if ((opts == null ? void 0 : opts.imageConfig) != null) {
        const alreadyHasImageEntry = responseFormatEntries.some(
          (entry) => entry.type === "image"
        );
        warnings.push({
          type: "other",
          message: alreadyHasImageEntry ? "google.interactions: providerOptions.google.imageConfig is deprecated and was ignored because providerOptions.google.responseFormat already supplies an image entry. Use responseFormat exclusively." : 'google.interactions: providerOptions.google.imageConfig is deprecated. Use providerOptions.google.responseFormat with a { type: "image", ... } entry instead.'
        });
        if (!alreadyHasImageEntry) {
          responseFormatEntries.push({
            type: "image",
            mime_type: "image/png",
            ...opts.imageConfig.aspectRatio != null ? { aspect_ratio: opts.imageConfig.aspectRatio } : {},
            ...opts.imageConfig.imageSize != null ? { image_size: opts.imageConfig.imageSize } : {}
          });
        }
      }
    }
    let agentConfig;
    if (isAgent && (opts == null ? void 0 : opts.agentConfig) != null) {
      const ac = opts.agentConfig;
      if (ac.type === "deep-research") {
        agentConfig = pruneUndefined({
          type: "deep-research",
          thinking_summaries: (_x = ac.thinkingSummaries) != null ? _x : void 0,
          visualization: (_y = ac.visualization) != null ? _y : void 0,
          collaborative_planning: (_z = ac.collaborativePlanning) != null ? _z : void 0
        });
      } else if (ac.type === "dynamic") {
        agentConfig = { type: "dynamic" };
      }
    }
    let environment;
    if ((opts == null ? void 0 : opts.environment) != null) {
      if (!isAgent) {
        warnings.push({
          type: "other",
          message: "google.interactions: environment is only supported when an agent is set; environment will be omitted from the request body."
        });
      } else if (typeof opts.environment === "string") {
        environment = opts.environment;
      } else {
        const env = opts.environment;
        const sources = (_A = env.sources) == null ? void 0 : _A.map((s) => {
          var _a3;
          if (s.type === "inline") {
            return {
              type: "inline",
              content: s.content,
              target: s.target
            };
          }
          return pruneUndefined({
            type: s.type,
            source: s.source,
            target: (_a3 = s.target) != null ? _a3 : void 0
          });
        });
        let network;
        if (env.network === "disabled") {
          network = "disabled";
        } else if (env.network != null) {
          network = {
            allowlist: env.network.allowlist.map(
              (entry) => {
                var _a3;
                return pruneUndefined({
                  domain: entry.domain,
                  transform: (_a3 = entry.transform) != null ? _a3 : void 0
                });
              }
            )
          };
        }
        environment = pruneUndefined({
          type: "remote",
          sources: sources != null && sources.length > 0 ? sources : void 0,
          network
        });
      }
    }
    const args = pruneUndefined({
      ...isAgent ? { agent: this.agent } : { model: this.modelId },
      input,
      system_instruction: systemInstruction,
      tools: toolsForBody,
      response_format: responseFormatEntries.length > 0 ? responseFormatEntries : void 0,
      response_modalities: (opts == null ? void 0 : opts.responseModalities) != null ? opts.responseModalities : void 0,
      previous_interaction_id: (_B = opts == null ? void 0 : opts.previousInteractionId) != null ? _B : void 0,
      service_tier: (_C = opts == null ? void 0 : opts.serviceTier) != null ? _C : void 0,
      store: (_D = opts == null ? void 0 : opts.store) != null ? _D : void 0,
      generation_config: generationConfig != null && Object.keys(generationConfig).length > 0 ? generationConfig : void 0,
      agent_config: agentConfig,
      environment,
      background: (_E = opts == null ? void 0 : opts.background) != null ? _E : void 0
    });
    return {
      args,
      warnings,
      isAgent,
      isBackground: (opts == null ? void 0 : opts.background) === true,
      pollingTimeoutMs: (_F = opts == null ? void 0 : opts.pollingTimeoutMs) != null ? _F : void 0
    };
  }
  async doGenerate(options) {
    var _a2, _b, _c, _d, _e, _f;
    const { args, warnings, isAgent, isBackground, pollingTimeoutMs } = await this.getArgs(options);
    const url = `${this.config.baseURL}/interactions`;
    const mergedHeaders = combineHeaders(
      INTERACTIONS_API_REVISION_HEADER,
      this.config.headers ? await resolve(this.config.headers) : void 0,
      options.headers
    );
    const postResult = await postJsonToApi({
      url,
      headers: mergedHeaders,
      body: args,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        googleInteractionsResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = postResult;
    if ((isAgent || isBackground) && !isTerminalStatus(response.status)) {
      const polled = await pollGoogleInteractionUntilTerminal({
        baseURL: this.config.baseURL,
        interactionId: response.id,
        headers: mergedHeaders,
        fetch: this.config.fetch,
        abortSignal: options.abortSignal,
        timeoutMs: pollingTimeoutMs
      });
      response = polled.response;
      rawResponse = polled.rawResponse;
      responseHeaders = (_a2 = polled.responseHeaders) != null ? _a2 : responseHeaders;
    }
    const interactionId = typeof response.id === "string" && response.id.length > 0 ? response.id : void 0;
    const { content, hasFunctionCall } = parseGoogleInteractionsOutputs({
      steps: (_b = response.steps) != null ? _b : null,
      generateId: (_c = this.config.generateId) != null ? _c : generateId,
      interactionId
    });
    const finishReason = {
      unified: mapGoogleInteractionsFinishReason({
        status: response.status,
        hasFunctionCall
      }),
      raw: response.status
    };
    const serviceTier = (_e = (_d = response.service_tier) != null ? _d : responseHeaders == null ? void 0 : responseHeaders["x-gemini-service-tier"]) != null ? _e : void 0;
    const outputTokensByModality = getGoogleInteractionsOutputTokensByModality(
      response.usage
    );
    const providerMetadata = {
      google: {
        ...interactionId != null ? { interactionId } : {},
        ...serviceTier != null ? { serviceTier } : {},
        ...outputTokensByModality != null ? { outputTokensByModality } : {}
      }
    };
    let timestamp;
    if (typeof response.created === "string") {
      const parsed = new Date(response.created);
      if (!Number.isNaN(parsed.getTime())) {
        timestamp = parsed;
      }
    }
    return {
      content,
      finishReason,
      usage: convertGoogleInteractionsUsage(response.usage),
      warnings,
      providerMetadata,
      request: { body: args },
      response: {
        headers: responseHeaders,
        body: rawResponse,
        ...interactionId != null ? { id: interactionId } : {},
        ...timestamp ? { timestamp } : {},
        modelId: (_f = response.model) != null ? _f : void 0
      }
    };
  }
  async doStream(options) {
    var _a2;
    const { args, warnings, isBackground, pollingTimeoutMs } = await this.getArgs(options);
    const url = `${this.config.baseURL}/interactions`;
    const mergedHeaders = combineHeaders(
      INTERACTIONS_API_REVISION_HEADER,
      this.config.headers ? await resolve(this.config.headers) : void 0,
      options.headers
    );
    if (isBackground) {
      return this.doStreamBackground({
        args,
        warnings,
        url,
        mergedHeaders,
        options,
        pollingTimeoutMs
      });
    }
    const body = { ...args, stream: true };
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: mergedHeaders,
      body,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        googleInteractionsEventSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const headerServiceTier = responseHeaders == null ? void 0 : responseHeaders["x-gemini-service-tier"];
    const transform = buildGoogleInteractionsStreamTransform({
      warnings,
      generateId: (_a2 = this.config.generateId) != null ? _a2 : generateId,
      includeRawChunks: options.includeRawChunks,
      serviceTier: headerServiceTier
    });
    return {
      stream: response.pipeThrough(transform),
      request: { body },
      response: { headers: responseHeaders }
    };
  }
  /*
   * Drive the streaming surface for agent calls. Agents require
   * `background: true`, which is incompatible with `stream: true` on POST.
   *
   * Approach:
   *   1. POST `/interactions` with `background: true`. The response includes
   *      the interaction id and an initial (usually non-terminal) status.
   *   2. If the POST status is already terminal (rare), synthesize a stream
   *      from the polled outputs and we're done.
   *   3. Otherwise open `GET /interactions/{id}?stream=true` and pipe the
   *      SSE events through `buildGoogleInteractionsStreamTransform` so the
   *      consumer receives text deltas / thinking summaries / tool events as
   *      they happen instead of all at once at the end.
   *
   * The SSE connection can drop while the agent idles between events
   * (`UND_ERR_BODY_TIMEOUT`); `streamGoogleInteractionEvents` handles the
   * reconnect-with-`last_event_id` loop transparently.
   */
  async doStreamBackground({
    args,
    warnings,
    url,
    mergedHeaders,
    options,
    pollingTimeoutMs
  }) {
    var _a2, _b;
    const postResult = await postJsonToApi({
      url,
      headers: mergedHeaders,
      body: args,
      failedResponseHandler: googleFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        googleInteractionsResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const { responseHeaders: postHeaders, value: postResponse } = postResult;
    const interactionId = postResponse.id;
    if (interactionId == null || interactionId.length === 0) {
      throw new Error(
        "google.interactions: background POST response did not include an interaction id; cannot stream the result."
      );
    }
    const headerServiceTier = postHeaders == null ? void 0 : postHeaders["x-gemini-service-tier"];
    if (isTerminalStatus(postResponse.status)) {
      const synthesized = synthesizeGoogleInteractionsAgentStream({
        response: postResponse,
        warnings,
        generateId: (_a2 = this.config.generateId) != null ? _a2 : generateId,
        includeRawChunks: options.includeRawChunks,
        headerServiceTier
      });
      return {
        stream: synthesized,
        request: { body: args },
        response: { headers: postHeaders }
      };
    }
    void pollingTimeoutMs;
    const events = streamGoogleInteractionEvents({
      baseURL: this.config.baseURL,
      interactionId,
      headers: mergedHeaders,
      fetch: this.config.fetch,
      abortSignal: options.abortSignal
    });
    const transform = buildGoogleInteractionsStreamTransform({
      warnings,
      generateId: (_b = this.config.generateId) != null ? _b : generateId,
      includeRawChunks: options.includeRawChunks,
      serviceTier: headerServiceTier
    });
    return {
      stream: events.pipeThrough(transform),
      request: { body: args },
      response: { headers: postHeaders }
    };
  }
};
var INTERACTIONS_API_REVISION_HEADER = {
  "Api-Revision": "2026-05-20"
};
function pruneUndefined(obj) {
  const result = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === void 0) continue;
    result[key] = value;
  }
  return result;
}

// src/google-provider.ts
var supportedExternalUrlMediaTypes = [
  "text/html",
  "text/css",
  "text/plain",
  "text/xml",
  "text/csv",
  "text/rtf",
  "text/javascript",
  "application/json",
  "application/pdf",
  "image/bmp",
  "image/jpeg",
  "image/png",
  "image/webp",
  "video/mp4",
  "video/mpeg",
  "video/quicktime",
  "video/avi",
  "video/x-flv",
  "video/mpg",
  "video/webm",
  "video/wmv",
  "video/3gpp"
];
var externalHttpsUrlPattern = /^https:\/\/.*$/;
function supportsExternalFileUrls(modelId) {
  return /(^|\/)gemini-/.test(modelId) && !/(^|\/)gemini-2\.0/.test(modelId);
}
function createGoogleGenerativeAI(options = {}) {
  var _a2, _b;
  const baseURL = (_a2 = withoutTrailingSlash(options.baseURL)) != null ? _a2 : "https://generativelanguage.googleapis.com/v1beta";
  const providerName = (_b = options.name) != null ? _b : "google.generative-ai";
  const getHeaders = () => withUserAgentSuffix(
    {
      "x-goog-api-key": loadApiKey({
        apiKey: options.apiKey,
        environmentVariableName: "GOOGLE_GENERATIVE_AI_API_KEY",
        description: "Google Generative AI"
      }),
      ...options.headers
    },
    `ai-sdk/google/${dist_VERSION}`
  );
  const createChatModel = (modelId) => {
    var _a3;
    return new GoogleGenerativeAILanguageModel(modelId, {
      provider: providerName,
      baseURL,
      headers: getHeaders,
      generateId: (_a3 = options.generateId) != null ? _a3 : generateId,
      supportedUrls: () => ({
        "*": [
          // Google Generative Language "files" endpoint
          // e.g. https://generativelanguage.googleapis.com/v1beta/files/...
          new RegExp(`^${baseURL}/files/.*$`),
          // YouTube URLs (public or unlisted videos)
          new RegExp(
            `^https://(?:www\\.)?youtube\\.com/watch\\?v=[\\w-]+(?:&[\\w=&.-]*)?$`
          ),
          new RegExp(`^https://youtu\\.be/[\\w-]+(?:\\?[\\w=&.-]*)?$`)
        ],
        ...supportsExternalFileUrls(modelId) ? Object.fromEntries(
          supportedExternalUrlMediaTypes.map((mediaType) => [
            mediaType,
            [externalHttpsUrlPattern]
          ])
        ) : {}
      }),
      fetch: options.fetch
    });
  };
  const createEmbeddingModel = (modelId) => new GoogleGenerativeAIEmbeddingModel(modelId, {
    provider: providerName,
    baseURL,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createImageModel = (modelId, settings = {}) => new GoogleGenerativeAIImageModel(modelId, settings, {
    provider: providerName,
    baseURL,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createTranscriptionModel = (modelId) => new GoogleTranscriptionModel(modelId, {
    provider: `${providerName}.transcription`,
    baseURL,
    headers: getHeaders,
    fetch: options.fetch
  });
  const createVideoModel = (modelId) => {
    var _a3;
    return new GoogleGenerativeAIVideoModel(modelId, {
      provider: providerName,
      baseURL,
      headers: getHeaders,
      fetch: options.fetch,
      generateId: (_a3 = options.generateId) != null ? _a3 : generateId
    });
  };
  const createInteractionsModel = (modelIdOrAgent) => {
    var _a3;
    return new GoogleInteractionsLanguageModel(
      modelIdOrAgent,
      {
        provider: `${providerName}.interactions`,
        baseURL,
        headers: getHeaders,
        generateId: (_a3 = options.generateId) != null ? _a3 : generateId,
        fetch: options.fetch
      }
    );
  };
  const provider = function(modelId) {
    if (new.target) {
      throw new Error(
        "The Google Generative AI model function cannot be called with the new keyword."
      );
    }
    return createChatModel(modelId);
  };
  provider.specificationVersion = "v3";
  provider.languageModel = createChatModel;
  provider.chat = createChatModel;
  provider.generativeAI = createChatModel;
  provider.embedding = createEmbeddingModel;
  provider.embeddingModel = createEmbeddingModel;
  provider.textEmbedding = createEmbeddingModel;
  provider.textEmbeddingModel = createEmbeddingModel;
  provider.image = createImageModel;
  provider.imageModel = createImageModel;
  provider.transcription = createTranscriptionModel;
  provider.transcriptionModel = createTranscriptionModel;
  provider.video = createVideoModel;
  provider.videoModel = createVideoModel;
  provider.interactions = createInteractionsModel;
  provider.tools = googleTools;
  return provider;
}
var google = createGoogleGenerativeAI();

//# sourceMappingURL=index.mjs.map

/***/ })

};
