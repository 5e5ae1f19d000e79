export const id = 3543;
export const ids = [3543];
export const modules = {

/***/ 79989:
/***/ ((module) => {

module.exports = eval("require")("canvas");


/***/ }),

/***/ 93465:
/***/ ((module) => {

class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
  }
  getContext() {
    return null;
  }
  toDataURL() {
    return '';
  }
}

module.exports = {
  createCanvas: (width, height) => new Canvas(width, height),
};


/***/ }),

/***/ 46813:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/* c8 ignore start */
try {
  module.exports = __webpack_require__(79989);
} catch (fallback) {
  module.exports = __webpack_require__(93465);
}
/* c8 ignore stop */


/***/ }),

/***/ 23543:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Attr: () => (/* reexport */ facades_Attr),
  CDATASection: () => (/* reexport */ facades_CDATASection),
  CharacterData: () => (/* reexport */ facades_CharacterData),
  Comment: () => (/* reexport */ facades_Comment),
  CustomEvent: () => (/* reexport */ CustomEvent),
  DOMParser: () => (/* reexport */ DOMParser),
  Document: () => (/* binding */ esm_Document),
  DocumentFragment: () => (/* reexport */ facades_DocumentFragment),
  DocumentType: () => (/* reexport */ facades_DocumentType),
  Element: () => (/* reexport */ facades_Element),
  Event: () => (/* reexport */ GlobalEvent),
  EventTarget: () => (/* reexport */ DOMEventTarget),
  Facades: () => (/* reexport */ Facades),
  HTMLAnchorElement: () => (/* reexport */ HTMLAnchorElement),
  HTMLAreaElement: () => (/* reexport */ HTMLAreaElement),
  HTMLAudioElement: () => (/* reexport */ HTMLAudioElement),
  HTMLBRElement: () => (/* reexport */ HTMLBRElement),
  HTMLBaseElement: () => (/* reexport */ HTMLBaseElement),
  HTMLBodyElement: () => (/* reexport */ HTMLBodyElement),
  HTMLButtonElement: () => (/* reexport */ HTMLButtonElement),
  HTMLCanvasElement: () => (/* reexport */ HTMLCanvasElement),
  HTMLClasses: () => (/* reexport */ HTMLClasses),
  HTMLDListElement: () => (/* reexport */ HTMLDListElement),
  HTMLDataElement: () => (/* reexport */ HTMLDataElement),
  HTMLDataListElement: () => (/* reexport */ HTMLDataListElement),
  HTMLDetailsElement: () => (/* reexport */ HTMLDetailsElement),
  HTMLDirectoryElement: () => (/* reexport */ HTMLDirectoryElement),
  HTMLDivElement: () => (/* reexport */ HTMLDivElement),
  HTMLElement: () => (/* reexport */ HTMLElement),
  HTMLEmbedElement: () => (/* reexport */ HTMLEmbedElement),
  HTMLFieldSetElement: () => (/* reexport */ HTMLFieldSetElement),
  HTMLFontElement: () => (/* reexport */ HTMLFontElement),
  HTMLFormElement: () => (/* reexport */ HTMLFormElement),
  HTMLFrameElement: () => (/* reexport */ HTMLFrameElement),
  HTMLFrameSetElement: () => (/* reexport */ HTMLFrameSetElement),
  HTMLHRElement: () => (/* reexport */ HTMLHRElement),
  HTMLHeadElement: () => (/* reexport */ HTMLHeadElement),
  HTMLHeadingElement: () => (/* reexport */ HTMLHeadingElement),
  HTMLHtmlElement: () => (/* reexport */ HTMLHtmlElement),
  HTMLIFrameElement: () => (/* reexport */ HTMLIFrameElement),
  HTMLImageElement: () => (/* reexport */ HTMLImageElement),
  HTMLInputElement: () => (/* reexport */ HTMLInputElement),
  HTMLLIElement: () => (/* reexport */ HTMLLIElement),
  HTMLLabelElement: () => (/* reexport */ HTMLLabelElement),
  HTMLLegendElement: () => (/* reexport */ HTMLLegendElement),
  HTMLLinkElement: () => (/* reexport */ HTMLLinkElement),
  HTMLMapElement: () => (/* reexport */ HTMLMapElement),
  HTMLMarqueeElement: () => (/* reexport */ HTMLMarqueeElement),
  HTMLMediaElement: () => (/* reexport */ HTMLMediaElement),
  HTMLMenuElement: () => (/* reexport */ HTMLMenuElement),
  HTMLMetaElement: () => (/* reexport */ HTMLMetaElement),
  HTMLMeterElement: () => (/* reexport */ HTMLMeterElement),
  HTMLModElement: () => (/* reexport */ HTMLModElement),
  HTMLOListElement: () => (/* reexport */ HTMLOListElement),
  HTMLObjectElement: () => (/* reexport */ HTMLObjectElement),
  HTMLOptGroupElement: () => (/* reexport */ HTMLOptGroupElement),
  HTMLOptionElement: () => (/* reexport */ HTMLOptionElement),
  HTMLOutputElement: () => (/* reexport */ HTMLOutputElement),
  HTMLParagraphElement: () => (/* reexport */ HTMLParagraphElement),
  HTMLParamElement: () => (/* reexport */ HTMLParamElement),
  HTMLPictureElement: () => (/* reexport */ HTMLPictureElement),
  HTMLPreElement: () => (/* reexport */ HTMLPreElement),
  HTMLProgressElement: () => (/* reexport */ HTMLProgressElement),
  HTMLQuoteElement: () => (/* reexport */ HTMLQuoteElement),
  HTMLScriptElement: () => (/* reexport */ HTMLScriptElement),
  HTMLSelectElement: () => (/* reexport */ HTMLSelectElement),
  HTMLSlotElement: () => (/* reexport */ HTMLSlotElement),
  HTMLSourceElement: () => (/* reexport */ HTMLSourceElement),
  HTMLSpanElement: () => (/* reexport */ HTMLSpanElement),
  HTMLStyleElement: () => (/* reexport */ HTMLStyleElement),
  HTMLTableCaptionElement: () => (/* reexport */ HTMLTableCaptionElement),
  HTMLTableCellElement: () => (/* reexport */ HTMLTableCellElement),
  HTMLTableElement: () => (/* reexport */ HTMLTableElement),
  HTMLTableRowElement: () => (/* reexport */ HTMLTableRowElement),
  HTMLTemplateElement: () => (/* reexport */ HTMLTemplateElement),
  HTMLTextAreaElement: () => (/* reexport */ HTMLTextAreaElement),
  HTMLTimeElement: () => (/* reexport */ HTMLTimeElement),
  HTMLTitleElement: () => (/* reexport */ HTMLTitleElement),
  HTMLTrackElement: () => (/* reexport */ HTMLTrackElement),
  HTMLUListElement: () => (/* reexport */ HTMLUListElement),
  HTMLUnknownElement: () => (/* reexport */ HTMLUnknownElement),
  HTMLVideoElement: () => (/* reexport */ HTMLVideoElement),
  InputEvent: () => (/* reexport */ InputEvent),
  Node: () => (/* reexport */ facades_Node),
  NodeFilter: () => (/* reexport */ NodeFilter),
  NodeList: () => (/* reexport */ NodeList),
  SVGElement: () => (/* reexport */ facades_SVGElement),
  ShadowRoot: () => (/* reexport */ facades_ShadowRoot),
  Text: () => (/* reexport */ facades_Text),
  illegalConstructor: () => (/* reexport */ illegalConstructor),
  parseHTML: () => (/* binding */ parseHTML),
  parseJSON: () => (/* reexport */ parseJSON),
  toJSON: () => (/* reexport */ toJSON)
});

// NAMESPACE OBJECT: ./node_modules/htmlparser2/dist/esm/index.js
var dist_esm_namespaceObject = {};
__webpack_require__.r(dist_esm_namespaceObject);
__webpack_require__.d(dist_esm_namespaceObject, {
  iX: () => (Parser_Parser)
});

// NAMESPACE OBJECT: ./node_modules/domutils/dist/index.js
var domutils_dist_namespaceObject = {};
__webpack_require__.r(domutils_dist_namespaceObject);
__webpack_require__.d(domutils_dist_namespaceObject, {
  DocumentPosition: () => (helpers_DocumentPosition),
  append: () => (manipulation_append),
  appendChild: () => (appendChild),
  compareDocumentPosition: () => (helpers_compareDocumentPosition),
  existsOne: () => (querying_existsOne),
  filter: () => (dist_querying_filter),
  find: () => (querying_find),
  findAll: () => (querying_findAll),
  findOne: () => (dist_querying_findOne),
  getAttributeValue: () => (traversal_getAttributeValue),
  getChildren: () => (traversal_getChildren),
  getElementById: () => (legacy_getElementById),
  getElements: () => (legacy_getElements),
  getElementsByClassName: () => (legacy_getElementsByClassName),
  getElementsByTagName: () => (dist_legacy_getElementsByTagName),
  getElementsByTagType: () => (legacy_getElementsByTagType),
  getFeed: () => (dist_feeds_getFeed),
  getInnerHTML: () => (stringify_getInnerHTML),
  getName: () => (traversal_getName),
  getOuterHTML: () => (stringify_getOuterHTML),
  getParent: () => (traversal_getParent),
  getSiblings: () => (traversal_getSiblings),
  getText: () => (stringify_getText),
  hasAttrib: () => (traversal_hasAttrib),
  innerText: () => (stringify_innerText),
  nextElementSibling: () => (traversal_nextElementSibling),
  prepend: () => (prepend),
  prependChild: () => (prependChild),
  prevElementSibling: () => (traversal_prevElementSibling),
  removeElement: () => (removeElement),
  removeSubsets: () => (helpers_removeSubsets),
  replaceElement: () => (replaceElement),
  testElement: () => (legacy_testElement),
  textContent: () => (dist_stringify_textContent),
  uniqueSort: () => (helpers_uniqueSort)
});

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/symbols.js
// used in Attr to signal changes
const CHANGED = Symbol('changed');

// used in Element to setup once classList
const CLASS_LIST = Symbol('classList');

// used in Document to attach once customElements
const CUSTOM_ELEMENTS = Symbol('CustomElements');

// used in HTMLTemplateElement
const CONTENT = Symbol('content');

// used in Element for data attributes
const DATASET = Symbol('dataset');

// used in Document to attach the DocType
const DOCTYPE = Symbol('doctype');

// used in parser and Document to attach once a DOMParser
const DOM_PARSER = Symbol('DOMParser');

// used to reference an end node
const END = Symbol('end');

// used in Document to make the globalThis an event target
const EVENT_TARGET = Symbol('EventTarget');

// used to augment a created document defaultView
const GLOBALS = Symbol('globals');

// used in both Canvas and Document to provide images
const IMAGE = Symbol('image');

// used to define Document mime type
const MIME = Symbol('mime');

// used in Document to attach once MutationObserver
const MUTATION_OBSERVER = Symbol('MutationObserver');

// used to define next node reference
const NEXT = Symbol('next');

// used to define Attr owner elements
const OWNER_ELEMENT = Symbol('ownerElement');

// used to define previous node reference
const PREV = Symbol('prev');

// used to define various "private" properties
const PRIVATE = Symbol('private');

// used to define the CSSStyleSheet.sheet
const SHEET = Symbol('sheet');

// used to define start node reference
const START = Symbol('start');

// used to define special CSS style attribute
const STYLE = Symbol('style');

// used to upgrade Custom Elements
const UPGRADE = Symbol('upgrade');

// used to define generic values
const VALUE = Symbol('value');

;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/entities/dist/esm/decode-codepoint.js
// Adapted from https://github.com/mathiasbynens/he/blob/36afe179392226cf1b6ccdb16ebbb7a5a844d93a/src/he.js#L106-L134
var _a;
const decodeMap = new Map([
    [0, 65533],
    // C1 Unicode control character reference replacements
    [128, 8364],
    [130, 8218],
    [131, 402],
    [132, 8222],
    [133, 8230],
    [134, 8224],
    [135, 8225],
    [136, 710],
    [137, 8240],
    [138, 352],
    [139, 8249],
    [140, 338],
    [142, 381],
    [145, 8216],
    [146, 8217],
    [147, 8220],
    [148, 8221],
    [149, 8226],
    [150, 8211],
    [151, 8212],
    [152, 732],
    [153, 8482],
    [154, 353],
    [155, 8250],
    [156, 339],
    [158, 382],
    [159, 376],
]);
/**
 * Polyfill for `String.fromCodePoint`. It is used to create a string from a Unicode code point.
 */
const decode_codepoint_fromCodePoint = 
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, n/no-unsupported-features/es-builtins
(_a = String.fromCodePoint) !== null && _a !== void 0 ? _a : ((codePoint) => {
    let output = "";
    if (codePoint > 65535) {
        codePoint -= 65536;
        output += String.fromCharCode(((codePoint >>> 10) & 1023) | 55296);
        codePoint = 56320 | (codePoint & 1023);
    }
    output += String.fromCharCode(codePoint);
    return output;
});
/**
 * Replace the given code point with a replacement character if it is a
 * surrogate or is outside the valid range. Otherwise return the code
 * point unchanged.
 */
function replaceCodePoint(codePoint) {
    var _a;
    if ((codePoint >= 55296 && codePoint <= 57343) ||
        codePoint > 1114111) {
        return 65533;
    }
    return (_a = decodeMap.get(codePoint)) !== null && _a !== void 0 ? _a : codePoint;
}
/**
 * Replace the code point if relevant, then convert it to a string.
 *
 * @deprecated Use `fromCodePoint(replaceCodePoint(codePoint))` instead.
 * @param codePoint The code point to decode.
 * @returns The decoded code point.
 */
function decodeCodePoint(codePoint) {
    return decode_codepoint_fromCodePoint(replaceCodePoint(codePoint));
}
//# sourceMappingURL=decode-codepoint.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/entities/dist/esm/internal/bin-trie-flags.js
/**
 * Bit flags & masks for the binary trie encoding used for entity decoding.
 *
 * Bit layout (16 bits total):
 * 15..14 VALUE_LENGTH   (+1 encoding; 0 => no value)
 * 13     FLAG13.        If valueLength>0: semicolon required flag (implicit ';').
 *                       If valueLength==0: compact run flag.
 * 12..7  BRANCH_LENGTH  Branch length (0 => single branch in 6..0 if jumpOffset==char) OR run length (when compact run)
 * 6..0   JUMP_TABLE     Jump offset (jump table) OR single-branch char code OR first run char
 */
var BinTrieFlags;
(function (BinTrieFlags) {
    BinTrieFlags[BinTrieFlags["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
    BinTrieFlags[BinTrieFlags["FLAG13"] = 8192] = "FLAG13";
    BinTrieFlags[BinTrieFlags["BRANCH_LENGTH"] = 8064] = "BRANCH_LENGTH";
    BinTrieFlags[BinTrieFlags["JUMP_TABLE"] = 127] = "JUMP_TABLE";
})(BinTrieFlags || (BinTrieFlags = {}));
//# sourceMappingURL=bin-trie-flags.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/entities/dist/esm/internal/decode-shared.js
/*
 * Shared base64 decode helper for generated decode data.
 * Assumes global atob is available.
 */
function decodeBase64(input) {
    const binary = 
    // eslint-disable-next-line n/no-unsupported-features/node-builtins
    typeof atob === "function"
        ? // Browser (and Node >=16)
            // eslint-disable-next-line n/no-unsupported-features/node-builtins
            atob(input)
        : // Older Node versions (<16)
            // eslint-disable-next-line n/no-unsupported-features/node-builtins
            typeof Buffer.from === "function"
                ? // eslint-disable-next-line n/no-unsupported-features/node-builtins
                    Buffer.from(input, "base64").toString("binary")
                : // eslint-disable-next-line unicorn/no-new-buffer, n/no-deprecated-api
                    new Buffer(input, "base64").toString("binary");
    const evenLength = binary.length & ~1; // Round down to even length
    const out = new Uint16Array(evenLength / 2);
    for (let index = 0, outIndex = 0; index < evenLength; index += 2) {
        const lo = binary.charCodeAt(index);
        const hi = binary.charCodeAt(index + 1);
        out[outIndex++] = lo | (hi << 8);
    }
    return out;
}
//# sourceMappingURL=decode-shared.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/entities/dist/esm/generated/decode-data-html.js
// Generated using scripts/write-decode-map.ts

const decode_data_html_htmlDecodeTree = /* #__PURE__ */ decodeBase64("QR08ALkAAgH6AYsDNQR2BO0EPgXZBQEGLAbdBxMISQrvCmQLfQurDKQNLw4fD4YPpA+6D/IPAAAAAAAAAAAAAAAAKhBMEY8TmxUWF2EYLBkxGuAa3RsJHDscWR8YIC8jSCSIJcMl6ie3Ku8rEC0CLjoupS7kLgAIRU1hYmNmZ2xtbm9wcnN0dVQAWgBeAGUAaQBzAHcAfgCBAIQAhwCSAJoAoACsALMAbABpAGcAO4DGAMZAUAA7gCYAJkBjAHUAdABlADuAwQDBQHIiZXZlAAJhAAFpeW0AcgByAGMAO4DCAMJAEGRyAADgNdgE3XIAYQB2AGUAO4DAAMBA8CFoYZFj4SFjcgBhZAAAoFMqAAFncIsAjgBvAG4ABGFmAADgNdg43fAlbHlGdW5jdGlvbgCgYSBpAG4AZwA7gMUAxUAAAWNzpACoAHIAAOA12Jzc6SFnbgCgVCJpAGwAZABlADuAwwDDQG0AbAA7gMQAxEAABGFjZWZvcnN1xQDYANoA7QDxAPYA+QD8AAABY3LJAM8AayNzbGFzaAAAoBYidgHTANUAAKDnKmUAZAAAoAYjeQARZIABY3J0AOAA5QDrAGEidXNlAACgNSLuI291bGxpcwCgLCFhAJJjcgAA4DXYBd1wAGYAAOA12Dnd5SF2ZdhiYwDyAOoAbSJwZXEAAKBOIgAHSE9hY2RlZmhpbG9yc3UXARoBHwE6AVIBVQFiAWQBZgGCAakB6QHtAfIBYwB5ACdkUABZADuAqQCpQIABY3B5ACUBKAE1AfUhdGUGYWmg0iJ0KGFsRGlmZmVyZW50aWFsRAAAoEUhbCJleXMAAKAtIQACYWVpb0EBRAFKAU0B8iFvbgxhZABpAGwAO4DHAMdAcgBjAAhhbiJpbnQAAKAwIm8AdAAKYQABZG5ZAV0BaSJsbGEAuGB0I2VyRG90ALdg8gA5AWkAp2NyImNsZQAAAkRNUFRwAXQBeQF9AW8AdAAAoJkiaSJudXMAAKCWIuwhdXMAoJUiaSJtZXMAAKCXIm8AAAFjc4cBlAFrKndpc2VDb250b3VySW50ZWdyYWwAAKAyImUjQ3VybHkAAAFEUZwBpAFvJXVibGVRdW90ZQAAoB0gdSJvdGUAAKAZIAACbG5wdbABtgHNAdgBbwBuAGWgNyIAoHQqgAFnaXQAvAHBAcUB8iJ1ZW50AKBhIm4AdAAAoC8i7yV1ckludGVncmFsAKAuIgABZnLRAdMBAKACIe8iZHVjdACgECJuLnRlckNsb2Nrd2lzZUNvbnRvdXJJbnRlZ3JhbAAAoDMi7yFzcwCgLypjAHIAAOA12J7ccABDoNMiYQBwAACgTSKABURKU1phY2VmaW9zAAsCEgIVAhgCGwIsAjQCOQI9AnMCfwNvoEUh9CJyYWhkAKARKWMAeQACZGMAeQAFZGMAeQAPZIABZ3JzACECJQIoAuchZXIAoCEgcgAAoKEhaAB2AACg5CoAAWF5MAIzAvIhb24OYRRkbAB0oAciYQCUY3IAAOA12AfdAAFhZkECawIAAWNtRQJnAvIjaXRpY2FsAAJBREdUUAJUAl8CYwJjInV0ZQC0YG8AdAFZAloC2WJiJGxlQWN1dGUA3WJyImF2ZQBgYGkibGRlANxi7yFuZACgxCJmJWVyZW50aWFsRAAAoEYhcAR9AgAAAAAAAIECjgIAABoDZgAA4DXYO91EoagAhQKJAm8AdAAAoNwgcSJ1YWwAAKBQIuIhbGUAA0NETFJVVpkCqAK1Au8C/wIRA28AbgB0AG8AdQByAEkAbgB0AGUAZwByAGEA7ADEAW8AdAKvAgAAAACwAqhgbiNBcnJvdwAAoNMhAAFlb7kC0AJmAHQAgAFBUlQAwQLGAs0CciJyb3cAAKDQIekkZ2h0QXJyb3cAoNQhZQDlACsCbgBnAAABTFLWAugC5SFmdAABQVLcAuECciJyb3cAAKD4J+kkZ2h0QXJyb3cAoPon6SRnaHRBcnJvdwCg+SdpImdodAAAAUFU9gL7AnIicm93AACg0iFlAGUAAKCoInAAQQIGAwAAAAALA3Iicm93AACg0SFvJHduQXJyb3cAAKDVIWUlcnRpY2FsQmFyAACgJSJuAAADQUJMUlRhJAM2AzoDWgNxA3oDciJyb3cAAKGTIUJVLAMwA2EAcgAAoBMpcCNBcnJvdwAAoPUhciJldmUAEWPlIWZ00gJDAwAASwMAAFIDaSVnaHRWZWN0b3IAAKBQKWUkZVZlY3RvcgAAoF4p5SJjdG9yQqC9IWEAcgAAoFYpaSJnaHQA1AFiAwAAaQNlJGVWZWN0b3IAAKBfKeUiY3RvckKgwSFhAHIAAKBXKWUAZQBBoKQiciJyb3cAAKCnIXIAcgBvAPcAtAIAAWN0gwOHA3IAAOA12J/c8iFvaxBhAAhOVGFjZGZnbG1vcHFzdHV4owOlA6kDsAO/A8IDxgPNA9ID8gP9AwEEFAQeBCAEJQRHAEphSAA7gNAA0EBjAHUAdABlADuAyQDJQIABYWl5ALYDuQO+A/Ihb24aYXIAYwA7gMoAykAtZG8AdAAWYXIAAOA12AjdcgBhAHYAZQA7gMgAyEDlIm1lbnQAoAgiAAFhcNYD2QNjAHIAEmF0AHkAUwLhAwAAAADpA20lYWxsU3F1YXJlAACg+yVlJ3J5U21hbGxTcXVhcmUAAKCrJQABZ3D2A/kDbwBuABhhZgAA4DXYPN3zImlsb26VY3UAAAFhaQYEDgRsAFSgdSppImxkZQAAoEIi7CNpYnJpdW0AoMwhAAFjaRgEGwRyAACgMCFtAACgcyphAJdjbQBsADuAywDLQAABaXApBC0E8yF0cwCgAyLvJG5lbnRpYWxFAKBHIYACY2Zpb3MAPQQ/BEMEXQRyBHkAJGRyAADgNdgJ3WwibGVkAFMCTAQAAAAAVARtJWFsbFNxdWFyZQAAoPwlZSdyeVNtYWxsU3F1YXJlAACgqiVwA2UEAABpBAAAAABtBGYAAOA12D3dwSFsbACgACLyI2llcnRyZgCgMSFjAPIAcQQABkpUYWJjZGZnb3JzdIgEiwSOBJMElwSkBKcEqwStBLIE5QTqBGMAeQADZDuAPgA+QO0hbWFkoJMD3GNyImV2ZQAeYYABZWl5AJ0EoASjBOQhaWwiYXIAYwAcYRNkbwB0ACBhcgAA4DXYCt0AoNkicABmAADgNdg+3eUiYXRlcgADRUZHTFNUvwTIBM8E1QTZBOAEcSJ1YWwATKBlIuUhc3MAoNsidSRsbEVxdWFsAACgZyJyI2VhdGVyAACgoirlIXNzAKB3IuwkYW50RXF1YWwAoH4qaSJsZGUAAKBzImMAcgAA4DXYotwAoGsiAARBYWNmaW9zdfkE/QQFBQgFCwUTBSIFKwVSIkRjeQAqZAABY3QBBQQFZQBrAMdiXmDpIXJjJGFyAACgDCFsJWJlcnRTcGFjZQAAoAsh8AEYBQAAGwVmAACgDSHpJXpvbnRhbExpbmUAoAAlAAFjdCYFKAXyABIF8iFvayZhbQBwAEQBMQU5BW8AdwBuAEgAdQBtAPAAAAFxInVhbAAAoE8iAAdFSk9hY2RmZ21ub3N0dVMFVgVZBVwFYwVtBXAFcwV6BZAFtgXFBckFzQVjAHkAFWTsIWlnMmFjAHkAAWRjAHUAdABlADuAzQDNQAABaXlnBWwFcgBjADuAzgDOQBhkbwB0ADBhcgAAoBEhcgBhAHYAZQA7gMwAzEAAoREhYXB/BYsFAAFjZ4MFhQVyACphaSNuYXJ5SQAAoEghbABpAGUA8wD6AvQBlQUAAKUFZaAsIgABZ3KaBZ4F8iFhbACgKyLzI2VjdGlvbgCgwiJpI3NpYmxlAAABQ1SsBbEFbyJtbWEAAKBjIGkibWVzAACgYiCAAWdwdAC8Bb8FwwVvAG4ALmFmAADgNdhA3WEAmWNjAHIAAKAQIWkibGRlAChh6wHSBQAA1QVjAHkABmRsADuAzwDPQIACY2Zvc3UA4QXpBe0F8gX9BQABaXnlBegFcgBjADRhGWRyAADgNdgN3XAAZgAA4DXYQd3jAfcFAAD7BXIAAOA12KXc8iFjeQhk6yFjeQRkgANISmFjZm9zAAwGDwYSBhUGHQYhBiYGYwB5ACVkYwB5AAxk8CFwYZpjAAFleRkGHAbkIWlsNmEaZHIAAOA12A7dcABmAADgNdhC3WMAcgAA4DXYptyABUpUYWNlZmxtb3N0AD0GQAZDBl4GawZkB2gHcAd0B80H2gdjAHkACWQ7gDwAPECAAmNtbnByAEwGTwZSBlUGWwb1IXRlOWHiIWRhm2NnAACg6ifsI2FjZXRyZgCgEiFyAACgniGAAWFleQBkBmcGagbyIW9uPWHkIWlsO2EbZAABZnNvBjQHdAAABUFDREZSVFVWYXKABp4GpAbGBssG3AYDByEHwQIqBwABbnKEBowGZyVsZUJyYWNrZXQAAKDoJ/Ihb3cAoZAhQlKTBpcGYQByAACg5CHpJGdodEFycm93AKDGIWUjaWxpbmcAAKAII28A9QGqBgAAsgZiJWxlQnJhY2tldAAAoOYnbgDUAbcGAAC+BmUkZVZlY3RvcgAAoGEp5SJjdG9yQqDDIWEAcgAAoFkpbCJvb3IAAKAKI2kiZ2h0AAABQVbSBtcGciJyb3cAAKCUIeUiY3RvcgCgTikAAWVy4AbwBmUAAKGjIkFW5gbrBnIicm93AACgpCHlImN0b3IAoFopaSNhbmdsZQBCorIi+wYAAAAA/wZhAHIAAKDPKXEidWFsAACgtCJwAIABRFRWAAoHEQcYB+8kd25WZWN0b3IAoFEpZSRlVmVjdG9yAACgYCnlImN0b3JCoL8hYQByAACgWCnlImN0b3JCoLwhYQByAACgUilpAGcAaAB0AGEAcgByAG8A9wDMAnMAAANFRkdMU1Q/B0cHTgdUB1gHXwfxJXVhbEdyZWF0ZXIAoNoidSRsbEVxdWFsAACgZiJyI2VhdGVyAACgdiLlIXNzAKChKuwkYW50RXF1YWwAoH0qaSJsZGUAAKByInIAAOA12A/dZaDYIuYjdGFycm93AKDaIWkiZG90AD9hgAFucHcAege1B7kHZwAAAkxSbHKCB5QHmwerB+UhZnQAAUFSiAeNB3Iicm93AACg9SfpJGdodEFycm93AKD3J+kkZ2h0QXJyb3cAoPYn5SFmdAABYXLcAqEHaQBnAGgAdABhAHIAcgBvAPcA5wJpAGcAaAB0AGEAcgByAG8A9wDuAmYAAOA12EPdZQByAAABTFK/B8YHZSRmdEFycm93AACgmSHpJGdodEFycm93AKCYIYABY2h0ANMH1QfXB/IAWgYAoLAh8iFva0FhAKBqIgAEYWNlZmlvc3XpB+wH7gf/BwMICQgOCBEIcAAAoAUpeQAcZAABZGzyB/kHaSR1bVNwYWNlAACgXyBsI2ludHJmAACgMyFyAADgNdgQ3e4jdXNQbHVzAKATInAAZgAA4DXYRN1jAPIA/gecY4AESmFjZWZvc3R1ACEIJAgoCDUIgQiFCDsKQApHCmMAeQAKZGMidXRlAENhgAFhZXkALggxCDQI8iFvbkdh5CFpbEVhHWSAAWdzdwA7CGEIfQjhInRpdmWAAU1UVgBECEwIWQhlJWRpdW1TcGFjZQAAoAsgaABpAAABY25SCFMIawBTAHAAYQBjAOUASwhlAHIAeQBUAGgAaQDuAFQI9CFlZAABR0xnCHUIcgBlAGEAdABlAHIARwByAGUAYQB0AGUA8gDrBGUAcwBzAEwAZQBzAPMA2wdMImluZQAKYHIAAOA12BHdAAJCbnB0jAiRCJkInAhyImVhawAAoGAgwiZyZWFraW5nU3BhY2WgYGYAAKAVIUOq7CqzCMIIzQgAAOcIGwkAAAAAAAAtCQAAbwkAAIcJAACdCcAJGQoAADQKAAFvdbYIvAjuI2dydWVudACgYiJwIkNhcAAAoG0ibyh1YmxlVmVydGljYWxCYXIAAKAmIoABbHF4ANII1wjhCOUibWVudACgCSL1IWFsVKBgImkibGRlAADgQiI4A2kic3RzAACgBCJyI2VhdGVyAACjbyJFRkdMU1T1CPoIAgkJCQ0JFQlxInVhbAAAoHEidSRsbEVxdWFsAADgZyI4A3IjZWF0ZXIAAOBrIjgD5SFzcwCgeSLsJGFudEVxdWFsAOB+KjgDaSJsZGUAAKB1IvUhbXBEASAJJwnvI3duSHVtcADgTiI4A3EidWFsAADgTyI4A2UAAAFmczEJRgn0JFRyaWFuZ2xlQqLqIj0JAAAAAEIJYQByAADgzyk4A3EidWFsAACg7CJzAICibiJFR0xTVABRCVYJXAlhCWkJcSJ1YWwAAKBwInIjZWF0ZXIAAKB4IuUhc3MA4GoiOAPsJGFudEVxdWFsAOB9KjgDaSJsZGUAAKB0IuUic3RlZAABR0x1CX8J8iZlYXRlckdyZWF0ZXIA4KIqOAPlI3NzTGVzcwDgoSo4A/IjZWNlZGVzAKGAIkVTjwmVCXEidWFsAADgryo4A+wkYW50RXF1YWwAoOAiAAFlaaAJqQl2JmVyc2VFbGVtZW50AACgDCLnJWh0VHJpYW5nbGVCousitgkAAAAAuwlhAHIAAODQKTgDcSJ1YWwAAKDtIgABcXXDCeAJdSNhcmVTdQAAAWJwywnVCfMhZXRF4I8iOANxInVhbAAAoOIi5SJyc2V0ReCQIjgDcSJ1YWwAAKDjIoABYmNwAOYJ8AkNCvMhZXRF4IIi0iBxInVhbAAAoIgi4yJlZWRzgKGBIkVTVAD6CQAKBwpxInVhbAAA4LAqOAPsJGFudEVxdWFsAKDhImkibGRlAADgfyI4A+UicnNldEXggyLSIHEidWFsAACgiSJpImxkZQCAoUEiRUZUACIKJwouCnEidWFsAACgRCJ1JGxsRXF1YWwAAKBHImkibGRlAACgSSJlJXJ0aWNhbEJhcgAAoCQiYwByAADgNdip3GkAbABkAGUAO4DRANFAnWMAB0VhY2RmZ21vcHJzdHV2XgphCmgKcgp2CnoKgQqRCpYKqwqtCrsKyArNCuwhaWdSYWMAdQB0AGUAO4DTANNAAAFpeWwKcQpyAGMAO4DUANRAHmRiImxhYwBQYXIAAOA12BLdcgBhAHYAZQA7gNIA0kCAAWFlaQCHCooKjQpjAHIATGFnAGEAqWNjInJvbgCfY3AAZgAA4DXYRt3lI25DdXJseQABRFGeCqYKbyV1YmxlUXVvdGUAAKAcIHUib3RlAACgGCAAoFQqAAFjbLEKtQpyAADgNdiq3GEAcwBoADuA2ADYQGkAbAHACsUKZABlADuA1QDVQGUAcwAAoDcqbQBsADuA1gDWQGUAcgAAAUJQ0wrmCgABYXLXCtoKcgAAoD4gYQBjAAABZWvgCuIKAKDeI2UAdAAAoLQjYSVyZW50aGVzaXMAAKDcI4AEYWNmaGlsb3JzAP0KAwsFCwkLCwsMCxELIwtaC3IjdGlhbEQAAKACInkAH2RyAADgNdgT3WkApmOgY/Ujc01pbnVzsWAAAWlwFQsgC24AYwBhAHIAZQBwAGwAYQBuAOUACgVmAACgGSGAobsqZWlvACoLRQtJC+MiZWRlc4CheiJFU1QANAs5C0ALcSJ1YWwAAKCvKuwkYW50RXF1YWwAoHwiaSJsZGUAAKB+Im0AZQAAoDMgAAFkcE0LUQv1IWN0AKAPIm8jcnRpb24AYaA3ImwAAKAdIgABY2leC2ILcgAA4DXYq9yoYwACVWZvc2oLbwtzC3cLTwBUADuAIgAiQHIAAOA12BTdcABmAACgGiFjAHIAAOA12KzcAAZCRWFjZWZoaW9yc3WPC5MLlwupC7YL2AvbC90LhQyTDJoMowzhIXJyAKAQKUcAO4CuAK5AgAFjbnIAnQugC6ML9SF0ZVRhZwAAoOsncgB0oKAhbAAAoBYpgAFhZXkArwuyC7UL8iFvblhh5CFpbFZhIGR2oBwhZSJyc2UAAAFFVb8LzwsAAWxxwwvIC+UibWVudACgCyL1JGlsaWJyaXVtAKDLIXAmRXF1aWxpYnJpdW0AAKBvKXIAAKAcIW8AoWPnIWh0AARBQ0RGVFVWYewLCgwQDDIMNwxeDHwM9gIAAW5y8Av4C2clbGVCcmFja2V0AACg6SfyIW93AKGSIUJM/wsDDGEAcgAAoOUhZSRmdEFycm93AACgxCFlI2lsaW5nAACgCSNvAPUBFgwAAB4MYiVsZUJyYWNrZXQAAKDnJ24A1AEjDAAAKgxlJGVWZWN0b3IAAKBdKeUiY3RvckKgwiFhAHIAAKBVKWwib29yAACgCyMAAWVyOwxLDGUAAKGiIkFWQQxGDHIicm93AACgpiHlImN0b3IAoFspaSNhbmdsZQBCorMiVgwAAAAAWgxhAHIAAKDQKXEidWFsAACgtSJwAIABRFRWAGUMbAxzDO8kd25WZWN0b3IAoE8pZSRlVmVjdG9yAACgXCnlImN0b3JCoL4hYQByAACgVCnlImN0b3JCoMAhYQByAACgUykAAXB1iQyMDGYAAKAdIe4kZEltcGxpZXMAoHAp6SRnaHRhcnJvdwCg2yEAAWNongyhDHIAAKAbIQCgsSHsJGVEZWxheWVkAKD0KYAGSE9hY2ZoaW1vcXN0dQC/DMgMzAzQDOIM5gwKDQ0NFA0ZDU8NVA1YDQABQ2PDDMYMyCFjeSlkeQAoZEYiVGN5ACxkYyJ1dGUAWmEAorwqYWVpedgM2wzeDOEM8iFvbmBh5CFpbF5hcgBjAFxhIWRyAADgNdgW3e8hcnQAAkRMUlXvDPYM/QwEDW8kd25BcnJvdwAAoJMhZSRmdEFycm93AACgkCHpJGdodEFycm93AKCSIXAjQXJyb3cAAKCRIechbWGjY+EkbGxDaXJjbGUAoBgicABmAADgNdhK3XICHw0AAAAAIg10AACgGiLhIXJlgKGhJUlTVQAqDTINSg3uJXRlcnNlY3Rpb24AoJMidQAAAWJwNw1ADfMhZXRFoI8icSJ1YWwAAKCRIuUicnNldEWgkCJxInVhbAAAoJIibiJpb24AAKCUImMAcgAA4DXYrtxhAHIAAKDGIgACYmNtcF8Nag2ODZANc6DQImUAdABFoNAicSJ1YWwAAKCGIgABY2huDYkNZSJlZHMAgKF7IkVTVAB4DX0NhA1xInVhbAAAoLAq7CRhbnRFcXVhbACgfSJpImxkZQAAoH8iVABoAGEA9ADHCwCgESIAodEiZXOVDZ8NciJzZXQARaCDInEidWFsAACghyJlAHQAAKDRIoAFSFJTYWNmaGlvcnMAtQ27Db8NyA3ODdsN3w3+DRgOHQ4jDk8AUgBOADuA3gDeQMEhREUAoCIhAAFIY8MNxg1jAHkAC2R5ACZkAAFidcwNzQ0JYKRjgAFhZXkA1A3XDdoN8iFvbmRh5CFpbGJhImRyAADgNdgX3QABZWnjDe4N8gHoDQAA7Q3lImZvcmUAoDQiYQCYYwABY27yDfkNayNTcGFjZQAA4F8gCiDTInBhY2UAoAkg7CFkZYChPCJFRlQABw4MDhMOcSJ1YWwAAKBDInUkbGxFcXVhbAAAoEUiaSJsZGUAAKBIInAAZgAA4DXYS93pI3BsZURvdACg2yAAAWN0Jw4rDnIAAOA12K/c8iFva2Zh4QpFDlYOYA5qDgAAbg5yDgAAAAAAAAAAAAB5DnwOqA6zDgAADg8RDxYPGg8AAWNySA5ODnUAdABlADuA2gDaQHIAb6CfIeMhaXIAoEkpcgDjAVsOAABdDnkADmR2AGUAbGEAAWl5Yw5oDnIAYwA7gNsA20AjZGIibGFjAHBhcgAA4DXYGN1yAGEAdgBlADuA2QDZQOEhY3JqYQABZGl/Dp8OZQByAAABQlCFDpcOAAFhcokOiw5yAF9gYQBjAAABZWuRDpMOAKDfI2UAdAAAoLUjYSVyZW50aGVzaXMAAKDdI28AbgBQoMMi7CF1cwCgjiIAAWdwqw6uDm8AbgByYWYAAOA12EzdAARBREVUYWRwc78O0g7ZDuEOBQPqDvMOBw9yInJvdwDCoZEhyA4AAMwOYQByAACgEilvJHduQXJyb3cAAKDFIW8kd25BcnJvdwAAoJUhcSV1aWxpYnJpdW0AAKBuKWUAZQBBoKUiciJyb3cAAKClIW8AdwBuAGEAcgByAG8A9wAQA2UAcgAAAUxS+Q4AD2UkZnRBcnJvdwAAoJYh6SRnaHRBcnJvdwCglyFpAGyg0gNvAG4ApWPpIW5nbmFjAHIAAOA12LDcaSJsZGUAaGFtAGwAO4DcANxAgAREYmNkZWZvc3YALQ8xDzUPNw89D3IPdg97D4AP4SFzaACgqyJhAHIAAKDrKnkAEmThIXNobKCpIgCg5ioAAWVyQQ9DDwCgwSKAAWJ0eQBJD00Paw9hAHIAAKAWIGmgFiDjIWFsAAJCTFNUWA9cD18PZg9hAHIAAKAjIukhbmV8YGUkcGFyYXRvcgAAoFgnaSJsZGUAAKBAItQkaGluU3BhY2UAoAogcgAA4DXYGd1wAGYAAOA12E3dYwByAADgNdix3GQiYXNoAACgqiKAAmNlZm9zAI4PkQ+VD5kPng/pIXJjdGHkIWdlAKDAInIAAOA12BrdcABmAADgNdhO3WMAcgAA4DXYstwAAmZpb3OqD64Prw+0D3IAAOA12BvdnmNwAGYAAOA12E/dYwByAADgNdiz3IAEQUlVYWNmb3N1AMgPyw/OD9EP2A/gD+QP6Q/uD2MAeQAvZGMAeQAHZGMAeQAuZGMAdQB0AGUAO4DdAN1AAAFpedwP3w9yAGMAdmErZHIAAOA12BzdcABmAADgNdhQ3WMAcgAA4DXYtNxtAGwAeGEABEhhY2RlZm9z/g8BEAUQDRAQEB0QIBAkEGMAeQAWZGMidXRlAHlhAAFheQkQDBDyIW9ufWEXZG8AdAB7YfIBFRAAABwQbwBXAGkAZAB0AOgAVAhhAJZjcgAAoCghcABmAACgJCFjAHIAAOA12LXc4QtCEEkQTRAAAGcQbRByEAAAAAAAAAAAeRCKEJcQ8hD9EAAAGxEhETIROREAAD4RYwB1AHQAZQA7gOEA4UByImV2ZQADYYCiPiJFZGl1eQBWEFkQWxBgEGUQAOA+IjMDAKA/InIAYwA7gOIA4kB0AGUAO4C0ALRAMGRsAGkAZwA7gOYA5kByoGEgAOA12B7dcgBhAHYAZQA7gOAA4EAAAWVwfBCGEAABZnCAEIQQ8yF5bQCgNSHoAIMQaABhALFjAAFhcI0QWwAAAWNskRCTEHIAAWFnAACgPypkApwQAAAAALEQAKInImFkc3ajEKcQqRCuEG4AZAAAoFUqAKBcKmwib3BlAACgWCoAoFoqAKMgImVsbXJzersQvRDAEN0Q5RDtEACgpCllAACgICJzAGQAYaAhImEEzhDQENIQ1BDWENgQ2hDcEACgqCkAoKkpAKCqKQCgqykAoKwpAKCtKQCgrikAoK8pdAB2oB8iYgBkoL4iAKCdKQABcHTpEOwQaAAAoCIixWDhIXJyAKB8IwABZ3D1EPgQbwBuAAVhZgAA4DXYUt0Ao0giRWFlaW9wBxEJEQ0RDxESERQRAKBwKuMhaXIAoG8qAKBKImQAAKBLInMAJ2DyIW94ZaBIIvEADhFpAG4AZwA7gOUA5UCAAWN0eQAmESoRKxFyAADgNdi23CpgbQBwAGWgSCLxAPgBaQBsAGQAZQA7gOMA40BtAGwAO4DkAORAAAFjaUERRxFvAG4AaQBuAPQA6AFuAHQAAKARKgAITmFiY2RlZmlrbG5vcHJzdWQRaBGXEZ8RpxGrEdIR1hErEjASexKKEn0RThNbE3oTbwB0AACg7SoAAWNybBGJEWsAAAJjZXBzdBF4EX0RghHvIW5nAKBMInAjc2lsb24A9mNyImltZQAAoDUgaQBtAGWgPSJxAACgzSJ2AY0RkRFlAGUAAKC9ImUAZABnoAUjZQAAoAUjcgBrAHSgtSPiIXJrAKC2IwABb3mjEaYRbgDnAHcRMWTxIXVvAKAeIIACY21wcnQAtBG5Eb4RwRHFEeEhdXPloDUi5ABwInR5dgAAoLApcwDpAH0RbgBvAPUA6gCAAWFodwDLEcwRzhGyYwCgNiHlIWVuAKBsInIAAOA12B/dZwCAA2Nvc3R1dncA4xHyEQUSEhIhEiYSKRKAAWFpdQDpEesR7xHwAKMFcgBjAACg7yVwAACgwyKAAWRwdAD4EfwRABJvAHQAAKAAKuwhdXMAoAEqaSJtZXMAAKACKnECCxIAAAAADxLjIXVwAKAGKmEAcgAAoAUm8iNpYW5nbGUAAWR1GhIeEu8hd24AoL0lcAAAoLMlcCJsdXMAAKAEKmUA5QBCD+UAkg9hInJvdwAAoA0pgAFha28ANhJoEncSAAFjbjoSZRJrAIABbHN0AEESRxJNEm8jemVuZ2UAAKDrKXEAdQBhAHIA5QBcBPIjaWFuZ2xlgKG0JWRscgBYElwSYBLvIXduAKC+JeUhZnQAoMIlaSJnaHQAAKC4JWsAAKAjJLEBbRIAAHUSsgFxEgAAcxIAoJIlAKCRJTQAAKCTJWMAawAAoIglAAFlb38ShxJx4D0A5SD1IWl2AOBhIuUgdAAAoBAjAAJwdHd4kRKVEpsSnxJmAADgNdhT3XSgpSJvAG0AAKClIvQhaWUAoMgiAAZESFVWYmRobXB0dXayEsES0RLgEvcS+xIKExoTHxMjEygTNxMAAkxSbHK5ErsSvRK/EgCgVyUAoFQlAKBWJQCgUyUAolAlRFVkdckSyxLNEs8SAKBmJQCgaSUAoGQlAKBnJQACTFJsctgS2hLcEt4SAKBdJQCgWiUAoFwlAKBZJQCjUSVITFJobHLrEu0S7xLxEvMS9RIAoGwlAKBjJQCgYCUAoGslAKBiJQCgXyVvAHgAAKDJKQACTFJscgITBBMGEwgTAKBVJQCgUiUAoBAlAKAMJQCiACVEVWR1EhMUExYTGBMAoGUlAKBoJQCgLCUAoDQlaSJudXMAAKCfIuwhdXMAoJ4iaSJtZXMAAKCgIgACTFJsci8TMRMzEzUTAKBbJQCgWCUAoBglAKAUJQCjAiVITFJobHJCE0QTRhNIE0oTTBMAoGolAKBhJQCgXiUAoDwlAKAkJQCgHCUAAWV2UhNVE3YA5QD5AGIAYQByADuApgCmQAACY2Vpb2ITZhNqE24TcgAA4DXYt9xtAGkAAKBPIG0A5aA9IogRbAAAoVwAYmh0E3YTAKDFKfMhdWIAoMgnbAF+E4QTbABloCIgdAAAoCIgcAAAoU4iRWWJE4sTAKCuKvGgTyI8BeEMqRMAAN8TABQDFB8UAAAjFDQUAAAAAIUUAAAAAI0UAAAAANcU4xT3FPsUAACIFQAAlhWAAWNwcgCuE7ET1RP1IXRlB2GAoikiYWJjZHMAuxO/E8QTzhPSE24AZAAAoEQqciJjdXAAAKBJKgABYXXIE8sTcAAAoEsqcAAAoEcqbwB0AACgQCoA4CkiAP4AAWVv2RPcE3QAAKBBIO4ABAUAAmFlaXXlE+8T9RP4E/AB6hMAAO0TcwAAoE0qbwBuAA1hZABpAGwAO4DnAOdAcgBjAAlhcABzAHOgTCptAACgUCpvAHQAC2GAAWRtbgAIFA0UEhRpAGwAO4C4ALhAcCJ0eXYAAKCyKXQAAIGiADtlGBQZFKJAcgBkAG8A9ABiAXIAAOA12CDdgAFjZWkAKBQqFDIUeQBHZGMAawBtoBMn4SFyawCgEyfHY3IAAKPLJUVjZWZtcz8UQRRHFHcUfBSAFACgwykAocYCZWxGFEkUcQAAoFciZQBhAlAUAAAAAGAUciJyb3cAAAFsclYUWhTlIWZ0AKC6IWkiZ2h0AACguyGAAlJTYWNkAGgUaRRrFG8UcxSuYACgyCRzAHQAAKCbIukhcmMAoJoi4SFzaACgnSJuImludAAAoBAqaQBkAACg7yrjIWlyAKDCKfUhYnN1oGMmaQB0AACgYybsApMUmhS2FAAAwxRvAG4AZaA6APGgVCKrAG0CnxQAAAAAoxRhAHSgLABAYAChASJmbKcUqRTuABMNZQAAAW14rhSyFOUhbnQAoAEiZQDzANIB5wG6FAAAwBRkoEUibwB0AACgbSpuAPQAzAGAAWZyeQDIFMsUzhQA4DXYVN1vAOQA1wEAgakAO3MeAdMUcgAAoBchAAFhb9oU3hRyAHIAAKC1IXMAcwAAoBcnAAFjdeYU6hRyAADgNdi43AABYnDuFPIUZaDPKgCg0SploNAqAKDSKuQhb3QAoO8igANkZWxwcnZ3AAYVEBUbFSEVRBVlFYQV4SFycgABbHIMFQ4VAKA4KQCgNSlwAhYVAAAAABkVcgAAoN4iYwAAoN8i4SFycnCgtiEAoD0pgKIqImJjZG9zACsVMBU6FT4VQRVyImNhcAAAoEgqAAFhdTQVNxVwAACgRipwAACgSipvAHQAAKCNInIAAKBFKgDgKiIA/gACYWxydksVURVuFXMVcgByAG2gtyEAoDwpeQCAAWV2dwBYFWUVaRVxAHACXxUAAAAAYxVyAGUA4wAXFXUA4wAZFWUAZQAAoM4iZSJkZ2UAAKDPImUAbgA7gKQApEBlI2Fycm93AAABbHJ7FX8V5SFmdACgtiFpImdodAAAoLchZQDkAG0VAAFjaYsVkRVvAG4AaQBuAPQAkwFuAHQAAKAxImwiY3R5AACgLSOACUFIYWJjZGVmaGlqbG9yc3R1d3oAuBW7Fb8V1RXgFegV+RUKFhUWHxZUFlcWZRbFFtsW7xb7FgUXChdyAPIAtAJhAHIAAKBlKQACZ2xyc8YVyhXOFdAV5yFlcgCgICDlIXRoAKA4IfIA9QxoAHagECAAoKMiawHZFd4VYSJyb3cAAKAPKWEA4wBfAgABYXnkFecV8iFvbg9hNGQAoUYhYW/tFfQVAAFnciEC8RVyAACgyiF0InNlcQAAoHcqgAFnbG0A/xUCFgUWO4CwALBAdABhALRjcCJ0eXYAAKCxKQABaXIOFhIW8yFodACgfykA4DXYId1hAHIAAAFschsWHRYAoMMhAKDCIYACYWVnc3YAKBauAjYWOhY+Fm0AAKHEIm9zLhY0Fm4AZABzoMQi9SFpdACgZiZhIm1tYQDdY2kAbgAAoPIiAKH3AGlvQxZRFmQAZQAAgfcAO29KFksW90BuI3RpbWVzAACgxyJuAPgAUBZjAHkAUmRjAG8CXhYAAAAAYhZyAG4AAKAeI28AcAAAoA0jgAJscHR1dwBuFnEWdRaSFp4W7CFhciRgZgAA4DXYVd0AotkCZW1wc30WhBaJFo0WcQBkoFAibwB0AACgUSJpIm51cwAAoDgi7CF1cwCgFCLxInVhcmUAoKEiYgBsAGUAYgBhAHIAdwBlAGQAZwDlANcAbgCAAWFkaAClFqoWtBZyAHIAbwD3APUMbwB3AG4AYQByAHIAbwB3APMA8xVhI3Jwb29uAAABbHK8FsAWZQBmAPQAHBZpAGcAaAD0AB4WYgHJFs8WawBhAHIAbwD3AJILbwLUFgAAAADYFnIAbgAAoB8jbwBwAACgDCOAAWNvdADhFukW7BYAAXJ55RboFgDgNdi53FVkbAAAoPYp8iFvaxFhAAFkcvMW9xZvAHQAAKDxImkA5qC/JVsSAAFhaP8WAhdyAPIANQNhAPIA1wvhIm5nbGUAoKYpAAFjaQ4XEBd5AF9k5yJyYXJyAKD/JwAJRGFjZGVmZ2xtbm9wcXJzdHV4MRc4F0YXWxcyBF4XaRd5F40XrBe0F78X2RcVGCEYLRg1GEAYAAFEbzUXgRZvAPQA+BUAAWNzPBdCF3UAdABlADuA6QDpQPQhZXIAoG4qAAJhaW95TRdQF1YXWhfyIW9uG2FyAGOgViI7gOoA6kDsIW9uAKBVIk1kbwB0ABdhAAFEcmIXZhdvAHQAAKBSIgDgNdgi3XKhmipuF3QXYQB2AGUAO4DoAOhAZKCWKm8AdAAAoJgqgKGZKmlscwCAF4UXhxfuInRlcnMAoOcjAKATIWSglSpvAHQAAKCXKoABYXBzAJMXlheiF2MAcgATYXQAeQBzogUinxcAAAAAoRdlAHQAAKAFInAAMaADIDMBqRerFwCgBCAAoAUgAAFnc7AXsRdLYXAAAKACIAABZ3C4F7sXbwBuABlhZgAA4DXYVt2AAWFscwDFF8sXzxdyAHOg1SJsAACg4yl1AHMAAKBxKmkAAKG1A2x21RfYF28AbgC1Y/VjAAJjc3V24BfoF/0XEBgAAWlv5BdWF3IAYwAAoFYiaQLuFwAAAADwF+0ADQThIW50AAFnbPUX+Rd0AHIAAKCWKuUhc3MAoJUqgAFhZWkAAxgGGAoYbABzAD1gcwB0AACgXyJ2AESgYSJEAACgeCrwImFyc2wAoOUpAAFEYRkYHRhvAHQAAKBTInIAcgAAoHEpgAFjZGkAJxgqGO0XcgAAoC8hbwD0AIwCAAFhaDEYMhi3YzuA8ADwQAABbXI5GD0YbAA7gOsA60BvAACgrCCAAWNpcABGGEgYSxhsACFgcwD0ACwEAAFlb08YVxhjAHQAYQB0AGkAbwDuABoEbgBlAG4AdABpAGEAbADlADME4Ql1GAAAgRgAAIMYiBgAAAAAoRilGAAAqhgAALsYvhjRGAAA1xgnGWwAbABpAG4AZwBkAG8AdABzAGUA8QBlF3kARGRtImFsZQAAoEAmgAFpbHIAjRiRGJ0Y7CFpZwCgA/tpApcYAAAAAJoYZwAAoAD7aQBnAACgBPsA4DXYI93sIWlnAKAB++whaWcA4GYAagCAAWFsdACvGLIYthh0AACgbSZpAGcAAKAC+24AcwAAoLElbwBmAJJh8AHCGAAAxhhmAADgNdhX3QABYWvJGMwYbADsAGsEdqDUIgCg2SphI3J0aW50AACgDSoAAWFv2hgiGQABY3PeGB8ZsQPnGP0YBRkSGRUZAAAdGbID7xjyGPQY9xj5GAAA+xg7gL0AvUAAoFMhO4C8ALxAAKBVIQCgWSEAoFshswEBGQAAAxkAoFQhAKBWIbQCCxkOGQAAAAAQGTuAvgC+QACgVyEAoFwhNQAAoFghtgEZGQAAGxkAoFohAKBdITgAAKBeIWwAAKBEIHcAbgAAoCIjYwByAADgNdi73IAIRWFiY2RlZmdpamxub3JzdHYARhlKGVoZXhlmGWkZkhmWGZkZnRmgGa0ZxhnLGc8Z4BkjGmygZyIAoIwqgAFjbXAAUBlTGVgZ9SF0ZfVhbQBhAOSgswM6FgCghipyImV2ZQAfYQABaXliGWUZcgBjAB1hM2RvAHQAIWGAoWUibHFzAMYEcBl6GfGhZSLOBAAAdhlsAGEAbgD0AN8EgKF+KmNkbACBGYQZjBljAACgqSpvAHQAb6CAKmyggioAoIQqZeDbIgD+cwAAoJQqcgAA4DXYJN3noGsirATtIWVsAKA3IWMAeQBTZIChdyJFYWoApxmpGasZAKCSKgCgpSoAoKQqAAJFYWVztBm2Gb0ZwhkAoGkicABwoIoq8iFveACgiipxoIgq8aCIKrUZaQBtAACg5yJwAGYAAOA12FjdYQB2AOUAYwIAAWNp0xnWGXIAAKAKIW0AAKFzImVs3BneGQCgjioAoJAqAIM+ADtjZGxxco0E6xn0GfgZ/BkBGgABY2nvGfEZAKCnKnIAAKB6Km8AdAAAoNci0CFhcgCglSl1ImVzdAAAoHwqgAJhZGVscwAKGvQZFhrVBCAa8AEPGgAAFBpwAHIAbwD4AFkZcgAAoHgpcQAAAWxxxAQbGmwAZQBzAPMASRlpAO0A5AQAAWVuJxouGnIjdG5lcXEAAOBpIgD+xQAsGgAFQWFiY2Vma29zeUAaQxpmGmoabRqDGocalhrCGtMacgDyAMwCAAJpbG1yShpOGlAaVBpyAHMA8ABxD2YAvWBpAGwA9AASBQABZHJYGlsaYwB5AEpkAKGUIWN3YBpkGmkAcgAAoEgpAKCtIWEAcgAAoA8h6SFyYyVhgAFhbHIAcxp7Gn8a8iF0c3WgZSZpAHQAAKBlJuwhaXAAoCYg4yFvbgCguSJyAADgNdgl3XMAAAFld4wakRphInJvdwAAoCUpYSJyb3cAAKAmKYACYW1vcHIAnxqjGqcauhq+GnIAcgAAoP8h9CFodACgOyJrAAABbHKsGrMaZSRmdGFycm93AACgqSHpJGdodGFycm93AKCqIWYAAOA12Fnd4iFhcgCgFSCAAWNsdADIGswa0BpyAADgNdi93GEAcwDoAGka8iFvaydhAAFicNca2xr1IWxsAKBDIOghZW4AoBAg4Qr2GgAA/RoAAAgbExsaGwAAIRs7GwAAAAA+G2IbmRuVG6sbAACyG80b0htjAHUAdABlADuA7QDtQAChYyBpeQEbBhtyAGMAO4DuAO5AOGQAAWN4CxsNG3kANWRjAGwAO4ChAKFAAAFmcssCFhsA4DXYJt1yAGEAdgBlADuA7ADsQIChSCFpbm8AJxsyGzYbAAFpbisbLxtuAHQAAKAMKnQAAKAtIuYhaW4AoNwpdABhAACgKSHsIWlnM2GAAWFvcABDG1sbXhuAAWNndABJG0sbWRtyACthgAFlbHAAcQVRG1UbaQBuAOUAyAVhAHIA9AByBWgAMWFmAACgtyJlAGQAtWEAoggiY2ZvdGkbbRt1G3kb4SFyZQCgBSFpAG4AdKAeImkAZQAAoN0pZABvAPQAWxsAoisiY2VscIEbhRuPG5QbYQBsAACguiIAAWdyiRuNG2UAcgDzACMQ4wCCG2EicmhrAACgFyryIW9kAKA8KgACY2dwdJ8boRukG6gbeQBRZG8AbgAvYWYAAOA12FrdYQC5Y3UAZQBzAHQAO4C/AL9AAAFjabUbuRtyAADgNdi+3G4AAKIIIkVkc3bCG8QbyBvQAwCg+SJvAHQAAKD1Inag9CIAoPMiaaBiIOwhZGUpYesB1hsAANkbYwB5AFZkbAA7gO8A70AAA2NmbW9zdeYb7hvyG/Ub+hsFHAABaXnqG+0bcgBjADVhOWRyAADgNdgn3eEhdGg3YnAAZgAA4DXYW93jAf8bAAADHHIAAOA12L/c8iFjeVhk6yFjeVRkAARhY2ZnaGpvcxUcGhwiHCYcKhwtHDAcNRzwIXBhdqC6A/BjAAFleR4cIRzkIWlsN2E6ZHIAAOA12CjdciJlZW4AOGFjAHkARWRjAHkAXGRwAGYAAOA12FzdYwByAADgNdjA3IALQUJFSGFiY2RlZmdoamxtbm9wcnN0dXYAXhxtHHEcdRx5HN8cBx0dHTwd3B3tHfEdAR4EHh0eLB5FHrwewx7hHgkfPR9LH4ABYXJ0AGQcZxxpHHIA8gBvB/IAxQLhIWlsAKAbKeEhcnIAoA4pZ6BmIgCgiyphAHIAAKBiKWMJjRwAAJAcAACVHAAAAAAAAAAAAACZHJwcAACmHKgcrRwAANIc9SF0ZTph7SJwdHl2AKC0KXIAYQDuAFoG4iFkYbtjZwAAoegnZGyhHKMcAKCRKeUAiwYAoIUqdQBvADuAqwCrQHIAgKOQIWJmaGxwc3QAuhy/HMIcxBzHHMoczhxmoOQhcwAAoB8pcwAAoB0p6wCyGnAAAKCrIWwAAKA5KWkAbQAAoHMpbAAAoKIhAKGrKmFl1hzaHGkAbAAAoBkpc6CtKgDgrSoA/oABYWJyAOUc6RztHHIAcgAAoAwpcgBrAACgcicAAWFr8Rz4HGMAAAFla/Yc9xx7YFtgAAFlc/wc/hwAoIspbAAAAWR1Ax0FHQCgjykAoI0pAAJhZXV5Dh0RHRodHB3yIW9uPmEAAWRpFR0YHWkAbAA8YewAowbiAPccO2QAAmNxcnMkHScdLB05HWEAAKA2KXUAbwDyoBwgqhEAAWR1MB00HeghYXIAoGcpcyJoYXIAAKBLKWgAAKCyIQCiZCJmZ3FzRB1FB5Qdnh10AIACYWhscnQATh1WHWUdbB2NHXIicm93AHSgkCFhAOkAzxxhI3Jwb29uAAABZHVeHWId7yF3bgCgvSFwAACgvCHlJGZ0YXJyb3dzAKDHIWkiZ2h0AIABYWhzAHUdex2DHXIicm93APOglCGdBmEAcgBwAG8AbwBuAPMAzgtxAHUAaQBnAGEAcgByAG8A9wBlGugkcmVldGltZXMAoMsi8aFkIk0HAACaHWwAYQBuAPQAXgcAon0qY2Rnc6YdqR2xHbcdYwAAoKgqbwB0AG+gfypyoIEqAKCDKmXg2iIA/nMAAKCTKoACYWRlZ3MAwB3GHcod1h3ZHXAAcAByAG8A+ACmHG8AdAAAoNYicQAAAWdxzx3SHXQA8gBGB2cAdADyAHQcdADyAFMHaQDtAGMHgAFpbHIA4h3mHeod8yFodACgfClvAG8A8gDKBgDgNdgp3UWgdiIAoJEqYQH1Hf4dcgAAAWR1YB35HWygvCEAoGopbABrAACghCVjAHkAWWQAomoiYWNodAweDx4VHhkecgDyAGsdbwByAG4AZQDyAGAW4SFyZACgaylyAGkAAKD6JQABaW8hHiQe5CFvdEBh9SFzdGGgsCPjIWhlAKCwIwACRWFlczMeNR48HkEeAKBoInAAcKCJKvIhb3gAoIkqcaCHKvGghyo0HmkAbQAAoOYiAARhYm5vcHR3elIeXB5fHoUelh6mHqsetB4AAW5yVh5ZHmcAAKDsJ3IAAKD9IXIA6wCwBmcAgAFsbXIAZh52Hnse5SFmdAABYXKIB2weaQBnAGgAdABhAHIAcgBvAPcAkwfhInBzdG8AoPwnaQBnAGgAdABhAHIAcgBvAPcAmgdwI2Fycm93AAABbHKNHpEeZQBmAPQAxhxpImdodAAAoKwhgAFhZmwAnB6fHqIecgAAoIUpAOA12F3ddQBzAACgLSppIm1lcwAAoDQqYQGvHrMecwB0AACgFyLhAIoOZaHKJbkeRhLuIWdlAKDKJWEAcgBsoCgAdAAAoJMpgAJhY2htdADMHs8e1R7bHt0ecgDyAJ0GbwByAG4AZQDyANYWYQByAGSgyyEAoG0pAKAOIHIAaQAAoL8iAANhY2hpcXTrHu8e1QfzHv0eBh/xIXVvAKA5IHIAAOA12MHcbQDloXIi+h4AAPweAKCNKgCgjyoAAWJ19xwBH28AcqAYIACgGiDyIW9rQmEAhDwAO2NkaGlscXJCBhcfxh0gHyQfKB8sHzEfAAFjaRsfHR8AoKYqcgAAoHkqcgBlAOUAkx3tIWVzAKDJIuEhcnIAoHYpdSJlc3QAAKB7KgABUGk1HzkfYQByAACglillocMlAgdfEnIAAAFkdUIfRx9zImhhcgAAoEop6CFhcgCgZikAAWVuTx9WH3IjdG5lcXEAAOBoIgD+xQBUHwAHRGFjZGVmaGlsbm9wc3VuH3Ifoh+rH68ftx+7H74f5h/uH/MfBwj/HwsgxCFvdACgOiIAAmNscHJ5H30fiR+eH3IAO4CvAK9AAAFldIEfgx8AoEImZaAgJ3MAZQAAoCAnc6CmIXQAbwCAoaYhZGx1AJQfmB+cH28AdwDuAHkDZQBmAPQA6gbwAOkO6yFlcgCgriUAAW95ph+qH+0hbWEAoCkqPGThIXNoAKAUIOElc3VyZWRhbmdsZQCgISJyAADgNdgq3W8AAKAnIYABY2RuAMQfyR/bH3IAbwA7gLUAtUBhoiMi0B8AANMf1x9zAPQAKxFpAHIAAKDwKm8AdAA7gLcAt0B1AHMA4qESIh4TAADjH3WgOCIAoCoqYwHqH+0fcAAAoNsq8gB+GnAAbAB1APMACAgAAWRw9x/7H+UhbHMAoKciZgAA4DXYXt0AAWN0AyAHIHIAAOA12MLc8CFvcwCgPiJsobwDECAVIPQiaW1hcACguCJhAPAAEyAADEdMUlZhYmNkZWZnaGlqbG1vcHJzdHV2dzwgRyBmIG0geSCqILgg2iDeIBEhFSEyIUMhTSFQIZwhnyHSIQAiIyKLIrEivyIUIwABZ3RAIEMgAODZIjgD9uBrItIgBwmAAWVsdABNIF8gYiBmAHQAAAFhclMgWCByInJvdwAAoM0h6SRnaHRhcnJvdwCgziEA4NgiOAP24Goi0iBfCekkZ2h0YXJyb3cAoM8hAAFEZHEgdSDhIXNoAKCvIuEhc2gAoK4igAJiY25wdACCIIYgiSCNIKIgbABhAACgByL1IXRlRGFnAADgICLSIACiSSJFaW9wlSCYIJwgniAA4HAqOANkAADgSyI4A3MASWFyAG8A+AAyCnUAcgBhoG4mbADzoG4mmwjzAa8gAACzIHAAO4CgAKBAbQBwAOXgTiI4AyoJgAJhZW91eQDBIMogzSDWINkg8AHGIAAAyCAAoEMqbwBuAEhh5CFpbEZhbgBnAGSgRyJvAHQAAOBtKjgDcAAAoEIqPWThIXNoAKATIACjYCJBYWRxc3jpIO0g+SD+IAIhDCFyAHIAAKDXIXIAAAFocvIg9SBrAACgJClvoJch9wAGD28AdAAA4FAiOAN1AGkA9gC7CAABZWkGIQohYQByAACgKCntAN8I6SFzdPOgBCLlCHIAAOA12CvdAAJFZXN0/wgcISshLiHxoXEiIiEAABMJ8aFxIgAJAAAnIWwAYQBuAPQAEwlpAO0AGQlyoG8iAKBvIoABQWFwADghOyE/IXIA8gBeIHIAcgAAoK4hYQByAACg8ipzogsiSiEAAAAAxwtkoPwiAKD6ImMAeQBaZIADQUVhZGVzdABcIV8hYiFmIWkhkyGWIXIA8gBXIADgZiI4A3IAcgAAoJohcgAAoCUggKFwImZxcwBwIYQhjiF0AAABYXJ1IXohcgByAG8A9wBlIWkAZwBoAHQAYQByAHIAbwD3AD4h8aFwImAhAACKIWwAYQBuAPQAZwlz4H0qOAMAoG4iaQDtAG0JcqBuImkA5aDqIkUJaQDkADoKAAFwdKMhpyFmAADgNdhf3YCBrAA7aW4AriGvIcchrEBuAIChCSJFZHYAtyG6Ib8hAOD5IjgDbwB0AADg9SI4A+EB1gjEIcYhAKD3IgCg9iJpAHagDCLhAagJzyHRIQCg/iIAoP0igAFhb3IA2CHsIfEhcgCAoSYiYXN0AOAh5SHpIWwAbABlAOwAywhsAADg/SrlIADgAiI4A2wiaW50AACgFCrjoYAi9yEAAPohdQDlAJsJY+CvKjgDZaCAIvEAkwkAAkFhaXQHIgoiFyIeInIA8gBsIHIAcgAAoZshY3cRIhQiAOAzKTgDAOCdITgDZyRodGFycm93AACgmyFyAGkA5aDrIr4JgANjaGltcHF1AC8iPCJHIpwhTSJQIloigKGBImNlcgA2Iv0JOSJ1AOUABgoA4DXYw9zvIXJ0bQKdIQAAAABEImEAcgDhAOEhbQBloEEi8aBEIiYKYQDyAMsIcwB1AAABYnBWIlgi5QDUCeUA3wmAAWJjcABgInMieCKAoYQiRWVzAGci7glqIgDgxSo4A2UAdABl4IIi0iBxAPGgiCJoImMAZaCBIvEA/gmAoYUiRWVzAH8iFgqCIgDgxio4A2UAdABl4IMi0iBxAPGgiSKAIgACZ2lscpIilCKaIpwi7AAMCWwAZABlADuA8QDxQOcAWwlpI2FuZ2xlAAABbHKkIqoi5SFmdGWg6iLxAEUJaSJnaHQAZaDrIvEAvgltoL0DAKEjAGVzuCK8InIAbwAAoBYhcAAAoAcggARESGFkZ2lscnMAziLSItYi2iLeIugi7SICIw8j4SFzaACgrSLhIXJyAKAEKXAAAOBNItIg4SFzaACgrCIAAWV04iLlIgDgZSLSIADgPgDSIG4iZmluAACg3imAAUFldADzIvci+iJyAHIAAKACKQDgZCLSIHLgPADSIGkAZQAA4LQi0iAAAUF0BiMKI3IAcgAAoAMp8iFpZQDgtSLSIGkAbQAA4Dwi0iCAAUFhbgAaIx4jKiNyAHIAAKDWIXIAAAFociMjJiNrAACgIylvoJYh9wD/DuUhYXIAoCcpUxJqFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVCMAAF4jaSN/I4IjjSOeI8AUAAAAAKYjwCMAANoj3yMAAO8jHiQvJD8kRCQAAWNzVyNsFHUAdABlADuA8wDzQAABaXlhI2cjcgBjoJoiO4D0APRAPmSAAmFiaW9zAHEjdCN3I3EBeiNzAOgAdhTsIWFjUWF2AACgOCrvIWxkAKC8KewhaWdTYQABY3KFI4kjaQByAACgvykA4DXYLN1vA5QjAAAAAJYjAACcI24A22JhAHYAZQA7gPIA8kAAoMEpAAFibaEjjAphAHIAAKC1KQACYWNpdKwjryO6I70jcgDyAFkUAAFpcrMjtiNyAACgvinvIXNzAKC7KW4A5QDZCgCgwCmAAWFlaQDFI8gjyyNjAHIATWFnAGEAyWOAAWNkbgDRI9Qj1iPyIW9uv2MAoLYpdQDzAHgBcABmAADgNdhg3YABYWVsAOQj5yPrI3IAAKC3KXIAcAAAoLkpdQDzAHwBAKMoImFkaW9zdvkj/CMPJBMkFiQbJHIA8gBeFIChXSplZm0AAyQJJAwkcgBvoDQhZgAAoDQhO4CqAKpAO4C6ALpA5yFvZgCgtiJyAACgVipsIm9wZQAAoFcqAKBbKoABY2xvACMkJSQrJPIACCRhAHMAaAA7gPgA+EBsAACgmCJpAGwBMyQ4JGQAZQA7gPUA9UBlAHMAYaCXInMAAKA2Km0AbAA7gPYA9kDiIWFyAKA9I+EKXiQAAHokAAB8JJQkAACYJKkkAAAAALUkEQsAAPAkAAAAAAQleiUAAIMlcgCAoSUiYXN0AGUkbyQBCwCBtgA7bGokayS2QGwAZQDsABgDaQJ1JAAAAAB4JG0AAKDzKgCg/Sp5AD9kcgCAAmNpbXB0AIUkiCSLJJkSjyRuAHQAJWBvAGQALmBpAGwAAKAwIOUhbmsAoDEgcgAA4DXYLd2AAWltbwCdJKAkpCR2oMYD1WNtAGEA9AD+B24AZQAAoA4m9KHAA64kAAC0JGMjaGZvcmsAAKDUItZjAAFhdbgkxCRuAAABY2u9JMIkawBooA8hAKAOIfYAaRpzAACkKwBhYmNkZW1zdNMkIRPXJNsk4STjJOck6yTjIWlyAKAjKmkAcgAAoCIqAAFvdYsW3yQAoCUqAKByKm4AO4CxALFAaQBtAACgJip3AG8AAKAnKoABaXB1APUk+iT+JO4idGludACgFSpmAADgNdhh3W4AZAA7gKMAo0CApHoiRWFjZWlub3N1ABMlFSUYJRslTCVRJVklSSV1JQCgsypwAACgtyp1AOUAPwtjoK8qgKJ6ImFjZW5zACclLSU0JTYlSSVwAHAAcgBvAPgAFyV1AHIAbAB5AGUA8QA/C/EAOAuAAWFlcwA8JUElRSXwInByb3gAoLkqcQBxAACgtSppAG0AAKDoImkA7QBEC20AZQDzoDIgIguAAUVhcwBDJVclRSXwAEAlgAFkZnAATwtfJXElgAFhbHMAZSVpJW0l7CFhcgCgLiPpIW5lAKASI/UhcmYAoBMjdKAdIu8AWQvyIWVsAKCwIgABY2l9JYElcgAA4DXYxdzIY24iY3NwAACgCCAAA2Zpb3BzdZElKxuVJZolnyWkJXIAAOA12C7dcABmAADgNdhi3XIiaW1lAACgVyBjAHIAAOA12MbcgAFhZW8AqiW6JcAldAAAAWVpryW2JXIAbgBpAG8AbgDzABkFbgB0AACgFipzAHQAZaA/APEACRj0AG0LgApBQkhhYmNkZWZoaWxtbm9wcnN0dXgA4yXyJfYl+iVpJpAmpia9JtUm5ib4JlonaCdxJ3UnnietJ7EnyCfiJ+cngAFhcnQA6SXsJe4lcgDyAJkM8gD6AuEhaWwAoBwpYQByAPIA3BVhAHIAAKBkKYADY2RlbnFydAAGJhAmEyYYJiYmKyZaJgABZXUKJg0mAOA9IjEDdABlAFVhaQDjACAN7SJwdHl2AKCzKWcAgKHpJ2RlbAAgJiImJCYAoJIpAKClKeUA9wt1AG8AO4C7ALtAcgAApZIhYWJjZmhscHN0dz0mQCZFJkcmSiZMJk4mUSZVJlgmcAAAoHUpZqDlIXMAAKAgKQCgMylzAACgHinrALka8ACVHmwAAKBFKWkAbQAAoHQpbAAAoKMhAKCdIQABYWleJmImaQBsAACgGilvAG6gNiJhAGwA8wB2C4ABYWJyAG8mciZ2JnIA8gAvEnIAawAAoHMnAAFha3omgSZjAAABZWt/JoAmfWBdYAABZXOFJocmAKCMKWwAAAFkdYwmjiYAoI4pAKCQKQACYWV1eZcmmiajJqUm8iFvbllhAAFkaZ4moSZpAGwAV2HsAA8M4gCAJkBkAAJjbHFzrSawJrUmuiZhAACgNylkImhhcgAAoGkpdQBvAPKgHSCjAWgAAKCzIYABYWNnAMMm0iaUC2wAgKEcIWlwcwDLJs4migxuAOUAoAxhAHIA9ADaC3QAAKCtJYABaWxyANsm3ybjJvMhaHQAoH0pbwBvAPIANgwA4DXYL90AAWFv6ib1JnIAAAFkde8m8SYAoMEhbKDAIQCgbCl2oMED8WOAAWducwD+Jk4nUCdoAHQAAANhaGxyc3QKJxInISc1Jz0nRydyInJvdwB0oJIhYQDpAFYmYSNycG9vbgAAAWR1GiceJ28AdwDuAPAmcAAAoMAh5SFmdAABYWgnJy0ncgByAG8AdwDzAAkMYQByAHAAbwBvAG4A8wATBGklZ2h0YXJyb3dzAACgySFxAHUAaQBnAGEAcgByAG8A9wBZJugkcmVldGltZXMAoMwiZwDaYmkAbgBnAGQAbwB0AHMAZQDxABwYgAFhaG0AYCdjJ2YncgDyAAkMYQDyABMEAKAPIG8idXN0AGGgsSPjIWhlAKCxI+0haWQAoO4qAAJhYnB0fCeGJ4knmScAAW5ygCeDJ2cAAKDtJ3IAAKD+IXIA6wAcDIABYWZsAI8nkieVJ3IAAKCGKQDgNdhj3XUAcwAAoC4qaSJtZXMAAKA1KgABYXCiJ6gncgBnoCkAdAAAoJQp7yJsaW50AKASKmEAcgDyADwnAAJhY2hxuCe8J6EMwCfxIXVvAKA6IHIAAOA12MfcAAFidYAmxCdvAPKgGSCoAYABaGlyAM4n0ifWJ3IAZQDlAE0n7SFlcwCgyiJpAIChuSVlZmwAXAxjEt4n9CFyaQCgzinsInVoYXIAoGgpAKAeIWENBSgJKA0oSyhVKIYoAACLKLAoAAAAAOMo5ygAABApJCkxKW0pcSmHKaYpAACYKgAAAACxKmMidXRlAFthcQB1AO8ABR+ApHsiRWFjZWlucHN5ABwoHignKCooLygyKEEoRihJKACgtCrwASMoAAAlKACguCpvAG4AYWF1AOUAgw1koLAqaQBsAF9hcgBjAF1hgAFFYXMAOCg6KD0oAKC2KnAAAKC6KmkAbQAAoOki7yJsaW50AKATKmkA7QCIDUFkbwB0AGKixSKRFgAAAABTKACgZiqAA0FhY21zdHgAYChkKG8ocyh1KHkogihyAHIAAKDYIXIAAAFocmkoayjrAJAab6CYIfcAzAd0ADuApwCnQGkAO2D3IWFyAKApKW0AAAFpbn4ozQBuAHUA8wDOAHQAAKA2J3IA7+A12DDdIxkAAmFjb3mRKJUonSisKHIAcAAAoG8mAAFoeZkonChjAHkASWRIZHIAdABtAqUoAAAAAKgoaQDkAFsPYQByAGEA7ABsJDuArQCtQAABZ22zKLsobQBhAAChwwNmdroouijCY4CjPCJkZWdsbnByAMgozCjPKNMo1yjaKN4obwB0AACgairxoEMiCw5FoJ4qAKCgKkWgnSoAoJ8qZQAAoEYi7CF1cwCgJCrhIXJyAKByKWEAcgDyAPwMAAJhZWl07Sj8KAEpCCkAAWxz8Sj4KGwAcwBlAHQAbQDpAH8oaABwAACgMyrwImFyc2wAoOQpAAFkbFoPBSllAACgIyNloKoqc6CsKgDgrCoA/oABZmxwABUpGCkfKfQhY3lMZGKgLwBhoMQpcgAAoD8jZgAA4DXYZN1hAAABZHIoKRcDZQBzAHWgYCZpAHQAAKBgJoABY3N1ADYpRilhKQABYXU6KUApcABzoJMiAOCTIgD+cABzoJQiAOCUIgD+dQAAAWJwSylWKQChjyJlcz4NUCllAHQAZaCPIvEAPw0AoZAiZXNIDVspZQB0AGWgkCLxAEkNAKGhJWFmZilbBHIAZQFrKVwEAKChJWEAcgDyAAMNAAJjZW10dyl7KX8pgilyAADgNdjI3HQAbQDuAM4AaQDsAAYpYQByAOYAVw0AAWFyiimOKXIA5qAGJhESAAFhbpIpoylpImdodAAAAWVwmSmgKXAAcwBpAGwAbwDuANkXaADpAKAkcwCvYIACYmNtbnAArin8KY4NJSooKgCkgiJFZGVtbnByc7wpvinCKcgpzCnUKdgp3CkAoMUqbwB0AACgvSpkoIYibwB0AACgwyr1IWx0AKDBKgABRWXQKdIpAKDLKgCgiiLsIXVzAKC/KuEhcnIAoHkpgAFlaXUA4inxKfQpdAAAoYIiZW7oKewpcQDxoIYivSllAHEA8aCKItEpbQAAoMcqAAFicPgp+ikAoNUqAKDTKmMAgKJ7ImFjZW5zAAcqDSoUKhYqRihwAHAAcgBvAPgAIyh1AHIAbAB5AGUA8QCDDfEAfA2AAWFlcwAcKiIqPShwAHAAcgBvAPgAPChxAPEAOShnAACgaiYApoMiMTIzRWRlaGxtbnBzPCo/KkIqRSpHKlIqWCpjKmcqaypzKncqO4C5ALlAO4CyALJAO4CzALNAAKDGKgABb3NLKk4qdAAAoL4qdQBiAACg2CpkoIcibwB0AACgxCpzAAABb3VdKmAqbAAAoMknYgAAoNcq4SFycgCgeyn1IWx0AKDCKgABRWVvKnEqAKDMKgCgiyLsIXVzAKDAKoABZWl1AH0qjCqPKnQAAKGDImVugyqHKnEA8aCHIkYqZQBxAPGgiyJwKm0AAKDIKgABYnCTKpUqAKDUKgCg1iqAAUFhbgCdKqEqrCpyAHIAAKDZIXIAAAFocqYqqCrrAJUab6CZIfcAxQf3IWFyAKAqKWwAaQBnADuA3wDfQOELzyrZKtwq6SrsKvEqAAD1KjQrAAAAAAAAAAAAAEwrbCsAAHErvSsAAAAAAADRK3IC1CoAAAAA2CrnIWV0AKAWI8RjcgDrAOUKgAFhZXkA4SrkKucq8iFvbmVh5CFpbGNhQmRvAPQAIg5sInJlYwAAoBUjcgAA4DXYMd0AAmVpa2/7KhIrKCsuK/IBACsAAAkrZQAAATRm6g0EK28AcgDlAOsNYQBzorgDECsAAAAAEit5AG0A0WMAAWNuFislK2sAAAFhcxsrIStwAHAAcgBvAPgAFw5pAG0AAKA8InMA8AD9DQABYXMsKyEr8AAXDnIAbgA7gP4A/kDsATgrOyswG2QA5QBnAmUAcwCAgdcAO2JkAEMrRCtJK9dAYaCgInIAAKAxKgCgMCqAAWVwcwBRK1MraSvhAAkh4qKkIlsrXysAAAAAYytvAHQAAKA2I2kAcgAAoPEqb+A12GXdcgBrAACg2irhAHgociJpbWUAAKA0IIABYWlwAHYreSu3K2QA5QC+DYADYWRlbXBzdACFK6MrmiunK6wrsCuzK24iZ2xlAACitSVkbHFykCuUK5ornCvvIXduAKC/JeUhZnRloMMl8QACBwCgXCJpImdodABloLkl8QBdDG8AdAAAoOwlaSJudXMAAKA6KuwhdXMAoDkqYgAAoM0p6SFtZQCgOyrlInppdW0AoOIjgAFjaHQAwivKK80rAAFyecYrySsA4DXYydxGZGMAeQBbZPIhb2tnYQABaW/UK9creAD0ANERaCJlYWQAAAFsct4r5ytlAGYAdABhAHIAcgBvAPcAXQbpJGdodGFycm93AKCgIQAJQUhhYmNkZmdobG1vcHJzdHV3CiwNLBEsHSwnLDEsQCxLLFIsYix6LIQsjyzLLOgs7Sz/LAotcgDyAAkDYQByAACgYykAAWNyFSwbLHUAdABlADuA+gD6QPIACQ1yAOMBIywAACUseQBeZHYAZQBtYQABaXkrLDAscgBjADuA+wD7QENkgAFhYmgANyw6LD0scgDyANEO7CFhY3FhYQDyAOAOAAFpckQsSCzzIWh0AKB+KQDgNdgy3XIAYQB2AGUAO4D5APlAYQFWLF8scgAAAWxyWixcLACgvyEAoL4hbABrAACggCUAAWN0Zix2LG8CbCwAAAAAcyxyAG4AZaAcI3IAAKAcI28AcAAAoA8jcgBpAACg+CUAAWFsfiyBLGMAcgBrYTuAqACoQAABZ3CILIssbwBuAHNhZgAA4DXYZt0AA2FkaGxzdZksniynLLgsuyzFLHIAcgBvAPcACQ1vAHcAbgBhAHIAcgBvAPcA2A5hI3Jwb29uAAABbHKvLLMsZQBmAPQAWyxpAGcAaAD0AF0sdQDzAKYOaQAAocUDaGzBLMIs0mNvAG4AxWPwI2Fycm93cwCgyCGAAWNpdADRLOEs5CxvAtcsAAAAAN4scgBuAGWgHSNyAACgHSNvAHAAAKAOI24AZwBvYXIAaQAAoPklYwByAADgNdjK3IABZGlyAPMs9yz6LG8AdAAAoPAi7CFkZWlhaQBmoLUlAKC0JQABYW0DLQYtcgDyAMosbAA7gPwA/EDhIm5nbGUAoKcpgAdBQkRhY2RlZmxub3Byc3oAJy0qLTAtNC2bLZ0toS2/LcMtxy3TLdgt3C3gLfwtcgDyABADYQByAHag6CoAoOkqYQBzAOgA/gIAAW5yOC08LechcnQAoJwpgANla25wcnN0AJkpSC1NLVQtXi1iLYItYQBwAHAA4QAaHG8AdABoAGkAbgDnAKEXgAFoaXIAoSmzJFotbwBwAPQAdCVooJUh7wD4JgABaXVmLWotZwBtAOEAuygAAWJwbi14LXMjZXRuZXEAceCKIgD+AODLKgD+cyNldG5lcQBx4IsiAP4A4MwqAP4AAWhyhi2KLWUAdADhABIraSNhbmdsZQAAAWxyki2WLeUhZnQAoLIiaSJnaHQAAKCzInkAMmThIXNoAKCiIoABZWxyAKcttC24LWKiKCKuLQAAAACyLWEAcgAAoLsicQAAoFoi7CFpcACg7iIAAWJ0vC1eD2EA8gBfD3IAAOA12DPddAByAOkAlS1zAHUAAAFicM0t0C0A4IIi0iAA4IMi0iBwAGYAAOA12GfdcgBvAPAAWQt0AHIA6QCaLQABY3XkLegtcgAA4DXYy9wAAWJw7C30LW4AAAFFZXUt8S0A4IoiAP5uAAABRWV/LfktAOCLIgD+6SJnemFnAKCaKYADY2Vmb3BycwANLhAuJS4pLiMuLi40LukhcmN1YQABZGkULiEuAAFiZxguHC5hAHIAAKBfKmUAcaAnIgCgWSLlIXJwAKAYIXIAAOA12DTdcABmAADgNdho3WWgQCJhAHQA6ABqD2MAcgAA4DXYzNzjCuQRUC4AAFQuAABYLmIuAAAAAGMubS5wLnQuAAAAAIguki4AAJouJxIqEnQAcgDpAB0ScgAA4DXYNd0AAUFhWy5eLnIA8gDnAnIA8gCTB75jAAFBYWYuaS5yAPIA4AJyAPIAjAdhAPAAeh5pAHMAAKD7IoABZHB0APgReS6DLgABZmx9LoAuAOA12GnddQDzAP8RaQBtAOUABBIAAUFhiy6OLnIA8gDuAnIA8gCaBwABY3GVLgoScgAA4DXYzdwAAXB0nS6hLmwAdQDzACUScgDpACASAARhY2VmaW9zdbEuvC7ELsguzC7PLtQu2S5jAAABdXm2LrsudABlADuA/QD9QE9kAAFpecAuwy5yAGMAd2FLZG4AO4ClAKVAcgAA4DXYNt1jAHkAV2RwAGYAAOA12GrdYwByAADgNdjO3AABY23dLt8ueQBOZGwAO4D/AP9AAAVhY2RlZmhpb3N38y73Lv8uAi8MLxAvEy8YLx0vIi9jInV0ZQB6YQABYXn7Lv4u8iFvbn5hN2RvAHQAfGEAAWV0Bi8KL3QAcgDmAB8QYQC2Y3IAAOA12DfdYwB5ADZk5yJyYXJyAKDdIXAAZgAA4DXYa91jAHIAAOA12M/cAAFqbiYvKC8AoA0gagAAoAwg");
//# sourceMappingURL=decode-data-html.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/entities/dist/esm/generated/decode-data-xml.js
// Generated using scripts/write-decode-map.ts

const decode_data_xml_xmlDecodeTree = /* #__PURE__ */ decodeBase64("AAJhZ2xxBwARABMAFQBtAg0AAAAAAA8AcAAmYG8AcwAnYHQAPmB0ADxg9SFvdCJg");
//# sourceMappingURL=decode-data-xml.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/entities/dist/esm/decode.js




var CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["NUM"] = 35] = "NUM";
    CharCodes[CharCodes["SEMI"] = 59] = "SEMI";
    CharCodes[CharCodes["EQUALS"] = 61] = "EQUALS";
    CharCodes[CharCodes["ZERO"] = 48] = "ZERO";
    CharCodes[CharCodes["NINE"] = 57] = "NINE";
    CharCodes[CharCodes["LOWER_A"] = 97] = "LOWER_A";
    CharCodes[CharCodes["LOWER_F"] = 102] = "LOWER_F";
    CharCodes[CharCodes["LOWER_X"] = 120] = "LOWER_X";
    CharCodes[CharCodes["LOWER_Z"] = 122] = "LOWER_Z";
    CharCodes[CharCodes["UPPER_A"] = 65] = "UPPER_A";
    CharCodes[CharCodes["UPPER_F"] = 70] = "UPPER_F";
    CharCodes[CharCodes["UPPER_Z"] = 90] = "UPPER_Z";
})(CharCodes || (CharCodes = {}));
/** Bit that needs to be set to convert an upper case ASCII character to lower case */
const TO_LOWER_BIT = 32;
function isNumber(code) {
    return code >= CharCodes.ZERO && code <= CharCodes.NINE;
}
function isHexadecimalCharacter(code) {
    return ((code >= CharCodes.UPPER_A && code <= CharCodes.UPPER_F) ||
        (code >= CharCodes.LOWER_A && code <= CharCodes.LOWER_F));
}
function isAsciiAlphaNumeric(code) {
    return ((code >= CharCodes.UPPER_A && code <= CharCodes.UPPER_Z) ||
        (code >= CharCodes.LOWER_A && code <= CharCodes.LOWER_Z) ||
        isNumber(code));
}
/**
 * Checks if the given character is a valid end character for an entity in an attribute.
 *
 * Attribute values that aren't terminated properly aren't parsed, and shouldn't lead to a parser error.
 * See the example in https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
 */
function isEntityInAttributeInvalidEnd(code) {
    return code === CharCodes.EQUALS || isAsciiAlphaNumeric(code);
}
var EntityDecoderState;
(function (EntityDecoderState) {
    EntityDecoderState[EntityDecoderState["EntityStart"] = 0] = "EntityStart";
    EntityDecoderState[EntityDecoderState["NumericStart"] = 1] = "NumericStart";
    EntityDecoderState[EntityDecoderState["NumericDecimal"] = 2] = "NumericDecimal";
    EntityDecoderState[EntityDecoderState["NumericHex"] = 3] = "NumericHex";
    EntityDecoderState[EntityDecoderState["NamedEntity"] = 4] = "NamedEntity";
})(EntityDecoderState || (EntityDecoderState = {}));
var decode_DecodingMode;
(function (DecodingMode) {
    /** Entities in text nodes that can end with any character. */
    DecodingMode[DecodingMode["Legacy"] = 0] = "Legacy";
    /** Only allow entities terminated with a semicolon. */
    DecodingMode[DecodingMode["Strict"] = 1] = "Strict";
    /** Entities in attributes have limitations on ending characters. */
    DecodingMode[DecodingMode["Attribute"] = 2] = "Attribute";
})(decode_DecodingMode || (decode_DecodingMode = {}));
/**
 * Token decoder with support of writing partial entities.
 */
class EntityDecoder {
    constructor(
    /** The tree used to decode entities. */
    // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive
    decodeTree, 
    /**
     * The function that is called when a codepoint is decoded.
     *
     * For multi-byte named entities, this will be called multiple times,
     * with the second codepoint, and the same `consumed` value.
     *
     * @param codepoint The decoded codepoint.
     * @param consumed The number of bytes consumed by the decoder.
     */
    emitCodePoint, 
    /** An object that is used to produce errors. */
    errors) {
        this.decodeTree = decodeTree;
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
        /** The current state of the decoder. */
        this.state = EntityDecoderState.EntityStart;
        /** Characters that were consumed while parsing an entity. */
        this.consumed = 1;
        /**
         * The result of the entity.
         *
         * Either the result index of a numeric entity, or the codepoint of a
         * numeric entity.
         */
        this.result = 0;
        /** The current index in the decode tree. */
        this.treeIndex = 0;
        /** The number of characters that were consumed in excess. */
        this.excess = 1;
        /** The mode in which the decoder is operating. */
        this.decodeMode = decode_DecodingMode.Strict;
        /** The number of characters that have been consumed in the current run. */
        this.runConsumed = 0;
    }
    /** Resets the instance to make it reusable. */
    startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = EntityDecoderState.EntityStart;
        this.result = 0;
        this.treeIndex = 0;
        this.excess = 1;
        this.consumed = 1;
        this.runConsumed = 0;
    }
    /**
     * Write an entity to the decoder. This can be called multiple times with partial entities.
     * If the entity is incomplete, the decoder will return -1.
     *
     * Mirrors the implementation of `getDecoder`, but with the ability to stop decoding if the
     * entity is incomplete, and resume when the next string is written.
     *
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    write(input, offset) {
        switch (this.state) {
            case EntityDecoderState.EntityStart: {
                if (input.charCodeAt(offset) === CharCodes.NUM) {
                    this.state = EntityDecoderState.NumericStart;
                    this.consumed += 1;
                    return this.stateNumericStart(input, offset + 1);
                }
                this.state = EntityDecoderState.NamedEntity;
                return this.stateNamedEntity(input, offset);
            }
            case EntityDecoderState.NumericStart: {
                return this.stateNumericStart(input, offset);
            }
            case EntityDecoderState.NumericDecimal: {
                return this.stateNumericDecimal(input, offset);
            }
            case EntityDecoderState.NumericHex: {
                return this.stateNumericHex(input, offset);
            }
            case EntityDecoderState.NamedEntity: {
                return this.stateNamedEntity(input, offset);
            }
        }
    }
    /**
     * Switches between the numeric decimal and hexadecimal states.
     *
     * Equivalent to the `Numeric character reference state` in the HTML spec.
     *
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericStart(input, offset) {
        if (offset >= input.length) {
            return -1;
        }
        if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
            this.state = EntityDecoderState.NumericHex;
            this.consumed += 1;
            return this.stateNumericHex(input, offset + 1);
        }
        this.state = EntityDecoderState.NumericDecimal;
        return this.stateNumericDecimal(input, offset);
    }
    /**
     * Parses a hexadecimal numeric entity.
     *
     * Equivalent to the `Hexademical character reference state` in the HTML spec.
     *
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericHex(input, offset) {
        while (offset < input.length) {
            const char = input.charCodeAt(offset);
            if (isNumber(char) || isHexadecimalCharacter(char)) {
                // Convert hex digit to value (0-15); 'a'/'A' -> 10.
                const digit = char <= CharCodes.NINE
                    ? char - CharCodes.ZERO
                    : (char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10;
                this.result = this.result * 16 + digit;
                this.consumed++;
                offset++;
            }
            else {
                return this.emitNumericEntity(char, 3);
            }
        }
        return -1; // Incomplete entity
    }
    /**
     * Parses a decimal numeric entity.
     *
     * Equivalent to the `Decimal character reference state` in the HTML spec.
     *
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericDecimal(input, offset) {
        while (offset < input.length) {
            const char = input.charCodeAt(offset);
            if (isNumber(char)) {
                this.result = this.result * 10 + (char - CharCodes.ZERO);
                this.consumed++;
                offset++;
            }
            else {
                return this.emitNumericEntity(char, 2);
            }
        }
        return -1; // Incomplete entity
    }
    /**
     * Validate and emit a numeric entity.
     *
     * Implements the logic from the `Hexademical character reference start
     * state` and `Numeric character reference end state` in the HTML spec.
     *
     * @param lastCp The last code point of the entity. Used to see if the
     *               entity was terminated with a semicolon.
     * @param expectedLength The minimum number of characters that should be
     *                       consumed. Used to validate that at least one digit
     *                       was consumed.
     * @returns The number of characters that were consumed.
     */
    emitNumericEntity(lastCp, expectedLength) {
        var _a;
        // Ensure we consumed at least one digit.
        if (this.consumed <= expectedLength) {
            (_a = this.errors) === null || _a === void 0 ? void 0 : _a.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
        }
        // Figure out if this is a legit end of the entity
        if (lastCp === CharCodes.SEMI) {
            this.consumed += 1;
        }
        else if (this.decodeMode === decode_DecodingMode.Strict) {
            return 0;
        }
        this.emitCodePoint(replaceCodePoint(this.result), this.consumed);
        if (this.errors) {
            if (lastCp !== CharCodes.SEMI) {
                this.errors.missingSemicolonAfterCharacterReference();
            }
            this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
    }
    /**
     * Parses a named entity.
     *
     * Equivalent to the `Named character reference state` in the HTML spec.
     *
     * @param input The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNamedEntity(input, offset) {
        const { decodeTree } = this;
        let current = decodeTree[this.treeIndex];
        // The length is the number of bytes of the value, including the current byte.
        let valueLength = (current & BinTrieFlags.VALUE_LENGTH) >> 14;
        while (offset < input.length) {
            // Handle compact runs (possibly inline): valueLength == 0 and SEMI_REQUIRED bit set.
            if (valueLength === 0 && (current & BinTrieFlags.FLAG13) !== 0) {
                const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7; /* 2..63 */
                // If we are starting a run, check the first char.
                if (this.runConsumed === 0) {
                    const firstChar = current & BinTrieFlags.JUMP_TABLE;
                    if (input.charCodeAt(offset) !== firstChar) {
                        return this.result === 0
                            ? 0
                            : this.emitNotTerminatedNamedEntity();
                    }
                    offset++;
                    this.excess++;
                    this.runConsumed++;
                }
                // Check remaining characters in the run.
                while (this.runConsumed < runLength) {
                    if (offset >= input.length) {
                        return -1;
                    }
                    const charIndexInPacked = this.runConsumed - 1;
                    const packedWord = decodeTree[this.treeIndex + 1 + (charIndexInPacked >> 1)];
                    const expectedChar = charIndexInPacked % 2 === 0
                        ? packedWord & 0xff
                        : (packedWord >> 8) & 0xff;
                    if (input.charCodeAt(offset) !== expectedChar) {
                        this.runConsumed = 0;
                        return this.result === 0
                            ? 0
                            : this.emitNotTerminatedNamedEntity();
                    }
                    offset++;
                    this.excess++;
                    this.runConsumed++;
                }
                this.runConsumed = 0;
                this.treeIndex += 1 + (runLength >> 1);
                current = decodeTree[this.treeIndex];
                valueLength = (current & BinTrieFlags.VALUE_LENGTH) >> 14;
            }
            if (offset >= input.length)
                break;
            const char = input.charCodeAt(offset);
            /*
             * Implicit semicolon handling for nodes that require a semicolon but
             * don't have an explicit ';' branch stored in the trie. If we have
             * a value on the current node, it requires a semicolon, and the
             * current input character is a semicolon, emit the entity using the
             * current node (without descending further).
             */
            if (char === CharCodes.SEMI &&
                valueLength !== 0 &&
                (current & BinTrieFlags.FLAG13) !== 0) {
                return this.emitNamedEntityData(this.treeIndex, valueLength, this.consumed + this.excess);
            }
            this.treeIndex = determineBranch(decodeTree, current, this.treeIndex + Math.max(1, valueLength), char);
            if (this.treeIndex < 0) {
                return this.result === 0 ||
                    // If we are parsing an attribute
                    (this.decodeMode === decode_DecodingMode.Attribute &&
                        // We shouldn't have consumed any characters after the entity,
                        (valueLength === 0 ||
                            // And there should be no invalid characters.
                            isEntityInAttributeInvalidEnd(char)))
                    ? 0
                    : this.emitNotTerminatedNamedEntity();
            }
            current = decodeTree[this.treeIndex];
            valueLength = (current & BinTrieFlags.VALUE_LENGTH) >> 14;
            // If the branch is a value, store it and continue
            if (valueLength !== 0) {
                // If the entity is terminated by a semicolon, we are done.
                if (char === CharCodes.SEMI) {
                    return this.emitNamedEntityData(this.treeIndex, valueLength, this.consumed + this.excess);
                }
                // If we encounter a non-terminated (legacy) entity while parsing strictly, then ignore it.
                if (this.decodeMode !== decode_DecodingMode.Strict &&
                    (current & BinTrieFlags.FLAG13) === 0) {
                    this.result = this.treeIndex;
                    this.consumed += this.excess;
                    this.excess = 0;
                }
            }
            // Increment offset & excess for next iteration
            offset++;
            this.excess++;
        }
        return -1;
    }
    /**
     * Emit a named entity that was not terminated with a semicolon.
     *
     * @returns The number of characters consumed.
     */
    emitNotTerminatedNamedEntity() {
        var _a;
        const { result, decodeTree } = this;
        const valueLength = (decodeTree[result] & BinTrieFlags.VALUE_LENGTH) >> 14;
        this.emitNamedEntityData(result, valueLength, this.consumed);
        (_a = this.errors) === null || _a === void 0 ? void 0 : _a.missingSemicolonAfterCharacterReference();
        return this.consumed;
    }
    /**
     * Emit a named entity.
     *
     * @param result The index of the entity in the decode tree.
     * @param valueLength The number of bytes in the entity.
     * @param consumed The number of characters consumed.
     *
     * @returns The number of characters consumed.
     */
    emitNamedEntityData(result, valueLength, consumed) {
        const { decodeTree } = this;
        this.emitCodePoint(valueLength === 1
            ? decodeTree[result] &
                ~(BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)
            : decodeTree[result + 1], consumed);
        if (valueLength === 3) {
            // For multi-byte values, we need to emit the second byte.
            this.emitCodePoint(decodeTree[result + 2], consumed);
        }
        return consumed;
    }
    /**
     * Signal to the parser that the end of the input was reached.
     *
     * Remaining data will be emitted and relevant errors will be produced.
     *
     * @returns The number of characters consumed.
     */
    end() {
        var _a;
        switch (this.state) {
            case EntityDecoderState.NamedEntity: {
                // Emit a named entity if we have one.
                return this.result !== 0 &&
                    (this.decodeMode !== decode_DecodingMode.Attribute ||
                        this.result === this.treeIndex)
                    ? this.emitNotTerminatedNamedEntity()
                    : 0;
            }
            // Otherwise, emit a numeric entity if we have one.
            case EntityDecoderState.NumericDecimal: {
                return this.emitNumericEntity(0, 2);
            }
            case EntityDecoderState.NumericHex: {
                return this.emitNumericEntity(0, 3);
            }
            case EntityDecoderState.NumericStart: {
                (_a = this.errors) === null || _a === void 0 ? void 0 : _a.absenceOfDigitsInNumericCharacterReference(this.consumed);
                return 0;
            }
            case EntityDecoderState.EntityStart: {
                // Return 0 if we have no entity.
                return 0;
            }
        }
    }
}
/**
 * Creates a function that decodes entities in a string.
 *
 * @param decodeTree The decode tree.
 * @returns A function that decodes entities in a string.
 */
function getDecoder(decodeTree) {
    let returnValue = "";
    const decoder = new EntityDecoder(decodeTree, (data) => (returnValue += fromCodePoint(data)));
    return function decodeWithTrie(input, decodeMode) {
        let lastIndex = 0;
        let offset = 0;
        while ((offset = input.indexOf("&", offset)) >= 0) {
            returnValue += input.slice(lastIndex, offset);
            decoder.startEntity(decodeMode);
            const length = decoder.write(input, 
            // Skip the "&"
            offset + 1);
            if (length < 0) {
                lastIndex = offset + decoder.end();
                break;
            }
            lastIndex = offset + length;
            // If `length` is 0, skip the current `&` and continue.
            offset = length === 0 ? lastIndex + 1 : lastIndex;
        }
        const result = returnValue + input.slice(lastIndex);
        // Make sure we don't keep a reference to the final string.
        returnValue = "";
        return result;
    };
}
/**
 * Determines the branch of the current node that is taken given the current
 * character. This function is used to traverse the trie.
 *
 * @param decodeTree The trie.
 * @param current The current node.
 * @param nodeIdx The index right after the current node and its value.
 * @param char The current character.
 * @returns The index of the next node, or -1 if no branch is taken.
 */
function determineBranch(decodeTree, current, nodeIndex, char) {
    const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
    const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
    // Case 1: Single branch encoded in jump offset
    if (branchCount === 0) {
        return jumpOffset !== 0 && char === jumpOffset ? nodeIndex : -1;
    }
    // Case 2: Multiple branches encoded in jump table
    if (jumpOffset) {
        const value = char - jumpOffset;
        return value < 0 || value >= branchCount
            ? -1
            : decodeTree[nodeIndex + value] - 1;
    }
    // Case 3: Multiple branches encoded in packed dictionary (two keys per uint16)
    const packedKeySlots = (branchCount + 1) >> 1;
    /*
     * Treat packed keys as a virtual sorted array of length `branchCount`.
     * Key(i) = low byte for even i, high byte for odd i in slot i>>1.
     */
    let lo = 0;
    let hi = branchCount - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const slot = mid >> 1;
        const packed = decodeTree[nodeIndex + slot];
        const midKey = (packed >> ((mid & 1) * 8)) & 0xff;
        if (midKey < char) {
            lo = mid + 1;
        }
        else if (midKey > char) {
            hi = mid - 1;
        }
        else {
            return decodeTree[nodeIndex + packedKeySlots + mid];
        }
    }
    return -1;
}
const htmlDecoder = /* #__PURE__ */ (/* unused pure expression or super */ null && (getDecoder(htmlDecodeTree)));
const xmlDecoder = /* #__PURE__ */ (/* unused pure expression or super */ null && (getDecoder(xmlDecodeTree)));
/**
 * Decodes an HTML string.
 *
 * @param htmlString The string to decode.
 * @param mode The decoding mode.
 * @returns The decoded string.
 */
function decode_decodeHTML(htmlString, mode = decode_DecodingMode.Legacy) {
    return htmlDecoder(htmlString, mode);
}
/**
 * Decodes an HTML string in an attribute.
 *
 * @param htmlAttribute The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLAttribute(htmlAttribute) {
    return htmlDecoder(htmlAttribute, decode_DecodingMode.Attribute);
}
/**
 * Decodes an HTML string, requiring all entities to be terminated by a semicolon.
 *
 * @param htmlString The string to decode.
 * @returns The decoded string.
 */
function decodeHTMLStrict(htmlString) {
    return htmlDecoder(htmlString, decode_DecodingMode.Strict);
}
/**
 * Decodes an XML string, requiring all entities to be terminated by a semicolon.
 *
 * @param xmlString The string to decode.
 * @returns The decoded string.
 */
function decode_decodeXML(xmlString) {
    return xmlDecoder(xmlString, decode_DecodingMode.Strict);
}

// Re-export for use by eg. htmlparser2


//# sourceMappingURL=decode.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/dist/esm/Tokenizer.js

var Tokenizer_CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["Tab"] = 9] = "Tab";
    CharCodes[CharCodes["NewLine"] = 10] = "NewLine";
    CharCodes[CharCodes["FormFeed"] = 12] = "FormFeed";
    CharCodes[CharCodes["CarriageReturn"] = 13] = "CarriageReturn";
    CharCodes[CharCodes["Space"] = 32] = "Space";
    CharCodes[CharCodes["ExclamationMark"] = 33] = "ExclamationMark";
    CharCodes[CharCodes["Number"] = 35] = "Number";
    CharCodes[CharCodes["Amp"] = 38] = "Amp";
    CharCodes[CharCodes["SingleQuote"] = 39] = "SingleQuote";
    CharCodes[CharCodes["DoubleQuote"] = 34] = "DoubleQuote";
    CharCodes[CharCodes["Dash"] = 45] = "Dash";
    CharCodes[CharCodes["Slash"] = 47] = "Slash";
    CharCodes[CharCodes["Zero"] = 48] = "Zero";
    CharCodes[CharCodes["Nine"] = 57] = "Nine";
    CharCodes[CharCodes["Semi"] = 59] = "Semi";
    CharCodes[CharCodes["Lt"] = 60] = "Lt";
    CharCodes[CharCodes["Eq"] = 61] = "Eq";
    CharCodes[CharCodes["Gt"] = 62] = "Gt";
    CharCodes[CharCodes["Questionmark"] = 63] = "Questionmark";
    CharCodes[CharCodes["UpperA"] = 65] = "UpperA";
    CharCodes[CharCodes["LowerA"] = 97] = "LowerA";
    CharCodes[CharCodes["UpperF"] = 70] = "UpperF";
    CharCodes[CharCodes["LowerF"] = 102] = "LowerF";
    CharCodes[CharCodes["UpperZ"] = 90] = "UpperZ";
    CharCodes[CharCodes["LowerZ"] = 122] = "LowerZ";
    CharCodes[CharCodes["LowerX"] = 120] = "LowerX";
    CharCodes[CharCodes["OpeningSquareBracket"] = 91] = "OpeningSquareBracket";
})(Tokenizer_CharCodes || (Tokenizer_CharCodes = {}));
/** All the states the tokenizer can be in. */
var State;
(function (State) {
    State[State["Text"] = 1] = "Text";
    State[State["BeforeTagName"] = 2] = "BeforeTagName";
    State[State["InTagName"] = 3] = "InTagName";
    State[State["InSelfClosingTag"] = 4] = "InSelfClosingTag";
    State[State["BeforeClosingTagName"] = 5] = "BeforeClosingTagName";
    State[State["InClosingTagName"] = 6] = "InClosingTagName";
    State[State["AfterClosingTagName"] = 7] = "AfterClosingTagName";
    // Attributes
    State[State["BeforeAttributeName"] = 8] = "BeforeAttributeName";
    State[State["InAttributeName"] = 9] = "InAttributeName";
    State[State["AfterAttributeName"] = 10] = "AfterAttributeName";
    State[State["BeforeAttributeValue"] = 11] = "BeforeAttributeValue";
    State[State["InAttributeValueDq"] = 12] = "InAttributeValueDq";
    State[State["InAttributeValueSq"] = 13] = "InAttributeValueSq";
    State[State["InAttributeValueNq"] = 14] = "InAttributeValueNq";
    // Declarations
    State[State["BeforeDeclaration"] = 15] = "BeforeDeclaration";
    State[State["InDeclaration"] = 16] = "InDeclaration";
    // Processing instructions
    State[State["InProcessingInstruction"] = 17] = "InProcessingInstruction";
    // Comments & CDATA
    State[State["BeforeComment"] = 18] = "BeforeComment";
    State[State["CDATASequence"] = 19] = "CDATASequence";
    State[State["InSpecialComment"] = 20] = "InSpecialComment";
    State[State["InCommentLike"] = 21] = "InCommentLike";
    // Special tags
    State[State["BeforeSpecialS"] = 22] = "BeforeSpecialS";
    State[State["BeforeSpecialT"] = 23] = "BeforeSpecialT";
    State[State["SpecialStartSequence"] = 24] = "SpecialStartSequence";
    State[State["InSpecialTag"] = 25] = "InSpecialTag";
    State[State["InEntity"] = 26] = "InEntity";
})(State || (State = {}));
function isWhitespace(c) {
    return (c === Tokenizer_CharCodes.Space ||
        c === Tokenizer_CharCodes.NewLine ||
        c === Tokenizer_CharCodes.Tab ||
        c === Tokenizer_CharCodes.FormFeed ||
        c === Tokenizer_CharCodes.CarriageReturn);
}
function isEndOfTagSection(c) {
    return c === Tokenizer_CharCodes.Slash || c === Tokenizer_CharCodes.Gt || isWhitespace(c);
}
function isASCIIAlpha(c) {
    return ((c >= Tokenizer_CharCodes.LowerA && c <= Tokenizer_CharCodes.LowerZ) ||
        (c >= Tokenizer_CharCodes.UpperA && c <= Tokenizer_CharCodes.UpperZ));
}
var QuoteType;
(function (QuoteType) {
    QuoteType[QuoteType["NoValue"] = 0] = "NoValue";
    QuoteType[QuoteType["Unquoted"] = 1] = "Unquoted";
    QuoteType[QuoteType["Single"] = 2] = "Single";
    QuoteType[QuoteType["Double"] = 3] = "Double";
})(QuoteType || (QuoteType = {}));
/**
 * Sequences used to match longer strings.
 *
 * We don't have `Script`, `Style`, or `Title` here. Instead, we re-use the *End
 * sequences with an increased offset.
 */
const Sequences = {
    Cdata: new Uint8Array([0x43, 0x44, 0x41, 0x54, 0x41, 0x5b]), // CDATA[
    CdataEnd: new Uint8Array([0x5d, 0x5d, 0x3e]), // ]]>
    CommentEnd: new Uint8Array([0x2d, 0x2d, 0x3e]), // `-->`
    ScriptEnd: new Uint8Array([0x3c, 0x2f, 0x73, 0x63, 0x72, 0x69, 0x70, 0x74]), // `</script`
    StyleEnd: new Uint8Array([0x3c, 0x2f, 0x73, 0x74, 0x79, 0x6c, 0x65]), // `</style`
    TitleEnd: new Uint8Array([0x3c, 0x2f, 0x74, 0x69, 0x74, 0x6c, 0x65]), // `</title`
    TextareaEnd: new Uint8Array([
        0x3c, 0x2f, 0x74, 0x65, 0x78, 0x74, 0x61, 0x72, 0x65, 0x61,
    ]), // `</textarea`
    XmpEnd: new Uint8Array([0x3c, 0x2f, 0x78, 0x6d, 0x70]), // `</xmp`
};
class Tokenizer {
    constructor({ xmlMode = false, decodeEntities = true, }, cbs) {
        this.cbs = cbs;
        /** The current state the tokenizer is in. */
        this.state = State.Text;
        /** The read buffer. */
        this.buffer = "";
        /** The beginning of the section that is currently being read. */
        this.sectionStart = 0;
        /** The index within the buffer that we are currently looking at. */
        this.index = 0;
        /** The start of the last entity. */
        this.entityStart = 0;
        /** Some behavior, eg. when decoding entities, is done while we are in another state. This keeps track of the other state type. */
        this.baseState = State.Text;
        /** For special parsing behavior inside of script and style tags. */
        this.isSpecial = false;
        /** Indicates whether the tokenizer has been paused. */
        this.running = true;
        /** The offset of the current buffer. */
        this.offset = 0;
        this.currentSequence = undefined;
        this.sequenceIndex = 0;
        this.xmlMode = xmlMode;
        this.decodeEntities = decodeEntities;
        this.entityDecoder = new EntityDecoder(xmlMode ? decode_data_xml_xmlDecodeTree : decode_data_html_htmlDecodeTree, (cp, consumed) => this.emitCodePoint(cp, consumed));
    }
    reset() {
        this.state = State.Text;
        this.buffer = "";
        this.sectionStart = 0;
        this.index = 0;
        this.baseState = State.Text;
        this.currentSequence = undefined;
        this.running = true;
        this.offset = 0;
    }
    write(chunk) {
        this.offset += this.buffer.length;
        this.buffer = chunk;
        this.parse();
    }
    end() {
        if (this.running)
            this.finish();
    }
    pause() {
        this.running = false;
    }
    resume() {
        this.running = true;
        if (this.index < this.buffer.length + this.offset) {
            this.parse();
        }
    }
    stateText(c) {
        if (c === Tokenizer_CharCodes.Lt ||
            (!this.decodeEntities && this.fastForwardTo(Tokenizer_CharCodes.Lt))) {
            if (this.index > this.sectionStart) {
                this.cbs.ontext(this.sectionStart, this.index);
            }
            this.state = State.BeforeTagName;
            this.sectionStart = this.index;
        }
        else if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
            this.startEntity();
        }
    }
    stateSpecialStartSequence(c) {
        const isEnd = this.sequenceIndex === this.currentSequence.length;
        const isMatch = isEnd
            ? // If we are at the end of the sequence, make sure the tag name has ended
                isEndOfTagSection(c)
            : // Otherwise, do a case-insensitive comparison
                (c | 0x20) === this.currentSequence[this.sequenceIndex];
        if (!isMatch) {
            this.isSpecial = false;
        }
        else if (!isEnd) {
            this.sequenceIndex++;
            return;
        }
        this.sequenceIndex = 0;
        this.state = State.InTagName;
        this.stateInTagName(c);
    }
    /** Look for an end tag. For <title> tags, also decode entities. */
    stateInSpecialTag(c) {
        if (this.sequenceIndex === this.currentSequence.length) {
            if (c === Tokenizer_CharCodes.Gt || isWhitespace(c)) {
                const endOfText = this.index - this.currentSequence.length;
                if (this.sectionStart < endOfText) {
                    // Spoof the index so that reported locations match up.
                    const actualIndex = this.index;
                    this.index = endOfText;
                    this.cbs.ontext(this.sectionStart, endOfText);
                    this.index = actualIndex;
                }
                this.isSpecial = false;
                this.sectionStart = endOfText + 2; // Skip over the `</`
                this.stateInClosingTagName(c);
                return; // We are done; skip the rest of the function.
            }
            this.sequenceIndex = 0;
        }
        if ((c | 0x20) === this.currentSequence[this.sequenceIndex]) {
            this.sequenceIndex += 1;
        }
        else if (this.sequenceIndex === 0) {
            if (this.currentSequence === Sequences.TitleEnd) {
                // We have to parse entities in <title> tags.
                if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
                    this.startEntity();
                }
            }
            else if (this.fastForwardTo(Tokenizer_CharCodes.Lt)) {
                // Outside of <title> tags, we can fast-forward.
                this.sequenceIndex = 1;
            }
        }
        else {
            // If we see a `<`, set the sequence index to 1; useful for eg. `<</script>`.
            this.sequenceIndex = Number(c === Tokenizer_CharCodes.Lt);
        }
    }
    stateCDATASequence(c) {
        if (c === Sequences.Cdata[this.sequenceIndex]) {
            if (++this.sequenceIndex === Sequences.Cdata.length) {
                this.state = State.InCommentLike;
                this.currentSequence = Sequences.CdataEnd;
                this.sequenceIndex = 0;
                this.sectionStart = this.index + 1;
            }
        }
        else {
            this.sequenceIndex = 0;
            this.state = State.InDeclaration;
            this.stateInDeclaration(c); // Reconsume the character
        }
    }
    /**
     * When we wait for one specific character, we can speed things up
     * by skipping through the buffer until we find it.
     *
     * @returns Whether the character was found.
     */
    fastForwardTo(c) {
        while (++this.index < this.buffer.length + this.offset) {
            if (this.buffer.charCodeAt(this.index - this.offset) === c) {
                return true;
            }
        }
        /*
         * We increment the index at the end of the `parse` loop,
         * so set it to `buffer.length - 1` here.
         *
         * TODO: Refactor `parse` to increment index before calling states.
         */
        this.index = this.buffer.length + this.offset - 1;
        return false;
    }
    /**
     * Comments and CDATA end with `-->` and `]]>`.
     *
     * Their common qualities are:
     * - Their end sequences have a distinct character they start with.
     * - That character is then repeated, so we have to check multiple repeats.
     * - All characters but the start character of the sequence can be skipped.
     */
    stateInCommentLike(c) {
        if (c === this.currentSequence[this.sequenceIndex]) {
            if (++this.sequenceIndex === this.currentSequence.length) {
                if (this.currentSequence === Sequences.CdataEnd) {
                    this.cbs.oncdata(this.sectionStart, this.index, 2);
                }
                else {
                    this.cbs.oncomment(this.sectionStart, this.index, 2);
                }
                this.sequenceIndex = 0;
                this.sectionStart = this.index + 1;
                this.state = State.Text;
            }
        }
        else if (this.sequenceIndex === 0) {
            // Fast-forward to the first character of the sequence
            if (this.fastForwardTo(this.currentSequence[0])) {
                this.sequenceIndex = 1;
            }
        }
        else if (c !== this.currentSequence[this.sequenceIndex - 1]) {
            // Allow long sequences, eg. --->, ]]]>
            this.sequenceIndex = 0;
        }
    }
    /**
     * HTML only allows ASCII alpha characters (a-z and A-Z) at the beginning of a tag name.
     *
     * XML allows a lot more characters here (@see https://www.w3.org/TR/REC-xml/#NT-NameStartChar).
     * We allow anything that wouldn't end the tag.
     */
    isTagStartChar(c) {
        return this.xmlMode ? !isEndOfTagSection(c) : isASCIIAlpha(c);
    }
    startSpecial(sequence, offset) {
        this.isSpecial = true;
        this.currentSequence = sequence;
        this.sequenceIndex = offset;
        this.state = State.SpecialStartSequence;
    }
    stateBeforeTagName(c) {
        if (c === Tokenizer_CharCodes.ExclamationMark) {
            this.state = State.BeforeDeclaration;
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.Questionmark) {
            this.state = State.InProcessingInstruction;
            this.sectionStart = this.index + 1;
        }
        else if (this.isTagStartChar(c)) {
            const lower = c | 0x20;
            this.sectionStart = this.index;
            if (this.xmlMode) {
                this.state = State.InTagName;
            }
            else if (lower === Sequences.ScriptEnd[2]) {
                this.state = State.BeforeSpecialS;
            }
            else if (lower === Sequences.TitleEnd[2] ||
                lower === Sequences.XmpEnd[2]) {
                this.state = State.BeforeSpecialT;
            }
            else {
                this.state = State.InTagName;
            }
        }
        else if (c === Tokenizer_CharCodes.Slash) {
            this.state = State.BeforeClosingTagName;
        }
        else {
            this.state = State.Text;
            this.stateText(c);
        }
    }
    stateInTagName(c) {
        if (isEndOfTagSection(c)) {
            this.cbs.onopentagname(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
    }
    stateBeforeClosingTagName(c) {
        if (isWhitespace(c)) {
            // Ignore
        }
        else if (c === Tokenizer_CharCodes.Gt) {
            this.state = State.Text;
        }
        else {
            this.state = this.isTagStartChar(c)
                ? State.InClosingTagName
                : State.InSpecialComment;
            this.sectionStart = this.index;
        }
    }
    stateInClosingTagName(c) {
        if (c === Tokenizer_CharCodes.Gt || isWhitespace(c)) {
            this.cbs.onclosetag(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.state = State.AfterClosingTagName;
            this.stateAfterClosingTagName(c);
        }
    }
    stateAfterClosingTagName(c) {
        // Skip everything until ">"
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    stateBeforeAttributeName(c) {
        if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.onopentagend(this.index);
            if (this.isSpecial) {
                this.state = State.InSpecialTag;
                this.sequenceIndex = 0;
            }
            else {
                this.state = State.Text;
            }
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.Slash) {
            this.state = State.InSelfClosingTag;
        }
        else if (!isWhitespace(c)) {
            this.state = State.InAttributeName;
            this.sectionStart = this.index;
        }
    }
    stateInSelfClosingTag(c) {
        if (c === Tokenizer_CharCodes.Gt) {
            this.cbs.onselfclosingtag(this.index);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
            this.isSpecial = false; // Reset special state, in case of self-closing special tags
        }
        else if (!isWhitespace(c)) {
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
    }
    stateInAttributeName(c) {
        if (c === Tokenizer_CharCodes.Eq || isEndOfTagSection(c)) {
            this.cbs.onattribname(this.sectionStart, this.index);
            this.sectionStart = this.index;
            this.state = State.AfterAttributeName;
            this.stateAfterAttributeName(c);
        }
    }
    stateAfterAttributeName(c) {
        if (c === Tokenizer_CharCodes.Eq) {
            this.state = State.BeforeAttributeValue;
        }
        else if (c === Tokenizer_CharCodes.Slash || c === Tokenizer_CharCodes.Gt) {
            this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
            this.sectionStart = -1;
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
        else if (!isWhitespace(c)) {
            this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
            this.state = State.InAttributeName;
            this.sectionStart = this.index;
        }
    }
    stateBeforeAttributeValue(c) {
        if (c === Tokenizer_CharCodes.DoubleQuote) {
            this.state = State.InAttributeValueDq;
            this.sectionStart = this.index + 1;
        }
        else if (c === Tokenizer_CharCodes.SingleQuote) {
            this.state = State.InAttributeValueSq;
            this.sectionStart = this.index + 1;
        }
        else if (!isWhitespace(c)) {
            this.sectionStart = this.index;
            this.state = State.InAttributeValueNq;
            this.stateInAttributeValueNoQuotes(c); // Reconsume token
        }
    }
    handleInAttributeValue(c, quote) {
        if (c === quote ||
            (!this.decodeEntities && this.fastForwardTo(quote))) {
            this.cbs.onattribdata(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.cbs.onattribend(quote === Tokenizer_CharCodes.DoubleQuote
                ? QuoteType.Double
                : QuoteType.Single, this.index + 1);
            this.state = State.BeforeAttributeName;
        }
        else if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
            this.startEntity();
        }
    }
    stateInAttributeValueDoubleQuotes(c) {
        this.handleInAttributeValue(c, Tokenizer_CharCodes.DoubleQuote);
    }
    stateInAttributeValueSingleQuotes(c) {
        this.handleInAttributeValue(c, Tokenizer_CharCodes.SingleQuote);
    }
    stateInAttributeValueNoQuotes(c) {
        if (isWhitespace(c) || c === Tokenizer_CharCodes.Gt) {
            this.cbs.onattribdata(this.sectionStart, this.index);
            this.sectionStart = -1;
            this.cbs.onattribend(QuoteType.Unquoted, this.index);
            this.state = State.BeforeAttributeName;
            this.stateBeforeAttributeName(c);
        }
        else if (this.decodeEntities && c === Tokenizer_CharCodes.Amp) {
            this.startEntity();
        }
    }
    stateBeforeDeclaration(c) {
        if (c === Tokenizer_CharCodes.OpeningSquareBracket) {
            this.state = State.CDATASequence;
            this.sequenceIndex = 0;
        }
        else {
            this.state =
                c === Tokenizer_CharCodes.Dash
                    ? State.BeforeComment
                    : State.InDeclaration;
        }
    }
    stateInDeclaration(c) {
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.cbs.ondeclaration(this.sectionStart, this.index);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    stateInProcessingInstruction(c) {
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.cbs.onprocessinginstruction(this.sectionStart, this.index);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    stateBeforeComment(c) {
        if (c === Tokenizer_CharCodes.Dash) {
            this.state = State.InCommentLike;
            this.currentSequence = Sequences.CommentEnd;
            // Allow short comments (eg. <!-->)
            this.sequenceIndex = 2;
            this.sectionStart = this.index + 1;
        }
        else {
            this.state = State.InDeclaration;
        }
    }
    stateInSpecialComment(c) {
        if (c === Tokenizer_CharCodes.Gt || this.fastForwardTo(Tokenizer_CharCodes.Gt)) {
            this.cbs.oncomment(this.sectionStart, this.index, 0);
            this.state = State.Text;
            this.sectionStart = this.index + 1;
        }
    }
    stateBeforeSpecialS(c) {
        const lower = c | 0x20;
        if (lower === Sequences.ScriptEnd[3]) {
            this.startSpecial(Sequences.ScriptEnd, 4);
        }
        else if (lower === Sequences.StyleEnd[3]) {
            this.startSpecial(Sequences.StyleEnd, 4);
        }
        else {
            this.state = State.InTagName;
            this.stateInTagName(c); // Consume the token again
        }
    }
    stateBeforeSpecialT(c) {
        const lower = c | 0x20;
        switch (lower) {
            case Sequences.TitleEnd[3]: {
                this.startSpecial(Sequences.TitleEnd, 4);
                break;
            }
            case Sequences.TextareaEnd[3]: {
                this.startSpecial(Sequences.TextareaEnd, 4);
                break;
            }
            case Sequences.XmpEnd[3]: {
                this.startSpecial(Sequences.XmpEnd, 4);
                break;
            }
            default: {
                this.state = State.InTagName;
                this.stateInTagName(c); // Consume the token again
            }
        }
    }
    startEntity() {
        this.baseState = this.state;
        this.state = State.InEntity;
        this.entityStart = this.index;
        this.entityDecoder.startEntity(this.xmlMode
            ? decode_DecodingMode.Strict
            : this.baseState === State.Text ||
                this.baseState === State.InSpecialTag
                ? decode_DecodingMode.Legacy
                : decode_DecodingMode.Attribute);
    }
    stateInEntity() {
        const indexInBuffer = this.index - this.offset;
        const length = this.entityDecoder.write(this.buffer, indexInBuffer);
        // If `length` is positive, we are done with the entity.
        if (length >= 0) {
            this.state = this.baseState;
            if (length === 0) {
                this.index -= 1;
            }
        }
        else {
            if (indexInBuffer < this.buffer.length &&
                this.buffer.charCodeAt(indexInBuffer) === Tokenizer_CharCodes.Amp) {
                this.state = this.baseState;
                this.index -= 1;
                return;
            }
            // Mark buffer as consumed.
            this.index = this.offset + this.buffer.length - 1;
        }
    }
    /**
     * Remove data that has already been consumed from the buffer.
     */
    cleanup() {
        // If we are inside of text or attributes, emit what we already have.
        if (this.running && this.sectionStart !== this.index) {
            if (this.state === State.Text ||
                (this.state === State.InSpecialTag && this.sequenceIndex === 0)) {
                this.cbs.ontext(this.sectionStart, this.index);
                this.sectionStart = this.index;
            }
            else if (this.state === State.InAttributeValueDq ||
                this.state === State.InAttributeValueSq ||
                this.state === State.InAttributeValueNq) {
                this.cbs.onattribdata(this.sectionStart, this.index);
                this.sectionStart = this.index;
            }
        }
    }
    shouldContinue() {
        return this.index < this.buffer.length + this.offset && this.running;
    }
    /**
     * Iterates through the buffer, calling the function corresponding to the current state.
     *
     * States that are more likely to be hit are higher up, as a performance improvement.
     */
    parse() {
        while (this.shouldContinue()) {
            const c = this.buffer.charCodeAt(this.index - this.offset);
            switch (this.state) {
                case State.Text: {
                    this.stateText(c);
                    break;
                }
                case State.SpecialStartSequence: {
                    this.stateSpecialStartSequence(c);
                    break;
                }
                case State.InSpecialTag: {
                    this.stateInSpecialTag(c);
                    break;
                }
                case State.CDATASequence: {
                    this.stateCDATASequence(c);
                    break;
                }
                case State.InAttributeValueDq: {
                    this.stateInAttributeValueDoubleQuotes(c);
                    break;
                }
                case State.InAttributeName: {
                    this.stateInAttributeName(c);
                    break;
                }
                case State.InCommentLike: {
                    this.stateInCommentLike(c);
                    break;
                }
                case State.InSpecialComment: {
                    this.stateInSpecialComment(c);
                    break;
                }
                case State.BeforeAttributeName: {
                    this.stateBeforeAttributeName(c);
                    break;
                }
                case State.InTagName: {
                    this.stateInTagName(c);
                    break;
                }
                case State.InClosingTagName: {
                    this.stateInClosingTagName(c);
                    break;
                }
                case State.BeforeTagName: {
                    this.stateBeforeTagName(c);
                    break;
                }
                case State.AfterAttributeName: {
                    this.stateAfterAttributeName(c);
                    break;
                }
                case State.InAttributeValueSq: {
                    this.stateInAttributeValueSingleQuotes(c);
                    break;
                }
                case State.BeforeAttributeValue: {
                    this.stateBeforeAttributeValue(c);
                    break;
                }
                case State.BeforeClosingTagName: {
                    this.stateBeforeClosingTagName(c);
                    break;
                }
                case State.AfterClosingTagName: {
                    this.stateAfterClosingTagName(c);
                    break;
                }
                case State.BeforeSpecialS: {
                    this.stateBeforeSpecialS(c);
                    break;
                }
                case State.BeforeSpecialT: {
                    this.stateBeforeSpecialT(c);
                    break;
                }
                case State.InAttributeValueNq: {
                    this.stateInAttributeValueNoQuotes(c);
                    break;
                }
                case State.InSelfClosingTag: {
                    this.stateInSelfClosingTag(c);
                    break;
                }
                case State.InDeclaration: {
                    this.stateInDeclaration(c);
                    break;
                }
                case State.BeforeDeclaration: {
                    this.stateBeforeDeclaration(c);
                    break;
                }
                case State.BeforeComment: {
                    this.stateBeforeComment(c);
                    break;
                }
                case State.InProcessingInstruction: {
                    this.stateInProcessingInstruction(c);
                    break;
                }
                case State.InEntity: {
                    this.stateInEntity();
                    break;
                }
            }
            this.index++;
        }
        this.cleanup();
    }
    finish() {
        if (this.state === State.InEntity) {
            this.entityDecoder.end();
            this.state = this.baseState;
        }
        this.handleTrailingData();
        this.cbs.onend();
    }
    /** Handle any trailing data. */
    handleTrailingData() {
        const endIndex = this.buffer.length + this.offset;
        // If there is no remaining data, we are done.
        if (this.sectionStart >= endIndex) {
            return;
        }
        if (this.state === State.InCommentLike) {
            if (this.currentSequence === Sequences.CdataEnd) {
                this.cbs.oncdata(this.sectionStart, endIndex, 0);
            }
            else {
                this.cbs.oncomment(this.sectionStart, endIndex, 0);
            }
        }
        else if (this.state === State.InTagName ||
            this.state === State.BeforeAttributeName ||
            this.state === State.BeforeAttributeValue ||
            this.state === State.AfterAttributeName ||
            this.state === State.InAttributeName ||
            this.state === State.InAttributeValueSq ||
            this.state === State.InAttributeValueDq ||
            this.state === State.InAttributeValueNq ||
            this.state === State.InClosingTagName) {
            /*
             * If we are currently in an opening or closing tag, us not calling the
             * respective callback signals that the tag should be ignored.
             */
        }
        else {
            this.cbs.ontext(this.sectionStart, endIndex);
        }
    }
    emitCodePoint(cp, consumed) {
        if (this.baseState !== State.Text &&
            this.baseState !== State.InSpecialTag) {
            if (this.sectionStart < this.entityStart) {
                this.cbs.onattribdata(this.sectionStart, this.entityStart);
            }
            this.sectionStart = this.entityStart + consumed;
            this.index = this.sectionStart - 1;
            this.cbs.onattribentity(cp);
        }
        else {
            if (this.sectionStart < this.entityStart) {
                this.cbs.ontext(this.sectionStart, this.entityStart);
            }
            this.sectionStart = this.entityStart + consumed;
            this.index = this.sectionStart - 1;
            this.cbs.ontextentity(cp, this.sectionStart);
        }
    }
}
//# sourceMappingURL=Tokenizer.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/dist/esm/Parser.js


const formTags = new Set([
    "input",
    "option",
    "optgroup",
    "select",
    "button",
    "datalist",
    "textarea",
]);
const pTag = new Set(["p"]);
const tableSectionTags = new Set(["thead", "tbody"]);
const ddtTags = new Set(["dd", "dt"]);
const rtpTags = new Set(["rt", "rp"]);
const openImpliesClose = new Map([
    ["tr", new Set(["tr", "th", "td"])],
    ["th", new Set(["th"])],
    ["td", new Set(["thead", "th", "td"])],
    ["body", new Set(["head", "link", "script"])],
    ["li", new Set(["li"])],
    ["p", pTag],
    ["h1", pTag],
    ["h2", pTag],
    ["h3", pTag],
    ["h4", pTag],
    ["h5", pTag],
    ["h6", pTag],
    ["select", formTags],
    ["input", formTags],
    ["output", formTags],
    ["button", formTags],
    ["datalist", formTags],
    ["textarea", formTags],
    ["option", new Set(["option"])],
    ["optgroup", new Set(["optgroup", "option"])],
    ["dd", ddtTags],
    ["dt", ddtTags],
    ["address", pTag],
    ["article", pTag],
    ["aside", pTag],
    ["blockquote", pTag],
    ["details", pTag],
    ["div", pTag],
    ["dl", pTag],
    ["fieldset", pTag],
    ["figcaption", pTag],
    ["figure", pTag],
    ["footer", pTag],
    ["form", pTag],
    ["header", pTag],
    ["hr", pTag],
    ["main", pTag],
    ["nav", pTag],
    ["ol", pTag],
    ["pre", pTag],
    ["section", pTag],
    ["table", pTag],
    ["ul", pTag],
    ["rt", rtpTags],
    ["rp", rtpTags],
    ["tbody", tableSectionTags],
    ["tfoot", tableSectionTags],
]);
const voidElements = new Set([
    "area",
    "base",
    "basefont",
    "br",
    "col",
    "command",
    "embed",
    "frame",
    "hr",
    "img",
    "input",
    "isindex",
    "keygen",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
]);
const foreignContextElements = new Set(["math", "svg"]);
const htmlIntegrationElements = new Set([
    "mi",
    "mo",
    "mn",
    "ms",
    "mtext",
    "annotation-xml",
    "foreignobject",
    "desc",
    "title",
]);
const reNameEnd = /\s|\//;
class Parser_Parser {
    constructor(cbs, options = {}) {
        var _a, _b, _c, _d, _e, _f;
        this.options = options;
        /** The start index of the last event. */
        this.startIndex = 0;
        /** The end index of the last event. */
        this.endIndex = 0;
        /**
         * Store the start index of the current open tag,
         * so we can update the start index for attributes.
         */
        this.openTagStart = 0;
        this.tagname = "";
        this.attribname = "";
        this.attribvalue = "";
        this.attribs = null;
        this.stack = [];
        this.buffers = [];
        this.bufferOffset = 0;
        /** The index of the last written buffer. Used when resuming after a `pause()`. */
        this.writeIndex = 0;
        /** Indicates whether the parser has finished running / `.end` has been called. */
        this.ended = false;
        this.cbs = cbs !== null && cbs !== void 0 ? cbs : {};
        this.htmlMode = !this.options.xmlMode;
        this.lowerCaseTagNames = (_a = options.lowerCaseTags) !== null && _a !== void 0 ? _a : this.htmlMode;
        this.lowerCaseAttributeNames =
            (_b = options.lowerCaseAttributeNames) !== null && _b !== void 0 ? _b : this.htmlMode;
        this.recognizeSelfClosing =
            (_c = options.recognizeSelfClosing) !== null && _c !== void 0 ? _c : !this.htmlMode;
        this.tokenizer = new ((_d = options.Tokenizer) !== null && _d !== void 0 ? _d : Tokenizer)(this.options, this);
        this.foreignContext = [!this.htmlMode];
        (_f = (_e = this.cbs).onparserinit) === null || _f === void 0 ? void 0 : _f.call(_e, this);
    }
    // Tokenizer event handlers
    /** @internal */
    ontext(start, endIndex) {
        var _a, _b;
        const data = this.getSlice(start, endIndex);
        this.endIndex = endIndex - 1;
        (_b = (_a = this.cbs).ontext) === null || _b === void 0 ? void 0 : _b.call(_a, data);
        this.startIndex = endIndex;
    }
    /** @internal */
    ontextentity(cp, endIndex) {
        var _a, _b;
        this.endIndex = endIndex - 1;
        (_b = (_a = this.cbs).ontext) === null || _b === void 0 ? void 0 : _b.call(_a, decode_codepoint_fromCodePoint(cp));
        this.startIndex = endIndex;
    }
    /**
     * Checks if the current tag is a void element. Override this if you want
     * to specify your own additional void elements.
     */
    isVoidElement(name) {
        return this.htmlMode && voidElements.has(name);
    }
    /** @internal */
    onopentagname(start, endIndex) {
        this.endIndex = endIndex;
        let name = this.getSlice(start, endIndex);
        if (this.lowerCaseTagNames) {
            name = name.toLowerCase();
        }
        this.emitOpenTag(name);
    }
    emitOpenTag(name) {
        var _a, _b, _c, _d;
        this.openTagStart = this.startIndex;
        this.tagname = name;
        const impliesClose = this.htmlMode && openImpliesClose.get(name);
        if (impliesClose) {
            while (this.stack.length > 0 && impliesClose.has(this.stack[0])) {
                const element = this.stack.shift();
                (_b = (_a = this.cbs).onclosetag) === null || _b === void 0 ? void 0 : _b.call(_a, element, true);
            }
        }
        if (!this.isVoidElement(name)) {
            this.stack.unshift(name);
            if (this.htmlMode) {
                if (foreignContextElements.has(name)) {
                    this.foreignContext.unshift(true);
                }
                else if (htmlIntegrationElements.has(name)) {
                    this.foreignContext.unshift(false);
                }
            }
        }
        (_d = (_c = this.cbs).onopentagname) === null || _d === void 0 ? void 0 : _d.call(_c, name);
        if (this.cbs.onopentag)
            this.attribs = {};
    }
    endOpenTag(isImplied) {
        var _a, _b;
        this.startIndex = this.openTagStart;
        if (this.attribs) {
            (_b = (_a = this.cbs).onopentag) === null || _b === void 0 ? void 0 : _b.call(_a, this.tagname, this.attribs, isImplied);
            this.attribs = null;
        }
        if (this.cbs.onclosetag && this.isVoidElement(this.tagname)) {
            this.cbs.onclosetag(this.tagname, true);
        }
        this.tagname = "";
    }
    /** @internal */
    onopentagend(endIndex) {
        this.endIndex = endIndex;
        this.endOpenTag(false);
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    onclosetag(start, endIndex) {
        var _a, _b, _c, _d, _e, _f, _g, _h;
        this.endIndex = endIndex;
        let name = this.getSlice(start, endIndex);
        if (this.lowerCaseTagNames) {
            name = name.toLowerCase();
        }
        if (this.htmlMode &&
            (foreignContextElements.has(name) ||
                htmlIntegrationElements.has(name))) {
            this.foreignContext.shift();
        }
        if (!this.isVoidElement(name)) {
            const pos = this.stack.indexOf(name);
            if (pos !== -1) {
                for (let index = 0; index <= pos; index++) {
                    const element = this.stack.shift();
                    // We know the stack has sufficient elements.
                    (_b = (_a = this.cbs).onclosetag) === null || _b === void 0 ? void 0 : _b.call(_a, element, index !== pos);
                }
            }
            else if (this.htmlMode && name === "p") {
                // Implicit open before close
                this.emitOpenTag("p");
                this.closeCurrentTag(true);
            }
        }
        else if (this.htmlMode && name === "br") {
            // We can't use `emitOpenTag` for implicit open, as `br` would be implicitly closed.
            (_d = (_c = this.cbs).onopentagname) === null || _d === void 0 ? void 0 : _d.call(_c, "br");
            (_f = (_e = this.cbs).onopentag) === null || _f === void 0 ? void 0 : _f.call(_e, "br", {}, true);
            (_h = (_g = this.cbs).onclosetag) === null || _h === void 0 ? void 0 : _h.call(_g, "br", false);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    onselfclosingtag(endIndex) {
        this.endIndex = endIndex;
        if (this.recognizeSelfClosing || this.foreignContext[0]) {
            this.closeCurrentTag(false);
            // Set `startIndex` for next node
            this.startIndex = endIndex + 1;
        }
        else {
            // Ignore the fact that the tag is self-closing.
            this.onopentagend(endIndex);
        }
    }
    closeCurrentTag(isOpenImplied) {
        var _a, _b;
        const name = this.tagname;
        this.endOpenTag(isOpenImplied);
        // Self-closing tags will be on the top of the stack
        if (this.stack[0] === name) {
            // If the opening tag isn't implied, the closing tag has to be implied.
            (_b = (_a = this.cbs).onclosetag) === null || _b === void 0 ? void 0 : _b.call(_a, name, !isOpenImplied);
            this.stack.shift();
        }
    }
    /** @internal */
    onattribname(start, endIndex) {
        this.startIndex = start;
        const name = this.getSlice(start, endIndex);
        this.attribname = this.lowerCaseAttributeNames
            ? name.toLowerCase()
            : name;
    }
    /** @internal */
    onattribdata(start, endIndex) {
        this.attribvalue += this.getSlice(start, endIndex);
    }
    /** @internal */
    onattribentity(cp) {
        this.attribvalue += decode_codepoint_fromCodePoint(cp);
    }
    /** @internal */
    onattribend(quote, endIndex) {
        var _a, _b;
        this.endIndex = endIndex;
        (_b = (_a = this.cbs).onattribute) === null || _b === void 0 ? void 0 : _b.call(_a, this.attribname, this.attribvalue, quote === QuoteType.Double
            ? '"'
            : quote === QuoteType.Single
                ? "'"
                : quote === QuoteType.NoValue
                    ? undefined
                    : null);
        if (this.attribs &&
            !Object.prototype.hasOwnProperty.call(this.attribs, this.attribname)) {
            this.attribs[this.attribname] = this.attribvalue;
        }
        this.attribvalue = "";
    }
    getInstructionName(value) {
        const index = value.search(reNameEnd);
        let name = index < 0 ? value : value.substr(0, index);
        if (this.lowerCaseTagNames) {
            name = name.toLowerCase();
        }
        return name;
    }
    /** @internal */
    ondeclaration(start, endIndex) {
        this.endIndex = endIndex;
        const value = this.getSlice(start, endIndex);
        if (this.cbs.onprocessinginstruction) {
            const name = this.getInstructionName(value);
            this.cbs.onprocessinginstruction(`!${name}`, `!${value}`);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    onprocessinginstruction(start, endIndex) {
        this.endIndex = endIndex;
        const value = this.getSlice(start, endIndex);
        if (this.cbs.onprocessinginstruction) {
            const name = this.getInstructionName(value);
            this.cbs.onprocessinginstruction(`?${name}`, `?${value}`);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    oncomment(start, endIndex, offset) {
        var _a, _b, _c, _d;
        this.endIndex = endIndex;
        (_b = (_a = this.cbs).oncomment) === null || _b === void 0 ? void 0 : _b.call(_a, this.getSlice(start, endIndex - offset));
        (_d = (_c = this.cbs).oncommentend) === null || _d === void 0 ? void 0 : _d.call(_c);
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    oncdata(start, endIndex, offset) {
        var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k;
        this.endIndex = endIndex;
        const value = this.getSlice(start, endIndex - offset);
        if (!this.htmlMode || this.options.recognizeCDATA) {
            (_b = (_a = this.cbs).oncdatastart) === null || _b === void 0 ? void 0 : _b.call(_a);
            (_d = (_c = this.cbs).ontext) === null || _d === void 0 ? void 0 : _d.call(_c, value);
            (_f = (_e = this.cbs).oncdataend) === null || _f === void 0 ? void 0 : _f.call(_e);
        }
        else {
            (_h = (_g = this.cbs).oncomment) === null || _h === void 0 ? void 0 : _h.call(_g, `[CDATA[${value}]]`);
            (_k = (_j = this.cbs).oncommentend) === null || _k === void 0 ? void 0 : _k.call(_j);
        }
        // Set `startIndex` for next node
        this.startIndex = endIndex + 1;
    }
    /** @internal */
    onend() {
        var _a, _b;
        if (this.cbs.onclosetag) {
            // Set the end index for all remaining tags
            this.endIndex = this.startIndex;
            for (let index = 0; index < this.stack.length; index++) {
                this.cbs.onclosetag(this.stack[index], true);
            }
        }
        (_b = (_a = this.cbs).onend) === null || _b === void 0 ? void 0 : _b.call(_a);
    }
    /**
     * Resets the parser to a blank state, ready to parse a new HTML document
     */
    reset() {
        var _a, _b, _c, _d;
        (_b = (_a = this.cbs).onreset) === null || _b === void 0 ? void 0 : _b.call(_a);
        this.tokenizer.reset();
        this.tagname = "";
        this.attribname = "";
        this.attribs = null;
        this.stack.length = 0;
        this.startIndex = 0;
        this.endIndex = 0;
        (_d = (_c = this.cbs).onparserinit) === null || _d === void 0 ? void 0 : _d.call(_c, this);
        this.buffers.length = 0;
        this.foreignContext.length = 0;
        this.foreignContext.unshift(!this.htmlMode);
        this.bufferOffset = 0;
        this.writeIndex = 0;
        this.ended = false;
    }
    /**
     * Resets the parser, then parses a complete document and
     * pushes it to the handler.
     *
     * @param data Document to parse.
     */
    parseComplete(data) {
        this.reset();
        this.end(data);
    }
    getSlice(start, end) {
        while (start - this.bufferOffset >= this.buffers[0].length) {
            this.shiftBuffer();
        }
        let slice = this.buffers[0].slice(start - this.bufferOffset, end - this.bufferOffset);
        while (end - this.bufferOffset > this.buffers[0].length) {
            this.shiftBuffer();
            slice += this.buffers[0].slice(0, end - this.bufferOffset);
        }
        return slice;
    }
    shiftBuffer() {
        this.bufferOffset += this.buffers[0].length;
        this.writeIndex--;
        this.buffers.shift();
    }
    /**
     * Parses a chunk of data and calls the corresponding callbacks.
     *
     * @param chunk Chunk to parse.
     */
    write(chunk) {
        var _a, _b;
        if (this.ended) {
            (_b = (_a = this.cbs).onerror) === null || _b === void 0 ? void 0 : _b.call(_a, new Error(".write() after done!"));
            return;
        }
        this.buffers.push(chunk);
        if (this.tokenizer.running) {
            this.tokenizer.write(chunk);
            this.writeIndex++;
        }
    }
    /**
     * Parses the end of the buffer and clears the stack, calls onend.
     *
     * @param chunk Optional final chunk to parse.
     */
    end(chunk) {
        var _a, _b;
        if (this.ended) {
            (_b = (_a = this.cbs).onerror) === null || _b === void 0 ? void 0 : _b.call(_a, new Error(".end() after done!"));
            return;
        }
        if (chunk)
            this.write(chunk);
        this.ended = true;
        this.tokenizer.end();
    }
    /**
     * Pauses parsing. The parser won't emit events until `resume` is called.
     */
    pause() {
        this.tokenizer.pause();
    }
    /**
     * Resumes parsing after `pause` was called.
     */
    resume() {
        this.tokenizer.resume();
        while (this.tokenizer.running &&
            this.writeIndex < this.buffers.length) {
            this.tokenizer.write(this.buffers[this.writeIndex++]);
        }
        if (this.ended)
            this.tokenizer.end();
    }
    /**
     * Alias of `write`, for backwards compatibility.
     *
     * @param chunk Chunk to parse.
     * @deprecated
     */
    parseChunk(chunk) {
        this.write(chunk);
    }
    /**
     * Alias of `end`, for backwards compatibility.
     *
     * @param chunk Optional final chunk to parse.
     * @deprecated
     */
    done(chunk) {
        this.end(chunk);
    }
}
//# sourceMappingURL=Parser.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domelementtype/lib/esm/index.js
/** Types of elements found in htmlparser2's DOM */
var esm_ElementType;
(function (ElementType) {
    /** Type for the root element of a document */
    ElementType["Root"] = "root";
    /** Type for Text */
    ElementType["Text"] = "text";
    /** Type for <? ... ?> */
    ElementType["Directive"] = "directive";
    /** Type for <!-- ... --> */
    ElementType["Comment"] = "comment";
    /** Type for <script> tags */
    ElementType["Script"] = "script";
    /** Type for <style> tags */
    ElementType["Style"] = "style";
    /** Type for Any tag */
    ElementType["Tag"] = "tag";
    /** Type for <![CDATA[ ... ]]> */
    ElementType["CDATA"] = "cdata";
    /** Type for <!doctype ...> */
    ElementType["Doctype"] = "doctype";
})(esm_ElementType || (esm_ElementType = {}));
/**
 * Tests whether an element is a tag or not.
 *
 * @param elem Element to test
 */
function esm_isTag(elem) {
    return (elem.type === esm_ElementType.Tag ||
        elem.type === esm_ElementType.Script ||
        elem.type === esm_ElementType.Style);
}
// Exports for backwards compatibility
/** Type for the root element of a document */
const Root = esm_ElementType.Root;
/** Type for Text */
const esm_Text = esm_ElementType.Text;
/** Type for <? ... ?> */
const Directive = esm_ElementType.Directive;
/** Type for <!-- ... --> */
const esm_Comment = esm_ElementType.Comment;
/** Type for <script> tags */
const Script = esm_ElementType.Script;
/** Type for <style> tags */
const Style = esm_ElementType.Style;
/** Type for Any tag */
const Tag = esm_ElementType.Tag;
/** Type for <![CDATA[ ... ]]> */
const esm_CDATA = esm_ElementType.CDATA;
/** Type for <!doctype ...> */
const Doctype = esm_ElementType.Doctype;

;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domhandler/lib/esm/node.js

/**
 * This object will be used as the prototype for Nodes when creating a
 * DOM-Level-1-compliant structure.
 */
class Node {
    constructor() {
        /** Parent of the node */
        this.parent = null;
        /** Previous sibling */
        this.prev = null;
        /** Next sibling */
        this.next = null;
        /** The start index of the node. Requires `withStartIndices` on the handler to be `true. */
        this.startIndex = null;
        /** The end index of the node. Requires `withEndIndices` on the handler to be `true. */
        this.endIndex = null;
    }
    // Read-write aliases for properties
    /**
     * Same as {@link parent}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get parentNode() {
        return this.parent;
    }
    set parentNode(parent) {
        this.parent = parent;
    }
    /**
     * Same as {@link prev}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get previousSibling() {
        return this.prev;
    }
    set previousSibling(prev) {
        this.prev = prev;
    }
    /**
     * Same as {@link next}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get nextSibling() {
        return this.next;
    }
    set nextSibling(next) {
        this.next = next;
    }
    /**
     * Clone this node, and optionally its children.
     *
     * @param recursive Clone child nodes as well.
     * @returns A clone of the node.
     */
    cloneNode(recursive = false) {
        return cloneNode(this, recursive);
    }
}
/**
 * A node that contains some data.
 */
class DataNode extends Node {
    /**
     * @param data The content of the data node
     */
    constructor(data) {
        super();
        this.data = data;
    }
    /**
     * Same as {@link data}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get nodeValue() {
        return this.data;
    }
    set nodeValue(data) {
        this.data = data;
    }
}
/**
 * Text within the document.
 */
class node_Text extends DataNode {
    constructor() {
        super(...arguments);
        this.type = esm_ElementType.Text;
    }
    get nodeType() {
        return 3;
    }
}
/**
 * Comments within the document.
 */
class node_Comment extends DataNode {
    constructor() {
        super(...arguments);
        this.type = esm_ElementType.Comment;
    }
    get nodeType() {
        return 8;
    }
}
/**
 * Processing instructions, including doc types.
 */
class node_ProcessingInstruction extends DataNode {
    constructor(name, data) {
        super(data);
        this.name = name;
        this.type = esm_ElementType.Directive;
    }
    get nodeType() {
        return 1;
    }
}
/**
 * A `Node` that can have children.
 */
class NodeWithChildren extends Node {
    /**
     * @param children Children of the node. Only certain node types can have children.
     */
    constructor(children) {
        super();
        this.children = children;
    }
    // Aliases
    /** First child of the node. */
    get firstChild() {
        var _a;
        return (_a = this.children[0]) !== null && _a !== void 0 ? _a : null;
    }
    /** Last child of the node. */
    get lastChild() {
        return this.children.length > 0
            ? this.children[this.children.length - 1]
            : null;
    }
    /**
     * Same as {@link children}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get childNodes() {
        return this.children;
    }
    set childNodes(children) {
        this.children = children;
    }
}
class node_CDATA extends NodeWithChildren {
    constructor() {
        super(...arguments);
        this.type = esm_ElementType.CDATA;
    }
    get nodeType() {
        return 4;
    }
}
/**
 * The root node of the document.
 */
class node_Document extends NodeWithChildren {
    constructor() {
        super(...arguments);
        this.type = esm_ElementType.Root;
    }
    get nodeType() {
        return 9;
    }
}
/**
 * An element within the DOM.
 */
class node_Element extends NodeWithChildren {
    /**
     * @param name Name of the tag, eg. `div`, `span`.
     * @param attribs Object mapping attribute names to attribute values.
     * @param children Children of the node.
     */
    constructor(name, attribs, children = [], type = name === "script"
        ? esm_ElementType.Script
        : name === "style"
            ? esm_ElementType.Style
            : esm_ElementType.Tag) {
        super(children);
        this.name = name;
        this.attribs = attribs;
        this.type = type;
    }
    get nodeType() {
        return 1;
    }
    // DOM Level 1 aliases
    /**
     * Same as {@link name}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get tagName() {
        return this.name;
    }
    set tagName(name) {
        this.name = name;
    }
    get attributes() {
        return Object.keys(this.attribs).map((name) => {
            var _a, _b;
            return ({
                name,
                value: this.attribs[name],
                namespace: (_a = this["x-attribsNamespace"]) === null || _a === void 0 ? void 0 : _a[name],
                prefix: (_b = this["x-attribsPrefix"]) === null || _b === void 0 ? void 0 : _b[name],
            });
        });
    }
}
/**
 * @param node Node to check.
 * @returns `true` if the node is a `Element`, `false` otherwise.
 */
function node_isTag(node) {
    return esm_isTag(node);
}
/**
 * @param node Node to check.
 * @returns `true` if the node has the type `CDATA`, `false` otherwise.
 */
function node_isCDATA(node) {
    return node.type === esm_ElementType.CDATA;
}
/**
 * @param node Node to check.
 * @returns `true` if the node has the type `Text`, `false` otherwise.
 */
function node_isText(node) {
    return node.type === esm_ElementType.Text;
}
/**
 * @param node Node to check.
 * @returns `true` if the node has the type `Comment`, `false` otherwise.
 */
function node_isComment(node) {
    return node.type === esm_ElementType.Comment;
}
/**
 * @param node Node to check.
 * @returns `true` if the node has the type `ProcessingInstruction`, `false` otherwise.
 */
function isDirective(node) {
    return node.type === esm_ElementType.Directive;
}
/**
 * @param node Node to check.
 * @returns `true` if the node has the type `ProcessingInstruction`, `false` otherwise.
 */
function isDocument(node) {
    return node.type === esm_ElementType.Root;
}
/**
 * @param node Node to check.
 * @returns `true` if the node has children, `false` otherwise.
 */
function node_hasChildren(node) {
    return Object.prototype.hasOwnProperty.call(node, "children");
}
/**
 * Clone a node, and optionally its children.
 *
 * @param recursive Clone child nodes as well.
 * @returns A clone of the node.
 */
function cloneNode(node, recursive = false) {
    let result;
    if (node_isText(node)) {
        result = new node_Text(node.data);
    }
    else if (node_isComment(node)) {
        result = new node_Comment(node.data);
    }
    else if (node_isTag(node)) {
        const children = recursive ? cloneChildren(node.children) : [];
        const clone = new node_Element(node.name, { ...node.attribs }, children);
        children.forEach((child) => (child.parent = clone));
        if (node.namespace != null) {
            clone.namespace = node.namespace;
        }
        if (node["x-attribsNamespace"]) {
            clone["x-attribsNamespace"] = { ...node["x-attribsNamespace"] };
        }
        if (node["x-attribsPrefix"]) {
            clone["x-attribsPrefix"] = { ...node["x-attribsPrefix"] };
        }
        result = clone;
    }
    else if (node_isCDATA(node)) {
        const children = recursive ? cloneChildren(node.children) : [];
        const clone = new node_CDATA(children);
        children.forEach((child) => (child.parent = clone));
        result = clone;
    }
    else if (isDocument(node)) {
        const children = recursive ? cloneChildren(node.children) : [];
        const clone = new node_Document(children);
        children.forEach((child) => (child.parent = clone));
        if (node["x-mode"]) {
            clone["x-mode"] = node["x-mode"];
        }
        result = clone;
    }
    else if (isDirective(node)) {
        const instruction = new node_ProcessingInstruction(node.name, node.data);
        if (node["x-name"] != null) {
            instruction["x-name"] = node["x-name"];
            instruction["x-publicId"] = node["x-publicId"];
            instruction["x-systemId"] = node["x-systemId"];
        }
        result = instruction;
    }
    else {
        throw new Error(`Not implemented yet: ${node.type}`);
    }
    result.startIndex = node.startIndex;
    result.endIndex = node.endIndex;
    if (node.sourceCodeLocation != null) {
        result.sourceCodeLocation = node.sourceCodeLocation;
    }
    return result;
}
function cloneChildren(childs) {
    const children = childs.map((child) => cloneNode(child, true));
    for (let i = 1; i < children.length; i++) {
        children[i].prev = children[i - 1];
        children[i - 1].next = children[i];
    }
    return children;
}

;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domhandler/lib/esm/index.js



// Default options
const defaultOpts = {
    withStartIndices: false,
    withEndIndices: false,
    xmlMode: false,
};
class esm_DomHandler {
    /**
     * @param callback Called once parsing has completed.
     * @param options Settings for the handler.
     * @param elementCB Callback whenever a tag is closed.
     */
    constructor(callback, options, elementCB) {
        /** The elements of the DOM */
        this.dom = [];
        /** The root element for the DOM */
        this.root = new Document(this.dom);
        /** Indicated whether parsing has been completed. */
        this.done = false;
        /** Stack of open tags. */
        this.tagStack = [this.root];
        /** A data node that is still being written to. */
        this.lastNode = null;
        /** Reference to the parser instance. Used for location information. */
        this.parser = null;
        // Make it possible to skip arguments, for backwards-compatibility
        if (typeof options === "function") {
            elementCB = options;
            options = defaultOpts;
        }
        if (typeof callback === "object") {
            options = callback;
            callback = undefined;
        }
        this.callback = callback !== null && callback !== void 0 ? callback : null;
        this.options = options !== null && options !== void 0 ? options : defaultOpts;
        this.elementCB = elementCB !== null && elementCB !== void 0 ? elementCB : null;
    }
    onparserinit(parser) {
        this.parser = parser;
    }
    // Resets the handler back to starting state
    onreset() {
        this.dom = [];
        this.root = new Document(this.dom);
        this.done = false;
        this.tagStack = [this.root];
        this.lastNode = null;
        this.parser = null;
    }
    // Signals the handler that parsing is done
    onend() {
        if (this.done)
            return;
        this.done = true;
        this.parser = null;
        this.handleCallback(null);
    }
    onerror(error) {
        this.handleCallback(error);
    }
    onclosetag() {
        this.lastNode = null;
        const elem = this.tagStack.pop();
        if (this.options.withEndIndices) {
            elem.endIndex = this.parser.endIndex;
        }
        if (this.elementCB)
            this.elementCB(elem);
    }
    onopentag(name, attribs) {
        const type = this.options.xmlMode ? ElementType.Tag : undefined;
        const element = new Element(name, attribs, undefined, type);
        this.addNode(element);
        this.tagStack.push(element);
    }
    ontext(data) {
        const { lastNode } = this;
        if (lastNode && lastNode.type === ElementType.Text) {
            lastNode.data += data;
            if (this.options.withEndIndices) {
                lastNode.endIndex = this.parser.endIndex;
            }
        }
        else {
            const node = new Text(data);
            this.addNode(node);
            this.lastNode = node;
        }
    }
    oncomment(data) {
        if (this.lastNode && this.lastNode.type === ElementType.Comment) {
            this.lastNode.data += data;
            return;
        }
        const node = new Comment(data);
        this.addNode(node);
        this.lastNode = node;
    }
    oncommentend() {
        this.lastNode = null;
    }
    oncdatastart() {
        const text = new Text("");
        const node = new CDATA([text]);
        this.addNode(node);
        text.parent = node;
        this.lastNode = text;
    }
    oncdataend() {
        this.lastNode = null;
    }
    onprocessinginstruction(name, data) {
        const node = new ProcessingInstruction(name, data);
        this.addNode(node);
    }
    handleCallback(error) {
        if (typeof this.callback === "function") {
            this.callback(error, this.dom);
        }
        else if (error) {
            throw error;
        }
    }
    addNode(node) {
        const parent = this.tagStack[this.tagStack.length - 1];
        const previousSibling = parent.children[parent.children.length - 1];
        if (this.options.withStartIndices) {
            node.startIndex = this.parser.startIndex;
        }
        if (this.options.withEndIndices) {
            node.endIndex = this.parser.endIndex;
        }
        parent.children.push(node);
        if (previousSibling) {
            node.prev = previousSibling;
            previousSibling.next = node;
        }
        node.parent = parent;
        this.lastNode = null;
    }
}
/* harmony default export */ const esm = ((/* unused pure expression or super */ null && (esm_DomHandler)));

;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/generated/decode-data-html.js
// Generated using scripts/write-decode-map.ts
/* harmony default export */ const decode_data_html = (new Uint16Array(
// prettier-ignore
"\u1d41<\xd5\u0131\u028a\u049d\u057b\u05d0\u0675\u06de\u07a2\u07d6\u080f\u0a4a\u0a91\u0da1\u0e6d\u0f09\u0f26\u10ca\u1228\u12e1\u1415\u149d\u14c3\u14df\u1525\0\0\0\0\0\0\u156b\u16cd\u198d\u1c12\u1ddd\u1f7e\u2060\u21b0\u228d\u23c0\u23fb\u2442\u2824\u2912\u2d08\u2e48\u2fce\u3016\u32ba\u3639\u37ac\u38fe\u3a28\u3a71\u3ae0\u3b2e\u0800EMabcfglmnoprstu\\bfms\x7f\x84\x8b\x90\x95\x98\xa6\xb3\xb9\xc8\xcflig\u803b\xc6\u40c6P\u803b&\u4026cute\u803b\xc1\u40c1reve;\u4102\u0100iyx}rc\u803b\xc2\u40c2;\u4410r;\uc000\ud835\udd04rave\u803b\xc0\u40c0pha;\u4391acr;\u4100d;\u6a53\u0100gp\x9d\xa1on;\u4104f;\uc000\ud835\udd38plyFunction;\u6061ing\u803b\xc5\u40c5\u0100cs\xbe\xc3r;\uc000\ud835\udc9cign;\u6254ilde\u803b\xc3\u40c3ml\u803b\xc4\u40c4\u0400aceforsu\xe5\xfb\xfe\u0117\u011c\u0122\u0127\u012a\u0100cr\xea\xf2kslash;\u6216\u0176\xf6\xf8;\u6ae7ed;\u6306y;\u4411\u0180crt\u0105\u010b\u0114ause;\u6235noullis;\u612ca;\u4392r;\uc000\ud835\udd05pf;\uc000\ud835\udd39eve;\u42d8c\xf2\u0113mpeq;\u624e\u0700HOacdefhilorsu\u014d\u0151\u0156\u0180\u019e\u01a2\u01b5\u01b7\u01ba\u01dc\u0215\u0273\u0278\u027ecy;\u4427PY\u803b\xa9\u40a9\u0180cpy\u015d\u0162\u017aute;\u4106\u0100;i\u0167\u0168\u62d2talDifferentialD;\u6145leys;\u612d\u0200aeio\u0189\u018e\u0194\u0198ron;\u410cdil\u803b\xc7\u40c7rc;\u4108nint;\u6230ot;\u410a\u0100dn\u01a7\u01adilla;\u40b8terDot;\u40b7\xf2\u017fi;\u43a7rcle\u0200DMPT\u01c7\u01cb\u01d1\u01d6ot;\u6299inus;\u6296lus;\u6295imes;\u6297o\u0100cs\u01e2\u01f8kwiseContourIntegral;\u6232eCurly\u0100DQ\u0203\u020foubleQuote;\u601duote;\u6019\u0200lnpu\u021e\u0228\u0247\u0255on\u0100;e\u0225\u0226\u6237;\u6a74\u0180git\u022f\u0236\u023aruent;\u6261nt;\u622fourIntegral;\u622e\u0100fr\u024c\u024e;\u6102oduct;\u6210nterClockwiseContourIntegral;\u6233oss;\u6a2fcr;\uc000\ud835\udc9ep\u0100;C\u0284\u0285\u62d3ap;\u624d\u0580DJSZacefios\u02a0\u02ac\u02b0\u02b4\u02b8\u02cb\u02d7\u02e1\u02e6\u0333\u048d\u0100;o\u0179\u02a5trahd;\u6911cy;\u4402cy;\u4405cy;\u440f\u0180grs\u02bf\u02c4\u02c7ger;\u6021r;\u61a1hv;\u6ae4\u0100ay\u02d0\u02d5ron;\u410e;\u4414l\u0100;t\u02dd\u02de\u6207a;\u4394r;\uc000\ud835\udd07\u0100af\u02eb\u0327\u0100cm\u02f0\u0322ritical\u0200ADGT\u0300\u0306\u0316\u031ccute;\u40b4o\u0174\u030b\u030d;\u42d9bleAcute;\u42ddrave;\u4060ilde;\u42dcond;\u62c4ferentialD;\u6146\u0470\u033d\0\0\0\u0342\u0354\0\u0405f;\uc000\ud835\udd3b\u0180;DE\u0348\u0349\u034d\u40a8ot;\u60dcqual;\u6250ble\u0300CDLRUV\u0363\u0372\u0382\u03cf\u03e2\u03f8ontourIntegra\xec\u0239o\u0274\u0379\0\0\u037b\xbb\u0349nArrow;\u61d3\u0100eo\u0387\u03a4ft\u0180ART\u0390\u0396\u03a1rrow;\u61d0ightArrow;\u61d4e\xe5\u02cang\u0100LR\u03ab\u03c4eft\u0100AR\u03b3\u03b9rrow;\u67f8ightArrow;\u67faightArrow;\u67f9ight\u0100AT\u03d8\u03derrow;\u61d2ee;\u62a8p\u0241\u03e9\0\0\u03efrrow;\u61d1ownArrow;\u61d5erticalBar;\u6225n\u0300ABLRTa\u0412\u042a\u0430\u045e\u047f\u037crrow\u0180;BU\u041d\u041e\u0422\u6193ar;\u6913pArrow;\u61f5reve;\u4311eft\u02d2\u043a\0\u0446\0\u0450ightVector;\u6950eeVector;\u695eector\u0100;B\u0459\u045a\u61bdar;\u6956ight\u01d4\u0467\0\u0471eeVector;\u695fector\u0100;B\u047a\u047b\u61c1ar;\u6957ee\u0100;A\u0486\u0487\u62a4rrow;\u61a7\u0100ct\u0492\u0497r;\uc000\ud835\udc9frok;\u4110\u0800NTacdfglmopqstux\u04bd\u04c0\u04c4\u04cb\u04de\u04e2\u04e7\u04ee\u04f5\u0521\u052f\u0536\u0552\u055d\u0560\u0565G;\u414aH\u803b\xd0\u40d0cute\u803b\xc9\u40c9\u0180aiy\u04d2\u04d7\u04dcron;\u411arc\u803b\xca\u40ca;\u442dot;\u4116r;\uc000\ud835\udd08rave\u803b\xc8\u40c8ement;\u6208\u0100ap\u04fa\u04fecr;\u4112ty\u0253\u0506\0\0\u0512mallSquare;\u65fberySmallSquare;\u65ab\u0100gp\u0526\u052aon;\u4118f;\uc000\ud835\udd3csilon;\u4395u\u0100ai\u053c\u0549l\u0100;T\u0542\u0543\u6a75ilde;\u6242librium;\u61cc\u0100ci\u0557\u055ar;\u6130m;\u6a73a;\u4397ml\u803b\xcb\u40cb\u0100ip\u056a\u056fsts;\u6203onentialE;\u6147\u0280cfios\u0585\u0588\u058d\u05b2\u05ccy;\u4424r;\uc000\ud835\udd09lled\u0253\u0597\0\0\u05a3mallSquare;\u65fcerySmallSquare;\u65aa\u0370\u05ba\0\u05bf\0\0\u05c4f;\uc000\ud835\udd3dAll;\u6200riertrf;\u6131c\xf2\u05cb\u0600JTabcdfgorst\u05e8\u05ec\u05ef\u05fa\u0600\u0612\u0616\u061b\u061d\u0623\u066c\u0672cy;\u4403\u803b>\u403emma\u0100;d\u05f7\u05f8\u4393;\u43dcreve;\u411e\u0180eiy\u0607\u060c\u0610dil;\u4122rc;\u411c;\u4413ot;\u4120r;\uc000\ud835\udd0a;\u62d9pf;\uc000\ud835\udd3eeater\u0300EFGLST\u0635\u0644\u064e\u0656\u065b\u0666qual\u0100;L\u063e\u063f\u6265ess;\u62dbullEqual;\u6267reater;\u6aa2ess;\u6277lantEqual;\u6a7eilde;\u6273cr;\uc000\ud835\udca2;\u626b\u0400Aacfiosu\u0685\u068b\u0696\u069b\u069e\u06aa\u06be\u06caRDcy;\u442a\u0100ct\u0690\u0694ek;\u42c7;\u405eirc;\u4124r;\u610clbertSpace;\u610b\u01f0\u06af\0\u06b2f;\u610dizontalLine;\u6500\u0100ct\u06c3\u06c5\xf2\u06a9rok;\u4126mp\u0144\u06d0\u06d8ownHum\xf0\u012fqual;\u624f\u0700EJOacdfgmnostu\u06fa\u06fe\u0703\u0707\u070e\u071a\u071e\u0721\u0728\u0744\u0778\u078b\u078f\u0795cy;\u4415lig;\u4132cy;\u4401cute\u803b\xcd\u40cd\u0100iy\u0713\u0718rc\u803b\xce\u40ce;\u4418ot;\u4130r;\u6111rave\u803b\xcc\u40cc\u0180;ap\u0720\u072f\u073f\u0100cg\u0734\u0737r;\u412ainaryI;\u6148lie\xf3\u03dd\u01f4\u0749\0\u0762\u0100;e\u074d\u074e\u622c\u0100gr\u0753\u0758ral;\u622bsection;\u62c2isible\u0100CT\u076c\u0772omma;\u6063imes;\u6062\u0180gpt\u077f\u0783\u0788on;\u412ef;\uc000\ud835\udd40a;\u4399cr;\u6110ilde;\u4128\u01eb\u079a\0\u079ecy;\u4406l\u803b\xcf\u40cf\u0280cfosu\u07ac\u07b7\u07bc\u07c2\u07d0\u0100iy\u07b1\u07b5rc;\u4134;\u4419r;\uc000\ud835\udd0dpf;\uc000\ud835\udd41\u01e3\u07c7\0\u07ccr;\uc000\ud835\udca5rcy;\u4408kcy;\u4404\u0380HJacfos\u07e4\u07e8\u07ec\u07f1\u07fd\u0802\u0808cy;\u4425cy;\u440cppa;\u439a\u0100ey\u07f6\u07fbdil;\u4136;\u441ar;\uc000\ud835\udd0epf;\uc000\ud835\udd42cr;\uc000\ud835\udca6\u0580JTaceflmost\u0825\u0829\u082c\u0850\u0863\u09b3\u09b8\u09c7\u09cd\u0a37\u0a47cy;\u4409\u803b<\u403c\u0280cmnpr\u0837\u083c\u0841\u0844\u084dute;\u4139bda;\u439bg;\u67ealacetrf;\u6112r;\u619e\u0180aey\u0857\u085c\u0861ron;\u413ddil;\u413b;\u441b\u0100fs\u0868\u0970t\u0500ACDFRTUVar\u087e\u08a9\u08b1\u08e0\u08e6\u08fc\u092f\u095b\u0390\u096a\u0100nr\u0883\u088fgleBracket;\u67e8row\u0180;BR\u0899\u089a\u089e\u6190ar;\u61e4ightArrow;\u61c6eiling;\u6308o\u01f5\u08b7\0\u08c3bleBracket;\u67e6n\u01d4\u08c8\0\u08d2eeVector;\u6961ector\u0100;B\u08db\u08dc\u61c3ar;\u6959loor;\u630aight\u0100AV\u08ef\u08f5rrow;\u6194ector;\u694e\u0100er\u0901\u0917e\u0180;AV\u0909\u090a\u0910\u62a3rrow;\u61a4ector;\u695aiangle\u0180;BE\u0924\u0925\u0929\u62b2ar;\u69cfqual;\u62b4p\u0180DTV\u0937\u0942\u094cownVector;\u6951eeVector;\u6960ector\u0100;B\u0956\u0957\u61bfar;\u6958ector\u0100;B\u0965\u0966\u61bcar;\u6952ight\xe1\u039cs\u0300EFGLST\u097e\u098b\u0995\u099d\u09a2\u09adqualGreater;\u62daullEqual;\u6266reater;\u6276ess;\u6aa1lantEqual;\u6a7dilde;\u6272r;\uc000\ud835\udd0f\u0100;e\u09bd\u09be\u62d8ftarrow;\u61daidot;\u413f\u0180npw\u09d4\u0a16\u0a1bg\u0200LRlr\u09de\u09f7\u0a02\u0a10eft\u0100AR\u09e6\u09ecrrow;\u67f5ightArrow;\u67f7ightArrow;\u67f6eft\u0100ar\u03b3\u0a0aight\xe1\u03bfight\xe1\u03caf;\uc000\ud835\udd43er\u0100LR\u0a22\u0a2ceftArrow;\u6199ightArrow;\u6198\u0180cht\u0a3e\u0a40\u0a42\xf2\u084c;\u61b0rok;\u4141;\u626a\u0400acefiosu\u0a5a\u0a5d\u0a60\u0a77\u0a7c\u0a85\u0a8b\u0a8ep;\u6905y;\u441c\u0100dl\u0a65\u0a6fiumSpace;\u605flintrf;\u6133r;\uc000\ud835\udd10nusPlus;\u6213pf;\uc000\ud835\udd44c\xf2\u0a76;\u439c\u0480Jacefostu\u0aa3\u0aa7\u0aad\u0ac0\u0b14\u0b19\u0d91\u0d97\u0d9ecy;\u440acute;\u4143\u0180aey\u0ab4\u0ab9\u0aberon;\u4147dil;\u4145;\u441d\u0180gsw\u0ac7\u0af0\u0b0eative\u0180MTV\u0ad3\u0adf\u0ae8ediumSpace;\u600bhi\u0100cn\u0ae6\u0ad8\xeb\u0ad9eryThi\xee\u0ad9ted\u0100GL\u0af8\u0b06reaterGreate\xf2\u0673essLes\xf3\u0a48Line;\u400ar;\uc000\ud835\udd11\u0200Bnpt\u0b22\u0b28\u0b37\u0b3areak;\u6060BreakingSpace;\u40a0f;\u6115\u0680;CDEGHLNPRSTV\u0b55\u0b56\u0b6a\u0b7c\u0ba1\u0beb\u0c04\u0c5e\u0c84\u0ca6\u0cd8\u0d61\u0d85\u6aec\u0100ou\u0b5b\u0b64ngruent;\u6262pCap;\u626doubleVerticalBar;\u6226\u0180lqx\u0b83\u0b8a\u0b9bement;\u6209ual\u0100;T\u0b92\u0b93\u6260ilde;\uc000\u2242\u0338ists;\u6204reater\u0380;EFGLST\u0bb6\u0bb7\u0bbd\u0bc9\u0bd3\u0bd8\u0be5\u626fqual;\u6271ullEqual;\uc000\u2267\u0338reater;\uc000\u226b\u0338ess;\u6279lantEqual;\uc000\u2a7e\u0338ilde;\u6275ump\u0144\u0bf2\u0bfdownHump;\uc000\u224e\u0338qual;\uc000\u224f\u0338e\u0100fs\u0c0a\u0c27tTriangle\u0180;BE\u0c1a\u0c1b\u0c21\u62eaar;\uc000\u29cf\u0338qual;\u62ecs\u0300;EGLST\u0c35\u0c36\u0c3c\u0c44\u0c4b\u0c58\u626equal;\u6270reater;\u6278ess;\uc000\u226a\u0338lantEqual;\uc000\u2a7d\u0338ilde;\u6274ested\u0100GL\u0c68\u0c79reaterGreater;\uc000\u2aa2\u0338essLess;\uc000\u2aa1\u0338recedes\u0180;ES\u0c92\u0c93\u0c9b\u6280qual;\uc000\u2aaf\u0338lantEqual;\u62e0\u0100ei\u0cab\u0cb9verseElement;\u620cghtTriangle\u0180;BE\u0ccb\u0ccc\u0cd2\u62ebar;\uc000\u29d0\u0338qual;\u62ed\u0100qu\u0cdd\u0d0cuareSu\u0100bp\u0ce8\u0cf9set\u0100;E\u0cf0\u0cf3\uc000\u228f\u0338qual;\u62e2erset\u0100;E\u0d03\u0d06\uc000\u2290\u0338qual;\u62e3\u0180bcp\u0d13\u0d24\u0d4eset\u0100;E\u0d1b\u0d1e\uc000\u2282\u20d2qual;\u6288ceeds\u0200;EST\u0d32\u0d33\u0d3b\u0d46\u6281qual;\uc000\u2ab0\u0338lantEqual;\u62e1ilde;\uc000\u227f\u0338erset\u0100;E\u0d58\u0d5b\uc000\u2283\u20d2qual;\u6289ilde\u0200;EFT\u0d6e\u0d6f\u0d75\u0d7f\u6241qual;\u6244ullEqual;\u6247ilde;\u6249erticalBar;\u6224cr;\uc000\ud835\udca9ilde\u803b\xd1\u40d1;\u439d\u0700Eacdfgmoprstuv\u0dbd\u0dc2\u0dc9\u0dd5\u0ddb\u0de0\u0de7\u0dfc\u0e02\u0e20\u0e22\u0e32\u0e3f\u0e44lig;\u4152cute\u803b\xd3\u40d3\u0100iy\u0dce\u0dd3rc\u803b\xd4\u40d4;\u441eblac;\u4150r;\uc000\ud835\udd12rave\u803b\xd2\u40d2\u0180aei\u0dee\u0df2\u0df6cr;\u414cga;\u43a9cron;\u439fpf;\uc000\ud835\udd46enCurly\u0100DQ\u0e0e\u0e1aoubleQuote;\u601cuote;\u6018;\u6a54\u0100cl\u0e27\u0e2cr;\uc000\ud835\udcaaash\u803b\xd8\u40d8i\u016c\u0e37\u0e3cde\u803b\xd5\u40d5es;\u6a37ml\u803b\xd6\u40d6er\u0100BP\u0e4b\u0e60\u0100ar\u0e50\u0e53r;\u603eac\u0100ek\u0e5a\u0e5c;\u63deet;\u63b4arenthesis;\u63dc\u0480acfhilors\u0e7f\u0e87\u0e8a\u0e8f\u0e92\u0e94\u0e9d\u0eb0\u0efcrtialD;\u6202y;\u441fr;\uc000\ud835\udd13i;\u43a6;\u43a0usMinus;\u40b1\u0100ip\u0ea2\u0eadncareplan\xe5\u069df;\u6119\u0200;eio\u0eb9\u0eba\u0ee0\u0ee4\u6abbcedes\u0200;EST\u0ec8\u0ec9\u0ecf\u0eda\u627aqual;\u6aaflantEqual;\u627cilde;\u627eme;\u6033\u0100dp\u0ee9\u0eeeuct;\u620fortion\u0100;a\u0225\u0ef9l;\u621d\u0100ci\u0f01\u0f06r;\uc000\ud835\udcab;\u43a8\u0200Ufos\u0f11\u0f16\u0f1b\u0f1fOT\u803b\"\u4022r;\uc000\ud835\udd14pf;\u611acr;\uc000\ud835\udcac\u0600BEacefhiorsu\u0f3e\u0f43\u0f47\u0f60\u0f73\u0fa7\u0faa\u0fad\u1096\u10a9\u10b4\u10bearr;\u6910G\u803b\xae\u40ae\u0180cnr\u0f4e\u0f53\u0f56ute;\u4154g;\u67ebr\u0100;t\u0f5c\u0f5d\u61a0l;\u6916\u0180aey\u0f67\u0f6c\u0f71ron;\u4158dil;\u4156;\u4420\u0100;v\u0f78\u0f79\u611cerse\u0100EU\u0f82\u0f99\u0100lq\u0f87\u0f8eement;\u620builibrium;\u61cbpEquilibrium;\u696fr\xbb\u0f79o;\u43a1ght\u0400ACDFTUVa\u0fc1\u0feb\u0ff3\u1022\u1028\u105b\u1087\u03d8\u0100nr\u0fc6\u0fd2gleBracket;\u67e9row\u0180;BL\u0fdc\u0fdd\u0fe1\u6192ar;\u61e5eftArrow;\u61c4eiling;\u6309o\u01f5\u0ff9\0\u1005bleBracket;\u67e7n\u01d4\u100a\0\u1014eeVector;\u695dector\u0100;B\u101d\u101e\u61c2ar;\u6955loor;\u630b\u0100er\u102d\u1043e\u0180;AV\u1035\u1036\u103c\u62a2rrow;\u61a6ector;\u695biangle\u0180;BE\u1050\u1051\u1055\u62b3ar;\u69d0qual;\u62b5p\u0180DTV\u1063\u106e\u1078ownVector;\u694feeVector;\u695cector\u0100;B\u1082\u1083\u61bear;\u6954ector\u0100;B\u1091\u1092\u61c0ar;\u6953\u0100pu\u109b\u109ef;\u611dndImplies;\u6970ightarrow;\u61db\u0100ch\u10b9\u10bcr;\u611b;\u61b1leDelayed;\u69f4\u0680HOacfhimoqstu\u10e4\u10f1\u10f7\u10fd\u1119\u111e\u1151\u1156\u1161\u1167\u11b5\u11bb\u11bf\u0100Cc\u10e9\u10eeHcy;\u4429y;\u4428FTcy;\u442ccute;\u415a\u0280;aeiy\u1108\u1109\u110e\u1113\u1117\u6abcron;\u4160dil;\u415erc;\u415c;\u4421r;\uc000\ud835\udd16ort\u0200DLRU\u112a\u1134\u113e\u1149ownArrow\xbb\u041eeftArrow\xbb\u089aightArrow\xbb\u0fddpArrow;\u6191gma;\u43a3allCircle;\u6218pf;\uc000\ud835\udd4a\u0272\u116d\0\0\u1170t;\u621aare\u0200;ISU\u117b\u117c\u1189\u11af\u65a1ntersection;\u6293u\u0100bp\u118f\u119eset\u0100;E\u1197\u1198\u628fqual;\u6291erset\u0100;E\u11a8\u11a9\u6290qual;\u6292nion;\u6294cr;\uc000\ud835\udcaear;\u62c6\u0200bcmp\u11c8\u11db\u1209\u120b\u0100;s\u11cd\u11ce\u62d0et\u0100;E\u11cd\u11d5qual;\u6286\u0100ch\u11e0\u1205eeds\u0200;EST\u11ed\u11ee\u11f4\u11ff\u627bqual;\u6ab0lantEqual;\u627dilde;\u627fTh\xe1\u0f8c;\u6211\u0180;es\u1212\u1213\u1223\u62d1rset\u0100;E\u121c\u121d\u6283qual;\u6287et\xbb\u1213\u0580HRSacfhiors\u123e\u1244\u1249\u1255\u125e\u1271\u1276\u129f\u12c2\u12c8\u12d1ORN\u803b\xde\u40deADE;\u6122\u0100Hc\u124e\u1252cy;\u440by;\u4426\u0100bu\u125a\u125c;\u4009;\u43a4\u0180aey\u1265\u126a\u126fron;\u4164dil;\u4162;\u4422r;\uc000\ud835\udd17\u0100ei\u127b\u1289\u01f2\u1280\0\u1287efore;\u6234a;\u4398\u0100cn\u128e\u1298kSpace;\uc000\u205f\u200aSpace;\u6009lde\u0200;EFT\u12ab\u12ac\u12b2\u12bc\u623cqual;\u6243ullEqual;\u6245ilde;\u6248pf;\uc000\ud835\udd4bipleDot;\u60db\u0100ct\u12d6\u12dbr;\uc000\ud835\udcafrok;\u4166\u0ae1\u12f7\u130e\u131a\u1326\0\u132c\u1331\0\0\0\0\0\u1338\u133d\u1377\u1385\0\u13ff\u1404\u140a\u1410\u0100cr\u12fb\u1301ute\u803b\xda\u40dar\u0100;o\u1307\u1308\u619fcir;\u6949r\u01e3\u1313\0\u1316y;\u440eve;\u416c\u0100iy\u131e\u1323rc\u803b\xdb\u40db;\u4423blac;\u4170r;\uc000\ud835\udd18rave\u803b\xd9\u40d9acr;\u416a\u0100di\u1341\u1369er\u0100BP\u1348\u135d\u0100ar\u134d\u1350r;\u405fac\u0100ek\u1357\u1359;\u63dfet;\u63b5arenthesis;\u63ddon\u0100;P\u1370\u1371\u62c3lus;\u628e\u0100gp\u137b\u137fon;\u4172f;\uc000\ud835\udd4c\u0400ADETadps\u1395\u13ae\u13b8\u13c4\u03e8\u13d2\u13d7\u13f3rrow\u0180;BD\u1150\u13a0\u13a4ar;\u6912ownArrow;\u61c5ownArrow;\u6195quilibrium;\u696eee\u0100;A\u13cb\u13cc\u62a5rrow;\u61a5own\xe1\u03f3er\u0100LR\u13de\u13e8eftArrow;\u6196ightArrow;\u6197i\u0100;l\u13f9\u13fa\u43d2on;\u43a5ing;\u416ecr;\uc000\ud835\udcb0ilde;\u4168ml\u803b\xdc\u40dc\u0480Dbcdefosv\u1427\u142c\u1430\u1433\u143e\u1485\u148a\u1490\u1496ash;\u62abar;\u6aeby;\u4412ash\u0100;l\u143b\u143c\u62a9;\u6ae6\u0100er\u1443\u1445;\u62c1\u0180bty\u144c\u1450\u147aar;\u6016\u0100;i\u144f\u1455cal\u0200BLST\u1461\u1465\u146a\u1474ar;\u6223ine;\u407ceparator;\u6758ilde;\u6240ThinSpace;\u600ar;\uc000\ud835\udd19pf;\uc000\ud835\udd4dcr;\uc000\ud835\udcb1dash;\u62aa\u0280cefos\u14a7\u14ac\u14b1\u14b6\u14bcirc;\u4174dge;\u62c0r;\uc000\ud835\udd1apf;\uc000\ud835\udd4ecr;\uc000\ud835\udcb2\u0200fios\u14cb\u14d0\u14d2\u14d8r;\uc000\ud835\udd1b;\u439epf;\uc000\ud835\udd4fcr;\uc000\ud835\udcb3\u0480AIUacfosu\u14f1\u14f5\u14f9\u14fd\u1504\u150f\u1514\u151a\u1520cy;\u442fcy;\u4407cy;\u442ecute\u803b\xdd\u40dd\u0100iy\u1509\u150drc;\u4176;\u442br;\uc000\ud835\udd1cpf;\uc000\ud835\udd50cr;\uc000\ud835\udcb4ml;\u4178\u0400Hacdefos\u1535\u1539\u153f\u154b\u154f\u155d\u1560\u1564cy;\u4416cute;\u4179\u0100ay\u1544\u1549ron;\u417d;\u4417ot;\u417b\u01f2\u1554\0\u155boWidt\xe8\u0ad9a;\u4396r;\u6128pf;\u6124cr;\uc000\ud835\udcb5\u0be1\u1583\u158a\u1590\0\u15b0\u15b6\u15bf\0\0\0\0\u15c6\u15db\u15eb\u165f\u166d\0\u1695\u169b\u16b2\u16b9\0\u16becute\u803b\xe1\u40e1reve;\u4103\u0300;Ediuy\u159c\u159d\u15a1\u15a3\u15a8\u15ad\u623e;\uc000\u223e\u0333;\u623frc\u803b\xe2\u40e2te\u80bb\xb4\u0306;\u4430lig\u803b\xe6\u40e6\u0100;r\xb2\u15ba;\uc000\ud835\udd1erave\u803b\xe0\u40e0\u0100ep\u15ca\u15d6\u0100fp\u15cf\u15d4sym;\u6135\xe8\u15d3ha;\u43b1\u0100ap\u15dfc\u0100cl\u15e4\u15e7r;\u4101g;\u6a3f\u0264\u15f0\0\0\u160a\u0280;adsv\u15fa\u15fb\u15ff\u1601\u1607\u6227nd;\u6a55;\u6a5clope;\u6a58;\u6a5a\u0380;elmrsz\u1618\u1619\u161b\u161e\u163f\u164f\u1659\u6220;\u69a4e\xbb\u1619sd\u0100;a\u1625\u1626\u6221\u0461\u1630\u1632\u1634\u1636\u1638\u163a\u163c\u163e;\u69a8;\u69a9;\u69aa;\u69ab;\u69ac;\u69ad;\u69ae;\u69aft\u0100;v\u1645\u1646\u621fb\u0100;d\u164c\u164d\u62be;\u699d\u0100pt\u1654\u1657h;\u6222\xbb\xb9arr;\u637c\u0100gp\u1663\u1667on;\u4105f;\uc000\ud835\udd52\u0380;Eaeiop\u12c1\u167b\u167d\u1682\u1684\u1687\u168a;\u6a70cir;\u6a6f;\u624ad;\u624bs;\u4027rox\u0100;e\u12c1\u1692\xf1\u1683ing\u803b\xe5\u40e5\u0180cty\u16a1\u16a6\u16a8r;\uc000\ud835\udcb6;\u402amp\u0100;e\u12c1\u16af\xf1\u0288ilde\u803b\xe3\u40e3ml\u803b\xe4\u40e4\u0100ci\u16c2\u16c8onin\xf4\u0272nt;\u6a11\u0800Nabcdefiklnoprsu\u16ed\u16f1\u1730\u173c\u1743\u1748\u1778\u177d\u17e0\u17e6\u1839\u1850\u170d\u193d\u1948\u1970ot;\u6aed\u0100cr\u16f6\u171ek\u0200ceps\u1700\u1705\u170d\u1713ong;\u624cpsilon;\u43f6rime;\u6035im\u0100;e\u171a\u171b\u623dq;\u62cd\u0176\u1722\u1726ee;\u62bded\u0100;g\u172c\u172d\u6305e\xbb\u172drk\u0100;t\u135c\u1737brk;\u63b6\u0100oy\u1701\u1741;\u4431quo;\u601e\u0280cmprt\u1753\u175b\u1761\u1764\u1768aus\u0100;e\u010a\u0109ptyv;\u69b0s\xe9\u170cno\xf5\u0113\u0180ahw\u176f\u1771\u1773;\u43b2;\u6136een;\u626cr;\uc000\ud835\udd1fg\u0380costuvw\u178d\u179d\u17b3\u17c1\u17d5\u17db\u17de\u0180aiu\u1794\u1796\u179a\xf0\u0760rc;\u65efp\xbb\u1371\u0180dpt\u17a4\u17a8\u17adot;\u6a00lus;\u6a01imes;\u6a02\u0271\u17b9\0\0\u17becup;\u6a06ar;\u6605riangle\u0100du\u17cd\u17d2own;\u65bdp;\u65b3plus;\u6a04e\xe5\u1444\xe5\u14adarow;\u690d\u0180ako\u17ed\u1826\u1835\u0100cn\u17f2\u1823k\u0180lst\u17fa\u05ab\u1802ozenge;\u69ebriangle\u0200;dlr\u1812\u1813\u1818\u181d\u65b4own;\u65beeft;\u65c2ight;\u65b8k;\u6423\u01b1\u182b\0\u1833\u01b2\u182f\0\u1831;\u6592;\u65914;\u6593ck;\u6588\u0100eo\u183e\u184d\u0100;q\u1843\u1846\uc000=\u20e5uiv;\uc000\u2261\u20e5t;\u6310\u0200ptwx\u1859\u185e\u1867\u186cf;\uc000\ud835\udd53\u0100;t\u13cb\u1863om\xbb\u13cctie;\u62c8\u0600DHUVbdhmptuv\u1885\u1896\u18aa\u18bb\u18d7\u18db\u18ec\u18ff\u1905\u190a\u1910\u1921\u0200LRlr\u188e\u1890\u1892\u1894;\u6557;\u6554;\u6556;\u6553\u0280;DUdu\u18a1\u18a2\u18a4\u18a6\u18a8\u6550;\u6566;\u6569;\u6564;\u6567\u0200LRlr\u18b3\u18b5\u18b7\u18b9;\u655d;\u655a;\u655c;\u6559\u0380;HLRhlr\u18ca\u18cb\u18cd\u18cf\u18d1\u18d3\u18d5\u6551;\u656c;\u6563;\u6560;\u656b;\u6562;\u655fox;\u69c9\u0200LRlr\u18e4\u18e6\u18e8\u18ea;\u6555;\u6552;\u6510;\u650c\u0280;DUdu\u06bd\u18f7\u18f9\u18fb\u18fd;\u6565;\u6568;\u652c;\u6534inus;\u629flus;\u629eimes;\u62a0\u0200LRlr\u1919\u191b\u191d\u191f;\u655b;\u6558;\u6518;\u6514\u0380;HLRhlr\u1930\u1931\u1933\u1935\u1937\u1939\u193b\u6502;\u656a;\u6561;\u655e;\u653c;\u6524;\u651c\u0100ev\u0123\u1942bar\u803b\xa6\u40a6\u0200ceio\u1951\u1956\u195a\u1960r;\uc000\ud835\udcb7mi;\u604fm\u0100;e\u171a\u171cl\u0180;bh\u1968\u1969\u196b\u405c;\u69c5sub;\u67c8\u016c\u1974\u197el\u0100;e\u1979\u197a\u6022t\xbb\u197ap\u0180;Ee\u012f\u1985\u1987;\u6aae\u0100;q\u06dc\u06db\u0ce1\u19a7\0\u19e8\u1a11\u1a15\u1a32\0\u1a37\u1a50\0\0\u1ab4\0\0\u1ac1\0\0\u1b21\u1b2e\u1b4d\u1b52\0\u1bfd\0\u1c0c\u0180cpr\u19ad\u19b2\u19ddute;\u4107\u0300;abcds\u19bf\u19c0\u19c4\u19ca\u19d5\u19d9\u6229nd;\u6a44rcup;\u6a49\u0100au\u19cf\u19d2p;\u6a4bp;\u6a47ot;\u6a40;\uc000\u2229\ufe00\u0100eo\u19e2\u19e5t;\u6041\xee\u0693\u0200aeiu\u19f0\u19fb\u1a01\u1a05\u01f0\u19f5\0\u19f8s;\u6a4don;\u410ddil\u803b\xe7\u40e7rc;\u4109ps\u0100;s\u1a0c\u1a0d\u6a4cm;\u6a50ot;\u410b\u0180dmn\u1a1b\u1a20\u1a26il\u80bb\xb8\u01adptyv;\u69b2t\u8100\xa2;e\u1a2d\u1a2e\u40a2r\xe4\u01b2r;\uc000\ud835\udd20\u0180cei\u1a3d\u1a40\u1a4dy;\u4447ck\u0100;m\u1a47\u1a48\u6713ark\xbb\u1a48;\u43c7r\u0380;Ecefms\u1a5f\u1a60\u1a62\u1a6b\u1aa4\u1aaa\u1aae\u65cb;\u69c3\u0180;el\u1a69\u1a6a\u1a6d\u42c6q;\u6257e\u0261\u1a74\0\0\u1a88rrow\u0100lr\u1a7c\u1a81eft;\u61baight;\u61bb\u0280RSacd\u1a92\u1a94\u1a96\u1a9a\u1a9f\xbb\u0f47;\u64c8st;\u629birc;\u629aash;\u629dnint;\u6a10id;\u6aefcir;\u69c2ubs\u0100;u\u1abb\u1abc\u6663it\xbb\u1abc\u02ec\u1ac7\u1ad4\u1afa\0\u1b0aon\u0100;e\u1acd\u1ace\u403a\u0100;q\xc7\xc6\u026d\u1ad9\0\0\u1ae2a\u0100;t\u1ade\u1adf\u402c;\u4040\u0180;fl\u1ae8\u1ae9\u1aeb\u6201\xee\u1160e\u0100mx\u1af1\u1af6ent\xbb\u1ae9e\xf3\u024d\u01e7\u1afe\0\u1b07\u0100;d\u12bb\u1b02ot;\u6a6dn\xf4\u0246\u0180fry\u1b10\u1b14\u1b17;\uc000\ud835\udd54o\xe4\u0254\u8100\xa9;s\u0155\u1b1dr;\u6117\u0100ao\u1b25\u1b29rr;\u61b5ss;\u6717\u0100cu\u1b32\u1b37r;\uc000\ud835\udcb8\u0100bp\u1b3c\u1b44\u0100;e\u1b41\u1b42\u6acf;\u6ad1\u0100;e\u1b49\u1b4a\u6ad0;\u6ad2dot;\u62ef\u0380delprvw\u1b60\u1b6c\u1b77\u1b82\u1bac\u1bd4\u1bf9arr\u0100lr\u1b68\u1b6a;\u6938;\u6935\u0270\u1b72\0\0\u1b75r;\u62dec;\u62dfarr\u0100;p\u1b7f\u1b80\u61b6;\u693d\u0300;bcdos\u1b8f\u1b90\u1b96\u1ba1\u1ba5\u1ba8\u622arcap;\u6a48\u0100au\u1b9b\u1b9ep;\u6a46p;\u6a4aot;\u628dr;\u6a45;\uc000\u222a\ufe00\u0200alrv\u1bb5\u1bbf\u1bde\u1be3rr\u0100;m\u1bbc\u1bbd\u61b7;\u693cy\u0180evw\u1bc7\u1bd4\u1bd8q\u0270\u1bce\0\0\u1bd2re\xe3\u1b73u\xe3\u1b75ee;\u62ceedge;\u62cfen\u803b\xa4\u40a4earrow\u0100lr\u1bee\u1bf3eft\xbb\u1b80ight\xbb\u1bbde\xe4\u1bdd\u0100ci\u1c01\u1c07onin\xf4\u01f7nt;\u6231lcty;\u632d\u0980AHabcdefhijlorstuwz\u1c38\u1c3b\u1c3f\u1c5d\u1c69\u1c75\u1c8a\u1c9e\u1cac\u1cb7\u1cfb\u1cff\u1d0d\u1d7b\u1d91\u1dab\u1dbb\u1dc6\u1dcdr\xf2\u0381ar;\u6965\u0200glrs\u1c48\u1c4d\u1c52\u1c54ger;\u6020eth;\u6138\xf2\u1133h\u0100;v\u1c5a\u1c5b\u6010\xbb\u090a\u016b\u1c61\u1c67arow;\u690fa\xe3\u0315\u0100ay\u1c6e\u1c73ron;\u410f;\u4434\u0180;ao\u0332\u1c7c\u1c84\u0100gr\u02bf\u1c81r;\u61catseq;\u6a77\u0180glm\u1c91\u1c94\u1c98\u803b\xb0\u40b0ta;\u43b4ptyv;\u69b1\u0100ir\u1ca3\u1ca8sht;\u697f;\uc000\ud835\udd21ar\u0100lr\u1cb3\u1cb5\xbb\u08dc\xbb\u101e\u0280aegsv\u1cc2\u0378\u1cd6\u1cdc\u1ce0m\u0180;os\u0326\u1cca\u1cd4nd\u0100;s\u0326\u1cd1uit;\u6666amma;\u43ddin;\u62f2\u0180;io\u1ce7\u1ce8\u1cf8\u40f7de\u8100\xf7;o\u1ce7\u1cf0ntimes;\u62c7n\xf8\u1cf7cy;\u4452c\u026f\u1d06\0\0\u1d0arn;\u631eop;\u630d\u0280lptuw\u1d18\u1d1d\u1d22\u1d49\u1d55lar;\u4024f;\uc000\ud835\udd55\u0280;emps\u030b\u1d2d\u1d37\u1d3d\u1d42q\u0100;d\u0352\u1d33ot;\u6251inus;\u6238lus;\u6214quare;\u62a1blebarwedg\xe5\xfan\u0180adh\u112e\u1d5d\u1d67ownarrow\xf3\u1c83arpoon\u0100lr\u1d72\u1d76ef\xf4\u1cb4igh\xf4\u1cb6\u0162\u1d7f\u1d85karo\xf7\u0f42\u026f\u1d8a\0\0\u1d8ern;\u631fop;\u630c\u0180cot\u1d98\u1da3\u1da6\u0100ry\u1d9d\u1da1;\uc000\ud835\udcb9;\u4455l;\u69f6rok;\u4111\u0100dr\u1db0\u1db4ot;\u62f1i\u0100;f\u1dba\u1816\u65bf\u0100ah\u1dc0\u1dc3r\xf2\u0429a\xf2\u0fa6angle;\u69a6\u0100ci\u1dd2\u1dd5y;\u445fgrarr;\u67ff\u0900Dacdefglmnopqrstux\u1e01\u1e09\u1e19\u1e38\u0578\u1e3c\u1e49\u1e61\u1e7e\u1ea5\u1eaf\u1ebd\u1ee1\u1f2a\u1f37\u1f44\u1f4e\u1f5a\u0100Do\u1e06\u1d34o\xf4\u1c89\u0100cs\u1e0e\u1e14ute\u803b\xe9\u40e9ter;\u6a6e\u0200aioy\u1e22\u1e27\u1e31\u1e36ron;\u411br\u0100;c\u1e2d\u1e2e\u6256\u803b\xea\u40ealon;\u6255;\u444dot;\u4117\u0100Dr\u1e41\u1e45ot;\u6252;\uc000\ud835\udd22\u0180;rs\u1e50\u1e51\u1e57\u6a9aave\u803b\xe8\u40e8\u0100;d\u1e5c\u1e5d\u6a96ot;\u6a98\u0200;ils\u1e6a\u1e6b\u1e72\u1e74\u6a99nters;\u63e7;\u6113\u0100;d\u1e79\u1e7a\u6a95ot;\u6a97\u0180aps\u1e85\u1e89\u1e97cr;\u4113ty\u0180;sv\u1e92\u1e93\u1e95\u6205et\xbb\u1e93p\u01001;\u1e9d\u1ea4\u0133\u1ea1\u1ea3;\u6004;\u6005\u6003\u0100gs\u1eaa\u1eac;\u414bp;\u6002\u0100gp\u1eb4\u1eb8on;\u4119f;\uc000\ud835\udd56\u0180als\u1ec4\u1ece\u1ed2r\u0100;s\u1eca\u1ecb\u62d5l;\u69e3us;\u6a71i\u0180;lv\u1eda\u1edb\u1edf\u43b5on\xbb\u1edb;\u43f5\u0200csuv\u1eea\u1ef3\u1f0b\u1f23\u0100io\u1eef\u1e31rc\xbb\u1e2e\u0269\u1ef9\0\0\u1efb\xed\u0548ant\u0100gl\u1f02\u1f06tr\xbb\u1e5dess\xbb\u1e7a\u0180aei\u1f12\u1f16\u1f1als;\u403dst;\u625fv\u0100;D\u0235\u1f20D;\u6a78parsl;\u69e5\u0100Da\u1f2f\u1f33ot;\u6253rr;\u6971\u0180cdi\u1f3e\u1f41\u1ef8r;\u612fo\xf4\u0352\u0100ah\u1f49\u1f4b;\u43b7\u803b\xf0\u40f0\u0100mr\u1f53\u1f57l\u803b\xeb\u40ebo;\u60ac\u0180cip\u1f61\u1f64\u1f67l;\u4021s\xf4\u056e\u0100eo\u1f6c\u1f74ctatio\xee\u0559nential\xe5\u0579\u09e1\u1f92\0\u1f9e\0\u1fa1\u1fa7\0\0\u1fc6\u1fcc\0\u1fd3\0\u1fe6\u1fea\u2000\0\u2008\u205allingdotse\xf1\u1e44y;\u4444male;\u6640\u0180ilr\u1fad\u1fb3\u1fc1lig;\u8000\ufb03\u0269\u1fb9\0\0\u1fbdg;\u8000\ufb00ig;\u8000\ufb04;\uc000\ud835\udd23lig;\u8000\ufb01lig;\uc000fj\u0180alt\u1fd9\u1fdc\u1fe1t;\u666dig;\u8000\ufb02ns;\u65b1of;\u4192\u01f0\u1fee\0\u1ff3f;\uc000\ud835\udd57\u0100ak\u05bf\u1ff7\u0100;v\u1ffc\u1ffd\u62d4;\u6ad9artint;\u6a0d\u0100ao\u200c\u2055\u0100cs\u2011\u2052\u03b1\u201a\u2030\u2038\u2045\u2048\0\u2050\u03b2\u2022\u2025\u2027\u202a\u202c\0\u202e\u803b\xbd\u40bd;\u6153\u803b\xbc\u40bc;\u6155;\u6159;\u615b\u01b3\u2034\0\u2036;\u6154;\u6156\u02b4\u203e\u2041\0\0\u2043\u803b\xbe\u40be;\u6157;\u615c5;\u6158\u01b6\u204c\0\u204e;\u615a;\u615d8;\u615el;\u6044wn;\u6322cr;\uc000\ud835\udcbb\u0880Eabcdefgijlnorstv\u2082\u2089\u209f\u20a5\u20b0\u20b4\u20f0\u20f5\u20fa\u20ff\u2103\u2112\u2138\u0317\u213e\u2152\u219e\u0100;l\u064d\u2087;\u6a8c\u0180cmp\u2090\u2095\u209dute;\u41f5ma\u0100;d\u209c\u1cda\u43b3;\u6a86reve;\u411f\u0100iy\u20aa\u20aerc;\u411d;\u4433ot;\u4121\u0200;lqs\u063e\u0642\u20bd\u20c9\u0180;qs\u063e\u064c\u20c4lan\xf4\u0665\u0200;cdl\u0665\u20d2\u20d5\u20e5c;\u6aa9ot\u0100;o\u20dc\u20dd\u6a80\u0100;l\u20e2\u20e3\u6a82;\u6a84\u0100;e\u20ea\u20ed\uc000\u22db\ufe00s;\u6a94r;\uc000\ud835\udd24\u0100;g\u0673\u061bmel;\u6137cy;\u4453\u0200;Eaj\u065a\u210c\u210e\u2110;\u6a92;\u6aa5;\u6aa4\u0200Eaes\u211b\u211d\u2129\u2134;\u6269p\u0100;p\u2123\u2124\u6a8arox\xbb\u2124\u0100;q\u212e\u212f\u6a88\u0100;q\u212e\u211bim;\u62e7pf;\uc000\ud835\udd58\u0100ci\u2143\u2146r;\u610am\u0180;el\u066b\u214e\u2150;\u6a8e;\u6a90\u8300>;cdlqr\u05ee\u2160\u216a\u216e\u2173\u2179\u0100ci\u2165\u2167;\u6aa7r;\u6a7aot;\u62d7Par;\u6995uest;\u6a7c\u0280adels\u2184\u216a\u2190\u0656\u219b\u01f0\u2189\0\u218epro\xf8\u209er;\u6978q\u0100lq\u063f\u2196les\xf3\u2088i\xed\u066b\u0100en\u21a3\u21adrtneqq;\uc000\u2269\ufe00\xc5\u21aa\u0500Aabcefkosy\u21c4\u21c7\u21f1\u21f5\u21fa\u2218\u221d\u222f\u2268\u227dr\xf2\u03a0\u0200ilmr\u21d0\u21d4\u21d7\u21dbrs\xf0\u1484f\xbb\u2024il\xf4\u06a9\u0100dr\u21e0\u21e4cy;\u444a\u0180;cw\u08f4\u21eb\u21efir;\u6948;\u61adar;\u610firc;\u4125\u0180alr\u2201\u220e\u2213rts\u0100;u\u2209\u220a\u6665it\xbb\u220alip;\u6026con;\u62b9r;\uc000\ud835\udd25s\u0100ew\u2223\u2229arow;\u6925arow;\u6926\u0280amopr\u223a\u223e\u2243\u225e\u2263rr;\u61fftht;\u623bk\u0100lr\u2249\u2253eftarrow;\u61a9ightarrow;\u61aaf;\uc000\ud835\udd59bar;\u6015\u0180clt\u226f\u2274\u2278r;\uc000\ud835\udcbdas\xe8\u21f4rok;\u4127\u0100bp\u2282\u2287ull;\u6043hen\xbb\u1c5b\u0ae1\u22a3\0\u22aa\0\u22b8\u22c5\u22ce\0\u22d5\u22f3\0\0\u22f8\u2322\u2367\u2362\u237f\0\u2386\u23aa\u23b4cute\u803b\xed\u40ed\u0180;iy\u0771\u22b0\u22b5rc\u803b\xee\u40ee;\u4438\u0100cx\u22bc\u22bfy;\u4435cl\u803b\xa1\u40a1\u0100fr\u039f\u22c9;\uc000\ud835\udd26rave\u803b\xec\u40ec\u0200;ino\u073e\u22dd\u22e9\u22ee\u0100in\u22e2\u22e6nt;\u6a0ct;\u622dfin;\u69dcta;\u6129lig;\u4133\u0180aop\u22fe\u231a\u231d\u0180cgt\u2305\u2308\u2317r;\u412b\u0180elp\u071f\u230f\u2313in\xe5\u078ear\xf4\u0720h;\u4131f;\u62b7ed;\u41b5\u0280;cfot\u04f4\u232c\u2331\u233d\u2341are;\u6105in\u0100;t\u2338\u2339\u621eie;\u69dddo\xf4\u2319\u0280;celp\u0757\u234c\u2350\u235b\u2361al;\u62ba\u0100gr\u2355\u2359er\xf3\u1563\xe3\u234darhk;\u6a17rod;\u6a3c\u0200cgpt\u236f\u2372\u2376\u237by;\u4451on;\u412ff;\uc000\ud835\udd5aa;\u43b9uest\u803b\xbf\u40bf\u0100ci\u238a\u238fr;\uc000\ud835\udcben\u0280;Edsv\u04f4\u239b\u239d\u23a1\u04f3;\u62f9ot;\u62f5\u0100;v\u23a6\u23a7\u62f4;\u62f3\u0100;i\u0777\u23aelde;\u4129\u01eb\u23b8\0\u23bccy;\u4456l\u803b\xef\u40ef\u0300cfmosu\u23cc\u23d7\u23dc\u23e1\u23e7\u23f5\u0100iy\u23d1\u23d5rc;\u4135;\u4439r;\uc000\ud835\udd27ath;\u4237pf;\uc000\ud835\udd5b\u01e3\u23ec\0\u23f1r;\uc000\ud835\udcbfrcy;\u4458kcy;\u4454\u0400acfghjos\u240b\u2416\u2422\u2427\u242d\u2431\u2435\u243bppa\u0100;v\u2413\u2414\u43ba;\u43f0\u0100ey\u241b\u2420dil;\u4137;\u443ar;\uc000\ud835\udd28reen;\u4138cy;\u4445cy;\u445cpf;\uc000\ud835\udd5ccr;\uc000\ud835\udcc0\u0b80ABEHabcdefghjlmnoprstuv\u2470\u2481\u2486\u248d\u2491\u250e\u253d\u255a\u2580\u264e\u265e\u2665\u2679\u267d\u269a\u26b2\u26d8\u275d\u2768\u278b\u27c0\u2801\u2812\u0180art\u2477\u247a\u247cr\xf2\u09c6\xf2\u0395ail;\u691barr;\u690e\u0100;g\u0994\u248b;\u6a8bar;\u6962\u0963\u24a5\0\u24aa\0\u24b1\0\0\0\0\0\u24b5\u24ba\0\u24c6\u24c8\u24cd\0\u24f9ute;\u413amptyv;\u69b4ra\xee\u084cbda;\u43bbg\u0180;dl\u088e\u24c1\u24c3;\u6991\xe5\u088e;\u6a85uo\u803b\xab\u40abr\u0400;bfhlpst\u0899\u24de\u24e6\u24e9\u24eb\u24ee\u24f1\u24f5\u0100;f\u089d\u24e3s;\u691fs;\u691d\xeb\u2252p;\u61abl;\u6939im;\u6973l;\u61a2\u0180;ae\u24ff\u2500\u2504\u6aabil;\u6919\u0100;s\u2509\u250a\u6aad;\uc000\u2aad\ufe00\u0180abr\u2515\u2519\u251drr;\u690crk;\u6772\u0100ak\u2522\u252cc\u0100ek\u2528\u252a;\u407b;\u405b\u0100es\u2531\u2533;\u698bl\u0100du\u2539\u253b;\u698f;\u698d\u0200aeuy\u2546\u254b\u2556\u2558ron;\u413e\u0100di\u2550\u2554il;\u413c\xec\u08b0\xe2\u2529;\u443b\u0200cqrs\u2563\u2566\u256d\u257da;\u6936uo\u0100;r\u0e19\u1746\u0100du\u2572\u2577har;\u6967shar;\u694bh;\u61b2\u0280;fgqs\u258b\u258c\u0989\u25f3\u25ff\u6264t\u0280ahlrt\u2598\u25a4\u25b7\u25c2\u25e8rrow\u0100;t\u0899\u25a1a\xe9\u24f6arpoon\u0100du\u25af\u25b4own\xbb\u045ap\xbb\u0966eftarrows;\u61c7ight\u0180ahs\u25cd\u25d6\u25derrow\u0100;s\u08f4\u08a7arpoon\xf3\u0f98quigarro\xf7\u21f0hreetimes;\u62cb\u0180;qs\u258b\u0993\u25falan\xf4\u09ac\u0280;cdgs\u09ac\u260a\u260d\u261d\u2628c;\u6aa8ot\u0100;o\u2614\u2615\u6a7f\u0100;r\u261a\u261b\u6a81;\u6a83\u0100;e\u2622\u2625\uc000\u22da\ufe00s;\u6a93\u0280adegs\u2633\u2639\u263d\u2649\u264bppro\xf8\u24c6ot;\u62d6q\u0100gq\u2643\u2645\xf4\u0989gt\xf2\u248c\xf4\u099bi\xed\u09b2\u0180ilr\u2655\u08e1\u265asht;\u697c;\uc000\ud835\udd29\u0100;E\u099c\u2663;\u6a91\u0161\u2669\u2676r\u0100du\u25b2\u266e\u0100;l\u0965\u2673;\u696alk;\u6584cy;\u4459\u0280;acht\u0a48\u2688\u268b\u2691\u2696r\xf2\u25c1orne\xf2\u1d08ard;\u696bri;\u65fa\u0100io\u269f\u26a4dot;\u4140ust\u0100;a\u26ac\u26ad\u63b0che\xbb\u26ad\u0200Eaes\u26bb\u26bd\u26c9\u26d4;\u6268p\u0100;p\u26c3\u26c4\u6a89rox\xbb\u26c4\u0100;q\u26ce\u26cf\u6a87\u0100;q\u26ce\u26bbim;\u62e6\u0400abnoptwz\u26e9\u26f4\u26f7\u271a\u272f\u2741\u2747\u2750\u0100nr\u26ee\u26f1g;\u67ecr;\u61fdr\xeb\u08c1g\u0180lmr\u26ff\u270d\u2714eft\u0100ar\u09e6\u2707ight\xe1\u09f2apsto;\u67fcight\xe1\u09fdparrow\u0100lr\u2725\u2729ef\xf4\u24edight;\u61ac\u0180afl\u2736\u2739\u273dr;\u6985;\uc000\ud835\udd5dus;\u6a2dimes;\u6a34\u0161\u274b\u274fst;\u6217\xe1\u134e\u0180;ef\u2757\u2758\u1800\u65cange\xbb\u2758ar\u0100;l\u2764\u2765\u4028t;\u6993\u0280achmt\u2773\u2776\u277c\u2785\u2787r\xf2\u08a8orne\xf2\u1d8car\u0100;d\u0f98\u2783;\u696d;\u600eri;\u62bf\u0300achiqt\u2798\u279d\u0a40\u27a2\u27ae\u27bbquo;\u6039r;\uc000\ud835\udcc1m\u0180;eg\u09b2\u27aa\u27ac;\u6a8d;\u6a8f\u0100bu\u252a\u27b3o\u0100;r\u0e1f\u27b9;\u601arok;\u4142\u8400<;cdhilqr\u082b\u27d2\u2639\u27dc\u27e0\u27e5\u27ea\u27f0\u0100ci\u27d7\u27d9;\u6aa6r;\u6a79re\xe5\u25f2mes;\u62c9arr;\u6976uest;\u6a7b\u0100Pi\u27f5\u27f9ar;\u6996\u0180;ef\u2800\u092d\u181b\u65c3r\u0100du\u2807\u280dshar;\u694ahar;\u6966\u0100en\u2817\u2821rtneqq;\uc000\u2268\ufe00\xc5\u281e\u0700Dacdefhilnopsu\u2840\u2845\u2882\u288e\u2893\u28a0\u28a5\u28a8\u28da\u28e2\u28e4\u0a83\u28f3\u2902Dot;\u623a\u0200clpr\u284e\u2852\u2863\u287dr\u803b\xaf\u40af\u0100et\u2857\u2859;\u6642\u0100;e\u285e\u285f\u6720se\xbb\u285f\u0100;s\u103b\u2868to\u0200;dlu\u103b\u2873\u2877\u287bow\xee\u048cef\xf4\u090f\xf0\u13d1ker;\u65ae\u0100oy\u2887\u288cmma;\u6a29;\u443cash;\u6014asuredangle\xbb\u1626r;\uc000\ud835\udd2ao;\u6127\u0180cdn\u28af\u28b4\u28c9ro\u803b\xb5\u40b5\u0200;acd\u1464\u28bd\u28c0\u28c4s\xf4\u16a7ir;\u6af0ot\u80bb\xb7\u01b5us\u0180;bd\u28d2\u1903\u28d3\u6212\u0100;u\u1d3c\u28d8;\u6a2a\u0163\u28de\u28e1p;\u6adb\xf2\u2212\xf0\u0a81\u0100dp\u28e9\u28eeels;\u62a7f;\uc000\ud835\udd5e\u0100ct\u28f8\u28fdr;\uc000\ud835\udcc2pos\xbb\u159d\u0180;lm\u2909\u290a\u290d\u43bctimap;\u62b8\u0c00GLRVabcdefghijlmoprstuvw\u2942\u2953\u297e\u2989\u2998\u29da\u29e9\u2a15\u2a1a\u2a58\u2a5d\u2a83\u2a95\u2aa4\u2aa8\u2b04\u2b07\u2b44\u2b7f\u2bae\u2c34\u2c67\u2c7c\u2ce9\u0100gt\u2947\u294b;\uc000\u22d9\u0338\u0100;v\u2950\u0bcf\uc000\u226b\u20d2\u0180elt\u295a\u2972\u2976ft\u0100ar\u2961\u2967rrow;\u61cdightarrow;\u61ce;\uc000\u22d8\u0338\u0100;v\u297b\u0c47\uc000\u226a\u20d2ightarrow;\u61cf\u0100Dd\u298e\u2993ash;\u62afash;\u62ae\u0280bcnpt\u29a3\u29a7\u29ac\u29b1\u29ccla\xbb\u02deute;\u4144g;\uc000\u2220\u20d2\u0280;Eiop\u0d84\u29bc\u29c0\u29c5\u29c8;\uc000\u2a70\u0338d;\uc000\u224b\u0338s;\u4149ro\xf8\u0d84ur\u0100;a\u29d3\u29d4\u666el\u0100;s\u29d3\u0b38\u01f3\u29df\0\u29e3p\u80bb\xa0\u0b37mp\u0100;e\u0bf9\u0c00\u0280aeouy\u29f4\u29fe\u2a03\u2a10\u2a13\u01f0\u29f9\0\u29fb;\u6a43on;\u4148dil;\u4146ng\u0100;d\u0d7e\u2a0aot;\uc000\u2a6d\u0338p;\u6a42;\u443dash;\u6013\u0380;Aadqsx\u0b92\u2a29\u2a2d\u2a3b\u2a41\u2a45\u2a50rr;\u61d7r\u0100hr\u2a33\u2a36k;\u6924\u0100;o\u13f2\u13f0ot;\uc000\u2250\u0338ui\xf6\u0b63\u0100ei\u2a4a\u2a4ear;\u6928\xed\u0b98ist\u0100;s\u0ba0\u0b9fr;\uc000\ud835\udd2b\u0200Eest\u0bc5\u2a66\u2a79\u2a7c\u0180;qs\u0bbc\u2a6d\u0be1\u0180;qs\u0bbc\u0bc5\u2a74lan\xf4\u0be2i\xed\u0bea\u0100;r\u0bb6\u2a81\xbb\u0bb7\u0180Aap\u2a8a\u2a8d\u2a91r\xf2\u2971rr;\u61aear;\u6af2\u0180;sv\u0f8d\u2a9c\u0f8c\u0100;d\u2aa1\u2aa2\u62fc;\u62facy;\u445a\u0380AEadest\u2ab7\u2aba\u2abe\u2ac2\u2ac5\u2af6\u2af9r\xf2\u2966;\uc000\u2266\u0338rr;\u619ar;\u6025\u0200;fqs\u0c3b\u2ace\u2ae3\u2aeft\u0100ar\u2ad4\u2ad9rro\xf7\u2ac1ightarro\xf7\u2a90\u0180;qs\u0c3b\u2aba\u2aealan\xf4\u0c55\u0100;s\u0c55\u2af4\xbb\u0c36i\xed\u0c5d\u0100;r\u0c35\u2afei\u0100;e\u0c1a\u0c25i\xe4\u0d90\u0100pt\u2b0c\u2b11f;\uc000\ud835\udd5f\u8180\xac;in\u2b19\u2b1a\u2b36\u40acn\u0200;Edv\u0b89\u2b24\u2b28\u2b2e;\uc000\u22f9\u0338ot;\uc000\u22f5\u0338\u01e1\u0b89\u2b33\u2b35;\u62f7;\u62f6i\u0100;v\u0cb8\u2b3c\u01e1\u0cb8\u2b41\u2b43;\u62fe;\u62fd\u0180aor\u2b4b\u2b63\u2b69r\u0200;ast\u0b7b\u2b55\u2b5a\u2b5flle\xec\u0b7bl;\uc000\u2afd\u20e5;\uc000\u2202\u0338lint;\u6a14\u0180;ce\u0c92\u2b70\u2b73u\xe5\u0ca5\u0100;c\u0c98\u2b78\u0100;e\u0c92\u2b7d\xf1\u0c98\u0200Aait\u2b88\u2b8b\u2b9d\u2ba7r\xf2\u2988rr\u0180;cw\u2b94\u2b95\u2b99\u619b;\uc000\u2933\u0338;\uc000\u219d\u0338ghtarrow\xbb\u2b95ri\u0100;e\u0ccb\u0cd6\u0380chimpqu\u2bbd\u2bcd\u2bd9\u2b04\u0b78\u2be4\u2bef\u0200;cer\u0d32\u2bc6\u0d37\u2bc9u\xe5\u0d45;\uc000\ud835\udcc3ort\u026d\u2b05\0\0\u2bd6ar\xe1\u2b56m\u0100;e\u0d6e\u2bdf\u0100;q\u0d74\u0d73su\u0100bp\u2beb\u2bed\xe5\u0cf8\xe5\u0d0b\u0180bcp\u2bf6\u2c11\u2c19\u0200;Ees\u2bff\u2c00\u0d22\u2c04\u6284;\uc000\u2ac5\u0338et\u0100;e\u0d1b\u2c0bq\u0100;q\u0d23\u2c00c\u0100;e\u0d32\u2c17\xf1\u0d38\u0200;Ees\u2c22\u2c23\u0d5f\u2c27\u6285;\uc000\u2ac6\u0338et\u0100;e\u0d58\u2c2eq\u0100;q\u0d60\u2c23\u0200gilr\u2c3d\u2c3f\u2c45\u2c47\xec\u0bd7lde\u803b\xf1\u40f1\xe7\u0c43iangle\u0100lr\u2c52\u2c5ceft\u0100;e\u0c1a\u2c5a\xf1\u0c26ight\u0100;e\u0ccb\u2c65\xf1\u0cd7\u0100;m\u2c6c\u2c6d\u43bd\u0180;es\u2c74\u2c75\u2c79\u4023ro;\u6116p;\u6007\u0480DHadgilrs\u2c8f\u2c94\u2c99\u2c9e\u2ca3\u2cb0\u2cb6\u2cd3\u2ce3ash;\u62adarr;\u6904p;\uc000\u224d\u20d2ash;\u62ac\u0100et\u2ca8\u2cac;\uc000\u2265\u20d2;\uc000>\u20d2nfin;\u69de\u0180Aet\u2cbd\u2cc1\u2cc5rr;\u6902;\uc000\u2264\u20d2\u0100;r\u2cca\u2ccd\uc000<\u20d2ie;\uc000\u22b4\u20d2\u0100At\u2cd8\u2cdcrr;\u6903rie;\uc000\u22b5\u20d2im;\uc000\u223c\u20d2\u0180Aan\u2cf0\u2cf4\u2d02rr;\u61d6r\u0100hr\u2cfa\u2cfdk;\u6923\u0100;o\u13e7\u13e5ear;\u6927\u1253\u1a95\0\0\0\0\0\0\0\0\0\0\0\0\0\u2d2d\0\u2d38\u2d48\u2d60\u2d65\u2d72\u2d84\u1b07\0\0\u2d8d\u2dab\0\u2dc8\u2dce\0\u2ddc\u2e19\u2e2b\u2e3e\u2e43\u0100cs\u2d31\u1a97ute\u803b\xf3\u40f3\u0100iy\u2d3c\u2d45r\u0100;c\u1a9e\u2d42\u803b\xf4\u40f4;\u443e\u0280abios\u1aa0\u2d52\u2d57\u01c8\u2d5alac;\u4151v;\u6a38old;\u69bclig;\u4153\u0100cr\u2d69\u2d6dir;\u69bf;\uc000\ud835\udd2c\u036f\u2d79\0\0\u2d7c\0\u2d82n;\u42dbave\u803b\xf2\u40f2;\u69c1\u0100bm\u2d88\u0df4ar;\u69b5\u0200acit\u2d95\u2d98\u2da5\u2da8r\xf2\u1a80\u0100ir\u2d9d\u2da0r;\u69beoss;\u69bbn\xe5\u0e52;\u69c0\u0180aei\u2db1\u2db5\u2db9cr;\u414dga;\u43c9\u0180cdn\u2dc0\u2dc5\u01cdron;\u43bf;\u69b6pf;\uc000\ud835\udd60\u0180ael\u2dd4\u2dd7\u01d2r;\u69b7rp;\u69b9\u0380;adiosv\u2dea\u2deb\u2dee\u2e08\u2e0d\u2e10\u2e16\u6228r\xf2\u1a86\u0200;efm\u2df7\u2df8\u2e02\u2e05\u6a5dr\u0100;o\u2dfe\u2dff\u6134f\xbb\u2dff\u803b\xaa\u40aa\u803b\xba\u40bagof;\u62b6r;\u6a56lope;\u6a57;\u6a5b\u0180clo\u2e1f\u2e21\u2e27\xf2\u2e01ash\u803b\xf8\u40f8l;\u6298i\u016c\u2e2f\u2e34de\u803b\xf5\u40f5es\u0100;a\u01db\u2e3as;\u6a36ml\u803b\xf6\u40f6bar;\u633d\u0ae1\u2e5e\0\u2e7d\0\u2e80\u2e9d\0\u2ea2\u2eb9\0\0\u2ecb\u0e9c\0\u2f13\0\0\u2f2b\u2fbc\0\u2fc8r\u0200;ast\u0403\u2e67\u2e72\u0e85\u8100\xb6;l\u2e6d\u2e6e\u40b6le\xec\u0403\u0269\u2e78\0\0\u2e7bm;\u6af3;\u6afdy;\u443fr\u0280cimpt\u2e8b\u2e8f\u2e93\u1865\u2e97nt;\u4025od;\u402eil;\u6030enk;\u6031r;\uc000\ud835\udd2d\u0180imo\u2ea8\u2eb0\u2eb4\u0100;v\u2ead\u2eae\u43c6;\u43d5ma\xf4\u0a76ne;\u660e\u0180;tv\u2ebf\u2ec0\u2ec8\u43c0chfork\xbb\u1ffd;\u43d6\u0100au\u2ecf\u2edfn\u0100ck\u2ed5\u2eddk\u0100;h\u21f4\u2edb;\u610e\xf6\u21f4s\u0480;abcdemst\u2ef3\u2ef4\u1908\u2ef9\u2efd\u2f04\u2f06\u2f0a\u2f0e\u402bcir;\u6a23ir;\u6a22\u0100ou\u1d40\u2f02;\u6a25;\u6a72n\u80bb\xb1\u0e9dim;\u6a26wo;\u6a27\u0180ipu\u2f19\u2f20\u2f25ntint;\u6a15f;\uc000\ud835\udd61nd\u803b\xa3\u40a3\u0500;Eaceinosu\u0ec8\u2f3f\u2f41\u2f44\u2f47\u2f81\u2f89\u2f92\u2f7e\u2fb6;\u6ab3p;\u6ab7u\xe5\u0ed9\u0100;c\u0ece\u2f4c\u0300;acens\u0ec8\u2f59\u2f5f\u2f66\u2f68\u2f7eppro\xf8\u2f43urlye\xf1\u0ed9\xf1\u0ece\u0180aes\u2f6f\u2f76\u2f7approx;\u6ab9qq;\u6ab5im;\u62e8i\xed\u0edfme\u0100;s\u2f88\u0eae\u6032\u0180Eas\u2f78\u2f90\u2f7a\xf0\u2f75\u0180dfp\u0eec\u2f99\u2faf\u0180als\u2fa0\u2fa5\u2faalar;\u632eine;\u6312urf;\u6313\u0100;t\u0efb\u2fb4\xef\u0efbrel;\u62b0\u0100ci\u2fc0\u2fc5r;\uc000\ud835\udcc5;\u43c8ncsp;\u6008\u0300fiopsu\u2fda\u22e2\u2fdf\u2fe5\u2feb\u2ff1r;\uc000\ud835\udd2epf;\uc000\ud835\udd62rime;\u6057cr;\uc000\ud835\udcc6\u0180aeo\u2ff8\u3009\u3013t\u0100ei\u2ffe\u3005rnion\xf3\u06b0nt;\u6a16st\u0100;e\u3010\u3011\u403f\xf1\u1f19\xf4\u0f14\u0a80ABHabcdefhilmnoprstux\u3040\u3051\u3055\u3059\u30e0\u310e\u312b\u3147\u3162\u3172\u318e\u3206\u3215\u3224\u3229\u3258\u326e\u3272\u3290\u32b0\u32b7\u0180art\u3047\u304a\u304cr\xf2\u10b3\xf2\u03ddail;\u691car\xf2\u1c65ar;\u6964\u0380cdenqrt\u3068\u3075\u3078\u307f\u308f\u3094\u30cc\u0100eu\u306d\u3071;\uc000\u223d\u0331te;\u4155i\xe3\u116emptyv;\u69b3g\u0200;del\u0fd1\u3089\u308b\u308d;\u6992;\u69a5\xe5\u0fd1uo\u803b\xbb\u40bbr\u0580;abcfhlpstw\u0fdc\u30ac\u30af\u30b7\u30b9\u30bc\u30be\u30c0\u30c3\u30c7\u30cap;\u6975\u0100;f\u0fe0\u30b4s;\u6920;\u6933s;\u691e\xeb\u225d\xf0\u272el;\u6945im;\u6974l;\u61a3;\u619d\u0100ai\u30d1\u30d5il;\u691ao\u0100;n\u30db\u30dc\u6236al\xf3\u0f1e\u0180abr\u30e7\u30ea\u30eer\xf2\u17e5rk;\u6773\u0100ak\u30f3\u30fdc\u0100ek\u30f9\u30fb;\u407d;\u405d\u0100es\u3102\u3104;\u698cl\u0100du\u310a\u310c;\u698e;\u6990\u0200aeuy\u3117\u311c\u3127\u3129ron;\u4159\u0100di\u3121\u3125il;\u4157\xec\u0ff2\xe2\u30fa;\u4440\u0200clqs\u3134\u3137\u313d\u3144a;\u6937dhar;\u6969uo\u0100;r\u020e\u020dh;\u61b3\u0180acg\u314e\u315f\u0f44l\u0200;ips\u0f78\u3158\u315b\u109cn\xe5\u10bbar\xf4\u0fa9t;\u65ad\u0180ilr\u3169\u1023\u316esht;\u697d;\uc000\ud835\udd2f\u0100ao\u3177\u3186r\u0100du\u317d\u317f\xbb\u047b\u0100;l\u1091\u3184;\u696c\u0100;v\u318b\u318c\u43c1;\u43f1\u0180gns\u3195\u31f9\u31fcht\u0300ahlrst\u31a4\u31b0\u31c2\u31d8\u31e4\u31eerrow\u0100;t\u0fdc\u31ada\xe9\u30c8arpoon\u0100du\u31bb\u31bfow\xee\u317ep\xbb\u1092eft\u0100ah\u31ca\u31d0rrow\xf3\u0feaarpoon\xf3\u0551ightarrows;\u61c9quigarro\xf7\u30cbhreetimes;\u62ccg;\u42daingdotse\xf1\u1f32\u0180ahm\u320d\u3210\u3213r\xf2\u0feaa\xf2\u0551;\u600foust\u0100;a\u321e\u321f\u63b1che\xbb\u321fmid;\u6aee\u0200abpt\u3232\u323d\u3240\u3252\u0100nr\u3237\u323ag;\u67edr;\u61fer\xeb\u1003\u0180afl\u3247\u324a\u324er;\u6986;\uc000\ud835\udd63us;\u6a2eimes;\u6a35\u0100ap\u325d\u3267r\u0100;g\u3263\u3264\u4029t;\u6994olint;\u6a12ar\xf2\u31e3\u0200achq\u327b\u3280\u10bc\u3285quo;\u603ar;\uc000\ud835\udcc7\u0100bu\u30fb\u328ao\u0100;r\u0214\u0213\u0180hir\u3297\u329b\u32a0re\xe5\u31f8mes;\u62cai\u0200;efl\u32aa\u1059\u1821\u32ab\u65b9tri;\u69celuhar;\u6968;\u611e\u0d61\u32d5\u32db\u32df\u332c\u3338\u3371\0\u337a\u33a4\0\0\u33ec\u33f0\0\u3428\u3448\u345a\u34ad\u34b1\u34ca\u34f1\0\u3616\0\0\u3633cute;\u415bqu\xef\u27ba\u0500;Eaceinpsy\u11ed\u32f3\u32f5\u32ff\u3302\u330b\u330f\u331f\u3326\u3329;\u6ab4\u01f0\u32fa\0\u32fc;\u6ab8on;\u4161u\xe5\u11fe\u0100;d\u11f3\u3307il;\u415frc;\u415d\u0180Eas\u3316\u3318\u331b;\u6ab6p;\u6abaim;\u62e9olint;\u6a13i\xed\u1204;\u4441ot\u0180;be\u3334\u1d47\u3335\u62c5;\u6a66\u0380Aacmstx\u3346\u334a\u3357\u335b\u335e\u3363\u336drr;\u61d8r\u0100hr\u3350\u3352\xeb\u2228\u0100;o\u0a36\u0a34t\u803b\xa7\u40a7i;\u403bwar;\u6929m\u0100in\u3369\xf0nu\xf3\xf1t;\u6736r\u0100;o\u3376\u2055\uc000\ud835\udd30\u0200acoy\u3382\u3386\u3391\u33a0rp;\u666f\u0100hy\u338b\u338fcy;\u4449;\u4448rt\u026d\u3399\0\0\u339ci\xe4\u1464ara\xec\u2e6f\u803b\xad\u40ad\u0100gm\u33a8\u33b4ma\u0180;fv\u33b1\u33b2\u33b2\u43c3;\u43c2\u0400;deglnpr\u12ab\u33c5\u33c9\u33ce\u33d6\u33de\u33e1\u33e6ot;\u6a6a\u0100;q\u12b1\u12b0\u0100;E\u33d3\u33d4\u6a9e;\u6aa0\u0100;E\u33db\u33dc\u6a9d;\u6a9fe;\u6246lus;\u6a24arr;\u6972ar\xf2\u113d\u0200aeit\u33f8\u3408\u340f\u3417\u0100ls\u33fd\u3404lsetm\xe9\u336ahp;\u6a33parsl;\u69e4\u0100dl\u1463\u3414e;\u6323\u0100;e\u341c\u341d\u6aaa\u0100;s\u3422\u3423\u6aac;\uc000\u2aac\ufe00\u0180flp\u342e\u3433\u3442tcy;\u444c\u0100;b\u3438\u3439\u402f\u0100;a\u343e\u343f\u69c4r;\u633ff;\uc000\ud835\udd64a\u0100dr\u344d\u0402es\u0100;u\u3454\u3455\u6660it\xbb\u3455\u0180csu\u3460\u3479\u349f\u0100au\u3465\u346fp\u0100;s\u1188\u346b;\uc000\u2293\ufe00p\u0100;s\u11b4\u3475;\uc000\u2294\ufe00u\u0100bp\u347f\u348f\u0180;es\u1197\u119c\u3486et\u0100;e\u1197\u348d\xf1\u119d\u0180;es\u11a8\u11ad\u3496et\u0100;e\u11a8\u349d\xf1\u11ae\u0180;af\u117b\u34a6\u05b0r\u0165\u34ab\u05b1\xbb\u117car\xf2\u1148\u0200cemt\u34b9\u34be\u34c2\u34c5r;\uc000\ud835\udcc8tm\xee\xf1i\xec\u3415ar\xe6\u11be\u0100ar\u34ce\u34d5r\u0100;f\u34d4\u17bf\u6606\u0100an\u34da\u34edight\u0100ep\u34e3\u34eapsilo\xee\u1ee0h\xe9\u2eafs\xbb\u2852\u0280bcmnp\u34fb\u355e\u1209\u358b\u358e\u0480;Edemnprs\u350e\u350f\u3511\u3515\u351e\u3523\u352c\u3531\u3536\u6282;\u6ac5ot;\u6abd\u0100;d\u11da\u351aot;\u6ac3ult;\u6ac1\u0100Ee\u3528\u352a;\u6acb;\u628alus;\u6abfarr;\u6979\u0180eiu\u353d\u3552\u3555t\u0180;en\u350e\u3545\u354bq\u0100;q\u11da\u350feq\u0100;q\u352b\u3528m;\u6ac7\u0100bp\u355a\u355c;\u6ad5;\u6ad3c\u0300;acens\u11ed\u356c\u3572\u3579\u357b\u3326ppro\xf8\u32faurlye\xf1\u11fe\xf1\u11f3\u0180aes\u3582\u3588\u331bppro\xf8\u331aq\xf1\u3317g;\u666a\u0680123;Edehlmnps\u35a9\u35ac\u35af\u121c\u35b2\u35b4\u35c0\u35c9\u35d5\u35da\u35df\u35e8\u35ed\u803b\xb9\u40b9\u803b\xb2\u40b2\u803b\xb3\u40b3;\u6ac6\u0100os\u35b9\u35bct;\u6abeub;\u6ad8\u0100;d\u1222\u35c5ot;\u6ac4s\u0100ou\u35cf\u35d2l;\u67c9b;\u6ad7arr;\u697bult;\u6ac2\u0100Ee\u35e4\u35e6;\u6acc;\u628blus;\u6ac0\u0180eiu\u35f4\u3609\u360ct\u0180;en\u121c\u35fc\u3602q\u0100;q\u1222\u35b2eq\u0100;q\u35e7\u35e4m;\u6ac8\u0100bp\u3611\u3613;\u6ad4;\u6ad6\u0180Aan\u361c\u3620\u362drr;\u61d9r\u0100hr\u3626\u3628\xeb\u222e\u0100;o\u0a2b\u0a29war;\u692alig\u803b\xdf\u40df\u0be1\u3651\u365d\u3660\u12ce\u3673\u3679\0\u367e\u36c2\0\0\0\0\0\u36db\u3703\0\u3709\u376c\0\0\0\u3787\u0272\u3656\0\0\u365bget;\u6316;\u43c4r\xeb\u0e5f\u0180aey\u3666\u366b\u3670ron;\u4165dil;\u4163;\u4442lrec;\u6315r;\uc000\ud835\udd31\u0200eiko\u3686\u369d\u36b5\u36bc\u01f2\u368b\0\u3691e\u01004f\u1284\u1281a\u0180;sv\u3698\u3699\u369b\u43b8ym;\u43d1\u0100cn\u36a2\u36b2k\u0100as\u36a8\u36aeppro\xf8\u12c1im\xbb\u12acs\xf0\u129e\u0100as\u36ba\u36ae\xf0\u12c1rn\u803b\xfe\u40fe\u01ec\u031f\u36c6\u22e7es\u8180\xd7;bd\u36cf\u36d0\u36d8\u40d7\u0100;a\u190f\u36d5r;\u6a31;\u6a30\u0180eps\u36e1\u36e3\u3700\xe1\u2a4d\u0200;bcf\u0486\u36ec\u36f0\u36f4ot;\u6336ir;\u6af1\u0100;o\u36f9\u36fc\uc000\ud835\udd65rk;\u6ada\xe1\u3362rime;\u6034\u0180aip\u370f\u3712\u3764d\xe5\u1248\u0380adempst\u3721\u374d\u3740\u3751\u3757\u375c\u375fngle\u0280;dlqr\u3730\u3731\u3736\u3740\u3742\u65b5own\xbb\u1dbbeft\u0100;e\u2800\u373e\xf1\u092e;\u625cight\u0100;e\u32aa\u374b\xf1\u105aot;\u65ecinus;\u6a3alus;\u6a39b;\u69cdime;\u6a3bezium;\u63e2\u0180cht\u3772\u377d\u3781\u0100ry\u3777\u377b;\uc000\ud835\udcc9;\u4446cy;\u445brok;\u4167\u0100io\u378b\u378ex\xf4\u1777head\u0100lr\u3797\u37a0eftarro\xf7\u084fightarrow\xbb\u0f5d\u0900AHabcdfghlmoprstuw\u37d0\u37d3\u37d7\u37e4\u37f0\u37fc\u380e\u381c\u3823\u3834\u3851\u385d\u386b\u38a9\u38cc\u38d2\u38ea\u38f6r\xf2\u03edar;\u6963\u0100cr\u37dc\u37e2ute\u803b\xfa\u40fa\xf2\u1150r\u01e3\u37ea\0\u37edy;\u445eve;\u416d\u0100iy\u37f5\u37farc\u803b\xfb\u40fb;\u4443\u0180abh\u3803\u3806\u380br\xf2\u13adlac;\u4171a\xf2\u13c3\u0100ir\u3813\u3818sht;\u697e;\uc000\ud835\udd32rave\u803b\xf9\u40f9\u0161\u3827\u3831r\u0100lr\u382c\u382e\xbb\u0957\xbb\u1083lk;\u6580\u0100ct\u3839\u384d\u026f\u383f\0\0\u384arn\u0100;e\u3845\u3846\u631cr\xbb\u3846op;\u630fri;\u65f8\u0100al\u3856\u385acr;\u416b\u80bb\xa8\u0349\u0100gp\u3862\u3866on;\u4173f;\uc000\ud835\udd66\u0300adhlsu\u114b\u3878\u387d\u1372\u3891\u38a0own\xe1\u13b3arpoon\u0100lr\u3888\u388cef\xf4\u382digh\xf4\u382fi\u0180;hl\u3899\u389a\u389c\u43c5\xbb\u13faon\xbb\u389aparrows;\u61c8\u0180cit\u38b0\u38c4\u38c8\u026f\u38b6\0\0\u38c1rn\u0100;e\u38bc\u38bd\u631dr\xbb\u38bdop;\u630eng;\u416fri;\u65f9cr;\uc000\ud835\udcca\u0180dir\u38d9\u38dd\u38e2ot;\u62f0lde;\u4169i\u0100;f\u3730\u38e8\xbb\u1813\u0100am\u38ef\u38f2r\xf2\u38a8l\u803b\xfc\u40fcangle;\u69a7\u0780ABDacdeflnoprsz\u391c\u391f\u3929\u392d\u39b5\u39b8\u39bd\u39df\u39e4\u39e8\u39f3\u39f9\u39fd\u3a01\u3a20r\xf2\u03f7ar\u0100;v\u3926\u3927\u6ae8;\u6ae9as\xe8\u03e1\u0100nr\u3932\u3937grt;\u699c\u0380eknprst\u34e3\u3946\u394b\u3952\u395d\u3964\u3996app\xe1\u2415othin\xe7\u1e96\u0180hir\u34eb\u2ec8\u3959op\xf4\u2fb5\u0100;h\u13b7\u3962\xef\u318d\u0100iu\u3969\u396dgm\xe1\u33b3\u0100bp\u3972\u3984setneq\u0100;q\u397d\u3980\uc000\u228a\ufe00;\uc000\u2acb\ufe00setneq\u0100;q\u398f\u3992\uc000\u228b\ufe00;\uc000\u2acc\ufe00\u0100hr\u399b\u399fet\xe1\u369ciangle\u0100lr\u39aa\u39afeft\xbb\u0925ight\xbb\u1051y;\u4432ash\xbb\u1036\u0180elr\u39c4\u39d2\u39d7\u0180;be\u2dea\u39cb\u39cfar;\u62bbq;\u625alip;\u62ee\u0100bt\u39dc\u1468a\xf2\u1469r;\uc000\ud835\udd33tr\xe9\u39aesu\u0100bp\u39ef\u39f1\xbb\u0d1c\xbb\u0d59pf;\uc000\ud835\udd67ro\xf0\u0efbtr\xe9\u39b4\u0100cu\u3a06\u3a0br;\uc000\ud835\udccb\u0100bp\u3a10\u3a18n\u0100Ee\u3980\u3a16\xbb\u397en\u0100Ee\u3992\u3a1e\xbb\u3990igzag;\u699a\u0380cefoprs\u3a36\u3a3b\u3a56\u3a5b\u3a54\u3a61\u3a6airc;\u4175\u0100di\u3a40\u3a51\u0100bg\u3a45\u3a49ar;\u6a5fe\u0100;q\u15fa\u3a4f;\u6259erp;\u6118r;\uc000\ud835\udd34pf;\uc000\ud835\udd68\u0100;e\u1479\u3a66at\xe8\u1479cr;\uc000\ud835\udccc\u0ae3\u178e\u3a87\0\u3a8b\0\u3a90\u3a9b\0\0\u3a9d\u3aa8\u3aab\u3aaf\0\0\u3ac3\u3ace\0\u3ad8\u17dc\u17dftr\xe9\u17d1r;\uc000\ud835\udd35\u0100Aa\u3a94\u3a97r\xf2\u03c3r\xf2\u09f6;\u43be\u0100Aa\u3aa1\u3aa4r\xf2\u03b8r\xf2\u09eba\xf0\u2713is;\u62fb\u0180dpt\u17a4\u3ab5\u3abe\u0100fl\u3aba\u17a9;\uc000\ud835\udd69im\xe5\u17b2\u0100Aa\u3ac7\u3acar\xf2\u03cer\xf2\u0a01\u0100cq\u3ad2\u17b8r;\uc000\ud835\udccd\u0100pt\u17d6\u3adcr\xe9\u17d4\u0400acefiosu\u3af0\u3afd\u3b08\u3b0c\u3b11\u3b15\u3b1b\u3b21c\u0100uy\u3af6\u3afbte\u803b\xfd\u40fd;\u444f\u0100iy\u3b02\u3b06rc;\u4177;\u444bn\u803b\xa5\u40a5r;\uc000\ud835\udd36cy;\u4457pf;\uc000\ud835\udd6acr;\uc000\ud835\udcce\u0100cm\u3b26\u3b29y;\u444el\u803b\xff\u40ff\u0500acdefhiosw\u3b42\u3b48\u3b54\u3b58\u3b64\u3b69\u3b6d\u3b74\u3b7a\u3b80cute;\u417a\u0100ay\u3b4d\u3b52ron;\u417e;\u4437ot;\u417c\u0100et\u3b5d\u3b61tr\xe6\u155fa;\u43b6r;\uc000\ud835\udd37cy;\u4436grarr;\u61ddpf;\uc000\ud835\udd6bcr;\uc000\ud835\udccf\u0100jn\u3b85\u3b87;\u600dj;\u600c"
    .split("")
    .map((c) => c.charCodeAt(0))));
//# sourceMappingURL=decode-data-html.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/generated/decode-data-xml.js
// Generated using scripts/write-decode-map.ts
/* harmony default export */ const decode_data_xml = (new Uint16Array(
// prettier-ignore
"\u0200aglq\t\x15\x18\x1b\u026d\x0f\0\0\x12p;\u4026os;\u4027t;\u403et;\u403cuot;\u4022"
    .split("")
    .map((c) => c.charCodeAt(0))));
//# sourceMappingURL=decode-data-xml.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/decode_codepoint.js
// Adapted from https://github.com/mathiasbynens/he/blob/36afe179392226cf1b6ccdb16ebbb7a5a844d93a/src/he.js#L106-L134
var decode_codepoint_a;
const decode_codepoint_decodeMap = new Map([
    [0, 65533],
    // C1 Unicode control character reference replacements
    [128, 8364],
    [130, 8218],
    [131, 402],
    [132, 8222],
    [133, 8230],
    [134, 8224],
    [135, 8225],
    [136, 710],
    [137, 8240],
    [138, 352],
    [139, 8249],
    [140, 338],
    [142, 381],
    [145, 8216],
    [146, 8217],
    [147, 8220],
    [148, 8221],
    [149, 8226],
    [150, 8211],
    [151, 8212],
    [152, 732],
    [153, 8482],
    [154, 353],
    [155, 8250],
    [156, 339],
    [158, 382],
    [159, 376],
]);
/**
 * Polyfill for `String.fromCodePoint`. It is used to create a string from a Unicode code point.
 */
const esm_decode_codepoint_fromCodePoint = 
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition, node/no-unsupported-features/es-builtins
(decode_codepoint_a = String.fromCodePoint) !== null && decode_codepoint_a !== void 0 ? decode_codepoint_a : function (codePoint) {
    let output = "";
    if (codePoint > 0xffff) {
        codePoint -= 0x10000;
        output += String.fromCharCode(((codePoint >>> 10) & 0x3ff) | 0xd800);
        codePoint = 0xdc00 | (codePoint & 0x3ff);
    }
    output += String.fromCharCode(codePoint);
    return output;
};
/**
 * Replace the given code point with a replacement character if it is a
 * surrogate or is outside the valid range. Otherwise return the code
 * point unchanged.
 */
function decode_codepoint_replaceCodePoint(codePoint) {
    var _a;
    if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) {
        return 0xfffd;
    }
    return (_a = decode_codepoint_decodeMap.get(codePoint)) !== null && _a !== void 0 ? _a : codePoint;
}
/**
 * Replace the code point if relevant, then convert it to a string.
 *
 * @deprecated Use `fromCodePoint(replaceCodePoint(codePoint))` instead.
 * @param codePoint The code point to decode.
 * @returns The decoded code point.
 */
function decode_codepoint_decodeCodePoint(codePoint) {
    return esm_decode_codepoint_fromCodePoint(decode_codepoint_replaceCodePoint(codePoint));
}
//# sourceMappingURL=decode_codepoint.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/decode.js



// Re-export for use by eg. htmlparser2


var decode_CharCodes;
(function (CharCodes) {
    CharCodes[CharCodes["NUM"] = 35] = "NUM";
    CharCodes[CharCodes["SEMI"] = 59] = "SEMI";
    CharCodes[CharCodes["EQUALS"] = 61] = "EQUALS";
    CharCodes[CharCodes["ZERO"] = 48] = "ZERO";
    CharCodes[CharCodes["NINE"] = 57] = "NINE";
    CharCodes[CharCodes["LOWER_A"] = 97] = "LOWER_A";
    CharCodes[CharCodes["LOWER_F"] = 102] = "LOWER_F";
    CharCodes[CharCodes["LOWER_X"] = 120] = "LOWER_X";
    CharCodes[CharCodes["LOWER_Z"] = 122] = "LOWER_Z";
    CharCodes[CharCodes["UPPER_A"] = 65] = "UPPER_A";
    CharCodes[CharCodes["UPPER_F"] = 70] = "UPPER_F";
    CharCodes[CharCodes["UPPER_Z"] = 90] = "UPPER_Z";
})(decode_CharCodes || (decode_CharCodes = {}));
/** Bit that needs to be set to convert an upper case ASCII character to lower case */
const decode_TO_LOWER_BIT = 0b100000;
var decode_BinTrieFlags;
(function (BinTrieFlags) {
    BinTrieFlags[BinTrieFlags["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
    BinTrieFlags[BinTrieFlags["BRANCH_LENGTH"] = 16256] = "BRANCH_LENGTH";
    BinTrieFlags[BinTrieFlags["JUMP_TABLE"] = 127] = "JUMP_TABLE";
})(decode_BinTrieFlags || (decode_BinTrieFlags = {}));
function decode_isNumber(code) {
    return code >= decode_CharCodes.ZERO && code <= decode_CharCodes.NINE;
}
function decode_isHexadecimalCharacter(code) {
    return ((code >= decode_CharCodes.UPPER_A && code <= decode_CharCodes.UPPER_F) ||
        (code >= decode_CharCodes.LOWER_A && code <= decode_CharCodes.LOWER_F));
}
function decode_isAsciiAlphaNumeric(code) {
    return ((code >= decode_CharCodes.UPPER_A && code <= decode_CharCodes.UPPER_Z) ||
        (code >= decode_CharCodes.LOWER_A && code <= decode_CharCodes.LOWER_Z) ||
        decode_isNumber(code));
}
/**
 * Checks if the given character is a valid end character for an entity in an attribute.
 *
 * Attribute values that aren't terminated properly aren't parsed, and shouldn't lead to a parser error.
 * See the example in https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
 */
function decode_isEntityInAttributeInvalidEnd(code) {
    return code === decode_CharCodes.EQUALS || decode_isAsciiAlphaNumeric(code);
}
var decode_EntityDecoderState;
(function (EntityDecoderState) {
    EntityDecoderState[EntityDecoderState["EntityStart"] = 0] = "EntityStart";
    EntityDecoderState[EntityDecoderState["NumericStart"] = 1] = "NumericStart";
    EntityDecoderState[EntityDecoderState["NumericDecimal"] = 2] = "NumericDecimal";
    EntityDecoderState[EntityDecoderState["NumericHex"] = 3] = "NumericHex";
    EntityDecoderState[EntityDecoderState["NamedEntity"] = 4] = "NamedEntity";
})(decode_EntityDecoderState || (decode_EntityDecoderState = {}));
var esm_decode_DecodingMode;
(function (DecodingMode) {
    /** Entities in text nodes that can end with any character. */
    DecodingMode[DecodingMode["Legacy"] = 0] = "Legacy";
    /** Only allow entities terminated with a semicolon. */
    DecodingMode[DecodingMode["Strict"] = 1] = "Strict";
    /** Entities in attributes have limitations on ending characters. */
    DecodingMode[DecodingMode["Attribute"] = 2] = "Attribute";
})(esm_decode_DecodingMode || (esm_decode_DecodingMode = {}));
/**
 * Token decoder with support of writing partial entities.
 */
class decode_EntityDecoder {
    constructor(
    /** The tree used to decode entities. */
    decodeTree, 
    /**
     * The function that is called when a codepoint is decoded.
     *
     * For multi-byte named entities, this will be called multiple times,
     * with the second codepoint, and the same `consumed` value.
     *
     * @param codepoint The decoded codepoint.
     * @param consumed The number of bytes consumed by the decoder.
     */
    emitCodePoint, 
    /** An object that is used to produce errors. */
    errors) {
        this.decodeTree = decodeTree;
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
        /** The current state of the decoder. */
        this.state = decode_EntityDecoderState.EntityStart;
        /** Characters that were consumed while parsing an entity. */
        this.consumed = 1;
        /**
         * The result of the entity.
         *
         * Either the result index of a numeric entity, or the codepoint of a
         * numeric entity.
         */
        this.result = 0;
        /** The current index in the decode tree. */
        this.treeIndex = 0;
        /** The number of characters that were consumed in excess. */
        this.excess = 1;
        /** The mode in which the decoder is operating. */
        this.decodeMode = esm_decode_DecodingMode.Strict;
    }
    /** Resets the instance to make it reusable. */
    startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = decode_EntityDecoderState.EntityStart;
        this.result = 0;
        this.treeIndex = 0;
        this.excess = 1;
        this.consumed = 1;
    }
    /**
     * Write an entity to the decoder. This can be called multiple times with partial entities.
     * If the entity is incomplete, the decoder will return -1.
     *
     * Mirrors the implementation of `getDecoder`, but with the ability to stop decoding if the
     * entity is incomplete, and resume when the next string is written.
     *
     * @param string The string containing the entity (or a continuation of the entity).
     * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    write(str, offset) {
        switch (this.state) {
            case decode_EntityDecoderState.EntityStart: {
                if (str.charCodeAt(offset) === decode_CharCodes.NUM) {
                    this.state = decode_EntityDecoderState.NumericStart;
                    this.consumed += 1;
                    return this.stateNumericStart(str, offset + 1);
                }
                this.state = decode_EntityDecoderState.NamedEntity;
                return this.stateNamedEntity(str, offset);
            }
            case decode_EntityDecoderState.NumericStart: {
                return this.stateNumericStart(str, offset);
            }
            case decode_EntityDecoderState.NumericDecimal: {
                return this.stateNumericDecimal(str, offset);
            }
            case decode_EntityDecoderState.NumericHex: {
                return this.stateNumericHex(str, offset);
            }
            case decode_EntityDecoderState.NamedEntity: {
                return this.stateNamedEntity(str, offset);
            }
        }
    }
    /**
     * Switches between the numeric decimal and hexadecimal states.
     *
     * Equivalent to the `Numeric character reference state` in the HTML spec.
     *
     * @param str The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericStart(str, offset) {
        if (offset >= str.length) {
            return -1;
        }
        if ((str.charCodeAt(offset) | decode_TO_LOWER_BIT) === decode_CharCodes.LOWER_X) {
            this.state = decode_EntityDecoderState.NumericHex;
            this.consumed += 1;
            return this.stateNumericHex(str, offset + 1);
        }
        this.state = decode_EntityDecoderState.NumericDecimal;
        return this.stateNumericDecimal(str, offset);
    }
    addToNumericResult(str, start, end, base) {
        if (start !== end) {
            const digitCount = end - start;
            this.result =
                this.result * Math.pow(base, digitCount) +
                    parseInt(str.substr(start, digitCount), base);
            this.consumed += digitCount;
        }
    }
    /**
     * Parses a hexadecimal numeric entity.
     *
     * Equivalent to the `Hexademical character reference state` in the HTML spec.
     *
     * @param str The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericHex(str, offset) {
        const startIdx = offset;
        while (offset < str.length) {
            const char = str.charCodeAt(offset);
            if (decode_isNumber(char) || decode_isHexadecimalCharacter(char)) {
                offset += 1;
            }
            else {
                this.addToNumericResult(str, startIdx, offset, 16);
                return this.emitNumericEntity(char, 3);
            }
        }
        this.addToNumericResult(str, startIdx, offset, 16);
        return -1;
    }
    /**
     * Parses a decimal numeric entity.
     *
     * Equivalent to the `Decimal character reference state` in the HTML spec.
     *
     * @param str The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNumericDecimal(str, offset) {
        const startIdx = offset;
        while (offset < str.length) {
            const char = str.charCodeAt(offset);
            if (decode_isNumber(char)) {
                offset += 1;
            }
            else {
                this.addToNumericResult(str, startIdx, offset, 10);
                return this.emitNumericEntity(char, 2);
            }
        }
        this.addToNumericResult(str, startIdx, offset, 10);
        return -1;
    }
    /**
     * Validate and emit a numeric entity.
     *
     * Implements the logic from the `Hexademical character reference start
     * state` and `Numeric character reference end state` in the HTML spec.
     *
     * @param lastCp The last code point of the entity. Used to see if the
     *               entity was terminated with a semicolon.
     * @param expectedLength The minimum number of characters that should be
     *                       consumed. Used to validate that at least one digit
     *                       was consumed.
     * @returns The number of characters that were consumed.
     */
    emitNumericEntity(lastCp, expectedLength) {
        var _a;
        // Ensure we consumed at least one digit.
        if (this.consumed <= expectedLength) {
            (_a = this.errors) === null || _a === void 0 ? void 0 : _a.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
        }
        // Figure out if this is a legit end of the entity
        if (lastCp === decode_CharCodes.SEMI) {
            this.consumed += 1;
        }
        else if (this.decodeMode === esm_decode_DecodingMode.Strict) {
            return 0;
        }
        this.emitCodePoint(decode_codepoint_replaceCodePoint(this.result), this.consumed);
        if (this.errors) {
            if (lastCp !== decode_CharCodes.SEMI) {
                this.errors.missingSemicolonAfterCharacterReference();
            }
            this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
    }
    /**
     * Parses a named entity.
     *
     * Equivalent to the `Named character reference state` in the HTML spec.
     *
     * @param str The string containing the entity (or a continuation of the entity).
     * @param offset The current offset.
     * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
     */
    stateNamedEntity(str, offset) {
        const { decodeTree } = this;
        let current = decodeTree[this.treeIndex];
        // The mask is the number of bytes of the value, including the current byte.
        let valueLength = (current & decode_BinTrieFlags.VALUE_LENGTH) >> 14;
        for (; offset < str.length; offset++, this.excess++) {
            const char = str.charCodeAt(offset);
            this.treeIndex = decode_determineBranch(decodeTree, current, this.treeIndex + Math.max(1, valueLength), char);
            if (this.treeIndex < 0) {
                return this.result === 0 ||
                    // If we are parsing an attribute
                    (this.decodeMode === esm_decode_DecodingMode.Attribute &&
                        // We shouldn't have consumed any characters after the entity,
                        (valueLength === 0 ||
                            // And there should be no invalid characters.
                            decode_isEntityInAttributeInvalidEnd(char)))
                    ? 0
                    : this.emitNotTerminatedNamedEntity();
            }
            current = decodeTree[this.treeIndex];
            valueLength = (current & decode_BinTrieFlags.VALUE_LENGTH) >> 14;
            // If the branch is a value, store it and continue
            if (valueLength !== 0) {
                // If the entity is terminated by a semicolon, we are done.
                if (char === decode_CharCodes.SEMI) {
                    return this.emitNamedEntityData(this.treeIndex, valueLength, this.consumed + this.excess);
                }
                // If we encounter a non-terminated (legacy) entity while parsing strictly, then ignore it.
                if (this.decodeMode !== esm_decode_DecodingMode.Strict) {
                    this.result = this.treeIndex;
                    this.consumed += this.excess;
                    this.excess = 0;
                }
            }
        }
        return -1;
    }
    /**
     * Emit a named entity that was not terminated with a semicolon.
     *
     * @returns The number of characters consumed.
     */
    emitNotTerminatedNamedEntity() {
        var _a;
        const { result, decodeTree } = this;
        const valueLength = (decodeTree[result] & decode_BinTrieFlags.VALUE_LENGTH) >> 14;
        this.emitNamedEntityData(result, valueLength, this.consumed);
        (_a = this.errors) === null || _a === void 0 ? void 0 : _a.missingSemicolonAfterCharacterReference();
        return this.consumed;
    }
    /**
     * Emit a named entity.
     *
     * @param result The index of the entity in the decode tree.
     * @param valueLength The number of bytes in the entity.
     * @param consumed The number of characters consumed.
     *
     * @returns The number of characters consumed.
     */
    emitNamedEntityData(result, valueLength, consumed) {
        const { decodeTree } = this;
        this.emitCodePoint(valueLength === 1
            ? decodeTree[result] & ~decode_BinTrieFlags.VALUE_LENGTH
            : decodeTree[result + 1], consumed);
        if (valueLength === 3) {
            // For multi-byte values, we need to emit the second byte.
            this.emitCodePoint(decodeTree[result + 2], consumed);
        }
        return consumed;
    }
    /**
     * Signal to the parser that the end of the input was reached.
     *
     * Remaining data will be emitted and relevant errors will be produced.
     *
     * @returns The number of characters consumed.
     */
    end() {
        var _a;
        switch (this.state) {
            case decode_EntityDecoderState.NamedEntity: {
                // Emit a named entity if we have one.
                return this.result !== 0 &&
                    (this.decodeMode !== esm_decode_DecodingMode.Attribute ||
                        this.result === this.treeIndex)
                    ? this.emitNotTerminatedNamedEntity()
                    : 0;
            }
            // Otherwise, emit a numeric entity if we have one.
            case decode_EntityDecoderState.NumericDecimal: {
                return this.emitNumericEntity(0, 2);
            }
            case decode_EntityDecoderState.NumericHex: {
                return this.emitNumericEntity(0, 3);
            }
            case decode_EntityDecoderState.NumericStart: {
                (_a = this.errors) === null || _a === void 0 ? void 0 : _a.absenceOfDigitsInNumericCharacterReference(this.consumed);
                return 0;
            }
            case decode_EntityDecoderState.EntityStart: {
                // Return 0 if we have no entity.
                return 0;
            }
        }
    }
}
/**
 * Creates a function that decodes entities in a string.
 *
 * @param decodeTree The decode tree.
 * @returns A function that decodes entities in a string.
 */
function decode_getDecoder(decodeTree) {
    let ret = "";
    const decoder = new decode_EntityDecoder(decodeTree, (str) => (ret += esm_decode_codepoint_fromCodePoint(str)));
    return function decodeWithTrie(str, decodeMode) {
        let lastIndex = 0;
        let offset = 0;
        while ((offset = str.indexOf("&", offset)) >= 0) {
            ret += str.slice(lastIndex, offset);
            decoder.startEntity(decodeMode);
            const len = decoder.write(str, 
            // Skip the "&"
            offset + 1);
            if (len < 0) {
                lastIndex = offset + decoder.end();
                break;
            }
            lastIndex = offset + len;
            // If `len` is 0, skip the current `&` and continue.
            offset = len === 0 ? lastIndex + 1 : lastIndex;
        }
        const result = ret + str.slice(lastIndex);
        // Make sure we don't keep a reference to the final string.
        ret = "";
        return result;
    };
}
/**
 * Determines the branch of the current node that is taken given the current
 * character. This function is used to traverse the trie.
 *
 * @param decodeTree The trie.
 * @param current The current node.
 * @param nodeIdx The index right after the current node and its value.
 * @param char The current character.
 * @returns The index of the next node, or -1 if no branch is taken.
 */
function decode_determineBranch(decodeTree, current, nodeIdx, char) {
    const branchCount = (current & decode_BinTrieFlags.BRANCH_LENGTH) >> 7;
    const jumpOffset = current & decode_BinTrieFlags.JUMP_TABLE;
    // Case 1: Single branch encoded in jump offset
    if (branchCount === 0) {
        return jumpOffset !== 0 && char === jumpOffset ? nodeIdx : -1;
    }
    // Case 2: Multiple branches encoded in jump table
    if (jumpOffset) {
        const value = char - jumpOffset;
        return value < 0 || value >= branchCount
            ? -1
            : decodeTree[nodeIdx + value] - 1;
    }
    // Case 3: Multiple branches encoded in dictionary
    // Binary search for the character.
    let lo = nodeIdx;
    let hi = lo + branchCount - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const midVal = decodeTree[mid];
        if (midVal < char) {
            lo = mid + 1;
        }
        else if (midVal > char) {
            hi = mid - 1;
        }
        else {
            return decodeTree[mid + branchCount];
        }
    }
    return -1;
}
const decode_htmlDecoder = decode_getDecoder(decode_data_html);
const decode_xmlDecoder = decode_getDecoder(decode_data_xml);
/**
 * Decodes an HTML string.
 *
 * @param str The string to decode.
 * @param mode The decoding mode.
 * @returns The decoded string.
 */
function esm_decode_decodeHTML(str, mode = esm_decode_DecodingMode.Legacy) {
    return decode_htmlDecoder(str, mode);
}
/**
 * Decodes an HTML string in an attribute.
 *
 * @param str The string to decode.
 * @returns The decoded string.
 */
function decode_decodeHTMLAttribute(str) {
    return decode_htmlDecoder(str, esm_decode_DecodingMode.Attribute);
}
/**
 * Decodes an HTML string, requiring all entities to be terminated by a semicolon.
 *
 * @param str The string to decode.
 * @returns The decoded string.
 */
function decode_decodeHTMLStrict(str) {
    return decode_htmlDecoder(str, esm_decode_DecodingMode.Strict);
}
/**
 * Decodes an XML string, requiring all entities to be terminated by a semicolon.
 *
 * @param str The string to decode.
 * @returns The decoded string.
 */
function esm_decode_decodeXML(str) {
    return decode_xmlDecoder(str, esm_decode_DecodingMode.Strict);
}
//# sourceMappingURL=decode.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/generated/encode-html.js
// Generated using scripts/write-encode-map.ts
function restoreDiff(arr) {
    for (let i = 1; i < arr.length; i++) {
        arr[i][0] += arr[i - 1][0] + 1;
    }
    return arr;
}
// prettier-ignore
/* harmony default export */ const encode_html = (new Map(/* #__PURE__ */ restoreDiff([[9, "&Tab;"], [0, "&NewLine;"], [22, "&excl;"], [0, "&quot;"], [0, "&num;"], [0, "&dollar;"], [0, "&percnt;"], [0, "&amp;"], [0, "&apos;"], [0, "&lpar;"], [0, "&rpar;"], [0, "&ast;"], [0, "&plus;"], [0, "&comma;"], [1, "&period;"], [0, "&sol;"], [10, "&colon;"], [0, "&semi;"], [0, { v: "&lt;", n: 8402, o: "&nvlt;" }], [0, { v: "&equals;", n: 8421, o: "&bne;" }], [0, { v: "&gt;", n: 8402, o: "&nvgt;" }], [0, "&quest;"], [0, "&commat;"], [26, "&lbrack;"], [0, "&bsol;"], [0, "&rbrack;"], [0, "&Hat;"], [0, "&lowbar;"], [0, "&DiacriticalGrave;"], [5, { n: 106, o: "&fjlig;" }], [20, "&lbrace;"], [0, "&verbar;"], [0, "&rbrace;"], [34, "&nbsp;"], [0, "&iexcl;"], [0, "&cent;"], [0, "&pound;"], [0, "&curren;"], [0, "&yen;"], [0, "&brvbar;"], [0, "&sect;"], [0, "&die;"], [0, "&copy;"], [0, "&ordf;"], [0, "&laquo;"], [0, "&not;"], [0, "&shy;"], [0, "&circledR;"], [0, "&macr;"], [0, "&deg;"], [0, "&PlusMinus;"], [0, "&sup2;"], [0, "&sup3;"], [0, "&acute;"], [0, "&micro;"], [0, "&para;"], [0, "&centerdot;"], [0, "&cedil;"], [0, "&sup1;"], [0, "&ordm;"], [0, "&raquo;"], [0, "&frac14;"], [0, "&frac12;"], [0, "&frac34;"], [0, "&iquest;"], [0, "&Agrave;"], [0, "&Aacute;"], [0, "&Acirc;"], [0, "&Atilde;"], [0, "&Auml;"], [0, "&angst;"], [0, "&AElig;"], [0, "&Ccedil;"], [0, "&Egrave;"], [0, "&Eacute;"], [0, "&Ecirc;"], [0, "&Euml;"], [0, "&Igrave;"], [0, "&Iacute;"], [0, "&Icirc;"], [0, "&Iuml;"], [0, "&ETH;"], [0, "&Ntilde;"], [0, "&Ograve;"], [0, "&Oacute;"], [0, "&Ocirc;"], [0, "&Otilde;"], [0, "&Ouml;"], [0, "&times;"], [0, "&Oslash;"], [0, "&Ugrave;"], [0, "&Uacute;"], [0, "&Ucirc;"], [0, "&Uuml;"], [0, "&Yacute;"], [0, "&THORN;"], [0, "&szlig;"], [0, "&agrave;"], [0, "&aacute;"], [0, "&acirc;"], [0, "&atilde;"], [0, "&auml;"], [0, "&aring;"], [0, "&aelig;"], [0, "&ccedil;"], [0, "&egrave;"], [0, "&eacute;"], [0, "&ecirc;"], [0, "&euml;"], [0, "&igrave;"], [0, "&iacute;"], [0, "&icirc;"], [0, "&iuml;"], [0, "&eth;"], [0, "&ntilde;"], [0, "&ograve;"], [0, "&oacute;"], [0, "&ocirc;"], [0, "&otilde;"], [0, "&ouml;"], [0, "&div;"], [0, "&oslash;"], [0, "&ugrave;"], [0, "&uacute;"], [0, "&ucirc;"], [0, "&uuml;"], [0, "&yacute;"], [0, "&thorn;"], [0, "&yuml;"], [0, "&Amacr;"], [0, "&amacr;"], [0, "&Abreve;"], [0, "&abreve;"], [0, "&Aogon;"], [0, "&aogon;"], [0, "&Cacute;"], [0, "&cacute;"], [0, "&Ccirc;"], [0, "&ccirc;"], [0, "&Cdot;"], [0, "&cdot;"], [0, "&Ccaron;"], [0, "&ccaron;"], [0, "&Dcaron;"], [0, "&dcaron;"], [0, "&Dstrok;"], [0, "&dstrok;"], [0, "&Emacr;"], [0, "&emacr;"], [2, "&Edot;"], [0, "&edot;"], [0, "&Eogon;"], [0, "&eogon;"], [0, "&Ecaron;"], [0, "&ecaron;"], [0, "&Gcirc;"], [0, "&gcirc;"], [0, "&Gbreve;"], [0, "&gbreve;"], [0, "&Gdot;"], [0, "&gdot;"], [0, "&Gcedil;"], [1, "&Hcirc;"], [0, "&hcirc;"], [0, "&Hstrok;"], [0, "&hstrok;"], [0, "&Itilde;"], [0, "&itilde;"], [0, "&Imacr;"], [0, "&imacr;"], [2, "&Iogon;"], [0, "&iogon;"], [0, "&Idot;"], [0, "&imath;"], [0, "&IJlig;"], [0, "&ijlig;"], [0, "&Jcirc;"], [0, "&jcirc;"], [0, "&Kcedil;"], [0, "&kcedil;"], [0, "&kgreen;"], [0, "&Lacute;"], [0, "&lacute;"], [0, "&Lcedil;"], [0, "&lcedil;"], [0, "&Lcaron;"], [0, "&lcaron;"], [0, "&Lmidot;"], [0, "&lmidot;"], [0, "&Lstrok;"], [0, "&lstrok;"], [0, "&Nacute;"], [0, "&nacute;"], [0, "&Ncedil;"], [0, "&ncedil;"], [0, "&Ncaron;"], [0, "&ncaron;"], [0, "&napos;"], [0, "&ENG;"], [0, "&eng;"], [0, "&Omacr;"], [0, "&omacr;"], [2, "&Odblac;"], [0, "&odblac;"], [0, "&OElig;"], [0, "&oelig;"], [0, "&Racute;"], [0, "&racute;"], [0, "&Rcedil;"], [0, "&rcedil;"], [0, "&Rcaron;"], [0, "&rcaron;"], [0, "&Sacute;"], [0, "&sacute;"], [0, "&Scirc;"], [0, "&scirc;"], [0, "&Scedil;"], [0, "&scedil;"], [0, "&Scaron;"], [0, "&scaron;"], [0, "&Tcedil;"], [0, "&tcedil;"], [0, "&Tcaron;"], [0, "&tcaron;"], [0, "&Tstrok;"], [0, "&tstrok;"], [0, "&Utilde;"], [0, "&utilde;"], [0, "&Umacr;"], [0, "&umacr;"], [0, "&Ubreve;"], [0, "&ubreve;"], [0, "&Uring;"], [0, "&uring;"], [0, "&Udblac;"], [0, "&udblac;"], [0, "&Uogon;"], [0, "&uogon;"], [0, "&Wcirc;"], [0, "&wcirc;"], [0, "&Ycirc;"], [0, "&ycirc;"], [0, "&Yuml;"], [0, "&Zacute;"], [0, "&zacute;"], [0, "&Zdot;"], [0, "&zdot;"], [0, "&Zcaron;"], [0, "&zcaron;"], [19, "&fnof;"], [34, "&imped;"], [63, "&gacute;"], [65, "&jmath;"], [142, "&circ;"], [0, "&caron;"], [16, "&breve;"], [0, "&DiacriticalDot;"], [0, "&ring;"], [0, "&ogon;"], [0, "&DiacriticalTilde;"], [0, "&dblac;"], [51, "&DownBreve;"], [127, "&Alpha;"], [0, "&Beta;"], [0, "&Gamma;"], [0, "&Delta;"], [0, "&Epsilon;"], [0, "&Zeta;"], [0, "&Eta;"], [0, "&Theta;"], [0, "&Iota;"], [0, "&Kappa;"], [0, "&Lambda;"], [0, "&Mu;"], [0, "&Nu;"], [0, "&Xi;"], [0, "&Omicron;"], [0, "&Pi;"], [0, "&Rho;"], [1, "&Sigma;"], [0, "&Tau;"], [0, "&Upsilon;"], [0, "&Phi;"], [0, "&Chi;"], [0, "&Psi;"], [0, "&ohm;"], [7, "&alpha;"], [0, "&beta;"], [0, "&gamma;"], [0, "&delta;"], [0, "&epsi;"], [0, "&zeta;"], [0, "&eta;"], [0, "&theta;"], [0, "&iota;"], [0, "&kappa;"], [0, "&lambda;"], [0, "&mu;"], [0, "&nu;"], [0, "&xi;"], [0, "&omicron;"], [0, "&pi;"], [0, "&rho;"], [0, "&sigmaf;"], [0, "&sigma;"], [0, "&tau;"], [0, "&upsi;"], [0, "&phi;"], [0, "&chi;"], [0, "&psi;"], [0, "&omega;"], [7, "&thetasym;"], [0, "&Upsi;"], [2, "&phiv;"], [0, "&piv;"], [5, "&Gammad;"], [0, "&digamma;"], [18, "&kappav;"], [0, "&rhov;"], [3, "&epsiv;"], [0, "&backepsilon;"], [10, "&IOcy;"], [0, "&DJcy;"], [0, "&GJcy;"], [0, "&Jukcy;"], [0, "&DScy;"], [0, "&Iukcy;"], [0, "&YIcy;"], [0, "&Jsercy;"], [0, "&LJcy;"], [0, "&NJcy;"], [0, "&TSHcy;"], [0, "&KJcy;"], [1, "&Ubrcy;"], [0, "&DZcy;"], [0, "&Acy;"], [0, "&Bcy;"], [0, "&Vcy;"], [0, "&Gcy;"], [0, "&Dcy;"], [0, "&IEcy;"], [0, "&ZHcy;"], [0, "&Zcy;"], [0, "&Icy;"], [0, "&Jcy;"], [0, "&Kcy;"], [0, "&Lcy;"], [0, "&Mcy;"], [0, "&Ncy;"], [0, "&Ocy;"], [0, "&Pcy;"], [0, "&Rcy;"], [0, "&Scy;"], [0, "&Tcy;"], [0, "&Ucy;"], [0, "&Fcy;"], [0, "&KHcy;"], [0, "&TScy;"], [0, "&CHcy;"], [0, "&SHcy;"], [0, "&SHCHcy;"], [0, "&HARDcy;"], [0, "&Ycy;"], [0, "&SOFTcy;"], [0, "&Ecy;"], [0, "&YUcy;"], [0, "&YAcy;"], [0, "&acy;"], [0, "&bcy;"], [0, "&vcy;"], [0, "&gcy;"], [0, "&dcy;"], [0, "&iecy;"], [0, "&zhcy;"], [0, "&zcy;"], [0, "&icy;"], [0, "&jcy;"], [0, "&kcy;"], [0, "&lcy;"], [0, "&mcy;"], [0, "&ncy;"], [0, "&ocy;"], [0, "&pcy;"], [0, "&rcy;"], [0, "&scy;"], [0, "&tcy;"], [0, "&ucy;"], [0, "&fcy;"], [0, "&khcy;"], [0, "&tscy;"], [0, "&chcy;"], [0, "&shcy;"], [0, "&shchcy;"], [0, "&hardcy;"], [0, "&ycy;"], [0, "&softcy;"], [0, "&ecy;"], [0, "&yucy;"], [0, "&yacy;"], [1, "&iocy;"], [0, "&djcy;"], [0, "&gjcy;"], [0, "&jukcy;"], [0, "&dscy;"], [0, "&iukcy;"], [0, "&yicy;"], [0, "&jsercy;"], [0, "&ljcy;"], [0, "&njcy;"], [0, "&tshcy;"], [0, "&kjcy;"], [1, "&ubrcy;"], [0, "&dzcy;"], [7074, "&ensp;"], [0, "&emsp;"], [0, "&emsp13;"], [0, "&emsp14;"], [1, "&numsp;"], [0, "&puncsp;"], [0, "&ThinSpace;"], [0, "&hairsp;"], [0, "&NegativeMediumSpace;"], [0, "&zwnj;"], [0, "&zwj;"], [0, "&lrm;"], [0, "&rlm;"], [0, "&dash;"], [2, "&ndash;"], [0, "&mdash;"], [0, "&horbar;"], [0, "&Verbar;"], [1, "&lsquo;"], [0, "&CloseCurlyQuote;"], [0, "&lsquor;"], [1, "&ldquo;"], [0, "&CloseCurlyDoubleQuote;"], [0, "&bdquo;"], [1, "&dagger;"], [0, "&Dagger;"], [0, "&bull;"], [2, "&nldr;"], [0, "&hellip;"], [9, "&permil;"], [0, "&pertenk;"], [0, "&prime;"], [0, "&Prime;"], [0, "&tprime;"], [0, "&backprime;"], [3, "&lsaquo;"], [0, "&rsaquo;"], [3, "&oline;"], [2, "&caret;"], [1, "&hybull;"], [0, "&frasl;"], [10, "&bsemi;"], [7, "&qprime;"], [7, { v: "&MediumSpace;", n: 8202, o: "&ThickSpace;" }], [0, "&NoBreak;"], [0, "&af;"], [0, "&InvisibleTimes;"], [0, "&ic;"], [72, "&euro;"], [46, "&tdot;"], [0, "&DotDot;"], [37, "&complexes;"], [2, "&incare;"], [4, "&gscr;"], [0, "&hamilt;"], [0, "&Hfr;"], [0, "&Hopf;"], [0, "&planckh;"], [0, "&hbar;"], [0, "&imagline;"], [0, "&Ifr;"], [0, "&lagran;"], [0, "&ell;"], [1, "&naturals;"], [0, "&numero;"], [0, "&copysr;"], [0, "&weierp;"], [0, "&Popf;"], [0, "&Qopf;"], [0, "&realine;"], [0, "&real;"], [0, "&reals;"], [0, "&rx;"], [3, "&trade;"], [1, "&integers;"], [2, "&mho;"], [0, "&zeetrf;"], [0, "&iiota;"], [2, "&bernou;"], [0, "&Cayleys;"], [1, "&escr;"], [0, "&Escr;"], [0, "&Fouriertrf;"], [1, "&Mellintrf;"], [0, "&order;"], [0, "&alefsym;"], [0, "&beth;"], [0, "&gimel;"], [0, "&daleth;"], [12, "&CapitalDifferentialD;"], [0, "&dd;"], [0, "&ee;"], [0, "&ii;"], [10, "&frac13;"], [0, "&frac23;"], [0, "&frac15;"], [0, "&frac25;"], [0, "&frac35;"], [0, "&frac45;"], [0, "&frac16;"], [0, "&frac56;"], [0, "&frac18;"], [0, "&frac38;"], [0, "&frac58;"], [0, "&frac78;"], [49, "&larr;"], [0, "&ShortUpArrow;"], [0, "&rarr;"], [0, "&darr;"], [0, "&harr;"], [0, "&updownarrow;"], [0, "&nwarr;"], [0, "&nearr;"], [0, "&LowerRightArrow;"], [0, "&LowerLeftArrow;"], [0, "&nlarr;"], [0, "&nrarr;"], [1, { v: "&rarrw;", n: 824, o: "&nrarrw;" }], [0, "&Larr;"], [0, "&Uarr;"], [0, "&Rarr;"], [0, "&Darr;"], [0, "&larrtl;"], [0, "&rarrtl;"], [0, "&LeftTeeArrow;"], [0, "&mapstoup;"], [0, "&map;"], [0, "&DownTeeArrow;"], [1, "&hookleftarrow;"], [0, "&hookrightarrow;"], [0, "&larrlp;"], [0, "&looparrowright;"], [0, "&harrw;"], [0, "&nharr;"], [1, "&lsh;"], [0, "&rsh;"], [0, "&ldsh;"], [0, "&rdsh;"], [1, "&crarr;"], [0, "&cularr;"], [0, "&curarr;"], [2, "&circlearrowleft;"], [0, "&circlearrowright;"], [0, "&leftharpoonup;"], [0, "&DownLeftVector;"], [0, "&RightUpVector;"], [0, "&LeftUpVector;"], [0, "&rharu;"], [0, "&DownRightVector;"], [0, "&dharr;"], [0, "&dharl;"], [0, "&RightArrowLeftArrow;"], [0, "&udarr;"], [0, "&LeftArrowRightArrow;"], [0, "&leftleftarrows;"], [0, "&upuparrows;"], [0, "&rightrightarrows;"], [0, "&ddarr;"], [0, "&leftrightharpoons;"], [0, "&Equilibrium;"], [0, "&nlArr;"], [0, "&nhArr;"], [0, "&nrArr;"], [0, "&DoubleLeftArrow;"], [0, "&DoubleUpArrow;"], [0, "&DoubleRightArrow;"], [0, "&dArr;"], [0, "&DoubleLeftRightArrow;"], [0, "&DoubleUpDownArrow;"], [0, "&nwArr;"], [0, "&neArr;"], [0, "&seArr;"], [0, "&swArr;"], [0, "&lAarr;"], [0, "&rAarr;"], [1, "&zigrarr;"], [6, "&larrb;"], [0, "&rarrb;"], [15, "&DownArrowUpArrow;"], [7, "&loarr;"], [0, "&roarr;"], [0, "&hoarr;"], [0, "&forall;"], [0, "&comp;"], [0, { v: "&part;", n: 824, o: "&npart;" }], [0, "&exist;"], [0, "&nexist;"], [0, "&empty;"], [1, "&Del;"], [0, "&Element;"], [0, "&NotElement;"], [1, "&ni;"], [0, "&notni;"], [2, "&prod;"], [0, "&coprod;"], [0, "&sum;"], [0, "&minus;"], [0, "&MinusPlus;"], [0, "&dotplus;"], [1, "&Backslash;"], [0, "&lowast;"], [0, "&compfn;"], [1, "&radic;"], [2, "&prop;"], [0, "&infin;"], [0, "&angrt;"], [0, { v: "&ang;", n: 8402, o: "&nang;" }], [0, "&angmsd;"], [0, "&angsph;"], [0, "&mid;"], [0, "&nmid;"], [0, "&DoubleVerticalBar;"], [0, "&NotDoubleVerticalBar;"], [0, "&and;"], [0, "&or;"], [0, { v: "&cap;", n: 65024, o: "&caps;" }], [0, { v: "&cup;", n: 65024, o: "&cups;" }], [0, "&int;"], [0, "&Int;"], [0, "&iiint;"], [0, "&conint;"], [0, "&Conint;"], [0, "&Cconint;"], [0, "&cwint;"], [0, "&ClockwiseContourIntegral;"], [0, "&awconint;"], [0, "&there4;"], [0, "&becaus;"], [0, "&ratio;"], [0, "&Colon;"], [0, "&dotminus;"], [1, "&mDDot;"], [0, "&homtht;"], [0, { v: "&sim;", n: 8402, o: "&nvsim;" }], [0, { v: "&backsim;", n: 817, o: "&race;" }], [0, { v: "&ac;", n: 819, o: "&acE;" }], [0, "&acd;"], [0, "&VerticalTilde;"], [0, "&NotTilde;"], [0, { v: "&eqsim;", n: 824, o: "&nesim;" }], [0, "&sime;"], [0, "&NotTildeEqual;"], [0, "&cong;"], [0, "&simne;"], [0, "&ncong;"], [0, "&ap;"], [0, "&nap;"], [0, "&ape;"], [0, { v: "&apid;", n: 824, o: "&napid;" }], [0, "&backcong;"], [0, { v: "&asympeq;", n: 8402, o: "&nvap;" }], [0, { v: "&bump;", n: 824, o: "&nbump;" }], [0, { v: "&bumpe;", n: 824, o: "&nbumpe;" }], [0, { v: "&doteq;", n: 824, o: "&nedot;" }], [0, "&doteqdot;"], [0, "&efDot;"], [0, "&erDot;"], [0, "&Assign;"], [0, "&ecolon;"], [0, "&ecir;"], [0, "&circeq;"], [1, "&wedgeq;"], [0, "&veeeq;"], [1, "&triangleq;"], [2, "&equest;"], [0, "&ne;"], [0, { v: "&Congruent;", n: 8421, o: "&bnequiv;" }], [0, "&nequiv;"], [1, { v: "&le;", n: 8402, o: "&nvle;" }], [0, { v: "&ge;", n: 8402, o: "&nvge;" }], [0, { v: "&lE;", n: 824, o: "&nlE;" }], [0, { v: "&gE;", n: 824, o: "&ngE;" }], [0, { v: "&lnE;", n: 65024, o: "&lvertneqq;" }], [0, { v: "&gnE;", n: 65024, o: "&gvertneqq;" }], [0, { v: "&ll;", n: new Map(/* #__PURE__ */ restoreDiff([[824, "&nLtv;"], [7577, "&nLt;"]])) }], [0, { v: "&gg;", n: new Map(/* #__PURE__ */ restoreDiff([[824, "&nGtv;"], [7577, "&nGt;"]])) }], [0, "&between;"], [0, "&NotCupCap;"], [0, "&nless;"], [0, "&ngt;"], [0, "&nle;"], [0, "&nge;"], [0, "&lesssim;"], [0, "&GreaterTilde;"], [0, "&nlsim;"], [0, "&ngsim;"], [0, "&LessGreater;"], [0, "&gl;"], [0, "&NotLessGreater;"], [0, "&NotGreaterLess;"], [0, "&pr;"], [0, "&sc;"], [0, "&prcue;"], [0, "&sccue;"], [0, "&PrecedesTilde;"], [0, { v: "&scsim;", n: 824, o: "&NotSucceedsTilde;" }], [0, "&NotPrecedes;"], [0, "&NotSucceeds;"], [0, { v: "&sub;", n: 8402, o: "&NotSubset;" }], [0, { v: "&sup;", n: 8402, o: "&NotSuperset;" }], [0, "&nsub;"], [0, "&nsup;"], [0, "&sube;"], [0, "&supe;"], [0, "&NotSubsetEqual;"], [0, "&NotSupersetEqual;"], [0, { v: "&subne;", n: 65024, o: "&varsubsetneq;" }], [0, { v: "&supne;", n: 65024, o: "&varsupsetneq;" }], [1, "&cupdot;"], [0, "&UnionPlus;"], [0, { v: "&sqsub;", n: 824, o: "&NotSquareSubset;" }], [0, { v: "&sqsup;", n: 824, o: "&NotSquareSuperset;" }], [0, "&sqsube;"], [0, "&sqsupe;"], [0, { v: "&sqcap;", n: 65024, o: "&sqcaps;" }], [0, { v: "&sqcup;", n: 65024, o: "&sqcups;" }], [0, "&CirclePlus;"], [0, "&CircleMinus;"], [0, "&CircleTimes;"], [0, "&osol;"], [0, "&CircleDot;"], [0, "&circledcirc;"], [0, "&circledast;"], [1, "&circleddash;"], [0, "&boxplus;"], [0, "&boxminus;"], [0, "&boxtimes;"], [0, "&dotsquare;"], [0, "&RightTee;"], [0, "&dashv;"], [0, "&DownTee;"], [0, "&bot;"], [1, "&models;"], [0, "&DoubleRightTee;"], [0, "&Vdash;"], [0, "&Vvdash;"], [0, "&VDash;"], [0, "&nvdash;"], [0, "&nvDash;"], [0, "&nVdash;"], [0, "&nVDash;"], [0, "&prurel;"], [1, "&LeftTriangle;"], [0, "&RightTriangle;"], [0, { v: "&LeftTriangleEqual;", n: 8402, o: "&nvltrie;" }], [0, { v: "&RightTriangleEqual;", n: 8402, o: "&nvrtrie;" }], [0, "&origof;"], [0, "&imof;"], [0, "&multimap;"], [0, "&hercon;"], [0, "&intcal;"], [0, "&veebar;"], [1, "&barvee;"], [0, "&angrtvb;"], [0, "&lrtri;"], [0, "&bigwedge;"], [0, "&bigvee;"], [0, "&bigcap;"], [0, "&bigcup;"], [0, "&diam;"], [0, "&sdot;"], [0, "&sstarf;"], [0, "&divideontimes;"], [0, "&bowtie;"], [0, "&ltimes;"], [0, "&rtimes;"], [0, "&leftthreetimes;"], [0, "&rightthreetimes;"], [0, "&backsimeq;"], [0, "&curlyvee;"], [0, "&curlywedge;"], [0, "&Sub;"], [0, "&Sup;"], [0, "&Cap;"], [0, "&Cup;"], [0, "&fork;"], [0, "&epar;"], [0, "&lessdot;"], [0, "&gtdot;"], [0, { v: "&Ll;", n: 824, o: "&nLl;" }], [0, { v: "&Gg;", n: 824, o: "&nGg;" }], [0, { v: "&leg;", n: 65024, o: "&lesg;" }], [0, { v: "&gel;", n: 65024, o: "&gesl;" }], [2, "&cuepr;"], [0, "&cuesc;"], [0, "&NotPrecedesSlantEqual;"], [0, "&NotSucceedsSlantEqual;"], [0, "&NotSquareSubsetEqual;"], [0, "&NotSquareSupersetEqual;"], [2, "&lnsim;"], [0, "&gnsim;"], [0, "&precnsim;"], [0, "&scnsim;"], [0, "&nltri;"], [0, "&NotRightTriangle;"], [0, "&nltrie;"], [0, "&NotRightTriangleEqual;"], [0, "&vellip;"], [0, "&ctdot;"], [0, "&utdot;"], [0, "&dtdot;"], [0, "&disin;"], [0, "&isinsv;"], [0, "&isins;"], [0, { v: "&isindot;", n: 824, o: "&notindot;" }], [0, "&notinvc;"], [0, "&notinvb;"], [1, { v: "&isinE;", n: 824, o: "&notinE;" }], [0, "&nisd;"], [0, "&xnis;"], [0, "&nis;"], [0, "&notnivc;"], [0, "&notnivb;"], [6, "&barwed;"], [0, "&Barwed;"], [1, "&lceil;"], [0, "&rceil;"], [0, "&LeftFloor;"], [0, "&rfloor;"], [0, "&drcrop;"], [0, "&dlcrop;"], [0, "&urcrop;"], [0, "&ulcrop;"], [0, "&bnot;"], [1, "&profline;"], [0, "&profsurf;"], [1, "&telrec;"], [0, "&target;"], [5, "&ulcorn;"], [0, "&urcorn;"], [0, "&dlcorn;"], [0, "&drcorn;"], [2, "&frown;"], [0, "&smile;"], [9, "&cylcty;"], [0, "&profalar;"], [7, "&topbot;"], [6, "&ovbar;"], [1, "&solbar;"], [60, "&angzarr;"], [51, "&lmoustache;"], [0, "&rmoustache;"], [2, "&OverBracket;"], [0, "&bbrk;"], [0, "&bbrktbrk;"], [37, "&OverParenthesis;"], [0, "&UnderParenthesis;"], [0, "&OverBrace;"], [0, "&UnderBrace;"], [2, "&trpezium;"], [4, "&elinters;"], [59, "&blank;"], [164, "&circledS;"], [55, "&boxh;"], [1, "&boxv;"], [9, "&boxdr;"], [3, "&boxdl;"], [3, "&boxur;"], [3, "&boxul;"], [3, "&boxvr;"], [7, "&boxvl;"], [7, "&boxhd;"], [7, "&boxhu;"], [7, "&boxvh;"], [19, "&boxH;"], [0, "&boxV;"], [0, "&boxdR;"], [0, "&boxDr;"], [0, "&boxDR;"], [0, "&boxdL;"], [0, "&boxDl;"], [0, "&boxDL;"], [0, "&boxuR;"], [0, "&boxUr;"], [0, "&boxUR;"], [0, "&boxuL;"], [0, "&boxUl;"], [0, "&boxUL;"], [0, "&boxvR;"], [0, "&boxVr;"], [0, "&boxVR;"], [0, "&boxvL;"], [0, "&boxVl;"], [0, "&boxVL;"], [0, "&boxHd;"], [0, "&boxhD;"], [0, "&boxHD;"], [0, "&boxHu;"], [0, "&boxhU;"], [0, "&boxHU;"], [0, "&boxvH;"], [0, "&boxVh;"], [0, "&boxVH;"], [19, "&uhblk;"], [3, "&lhblk;"], [3, "&block;"], [8, "&blk14;"], [0, "&blk12;"], [0, "&blk34;"], [13, "&square;"], [8, "&blacksquare;"], [0, "&EmptyVerySmallSquare;"], [1, "&rect;"], [0, "&marker;"], [2, "&fltns;"], [1, "&bigtriangleup;"], [0, "&blacktriangle;"], [0, "&triangle;"], [2, "&blacktriangleright;"], [0, "&rtri;"], [3, "&bigtriangledown;"], [0, "&blacktriangledown;"], [0, "&dtri;"], [2, "&blacktriangleleft;"], [0, "&ltri;"], [6, "&loz;"], [0, "&cir;"], [32, "&tridot;"], [2, "&bigcirc;"], [8, "&ultri;"], [0, "&urtri;"], [0, "&lltri;"], [0, "&EmptySmallSquare;"], [0, "&FilledSmallSquare;"], [8, "&bigstar;"], [0, "&star;"], [7, "&phone;"], [49, "&female;"], [1, "&male;"], [29, "&spades;"], [2, "&clubs;"], [1, "&hearts;"], [0, "&diamondsuit;"], [3, "&sung;"], [2, "&flat;"], [0, "&natural;"], [0, "&sharp;"], [163, "&check;"], [3, "&cross;"], [8, "&malt;"], [21, "&sext;"], [33, "&VerticalSeparator;"], [25, "&lbbrk;"], [0, "&rbbrk;"], [84, "&bsolhsub;"], [0, "&suphsol;"], [28, "&LeftDoubleBracket;"], [0, "&RightDoubleBracket;"], [0, "&lang;"], [0, "&rang;"], [0, "&Lang;"], [0, "&Rang;"], [0, "&loang;"], [0, "&roang;"], [7, "&longleftarrow;"], [0, "&longrightarrow;"], [0, "&longleftrightarrow;"], [0, "&DoubleLongLeftArrow;"], [0, "&DoubleLongRightArrow;"], [0, "&DoubleLongLeftRightArrow;"], [1, "&longmapsto;"], [2, "&dzigrarr;"], [258, "&nvlArr;"], [0, "&nvrArr;"], [0, "&nvHarr;"], [0, "&Map;"], [6, "&lbarr;"], [0, "&bkarow;"], [0, "&lBarr;"], [0, "&dbkarow;"], [0, "&drbkarow;"], [0, "&DDotrahd;"], [0, "&UpArrowBar;"], [0, "&DownArrowBar;"], [2, "&Rarrtl;"], [2, "&latail;"], [0, "&ratail;"], [0, "&lAtail;"], [0, "&rAtail;"], [0, "&larrfs;"], [0, "&rarrfs;"], [0, "&larrbfs;"], [0, "&rarrbfs;"], [2, "&nwarhk;"], [0, "&nearhk;"], [0, "&hksearow;"], [0, "&hkswarow;"], [0, "&nwnear;"], [0, "&nesear;"], [0, "&seswar;"], [0, "&swnwar;"], [8, { v: "&rarrc;", n: 824, o: "&nrarrc;" }], [1, "&cudarrr;"], [0, "&ldca;"], [0, "&rdca;"], [0, "&cudarrl;"], [0, "&larrpl;"], [2, "&curarrm;"], [0, "&cularrp;"], [7, "&rarrpl;"], [2, "&harrcir;"], [0, "&Uarrocir;"], [0, "&lurdshar;"], [0, "&ldrushar;"], [2, "&LeftRightVector;"], [0, "&RightUpDownVector;"], [0, "&DownLeftRightVector;"], [0, "&LeftUpDownVector;"], [0, "&LeftVectorBar;"], [0, "&RightVectorBar;"], [0, "&RightUpVectorBar;"], [0, "&RightDownVectorBar;"], [0, "&DownLeftVectorBar;"], [0, "&DownRightVectorBar;"], [0, "&LeftUpVectorBar;"], [0, "&LeftDownVectorBar;"], [0, "&LeftTeeVector;"], [0, "&RightTeeVector;"], [0, "&RightUpTeeVector;"], [0, "&RightDownTeeVector;"], [0, "&DownLeftTeeVector;"], [0, "&DownRightTeeVector;"], [0, "&LeftUpTeeVector;"], [0, "&LeftDownTeeVector;"], [0, "&lHar;"], [0, "&uHar;"], [0, "&rHar;"], [0, "&dHar;"], [0, "&luruhar;"], [0, "&ldrdhar;"], [0, "&ruluhar;"], [0, "&rdldhar;"], [0, "&lharul;"], [0, "&llhard;"], [0, "&rharul;"], [0, "&lrhard;"], [0, "&udhar;"], [0, "&duhar;"], [0, "&RoundImplies;"], [0, "&erarr;"], [0, "&simrarr;"], [0, "&larrsim;"], [0, "&rarrsim;"], [0, "&rarrap;"], [0, "&ltlarr;"], [1, "&gtrarr;"], [0, "&subrarr;"], [1, "&suplarr;"], [0, "&lfisht;"], [0, "&rfisht;"], [0, "&ufisht;"], [0, "&dfisht;"], [5, "&lopar;"], [0, "&ropar;"], [4, "&lbrke;"], [0, "&rbrke;"], [0, "&lbrkslu;"], [0, "&rbrksld;"], [0, "&lbrksld;"], [0, "&rbrkslu;"], [0, "&langd;"], [0, "&rangd;"], [0, "&lparlt;"], [0, "&rpargt;"], [0, "&gtlPar;"], [0, "&ltrPar;"], [3, "&vzigzag;"], [1, "&vangrt;"], [0, "&angrtvbd;"], [6, "&ange;"], [0, "&range;"], [0, "&dwangle;"], [0, "&uwangle;"], [0, "&angmsdaa;"], [0, "&angmsdab;"], [0, "&angmsdac;"], [0, "&angmsdad;"], [0, "&angmsdae;"], [0, "&angmsdaf;"], [0, "&angmsdag;"], [0, "&angmsdah;"], [0, "&bemptyv;"], [0, "&demptyv;"], [0, "&cemptyv;"], [0, "&raemptyv;"], [0, "&laemptyv;"], [0, "&ohbar;"], [0, "&omid;"], [0, "&opar;"], [1, "&operp;"], [1, "&olcross;"], [0, "&odsold;"], [1, "&olcir;"], [0, "&ofcir;"], [0, "&olt;"], [0, "&ogt;"], [0, "&cirscir;"], [0, "&cirE;"], [0, "&solb;"], [0, "&bsolb;"], [3, "&boxbox;"], [3, "&trisb;"], [0, "&rtriltri;"], [0, { v: "&LeftTriangleBar;", n: 824, o: "&NotLeftTriangleBar;" }], [0, { v: "&RightTriangleBar;", n: 824, o: "&NotRightTriangleBar;" }], [11, "&iinfin;"], [0, "&infintie;"], [0, "&nvinfin;"], [4, "&eparsl;"], [0, "&smeparsl;"], [0, "&eqvparsl;"], [5, "&blacklozenge;"], [8, "&RuleDelayed;"], [1, "&dsol;"], [9, "&bigodot;"], [0, "&bigoplus;"], [0, "&bigotimes;"], [1, "&biguplus;"], [1, "&bigsqcup;"], [5, "&iiiint;"], [0, "&fpartint;"], [2, "&cirfnint;"], [0, "&awint;"], [0, "&rppolint;"], [0, "&scpolint;"], [0, "&npolint;"], [0, "&pointint;"], [0, "&quatint;"], [0, "&intlarhk;"], [10, "&pluscir;"], [0, "&plusacir;"], [0, "&simplus;"], [0, "&plusdu;"], [0, "&plussim;"], [0, "&plustwo;"], [1, "&mcomma;"], [0, "&minusdu;"], [2, "&loplus;"], [0, "&roplus;"], [0, "&Cross;"], [0, "&timesd;"], [0, "&timesbar;"], [1, "&smashp;"], [0, "&lotimes;"], [0, "&rotimes;"], [0, "&otimesas;"], [0, "&Otimes;"], [0, "&odiv;"], [0, "&triplus;"], [0, "&triminus;"], [0, "&tritime;"], [0, "&intprod;"], [2, "&amalg;"], [0, "&capdot;"], [1, "&ncup;"], [0, "&ncap;"], [0, "&capand;"], [0, "&cupor;"], [0, "&cupcap;"], [0, "&capcup;"], [0, "&cupbrcap;"], [0, "&capbrcup;"], [0, "&cupcup;"], [0, "&capcap;"], [0, "&ccups;"], [0, "&ccaps;"], [2, "&ccupssm;"], [2, "&And;"], [0, "&Or;"], [0, "&andand;"], [0, "&oror;"], [0, "&orslope;"], [0, "&andslope;"], [1, "&andv;"], [0, "&orv;"], [0, "&andd;"], [0, "&ord;"], [1, "&wedbar;"], [6, "&sdote;"], [3, "&simdot;"], [2, { v: "&congdot;", n: 824, o: "&ncongdot;" }], [0, "&easter;"], [0, "&apacir;"], [0, { v: "&apE;", n: 824, o: "&napE;" }], [0, "&eplus;"], [0, "&pluse;"], [0, "&Esim;"], [0, "&Colone;"], [0, "&Equal;"], [1, "&ddotseq;"], [0, "&equivDD;"], [0, "&ltcir;"], [0, "&gtcir;"], [0, "&ltquest;"], [0, "&gtquest;"], [0, { v: "&leqslant;", n: 824, o: "&nleqslant;" }], [0, { v: "&geqslant;", n: 824, o: "&ngeqslant;" }], [0, "&lesdot;"], [0, "&gesdot;"], [0, "&lesdoto;"], [0, "&gesdoto;"], [0, "&lesdotor;"], [0, "&gesdotol;"], [0, "&lap;"], [0, "&gap;"], [0, "&lne;"], [0, "&gne;"], [0, "&lnap;"], [0, "&gnap;"], [0, "&lEg;"], [0, "&gEl;"], [0, "&lsime;"], [0, "&gsime;"], [0, "&lsimg;"], [0, "&gsiml;"], [0, "&lgE;"], [0, "&glE;"], [0, "&lesges;"], [0, "&gesles;"], [0, "&els;"], [0, "&egs;"], [0, "&elsdot;"], [0, "&egsdot;"], [0, "&el;"], [0, "&eg;"], [2, "&siml;"], [0, "&simg;"], [0, "&simlE;"], [0, "&simgE;"], [0, { v: "&LessLess;", n: 824, o: "&NotNestedLessLess;" }], [0, { v: "&GreaterGreater;", n: 824, o: "&NotNestedGreaterGreater;" }], [1, "&glj;"], [0, "&gla;"], [0, "&ltcc;"], [0, "&gtcc;"], [0, "&lescc;"], [0, "&gescc;"], [0, "&smt;"], [0, "&lat;"], [0, { v: "&smte;", n: 65024, o: "&smtes;" }], [0, { v: "&late;", n: 65024, o: "&lates;" }], [0, "&bumpE;"], [0, { v: "&PrecedesEqual;", n: 824, o: "&NotPrecedesEqual;" }], [0, { v: "&sce;", n: 824, o: "&NotSucceedsEqual;" }], [2, "&prE;"], [0, "&scE;"], [0, "&precneqq;"], [0, "&scnE;"], [0, "&prap;"], [0, "&scap;"], [0, "&precnapprox;"], [0, "&scnap;"], [0, "&Pr;"], [0, "&Sc;"], [0, "&subdot;"], [0, "&supdot;"], [0, "&subplus;"], [0, "&supplus;"], [0, "&submult;"], [0, "&supmult;"], [0, "&subedot;"], [0, "&supedot;"], [0, { v: "&subE;", n: 824, o: "&nsubE;" }], [0, { v: "&supE;", n: 824, o: "&nsupE;" }], [0, "&subsim;"], [0, "&supsim;"], [2, { v: "&subnE;", n: 65024, o: "&varsubsetneqq;" }], [0, { v: "&supnE;", n: 65024, o: "&varsupsetneqq;" }], [2, "&csub;"], [0, "&csup;"], [0, "&csube;"], [0, "&csupe;"], [0, "&subsup;"], [0, "&supsub;"], [0, "&subsub;"], [0, "&supsup;"], [0, "&suphsub;"], [0, "&supdsub;"], [0, "&forkv;"], [0, "&topfork;"], [0, "&mlcp;"], [8, "&Dashv;"], [1, "&Vdashl;"], [0, "&Barv;"], [0, "&vBar;"], [0, "&vBarv;"], [1, "&Vbar;"], [0, "&Not;"], [0, "&bNot;"], [0, "&rnmid;"], [0, "&cirmid;"], [0, "&midcir;"], [0, "&topcir;"], [0, "&nhpar;"], [0, "&parsim;"], [9, { v: "&parsl;", n: 8421, o: "&nparsl;" }], [44343, { n: new Map(/* #__PURE__ */ restoreDiff([[56476, "&Ascr;"], [1, "&Cscr;"], [0, "&Dscr;"], [2, "&Gscr;"], [2, "&Jscr;"], [0, "&Kscr;"], [2, "&Nscr;"], [0, "&Oscr;"], [0, "&Pscr;"], [0, "&Qscr;"], [1, "&Sscr;"], [0, "&Tscr;"], [0, "&Uscr;"], [0, "&Vscr;"], [0, "&Wscr;"], [0, "&Xscr;"], [0, "&Yscr;"], [0, "&Zscr;"], [0, "&ascr;"], [0, "&bscr;"], [0, "&cscr;"], [0, "&dscr;"], [1, "&fscr;"], [1, "&hscr;"], [0, "&iscr;"], [0, "&jscr;"], [0, "&kscr;"], [0, "&lscr;"], [0, "&mscr;"], [0, "&nscr;"], [1, "&pscr;"], [0, "&qscr;"], [0, "&rscr;"], [0, "&sscr;"], [0, "&tscr;"], [0, "&uscr;"], [0, "&vscr;"], [0, "&wscr;"], [0, "&xscr;"], [0, "&yscr;"], [0, "&zscr;"], [52, "&Afr;"], [0, "&Bfr;"], [1, "&Dfr;"], [0, "&Efr;"], [0, "&Ffr;"], [0, "&Gfr;"], [2, "&Jfr;"], [0, "&Kfr;"], [0, "&Lfr;"], [0, "&Mfr;"], [0, "&Nfr;"], [0, "&Ofr;"], [0, "&Pfr;"], [0, "&Qfr;"], [1, "&Sfr;"], [0, "&Tfr;"], [0, "&Ufr;"], [0, "&Vfr;"], [0, "&Wfr;"], [0, "&Xfr;"], [0, "&Yfr;"], [1, "&afr;"], [0, "&bfr;"], [0, "&cfr;"], [0, "&dfr;"], [0, "&efr;"], [0, "&ffr;"], [0, "&gfr;"], [0, "&hfr;"], [0, "&ifr;"], [0, "&jfr;"], [0, "&kfr;"], [0, "&lfr;"], [0, "&mfr;"], [0, "&nfr;"], [0, "&ofr;"], [0, "&pfr;"], [0, "&qfr;"], [0, "&rfr;"], [0, "&sfr;"], [0, "&tfr;"], [0, "&ufr;"], [0, "&vfr;"], [0, "&wfr;"], [0, "&xfr;"], [0, "&yfr;"], [0, "&zfr;"], [0, "&Aopf;"], [0, "&Bopf;"], [1, "&Dopf;"], [0, "&Eopf;"], [0, "&Fopf;"], [0, "&Gopf;"], [1, "&Iopf;"], [0, "&Jopf;"], [0, "&Kopf;"], [0, "&Lopf;"], [0, "&Mopf;"], [1, "&Oopf;"], [3, "&Sopf;"], [0, "&Topf;"], [0, "&Uopf;"], [0, "&Vopf;"], [0, "&Wopf;"], [0, "&Xopf;"], [0, "&Yopf;"], [1, "&aopf;"], [0, "&bopf;"], [0, "&copf;"], [0, "&dopf;"], [0, "&eopf;"], [0, "&fopf;"], [0, "&gopf;"], [0, "&hopf;"], [0, "&iopf;"], [0, "&jopf;"], [0, "&kopf;"], [0, "&lopf;"], [0, "&mopf;"], [0, "&nopf;"], [0, "&oopf;"], [0, "&popf;"], [0, "&qopf;"], [0, "&ropf;"], [0, "&sopf;"], [0, "&topf;"], [0, "&uopf;"], [0, "&vopf;"], [0, "&wopf;"], [0, "&xopf;"], [0, "&yopf;"], [0, "&zopf;"]])) }], [8906, "&fflig;"], [0, "&filig;"], [0, "&fllig;"], [0, "&ffilig;"], [0, "&ffllig;"]])));
//# sourceMappingURL=encode-html.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/escape.js
const escape_xmlReplacer = /["&'<>$\x80-\uFFFF]/g;
const xmlCodeMap = new Map([
    [34, "&quot;"],
    [38, "&amp;"],
    [39, "&apos;"],
    [60, "&lt;"],
    [62, "&gt;"],
]);
// For compatibility with node < 4, we wrap `codePointAt`
const escape_getCodePoint = 
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
String.prototype.codePointAt != null
    ? (str, index) => str.codePointAt(index)
    : // http://mathiasbynens.be/notes/javascript-encoding#surrogate-formulae
        (c, index) => (c.charCodeAt(index) & 0xfc00) === 0xd800
            ? (c.charCodeAt(index) - 0xd800) * 0x400 +
                c.charCodeAt(index + 1) -
                0xdc00 +
                0x10000
            : c.charCodeAt(index);
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using XML entities.
 *
 * If a character has no equivalent entity, a
 * numeric hexadecimal reference (eg. `&#xfc;`) will be used.
 */
function escape_encodeXML(str) {
    let ret = "";
    let lastIdx = 0;
    let match;
    while ((match = escape_xmlReplacer.exec(str)) !== null) {
        const i = match.index;
        const char = str.charCodeAt(i);
        const next = xmlCodeMap.get(char);
        if (next !== undefined) {
            ret += str.substring(lastIdx, i) + next;
            lastIdx = i + 1;
        }
        else {
            ret += `${str.substring(lastIdx, i)}&#x${escape_getCodePoint(str, i).toString(16)};`;
            // Increase by 1 if we have a surrogate pair
            lastIdx = escape_xmlReplacer.lastIndex += Number((char & 0xfc00) === 0xd800);
        }
    }
    return ret + str.substr(lastIdx);
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using numeric hexadecimal reference (eg. `&#xfc;`).
 *
 * Have a look at `escapeUTF8` if you want a more concise output at the expense
 * of reduced transportability.
 *
 * @param data String to escape.
 */
const escape_escape = (/* unused pure expression or super */ null && (escape_encodeXML));
/**
 * Creates a function that escapes all characters matched by the given regular
 * expression using the given map of characters to escape to their entities.
 *
 * @param regex Regular expression to match characters to escape.
 * @param map Map of characters to escape to their entities.
 *
 * @returns Function that escapes all characters matched by the given regular
 * expression using the given map of characters to escape to their entities.
 */
function getEscaper(regex, map) {
    return function escape(data) {
        let match;
        let lastIdx = 0;
        let result = "";
        while ((match = regex.exec(data))) {
            if (lastIdx !== match.index) {
                result += data.substring(lastIdx, match.index);
            }
            // We know that this character will be in the map.
            result += map.get(match[0].charCodeAt(0));
            // Every match will be of length 1
            lastIdx = match.index + 1;
        }
        return result + data.substring(lastIdx);
    };
}
/**
 * Encodes all characters not valid in XML documents using XML entities.
 *
 * Note that the output will be character-set dependent.
 *
 * @param data String to escape.
 */
const escape_escapeUTF8 = getEscaper(/[&<>'"]/g, xmlCodeMap);
/**
 * Encodes all characters that have to be escaped in HTML attributes,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 *
 * @param data String to escape.
 */
const escape_escapeAttribute = getEscaper(/["&\u00A0]/g, new Map([
    [34, "&quot;"],
    [38, "&amp;"],
    [160, "&nbsp;"],
]));
/**
 * Encodes all characters that have to be escaped in HTML text,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 *
 * @param data String to escape.
 */
const escape_escapeText = getEscaper(/[&<>\u00A0]/g, new Map([
    [38, "&amp;"],
    [60, "&lt;"],
    [62, "&gt;"],
    [160, "&nbsp;"],
]));
//# sourceMappingURL=escape.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/encode.js


const htmlReplacer = /[\t\n!-,./:-@[-`\f{-}$\x80-\uFFFF]/g;
/**
 * Encodes all characters in the input using HTML entities. This includes
 * characters that are valid ASCII characters in HTML documents, such as `#`.
 *
 * To get a more compact output, consider using the `encodeNonAsciiHTML`
 * function, which will only encode characters that are not valid in HTML
 * documents, as well as non-ASCII characters.
 *
 * If a character has no equivalent entity, a numeric hexadecimal reference
 * (eg. `&#xfc;`) will be used.
 */
function encode_encodeHTML(data) {
    return encodeHTMLTrieRe(htmlReplacer, data);
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in HTML
 * documents using HTML entities. This function will not encode characters that
 * are valid in HTML documents, such as `#`.
 *
 * If a character has no equivalent entity, a numeric hexadecimal reference
 * (eg. `&#xfc;`) will be used.
 */
function encode_encodeNonAsciiHTML(data) {
    return encodeHTMLTrieRe(xmlReplacer, data);
}
function encodeHTMLTrieRe(regExp, str) {
    let ret = "";
    let lastIdx = 0;
    let match;
    while ((match = regExp.exec(str)) !== null) {
        const i = match.index;
        ret += str.substring(lastIdx, i);
        const char = str.charCodeAt(i);
        let next = htmlTrie.get(char);
        if (typeof next === "object") {
            // We are in a branch. Try to match the next char.
            if (i + 1 < str.length) {
                const nextChar = str.charCodeAt(i + 1);
                const value = typeof next.n === "number"
                    ? next.n === nextChar
                        ? next.o
                        : undefined
                    : next.n.get(nextChar);
                if (value !== undefined) {
                    ret += value;
                    lastIdx = regExp.lastIndex += 1;
                    continue;
                }
            }
            next = next.v;
        }
        // We might have a tree node without a value; skip and use a numeric entity.
        if (next !== undefined) {
            ret += next;
            lastIdx = i + 1;
        }
        else {
            const cp = getCodePoint(str, i);
            ret += `&#x${cp.toString(16)};`;
            // Increase by 1 if we have a surrogate pair
            lastIdx = regExp.lastIndex += Number(cp !== char);
        }
    }
    return ret + str.substr(lastIdx);
}
//# sourceMappingURL=encode.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/node_modules/entities/lib/esm/index.js



/** The level of entities to support. */
var EntityLevel;
(function (EntityLevel) {
    /** Support only XML entities. */
    EntityLevel[EntityLevel["XML"] = 0] = "XML";
    /** Support HTML entities, which are a superset of XML entities. */
    EntityLevel[EntityLevel["HTML"] = 1] = "HTML";
})(EntityLevel || (EntityLevel = {}));
var EncodingMode;
(function (EncodingMode) {
    /**
     * The output is UTF-8 encoded. Only characters that need escaping within
     * XML will be escaped.
     */
    EncodingMode[EncodingMode["UTF8"] = 0] = "UTF8";
    /**
     * The output consists only of ASCII characters. Characters that need
     * escaping within HTML, and characters that aren't ASCII characters will
     * be escaped.
     */
    EncodingMode[EncodingMode["ASCII"] = 1] = "ASCII";
    /**
     * Encode all characters that have an equivalent entity, as well as all
     * characters that are not ASCII characters.
     */
    EncodingMode[EncodingMode["Extensive"] = 2] = "Extensive";
    /**
     * Encode all characters that have to be escaped in HTML attributes,
     * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
     */
    EncodingMode[EncodingMode["Attribute"] = 3] = "Attribute";
    /**
     * Encode all characters that have to be escaped in HTML text,
     * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
     */
    EncodingMode[EncodingMode["Text"] = 4] = "Text";
})(EncodingMode || (EncodingMode = {}));
/**
 * Decodes a string with entities.
 *
 * @param data String to decode.
 * @param options Decoding options.
 */
function decode(data, options = EntityLevel.XML) {
    const level = typeof options === "number" ? options : options.level;
    if (level === EntityLevel.HTML) {
        const mode = typeof options === "object" ? options.mode : undefined;
        return decodeHTML(data, mode);
    }
    return decodeXML(data);
}
/**
 * Decodes a string with entities. Does not allow missing trailing semicolons for entities.
 *
 * @param data String to decode.
 * @param options Decoding options.
 * @deprecated Use `decode` with the `mode` set to `Strict`.
 */
function decodeStrict(data, options = EntityLevel.XML) {
    var _a;
    const opts = typeof options === "number" ? { level: options } : options;
    (_a = opts.mode) !== null && _a !== void 0 ? _a : (opts.mode = DecodingMode.Strict);
    return decode(data, opts);
}
/**
 * Encodes a string with entities.
 *
 * @param data String to encode.
 * @param options Encoding options.
 */
function encode(data, options = EntityLevel.XML) {
    const opts = typeof options === "number" ? { level: options } : options;
    // Mode `UTF8` just escapes XML entities
    if (opts.mode === EncodingMode.UTF8)
        return escapeUTF8(data);
    if (opts.mode === EncodingMode.Attribute)
        return escapeAttribute(data);
    if (opts.mode === EncodingMode.Text)
        return escapeText(data);
    if (opts.level === EntityLevel.HTML) {
        if (opts.mode === EncodingMode.ASCII) {
            return encodeNonAsciiHTML(data);
        }
        return encodeHTML(data);
    }
    // ASCII and Extensive are equivalent
    return encodeXML(data);
}



//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/lib/esm/foreignNames.js
const foreignNames_elementNames = new Map([
    "altGlyph",
    "altGlyphDef",
    "altGlyphItem",
    "animateColor",
    "animateMotion",
    "animateTransform",
    "clipPath",
    "feBlend",
    "feColorMatrix",
    "feComponentTransfer",
    "feComposite",
    "feConvolveMatrix",
    "feDiffuseLighting",
    "feDisplacementMap",
    "feDistantLight",
    "feDropShadow",
    "feFlood",
    "feFuncA",
    "feFuncB",
    "feFuncG",
    "feFuncR",
    "feGaussianBlur",
    "feImage",
    "feMerge",
    "feMergeNode",
    "feMorphology",
    "feOffset",
    "fePointLight",
    "feSpecularLighting",
    "feSpotLight",
    "feTile",
    "feTurbulence",
    "foreignObject",
    "glyphRef",
    "linearGradient",
    "radialGradient",
    "textPath",
].map((val) => [val.toLowerCase(), val]));
const foreignNames_attributeNames = new Map([
    "definitionURL",
    "attributeName",
    "attributeType",
    "baseFrequency",
    "baseProfile",
    "calcMode",
    "clipPathUnits",
    "diffuseConstant",
    "edgeMode",
    "filterUnits",
    "glyphRef",
    "gradientTransform",
    "gradientUnits",
    "kernelMatrix",
    "kernelUnitLength",
    "keyPoints",
    "keySplines",
    "keyTimes",
    "lengthAdjust",
    "limitingConeAngle",
    "markerHeight",
    "markerUnits",
    "markerWidth",
    "maskContentUnits",
    "maskUnits",
    "numOctaves",
    "pathLength",
    "patternContentUnits",
    "patternTransform",
    "patternUnits",
    "pointsAtX",
    "pointsAtY",
    "pointsAtZ",
    "preserveAlpha",
    "preserveAspectRatio",
    "primitiveUnits",
    "refX",
    "refY",
    "repeatCount",
    "repeatDur",
    "requiredExtensions",
    "requiredFeatures",
    "specularConstant",
    "specularExponent",
    "spreadMethod",
    "startOffset",
    "stdDeviation",
    "stitchTiles",
    "surfaceScale",
    "systemLanguage",
    "tableValues",
    "targetX",
    "targetY",
    "textLength",
    "viewBox",
    "viewTarget",
    "xChannelSelector",
    "yChannelSelector",
    "zoomAndPan",
].map((val) => [val.toLowerCase(), val]));

;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/dom-serializer/lib/esm/index.js
/*
 * Module dependencies
 */


/**
 * Mixed-case SVG and MathML tags & attributes
 * recognized by the HTML parser.
 *
 * @see https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
 */

const unencodedElements = new Set([
    "style",
    "script",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "plaintext",
    "noscript",
]);
function replaceQuotes(value) {
    return value.replace(/"/g, "&quot;");
}
/**
 * Format attributes
 */
function formatAttributes(attributes, opts) {
    var _a;
    if (!attributes)
        return;
    const encode = ((_a = opts.encodeEntities) !== null && _a !== void 0 ? _a : opts.decodeEntities) === false
        ? replaceQuotes
        : opts.xmlMode || opts.encodeEntities !== "utf8"
            ? encodeXML
            : escapeAttribute;
    return Object.keys(attributes)
        .map((key) => {
        var _a, _b;
        const value = (_a = attributes[key]) !== null && _a !== void 0 ? _a : "";
        if (opts.xmlMode === "foreign") {
            /* Fix up mixed-case attribute names */
            key = (_b = attributeNames.get(key)) !== null && _b !== void 0 ? _b : key;
        }
        if (!opts.emptyAttrs && !opts.xmlMode && value === "") {
            return key;
        }
        return `${key}="${encode(value)}"`;
    })
        .join(" ");
}
/**
 * Self-enclosing tags
 */
const singleTag = new Set([
    "area",
    "base",
    "basefont",
    "br",
    "col",
    "command",
    "embed",
    "frame",
    "hr",
    "img",
    "input",
    "isindex",
    "keygen",
    "link",
    "meta",
    "param",
    "source",
    "track",
    "wbr",
]);
/**
 * Renders a DOM node or an array of DOM nodes to a string.
 *
 * Can be thought of as the equivalent of the `outerHTML` of the passed node(s).
 *
 * @param node Node to be rendered.
 * @param options Changes serialization behavior
 */
function render(node, options = {}) {
    const nodes = "length" in node ? node : [node];
    let output = "";
    for (let i = 0; i < nodes.length; i++) {
        output += renderNode(nodes[i], options);
    }
    return output;
}
/* harmony default export */ const lib_esm = ((/* unused pure expression or super */ null && (render)));
function renderNode(node, options) {
    switch (node.type) {
        case ElementType.Root:
            return render(node.children, options);
        // @ts-expect-error We don't use `Doctype` yet
        case ElementType.Doctype:
        case ElementType.Directive:
            return renderDirective(node);
        case ElementType.Comment:
            return renderComment(node);
        case ElementType.CDATA:
            return renderCdata(node);
        case ElementType.Script:
        case ElementType.Style:
        case ElementType.Tag:
            return renderTag(node, options);
        case ElementType.Text:
            return renderText(node, options);
    }
}
const foreignModeIntegrationPoints = new Set([
    "mi",
    "mo",
    "mn",
    "ms",
    "mtext",
    "annotation-xml",
    "foreignObject",
    "desc",
    "title",
]);
const foreignElements = new Set(["svg", "math"]);
function renderTag(elem, opts) {
    var _a;
    // Handle SVG / MathML in HTML
    if (opts.xmlMode === "foreign") {
        /* Fix up mixed-case element names */
        elem.name = (_a = elementNames.get(elem.name)) !== null && _a !== void 0 ? _a : elem.name;
        /* Exit foreign mode at integration points */
        if (elem.parent &&
            foreignModeIntegrationPoints.has(elem.parent.name)) {
            opts = { ...opts, xmlMode: false };
        }
    }
    if (!opts.xmlMode && foreignElements.has(elem.name)) {
        opts = { ...opts, xmlMode: "foreign" };
    }
    let tag = `<${elem.name}`;
    const attribs = formatAttributes(elem.attribs, opts);
    if (attribs) {
        tag += ` ${attribs}`;
    }
    if (elem.children.length === 0 &&
        (opts.xmlMode
            ? // In XML mode or foreign mode, and user hasn't explicitly turned off self-closing tags
                opts.selfClosingTags !== false
            : // User explicitly asked for self-closing tags, even in HTML mode
                opts.selfClosingTags && singleTag.has(elem.name))) {
        if (!opts.xmlMode)
            tag += " ";
        tag += "/>";
    }
    else {
        tag += ">";
        if (elem.children.length > 0) {
            tag += render(elem.children, opts);
        }
        if (opts.xmlMode || !singleTag.has(elem.name)) {
            tag += `</${elem.name}>`;
        }
    }
    return tag;
}
function renderDirective(elem) {
    return `<${elem.data}>`;
}
function renderText(elem, opts) {
    var _a;
    let data = elem.data || "";
    // If entities weren't decoded, no need to encode them back
    if (((_a = opts.encodeEntities) !== null && _a !== void 0 ? _a : opts.decodeEntities) !== false &&
        !(!opts.xmlMode &&
            elem.parent &&
            unencodedElements.has(elem.parent.name))) {
        data =
            opts.xmlMode || opts.encodeEntities !== "utf8"
                ? encodeXML(data)
                : escapeText(data);
    }
    return data;
}
function renderCdata(elem) {
    return `<![CDATA[${elem.children[0].data}]]>`;
}
function renderComment(elem) {
    return `<!--${elem.data}-->`;
}

;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/stringify.js



/**
 * @category Stringify
 * @deprecated Use the `dom-serializer` module directly.
 * @param node Node to get the outer HTML of.
 * @param options Options for serialization.
 * @returns `node`'s outer HTML.
 */
function getOuterHTML(node, options) {
    return renderHTML(node, options);
}
/**
 * @category Stringify
 * @deprecated Use the `dom-serializer` module directly.
 * @param node Node to get the inner HTML of.
 * @param options Options for serialization.
 * @returns `node`'s inner HTML.
 */
function getInnerHTML(node, options) {
    return hasChildren(node)
        ? node.children.map((node) => getOuterHTML(node, options)).join("")
        : "";
}
/**
 * Get a node's inner text. Same as `textContent`, but inserts newlines for `<br>` tags. Ignores comments.
 *
 * @category Stringify
 * @deprecated Use `textContent` instead.
 * @param node Node to get the inner text of.
 * @returns `node`'s inner text.
 */
function getText(node) {
    if (Array.isArray(node))
        return node.map(getText).join("");
    if (isTag(node))
        return node.name === "br" ? "\n" : getText(node.children);
    if (isCDATA(node))
        return getText(node.children);
    if (isText(node))
        return node.data;
    return "";
}
/**
 * Get a node's text content. Ignores comments.
 *
 * @category Stringify
 * @param node Node to get the text content of.
 * @returns `node`'s text content.
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/API/Node/textContent}
 */
function stringify_textContent(node) {
    if (Array.isArray(node))
        return node.map(stringify_textContent).join("");
    if (hasChildren(node) && !isComment(node)) {
        return stringify_textContent(node.children);
    }
    if (isText(node))
        return node.data;
    return "";
}
/**
 * Get a node's inner text, ignoring `<script>` and `<style>` tags. Ignores comments.
 *
 * @category Stringify
 * @param node Node to get the inner text of.
 * @returns `node`'s inner text.
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/API/Node/innerText}
 */
function innerText(node) {
    if (Array.isArray(node))
        return node.map(innerText).join("");
    if (hasChildren(node) && (node.type === ElementType.Tag || isCDATA(node))) {
        return innerText(node.children);
    }
    if (isText(node))
        return node.data;
    return "";
}
//# sourceMappingURL=stringify.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/traversal.js

/**
 * Get a node's children.
 *
 * @category Traversal
 * @param elem Node to get the children of.
 * @returns `elem`'s children, or an empty array.
 */
function getChildren(elem) {
    return hasChildren(elem) ? elem.children : [];
}
/**
 * Get a node's parent.
 *
 * @category Traversal
 * @param elem Node to get the parent of.
 * @returns `elem`'s parent node, or `null` if `elem` is a root node.
 */
function getParent(elem) {
    return elem.parent || null;
}
/**
 * Gets an elements siblings, including the element itself.
 *
 * Attempts to get the children through the element's parent first. If we don't
 * have a parent (the element is a root node), we walk the element's `prev` &
 * `next` to get all remaining nodes.
 *
 * @category Traversal
 * @param elem Element to get the siblings of.
 * @returns `elem`'s siblings, including `elem`.
 */
function getSiblings(elem) {
    const parent = getParent(elem);
    if (parent != null)
        return getChildren(parent);
    const siblings = [elem];
    let { prev, next } = elem;
    while (prev != null) {
        siblings.unshift(prev);
        ({ prev } = prev);
    }
    while (next != null) {
        siblings.push(next);
        ({ next } = next);
    }
    return siblings;
}
/**
 * Gets an attribute from an element.
 *
 * @category Traversal
 * @param elem Element to check.
 * @param name Attribute name to retrieve.
 * @returns The element's attribute value, or `undefined`.
 */
function getAttributeValue(elem, name) {
    var _a;
    return (_a = elem.attribs) === null || _a === void 0 ? void 0 : _a[name];
}
/**
 * Checks whether an element has an attribute.
 *
 * @category Traversal
 * @param elem Element to check.
 * @param name Attribute name to look for.
 * @returns Returns whether `elem` has the attribute `name`.
 */
function hasAttrib(elem, name) {
    return (elem.attribs != null &&
        Object.prototype.hasOwnProperty.call(elem.attribs, name) &&
        elem.attribs[name] != null);
}
/**
 * Get the tag name of an element.
 *
 * @category Traversal
 * @param elem The element to get the name for.
 * @returns The tag name of `elem`.
 */
function getName(elem) {
    return elem.name;
}
/**
 * Returns the next element sibling of a node.
 *
 * @category Traversal
 * @param elem The element to get the next sibling of.
 * @returns `elem`'s next sibling that is a tag, or `null` if there is no next
 * sibling.
 */
function nextElementSibling(elem) {
    let { next } = elem;
    while (next !== null && !isTag(next))
        ({ next } = next);
    return next;
}
/**
 * Returns the previous element sibling of a node.
 *
 * @category Traversal
 * @param elem The element to get the previous sibling of.
 * @returns `elem`'s previous sibling that is a tag, or `null` if there is no
 * previous sibling.
 */
function prevElementSibling(elem) {
    let { prev } = elem;
    while (prev !== null && !isTag(prev))
        ({ prev } = prev);
    return prev;
}
//# sourceMappingURL=traversal.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/querying.js

/**
 * Search a node and its children for nodes passing a test function. If `node` is not an array, it will be wrapped in one.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param node Node to search. Will be included in the result set if it matches.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes passing `test`.
 */
function querying_filter(test, node, recurse = true, limit = Infinity) {
    return find(test, Array.isArray(node) ? node : [node], recurse, limit);
}
/**
 * Search an array of nodes and their children for nodes passing a test function.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes passing `test`.
 */
function find(test, nodes, recurse, limit) {
    const result = [];
    /** Stack of the arrays we are looking at. */
    const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (indexStack.length === 1) {
                return result;
            }
            // Otherwise, remove the current array from the stack.
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const elem = nodeStack[0][indexStack[0]++];
        if (test(elem)) {
            result.push(elem);
            if (--limit <= 0)
                return result;
        }
        if (recurse && hasChildren(elem) && elem.children.length > 0) {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            indexStack.unshift(0);
            nodeStack.unshift(elem.children);
        }
    }
}
/**
 * Finds the first element inside of an array that matches a test function. This is an alias for `Array.prototype.find`.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns The first node in the array that passes `test`.
 * @deprecated Use `Array.prototype.find` directly.
 */
function findOneChild(test, nodes) {
    return nodes.find(test);
}
/**
 * Finds one element in a tree that passes a test.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Node or array of nodes to search.
 * @param recurse Also consider child nodes.
 * @returns The first node that passes `test`.
 */
function querying_findOne(test, nodes, recurse = true) {
    const searchedNodes = Array.isArray(nodes) ? nodes : [nodes];
    for (let i = 0; i < searchedNodes.length; i++) {
        const node = searchedNodes[i];
        if (isTag(node) && test(node)) {
            return node;
        }
        if (recurse && hasChildren(node) && node.children.length > 0) {
            const found = querying_findOne(test, node.children, true);
            if (found)
                return found;
        }
    }
    return null;
}
/**
 * Checks if a tree of nodes contains at least one node passing a test.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns Whether a tree of nodes contains at least one node passing the test.
 */
function existsOne(test, nodes) {
    return (Array.isArray(nodes) ? nodes : [nodes]).some((node) => (isTag(node) && test(node)) ||
        (hasChildren(node) && existsOne(test, node.children)));
}
/**
 * Search an array of nodes and their children for elements passing a test function.
 *
 * Same as `find`, but limited to elements and with less options, leading to reduced complexity.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns All nodes passing `test`.
 */
function findAll(test, nodes) {
    const result = [];
    const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
    const indexStack = [0];
    for (;;) {
        if (indexStack[0] >= nodeStack[0].length) {
            if (nodeStack.length === 1) {
                return result;
            }
            // Otherwise, remove the current array from the stack.
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const elem = nodeStack[0][indexStack[0]++];
        if (isTag(elem) && test(elem))
            result.push(elem);
        if (hasChildren(elem) && elem.children.length > 0) {
            indexStack.unshift(0);
            nodeStack.unshift(elem.children);
        }
    }
}
//# sourceMappingURL=querying.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/legacy.js


/**
 * A map of functions to check nodes against.
 */
const Checks = {
    tag_name(name) {
        if (typeof name === "function") {
            return (elem) => node_isTag(elem) && name(elem.name);
        }
        else if (name === "*") {
            return node_isTag;
        }
        return (elem) => node_isTag(elem) && elem.name === name;
    },
    tag_type(type) {
        if (typeof type === "function") {
            return (elem) => type(elem.type);
        }
        return (elem) => elem.type === type;
    },
    tag_contains(data) {
        if (typeof data === "function") {
            return (elem) => node_isText(elem) && data(elem.data);
        }
        return (elem) => node_isText(elem) && elem.data === data;
    },
};
/**
 * Returns a function to check whether a node has an attribute with a particular
 * value.
 *
 * @param attrib Attribute to check.
 * @param value Attribute value to look for.
 * @returns A function to check whether the a node has an attribute with a
 *   particular value.
 */
function getAttribCheck(attrib, value) {
    if (typeof value === "function") {
        return (elem) => isTag(elem) && value(elem.attribs[attrib]);
    }
    return (elem) => isTag(elem) && elem.attribs[attrib] === value;
}
/**
 * Returns a function that returns `true` if either of the input functions
 * returns `true` for a node.
 *
 * @param a First function to combine.
 * @param b Second function to combine.
 * @returns A function taking a node and returning `true` if either of the input
 *   functions returns `true` for the node.
 */
function combineFuncs(a, b) {
    return (elem) => a(elem) || b(elem);
}
/**
 * Returns a function that executes all checks in `options` and returns `true`
 * if any of them match a node.
 *
 * @param options An object describing nodes to look for.
 * @returns A function that executes all checks in `options` and returns `true`
 *   if any of them match a node.
 */
function compileTest(options) {
    const funcs = Object.keys(options).map((key) => {
        const value = options[key];
        return Object.prototype.hasOwnProperty.call(Checks, key)
            ? Checks[key](value)
            : getAttribCheck(key, value);
    });
    return funcs.length === 0 ? null : funcs.reduce(combineFuncs);
}
/**
 * Checks whether a node matches the description in `options`.
 *
 * @category Legacy Query Functions
 * @param options An object describing nodes to look for.
 * @param node The element to test.
 * @returns Whether the element matches the description in `options`.
 */
function testElement(options, node) {
    const test = compileTest(options);
    return test ? test(node) : true;
}
/**
 * Returns all nodes that match `options`.
 *
 * @category Legacy Query Functions
 * @param options An object describing nodes to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes that match `options`.
 */
function getElements(options, nodes, recurse, limit = Infinity) {
    const test = compileTest(options);
    return test ? filter(test, nodes, recurse, limit) : [];
}
/**
 * Returns the node with the supplied ID.
 *
 * @category Legacy Query Functions
 * @param id The unique ID attribute value to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @returns The node with the supplied ID.
 */
function getElementById(id, nodes, recurse = true) {
    if (!Array.isArray(nodes))
        nodes = [nodes];
    return findOne(getAttribCheck("id", id), nodes, recurse);
}
/**
 * Returns all nodes with the supplied `tagName`.
 *
 * @category Legacy Query Functions
 * @param tagName Tag name to search for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `tagName`.
 */
function legacy_getElementsByTagName(tagName, nodes, recurse = true, limit = Infinity) {
    return filter(Checks["tag_name"](tagName), nodes, recurse, limit);
}
/**
 * Returns all nodes with the supplied `className`.
 *
 * @category Legacy Query Functions
 * @param className Class name to search for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `className`.
 */
function getElementsByClassName(className, nodes, recurse = true, limit = Infinity) {
    return filter(getAttribCheck("class", className), nodes, recurse, limit);
}
/**
 * Returns all nodes with the supplied `type`.
 *
 * @category Legacy Query Functions
 * @param type Element type to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `type`.
 */
function getElementsByTagType(type, nodes, recurse = true, limit = Infinity) {
    return filter(Checks["tag_type"](type), nodes, recurse, limit);
}
//# sourceMappingURL=legacy.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/helpers.js

/**
 * Given an array of nodes, remove any member that is contained by another
 * member.
 *
 * @category Helpers
 * @param nodes Nodes to filter.
 * @returns Remaining nodes that aren't contained by other nodes.
 */
function removeSubsets(nodes) {
    let idx = nodes.length;
    /*
     * Check if each node (or one of its ancestors) is already contained in the
     * array.
     */
    while (--idx >= 0) {
        const node = nodes[idx];
        /*
         * Remove the node if it is not unique.
         * We are going through the array from the end, so we only
         * have to check nodes that preceed the node under consideration in the array.
         */
        if (idx > 0 && nodes.lastIndexOf(node, idx - 1) >= 0) {
            nodes.splice(idx, 1);
            continue;
        }
        for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
            if (nodes.includes(ancestor)) {
                nodes.splice(idx, 1);
                break;
            }
        }
    }
    return nodes;
}
/**
 * @category Helpers
 * @see {@link http://dom.spec.whatwg.org/#dom-node-comparedocumentposition}
 */
var DocumentPosition;
(function (DocumentPosition) {
    DocumentPosition[DocumentPosition["DISCONNECTED"] = 1] = "DISCONNECTED";
    DocumentPosition[DocumentPosition["PRECEDING"] = 2] = "PRECEDING";
    DocumentPosition[DocumentPosition["FOLLOWING"] = 4] = "FOLLOWING";
    DocumentPosition[DocumentPosition["CONTAINS"] = 8] = "CONTAINS";
    DocumentPosition[DocumentPosition["CONTAINED_BY"] = 16] = "CONTAINED_BY";
})(DocumentPosition || (DocumentPosition = {}));
/**
 * Compare the position of one node against another node in any other document,
 * returning a bitmask with the values from {@link DocumentPosition}.
 *
 * Document order:
 * > There is an ordering, document order, defined on all the nodes in the
 * > document corresponding to the order in which the first character of the
 * > XML representation of each node occurs in the XML representation of the
 * > document after expansion of general entities. Thus, the document element
 * > node will be the first node. Element nodes occur before their children.
 * > Thus, document order orders element nodes in order of the occurrence of
 * > their start-tag in the XML (after expansion of entities). The attribute
 * > nodes of an element occur after the element and before its children. The
 * > relative order of attribute nodes is implementation-dependent.
 *
 * Source:
 * http://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-document-order
 *
 * @category Helpers
 * @param nodeA The first node to use in the comparison
 * @param nodeB The second node to use in the comparison
 * @returns A bitmask describing the input nodes' relative position.
 *
 * See http://dom.spec.whatwg.org/#dom-node-comparedocumentposition for
 * a description of these values.
 */
function compareDocumentPosition(nodeA, nodeB) {
    const aParents = [];
    const bParents = [];
    if (nodeA === nodeB) {
        return 0;
    }
    let current = hasChildren(nodeA) ? nodeA : nodeA.parent;
    while (current) {
        aParents.unshift(current);
        current = current.parent;
    }
    current = hasChildren(nodeB) ? nodeB : nodeB.parent;
    while (current) {
        bParents.unshift(current);
        current = current.parent;
    }
    const maxIdx = Math.min(aParents.length, bParents.length);
    let idx = 0;
    while (idx < maxIdx && aParents[idx] === bParents[idx]) {
        idx++;
    }
    if (idx === 0) {
        return DocumentPosition.DISCONNECTED;
    }
    const sharedParent = aParents[idx - 1];
    const siblings = sharedParent.children;
    const aSibling = aParents[idx];
    const bSibling = bParents[idx];
    if (siblings.indexOf(aSibling) > siblings.indexOf(bSibling)) {
        if (sharedParent === nodeB) {
            return DocumentPosition.FOLLOWING | DocumentPosition.CONTAINED_BY;
        }
        return DocumentPosition.FOLLOWING;
    }
    if (sharedParent === nodeA) {
        return DocumentPosition.PRECEDING | DocumentPosition.CONTAINS;
    }
    return DocumentPosition.PRECEDING;
}
/**
 * Sort an array of nodes based on their relative position in the document,
 * removing any duplicate nodes. If the array contains nodes that do not belong
 * to the same document, sort order is unspecified.
 *
 * @category Helpers
 * @param nodes Array of DOM nodes.
 * @returns Collection of unique nodes, sorted in document order.
 */
function uniqueSort(nodes) {
    nodes = nodes.filter((node, i, arr) => !arr.includes(node, i + 1));
    nodes.sort((a, b) => {
        const relative = compareDocumentPosition(a, b);
        if (relative & DocumentPosition.PRECEDING) {
            return -1;
        }
        else if (relative & DocumentPosition.FOLLOWING) {
            return 1;
        }
        return 0;
    });
    return nodes;
}
//# sourceMappingURL=helpers.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/feeds.js


/**
 * Get the feed object from the root of a DOM tree.
 *
 * @category Feeds
 * @param doc - The DOM to to extract the feed from.
 * @returns The feed.
 */
function feeds_getFeed(doc) {
    const feedRoot = getOneElement(isValidFeed, doc);
    return !feedRoot
        ? null
        : feedRoot.name === "feed"
            ? getAtomFeed(feedRoot)
            : getRssFeed(feedRoot);
}
/**
 * Parse an Atom feed.
 *
 * @param feedRoot The root of the feed.
 * @returns The parsed feed.
 */
function getAtomFeed(feedRoot) {
    var _a;
    const childs = feedRoot.children;
    const feed = {
        type: "atom",
        items: getElementsByTagName("entry", childs).map((item) => {
            var _a;
            const { children } = item;
            const entry = { media: getMediaElements(children) };
            addConditionally(entry, "id", "id", children);
            addConditionally(entry, "title", "title", children);
            const href = (_a = getOneElement("link", children)) === null || _a === void 0 ? void 0 : _a.attribs["href"];
            if (href) {
                entry.link = href;
            }
            const description = fetch("summary", children) || fetch("content", children);
            if (description) {
                entry.description = description;
            }
            const pubDate = fetch("updated", children);
            if (pubDate) {
                entry.pubDate = new Date(pubDate);
            }
            return entry;
        }),
    };
    addConditionally(feed, "id", "id", childs);
    addConditionally(feed, "title", "title", childs);
    const href = (_a = getOneElement("link", childs)) === null || _a === void 0 ? void 0 : _a.attribs["href"];
    if (href) {
        feed.link = href;
    }
    addConditionally(feed, "description", "subtitle", childs);
    const updated = fetch("updated", childs);
    if (updated) {
        feed.updated = new Date(updated);
    }
    addConditionally(feed, "author", "email", childs, true);
    return feed;
}
/**
 * Parse a RSS feed.
 *
 * @param feedRoot The root of the feed.
 * @returns The parsed feed.
 */
function getRssFeed(feedRoot) {
    var _a, _b;
    const childs = (_b = (_a = getOneElement("channel", feedRoot.children)) === null || _a === void 0 ? void 0 : _a.children) !== null && _b !== void 0 ? _b : [];
    const feed = {
        type: feedRoot.name.substr(0, 3),
        id: "",
        items: getElementsByTagName("item", feedRoot.children).map((item) => {
            const { children } = item;
            const entry = { media: getMediaElements(children) };
            addConditionally(entry, "id", "guid", children);
            addConditionally(entry, "title", "title", children);
            addConditionally(entry, "link", "link", children);
            addConditionally(entry, "description", "description", children);
            const pubDate = fetch("pubDate", children) || fetch("dc:date", children);
            if (pubDate)
                entry.pubDate = new Date(pubDate);
            return entry;
        }),
    };
    addConditionally(feed, "title", "title", childs);
    addConditionally(feed, "link", "link", childs);
    addConditionally(feed, "description", "description", childs);
    const updated = fetch("lastBuildDate", childs);
    if (updated) {
        feed.updated = new Date(updated);
    }
    addConditionally(feed, "author", "managingEditor", childs, true);
    return feed;
}
const MEDIA_KEYS_STRING = (/* unused pure expression or super */ null && (["url", "type", "lang"]));
const MEDIA_KEYS_INT = (/* unused pure expression or super */ null && ([
    "fileSize",
    "bitrate",
    "framerate",
    "samplingrate",
    "channels",
    "duration",
    "height",
    "width",
]));
/**
 * Get all media elements of a feed item.
 *
 * @param where Nodes to search in.
 * @returns Media elements.
 */
function getMediaElements(where) {
    return getElementsByTagName("media:content", where).map((elem) => {
        const { attribs } = elem;
        const media = {
            medium: attribs["medium"],
            isDefault: !!attribs["isDefault"],
        };
        for (const attrib of MEDIA_KEYS_STRING) {
            if (attribs[attrib]) {
                media[attrib] = attribs[attrib];
            }
        }
        for (const attrib of MEDIA_KEYS_INT) {
            if (attribs[attrib]) {
                media[attrib] = parseInt(attribs[attrib], 10);
            }
        }
        if (attribs["expression"]) {
            media.expression = attribs["expression"];
        }
        return media;
    });
}
/**
 * Get one element by tag name.
 *
 * @param tagName Tag name to look for
 * @param node Node to search in
 * @returns The element or null
 */
function getOneElement(tagName, node) {
    return getElementsByTagName(tagName, node, true, 1)[0];
}
/**
 * Get the text content of an element with a certain tag name.
 *
 * @param tagName Tag name to look for.
 * @param where Node to search in.
 * @param recurse Whether to recurse into child nodes.
 * @returns The text content of the element.
 */
function fetch(tagName, where, recurse = false) {
    return textContent(getElementsByTagName(tagName, where, recurse, 1)).trim();
}
/**
 * Adds a property to an object if it has a value.
 *
 * @param obj Object to be extended
 * @param prop Property name
 * @param tagName Tag name that contains the conditionally added property
 * @param where Element to search for the property
 * @param recurse Whether to recurse into child nodes.
 */
function addConditionally(obj, prop, tagName, where, recurse = false) {
    const val = fetch(tagName, where, recurse);
    if (val)
        obj[prop] = val;
}
/**
 * Checks if an element is a feed root node.
 *
 * @param value The name of the element to check.
 * @returns Whether an element is a feed root node.
 */
function isValidFeed(value) {
    return value === "rss" || value === "feed" || value === "rdf:RDF";
}
//# sourceMappingURL=feeds.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/node_modules/domutils/lib/esm/index.js







/** @deprecated Use these methods from `domhandler` directly. */

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/htmlparser2/dist/esm/index.js




// Helper methods
/**
 * Parses the data, returns the resulting document.
 *
 * @param data The data that should be parsed.
 * @param options Optional options for the parser and DOM handler.
 */
function parseDocument(data, options) {
    const handler = new DomHandler(undefined, options);
    new Parser(handler, options).end(data);
    return handler.root;
}
/**
 * Parses data, returns an array of the root nodes.
 *
 * Note that the root nodes still have a `Document` node as their parent.
 * Use `parseDocument` to get the `Document` node instead.
 *
 * @param data The data that should be parsed.
 * @param options Optional options for the parser and DOM handler.
 * @deprecated Use `parseDocument` instead.
 */
function parseDOM(data, options) {
    return parseDocument(data, options).children;
}
/**
 * Creates a parser instance, with an attached DOM handler.
 *
 * @param callback A callback that will be called once parsing has been completed, with the resulting document.
 * @param options Optional options for the parser and DOM handler.
 * @param elementCallback An optional callback that will be called every time a tag has been completed inside of the DOM.
 */
function createDocumentStream(callback, options, elementCallback) {
    const handler = new DomHandler((error) => callback(error, handler.root), options, elementCallback);
    return new Parser(handler, options);
}
/**
 * Creates a parser instance, with an attached DOM handler.
 *
 * @param callback A callback that will be called once parsing has been completed, with an array of root nodes.
 * @param options Optional options for the parser and DOM handler.
 * @param elementCallback An optional callback that will be called every time a tag has been completed inside of the DOM.
 * @deprecated Use `createDocumentStream` instead.
 */
function createDomStream(callback, options, elementCallback) {
    const handler = new DomHandler(callback, options, elementCallback);
    return new Parser(handler, options);
}

/*
 * All of the following exports exist for backwards-compatibility.
 * They should probably be removed eventually.
 */



const parseFeedDefaultOptions = { xmlMode: true };
/**
 * Parse a feed.
 *
 * @param feed The feed that should be parsed, as a string.
 * @param options Optionally, options for parsing. When using this, you should set `xmlMode` to `true`.
 */
function parseFeed(feed, options = parseFeedDefaultOptions) {
    return getFeed(parseDOM(feed, options));
}

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/constants.js
// Internal
const NODE_END = -1;

// Node
const ELEMENT_NODE = 1;
const ATTRIBUTE_NODE = 2;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const COMMENT_NODE = 8;
const DOCUMENT_NODE = 9;
const DOCUMENT_TYPE_NODE = 10;
const DOCUMENT_FRAGMENT_NODE = 11;

// Elements
const BLOCK_ELEMENTS = new Set(['ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'BR', 'BUTTON', 'CANVAS', 'CAPTION', 'COL', 'COLGROUP', 'DD', 'DIV', 'DL', 'DT', 'EMBED', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'UL', 'OL', 'P']);

// TreeWalker
const SHOW_ALL = -1;
const SHOW_ELEMENT = 1;
const SHOW_TEXT = 4;
const SHOW_CDATA_SECTION = 8;
const SHOW_COMMENT = 128;

// Document position
const DOCUMENT_POSITION_DISCONNECTED = 0x01;
const DOCUMENT_POSITION_PRECEDING = 0x02;
const DOCUMENT_POSITION_FOLLOWING = 0x04;
const DOCUMENT_POSITION_CONTAINS = 0x08;
const DOCUMENT_POSITION_CONTAINED_BY = 0x10;
const DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC = 0x20;

// SVG
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/object.js
const {
  assign: object_assign,
  create,
  defineProperties,
  entries,
  getOwnPropertyDescriptors,
  keys,
  setPrototypeOf
} = Object;



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/utils.js



const $String = String;


const getEnd = node => node.nodeType === ELEMENT_NODE ? node[END] : node;

const ignoreCase = ({ownerDocument}) => ownerDocument[MIME].ignoreCase;

const knownAdjacent = (prev, next) => {
  prev[NEXT] = next;
  next[PREV] = prev;
};

const knownBoundaries = (prev, current, next) => {
  knownAdjacent(prev, current);
  knownAdjacent(getEnd(current), next);
};

const knownSegment = (prev, start, end, next) => {
  knownAdjacent(prev, start);
  knownAdjacent(getEnd(end), next);
};

const knownSiblings = (prev, current, next) => {
  knownAdjacent(prev, current);
  knownAdjacent(current, next);
};

const localCase = ({localName, ownerDocument}) => {
  return ownerDocument[MIME].ignoreCase ? localName.toUpperCase() : localName;
};

const setAdjacent = (prev, next) => {
  if (prev)
    prev[NEXT] = next;
  if (next)
    next[PREV] = prev;
};

/**
 * @param {import("../interface/document.js").Document} ownerDocument
 * @param {string} html
 * @return {import("../interface/document-fragment.js").DocumentFragment}
 */
const htmlToFragment = (ownerDocument, html) => {
  const fragment = ownerDocument.createDocumentFragment();

  const elem = ownerDocument.createElement('');
  elem.innerHTML = html;
  const { firstChild, lastChild } = elem;

  if (firstChild) {
    knownSegment(fragment, firstChild, lastChild, fragment[END]);

    let child = firstChild;
    do {
      child.parentNode = fragment;
    } while (child !== lastChild && (child = getEnd(child)[NEXT]));
  }

  return fragment;
};
;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/shadow-roots.js
const shadowRoots = new WeakMap;

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/custom-element-registry.js





let reactive = false;

const Classes = new WeakMap;

const customElements = new WeakMap;

const attributeChangedCallback = (element, attributeName, oldValue, newValue) => {
  if (
    reactive &&
    customElements.has(element) &&
    element.attributeChangedCallback &&
    element.constructor.observedAttributes.includes(attributeName)
  ) {
    element.attributeChangedCallback(attributeName, oldValue, newValue);
  }
};

const createTrigger = (method, isConnected) => element => {
  if (customElements.has(element)) {
    const info = customElements.get(element);
    if (info.connected !== isConnected && element.isConnected === isConnected) {
      info.connected = isConnected;
      if (method in element)
        element[method]();
    }
  }
};

const triggerConnected = createTrigger('connectedCallback', true);
const connectedCallback = element => {
  if (reactive) {
    triggerConnected(element);
    if (shadowRoots.has(element))
      element = shadowRoots.get(element).shadowRoot;
    let {[NEXT]: next, [END]: end} = element;
    while (next !== end) {
      if (next.nodeType === ELEMENT_NODE)
        triggerConnected(next);
      next = next[NEXT];
    }
  }
};

const triggerDisconnected = createTrigger('disconnectedCallback', false);
const disconnectedCallback = element => {
  if (reactive) {
    triggerDisconnected(element);
    if (shadowRoots.has(element))
      element = shadowRoots.get(element).shadowRoot;
    let {[NEXT]: next, [END]: end} = element;
    while (next !== end) {
      if (next.nodeType === ELEMENT_NODE)
        triggerDisconnected(next);
      next = next[NEXT];
    }
  }
};

/**
 * @implements globalThis.CustomElementRegistry
 */
class CustomElementRegistry {

  /**
   * @param {Document} ownerDocument
   */
  constructor(ownerDocument) {
    /**
     * @private
     */
    this.ownerDocument = ownerDocument;

    /**
     * @private
     */
    this.registry = new Map;

    /**
     * @private
     */
    this.waiting = new Map;

    /**
     * @private
     */
    this.active = false;
  }

  /**
   * @param {string} localName the custom element definition name
   * @param {Function} Class the custom element **Class** definition
   * @param {object?} options the optional object with an `extends` property
   */
  define(localName, Class, options = {}) {
    const {ownerDocument, registry, waiting} = this;

    if (registry.has(localName))
      throw new Error('unable to redefine ' + localName);

    if (Classes.has(Class))
      throw new Error('unable to redefine the same class: ' + Class);

    this.active = (reactive = true);

    const {extends: extend} = options;

    Classes.set(Class, {
      ownerDocument,
      options: {is: extend ? localName : ''},
      localName: extend || localName
    });

    const check = extend ?
      element => {
        return element.localName === extend &&
               element.getAttribute('is') === localName;
      } :
      element => element.localName === localName;
    registry.set(localName, {Class, check});
    if (waiting.has(localName)) {
      for (const resolve of waiting.get(localName))
        resolve(Class);
      waiting.delete(localName);
    }
    ownerDocument.querySelectorAll(
      extend ? `${extend}[is="${localName}"]` : localName
    ).forEach(this.upgrade, this);
  }

  /**
   * @param {Element} element
   */
  upgrade(element) {
    if (customElements.has(element))
      return;
    const {ownerDocument, registry} = this;
    const ce = element.getAttribute('is') || element.localName;
    if (registry.has(ce)) {
      const {Class, check} = registry.get(ce);
      if (check(element)) {
        const {attributes, isConnected} = element;
        for (const attr of attributes)
          element.removeAttributeNode(attr);

        const values = entries(element);
        for (const [key] of values)
          delete element[key];

        setPrototypeOf(element, Class.prototype);
        ownerDocument[UPGRADE] = {element, values};
        new Class(ownerDocument, ce);

        customElements.set(element, {connected: isConnected});

        for (const attr of attributes)
          element.setAttributeNode(attr);

        if (isConnected && element.connectedCallback)
          element.connectedCallback();
      }
    }
  }

  /**
   * @param {string} localName the custom element definition name
   */
  whenDefined(localName) {
    const {registry, waiting} = this;
    return new Promise(resolve => {
      if (registry.has(localName))
        resolve(registry.get(localName).Class);
      else {
        if (!waiting.has(localName))
          waiting.set(localName, []);
        waiting.get(localName).push(resolve);
      }
    });
  }

  /**
   * @param {string} localName the custom element definition name
   * @returns {Function?} the custom element **Class**, if any
   */
  get(localName) {
    const info = this.registry.get(localName);
    return info && info.Class;
  }

  /**
   * @param {Function} Class **Class** of custom element
   * @returns {string?} found tag name or null
   */
  getName(Class) {
    if (Classes.has(Class)) {
      const { localName } = Classes.get(Class);
      return localName;
    }
    return null;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/parse-from-string.js









const {/* Parser */ "iX": parse_from_string_Parser} = dist_esm_namespaceObject;

// import {Mime} from './mime.js';
// const VOID_SOURCE = Mime['text/html'].voidElements.source.slice(4, -2);
// const VOID_ELEMENTS = new RegExp(`<(${VOID_SOURCE})([^>]*?)>`, 'gi');
// const VOID_SANITIZER = (_, $1, $2) => `<${$1}${$2}${/\/$/.test($2) ? '' : ' /'}>`;
// const voidSanitizer = html => html.replace(VOID_ELEMENTS, VOID_SANITIZER);

let notParsing = true;

const append = (self, node, active) => {
  const end = self[END];
  node.parentNode = self;
  knownBoundaries(end[PREV], node, end);
  if (active && node.nodeType === ELEMENT_NODE)
    connectedCallback(node);
  return node;
};

const attribute = (element, end, attribute, value, active) => {
  attribute[VALUE] = value;
  attribute.ownerElement = element;
  knownSiblings(end[PREV], attribute, end);
  if (attribute.name === 'class')
    element.className = value;
  if (active)
    attributeChangedCallback(element, attribute.name, null, value);
};

const isNotParsing = () => notParsing;

const parseFromString = (document, isHTML, markupLanguage) => {
  const {active, registry} = document[CUSTOM_ELEMENTS];

  let node = document;
  let ownerSVGElement = null;
  let parsingCData = false;

  notParsing = false;

  const content = new parse_from_string_Parser({
    // <!DOCTYPE ...>
    onprocessinginstruction(name, data) {
      if (name.toLowerCase() === '!doctype')
        document.doctype = data.slice(name.length).trim();
    },

    // <tagName>
    onopentag(name, attributes) {
      let create = true;
      if (isHTML) {
        if (ownerSVGElement) {
          node = append(node, document.createElementNS(SVG_NAMESPACE, name), active);
          node.ownerSVGElement = ownerSVGElement;
          create = false;
        }
        else if (name === 'svg' || name === 'SVG') {
          ownerSVGElement = document.createElementNS(SVG_NAMESPACE, name);
          node = append(node, ownerSVGElement, active);
          create = false;
        }
        else if (active) {
          const ce = name.includes('-') ? name : (attributes.is || '');
          if (ce && registry.has(ce)) {
            const {Class} = registry.get(ce);
            node = append(node, new Class, active);
            delete attributes.is;
            create = false;
          }
        }
      }

      if (create)
        node = append(node, document.createElement(name), false);

      let end = node[END];
      for (const name of keys(attributes))
        attribute(node, end, document.createAttribute(name), attributes[name], active);
    },

    // #text, #comment
    oncomment(data) { append(node, document.createComment(data), active); },
    ontext(text) {
      if (parsingCData) {
        append(node, document.createCDATASection(text), active);
      } else {
        append(node, document.createTextNode(text), active);
      }
    },

    // #cdata
    oncdatastart() { parsingCData = true; },
    oncdataend() { parsingCData = false; },

    // </tagName>
    onclosetag() {
      if (isHTML && node === ownerSVGElement)
        ownerSVGElement = null;
      node = node.parentNode;
    }
  }, {
    lowerCaseAttributeNames: false,
    decodeEntities: true,
    xmlMode: !isHTML
  });

  content.write(markupLanguage);
  content.end();

  notParsing = true;

  return document;
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/register-html-class.js
const htmlClasses = new Map;

const registerHTMLClass = (names, Class) => {
  for (const name of [].concat(names)) {
    htmlClasses.set(name, Class);
    htmlClasses.set(name.toUpperCase(), Class);
  }
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/jsdon.js






const loopSegment = ({[NEXT]: next, [END]: end}, json) => {
  while (next !== end) {
    switch (next.nodeType) {
      case ATTRIBUTE_NODE:
        attrAsJSON(next, json);
        break;
      case TEXT_NODE:
      case COMMENT_NODE:
      case CDATA_SECTION_NODE:
        characterDataAsJSON(next, json);
        break;
      case ELEMENT_NODE:
        elementAsJSON(next, json);
        next = getEnd(next);
        break;
      case DOCUMENT_TYPE_NODE:
        documentTypeAsJSON(next, json);
        break;
    }
    next = next[NEXT];
  }
  const last = json.length - 1;
  const value = json[last];
  if (typeof value === 'number' && value < 0)
    json[last] += NODE_END;
  else
    json.push(NODE_END);
};

const attrAsJSON = (attr, json) => {
  json.push(ATTRIBUTE_NODE, attr.name);
  const value = attr[VALUE].trim();
  if (value)
    json.push(value);
};

const characterDataAsJSON = (node, json) => {
  const value = node[VALUE];
  if (value.trim())
    json.push(node.nodeType, value);
};

const nonElementAsJSON = (node, json) => {
  json.push(node.nodeType);
  loopSegment(node, json);
};

const documentTypeAsJSON = ({name, publicId, systemId}, json) => {
  json.push(DOCUMENT_TYPE_NODE, name);
  if (publicId)
    json.push(publicId);
  if (systemId)
    json.push(systemId);
};

const elementAsJSON = (element, json) => {
  json.push(ELEMENT_NODE, element.localName);
  loopSegment(element, json);
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/mutation-observer.js


const createRecord =
  (type, target, element, addedNodes, removedNodes, attributeName, oldValue) =>
 ({
  type,
  target,
  addedNodes,
  removedNodes,
  attributeName,
  oldValue,
  previousSibling: element?.previousSibling || null,
  nextSibling: element?.nextSibling || null,
});

const queueAttribute = (
  observer, target, attributeName, attributeFilter, attributeOldValue, oldValue
) => {
  if ((!attributeFilter || attributeFilter.includes(attributeName))) {
    const {callback, records, scheduled} = observer;
    records.push(createRecord(
      'attributes', target, null,
      [], [],
      attributeName, attributeOldValue ? oldValue : void 0
    ));
    if (!scheduled) {
      observer.scheduled = true;
      Promise.resolve().then(() => {
        observer.scheduled = false;
        callback(records.splice(0), observer);
      });
    }
  }
};

const mutation_observer_attributeChangedCallback = (element, attributeName, oldValue) => {
  const {ownerDocument} = element;
  const {active, observers} = ownerDocument[MUTATION_OBSERVER];
  if (active) {
    for (const observer of observers) {
      for (const [
        target,
        {
          childList,
          subtree,
          attributes,
          attributeFilter,
          attributeOldValue
        }
      ] of observer.nodes) {
        if (childList) {
          if (
            (subtree && (target === ownerDocument || target.contains(element))) ||
            (!subtree && target.children.includes(element))
          ) {
            queueAttribute(
              observer, element,
              attributeName, attributeFilter, attributeOldValue, oldValue
            );
            break;
          }
        }
        else if (
          attributes &&
          target === element
        ) {
          queueAttribute(
            observer, element,
            attributeName, attributeFilter, attributeOldValue, oldValue
          );
          break;
        }
      }
    }
  }
};

const moCallback = (element, parentNode) => {
  const {ownerDocument} = element;
  const {active, observers} = ownerDocument[MUTATION_OBSERVER];
  if (active) {
    for (const observer of observers) {
      for (const [target, {subtree, childList, characterData}] of observer.nodes) {
        if (childList) {
          if (
            (parentNode && (target === parentNode || /* c8 ignore next */(subtree && target.contains(parentNode)))) ||
            (!parentNode && ((subtree && (target === ownerDocument || /* c8 ignore next */target.contains(element))) ||
                            (!subtree && target[characterData ? 'childNodes' : 'children'].includes(element))))
          ) {
            const {callback, records, scheduled} = observer;
            records.push(createRecord(
              'childList', target, element,
              parentNode ? [] : [element], parentNode ? [element] : []
            ));
            if (!scheduled) {
              observer.scheduled = true;
              Promise.resolve().then(() => {
                observer.scheduled = false;
                callback(records.splice(0), observer);
              });
            }
            break;
          }
        }
      }
    }
  }
};

class MutationObserverClass {
  constructor(ownerDocument) {
    const observers = new Set;
    this.observers = observers;
    this.active = false;

    /**
     * @implements globalThis.MutationObserver
     */
    this.class = class MutationObserver {

      constructor(callback) {
        /**
         * @private
         */
        this.callback = callback;

        /**
         * @private
         */
        this.nodes = new Map;

        /**
         * @private
         */
        this.records = [];

        /**
         * @private
         */
        this.scheduled = false;
      }

      disconnect() {
        this.records.splice(0);
        this.nodes.clear();
        observers.delete(this);
        ownerDocument[MUTATION_OBSERVER].active = !!observers.size;
      }

      /**
       * @param {Element} target
       * @param {MutationObserverInit} options
       */
      observe(target, options = {
        subtree: false,
        childList: false,
        attributes: false,
        attributeFilter: null,
        attributeOldValue: false,
        characterData: false,
        // TODO: not implemented yet
        // characterDataOldValue: false
      }) {
        if (('attributeOldValue' in options) || ('attributeFilter' in options))
          options.attributes = true;
        // if ('characterDataOldValue' in options)
        //   options.characterData = true;
        options.childList = !!options.childList;
        options.subtree = !!options.subtree;
        this.nodes.set(target, options);
        observers.add(this);
        ownerDocument[MUTATION_OBSERVER].active = true;
      }

      /**
       * @returns {MutationRecord[]}
       */
      takeRecords() { return this.records.splice(0); }
    }
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/attributes.js







const emptyAttributes = new Set([
  'allowfullscreen',
  'allowpaymentrequest',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'class',
  'contenteditable',
  'controls',
  'default',
  'defer',
  'disabled',
  'draggable',
  'formnovalidate',
  'hidden',
  'id',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
  'style',
  'truespeed'
]);

const setAttribute = (element, attribute) => {
  const {[VALUE]: value, name} = attribute;
  attribute.ownerElement = element;
  knownSiblings(element, attribute, element[NEXT]);
  if (name === 'class')
    element.className = value;
  mutation_observer_attributeChangedCallback(element, name, null);
  attributeChangedCallback(element, name, null, value);
};

const removeAttribute = (element, attribute) => {
  const {[VALUE]: value, name} = attribute;
  knownAdjacent(attribute[PREV], attribute[NEXT]);
  attribute.ownerElement = attribute[PREV] = attribute[NEXT] = null;
  if (name === 'class')
    element[CLASS_LIST] = null;
  mutation_observer_attributeChangedCallback(element, name, value);
  attributeChangedCallback(element, name, value, null);
};

const booleanAttribute = {
  get(element, name) {
    return element.hasAttribute(name);
  },
  set(element, name, value) {
    if (value)
      element.setAttribute(name, '');
    else
      element.removeAttribute(name);
  }
};

const numericAttribute = {
  get(element, name) {
    return parseFloat(element.getAttribute(name) || 0);
  },
  set(element, name, value) {
    element.setAttribute(name, value);
  }
};

const stringAttribute = {
  get(element, name) {
    return element.getAttribute(name) || '';
  },
  set(element, name, value) {
    element.setAttribute(name, value);
  }
};

/* oddly enough, this apparently is not a thing
export const nullableAttribute = {
  get(element, name) {
    return element.getAttribute(name);
  },
  set(element, name, value) {
    if (value === null)
      element.removeAttribute(name);
    else
      element.setAttribute(name, value);
  }
};
*/

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/event-target.js
// https://dom.spec.whatwg.org/#interface-eventtarget

const wm = new WeakMap();

function dispatch(event, listener) {
  if (typeof listener === 'function')
    listener.call(event.target, event);
  else
    listener.handleEvent(event);
  return event._stopImmediatePropagationFlag;
}

function invokeListeners({currentTarget, target}) {
  const map = wm.get(currentTarget);
  if (map && map.has(this.type)) {
    const listeners = map.get(this.type);
    if (currentTarget === target) {
      this.eventPhase = this.AT_TARGET;
    } else {
      this.eventPhase = this.BUBBLING_PHASE;
    }

    this.currentTarget = currentTarget;
    this.target = target;
    for (const [listener, options] of listeners) {
      if (options && options.once)
        listeners.delete(listener);
      if (dispatch(this, listener))
        break;
    }
    delete this.currentTarget;
    delete this.target;
    return this.cancelBubble;
  }
}


/**
 * @implements globalThis.EventTarget
 */
class DOMEventTarget {

  constructor() {
    wm.set(this, new Map);
  }

  /**
   * @protected
   */
  _getParent() {
    return null;
  }

  addEventListener(type, listener, options) {
    const map = wm.get(this);
    if (!map.has(type)) 
      map.set(type, new Map);
    map.get(type).set(listener, options);
  }

  removeEventListener(type, listener) {
    const map = wm.get(this);
    if (map.has(type)) {
      const listeners = map.get(type);
      if (listeners.delete(listener) && !listeners.size)
        map.delete(type);
    }
  }

  dispatchEvent(event) {
    let node = this;
    event.eventPhase = event.CAPTURING_PHASE;

    // intentionally simplified, specs imply way more code: https://dom.spec.whatwg.org/#event-path
    while (node) {
      if (node.dispatchEvent)
        event._path.push({currentTarget: node, target: this});
      node = event.bubbles && node._getParent && node._getParent();
    }
    event._path.some(invokeListeners, event);
    event._path = [];
    event.eventPhase = event.NONE;
    return !event.defaultPrevented;
  }

}



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/node-list.js
// https://dom.spec.whatwg.org/#interface-nodelist

/**
 * @implements globalThis.NodeList
 */
class NodeList extends Array {
  item(i) { return i < this.length ? this[i] : null; }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/node.js
// https://dom.spec.whatwg.org/#node









const getParentNodeCount = ({parentNode}) => {
  let count = 0;
  while (parentNode) {
    count++;
    parentNode = parentNode.parentNode;
  }
  return count;
};

/**
 * @implements globalThis.Node
 */
class node_Node extends DOMEventTarget {

  static get ELEMENT_NODE() { return ELEMENT_NODE; }
  static get ATTRIBUTE_NODE() { return ATTRIBUTE_NODE; }
  static get TEXT_NODE() { return TEXT_NODE; }
  static get CDATA_SECTION_NODE() { return CDATA_SECTION_NODE; }
  static get COMMENT_NODE() { return COMMENT_NODE; }
  static get DOCUMENT_NODE() { return DOCUMENT_NODE; }
  static get DOCUMENT_FRAGMENT_NODE() { return DOCUMENT_FRAGMENT_NODE; }
  static get DOCUMENT_TYPE_NODE() { return DOCUMENT_TYPE_NODE; }

  constructor(ownerDocument, localName, nodeType) {
    super();
    this.ownerDocument = ownerDocument;
    this.localName = localName;
    this.nodeType = nodeType;
    this.parentNode = null;
    this[NEXT] = null;
    this[PREV] = null;
  }

  get ELEMENT_NODE() { return ELEMENT_NODE; }
  get ATTRIBUTE_NODE() { return ATTRIBUTE_NODE; }
  get TEXT_NODE() { return TEXT_NODE; }
  get CDATA_SECTION_NODE() { return CDATA_SECTION_NODE; }
  get COMMENT_NODE() { return COMMENT_NODE; }
  get DOCUMENT_NODE() { return DOCUMENT_NODE; }
  get DOCUMENT_FRAGMENT_NODE() { return DOCUMENT_FRAGMENT_NODE; }
  get DOCUMENT_TYPE_NODE() { return DOCUMENT_TYPE_NODE; }

  get baseURI() {
    const ownerDocument = this.nodeType === DOCUMENT_NODE ?
                            this : this.ownerDocument;
    if (ownerDocument) {
      const base = ownerDocument.querySelector('base');
      if (base)
        return base.getAttribute('href');

      const {location} = ownerDocument.defaultView;
      if (location)
        return location.href;
    }

    return null;
  }

  /* c8 ignore start */
  // mixin: node
  get isConnected() { return false; }
  get nodeName() { return this.localName; }
  get parentElement() { return null; }
  get previousSibling() { return null; }
  get previousElementSibling() { return null; }
  get nextSibling() { return null; }
  get nextElementSibling() { return null; }
  get childNodes() { return new NodeList; }
  get firstChild() { return null; }
  get lastChild() { return null; }

  // default values
  get nodeValue() { return null; }
  set nodeValue(value) {}
  get textContent() { return null; }
  set textContent(value) {}
  normalize() {}
  cloneNode() { return null; }
  contains() { return false; }
  /**
   * Inserts a node before a reference node as a child of this parent node.
   * @param {Node} newNode The node to be inserted.
   * @param {Node} referenceNode The node before which newNode is inserted. If this is null, then newNode is inserted at the end of node's child nodes.
   * @returns The added child
   */
  // eslint-disable-next-line no-unused-vars
  insertBefore(newNode, referenceNode) { return newNode }
  /**
   * Adds a node to the end of the list of children of this node.
   * @param {Node} child The node to append to the given parent node.
   * @returns The appended child.
   */
  appendChild(child) { return child }
  /**
   * Replaces a child node within this node
   * @param {Node} newChild The new node to replace oldChild.
   * @param {Node} oldChild The child to be replaced.
   * @returns The replaced Node. This is the same node as oldChild.
   */
  replaceChild(newChild, oldChild) { return oldChild }
  /**
   * Removes a child node from the DOM.
   * @param {Node} child A Node that is the child node to be removed from the DOM.
   * @returns The removed node.
   */
  removeChild(child) { return child }
  toString() { return ''; }
  /* c8 ignore stop */

  hasChildNodes() { return !!this.lastChild; }
  isSameNode(node) { return this === node; }

  // TODO: attributes?
  compareDocumentPosition(target) {
    let result = 0;
    if (this !== target) {
      let self = getParentNodeCount(this);
      let other = getParentNodeCount(target);
      if (self < other) {
        result += DOCUMENT_POSITION_FOLLOWING;
        if (this.contains(target))
          result += DOCUMENT_POSITION_CONTAINED_BY;
      }
      else if (other < self) {
        result += DOCUMENT_POSITION_PRECEDING;
        if (target.contains(this))
          result += DOCUMENT_POSITION_CONTAINS;
      }
      else if (self && other) {
        const {childNodes} = this.parentNode;
        if (childNodes.indexOf(this) < childNodes.indexOf(target))
          result += DOCUMENT_POSITION_FOLLOWING;
        else
          result += DOCUMENT_POSITION_PRECEDING;
      }
      if (!self || !other) {
        result += DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC;
        result += DOCUMENT_POSITION_DISCONNECTED;
      }
    }
    return result;
  }

  isEqualNode(node) {
    if (this === node)
      return true;
    if (this.nodeType === node.nodeType) {
      switch (this.nodeType) {
        case DOCUMENT_NODE:
        case DOCUMENT_FRAGMENT_NODE: {
          const aNodes = this.childNodes;
          const bNodes = node.childNodes;
          return aNodes.length === bNodes.length && aNodes.every((node, i) => node.isEqualNode(bNodes[i]));
        }
      }
      return this.toString() === node.toString();
    }
    return false;
  }

  /**
   * @protected
   */
  _getParent() {
    return this.parentNode;
  }

  /**
   * Calling it on an element inside a standard web page will return an HTMLDocument object representing the entire page (or <iframe>).
   * Calling it on an element inside a shadow DOM will return the associated ShadowRoot.
   * @return {ShadowRoot | HTMLDocument}
   */
  getRootNode() {
    let root = this;
    while (root.parentNode)
      root = root.parentNode;
    return root;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/text-escaper.js
const {replace} = '';

// escape
const ca = /[<>&\xA0]/g;

const esca = {
  '\xA0': '&#160;',
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;'
};

const pe = m => esca[m];

/**
 * Safely escape HTML entities such as `&`, `<`, `>` only.
 * @param {string} es the input to safely escape
 * @returns {string} the escaped input, and it **throws** an error if
 *  the input type is unexpected, except for boolean and numbers,
 *  converted as string.
 */
const text_escaper_escape = es => replace.call(es, ca, pe);

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/attr.js












const QUOTE = /"/g;

/**
 * @implements globalThis.Attr
 */
class Attr extends node_Node {
  constructor(ownerDocument, name, value = '') {
    super(ownerDocument, name, ATTRIBUTE_NODE);
    this.ownerElement = null;
    this.name = $String(name);
    this[VALUE] = $String(value);
    this[CHANGED] = false;
  }

  get value() { return this[VALUE]; }
  set value(newValue) {
    const {[VALUE]: oldValue, name, ownerElement} = this;
    this[VALUE] = $String(newValue);
    this[CHANGED] = true;
    if (ownerElement) {
      mutation_observer_attributeChangedCallback(ownerElement, name, oldValue);
      attributeChangedCallback(ownerElement, name, oldValue, this[VALUE]);
    }
  }

  cloneNode() {
    const {ownerDocument, name, [VALUE]: value} = this;
    return new Attr(ownerDocument, name, value);
  }

  toString() {
    const {name, [VALUE]: value} = this;
    if (emptyAttributes.has(name) && !value) {
      return ignoreCase(this) ? name : `${name}=""`;
    }
    const escapedValue = (ignoreCase(this) ? value : text_escaper_escape(value)).replace(QUOTE, '&quot;');
    return `${name}="${escapedValue}"`;
  }

  toJSON() {
    const json = [];
    attrAsJSON(this, json);
    return json;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/node.js





const isConnected = ({ownerDocument, parentNode}) => {
  while (parentNode) {
    if (parentNode === ownerDocument)
      return true;
    parentNode = parentNode.parentNode || parentNode.host;
  }
  return false;
};

const parentElement = ({parentNode}) => {
  if (parentNode) {
    switch (parentNode.nodeType) {
      case DOCUMENT_NODE:
      case DOCUMENT_FRAGMENT_NODE:
        return null;
    }
  }
  return parentNode;
};

const previousSibling = ({[PREV]: prev}) => {
  switch (prev ? prev.nodeType : 0) {
    case NODE_END:
      return prev[START];
    case TEXT_NODE:
    case COMMENT_NODE:
    case CDATA_SECTION_NODE:
      return prev;
  }
  return null;
};

const nextSibling = node => {
  const next = getEnd(node)[NEXT];
  return next && (next.nodeType === NODE_END ? null : next);
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/mixin/non-document-type-child-node.js
// https://dom.spec.whatwg.org/#nondocumenttypechildnode
// CharacterData, Element





const non_document_type_child_node_nextElementSibling = node => {
  let next = nextSibling(node);
  while (next && next.nodeType !== ELEMENT_NODE)
    next = nextSibling(next);
  return next;
};

const previousElementSibling = node => {
  let prev = previousSibling(node);
  while (prev && prev.nodeType !== ELEMENT_NODE)
    prev = previousSibling(prev);
  return prev;
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/mixin/child-node.js
// https://dom.spec.whatwg.org/#childnode
// CharacterData, DocumentType, Element









const asFragment = (ownerDocument, nodes) => {
  const fragment = ownerDocument.createDocumentFragment();
  fragment.append(...nodes);
  return fragment;
};

const before = (node, nodes) => {
  const {ownerDocument, parentNode} = node;
  if (parentNode)
    parentNode.insertBefore(
      asFragment(ownerDocument, nodes),
      node
    );
};

const after = (node, nodes) => {
  const {ownerDocument, parentNode} = node;
  if (parentNode)
    parentNode.insertBefore(
      asFragment(ownerDocument, nodes),
      getEnd(node)[NEXT]
    );
};

const replaceWith = (node, nodes) => {
  const {ownerDocument, parentNode} = node;
  if (parentNode) {
    if (nodes.includes(node))
      replaceWith(node, [node = node.cloneNode()]);
    parentNode.insertBefore(
      asFragment(ownerDocument, nodes),
      node
    );
    node.remove();
  }
};

const remove = (prev, current, next) => {
  const {parentNode, nodeType} = current;
  if (prev || next) {
    setAdjacent(prev, next);
    current[PREV] = null;
    getEnd(current)[NEXT] = null;
  }
  if (parentNode) {
    current.parentNode = null;
    moCallback(current, parentNode);
    if (nodeType === ELEMENT_NODE)
      disconnectedCallback(current);
  }
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/character-data.js
// https://dom.spec.whatwg.org/#interface-characterdata












/**
 * @implements globalThis.CharacterData
 */
class CharacterData extends node_Node {

  constructor(ownerDocument, localName, nodeType, data) {
    super(ownerDocument, localName, nodeType);
    this[VALUE] = $String(data);
  }

  // <Mixins>
  get isConnected() { return isConnected(this); }
  get parentElement() { return parentElement(this); }
  get previousSibling() { return previousSibling(this); }
  get nextSibling() { return nextSibling(this); }

  get previousElementSibling() { return previousElementSibling(this); }
  get nextElementSibling() { return non_document_type_child_node_nextElementSibling(this); }

  before(...nodes) { before(this, nodes); }
  after(...nodes) { after(this, nodes); }
  replaceWith(...nodes) { replaceWith(this, nodes); }
  remove() { remove(this[PREV], this, this[NEXT]); }
  // </Mixins>

  // CharacterData only
  /* c8 ignore start */
  get data() { return this[VALUE]; }
  set data(value) {
    this[VALUE] = $String(value);
    moCallback(this, this.parentNode);
  }

  get nodeValue() { return this.data; }
  set nodeValue(value) { this.data = value; }

  get textContent() { return this.data; }
  set textContent(value) { this.data = value; }

  get length() { return this.data.length; }

  substringData(offset, count) {
    return this.data.substr(offset, count);
  }

  appendData(data) {
    this.data += data;
  }

  insertData(offset, data) {
    const {data: t} = this;
    this.data = t.slice(0, offset) + data + t.slice(offset);
  }

  deleteData(offset, count) {
    const {data: t} = this;
    this.data = t.slice(0, offset) + t.slice(offset + count);
  }

  replaceData(offset, count, data) {
    const {data: t} = this;
    this.data = t.slice(0, offset) + data + t.slice(offset + count);
  }
  /* c8 ignore stop */

  toJSON() {
    const json = [];
    characterDataAsJSON(this, json);
    return json;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/cdata-section.js





/**
 * @implements globalThis.CDATASection
 */
class CDATASection extends CharacterData {
  constructor(ownerDocument, data = '') {
    super(ownerDocument, '#cdatasection', CDATA_SECTION_NODE, data);
  }

  cloneNode() {
    const {ownerDocument, [VALUE]: data} = this;
    return new CDATASection(ownerDocument, data);
  }

  toString() { return `<![CDATA[${this[VALUE]}]]>`; }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/comment.js





/**
 * @implements globalThis.Comment
 */
class comment_Comment extends CharacterData {
  constructor(ownerDocument, data = '') {
    super(ownerDocument, '#comment', COMMENT_NODE, data);
  }

  cloneNode() {
    const {ownerDocument, [VALUE]: data} = this;
    return new comment_Comment(ownerDocument, data);
  }

  toString() { return `<!--${this[VALUE]}-->`; }
}

;// CONCATENATED MODULE: ./node_modules/boolbase/dist/index.js
function trueFunc() {
    return true;
}
function falseFunc() {
    return false;
}

;// CONCATENATED MODULE: ./node_modules/css-what/dist/types.js
/** Discriminants for selector token kinds. */
var SelectorType;
(function (SelectorType) {
    SelectorType["Attribute"] = "attribute";
    SelectorType["Pseudo"] = "pseudo";
    SelectorType["PseudoElement"] = "pseudo-element";
    SelectorType["Tag"] = "tag";
    SelectorType["Universal"] = "universal";
    // Traversals
    SelectorType["Adjacent"] = "adjacent";
    SelectorType["Child"] = "child";
    SelectorType["Descendant"] = "descendant";
    SelectorType["Parent"] = "parent";
    SelectorType["Sibling"] = "sibling";
    SelectorType["ColumnCombinator"] = "column-combinator";
})(SelectorType || (SelectorType = {}));
/**
 * Modes for ignore case.
 *
 * This could be updated to an enum, and the object is
 * the current stand-in that will allow code to be updated
 * without big changes.
 */
const IgnoreCaseMode = {
    Unknown: null,
    QuirksMode: "quirks",
    IgnoreCase: true,
    CaseSensitive: false,
};
/** Operators available for attribute selectors. */
var AttributeAction;
(function (AttributeAction) {
    AttributeAction["Any"] = "any";
    AttributeAction["Element"] = "element";
    AttributeAction["End"] = "end";
    AttributeAction["Equals"] = "equals";
    AttributeAction["Exists"] = "exists";
    AttributeAction["Hyphen"] = "hyphen";
    AttributeAction["Not"] = "not";
    AttributeAction["Start"] = "start";
})(AttributeAction || (AttributeAction = {}));

;// CONCATENATED MODULE: ./node_modules/css-what/dist/parse.js

const reName = /^[^#\\]?(?:\\(?:[\da-f]{1,6}\s?|.)|[\w\u00B0-\uFFFF-])+/;
const reEscape = /\\([\da-f]{1,6}\s?|(\s)|.)/gi;
var CharCode;
(function (CharCode) {
    CharCode[CharCode["LeftParenthesis"] = 40] = "LeftParenthesis";
    CharCode[CharCode["RightParenthesis"] = 41] = "RightParenthesis";
    CharCode[CharCode["LeftSquareBracket"] = 91] = "LeftSquareBracket";
    CharCode[CharCode["RightSquareBracket"] = 93] = "RightSquareBracket";
    CharCode[CharCode["Comma"] = 44] = "Comma";
    CharCode[CharCode["Period"] = 46] = "Period";
    CharCode[CharCode["Colon"] = 58] = "Colon";
    CharCode[CharCode["SingleQuote"] = 39] = "SingleQuote";
    CharCode[CharCode["DoubleQuote"] = 34] = "DoubleQuote";
    CharCode[CharCode["Plus"] = 43] = "Plus";
    CharCode[CharCode["Tilde"] = 126] = "Tilde";
    CharCode[CharCode["QuestionMark"] = 63] = "QuestionMark";
    CharCode[CharCode["ExclamationMark"] = 33] = "ExclamationMark";
    CharCode[CharCode["Slash"] = 47] = "Slash";
    CharCode[CharCode["Equal"] = 61] = "Equal";
    CharCode[CharCode["Dollar"] = 36] = "Dollar";
    CharCode[CharCode["Pipe"] = 124] = "Pipe";
    CharCode[CharCode["Circumflex"] = 94] = "Circumflex";
    CharCode[CharCode["Asterisk"] = 42] = "Asterisk";
    CharCode[CharCode["GreaterThan"] = 62] = "GreaterThan";
    CharCode[CharCode["LessThan"] = 60] = "LessThan";
    CharCode[CharCode["Hash"] = 35] = "Hash";
    CharCode[CharCode["LowerI"] = 105] = "LowerI";
    CharCode[CharCode["LowerS"] = 115] = "LowerS";
    CharCode[CharCode["BackSlash"] = 92] = "BackSlash";
    // Whitespace
    CharCode[CharCode["Space"] = 32] = "Space";
    CharCode[CharCode["Tab"] = 9] = "Tab";
    CharCode[CharCode["NewLine"] = 10] = "NewLine";
    CharCode[CharCode["FormFeed"] = 12] = "FormFeed";
    CharCode[CharCode["CarriageReturn"] = 13] = "CarriageReturn";
})(CharCode || (CharCode = {}));
const actionTypes = new Map([
    [CharCode.Tilde, AttributeAction.Element],
    [CharCode.Circumflex, AttributeAction.Start],
    [CharCode.Dollar, AttributeAction.End],
    [CharCode.Asterisk, AttributeAction.Any],
    [CharCode.ExclamationMark, AttributeAction.Not],
    [CharCode.Pipe, AttributeAction.Hyphen],
]);
// Pseudos, whose data property is parsed as well.
const unpackPseudos = new Set([
    "has",
    "not",
    "matches",
    "is",
    "where",
    "host",
    "host-context",
]);
/**
 * Pseudo elements defined in CSS Level 1 and CSS Level 2 can be written with
 * a single colon; eg. :before will turn into ::before.
 * @see {@link https://www.w3.org/TR/2018/WD-selectors-4-20181121/#pseudo-element-syntax}
 */
const pseudosToPseudoElements = new Set([
    "before",
    "after",
    "first-line",
    "first-letter",
]);
/**
 * Checks whether a specific selector is a traversal.
 * This is useful eg. in swapping the order of elements that
 * are not traversals.
 * @param selector Selector to check.
 */
function isTraversal(selector) {
    switch (selector.type) {
        case SelectorType.Adjacent:
        case SelectorType.Child:
        case SelectorType.Descendant:
        case SelectorType.Parent:
        case SelectorType.Sibling:
        case SelectorType.ColumnCombinator: {
            return true;
        }
        case SelectorType.Attribute:
        case SelectorType.Pseudo:
        case SelectorType.PseudoElement:
        case SelectorType.Tag:
        case SelectorType.Universal: {
            return false;
        }
    }
}
const stripQuotesFromPseudos = new Set(["contains", "icontains"]);
// Unescape function taken from https://github.com/jquery/sizzle/blob/master/src/sizzle.js#L152
function funescape(_, escaped, escapedWhitespace) {
    const high = Number.parseInt(escaped, 16) - 0x1_00_00;
    // NaN means non-codepoint
    return Number.isNaN(high) || escapedWhitespace
        ? escaped
        : high < 0
            ? // BMP codepoint
                String.fromCharCode(high + 0x1_00_00)
            : // Supplemental Plane codepoint (surrogate pair)
                String.fromCharCode((high >> 10) | 0xd8_00, (high & 0x3_ff) | 0xdc_00);
}
function unescapeCSS(cssString) {
    return cssString.replace(reEscape, funescape);
}
function isQuote(c) {
    return c === CharCode.SingleQuote || c === CharCode.DoubleQuote;
}
function parse_isWhitespace(c) {
    return (c === CharCode.Space ||
        c === CharCode.Tab ||
        c === CharCode.NewLine ||
        c === CharCode.FormFeed ||
        c === CharCode.CarriageReturn);
}
/**
 * Parses `selector`.
 * @param selector Selector to parse.
 * @returns Returns a two-dimensional array.
 * The first dimension represents selectors separated by commas (eg. `sub1, sub2`),
 * the second contains the relevant tokens for that selector.
 */
function parse_parse(selector) {
    const subselects = [];
    const endIndex = parseSelector(subselects, `${selector}`, 0);
    if (endIndex < selector.length) {
        throw new Error(`Unmatched selector: ${selector.slice(endIndex)}`);
    }
    return subselects;
}
function parseSelector(subselects, selector, selectorIndex) {
    let tokens = [];
    function getName(offset) {
        const match = selector.slice(selectorIndex + offset).match(reName);
        if (!match) {
            throw new Error(`Expected name, found ${selector.slice(selectorIndex)}`);
        }
        const [name] = match;
        selectorIndex += offset + name.length;
        return unescapeCSS(name);
    }
    function stripWhitespace(offset) {
        selectorIndex += offset;
        while (selectorIndex < selector.length &&
            parse_isWhitespace(selector.charCodeAt(selectorIndex))) {
            selectorIndex++;
        }
    }
    function readValueWithParenthesis() {
        selectorIndex += 1;
        const start = selectorIndex;
        for (let counter = 1; selectorIndex < selector.length; selectorIndex++) {
            switch (selector.charCodeAt(selectorIndex)) {
                case CharCode.BackSlash: {
                    // Skip next character
                    selectorIndex += 1;
                    break;
                }
                case CharCode.LeftParenthesis: {
                    counter += 1;
                    break;
                }
                case CharCode.RightParenthesis: {
                    counter -= 1;
                    if (counter === 0) {
                        return unescapeCSS(selector.slice(start, selectorIndex++));
                    }
                    break;
                }
            }
        }
        throw new Error("Parenthesis not matched");
    }
    function ensureNotTraversal() {
        if (tokens.length > 0 && isTraversal(tokens[tokens.length - 1])) {
            throw new Error("Did not expect successive traversals.");
        }
    }
    function addTraversal(type) {
        if (tokens.length > 0 &&
            tokens[tokens.length - 1].type === SelectorType.Descendant) {
            tokens[tokens.length - 1].type = type;
            return;
        }
        ensureNotTraversal();
        tokens.push({ type });
    }
    function addSpecialAttribute(name, action) {
        tokens.push({
            type: SelectorType.Attribute,
            name,
            action,
            value: getName(1),
            namespace: null,
            ignoreCase: "quirks",
        });
    }
    /**
     * We have finished parsing the current part of the selector.
     *
     * Remove descendant tokens at the end if they exist,
     * and return the last index, so that parsing can be
     * picked up from here.
     */
    function finalizeSubselector() {
        if (tokens.length > 0 &&
            tokens[tokens.length - 1].type === SelectorType.Descendant) {
            tokens.pop();
        }
        if (tokens.length === 0) {
            throw new Error("Empty sub-selector");
        }
        subselects.push(tokens);
    }
    stripWhitespace(0);
    if (selector.length === selectorIndex) {
        return selectorIndex;
    }
    loop: while (selectorIndex < selector.length) {
        const firstChar = selector.charCodeAt(selectorIndex);
        switch (firstChar) {
            // Whitespace
            case CharCode.Space:
            case CharCode.Tab:
            case CharCode.NewLine:
            case CharCode.FormFeed:
            case CharCode.CarriageReturn: {
                if (tokens.length === 0 ||
                    tokens[0].type !== SelectorType.Descendant) {
                    ensureNotTraversal();
                    tokens.push({ type: SelectorType.Descendant });
                }
                stripWhitespace(1);
                break;
            }
            // Traversals
            case CharCode.GreaterThan: {
                addTraversal(SelectorType.Child);
                stripWhitespace(1);
                break;
            }
            case CharCode.LessThan: {
                addTraversal(SelectorType.Parent);
                stripWhitespace(1);
                break;
            }
            case CharCode.Tilde: {
                addTraversal(SelectorType.Sibling);
                stripWhitespace(1);
                break;
            }
            case CharCode.Plus: {
                addTraversal(SelectorType.Adjacent);
                stripWhitespace(1);
                break;
            }
            // Special attribute selectors: .class, #id
            case CharCode.Period: {
                addSpecialAttribute("class", AttributeAction.Element);
                break;
            }
            case CharCode.Hash: {
                addSpecialAttribute("id", AttributeAction.Equals);
                break;
            }
            case CharCode.LeftSquareBracket: {
                stripWhitespace(1);
                // Determine attribute name and namespace
                let name;
                let namespace = null;
                if (selector.charCodeAt(selectorIndex) === CharCode.Pipe) {
                    // Equivalent to no namespace
                    name = getName(1);
                }
                else if (selector.startsWith("*|", selectorIndex)) {
                    namespace = "*";
                    name = getName(2);
                }
                else {
                    name = getName(0);
                    if (selector.charCodeAt(selectorIndex) === CharCode.Pipe &&
                        selector.charCodeAt(selectorIndex + 1) !==
                            CharCode.Equal) {
                        namespace = name;
                        name = getName(1);
                    }
                }
                stripWhitespace(0);
                // Determine comparison operation
                let action = AttributeAction.Exists;
                const possibleAction = actionTypes.get(selector.charCodeAt(selectorIndex));
                if (possibleAction) {
                    action = possibleAction;
                    if (selector.charCodeAt(selectorIndex + 1) !==
                        CharCode.Equal) {
                        throw new Error("Expected `=`");
                    }
                    stripWhitespace(2);
                }
                else if (selector.charCodeAt(selectorIndex) === CharCode.Equal) {
                    action = AttributeAction.Equals;
                    stripWhitespace(1);
                }
                // Determine value
                let value = "";
                let ignoreCase = null;
                if (action !== "exists") {
                    if (isQuote(selector.charCodeAt(selectorIndex))) {
                        const quote = selector.charCodeAt(selectorIndex);
                        selectorIndex += 1;
                        const sectionStart = selectorIndex;
                        while (selectorIndex < selector.length &&
                            selector.charCodeAt(selectorIndex) !== quote) {
                            selectorIndex +=
                                // Skip next character if it is escaped
                                selector.charCodeAt(selectorIndex) ===
                                    CharCode.BackSlash
                                    ? 2
                                    : 1;
                        }
                        if (selector.charCodeAt(selectorIndex) !== quote) {
                            throw new Error("Attribute value didn't end");
                        }
                        value = unescapeCSS(selector.slice(sectionStart, selectorIndex));
                        selectorIndex += 1;
                    }
                    else {
                        const valueStart = selectorIndex;
                        while (selectorIndex < selector.length &&
                            !parse_isWhitespace(selector.charCodeAt(selectorIndex)) &&
                            selector.charCodeAt(selectorIndex) !==
                                CharCode.RightSquareBracket) {
                            selectorIndex +=
                                // Skip next character if it is escaped
                                selector.charCodeAt(selectorIndex) ===
                                    CharCode.BackSlash
                                    ? 2
                                    : 1;
                        }
                        value = unescapeCSS(selector.slice(valueStart, selectorIndex));
                    }
                    stripWhitespace(0);
                    // See if we have a force ignore flag
                    switch (selector.charCodeAt(selectorIndex) | 0x20) {
                        // If the forceIgnore flag is set (either `i` or `s`), use that value
                        case CharCode.LowerI: {
                            ignoreCase = true;
                            stripWhitespace(1);
                            break;
                        }
                        case CharCode.LowerS: {
                            ignoreCase = false;
                            stripWhitespace(1);
                            break;
                        }
                    }
                }
                if (selector.charCodeAt(selectorIndex) !==
                    CharCode.RightSquareBracket) {
                    throw new Error("Attribute selector didn't terminate");
                }
                selectorIndex += 1;
                const attributeSelector = {
                    type: SelectorType.Attribute,
                    name,
                    action,
                    value,
                    namespace,
                    ignoreCase,
                };
                tokens.push(attributeSelector);
                break;
            }
            case CharCode.Colon: {
                if (selector.charCodeAt(selectorIndex + 1) === CharCode.Colon) {
                    tokens.push({
                        type: SelectorType.PseudoElement,
                        name: getName(2).toLowerCase(),
                        data: selector.charCodeAt(selectorIndex) ===
                            CharCode.LeftParenthesis
                            ? readValueWithParenthesis()
                            : null,
                    });
                    break;
                }
                const name = getName(1).toLowerCase();
                if (pseudosToPseudoElements.has(name)) {
                    tokens.push({
                        type: SelectorType.PseudoElement,
                        name,
                        data: null,
                    });
                    break;
                }
                let data = null;
                if (selector.charCodeAt(selectorIndex) ===
                    CharCode.LeftParenthesis) {
                    if (unpackPseudos.has(name)) {
                        if (isQuote(selector.charCodeAt(selectorIndex + 1))) {
                            throw new Error(`Pseudo-selector ${name} cannot be quoted`);
                        }
                        data = [];
                        selectorIndex = parseSelector(data, selector, selectorIndex + 1);
                        if (selector.charCodeAt(selectorIndex) !==
                            CharCode.RightParenthesis) {
                            throw new Error(`Missing closing parenthesis in :${name} (${selector})`);
                        }
                        selectorIndex += 1;
                    }
                    else {
                        data = readValueWithParenthesis();
                        if (stripQuotesFromPseudos.has(name)) {
                            const quot = data.charCodeAt(0);
                            if (quot === data.charCodeAt(data.length - 1) &&
                                isQuote(quot)) {
                                data = data.slice(1, -1);
                            }
                        }
                        data = unescapeCSS(data);
                    }
                }
                tokens.push({ type: SelectorType.Pseudo, name, data });
                break;
            }
            case CharCode.Comma: {
                finalizeSubselector();
                tokens = [];
                stripWhitespace(1);
                break;
            }
            default: {
                if (selector.startsWith("/*", selectorIndex)) {
                    const endIndex = selector.indexOf("*/", selectorIndex + 2);
                    if (endIndex === -1) {
                        throw new Error("Comment was not terminated");
                    }
                    selectorIndex = endIndex + 2;
                    // Remove leading whitespace
                    if (tokens.length === 0) {
                        stripWhitespace(0);
                    }
                    break;
                }
                let namespace = null;
                let name;
                if (firstChar === CharCode.Asterisk) {
                    selectorIndex += 1;
                    name = "*";
                }
                else if (firstChar === CharCode.Pipe) {
                    name = "";
                    if (selector.charCodeAt(selectorIndex + 1) === CharCode.Pipe) {
                        addTraversal(SelectorType.ColumnCombinator);
                        stripWhitespace(2);
                        break;
                    }
                }
                else if (reName.test(selector.slice(selectorIndex))) {
                    name = getName(0);
                }
                else {
                    break loop;
                }
                if (selector.charCodeAt(selectorIndex) === CharCode.Pipe &&
                    selector.charCodeAt(selectorIndex + 1) !== CharCode.Pipe) {
                    namespace = name;
                    if (selector.charCodeAt(selectorIndex + 1) ===
                        CharCode.Asterisk) {
                        name = "*";
                        selectorIndex += 2;
                    }
                    else {
                        name = getName(1);
                    }
                }
                tokens.push(name === "*"
                    ? { type: SelectorType.Universal, namespace }
                    : { type: SelectorType.Tag, name, namespace });
            }
        }
    }
    finalizeSubselector();
    return selectorIndex;
}

;// CONCATENATED MODULE: ./node_modules/domelementtype/dist/index.js
/** Types of elements found in htmlparser2's DOM */
var dist_ElementType;
(function (ElementType) {
    /** Type for the root element of a document */
    ElementType["Root"] = "root";
    /** Type for Text */
    ElementType["Text"] = "text";
    /** Type for <? ... ?> */
    ElementType["Directive"] = "directive";
    /** Type for <!-- ... --> */
    ElementType["Comment"] = "comment";
    /** Type for <script> tags */
    ElementType["Script"] = "script";
    /** Type for <style> tags */
    ElementType["Style"] = "style";
    /** Type for Any tag */
    ElementType["Tag"] = "tag";
    /** Type for <![CDATA[ ... ]]> */
    ElementType["CDATA"] = "cdata";
    /** Type for <!doctype ...> */
    ElementType["Doctype"] = "doctype";
})(dist_ElementType || (dist_ElementType = {}));
/**
 * Tests whether an element is a tag or not.
 * @param element Element to test
 * @param element.type Node type discriminator to check.
 */
function dist_isTag(element) {
    return (element.type === dist_ElementType.Tag ||
        element.type === dist_ElementType.Script ||
        element.type === dist_ElementType.Style);
}
// Exports for backwards compatibility
/** Type for the root element of a document */
// eslint-disable-next-line prefer-destructuring
const dist_Root = dist_ElementType.Root;
/** Type for Text */
// eslint-disable-next-line prefer-destructuring
const dist_Text = dist_ElementType.Text;
/** Type for <? ... ?> */
// eslint-disable-next-line prefer-destructuring
const dist_Directive = dist_ElementType.Directive;
/** Type for <!-- ... --> */
// eslint-disable-next-line prefer-destructuring
const dist_Comment = dist_ElementType.Comment;
/** Type for <script> tags */
// eslint-disable-next-line prefer-destructuring
const dist_Script = dist_ElementType.Script;
/** Type for <style> tags */
// eslint-disable-next-line prefer-destructuring
const dist_Style = dist_ElementType.Style;
/** Type for Any tag */
// eslint-disable-next-line prefer-destructuring
const dist_Tag = dist_ElementType.Tag;
/** Type for <![CDATA[ ... ]]> */
// eslint-disable-next-line prefer-destructuring
const dist_CDATA = dist_ElementType.CDATA;
/** Type for <!doctype ...> */
// eslint-disable-next-line prefer-destructuring
const dist_Doctype = dist_ElementType.Doctype;

;// CONCATENATED MODULE: ./node_modules/domhandler/dist/node.js

/**
 * This object will be used as the prototype for Nodes when creating a
 * DOM-Level-1-compliant structure.
 */
class dist_node_Node {
    /** Parent of the node */
    parent = null;
    /** Previous sibling */
    prev = null;
    /** Next sibling */
    next = null;
    /** The start index of the node. Requires `withStartIndices` on the handler to be `true. */
    startIndex = null;
    /** The end index of the node. Requires `withEndIndices` on the handler to be `true. */
    endIndex = null;
    // Read-write aliases for properties
    /**
     * Same as {@link parent}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get parentNode() {
        return this.parent;
    }
    set parentNode(parent) {
        this.parent = parent;
    }
    /**
     * Same as {@link prev}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get previousSibling() {
        return this.prev;
    }
    set previousSibling(previous) {
        this.prev = previous;
    }
    /**
     * Same as {@link next}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get nextSibling() {
        return this.next;
    }
    set nextSibling(next) {
        this.next = next;
    }
    /**
     * Clone this node, and optionally its children.
     * @param recursive Clone child nodes as well.
     * @returns A clone of the node.
     */
    cloneNode(recursive = false) {
        return node_cloneNode(this, recursive);
    }
}
/**
 * A node that contains some data.
 */
class node_DataNode extends dist_node_Node {
    data;
    /**
     * @param data The content of the data node
     */
    constructor(data) {
        super();
        this.data = data;
    }
    /**
     * Same as {@link data}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get nodeValue() {
        return this.data;
    }
    set nodeValue(data) {
        this.data = data;
    }
}
/**
 * Text within the document.
 */
class dist_node_Text extends node_DataNode {
    type = dist_ElementType.Text;
    get nodeType() {
        return 3;
    }
}
/**
 * Comments within the document.
 */
class dist_node_Comment extends node_DataNode {
    type = dist_ElementType.Comment;
    get nodeType() {
        return 8;
    }
}
/**
 * Processing instructions, including doc types.
 */
class dist_node_ProcessingInstruction extends node_DataNode {
    type = dist_ElementType.Directive;
    name;
    constructor(name, data) {
        super(data);
        this.name = name;
    }
    get nodeType() {
        return 1;
    }
    /** If this is a doctype, the document type name (parse5 only). */
    "x-name";
    /** If this is a doctype, the document type public identifier (parse5 only). */
    "x-publicId";
    /** If this is a doctype, the document type system identifier (parse5 only). */
    "x-systemId";
}
/**
 * A node that can have children.
 */
class node_NodeWithChildren extends dist_node_Node {
    children;
    /**
     * @param children Children of the node. Only certain node types can have children.
     */
    constructor(children) {
        super();
        this.children = children;
    }
    // Aliases
    /** First child of the node. */
    get firstChild() {
        return this.children[0] ?? null;
    }
    /** Last child of the node. */
    get lastChild() {
        return this.children.length > 0
            ? this.children[this.children.length - 1]
            : null;
    }
    /**
     * Same as {@link children}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get childNodes() {
        return this.children;
    }
    set childNodes(children) {
        this.children = children;
    }
}
/**
 * CDATA nodes.
 */
class dist_node_CDATA extends node_NodeWithChildren {
    type = dist_ElementType.CDATA;
    get nodeType() {
        return 4;
    }
}
/**
 * The root node of the document.
 */
class dist_node_Document extends node_NodeWithChildren {
    type = dist_ElementType.Root;
    get nodeType() {
        return 9;
    }
}
/**
 * An element within the DOM.
 */
class dist_node_Element extends node_NodeWithChildren {
    name;
    attribs;
    type;
    /**
     * @param name Name of the tag, eg. `div`, `span`.
     * @param attribs Object mapping attribute names to attribute values.
     * @param children Children of the node.
     * @param type Node type used for the new node instance.
     */
    constructor(name, attribs, children = [], type = name === "script"
        ? dist_ElementType.Script
        : name === "style"
            ? dist_ElementType.Style
            : dist_ElementType.Tag) {
        super(children);
        this.name = name;
        this.attribs = attribs;
        this.type = type;
    }
    get nodeType() {
        return 1;
    }
    // DOM Level 1 aliases
    /**
     * Same as {@link name}.
     * [DOM spec](https://dom.spec.whatwg.org)-compatible alias.
     */
    get tagName() {
        return this.name;
    }
    set tagName(name) {
        this.name = name;
    }
    get attributes() {
        return Object.keys(this.attribs).map((name) => ({
            name,
            value: this.attribs[name],
            namespace: this["x-attribsNamespace"]?.[name],
            prefix: this["x-attribsPrefix"]?.[name],
        }));
    }
    /** Element namespace (parse5 only). */
    namespace;
    /** Element attribute namespaces (parse5 only). */
    "x-attribsNamespace";
    /** Element attribute namespace-related prefixes (parse5 only). */
    "x-attribsPrefix";
}
/**
 * Checks if `node` is an element node.
 * @param node Node to check.
 * @returns `true` if the node is an element node.
 */
function dist_node_isTag(node) {
    return dist_isTag(node);
}
/**
 * Checks if `node` is a CDATA node.
 * @param node Node to check.
 * @returns `true` if the node is a CDATA node.
 */
function dist_node_isCDATA(node) {
    return node.type === dist_ElementType.CDATA;
}
/**
 * Checks if `node` is a text node.
 * @param node Node to check.
 * @returns `true` if the node is a text node.
 */
function dist_node_isText(node) {
    return node.type === dist_ElementType.Text;
}
/**
 * Checks if `node` is a comment node.
 * @param node Node to check.
 * @returns `true` if the node is a comment node.
 */
function dist_node_isComment(node) {
    return node.type === dist_ElementType.Comment;
}
/**
 * Checks if `node` is a directive node.
 * @param node Node to check.
 * @returns `true` if the node is a directive node.
 */
function node_isDirective(node) {
    return node.type === dist_ElementType.Directive;
}
/**
 * Checks if `node` is a document node.
 * @param node Node to check.
 * @returns `true` if the node is a document node.
 */
function node_isDocument(node) {
    return node.type === dist_ElementType.Root;
}
/**
 * Checks if `node` has children.
 * @param node Node to check.
 * @returns `true` if the node has children.
 */
function dist_node_hasChildren(node) {
    return Object.hasOwn(node, "children");
}
/**
 * Clone a node, and optionally its children.
 * @param node Node to clone.
 * @param recursive Clone child nodes as well.
 * @returns A clone of the node.
 */
function node_cloneNode(node, recursive = false) {
    let result;
    if (dist_node_isText(node)) {
        result = new dist_node_Text(node.data);
    }
    else if (dist_node_isComment(node)) {
        result = new dist_node_Comment(node.data);
    }
    else if (dist_node_isTag(node)) {
        const children = recursive ? node_cloneChildren(node.children) : [];
        const clone = new dist_node_Element(node.name, { ...node.attribs }, children);
        for (const child of children) {
            child.parent = clone;
        }
        if (node.namespace != null) {
            clone.namespace = node.namespace;
        }
        if (node["x-attribsNamespace"]) {
            clone["x-attribsNamespace"] = { ...node["x-attribsNamespace"] };
        }
        if (node["x-attribsPrefix"]) {
            clone["x-attribsPrefix"] = { ...node["x-attribsPrefix"] };
        }
        result = clone;
    }
    else if (dist_node_isCDATA(node)) {
        const children = recursive ? node_cloneChildren(node.children) : [];
        const clone = new dist_node_CDATA(children);
        for (const child of children) {
            child.parent = clone;
        }
        result = clone;
    }
    else if (node_isDocument(node)) {
        const children = recursive ? node_cloneChildren(node.children) : [];
        const clone = new dist_node_Document(children);
        for (const child of children) {
            child.parent = clone;
        }
        if (node["x-mode"]) {
            clone["x-mode"] = node["x-mode"];
        }
        result = clone;
    }
    else if (node_isDirective(node)) {
        const instruction = new dist_node_ProcessingInstruction(node.name, node.data);
        if (node["x-name"] != null) {
            instruction["x-name"] = node["x-name"];
            instruction["x-publicId"] = node["x-publicId"];
            instruction["x-systemId"] = node["x-systemId"];
        }
        result = instruction;
    }
    else {
        throw new Error(`Not implemented yet: ${node.type}`);
    }
    result.startIndex = node.startIndex;
    result.endIndex = node.endIndex;
    if (node.sourceCodeLocation != null) {
        result.sourceCodeLocation = node.sourceCodeLocation;
    }
    return result;
}
/**
 * Clone a list of child nodes.
 * @param childs The child nodes to clone.
 * @returns A list of cloned child nodes.
 */
function node_cloneChildren(childs) {
    const children = childs.map((child) => node_cloneNode(child, true));
    for (let index = 1; index < children.length; index++) {
        children[index].prev = children[index - 1];
        children[index - 1].next = children[index];
    }
    return children;
}

;// CONCATENATED MODULE: ./node_modules/domutils/dist/querying.js

/**
 * Search a node and its children for nodes passing a test function. If `node` is not an array, it will be wrapped in one.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param node Node to search. Will be included in the result set if it matches.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes passing `test`.
 */
function dist_querying_filter(test, node, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return querying_find(test, Array.isArray(node) ? node : [node], recurse, limit);
}
/**
 * Search an array of nodes and their children for nodes passing a test function.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes passing `test`.
 */
function querying_find(test, nodes, recurse, limit) {
    const result = [];
    /** Stack of the arrays we are looking at. */
    const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (indexStack.length === 1) {
                return result;
            }
            // Otherwise, remove the current array from the stack.
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (test(element)) {
            result.push(element);
            if (--limit <= 0)
                return result;
        }
        if (recurse && dist_node_hasChildren(element) && element.children.length > 0) {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            indexStack.unshift(0);
            nodeStack.unshift(element.children);
        }
    }
}
/**
 * Finds one element in a tree that passes a test.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Node or array of nodes to search.
 * @param recurse Also consider child nodes.
 * @returns The first node that passes `test`.
 */
function dist_querying_findOne(test, nodes, recurse = true) {
    const searchedNodes = Array.isArray(nodes) ? nodes : [nodes];
    for (const node of searchedNodes) {
        if (dist_node_isTag(node) && test(node)) {
            return node;
        }
        if (recurse && dist_node_hasChildren(node) && node.children.length > 0) {
            const found = dist_querying_findOne(test, node.children, true);
            if (found)
                return found;
        }
    }
    return null;
}
/**
 * Checks if a tree of nodes contains at least one node passing a test.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns Whether a tree of nodes contains at least one node passing the test.
 */
function querying_existsOne(test, nodes) {
    return (Array.isArray(nodes) ? nodes : [nodes]).some((node) => (dist_node_isTag(node) && test(node)) ||
        (dist_node_hasChildren(node) && querying_existsOne(test, node.children)));
}
/**
 * Search an array of nodes and their children for elements passing a test function.
 *
 * Same as `find`, but limited to elements and with less options, leading to reduced complexity.
 *
 * @category Querying
 * @param test Function to test nodes on.
 * @param nodes Array of nodes to search.
 * @returns All nodes passing `test`.
 */
function querying_findAll(test, nodes) {
    const result = [];
    const nodeStack = [Array.isArray(nodes) ? nodes : [nodes]];
    const indexStack = [0];
    for (;;) {
        if (indexStack[0] >= nodeStack[0].length) {
            if (nodeStack.length === 1) {
                return result;
            }
            // Otherwise, remove the current array from the stack.
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (dist_node_isTag(element) && test(element))
            result.push(element);
        if (dist_node_hasChildren(element) && element.children.length > 0) {
            indexStack.unshift(0);
            nodeStack.unshift(element.children);
        }
    }
}
//# sourceMappingURL=querying.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/legacy.js


/**
 * A map of functions to check nodes against.
 */
const legacy_Checks = {
    tag_name(name) {
        if (typeof name === "function") {
            return (element) => dist_node_isTag(element) && name(element.name);
        }
        if (name === "*") {
            return dist_node_isTag;
        }
        return (element) => dist_node_isTag(element) && element.name === name;
    },
    tag_type(type) {
        if (typeof type === "function") {
            return (element) => type(element.type);
        }
        return (element) => element.type === type;
    },
    tag_contains(data) {
        if (typeof data === "function") {
            return (element) => dist_node_isText(element) && data(element.data);
        }
        return (element) => dist_node_isText(element) && element.data === data;
    },
};
/**
 * Returns a function to check whether a node has an attribute with a particular
 * value.
 *
 * @param attrib Attribute to check.
 * @param value Attribute value to look for.
 * @returns A function to check whether the a node has an attribute with a
 *   particular value.
 */
function legacy_getAttribCheck(attrib, value) {
    if (typeof value === "function") {
        return (element) => dist_node_isTag(element) && value(element.attribs[attrib]);
    }
    return (element) => dist_node_isTag(element) && element.attribs[attrib] === value;
}
/**
 * Returns a function that returns `true` if either of the input functions
 * returns `true` for a node.
 *
 * @param a First function to combine.
 * @param b Second function to combine.
 * @returns A function taking a node and returning `true` if either of the input
 *   functions returns `true` for the node.
 */
function legacy_combineFuncs(a, b) {
    return (element) => a(element) || b(element);
}
/**
 * Returns a function that executes all checks in `options` and returns `true`
 * if any of them match a node.
 *
 * @param options An object describing nodes to look for.
 * @returns A function that executes all checks in `options` and returns `true`
 *   if any of them match a node.
 */
function legacy_compileTest(options) {
    const funcs = Object.keys(options).map((key) => {
        const value = options[key];
        return Object.hasOwn(legacy_Checks, key)
            ? legacy_Checks[key](value)
            : legacy_getAttribCheck(key, value);
    });
    return funcs.length === 0 ? null : funcs.reduce(legacy_combineFuncs);
}
/**
 * Checks whether a node matches the description in `options`.
 *
 * @category Legacy Query Functions
 * @param options An object describing nodes to look for.
 * @param node The element to test.
 * @returns Whether the element matches the description in `options`.
 */
function legacy_testElement(options, node) {
    const test = legacy_compileTest(options);
    return test ? test(node) : true;
}
/**
 * Returns all nodes that match `options`.
 *
 * @category Legacy Query Functions
 * @param options An object describing nodes to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes that match `options`.
 */
function legacy_getElements(options, nodes, recurse, limit = Number.POSITIVE_INFINITY) {
    const test = legacy_compileTest(options);
    return test ? dist_querying_filter(test, nodes, recurse, limit) : [];
}
/**
 * Returns the node with the supplied ID.
 *
 * @category Legacy Query Functions
 * @param id The unique ID attribute value to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @returns The node with the supplied ID.
 */
function legacy_getElementById(id, nodes, recurse = true) {
    if (!Array.isArray(nodes))
        nodes = [nodes];
    return dist_querying_findOne(legacy_getAttribCheck("id", id), nodes, recurse);
}
/**
 * Returns all nodes with the supplied `tagName`.
 *
 * @category Legacy Query Functions
 * @param tagName Tag name to search for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `tagName`.
 */
function dist_legacy_getElementsByTagName(tagName, nodes, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return dist_querying_filter(legacy_Checks["tag_name"](tagName), nodes, recurse, limit);
}
/**
 * Returns all nodes with the supplied `className`.
 *
 * @category Legacy Query Functions
 * @param className Class name to search for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `className`.
 */
function legacy_getElementsByClassName(className, nodes, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return dist_querying_filter(legacy_getAttribCheck("class", className), nodes, recurse, limit);
}
/**
 * Returns all nodes with the supplied `type`.
 *
 * @category Legacy Query Functions
 * @param type Element type to look for.
 * @param nodes Nodes to search through.
 * @param recurse Also consider child nodes.
 * @param limit Maximum number of nodes to return.
 * @returns All nodes with the supplied `type`.
 */
function legacy_getElementsByTagType(type, nodes, recurse = true, limit = Number.POSITIVE_INFINITY) {
    return dist_querying_filter(legacy_Checks["tag_type"](type), nodes, recurse, limit);
}
//# sourceMappingURL=legacy.js.map
;// CONCATENATED MODULE: ./node_modules/entities/dist/escape.js
/**
 * Get the named reference for an XML special character or U+00A0.
 * @param char Code unit matched by one of the escape regexes.
 */
function getEscape(char) {
    return char === 34
        ? "&quot;"
        : char === 38
            ? "&amp;"
            : char === 39
                ? "&apos;"
                : char === 60
                    ? "&lt;"
                    : char === 62
                        ? "&gt;"
                        : "&nbsp;";
}
/**
 * Read a code point at a given index.
 * @param input String to read the code point from.
 * @param index Current read position in the input string.
 * @returns The code point at `index`, or `undefined` if `index` is out of range.
 * @deprecated Use `String.prototype.codePointAt` directly instead; this export
 *   will be removed in the next major.
 */
const dist_escape_getCodePoint = (input, index) => input.codePointAt(index);
/**
 * Bitset for ASCII characters that need to be escaped in XML.
 */
const XML_BITSET_VALUE = 0x50_00_00_c4; // 32..63 -> 34 ("),38 (&),39 ('),60 (<),62 (>)
/**
 * Matches exactly the characters `encodeXML` escapes: the five XML special
 * characters plus every non-ASCII code unit (lone surrogates included — no
 * `u` flag). Kept in sync with `XML_BITSET_VALUE`.
 *
 * Shared with `encodeNonAsciiHTML` in `encode.ts`. Because the regex is
 * stateful (`g` flag), every call site must set `lastIndex` before use.
 */
// eslint-disable-next-line unicorn/prefer-unicode-code-point-escapes -- the `\u{...}` form requires the `u` flag, which we deliberately omit so lone surrogates match by code unit
const xmlEncodeRegex = /["&'<>\u0080-\uFFFF]/g;
/**
 * Whether `code` (a UTF-16 code unit) is escaped by {@link encodeXML}: a
 * non-ASCII unit, or one of the five XML specials flagged in
 * `XML_BITSET_VALUE` (which is only meaningful for code units 32-63).
 * @param code Code unit to test.
 */
function isXmlEscapable(code) {
    return (code >= 0x80 ||
        (code >= 32 && code < 64 && ((XML_BITSET_VALUE >>> code) & 1) === 1));
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using XML entities.
 *
 * If a character has no equivalent entity, a numeric hexadecimal reference
 * (eg. `&#xfc;`) will be used.
 * @param input Input string to encode.
 */
function dist_escape_encodeXML(input) {
    const { length } = input;
    let out;
    let last = 0;
    let index = 0;
    while (index < length) {
        const char = input.charCodeAt(index);
        /*
         * Find the next character to escape: scan a short window inline
         * (escapable characters cluster in markup-heavy input), then fall
         * back to the regex, which skips clean spans in native code.
         */
        if (!isXmlEscapable(char)) {
            const bound = Math.min(index + 32, length);
            let next = index + 1;
            while (next < bound && !isXmlEscapable(input.charCodeAt(next))) {
                next++;
            }
            if (next < bound) {
                index = next;
                continue;
            }
            if (next >= length)
                break;
            xmlEncodeRegex.lastIndex = next;
            if (!xmlEncodeRegex.test(input))
                break;
            index = xmlEncodeRegex.lastIndex - 1;
            continue;
        }
        if (out === undefined)
            out = input.substring(0, index);
        else if (last !== index)
            out += input.substring(last, index);
        if (char < 64) {
            // Known replacement
            out += getEscape(char);
            last = index += 1;
            continue;
        }
        // Non-ASCII: encode as numeric entity (handle surrogate pair)
        const cp = input.codePointAt(index);
        out += `&#x${cp.toString(16)};`;
        if (cp !== char)
            index++; // Skip trailing surrogate
        last = index += 1;
    }
    if (out === undefined)
        return input;
    if (last < length)
        out += input.substr(last);
    return out;
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using numeric hexadecimal reference (eg. `&#xfc;`).
 *
 * Have a look at `escapeUTF8` if you want a more concise output at the expense
 * of reduced transportability.
 * @param data String to escape.
 */
const dist_escape_escape = (/* unused pure expression or super */ null && (dist_escape_encodeXML));
/**
 * Escape `data` using `re`, mapping each matched character to its entity.
 * Every match is one UTF-16 code unit, so its index is `lastIndex - 1`.
 * @param re Global regex matching exactly the characters to escape
 *   (`"`, `&`, `'`, `<`, `>`, `\u00A0` at most).
 * @param data String to escape.
 */
function escapeWithRegex(re, data) {
    re.lastIndex = 0;
    if (!re.test(data))
        return data;
    let out = "";
    let last = 0;
    do {
        const index = re.lastIndex - 1;
        if (last !== index)
            out += data.substring(last, index);
        const char = data.charCodeAt(index);
        out += getEscape(char);
        last = index + 1;
    } while (re.test(data));
    return out + data.substring(last);
}
const xmlEscapeRegex = /["&'<>]/g;
/**
 * Encodes all characters not valid in XML documents using XML entities.
 *
 * Note that the output will be character-set dependent.
 * @param data String to escape.
 */
function dist_escape_escapeUTF8(data) {
    return escapeWithRegex(xmlEscapeRegex, data);
}
const attributeEscapeRegex = /["&\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML attributes,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function dist_escape_escapeAttribute(data) {
    return escapeWithRegex(attributeEscapeRegex, data);
}
const textEscapeRegex = /[&<>\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML text,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function dist_escape_escapeText(data) {
    return escapeWithRegex(textEscapeRegex, data);
}
//# sourceMappingURL=escape.js.map
;// CONCATENATED MODULE: ./node_modules/dom-serializer/dist/foreign-names.js
/**
 * Mixed-case SVG and MathML element names recognized in foreign content.
 * @see https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
 */
const foreign_names_elementNames = new Map("altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform clipPath feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence foreignObject glyphRef linearGradient radialGradient textPath"
    .split(" ")
    .map((name) => [name.toLowerCase(), name]));
/**
 * Mixed-case SVG and MathML attribute names recognized in foreign content.
 * @see https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
 */
const foreign_names_attributeNames = new Map("definitionURL attributeName attributeType baseFrequency baseProfile calcMode clipPathUnits diffuseConstant edgeMode filterUnits glyphRef gradientTransform gradientUnits kernelMatrix kernelUnitLength keyPoints keySplines keyTimes lengthAdjust limitingConeAngle markerHeight markerUnits markerWidth maskContentUnits maskUnits numOctaves pathLength patternContentUnits patternTransform patternUnits pointsAtX pointsAtY pointsAtZ preserveAlpha preserveAspectRatio primitiveUnits refX refY repeatCount repeatDur requiredExtensions requiredFeatures specularConstant specularExponent spreadMethod startOffset stdDeviation stitchTiles surfaceScale systemLanguage tableValues targetX targetY textLength viewBox viewTarget xChannelSelector yChannelSelector zoomAndPan"
    .split(" ")
    .map((name) => [name.toLowerCase(), name]));
//# sourceMappingURL=foreign-names.js.map
;// CONCATENATED MODULE: ./node_modules/dom-serializer/dist/index.js



// ── Constants ────────────────────────────────────────────────────────
/** Elements whose text content is never entity-encoded. */
const dist_unencodedElements = new Set("style script xmp iframe noembed noframes plaintext noscript".split(" "));
/** HTML void elements — they cannot have children. */
const dist_voidElements = new Set("area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr".split(" "));
/** Elements that switch the parser into foreign (XML-like) mode. */
const dist_foreignElements = new Set(["svg", "math"]);
/**
 * Foreign-mode integration points: children of these elements are parsed
 * as HTML again, not as foreign content.
 */
const dist_foreignModeIntegrationPoints = new Set("mi mo mn ms mtext annotation-xml foreignObject desc title".split(" "));
// ── Public API ───────────────────────────────────────────────────────
/**
 * Renders a DOM node or an array of DOM nodes to a string.
 *
 * Can be thought of as the equivalent of the `outerHTML` of the passed
 * node(s).
 * @param node Node to be rendered.
 * @param options Changes serialization behavior
 */
function dist_render(node, options = {}) {
    const nodes = "length" in node ? node : [node];
    /*
     * `xmlMode` is threaded as a separate argument through the internal
     * functions so that foreign-mode transitions (svg/mathml ↔ html) can
     * adjust it without copying the options object on every element.
     */
    const xmlMode = options.xmlMode ?? false;
    let output = "";
    // eslint-disable-next-line unicorn/no-for-loop
    for (let index = 0; index < nodes.length; index++) {
        output += dist_renderNode(nodes[index], options, xmlMode);
    }
    return output;
}
/* harmony default export */ const dist = (dist_render);
// ── Internal rendering ───────────────────────────────────────────────
/**
 * Render an array of child nodes (skips the single-node wrapping in `render`).
 * @param children The child nodes to render.
 * @param options The serialization options.
 * @param xmlMode The XML mode to use.
 */
function renderChildren(children, options, xmlMode) {
    let output = "";
    // eslint-disable-next-line unicorn/no-for-loop
    for (let index = 0; index < children.length; index++) {
        output += dist_renderNode(children[index], options, xmlMode);
    }
    return output;
}
function dist_renderNode(node, options, xmlMode) {
    switch (node.type) {
        case dist_Root: {
            return renderChildren(node.children, options, xmlMode);
        }
        case dist_Directive: {
            return `<${node.data}>`;
        }
        case dist_Comment: {
            return `<!--${node.data}-->`;
        }
        case dist_CDATA: {
            return `<![CDATA[${node.children[0].data}]]>`;
        }
        case dist_Script:
        case dist_Style:
        case dist_Tag: {
            return dist_renderTag(node, options, xmlMode);
        }
        case dist_Text: {
            const element = node;
            const data = element.data || "";
            /*
             * Skip encoding when entities weren't decoded on input, or when
             * inside a raw-text element (script, style, etc.) in HTML mode.
             */
            if ((options.encodeEntities ?? options.decodeEntities) !== false &&
                !(!xmlMode &&
                    element.parent &&
                    dist_unencodedElements.has(element.parent.name))) {
                // `xmlMode: "foreign"` is truthy
                return xmlMode || options.encodeEntities !== "utf8"
                    ? dist_escape_encodeXML(data)
                    : dist_escape_escapeText(data);
            }
            return data;
        }
    }
}
function dist_renderTag(element, options, xmlMode) {
    if (xmlMode === "foreign") {
        // Correct lowercase element names back to their canonical mixed-case form
        element.name = foreign_names_elementNames.get(element.name) ?? element.name;
        // Integration points exit foreign mode: their children are HTML
        if (element.parent &&
            dist_foreignModeIntegrationPoints.has(element.parent.name)) {
            xmlMode = false;
        }
    }
    if (!xmlMode && dist_foreignElements.has(element.name)) {
        xmlMode = "foreign";
    }
    const { name, children } = element;
    // Cache the void-element check — used for both self-closing and closing-tag logic
    const isVoid = !xmlMode && dist_voidElements.has(name);
    let tag = `<${name}${dist_formatAttributes(element.attribs, options, xmlMode)}`;
    if (children.length === 0 &&
        (xmlMode
            ? options.selfClosingTags !== false
            : options.selfClosingTags && isVoid)) {
        // XML: `<br/>`, HTML: `<br />`
        tag += xmlMode ? "/>" : " />";
    }
    else {
        tag += ">";
        if (children.length > 0) {
            tag += renderChildren(children, options, xmlMode);
        }
        if (!isVoid) {
            tag += `</${name}>`;
        }
    }
    return tag;
}
// ── Attribute formatting ─────────────────────────────────────────────
function dist_replaceQuotes(value) {
    return value.replaceAll('"', "&quot;");
}
/**
 * Serialize an element's attribute map to a string.
 *
 * Returns a string with a leading space before each attribute, or an
 * empty string if there are no attributes. This convention lets the
 * caller unconditionally concatenate the result onto the tag name.
 * @param attributes
 * @param options
 * @param xmlMode
 */
function dist_formatAttributes(attributes, options, xmlMode) {
    if (!attributes)
        return "";
    /*
     * Pick the right encoder:
     *  - Encoding disabled → only escape double-quotes (for valid attributes)
     *  - XML / non-utf8    → full numeric entity encoding (encodeXML)
     *  - HTML + utf8       → minimal escaping (escapeAttribute)
     */
    const encode = (options.encodeEntities ?? options.decodeEntities) === false
        ? dist_replaceQuotes
        : xmlMode || options.encodeEntities !== "utf8"
            ? dist_escape_encodeXML
            : dist_escape_escapeAttribute;
    const isForeign = xmlMode === "foreign";
    const showEmpty = !!(options.emptyAttrs ?? xmlMode);
    let result = "";
    for (const key in attributes) {
        if (!Object.hasOwn(attributes, key))
            continue;
        const value = attributes[key];
        const k = isForeign ? (foreign_names_attributeNames.get(key) ?? key) : key;
        result +=
            !showEmpty && (value == null || value === "")
                ? ` ${k}`
                : ` ${k}="${encode(value == null ? "" : String(value))}"`;
    }
    return result;
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/stringify.js



/**
 * @category Stringify
 * @deprecated Use the `dom-serializer` module directly.
 * @param node Node to get the outer HTML of.
 * @param options Options for serialization.
 * @returns `node`'s outer HTML.
 */
function stringify_getOuterHTML(node, options) {
    return dist(node, options);
}
/**
 * @category Stringify
 * @deprecated Use the `dom-serializer` module directly.
 * @param node Node to get the inner HTML of.
 * @param options Options for serialization.
 * @returns `node`'s inner HTML.
 */
function stringify_getInnerHTML(node, options) {
    return dist_node_hasChildren(node)
        ? node.children.map((node) => stringify_getOuterHTML(node, options)).join("")
        : "";
}
/**
 * Get a node's inner text. Same as `textContent`, but inserts newlines for `<br>` tags. Ignores comments.
 *
 * @category Stringify
 * @deprecated Use `textContent` instead.
 * @param node Node to get the inner text of.
 * @returns `node`'s inner text.
 */
function stringify_getText(node) {
    if (Array.isArray(node))
        return node.map(stringify_getText).join("");
    if (dist_node_isTag(node))
        return node.name === "br" ? "\n" : stringify_getText(node.children);
    if (dist_node_isCDATA(node))
        return stringify_getText(node.children);
    if (dist_node_isText(node))
        return node.data;
    return "";
}
/**
 * Get a node's text content. Ignores comments.
 *
 * @category Stringify
 * @param node Node to get the text content of.
 * @returns `node`'s text content.
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/API/Node/textContent}
 */
function dist_stringify_textContent(node) {
    if (Array.isArray(node))
        return node.map(dist_stringify_textContent).join("");
    if (dist_node_hasChildren(node) && !dist_node_isComment(node)) {
        return dist_stringify_textContent(node.children);
    }
    if (dist_node_isText(node))
        return node.data;
    return "";
}
/**
 * Get a node's inner text, ignoring `<script>` and `<style>` tags. Ignores comments.
 *
 * @category Stringify
 * @param node Node to get the inner text of.
 * @returns `node`'s inner text.
 * @see {@link https://developer.mozilla.org/en-US/docs/Web/API/Node/innerText}
 */
function stringify_innerText(node) {
    if (Array.isArray(node))
        return node.map(stringify_innerText).join("");
    if (dist_node_hasChildren(node) && (node.type === dist_ElementType.Tag || dist_node_isCDATA(node))) {
        return stringify_innerText(node.children);
    }
    if (dist_node_isText(node))
        return node.data;
    return "";
}
//# sourceMappingURL=stringify.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/feeds.js


/**
 * Get the feed object from the root of a DOM tree.
 *
 * @category Feeds
 * @param document The DOM to extract the feed from.
 * @returns The feed.
 */
function dist_feeds_getFeed(document) {
    const feedRoot = feeds_getOneElement(feeds_isValidFeed, document);
    return feedRoot
        ? feedRoot.name === "feed"
            ? feeds_getAtomFeed(feedRoot)
            : feeds_getRssFeed(feedRoot)
        : null;
}
/**
 * Parse an Atom feed.
 *
 * @param feedRoot The root of the feed.
 * @returns The parsed feed.
 */
function feeds_getAtomFeed(feedRoot) {
    const childs = feedRoot.children;
    const feed = {
        type: "atom",
        items: dist_legacy_getElementsByTagName("entry", childs).map((item) => {
            const { children } = item;
            const entry = { media: feeds_getMediaElements(children) };
            feeds_addConditionally(entry, "id", "id", children);
            feeds_addConditionally(entry, "title", "title", children);
            const href = feeds_getOneElement("link", children)?.attribs["href"];
            if (href) {
                entry.link = href;
            }
            const description = feeds_fetch("summary", children) || feeds_fetch("content", children);
            if (description) {
                entry.description = description;
            }
            const pubDate = feeds_fetch("updated", children);
            if (pubDate) {
                entry.pubDate = new Date(pubDate);
            }
            return entry;
        }),
    };
    feeds_addConditionally(feed, "id", "id", childs);
    feeds_addConditionally(feed, "title", "title", childs);
    const href = feeds_getOneElement("link", childs)?.attribs["href"];
    if (href) {
        feed.link = href;
    }
    feeds_addConditionally(feed, "description", "subtitle", childs);
    const updated = feeds_fetch("updated", childs);
    if (updated) {
        feed.updated = new Date(updated);
    }
    feeds_addConditionally(feed, "author", "email", childs, true);
    return feed;
}
/**
 * Parse a RSS feed.
 *
 * @param feedRoot The root of the feed.
 * @returns The parsed feed.
 */
function feeds_getRssFeed(feedRoot) {
    const childs = feeds_getOneElement("channel", feedRoot.children)?.children ?? [];
    const feed = {
        type: feedRoot.name.substr(0, 3),
        id: "",
        items: dist_legacy_getElementsByTagName("item", feedRoot.children).map((item) => {
            const { children } = item;
            const entry = { media: feeds_getMediaElements(children) };
            feeds_addConditionally(entry, "id", "guid", children);
            feeds_addConditionally(entry, "title", "title", children);
            feeds_addConditionally(entry, "link", "link", children);
            feeds_addConditionally(entry, "description", "description", children);
            const pubDate = feeds_fetch("pubDate", children) || feeds_fetch("dc:date", children);
            if (pubDate)
                entry.pubDate = new Date(pubDate);
            return entry;
        }),
    };
    feeds_addConditionally(feed, "title", "title", childs);
    feeds_addConditionally(feed, "link", "link", childs);
    feeds_addConditionally(feed, "description", "description", childs);
    const updated = feeds_fetch("lastBuildDate", childs);
    if (updated) {
        feed.updated = new Date(updated);
    }
    feeds_addConditionally(feed, "author", "managingEditor", childs, true);
    return feed;
}
const feeds_MEDIA_KEYS_STRING = ["url", "type", "lang"];
const feeds_MEDIA_KEYS_INT = [
    "fileSize",
    "bitrate",
    "framerate",
    "samplingrate",
    "channels",
    "duration",
    "height",
    "width",
];
/**
 * Get all media elements of a feed item.
 *
 * @param where Nodes to search in.
 * @returns Media elements.
 */
function feeds_getMediaElements(where) {
    return dist_legacy_getElementsByTagName("media:content", where).map((element) => {
        const { attribs } = element;
        const media = {
            medium: attribs["medium"],
            isDefault: !!attribs["isDefault"],
        };
        for (const attrib of feeds_MEDIA_KEYS_STRING) {
            if (attribs[attrib]) {
                media[attrib] = attribs[attrib];
            }
        }
        for (const attrib of feeds_MEDIA_KEYS_INT) {
            if (attribs[attrib]) {
                media[attrib] = Number.parseInt(attribs[attrib], 10);
            }
        }
        if (attribs["expression"]) {
            media.expression = attribs["expression"];
        }
        return media;
    });
}
/**
 * Get one element by tag name.
 *
 * @param tagName Tag name to look for
 * @param node Node to search in
 * @returns The element or null
 */
function feeds_getOneElement(tagName, node) {
    return dist_legacy_getElementsByTagName(tagName, node, true, 1)[0];
}
/**
 * Get the text content of an element with a certain tag name.
 *
 * @param tagName Tag name to look for.
 * @param where Node to search in.
 * @param recurse Whether to recurse into child nodes.
 * @returns The text content of the element.
 */
function feeds_fetch(tagName, where, recurse = false) {
    return dist_stringify_textContent(dist_legacy_getElementsByTagName(tagName, where, recurse, 1)).trim();
}
/**
 * Adds a property to an object if it has a value.
 *
 * @param object Object to be extended.
 * @param property Property name.
 * @param tagName Tag name that contains the conditionally added property.
 * @param where Element to search for the property.
 * @param recurse Whether to recurse into child nodes.
 */
function feeds_addConditionally(object, property, tagName, where, recurse = false) {
    const value = feeds_fetch(tagName, where, recurse);
    if (value)
        object[property] = value;
}
/**
 * Checks if an element is a feed root node.
 *
 * @param value The name of the element to check.
 * @returns Whether an element is a feed root node.
 */
function feeds_isValidFeed(value) {
    return value === "rss" || value === "feed" || value === "rdf:RDF";
}
//# sourceMappingURL=feeds.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/helpers.js

/**
 * Given an array of nodes, remove any member that is contained by another
 * member.
 *
 * @category Helpers
 * @param nodes Nodes to filter.
 * @returns Remaining nodes that aren't contained by other nodes.
 */
function helpers_removeSubsets(nodes) {
    let index = nodes.length;
    /*
     * Check if each node (or one of its ancestors) is already contained in the
     * array.
     */
    while (--index >= 0) {
        const node = nodes[index];
        /*
         * Remove the node if it is not unique.
         * We are going through the array from the end, so we only
         * have to check nodes that preceed the node under consideration in the array.
         */
        if (index > 0 && nodes.lastIndexOf(node, index - 1) >= 0) {
            nodes.splice(index, 1);
            continue;
        }
        for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
            if (nodes.includes(ancestor)) {
                nodes.splice(index, 1);
                break;
            }
        }
    }
    return nodes;
}
/**
 * @category Helpers
 * @see {@link http://dom.spec.whatwg.org/#dom-node-comparedocumentposition}
 */
var helpers_DocumentPosition;
(function (DocumentPosition) {
    DocumentPosition[DocumentPosition["DISCONNECTED"] = 1] = "DISCONNECTED";
    DocumentPosition[DocumentPosition["PRECEDING"] = 2] = "PRECEDING";
    DocumentPosition[DocumentPosition["FOLLOWING"] = 4] = "FOLLOWING";
    DocumentPosition[DocumentPosition["CONTAINS"] = 8] = "CONTAINS";
    DocumentPosition[DocumentPosition["CONTAINED_BY"] = 16] = "CONTAINED_BY";
})(helpers_DocumentPosition || (helpers_DocumentPosition = {}));
/**
 * Compare the position of one node against another node in any other document,
 * returning a bitmask with the values from {@link DocumentPosition}.
 *
 * Document order:
 * > There is an ordering, document order, defined on all the nodes in the
 * > document corresponding to the order in which the first character of the
 * > XML representation of each node occurs in the XML representation of the
 * > document after expansion of general entities. Thus, the document element
 * > node will be the first node. Element nodes occur before their children.
 * > Thus, document order orders element nodes in order of the occurrence of
 * > their start-tag in the XML (after expansion of entities). The attribute
 * > nodes of an element occur after the element and before its children. The
 * > relative order of attribute nodes is implementation-dependent.
 *
 * Source:
 * http://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-document-order
 *
 * @category Helpers
 * @param nodeA The first node to use in the comparison
 * @param nodeB The second node to use in the comparison
 * @returns A bitmask describing the input nodes' relative position.
 *
 * See http://dom.spec.whatwg.org/#dom-node-comparedocumentposition for
 * a description of these values.
 */
function helpers_compareDocumentPosition(nodeA, nodeB) {
    const aParents = [];
    const bParents = [];
    if (nodeA === nodeB) {
        return 0;
    }
    let current = dist_node_hasChildren(nodeA) ? nodeA : nodeA.parent;
    while (current) {
        aParents.unshift(current);
        current = current.parent;
    }
    current = dist_node_hasChildren(nodeB) ? nodeB : nodeB.parent;
    while (current) {
        bParents.unshift(current);
        current = current.parent;
    }
    const maxIndex = Math.min(aParents.length, bParents.length);
    let index = 0;
    while (index < maxIndex && aParents[index] === bParents[index]) {
        index++;
    }
    if (index === 0) {
        return helpers_DocumentPosition.DISCONNECTED;
    }
    const sharedParent = aParents[index - 1];
    const siblings = sharedParent.children;
    const aSibling = aParents[index];
    const bSibling = bParents[index];
    if (siblings.indexOf(aSibling) > siblings.indexOf(bSibling)) {
        if (sharedParent === nodeB) {
            return helpers_DocumentPosition.FOLLOWING | helpers_DocumentPosition.CONTAINED_BY;
        }
        return helpers_DocumentPosition.FOLLOWING;
    }
    if (sharedParent === nodeA) {
        return helpers_DocumentPosition.PRECEDING | helpers_DocumentPosition.CONTAINS;
    }
    return helpers_DocumentPosition.PRECEDING;
}
/**
 * Sort an array of nodes based on their relative position in the document,
 * removing any duplicate nodes. If the array contains nodes that do not belong
 * to the same document, sort order is unspecified.
 *
 * @category Helpers
 * @param nodes Array of DOM nodes.
 * @returns Collection of unique nodes, sorted in document order.
 */
function helpers_uniqueSort(nodes) {
    nodes = nodes.filter((node, index, array) => !array.includes(node, index + 1));
    nodes.sort((a, b) => {
        const relative = helpers_compareDocumentPosition(a, b);
        if (relative & helpers_DocumentPosition.PRECEDING) {
            return -1;
        }
        if (relative & helpers_DocumentPosition.FOLLOWING) {
            return 1;
        }
        return 0;
    });
    return nodes;
}
//# sourceMappingURL=helpers.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/manipulation.js
/**
 * Remove an element from the dom
 *
 * @category Manipulation
 * @param element The element to be removed.
 */
function removeElement(element) {
    if (element.prev)
        element.prev.next = element.next;
    if (element.next)
        element.next.prev = element.prev;
    if (element.parent) {
        const childs = element.parent.children;
        const childsIndex = childs.lastIndexOf(element);
        if (childsIndex !== -1) {
            childs.splice(childsIndex, 1);
        }
    }
    element.next = null;
    element.prev = null;
    element.parent = null;
}
/**
 * Replace an element in the dom
 *
 * @category Manipulation
 * @param element The element to be replaced.
 * @param replacement The element to be added
 */
function replaceElement(element, replacement) {
    replacement.prev = element.prev;
    if (replacement.prev) {
        replacement.prev.next = replacement;
    }
    replacement.next = element.next;
    if (replacement.next) {
        replacement.next.prev = replacement;
    }
    replacement.parent = element.parent;
    if (replacement.parent) {
        const { children } = replacement.parent;
        const elementIndex = children.lastIndexOf(element);
        if (elementIndex === -1) {
            return;
        }
        children[elementIndex] = replacement;
        element.parent = null;
    }
}
/**
 * Append a child to an element.
 *
 * @category Manipulation
 * @param parent The element to append to.
 * @param child The element to be added as a child.
 */
function appendChild(parent, child) {
    removeElement(child);
    child.next = null;
    child.parent = parent;
    if (parent.children.push(child) > 1) {
        const sibling = parent.children[parent.children.length - 2];
        sibling.next = child;
        child.prev = sibling;
    }
    else {
        child.prev = null;
    }
}
/**
 * Append an element after another.
 *
 * @category Manipulation
 * @param element The element to append after.
 * @param next The element be added.
 */
function manipulation_append(element, next) {
    removeElement(next);
    const { parent } = element;
    const currentNext = element.next;
    next.next = currentNext;
    next.prev = element;
    element.next = next;
    next.parent = parent;
    if (currentNext) {
        currentNext.prev = next;
        if (parent) {
            const childs = parent.children;
            childs.splice(childs.lastIndexOf(currentNext), 0, next);
        }
    }
    else if (parent) {
        parent.children.push(next);
    }
}
/**
 * Prepend a child to an element.
 *
 * @category Manipulation
 * @param parent The element to prepend before.
 * @param child The element to be added as a child.
 */
function prependChild(parent, child) {
    removeElement(child);
    child.parent = parent;
    child.prev = null;
    if (parent.children.unshift(child) === 1) {
        child.next = null;
    }
    else {
        const sibling = parent.children[1];
        sibling.prev = child;
        child.next = sibling;
    }
}
/**
 * Prepend an element before another.
 *
 * @category Manipulation
 * @param element The element to prepend before.
 * @param previous The element to be added.
 */
function prepend(element, previous) {
    removeElement(previous);
    const { parent } = element;
    if (parent) {
        const childs = parent.children;
        childs.splice(childs.indexOf(element), 0, previous);
    }
    if (element.prev) {
        element.prev.next = previous;
    }
    previous.parent = parent;
    previous.prev = element.prev;
    previous.next = element;
    element.prev = previous;
}
//# sourceMappingURL=manipulation.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/traversal.js

/**
 * Get a node's children.
 *
 * @category Traversal
 * @param element Node to get the children of.
 * @returns `element`'s children, or an empty array.
 */
function traversal_getChildren(element) {
    return dist_node_hasChildren(element) ? element.children : [];
}
function traversal_getParent(element) {
    return element.parent || null;
}
/**
 * Gets an elements siblings, including the element itself.
 *
 * Attempts to get the children through the element's parent first. If we don't
 * have a parent (the element is a root node), we walk the element's `prev` &
 * `next` to get all remaining nodes.
 *
 * @category Traversal
 * @param element Element to get the siblings of.
 * @returns `element`'s siblings, including `element`.
 */
function traversal_getSiblings(element) {
    const parent = traversal_getParent(element);
    if (parent != null)
        return traversal_getChildren(parent);
    const siblings = [element];
    let { prev, next } = element;
    while (prev != null) {
        siblings.unshift(prev);
        ({ prev } = prev);
    }
    while (next != null) {
        siblings.push(next);
        ({ next } = next);
    }
    return siblings;
}
/**
 * Gets an attribute from an element.
 *
 * @category Traversal
 * @param element Element to check.
 * @param name Attribute name to retrieve.
 * @returns The element's attribute value, or `undefined`.
 */
function traversal_getAttributeValue(element, name) {
    const { attribs } = element;
    return attribs?.[name];
}
/**
 * Checks whether an element has an attribute.
 *
 * @category Traversal
 * @param element Element to check.
 * @param name Attribute name to look for.
 * @returns Returns whether `element` has the attribute `name`.
 */
function traversal_hasAttrib(element, name) {
    const { attribs } = element;
    return (attribs != null && Object.hasOwn(attribs, name) && attribs[name] != null);
}
/**
 * Get the tag name of an element.
 *
 * @category Traversal
 * @param element The element to get the name for.
 * @returns The tag name of `element`.
 */
function traversal_getName(element) {
    return element.name;
}
/**
 * Returns the next element sibling of a node.
 *
 * @category Traversal
 * @param element The element to get the next sibling of.
 * @returns `element`'s next sibling that is a tag, or `null` if there is no next
 * sibling.
 */
function traversal_nextElementSibling(element) {
    let { next } = element;
    while (next !== null && !dist_node_isTag(next))
        ({ next } = next);
    return next;
}
/**
 * Returns the previous element sibling of a node.
 *
 * @category Traversal
 * @param element The element to get the previous sibling of.
 * @returns `element`'s previous sibling that is a tag, or `null` if there is no
 * previous sibling.
 */
// eslint-disable-next-line unicorn/prevent-abbreviations -- Keep public API name for backwards compatibility.
function traversal_prevElementSibling(element) {
    let { prev } = element;
    while (prev !== null && !dist_node_isTag(prev))
        ({ prev } = prev);
    return prev;
}
//# sourceMappingURL=traversal.js.map
;// CONCATENATED MODULE: ./node_modules/domutils/dist/index.js







//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/attributes.js

/**
 * All reserved characters in a regex, used for escaping.
 *
 * Taken from XRegExp, (c) 2007-2020 Steven Levithan under the MIT license
 * https://github.com/slevithan/xregexp/blob/95eeebeb8fac8754d54eafe2b4743661ac1cf028/src/xregexp.js#L794
 */
const reChars = /[-[\]{}()*+?.,\\^$|#\s]/g;
const whitespaceRe = /\s/;
function escapeRegex(value) {
    return value.replace(reChars, "\\$&");
}
/**
 * Attributes that are case-insensitive in HTML.
 * @see https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors
 */
const caseInsensitiveAttributes = new Set([
    "accept",
    "accept-charset",
    "align",
    "alink",
    "axis",
    "bgcolor",
    "charset",
    "checked",
    "clear",
    "codetype",
    "color",
    "compact",
    "declare",
    "defer",
    "dir",
    "direction",
    "disabled",
    "enctype",
    "face",
    "frame",
    "hreflang",
    "http-equiv",
    "lang",
    "language",
    "link",
    "media",
    "method",
    "multiple",
    "nohref",
    "noresize",
    "noshade",
    "nowrap",
    "readonly",
    "rel",
    "rev",
    "rules",
    "scope",
    "scrolling",
    "selected",
    "shape",
    "target",
    "text",
    "type",
    "valign",
    "valuetype",
    "vlink",
]);
function shouldIgnoreCase(selector, options) {
    return typeof selector.ignoreCase === "boolean"
        ? selector.ignoreCase
        : selector.ignoreCase === "quirks"
            ? !!options.quirksMode
            : !options.xmlMode && caseInsensitiveAttributes.has(selector.name);
}
/**
 * Attribute selectors
 */
const attributeRules = {
    equals(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    attribute.length === value.length &&
                    attribute.toLowerCase() === value &&
                    next(element));
            };
        }
        return (element) => adapter.getAttributeValue(element, name) === value && next(element);
    },
    hyphen(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        const { length } = value;
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return function hyphenIC(element) {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    (attribute.length === length ||
                        attribute.charAt(length) === "-") &&
                    attribute.substr(0, length).toLowerCase() === value &&
                    next(element));
            };
        }
        return function hyphen(element) {
            const attribute = adapter.getAttributeValue(element, name);
            return (attribute != null &&
                (attribute.length === length ||
                    attribute.charAt(length) === "-") &&
                attribute.substr(0, length) === value &&
                next(element));
        };
    },
    element(next, data, options) {
        const { adapter } = options;
        const { name, value } = data;
        if (whitespaceRe.test(value)) {
            return falseFunc;
        }
        const regex = new RegExp(`(?:^|\\s)${escapeRegex(value)}(?:$|\\s)`, shouldIgnoreCase(data, options) ? "i" : "");
        return function element(node) {
            const attribute = adapter.getAttributeValue(node, name);
            return (attribute != null &&
                attribute.length >= value.length &&
                regex.test(attribute) &&
                next(node));
        };
    },
    exists(next, { name }, { adapter }) {
        return (element) => adapter.hasAttrib(element, name) && next(element);
    },
    start(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        const { length } = value;
        if (length === 0) {
            return falseFunc;
        }
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    attribute.length >= length &&
                    attribute.substr(0, length).toLowerCase() === value &&
                    next(element));
            };
        }
        return (element) => !!adapter.getAttributeValue(element, name)?.startsWith(value) &&
            next(element);
    },
    end(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        const length = -value.length;
        if (length === 0) {
            return falseFunc;
        }
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => adapter
                .getAttributeValue(element, name)
                ?.substr(length)
                .toLowerCase() === value && next(element);
        }
        return (element) => !!adapter.getAttributeValue(element, name)?.endsWith(value) &&
            next(element);
    },
    any(next, data, options) {
        const { adapter } = options;
        const { name, value } = data;
        if (value === "") {
            return falseFunc;
        }
        if (shouldIgnoreCase(data, options)) {
            const regex = new RegExp(escapeRegex(value), "i");
            return function anyIC(element) {
                const attribute = adapter.getAttributeValue(element, name);
                return (attribute != null &&
                    attribute.length >= value.length &&
                    regex.test(attribute) &&
                    next(element));
            };
        }
        return (element) => !!adapter.getAttributeValue(element, name)?.includes(value) &&
            next(element);
    },
    not(next, data, options) {
        const { adapter } = options;
        const { name } = data;
        let { value } = data;
        if (value === "") {
            return (element) => !!adapter.getAttributeValue(element, name) && next(element);
        }
        if (shouldIgnoreCase(data, options)) {
            value = value.toLowerCase();
            return (element) => {
                const attribute = adapter.getAttributeValue(element, name);
                return ((attribute == null ||
                    attribute.length !== value.length ||
                    attribute.toLowerCase() !== value) &&
                    next(element));
            };
        }
        return (element) => adapter.getAttributeValue(element, name) !== value && next(element);
    },
};
//# sourceMappingURL=attributes.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/querying.js
/**
 * Find all elements matching the query. If not in XML mode, the query will ignore
 * the contents of `<template>` elements.
 * @param query - Function that returns true if the element matches the query.
 * @param nodes - Nodes to query. If a node is an element, its children will be queried.
 * @param options - Options for querying the document.
 * @returns All matching elements.
 */
function helpers_querying_findAll(query, nodes, options) {
    const { adapter, xmlMode = false } = options;
    const result = [];
    /** Stack of the arrays we are looking at. */
    const nodeStack = [nodes];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (nodeStack.length === 1) {
                return result;
            }
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (!adapter.isTag(element)) {
            continue;
        }
        if (query(element)) {
            result.push(element);
        }
        if (xmlMode || adapter.getName(element) !== "template") {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            const children = adapter.getChildren(element);
            if (children.length > 0) {
                nodeStack.unshift(children);
                indexStack.unshift(0);
            }
        }
    }
}
/**
 * Find the first element matching the query. If not in XML mode, the query will ignore
 * the contents of `<template>` elements.
 * @param query - Function that returns true if the element matches the query.
 * @param nodes - Nodes to query. If a node is an element, its children will be queried.
 * @param options - Options for querying the document.
 * @returns The first matching element, or null if there was no match.
 */
function helpers_querying_findOne(query, nodes, options) {
    const { adapter, xmlMode = false } = options;
    /** Stack of the arrays we are looking at. */
    const nodeStack = [nodes];
    /** Stack of the indices within the arrays. */
    const indexStack = [0];
    for (;;) {
        // First, check if the current array has any more elements to look at.
        if (indexStack[0] >= nodeStack[0].length) {
            // If we have no more arrays to look at, we are done.
            if (nodeStack.length === 1) {
                return null;
            }
            nodeStack.shift();
            indexStack.shift();
            // Loop back to the start to continue with the next array.
            continue;
        }
        const element = nodeStack[0][indexStack[0]++];
        if (!adapter.isTag(element)) {
            continue;
        }
        if (query(element)) {
            return element;
        }
        if (xmlMode || adapter.getName(element) !== "template") {
            /*
             * Add the children to the stack. We are depth-first, so this is
             * the next array we look at.
             */
            const children = adapter.getChildren(element);
            if (children.length > 0) {
                nodeStack.unshift(children);
                indexStack.unshift(0);
            }
        }
    }
}
/**
 * Get all element siblings after the provided node.
 * @param element Element candidate being tested.
 * @param adapter Adapter implementation used for DOM operations.
 */
function getNextSiblings(element, adapter) {
    const siblings = adapter.getSiblings(element);
    if (siblings.length <= 1) {
        return [];
    }
    const elementIndex = siblings.indexOf(element);
    if (elementIndex === -1 || elementIndex === siblings.length - 1) {
        return [];
    }
    return siblings.slice(elementIndex + 1).filter(adapter.isTag);
}
/**
 * Get the parent element of a node.
 * @param node Node to inspect.
 * @param adapter Adapter implementation used for DOM operations.
 */
function getElementParent(node, adapter) {
    const parent = adapter.getParent(node);
    return parent != null && adapter.isTag(parent) ? parent : null;
}
//# sourceMappingURL=querying.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/aliases.js
/**
 * Only text controls can be made read-only, since for other controls (such
 * as checkboxes and buttons) there is no useful distinction between being
 * read-only and being disabled.
 * @see {@link https://html.spec.whatwg.org/multipage/input.html#attr-input-readonly}
 */
const textControl = "input:is([type=text i],[type=search i],[type=url i],[type=tel i],[type=email i],[type=password i],[type=date i],[type=month i],[type=week i],[type=time i],[type=datetime-local i],[type=number i])";
/**
 * Aliases are pseudos that are expressed as selectors.
 */
const aliases = {
    // Links
    "any-link": ":is(a, area, link)[href]",
    link: ":any-link:not(:visited)",
    // Forms
    // https://html.spec.whatwg.org/multipage/scripting.html#disabled-elements
    disabled: `:is(
        :is(button, input, select, textarea, optgroup, option)[disabled],
        optgroup[disabled] > option,
        fieldset[disabled]:not(fieldset[disabled] legend:first-of-type *)
    )`,
    enabled: ":is(button, input, select, textarea, optgroup, option, fieldset):not(:disabled)",
    checked: ":is(:is(input[type=radio], input[type=checkbox])[checked], :selected)",
    required: ":is(input, select, textarea)[required]",
    optional: ":is(input, select, textarea):not([required])",
    "read-only": `[readonly]:is(textarea, ${textControl})`,
    "read-write": `:not([readonly]):is(textarea, ${textControl})`,
    // JQuery extensions
    /**
     * `:selected` matches option elements that have the `selected` attribute,
     * or are the first option element in a select element that does not have
     * the `multiple` attribute and does not have any option elements with the
     * `selected` attribute.
     * @see https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-selectedness
     */
    selected: "option:is([selected], select:not([multiple]):not(:has(> option[selected])) > :first-of-type)",
    checkbox: "[type=checkbox]",
    file: "[type=file]",
    password: "[type=password]",
    radio: "[type=radio]",
    reset: "[type=reset]",
    image: "[type=image]",
    submit: "[type=submit]",
    parent: ":not(:empty)",
    header: ":is(h1, h2, h3, h4, h5, h6)",
    button: ":is(button, input[type=button])",
    input: ":is(input, textarea, select, button)",
    text: "input:is(:not([type!='']), [type=text])",
};
//# sourceMappingURL=aliases.js.map
;// CONCATENATED MODULE: ./node_modules/nth-check/dist/compile.js

/**
 * Returns a function that checks if an elements index matches the given rule
 * highly optimized to return the fastest solution.
 * @param parsed A tuple [a, b], as returned by `parse`.
 * @returns A highly optimized function that returns whether an index matches the nth-check.
 * @example
 *
 * ```js
 * const check = nthCheck.compile([2, 3]);
 *
 * check(0); // `false`
 * check(1); // `false`
 * check(2); // `true`
 * check(3); // `false`
 * check(4); // `true`
 * check(5); // `false`
 * check(6); // `true`
 * ```
 */
function compile(parsed) {
    const a = parsed[0];
    // Subtract 1 from `b`, to convert from one- to zero-indexed.
    const b = parsed[1] - 1;
    /*
     * When `b <= 0`, `a * n` won't be lead to any matches for `a < 0`.
     * Besides, the specification states that no elements are
     * matched when `a` and `b` are 0.
     *
     * `b < 0` here as we subtracted 1 from `b` above.
     */
    if (b < 0 && a <= 0)
        return falseFunc;
    // When `a` is in the range -1..1, it matches any element (so only `b` is checked).
    if (a === -1)
        return (index) => index <= b;
    if (a === 0)
        return (index) => index === b;
    // When `b <= 0` and `a === 1`, they match any element.
    if (a === 1)
        return b < 0 ? trueFunc : (index) => index >= b;
    /*
     * Otherwise, modulo can be used to check if there is a match.
     *
     * Modulo doesn't care about the sign, so let's use `a`s absolute value.
     */
    const absA = Math.abs(a);
    // Get `b mod a`, + a if this is negative.
    const bModulo = ((b % absA) + absA) % absA;
    return a > 1
        ? (index) => index >= b && index % absA === bModulo
        : (index) => index <= b && index % absA === bModulo;
}
/**
 * Returns a function that produces a monotonously increasing sequence of indices.
 *
 * If the sequence has an end, the returned function will return `null` after
 * the last index in the sequence.
 * @param parsed A tuple [a, b], as returned by `parse`.
 * @returns A function that produces a sequence of indices.
 * @example <caption>Always increasing (2n+3)</caption>
 *
 * ```js
 * const gen = nthCheck.generate([2, 3])
 *
 * gen() // `1`
 * gen() // `3`
 * gen() // `5`
 * gen() // `8`
 * gen() // `11`
 * ```
 * @example <caption>With end value (-2n+10)</caption>
 *
 * ```js
 *
 * const gen = nthCheck.generate([-2, 5]);
 *
 * gen() // 0
 * gen() // 2
 * gen() // 4
 * gen() // null
 * ```
 */
function compile_generate(parsed) {
    const a = parsed[0];
    // Subtract 1 from `b`, to convert from one- to zero-indexed.
    let b = parsed[1] - 1;
    let n = 0;
    // Make sure to always return an increasing sequence
    if (a < 0) {
        const aPos = -a;
        // Get `b mod a`
        const minValue = ((b % aPos) + aPos) % aPos;
        return () => {
            const value = minValue + aPos * n++;
            return value > b ? null : value;
        };
    }
    if (a === 0)
        return b < 0
            ? // There are no result — always return `null`
                () => null
            : // Return `b` exactly once
                () => (n++ === 0 ? b : null);
    if (b < 0) {
        b += a * Math.ceil(-b / a);
    }
    return () => a * n++ + b;
}
//# sourceMappingURL=compile.js.map
;// CONCATENATED MODULE: ./node_modules/nth-check/dist/parse.js
// Following http://www.w3.org/TR/css3-selectors/#nth-child-pseudo
// Whitespace as per https://www.w3.org/TR/selectors-3/#lex is " \t\r\n\f"
const whitespace = new Set([9, 10, 12, 13, 32]);
const ZERO = "0".charCodeAt(0);
const NINE = "9".charCodeAt(0);
/**
 * Parses an expression.
 * @param formula CSS nth-formula to parse.
 * @throws {Error} An `Error` if parsing fails.
 * @returns An array containing the integer step size and the integer offset of the nth rule.
 * @example nthCheck.parse("2n+3"); // returns [2, 3]
 */
function dist_parse_parse(formula) {
    formula = formula.trim().toLowerCase();
    switch (formula) {
        case "even": {
            return [2, 0];
        }
        case "odd": {
            return [2, 1];
        }
    }
    // Parse [ ['-'|'+']? INTEGER? {N} [ S* ['-'|'+'] S* INTEGER ]?
    let index = 0;
    let a = 0;
    let sign = readSign();
    let number = readNumber();
    if (index < formula.length && formula.charAt(index) === "n") {
        index++;
        a = sign * (number ?? 1);
        skipWhitespace();
        if (index < formula.length) {
            sign = readSign();
            skipWhitespace();
            number = readNumber();
        }
        else {
            sign = number = 0;
        }
    }
    // Throw if there is anything else
    if (number === null || index < formula.length) {
        throw new Error(`n-th rule couldn't be parsed ('${formula}')`);
    }
    return [a, sign * number];
    function readSign() {
        switch (formula.charAt(index)) {
            case "-": {
                index++;
                return -1;
            }
            case "+": {
                index++;
                break;
            }
        }
        return 1;
    }
    function readNumber() {
        const start = index;
        let value = 0;
        while (index < formula.length &&
            formula.charCodeAt(index) >= ZERO &&
            formula.charCodeAt(index) <= NINE) {
            value = value * 10 + (formula.charCodeAt(index) - ZERO);
            index++;
        }
        // Return `null` if we didn't read anything.
        return index === start ? null : value;
    }
    function skipWhitespace() {
        while (index < formula.length &&
            whitespace.has(formula.charCodeAt(index))) {
            index++;
        }
    }
}
//# sourceMappingURL=parse.js.map
;// CONCATENATED MODULE: ./node_modules/nth-check/dist/index.js


/**
 * Parses and compiles a formula to a highly optimized function.
 * Combination of {@link parse} and {@link compile}.
 *
 * If the formula doesn't match any elements,
 * it returns [`boolbase`](https://github.com/fb55/boolbase)'s `falseFunc`.
 * Otherwise, a function accepting an _index_ is returned, which returns
 * whether or not the passed _index_ matches the formula.
 *
 * Note: The nth-rule starts counting at `1`, the returned function at `0`.
 * @param formula The formula to compile.
 * @example
 * const check = nthCheck("2n+3");
 *
 * check(0); // `false`
 * check(1); // `false`
 * check(2); // `true`
 * check(3); // `false`
 * check(4); // `true`
 * check(5); // `false`
 * check(6); // `true`
 */
function dist_nthCheck(formula) {
    return compile(dist_parse_parse(formula));
}
/**
 * Parses and compiles a formula to a generator that produces a sequence of indices.
 * Combination of {@link parse} and {@link generate}.
 * @param formula The formula to compile.
 * @returns A function that produces a sequence of indices.
 * @example <caption>Always increasing</caption>
 *
 * ```js
 * const gen = nthCheck.sequence('2n+3')
 *
 * gen() // `1`
 * gen() // `3`
 * gen() // `5`
 * gen() // `8`
 * gen() // `11`
 * ```
 * @example <caption>With end value</caption>
 *
 * ```js
 *
 * const gen = nthCheck.sequence('-2n+5');
 *
 * gen() // 0
 * gen() // 2
 * gen() // 4
 * gen() // null
 * ```
 */
function sequence(formula) {
    return generate(parse(formula));
}


//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/cache.js

/**
 * Some selectors such as `:contains` and (non-relative) `:has` will only be
 * able to match elements if their parents match the selector (as they contain
 * a subset of the elements that the parent contains).
 *
 * This function wraps the given `matches` function in a function that caches
 * the results of the parent elements, so that the `matches` function only
 * needs to be called once for each subtree.
 * @param next Matcher to run after this matcher succeeds.
 * @param options Configuration object for cache behavior.
 * @param options.adapter Adapter implementation used for DOM access.
 * @param options.cacheResults Whether results should be memoized by input root.
 * @param matches Compiled matcher function to wrap with caching.
 */
function cacheParentResults(next, { adapter, cacheResults }, matches) {
    if (cacheResults === false || typeof WeakMap === "undefined") {
        return (element) => next(element) && matches(element);
    }
    // Use a cache to avoid re-checking children of an element.
    // @ts-expect-error `Node` is not extending object
    const resultCache = new WeakMap();
    function addResultToCache(element) {
        const result = matches(element);
        resultCache.set(element, result);
        return result;
    }
    return function cachedMatcher(element) {
        if (!next(element)) {
            return false;
        }
        if (resultCache.has(element)) {
            return resultCache.get(element) ?? false;
        }
        // Check all of the element's parents.
        let node = element;
        do {
            const parent = getElementParent(node, adapter);
            if (parent === null) {
                return addResultToCache(element);
            }
            node = parent;
        } while (!resultCache.has(node));
        return resultCache.get(node) ? addResultToCache(element) : false;
    };
}
//# sourceMappingURL=cache.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/options.js
/**
 * Create a copy of options, omitting `context` and `rootFunc`.
 *
 * This is used when compiling nested selectors (e.g. inside `:is`, `:not`,
 * `:nth-child(… of S)`) so that the parent compilation state doesn't leak.
 */
function copyOptions(options) {
    // Omit context and rootFunc so parent compilation state doesn't leak.
    const { context: _, rootFunc: __, ...copied } = options;
    return copied;
}
//# sourceMappingURL=options.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/filters.js






/**
 * RFC 4647 extended filtering with pre-split subtags.
 * @param tag - Lowercased subtags of the element's language value.
 * @param range - Lowercased subtags of the language range to match against.
 */
function extendedFilter(tag, range) {
    if (range[0] !== "*" && range[0] !== tag[0])
        return false;
    let tagIndex = 1;
    for (let rangeIndex = 1; rangeIndex < range.length; rangeIndex++) {
        if (range[rangeIndex] === "*")
            continue;
        // Skip non-singleton tag subtags until we find a match.
        while (tagIndex < tag.length && tag[tagIndex] !== range[rangeIndex]) {
            if (tag[tagIndex++].length <= 1)
                return false;
        }
        if (tagIndex >= tag.length)
            return false;
        tagIndex++;
    }
    return true;
}
/** @see {@link https://www.w3.org/TR/selectors-4/#the-nth-child-pseudo} */
const nthOfRegex = /^(.+?)\s+of\s+(.+)$/is;
function compileNth(reverse, ofType) {
    return function nth(next, rule, options, context, compileToken) {
        const { adapter, equals } = options;
        const ofMatch = ofType ? null : rule.match(nthOfRegex);
        const nthCheck = dist_nthCheck(ofMatch ? ofMatch[1].trim() : rule);
        if (nthCheck === falseFunc)
            return falseFunc;
        const ofSelector = ofMatch && compileToken
            ? compileToken(parse_parse(ofMatch[2].trim()), copyOptions(options), context)
            : undefined;
        if (ofSelector === falseFunc)
            return falseFunc;
        if (nthCheck === trueFunc && !ofSelector) {
            return (element) => getElementParent(element, adapter) !== null && next(element);
        }
        const shouldCount = ofSelector
            ? (_element, sibling) => ofSelector(sibling)
            : ofType
                ? (element, sibling) => adapter.getName(sibling) === adapter.getName(element)
                : trueFunc;
        if (reverse) {
            return function nthLast(element) {
                if (ofSelector && !ofSelector(element))
                    return false;
                const siblings = adapter.getSiblings(element);
                let pos = 0;
                for (let index = siblings.length - 1; index >= 0; index--) {
                    const sibling = siblings[index];
                    if (equals(element, sibling))
                        break;
                    if (adapter.isTag(sibling) && shouldCount(element, sibling))
                        pos++;
                }
                return nthCheck(pos) && next(element);
            };
        }
        return function nth(element) {
            if (ofSelector && !ofSelector(element))
                return false;
            const siblings = adapter.getSiblings(element);
            let pos = 0;
            for (const sibling of siblings) {
                if (equals(element, sibling))
                    break;
                if (adapter.isTag(sibling) && shouldCount(element, sibling))
                    pos++;
            }
            return nthCheck(pos) && next(element);
        };
    };
}
/**
 * Pre-compiled pseudo filters.
 */
const filters = {
    contains(next, text, options) {
        const { getText } = options.adapter;
        return cacheParentResults(next, options, (element) => getText(element).includes(text));
    },
    icontains(next, text, options) {
        const itext = text.toLowerCase();
        const { getText } = options.adapter;
        return cacheParentResults(next, options, (element) => getText(element).toLowerCase().includes(itext));
    },
    // Location specific methods
    "nth-child": compileNth(false, false),
    "nth-last-child": compileNth(true, false),
    "nth-of-type": compileNth(false, true),
    "nth-last-of-type": compileNth(true, true),
    // TODO determine the actual root element
    root(next, _rule, { adapter }) {
        return (element) => getElementParent(element, adapter) === null && next(element);
    },
    scope(next, rule, options, context) {
        const { equals } = options;
        if (!context || context.length === 0) {
            // Equivalent to :root
            return filters["root"](next, rule, options);
        }
        if (context.length === 1) {
            // NOTE: can't be unpacked, as :has uses this for side-effects
            return (element) => equals(context[0], element) && next(element);
        }
        return (element) => context.includes(element) && next(element);
    },
    lang(next, code, { adapter }) {
        const ranges = code
            .split(",")
            .map((r) => r.trim())
            .filter((r) => r.length > 0)
            .map((r) => r
            .replace(/^['"]|['"]$/g, "")
            .toLowerCase()
            .split("-"));
        return function lang(element) {
            let node = element;
            while (node != null) {
                const value = adapter.getAttributeValue(node, "xml:lang") ??
                    adapter.getAttributeValue(node, "lang");
                if (value != null) {
                    if (!value) {
                        return ranges.some((r) => r[0] === "") && next(element);
                    }
                    const tag = value.toLowerCase().split("-");
                    return (ranges.some((r) => extendedFilter(tag, r)) &&
                        next(element));
                }
                const parent = adapter.getParent(node);
                node =
                    parent != null && adapter.isTag(parent)
                        ? parent
                        : null;
            }
            return ranges.some((r) => r[0] === "") && next(element);
        };
    },
    hover: dynamicStatePseudo("isHovered"),
    visited: dynamicStatePseudo("isVisited"),
    active: dynamicStatePseudo("isActive"),
};
/**
 * Dynamic state pseudos. These depend on optional Adapter methods.
 * @param name The name of the adapter method to call.
 * @returns Pseudo for the `filters` object.
 */
function dynamicStatePseudo(name) {
    return function dynamicPseudo(next, _rule, { adapter }) {
        const filterFunction = adapter[name];
        if (typeof filterFunction !== "function") {
            return falseFunc;
        }
        return function active(element) {
            return filterFunction(element) && next(element);
        };
    };
}
//# sourceMappingURL=filters.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/pseudos.js
/**
 * CSS limits the characters considered as whitespace to space, tab & line
 * feed. We add carriage returns as htmlparser2 doesn't normalize them to
 * line feeds.
 * @see {@link https://www.w3.org/TR/css-text-3/#white-space}
 */
const isDocumentWhiteSpace = /^[ \t\r\n]*$/;
// While filters are precompiled, pseudos get called when they are needed
/** Runtime pseudo selector implementations. */
const pseudos = {
    empty(element, { adapter }) {
        const children = adapter.getChildren(element);
        return (
        // First, make sure the tag does not have any element children.
        children.every((element) => !adapter.isTag(element)) &&
            // Then, check that the text content is only whitespace.
            children.every((element) => 
            // FIXME: `getText` call is potentially expensive.
            isDocumentWhiteSpace.test(adapter.getText(element))));
    },
    "first-child"(element, { adapter, equals }) {
        if (adapter.prevElementSibling) {
            return adapter.prevElementSibling(element) == null;
        }
        const firstChild = adapter
            .getSiblings(element)
            .find((sibling) => adapter.isTag(sibling));
        return firstChild != null && equals(element, firstChild);
    },
    "last-child"(element, { adapter, equals }) {
        const siblings = adapter.getSiblings(element);
        for (let index = siblings.length - 1; index >= 0; index--) {
            if (equals(element, siblings[index])) {
                return true;
            }
            if (adapter.isTag(siblings[index])) {
                break;
            }
        }
        return false;
    },
    "first-of-type"(element, { adapter, equals }) {
        const siblings = adapter.getSiblings(element);
        const elementName = adapter.getName(element);
        for (const currentSibling of siblings) {
            if (equals(element, currentSibling)) {
                return true;
            }
            if (adapter.isTag(currentSibling) &&
                adapter.getName(currentSibling) === elementName) {
                break;
            }
        }
        return false;
    },
    "last-of-type"(element, { adapter, equals }) {
        const siblings = adapter.getSiblings(element);
        const elementName = adapter.getName(element);
        for (let index = siblings.length - 1; index >= 0; index--) {
            const currentSibling = siblings[index];
            if (equals(element, currentSibling)) {
                return true;
            }
            if (adapter.isTag(currentSibling) &&
                adapter.getName(currentSibling) === elementName) {
                break;
            }
        }
        return false;
    },
    "only-of-type"(element, { adapter, equals }) {
        const elementName = adapter.getName(element);
        return adapter
            .getSiblings(element)
            .every((sibling) => equals(element, sibling) ||
            !adapter.isTag(sibling) ||
            adapter.getName(sibling) !== elementName);
    },
    "only-child"(element, { adapter, equals }) {
        return adapter
            .getSiblings(element)
            .every((sibling) => equals(element, sibling) || !adapter.isTag(sibling));
    },
};
/**
 * Validate pseudo selector argument arity.
 * @param pseudoClassCondition Pseudo-function implementation to wrap.
 * @param name Name of the pseudo selector.
 * @param subselect Subselector passed to the pseudo-function.
 * @param argumentIndex Index of the argument parser to apply.
 */
function verifyPseudoArguments(pseudoClassCondition, name, subselect, argumentIndex) {
    if (subselect === null) {
        if (pseudoClassCondition.length > argumentIndex) {
            throw new Error(`Pseudo-class :${name} requires an argument`);
        }
    }
    else if (pseudoClassCondition.length === argumentIndex) {
        throw new Error(`Pseudo-class :${name} doesn't have any arguments`);
    }
}
//# sourceMappingURL=pseudos.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/helpers/selectors.js

/**
 * Check whether a selector token performs traversal.
 * @param token Selector token(s) to compile.
 */
function selectors_isTraversal(token) {
    return token.type === "_flexibleDescendant" || isTraversal(token);
}
/**
 * Sort the parts of the passed selector, as there is potential for
 * optimization (some types of selectors are faster than others).
 * @param array Selector to sort
 */
function sortRules(array) {
    const ratings = array.map(getQuality);
    for (let index = 1; index < array.length; index++) {
        const procNew = ratings[index];
        if (procNew < 0) {
            continue;
        }
        // Use insertion sort to move the token to the correct position.
        for (let currentIndex = index; currentIndex > 0 && procNew < ratings[currentIndex - 1]; currentIndex--) {
            const token = array[currentIndex];
            array[currentIndex] = array[currentIndex - 1];
            array[currentIndex - 1] = token;
            ratings[currentIndex] = ratings[currentIndex - 1];
            ratings[currentIndex - 1] = procNew;
        }
    }
}
function getAttributeQuality(token) {
    switch (token.action) {
        case AttributeAction.Exists: {
            return 10;
        }
        case AttributeAction.Equals: {
            // Prefer ID selectors (eg. #ID)
            return token.name === "id" ? 9 : 8;
        }
        case AttributeAction.Not: {
            return 7;
        }
        case AttributeAction.Start: {
            return 6;
        }
        case AttributeAction.End: {
            return 6;
        }
        case AttributeAction.Any: {
            return 5;
        }
        case AttributeAction.Hyphen: {
            return 4;
        }
        case AttributeAction.Element: {
            return 3;
        }
    }
}
/**
 * Determine the quality of the passed token. The higher the number, the
 * faster the token is to execute.
 * @param token Token to get the quality of.
 * @returns The token's quality.
 */
function getQuality(token) {
    switch (token.type) {
        case SelectorType.Universal: {
            return 50;
        }
        case SelectorType.Tag: {
            return 30;
        }
        case SelectorType.Attribute: {
            return Math.floor(getAttributeQuality(token) /
                // `ignoreCase` adds some overhead, half the result if applicable.
                (token.ignoreCase ? 2 : 1));
        }
        case SelectorType.Pseudo: {
            return token.data
                ? token.name === "has" ||
                    token.name === "contains" ||
                    token.name === "icontains"
                    ? // Expensive in any case — run as late as possible.
                        0
                    : Array.isArray(token.data)
                        ? // Eg. `:is`, `:not`
                            Math.max(
                            // If we have traversals, try to avoid executing this selector
                            0, Math.min(...token.data.map((d) => Math.min(...d.map(getQuality)))))
                        : 2
                : 3;
        }
        default: {
            return -1;
        }
    }
}
/**
 * Check whether a token or nested token includes `:scope`.
 * @param t Selector token under inspection.
 */
function includesScopePseudo(t) {
    return (t.type === SelectorType.Pseudo &&
        (t.name === "scope" ||
            (Array.isArray(t.data) &&
                t.data.some((data) => data.some(includesScopePseudo)))));
}
//# sourceMappingURL=selectors.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/subselects.js





/** Used as a placeholder for :has. Will be replaced with the actual element. */
const PLACEHOLDER_ELEMENT = {};
/**
 * Check if the selector has any properties that rely on the current element.
 * If not, we can cache the result of the selector.
 *
 * We can't cache selectors that start with a traversal (e.g. `>`, `+`, `~`),
 * or include a `:scope`.
 * @param selector - The selector to check.
 * @returns Whether the selector has any properties that rely on the current element.
 */
function hasDependsOnCurrentElement(selector) {
    return selector.some((sel) => sel.length > 0 &&
        (selectors_isTraversal(sel[0]) || sel.some(includesScopePseudo)));
}
const is = (next, token, options, context, compileToken) => {
    const compiledToken = compileToken(token, copyOptions(options), context);
    return compiledToken === trueFunc
        ? next
        : compiledToken === falseFunc
            ? falseFunc
            : (element) => compiledToken(element) && next(element);
};
/*
 * :not, :has, :is, :matches and :where have to compile selectors
 * doing this in src/pseudos.ts would lead to circular dependencies,
 * so we add them here
 */
/** Pseudo selectors that compile nested selectors. */
const subselects = {
    is,
    /**
     * `:matches` and `:where` are aliases for `:is`.
     */
    matches: is,
    where: is,
    not(next, token, options, context, compileToken) {
        const compiledToken = compileToken(token, copyOptions(options), context);
        return compiledToken === falseFunc
            ? next
            : compiledToken === trueFunc
                ? falseFunc
                : (element) => !compiledToken(element) && next(element);
    },
    has(next, subselect, options, _context, compileToken) {
        const { adapter } = options;
        const copiedOptions = copyOptions(options);
        copiedOptions.relativeSelector = true;
        const context = subselect.some((s) => s.some(selectors_isTraversal))
            ? // Used as a placeholder. Will be replaced with the actual element.
                [PLACEHOLDER_ELEMENT]
            : undefined;
        const skipCache = hasDependsOnCurrentElement(subselect);
        const compiled = compileToken(subselect, copiedOptions, context);
        if (compiled === falseFunc) {
            return falseFunc;
        }
        // If `compiled` is `trueFunc`, we can skip this.
        if (context && compiled !== trueFunc) {
            return skipCache
                ? (element) => {
                    if (!next(element)) {
                        return false;
                    }
                    context[0] = element;
                    const childs = adapter.getChildren(element);
                    return (helpers_querying_findOne(compiled, compiled.shouldTestNextSiblings
                        ? [
                            ...childs,
                            ...getNextSiblings(element, adapter),
                        ]
                        : childs, options) !== null);
                }
                : cacheParentResults(next, options, (element) => {
                    context[0] = element;
                    return (helpers_querying_findOne(compiled, adapter.getChildren(element), options) !== null);
                });
        }
        const hasOne = (element) => helpers_querying_findOne(compiled, adapter.getChildren(element), options) !== null;
        return skipCache
            ? (element) => next(element) && hasOne(element)
            : cacheParentResults(next, options, hasOne);
    },
};
//# sourceMappingURL=subselects.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/pseudo-selectors/index.js
/*
 * Pseudo selectors
 *
 * Pseudo selectors are available in three forms:
 *
 * 1. Filters are called when the selector is compiled and return a function
 *  that has to return either false, or the results of `next()`.
 * 2. Pseudos are called on execution. They have to return a boolean.
 * 3. Subselects work like filters, but have an embedded selector that will be run separately.
 *
 * Filters are great if you want to do some pre-processing, or change the call order
 * of `next()` and your code.
 * Pseudos should be used to implement simple checks.
 */





/**
 * Compile a pseudo selector into an executable query function.
 * @param next Matcher to run after this matcher succeeds.
 * @param selector Selector used to match elements.
 * @param options Options that control this operation.
 * @param context Context nodes used to scope selector matching.
 * @param compileToken Function used to compile nested selector tokens.
 */
function compilePseudoSelector(next, selector, options, context, compileToken) {
    const { name, data } = selector;
    if (Array.isArray(data)) {
        if (!(name in subselects)) {
            throw new Error(`Unknown pseudo-class :${name}(${data})`);
        }
        return subselects[name](next, data, options, context, compileToken);
    }
    const userPseudo = options.pseudos?.[name];
    const stringPseudo = typeof userPseudo === "string" ? userPseudo : aliases[name];
    if (typeof stringPseudo === "string") {
        if (data != null) {
            throw new Error(`Pseudo ${name} doesn't have any arguments`);
        }
        // The alias has to be parsed here, to make sure options are respected.
        const alias = parse_parse(stringPseudo);
        return subselects["is"](next, alias, options, context, compileToken);
    }
    if (typeof userPseudo === "function") {
        verifyPseudoArguments(userPseudo, name, data, 1);
        return (element) => userPseudo(element, data) && next(element);
    }
    if (name in filters) {
        return filters[name](next, data, options, context, compileToken);
    }
    if (name in pseudos) {
        const pseudo = pseudos[name];
        verifyPseudoArguments(pseudo, name, data, 2);
        return (element) => pseudo(element, options, data) && next(element);
    }
    throw new Error(`Unknown pseudo-class :${name}`);
}



//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/general.js




/*
 * All available rules
 */
/**
 * Compile a single selector token.
 * @param next Matcher to run after this matcher succeeds.
 * @param selector Selector used to match elements.
 * @param options Options that control this operation.
 * @param context Context nodes used to scope selector matching.
 * @param compileToken Function used to compile nested selector tokens.
 * @param hasExpensiveSubselector Whether the selector contains expensive subselectors.
 */
function compileGeneralSelector(next, selector, options, context, compileToken, hasExpensiveSubselector) {
    const { adapter, equals, cacheResults } = options;
    switch (selector.type) {
        case SelectorType.PseudoElement: {
            throw new Error("Pseudo-elements are not supported by css-select");
        }
        case SelectorType.ColumnCombinator: {
            throw new Error("Column combinators are not yet supported by css-select");
        }
        case SelectorType.Attribute: {
            if (selector.namespace != null) {
                throw new Error("Namespaced attributes are not yet supported by css-select");
            }
            if (!options.xmlMode || options.lowerCaseAttributeNames) {
                selector.name = selector.name.toLowerCase();
            }
            return attributeRules[selector.action](next, selector, options);
        }
        case SelectorType.Pseudo: {
            return compilePseudoSelector(next, selector, options, context, compileToken);
        }
        // Tags
        case SelectorType.Tag: {
            if (selector.namespace != null) {
                throw new Error("Namespaced tag names are not yet supported by css-select");
            }
            let { name } = selector;
            if (!options.xmlMode || options.lowerCaseTags) {
                name = name.toLowerCase();
            }
            return function tag(element) {
                return adapter.getName(element) === name && next(element);
            };
        }
        // Traversal
        case SelectorType.Descendant: {
            if (!hasExpensiveSubselector ||
                cacheResults === false ||
                typeof WeakMap === "undefined") {
                return function descendant(element) {
                    let current = element;
                    while ((current = getElementParent(current, adapter))) {
                        if (next(current)) {
                            return true;
                        }
                    }
                    return false;
                };
            }
            const resultCache = new WeakMap();
            return function cachedDescendant(element) {
                let current = element;
                let result;
                while ((current = getElementParent(current, adapter))) {
                    const cached = resultCache.get(current);
                    if (cached === undefined) {
                        result ??= { matches: false };
                        result.matches = next(current);
                        resultCache.set(current, result);
                        if (result.matches) {
                            return true;
                        }
                    }
                    else {
                        if (result) {
                            result.matches = cached.matches;
                        }
                        return cached.matches;
                    }
                }
                return false;
            };
        }
        case "_flexibleDescendant": {
            // Include element itself, only used while querying an array
            return function flexibleDescendant(element) {
                let current = element;
                do {
                    if (next(current)) {
                        return true;
                    }
                    current = getElementParent(current, adapter);
                } while (current);
                return false;
            };
        }
        case SelectorType.Parent: {
            return function parent(element) {
                return adapter
                    .getChildren(element)
                    .some((element) => adapter.isTag(element) && next(element));
            };
        }
        case SelectorType.Child: {
            return function child(element) {
                const parent = getElementParent(element, adapter);
                return parent !== null && next(parent);
            };
        }
        case SelectorType.Sibling: {
            return function sibling(element) {
                const siblings = adapter.getSiblings(element);
                for (const currentSibling of siblings) {
                    if (equals(element, currentSibling)) {
                        break;
                    }
                    if (adapter.isTag(currentSibling) && next(currentSibling)) {
                        return true;
                    }
                }
                return false;
            };
        }
        case SelectorType.Adjacent: {
            if (adapter.prevElementSibling) {
                return function adjacent(element) {
                    // biome-ignore lint/style/noNonNullAssertion: checked by if statement
                    const previous = adapter.prevElementSibling(element);
                    return previous != null && next(previous);
                };
            }
            return function adjacent(element) {
                const siblings = adapter.getSiblings(element);
                let lastElement;
                for (const currentSibling of siblings) {
                    if (equals(element, currentSibling)) {
                        break;
                    }
                    if (adapter.isTag(currentSibling)) {
                        lastElement = currentSibling;
                    }
                }
                return !!lastElement && next(lastElement);
            };
        }
        case SelectorType.Universal: {
            if (selector.namespace != null && selector.namespace !== "*") {
                throw new Error("Namespaced universal selectors are not yet supported by css-select");
            }
            return next;
        }
    }
}
//# sourceMappingURL=general.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/compile.js






const DESCENDANT_TOKEN = { type: SelectorType.Descendant };
const FLEXIBLE_DESCENDANT_TOKEN = {
    type: "_flexibleDescendant",
};
const SCOPE_TOKEN = {
    type: SelectorType.Pseudo,
    name: "scope",
    data: null,
};
/*
 * CSS 4 Spec (Draft): 3.4.1. Absolutizing a Relative Selector
 * http://www.w3.org/TR/selectors4/#absolutizing
 */
function absolutize(token, { adapter }, context) {
    // TODO Use better check if the context is a document
    const hasContext = !!context?.every((element) => element === PLACEHOLDER_ELEMENT ||
        (adapter.isTag(element) &&
            getElementParent(element, adapter) !== null));
    for (const t of token) {
        if (t.length > 0 &&
            selectors_isTraversal(t[0]) &&
            t[0].type !== SelectorType.Descendant) {
            // Don't continue in else branch
        }
        else if (hasContext && !t.some(includesScopePseudo)) {
            t.unshift(DESCENDANT_TOKEN);
        }
        else {
            continue;
        }
        t.unshift(SCOPE_TOKEN);
    }
}
/**
 * Compile a parsed selector token into an executable query function.
 * @param token Selector token(s) to compile.
 * @param options Options that control this operation.
 * @param compilationContext Compilation context for relative selector handling.
 */
function compileToken(token, options, compilationContext) {
    for (const rules of token) {
        sortRules(rules);
    }
    const { context = compilationContext, rootFunc: rootFunction = trueFunc, } = options;
    const isArrayContext = Array.isArray(context);
    const finalContext = context && (Array.isArray(context) ? context : [context]);
    // Check if the selector is relative
    if (options.relativeSelector !== false) {
        absolutize(token, options, finalContext);
    }
    else if (token.some((t) => t.length > 0 && selectors_isTraversal(t[0]))) {
        throw new Error("Relative selectors are not allowed when the `relativeSelector` option is disabled");
    }
    let shouldTestNextSiblings = false;
    let query = falseFunc;
    combineLoop: for (const rules of token) {
        if (rules.length >= 2) {
            const [first, second] = rules;
            if (first.type !== SelectorType.Pseudo || first.name !== "scope") {
                // Ignore
            }
            else if (isArrayContext &&
                second.type === SelectorType.Descendant) {
                rules[1] = FLEXIBLE_DESCENDANT_TOKEN;
            }
            else if (second.type === SelectorType.Adjacent ||
                second.type === SelectorType.Sibling) {
                shouldTestNextSiblings = true;
            }
        }
        let next = rootFunction;
        let hasExpensiveSubselector = false;
        for (const rule of rules) {
            next = compileGeneralSelector(next, rule, options, finalContext, compileToken, hasExpensiveSubselector);
            const quality = getQuality(rule);
            if (quality === 0) {
                hasExpensiveSubselector = true;
            }
            // If the sub-selector won't match any elements, skip it.
            if (next === falseFunc) {
                continue combineLoop;
            }
        }
        // If we have a function that always returns true, we can stop here.
        if (next === rootFunction) {
            return rootFunction;
        }
        query = query === falseFunc ? next : or(query, next);
    }
    query.shouldTestNextSiblings = shouldTestNextSiblings;
    return query;
}
function or(a, b) {
    return (element) => a(element) || b(element);
}
//# sourceMappingURL=compile.js.map
;// CONCATENATED MODULE: ./node_modules/css-select/dist/index.js






const defaultEquals = (a, b) => a === b;
const defaultOptions = {
    adapter: { ...domutils_dist_namespaceObject, isTag: dist_node_isTag },
    equals: defaultEquals,
};
function convertOptionFormats(options) {
    /*
     * We force one format of options to the other one.
     */
    // @ts-expect-error Default options may have incompatible `Node` / `ElementNode`.
    const finalOptions = options ?? defaultOptions;
    // @ts-expect-error Same as above.
    finalOptions.adapter ??= defaultOptions.adapter;
    // @ts-expect-error `equals` does not exist on `Options`
    finalOptions.equals ??= finalOptions.adapter?.equals ?? defaultEquals;
    return finalOptions;
}
/**
 * Compiles a selector to an executable function.
 *
 * The returned function checks if each passed node is an element. Use
 * `_compileUnsafe` to skip this check.
 * @param selector Selector to compile.
 * @param options Compilation options.
 * @param context Optional context for the selector.
 */
function dist_compile(selector, options, context) {
    const convertedOptions = convertOptionFormats(options);
    const next = _compileUnsafe(selector, convertedOptions, context);
    return next === falseFunc
        ? falseFunc
        : (element) => convertedOptions.adapter.isTag(element) && next(element);
}
/**
 * Like `compile`, but does not add a check if elements are tags.
 * @param selector Selector used to match elements.
 * @param options Options that control this operation.
 * @param context Context nodes used to scope selector matching.
 */
function _compileUnsafe(selector, options, context) {
    return compileToken(typeof selector === "string" ? parse_parse(selector) : selector, convertOptionFormats(options), context);
}
function getSelectorFunction(searchFunction) {
    return function select(query, elements, options) {
        const convertedOptions = convertOptionFormats(options);
        if (typeof query !== "function") {
            query = _compileUnsafe(query, convertedOptions, elements);
        }
        const filteredElements = prepareContext(elements, convertedOptions.adapter, query.shouldTestNextSiblings);
        return searchFunction(query, filteredElements, convertedOptions);
    };
}
/**
 * Normalize a query context and optionally include next siblings.
 * @param elements Elements to test against sibling-dependent selectors.
 * @param adapter Adapter implementation used for DOM operations.
 * @param shouldTestNextSiblings Whether sibling combinators should include following siblings.
 */
function prepareContext(elements, adapter, shouldTestNextSiblings = false) {
    /*
     * Add siblings if the query requires them.
     * See https://github.com/fb55/css-select/pull/43#issuecomment-225414692
     */
    if (shouldTestNextSiblings) {
        elements = appendNextSiblings(elements, adapter);
    }
    return Array.isArray(elements)
        ? adapter.removeSubsets(elements)
        : adapter.getChildren(elements);
}
function appendNextSiblings(element, adapter) {
    // Order matters because jQuery seems to check the children before the siblings
    const elements = Array.isArray(element) ? [...element] : [element];
    const elementsLength = elements.length;
    for (let index = 0; index < elementsLength; index++) {
        const nextSiblings = getNextSiblings(elements[index], adapter);
        elements.push(...nextSiblings);
    }
    return elements;
}
/**
 * @template Node The generic Node type for the DOM adapter being used.
 * @template ElementNode The Node type for elements for the DOM adapter being used.
 * @param elems Elements to query. If it is an element, its children will be queried.
 * @param query can be either a CSS selector string or a compiled query function.
 * @param [options] options for querying the document.
 * @see compile for supported selector queries.
 * @returns All matching elements.
 */
const selectAll = getSelectorFunction((query, elements, options) => query === falseFunc || !elements || elements.length === 0
    ? []
    : helpers_querying_findAll(query, elements, options));
/**
 * @template Node The generic Node type for the DOM adapter being used.
 * @template ElementNode The Node type for elements for the DOM adapter being used.
 * @param elems Elements to query. If it is an element, its children will be queried.
 * @param query can be either a CSS selector string or a compiled query function.
 * @param [options] options for querying the document.
 * @see compile for supported selector queries.
 * @returns the first match, or null if there was no match.
 */
const selectOne = getSelectorFunction((query, elements, options) => query === falseFunc || !elements || elements.length === 0
    ? null
    : helpers_querying_findOne(query, elements, options));
/**
 * Tests whether or not an element is matched by query.
 * @template Node The generic Node type for the DOM adapter being used.
 * @template ElementNode The Node type for elements for the DOM adapter being used.
 * @param element The element to test if it matches the query.
 * @param query can be either a CSS selector string or a compiled query function.
 * @param [options] options for querying the document.
 * @see compile for supported selector queries.
 * @returns Whether the element matches the query.
 */
function dist_is(element, query, options) {
    return (typeof query === "function" ? query : dist_compile(query, options))(element);
}
/**
 * Alias for selectAll(query, elems, options).
 * @see [compile] for supported selector queries.
 */
/* harmony default export */ const css_select_dist = ((/* unused pure expression or super */ null && (selectAll)));
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/matches.js





const {isArray} = Array;

/* c8 ignore start */
const matches_isTag = ({nodeType}) => nodeType === ELEMENT_NODE;

const matches_existsOne = (test, elements) => elements.some(
  element => matches_isTag(element) && (
    test(element) ||
    matches_existsOne(test, matches_getChildren(element))
  )
);

const matches_getAttributeValue = (element, name) => name === 'class' ?
  (element.getAttributeNode('class')?.value ?? null) : element.getAttribute(name);

const matches_getChildren = ({childNodes}) => childNodes;

const matches_getName = (element) => {
  const {localName} = element;
  return ignoreCase(element) ? localName.toLowerCase() : localName;
};

const matches_getParent = ({parentNode}) => parentNode;

const matches_getSiblings = element => {
  const {parentNode} = element;
  return parentNode ? matches_getChildren(parentNode) : element;
};

const matches_getText = node => {
  if (isArray(node))
    return node.map(matches_getText).join('');
  if (matches_isTag(node))
    return matches_getText(matches_getChildren(node));
  if (node.nodeType === TEXT_NODE)
    return node.data;
  return '';
};

const matches_hasAttrib = (element, name) => element.hasAttribute(name);

const matches_removeSubsets = nodes => {
  let {length} = nodes;
  while (length--) {
    const node = nodes[length];
    if (length && -1 < nodes.lastIndexOf(node, length - 1)) {
      nodes.splice(length, 1);
      continue;
    }
    for (let {parentNode} = node; parentNode; parentNode = parentNode.parentNode) {
      if (nodes.includes(parentNode)) {
        nodes.splice(length, 1);
        break;
      }
    }
  }
  return nodes;
};

const matches_findAll = (test, nodes) => {
  const matches = [];
  for (const node of nodes) {
    if (matches_isTag(node)) {
      if (test(node))
        matches.push(node);
      matches.push(...matches_findAll(test, matches_getChildren(node)));
    }
  }
  return matches;
};

const matches_findOne = (test, nodes) => {
  for (let node of nodes)
    if (test(node) || (node = matches_findOne(test, matches_getChildren(node))))
      return node;
  return null;
};
/* c8 ignore stop */

const adapter = {
  isTag: matches_isTag,
  existsOne: matches_existsOne,
  getAttributeValue: matches_getAttributeValue,
  getChildren: matches_getChildren,
  getName: matches_getName,
  getParent: matches_getParent,
  getSiblings: matches_getSiblings,
  getText: matches_getText,
  hasAttrib: matches_hasAttrib,
  removeSubsets: matches_removeSubsets,
  findAll: matches_findAll,
  findOne: matches_findOne
};

const prepareMatch = (element, selectors) => dist_compile(
  selectors,
  {
    context: selectors.includes(':scope') ? element : void 0,
    xmlMode: !ignoreCase(element),
    adapter
  }
);

const matches = (element, selectors) => dist_is(
  element,
  selectors,
  {
    strict: true,
    context: selectors.includes(':scope') ? element : void 0,
    xmlMode: !ignoreCase(element),
    adapter
  }
);

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/text.js






/**
 * @implements globalThis.Text
 */
class text_Text extends CharacterData {
  constructor(ownerDocument, data = '') {
    super(ownerDocument, '#text', TEXT_NODE, data);
  }

  get wholeText() {
    const text = [];
    let {previousSibling, nextSibling} = this;
    while (previousSibling) {
      if (previousSibling.nodeType === TEXT_NODE)
        text.unshift(previousSibling[VALUE]);
      else
        break;
      previousSibling = previousSibling.previousSibling;
    }
    text.push(this[VALUE]);
    while (nextSibling) {
      if (nextSibling.nodeType === TEXT_NODE)
        text.push(nextSibling[VALUE]);
      else
        break;
      nextSibling = nextSibling.nextSibling;
    }
    return text.join('');
  }

  cloneNode() {
    const {ownerDocument, [VALUE]: data} = this;
    return new text_Text(ownerDocument, data);
  }

  toString() { return text_escaper_escape(this[VALUE]); }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/mixin/parent-node.js
// https://dom.spec.whatwg.org/#interface-parentnode
// Document, DocumentFragment, Element


















const isNode = node => node instanceof node_Node;

const insert = (parentNode, child, nodes) => {
  const {ownerDocument} = parentNode;
  for (const node of nodes)
    parentNode.insertBefore(
      isNode(node) ? node : new text_Text(ownerDocument, node),
      child
    );
};

/** @typedef { import('../interface/element.js').Element & {
    [typeof NEXT]: NodeStruct,
    [typeof PREV]: NodeStruct,
    [typeof START]: NodeStruct,
    nodeType: typeof ATTRIBUTE_NODE | typeof DOCUMENT_FRAGMENT_NODE | typeof ELEMENT_NODE | typeof TEXT_NODE | typeof NODE_END | typeof COMMENT_NODE | typeof CDATA_SECTION_NODE,
    ownerDocument: Document,
    parentNode: ParentNode,
}} NodeStruct */

class ParentNode extends node_Node {
  constructor(ownerDocument, localName, nodeType) {
    super(ownerDocument, localName, nodeType);
    this[PRIVATE] = null;
    /** @type {NodeStruct} */
    this[NEXT] = this[END] = {
      [NEXT]: null,
      [PREV]: this,
      [START]: this,
      nodeType: NODE_END,
      ownerDocument: this.ownerDocument,
      parentNode: null
    };
  }

  get childNodes() {
    const childNodes = new NodeList;
    let {firstChild} = this;
    while (firstChild) {
      childNodes.push(firstChild);
      firstChild = nextSibling(firstChild);
    }
    return childNodes;
  }

  get children() {
    const children = new NodeList;
    let {firstElementChild} = this;
    while (firstElementChild) {
      children.push(firstElementChild);
      firstElementChild = non_document_type_child_node_nextElementSibling(firstElementChild);
    }
    return children;
  }

  /**
   * @returns {NodeStruct | null}
   */
  get firstChild() {
    let {[NEXT]: next, [END]: end} = this;
    while (next.nodeType === ATTRIBUTE_NODE)
      next = next[NEXT];
    return next === end ? null : next;
  }

  /**
   * @returns {NodeStruct | null}
   */
  get firstElementChild() {
    let {firstChild} = this;
    while (firstChild) {
      if (firstChild.nodeType === ELEMENT_NODE)
        return firstChild;
      firstChild = nextSibling(firstChild);
    }
    return null;
  }

  get lastChild() {
    const prev = this[END][PREV];
    switch (prev.nodeType) {
      case NODE_END:
        return prev[START];
      case ATTRIBUTE_NODE:
        return null;
    }
    return prev === this ? null : prev;
  }

  get lastElementChild() {
    let {lastChild} = this;
    while (lastChild) {
      if (lastChild.nodeType === ELEMENT_NODE)
        return lastChild;
      lastChild = previousSibling(lastChild);
    }
    return null;
  }

  get childElementCount() {
    return this.children.length;
  }

  prepend(...nodes) {
    insert(this, this.firstChild, nodes);
  }

  append(...nodes) {
    insert(this, this[END], nodes);
  }

  replaceChildren(...nodes) {
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end && next.nodeType === ATTRIBUTE_NODE)
      next = next[NEXT];
    while (next !== end) {
      const after = getEnd(next)[NEXT];
      next.remove();
      next = after;
    }
    if (nodes.length)
      insert(this, end, nodes);
  }

  getElementsByClassName(className) {
    const elements = new NodeList;
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      if (
        next.nodeType === ELEMENT_NODE &&
        next.hasAttribute('class') &&
        next.classList.has(className)
      )
        elements.push(next);
      next = next[NEXT];
    }
    return elements;
  }

  getElementsByTagName(tagName) {
    const elements = new NodeList;
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      if (next.nodeType === ELEMENT_NODE && (
        next.localName === tagName ||
        localCase(next) === tagName
      ))
        elements.push(next);
      next = next[NEXT];
    }
    return elements;
  }

  querySelector(selectors) {
    const matches = prepareMatch(this, selectors);
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      if (next.nodeType === ELEMENT_NODE && matches(next))
        return next;
      next = next.nodeType === ELEMENT_NODE && next.localName === 'template' ? next[END] : next[NEXT];
    }
    return null;
  }

  querySelectorAll(selectors) {
    const matches = prepareMatch(this, selectors);
    const elements = new NodeList;
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      if (next.nodeType === ELEMENT_NODE && matches(next))
        elements.push(next);
      next = next.nodeType === ELEMENT_NODE && next.localName === 'template' ? next[END] : next[NEXT];
    }
    return elements;
  }

  appendChild(node) {
    return this.insertBefore(node, this[END]);
  }

  contains(node) {
    let parentNode = node;
    while (parentNode && parentNode !== this)
      parentNode = parentNode.parentNode;
    return parentNode === this;
  }

  insertBefore(node, before = null) {
    if (node === before)
      return node;
    if (node === this)
      throw new Error('unable to append a node to itself');
    const next = before || this[END];
    switch (node.nodeType) {
      case ELEMENT_NODE:
        node.remove();
        node.parentNode = this;
        knownBoundaries(next[PREV], node, next);
        moCallback(node, null);
        connectedCallback(node);
        break;
      case DOCUMENT_FRAGMENT_NODE: {
        let {[PRIVATE]: parentNode, firstChild, lastChild} = node;
        if (firstChild) {
          knownSegment(next[PREV], firstChild, lastChild, next);
          knownAdjacent(node, node[END]);
          if (parentNode)
            parentNode.replaceChildren();
          do {
            firstChild.parentNode = this;
            moCallback(firstChild, null);
            if (firstChild.nodeType === ELEMENT_NODE)
              connectedCallback(firstChild);
          } while (
            firstChild !== lastChild &&
            (firstChild = nextSibling(firstChild))
          );
        }
        break;
      }
      case TEXT_NODE:
      case COMMENT_NODE:
      case CDATA_SECTION_NODE:
        node.remove();
      /* eslint no-fallthrough:0 */
      // this covers DOCUMENT_TYPE_NODE too
      default:
        node.parentNode = this;
        knownSiblings(next[PREV], node, next);
        moCallback(node, null);
        break;
    }
    return node;
  }

  normalize() {
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      const {[NEXT]: $next, [PREV]: $prev, nodeType} = next;
      if (nodeType === TEXT_NODE) {
        if (!next[VALUE])
          next.remove();
        else if ($prev && $prev.nodeType === TEXT_NODE) {
          $prev.textContent += next.textContent;
          next.remove();
        }
      }
      next = $next;
    }
  }

  removeChild(node) {
    if (node.parentNode !== this)
      throw new Error('node is not a child');
    node.remove();
    return node;
  }

  replaceChild(node, replaced) {
    const next = getEnd(replaced)[NEXT];
    replaced.remove();
    this.insertBefore(node, next);
    return replaced;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/mixin/non-element-parent-node.js
// https://dom.spec.whatwg.org/#interface-nonelementparentnode
// Document, DocumentFragment







class NonElementParentNode extends ParentNode {
  getElementById(id) {
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      if (next.nodeType === ELEMENT_NODE && next.id === id)
        return next;
      next = next[NEXT];
    }
    return null;
  }

  cloneNode(deep) {
    const {ownerDocument, constructor} = this;
    const nonEPN = new constructor(ownerDocument);
    if (deep) {
      const {[END]: end} = nonEPN;
      for (const node of this.childNodes)
        nonEPN.insertBefore(node.cloneNode(deep), end);
    }
    return nonEPN; 
  }

  toString() {
    const {childNodes, localName} = this;
    return `<${localName}>${childNodes.join('')}</${localName}>`;
  }

  toJSON() {
    const json = [];
    nonElementAsJSON(this, json);
    return json;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/document-fragment.js



/**
 * @implements globalThis.DocumentFragment
 */
class DocumentFragment extends NonElementParentNode {
  constructor(ownerDocument) {
    super(ownerDocument, '#document-fragment', DOCUMENT_FRAGMENT_NODE);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/document-type.js





/**
 * @implements globalThis.DocumentType
 */
class DocumentType extends node_Node {
  constructor(ownerDocument, name, publicId = '', systemId = '') {
    super(ownerDocument, '#document-type', DOCUMENT_TYPE_NODE);
    this.name = name;
    this.publicId = publicId;
    this.systemId = systemId;
  }

  cloneNode() {
    const {ownerDocument, name, publicId, systemId} = this;
    return new DocumentType(ownerDocument, name, publicId, systemId);
  }

  toString() {
    const {name, publicId, systemId} = this;
    const hasPublic = 0 < publicId.length;
    const str = [name];
    if (hasPublic)
      str.push('PUBLIC', `"${publicId}"`);
    if (systemId.length) {
      if (!hasPublic)
        str.push('SYSTEM');
      str.push(`"${systemId}"`);
    }
    return `<!DOCTYPE ${str.join(' ')}>`;
  }

  toJSON() {
    const json = [];
    documentTypeAsJSON(this, json);
    return json;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/mixin/inner-html.js






/**
 * @param {Node} node
 * @returns {String}
 */
const getInnerHtml = node => node.childNodes.join('');

/**
 * @param {Node} node
 * @param {String} html
 */
const setInnerHtml = (node, html) => {
  const {ownerDocument} = node;
  const {constructor} = ownerDocument;
  const document = new constructor;
  document[CUSTOM_ELEMENTS] = ownerDocument[CUSTOM_ELEMENTS];
  const {childNodes} = parseFromString(document, ignoreCase(node), html);

  node.replaceChildren(...childNodes.map(setOwnerDocument, ownerDocument));
};

function setOwnerDocument(node) {
  node.ownerDocument = this;
  switch (node.nodeType) {
    case ELEMENT_NODE:
    case DOCUMENT_FRAGMENT_NODE:
      node.childNodes.forEach(setOwnerDocument, this);
      break;
  }
  return node;
}

;// CONCATENATED MODULE: ./node_modules/uhyphen/esm/index.js
/* harmony default export */ const uhyphen_esm = (camel => camel.replace(/(([A-Z0-9])([A-Z0-9][a-z]))|(([a-z0-9]+)([A-Z]))/g, '$2$5-$3$6')
                             .toLowerCase());

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/dom/string-map.js



const refs = new WeakMap;

const key = name => `data-${uhyphen_esm(name)}`;
const prop = name => name.slice(5).replace(/-([a-z])/g, (_, $1) => $1.toUpperCase());

const handler = {
  get(dataset, name) {
    if (name in dataset)
      return refs.get(dataset).getAttribute(key(name));
  },

  set(dataset, name, value) {
    dataset[name] = value;
    refs.get(dataset).setAttribute(key(name), value);
    return true;
  },

  deleteProperty(dataset, name) {
    if (name in dataset)
      refs.get(dataset).removeAttribute(key(name));
    return delete dataset[name];
  }
};

/**
 * @implements globalThis.DOMStringMap
 */
class DOMStringMap {
  /**
   * @param {Element} ref
   */
  constructor(ref) {
    for (const {name, value} of ref.attributes) {
      if (/^data-/.test(name))
        this[prop(name)] = value;
    }
    refs.set(this, ref);
    return new Proxy(this, handler);
  }
}

setPrototypeOf(DOMStringMap.prototype, null);

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/dom/token-list.js





const {add} = Set.prototype;
const addTokens = (self, tokens) => {
  for (const token of tokens) {
    if (token)
      add.call(self, token);
  }
};

const update = ({[OWNER_ELEMENT]: ownerElement, value}) => {
  const attribute = ownerElement.getAttributeNode('class');
  if (attribute)
    attribute.value = value;
  else
    setAttribute(
      ownerElement,
      new Attr(ownerElement.ownerDocument, 'class', value)
    );
};

/**
 * @implements globalThis.DOMTokenList
 */
class DOMTokenList extends Set {

  constructor(ownerElement) {
    super();
    this[OWNER_ELEMENT] = ownerElement;
    const attribute = ownerElement.getAttributeNode('class');
    if (attribute)
      addTokens(this, attribute.value.split(/\s+/));
  }

  get length() { return this.size; }

  get value() { return [...this].join(' '); }

  /**
   * @param  {...string} tokens
   */
  add(...tokens) {
    addTokens(this, tokens);
    update(this);
  }

  /**
   * @param {string} token
   */
  contains(token) { return this.has(token); }

  /**
   * @param  {...string} tokens
   */
  remove(...tokens) {
    for (const token of tokens)
      this.delete(token);
    update(this);
  }

  /**
   * @param {string} token
   * @param {boolean?} force
   */
  toggle(token, force) {
    if (this.has(token)) {
      if (force)
        return true;
      this.delete(token);
      update(this);
    }
    else if (force || arguments.length === 1) {
      super.add(token);
      update(this);
      return true;
    }
    return false;
  }

  /**
   * @param {string} token
   * @param {string} newToken
   */
  replace(token, newToken) {
    if (this.has(token)) {
      this.delete(token);
      super.add(newToken);
      update(this);
      return true;
    }
    return false;
  }

  /**
   * @param {string} token
   */
  supports() { return true; }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/css-style-declaration.js




const css_style_declaration_refs = new WeakMap;

const getKeys = style => [...style.keys()].filter(key => key !== PRIVATE);

const updateKeys = style => {
  const attr = css_style_declaration_refs.get(style).getAttributeNode('style');
  if (!attr || attr[CHANGED] || style.get(PRIVATE) !== attr) {
    style.clear();
    if (attr) {
      style.set(PRIVATE, attr);
      for (const rule of attr[VALUE].split(/\s*;\s*/)) {
        let [key, ...rest] = rule.split(':');
        if (rest.length > 0) {
          key = key.trim();
          const value = rest.join(':').trim();
          if (key && value)
            style.set(key, value);
        }
      }
    }
  }
  return attr;
};

const css_style_declaration_handler = {
  get(style, name) {
    if (name in css_style_declaration_prototype)
      return style[name];
    updateKeys(style);
    if (name === 'length')
      return getKeys(style).length;
    if (/^\d+$/.test(name))
      return getKeys(style)[name];
    return style.get(uhyphen_esm(name)) ?? '';
  },

  set(style, name, value) {
    if (name === 'cssText')
      style[name] = value;
    else {
      let attr = updateKeys(style);
      if (value == null)
        style.delete(uhyphen_esm(name));
      else
        style.set(uhyphen_esm(name), value);
      if (!attr) {
        const element = css_style_declaration_refs.get(style);
        attr = element.ownerDocument.createAttribute('style');
        element.setAttributeNode(attr);
        style.set(PRIVATE, attr);
      }
      attr[CHANGED] = false;
      attr[VALUE] = style.toString();
    }
    return true;
  }
};

/**
 * @implements globalThis.CSSStyleDeclaration
 */
class CSSStyleDeclaration extends Map {
  constructor(element) {
    super();
    css_style_declaration_refs.set(this, element);
    /* c8 ignore start */
    return new Proxy(this, css_style_declaration_handler);
    /* c8 ignore stop */
  }

  get cssText() {
    return this.toString();
  }

  set cssText(value) {
    css_style_declaration_refs.get(this).setAttribute('style', value);
  }

  getPropertyValue(name) {
    const self = this[PRIVATE];
    return css_style_declaration_handler.get(self, name);
  }

  setProperty(name, value) {
    const self = this[PRIVATE];
    css_style_declaration_handler.set(self, name, value);
  }

  removeProperty(name) {
    const self = this[PRIVATE];
    css_style_declaration_handler.set(self, name, null);
  }

  [Symbol.iterator]() {
    const self = this[PRIVATE];
    updateKeys(self);
    const keys = getKeys(self);
    const {length} = keys;
    let i = 0;
    return {
      next() {
        const done = i === length;
        return {done, value: done ? null : keys[i++]};
      }
    };
  }

  get[PRIVATE]() { return this; }

  toString() {
    const self = this[PRIVATE];
    updateKeys(self);
    const cssText = [];
    self.forEach(push, cssText);
    return cssText.join(';');
  }
}

const {prototype: css_style_declaration_prototype} = CSSStyleDeclaration;

function push(value, key) {
  if (key !== PRIVATE)
    this.push(`${key}:${value}`);
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/event.js
// https://dom.spec.whatwg.org/#interface-event

/* c8 ignore start */

// Node 15 has Event but 14 and 12 don't
const BUBBLING_PHASE = 3;
const AT_TARGET = 2;
const CAPTURING_PHASE = 1;
const NONE = 0;

function getCurrentTarget(ev) {
  return ev.currentTarget;
}

/**
 * @implements globalThis.Event
 */
class GlobalEvent {
    static get BUBBLING_PHASE() { return BUBBLING_PHASE; }
    static get AT_TARGET() { return AT_TARGET; }
    static get CAPTURING_PHASE() { return CAPTURING_PHASE; }
    static get NONE() { return NONE; }

    constructor(type, eventInitDict = {}) {
      this.type = type;
      this.bubbles = !!eventInitDict.bubbles;
      this.cancelBubble = false;
      this._stopImmediatePropagationFlag = false;
      this.cancelable = !!eventInitDict.cancelable;
      this.eventPhase = this.NONE;
      this.timeStamp = Date.now();
      this.defaultPrevented = false;
      this.originalTarget = null;
      this.returnValue = null;
      this.srcElement = null;
      this.target = null;
      this._path = [];
    }

    get BUBBLING_PHASE() { return BUBBLING_PHASE; }
    get AT_TARGET() { return AT_TARGET; }
    get CAPTURING_PHASE() { return CAPTURING_PHASE; }
    get NONE() { return NONE; }

    preventDefault() { this.defaultPrevented = true; }

    // simplified implementation, should be https://dom.spec.whatwg.org/#dom-event-composedpath
    composedPath() {
      return this._path.map(getCurrentTarget);
    }

    stopPropagation() {
      this.cancelBubble = true;
    }
    
    stopImmediatePropagation() {
      this.stopPropagation();
      this._stopImmediatePropagationFlag = true;
    }
  }



/* c8 ignore stop */

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/named-node-map.js
/**
 * @implements globalThis.NamedNodeMap
 */
class NamedNodeMap extends Array {
  constructor(ownerElement) {
    super();
    this.ownerElement = ownerElement;
  }

  getNamedItem(name) {
    return this.ownerElement.getAttributeNode(name);
  }

  setNamedItem(attr) {
    this.ownerElement.setAttributeNode(attr);
    this.unshift(attr);
  }

  removeNamedItem(name) {
    const item = this.getNamedItem(name);
    this.ownerElement.removeAttribute(name);
    this.splice(this.indexOf(item), 1);
  }

  item(index) {
    return index < this.length ? this[index] : null;
  }

  /* c8 ignore start */
  getNamedItemNS(_, name) {
    return this.getNamedItem(name);
  }

  setNamedItemNS(_, attr) {
    return this.setNamedItem(attr);
  }

  removeNamedItemNS(_, name) {
    return this.removeNamedItem(name);
  }
  /* c8 ignore stop */
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/shadow-root.js




/**
 * @implements globalThis.ShadowRoot
 */
class ShadowRoot extends NonElementParentNode {
  constructor(host) {
    super(host.ownerDocument, '#shadow-root', DOCUMENT_FRAGMENT_NODE);
    this.host = host;
  }

  get innerHTML() {
    return getInnerHtml(this);
  }
  set innerHTML(html) {
    setInnerHtml(this, html);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/element.js
// https://dom.spec.whatwg.org/#interface-element
































// <utils>
const attributesHandler = {
  get(target, key) {
    return key in target ? target[key] : target.find(({name}) => name === key);
  }
};

const element_create = (ownerDocument, element, localName)  => {
  if ('ownerSVGElement' in element) {
    const svg = ownerDocument.createElementNS(SVG_NAMESPACE, localName);
    svg.ownerSVGElement = element.ownerSVGElement;
    return svg;
  }
  return ownerDocument.createElement(localName);
};

const isVoid = ({localName, ownerDocument}) => {
  return ownerDocument[MIME].voidElements.test(localName);
};

// </utils>

/**
 * @implements globalThis.Element
 */
class element_Element extends ParentNode {
  constructor(ownerDocument, localName) {
    super(ownerDocument, localName, ELEMENT_NODE);
    this[CLASS_LIST] = null;
    this[DATASET] = null;
    this[STYLE] = null;
  }

  // <Mixins>
  get isConnected() { return isConnected(this); }
  get parentElement() { return parentElement(this); }
  get previousSibling() { return previousSibling(this); }
  get nextSibling() { return nextSibling(this); }
  get namespaceURI() {
    return 'http://www.w3.org/1999/xhtml';
  }

  get previousElementSibling() { return previousElementSibling(this); }
  get nextElementSibling() { return non_document_type_child_node_nextElementSibling(this); }

  before(...nodes) { before(this, nodes); }
  after(...nodes) { after(this, nodes); }
  replaceWith(...nodes) { replaceWith(this, nodes); }
  remove() { remove(this[PREV], this, this[END][NEXT]); }
  // </Mixins>

  // <specialGetters>
  get id() { return stringAttribute.get(this, 'id'); }
  set id(value) { stringAttribute.set(this, 'id', value); }

  get className() { return this.classList.value; }
  set className(value) {
    const {classList} = this;
    classList.clear();
    classList.add(...($String(value).split(/\s+/)));
  }

  get nodeName() { return localCase(this); }
  get tagName() { return localCase(this); }

  get classList() {
    return this[CLASS_LIST] || (
      this[CLASS_LIST] = new DOMTokenList(this)
    );
  }

  get dataset() {
    return this[DATASET] || (
      this[DATASET] = new DOMStringMap(this)
    );
  }

  getBoundingClientRect() {
    return {
      x: 0,
      y: 0,
      bottom: 0,
      height: 0,
      left: 0,
      right: 0,
      top: 0,
      width: 0
    };
  }

  get nonce() { return stringAttribute.get(this, 'nonce'); }
  set nonce(value) { stringAttribute.set(this, 'nonce', value); }

  get style() {
    return this[STYLE] || (
      this[STYLE] = new CSSStyleDeclaration(this)
    );
  }

  get tabIndex() { return numericAttribute.get(this, 'tabindex') || -1; }
  set tabIndex(value) { numericAttribute.set(this, 'tabindex', value); }

  get slot() { return stringAttribute.get(this, 'slot'); }
  set slot(value) { stringAttribute.set(this, 'slot', value); }
  // </specialGetters>


  // <contentRelated>
  get innerText() {
    const text = [];
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      if (next.nodeType === TEXT_NODE) {
        text.push(next.textContent.replace(/\s+/g, ' '));
      } else if(
        text.length && next[NEXT] != end &&
        BLOCK_ELEMENTS.has(next.tagName)
      ) {
        text.push('\n');
      }
      next = next[NEXT];
    }
    return text.join('');
  }

  /**
   * @returns {String}
   */
  get textContent() {
    const text = [];
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      const nodeType = next.nodeType;
      if (nodeType === TEXT_NODE || nodeType === CDATA_SECTION_NODE)
        text.push(next.textContent);
      next = next[NEXT];
    }
    return text.join('');
  }

  set textContent(text) {
    this.replaceChildren();
    if (text != null && text !== '')
      this.appendChild(new text_Text(this.ownerDocument, text));
  }

  get innerHTML() {
    return getInnerHtml(this);
  }
  set innerHTML(html) {
    setInnerHtml(this, html);
  }

  get outerHTML() { return this.toString(); }
  set outerHTML(html) {
    const template = this.ownerDocument.createElement('');
    template.innerHTML = html;
    this.replaceWith(...template.childNodes);
  }
  // </contentRelated>

  // <attributes>
  get attributes() {
    const attributes = new NamedNodeMap(this);
    let next = this[NEXT];
    while (next.nodeType === ATTRIBUTE_NODE) {
      attributes.push(next);
      next = next[NEXT];
    }
    return new Proxy(attributes, attributesHandler);
  }

  focus() { this.dispatchEvent(new GlobalEvent('focus')); }

  getAttribute(name) {
    if (name === 'class')
      return this.className;
    const attribute = this.getAttributeNode(name);
    return attribute && (ignoreCase(this) ? attribute.value : text_escaper_escape(attribute.value));
  }

  getAttributeNode(name) {
    let next = this[NEXT];
    while (next.nodeType === ATTRIBUTE_NODE) {
      if (next.name === name)
        return next;
      next = next[NEXT];
    }
    return null;
  }

  getAttributeNames() {
    const attributes = new NodeList;
    let next = this[NEXT];
    while (next.nodeType === ATTRIBUTE_NODE) {
      attributes.push(next.name);
      next = next[NEXT];
    }
    return attributes;
  }

  hasAttribute(name) { return !!this.getAttributeNode(name); }
  hasAttributes() { return this[NEXT].nodeType === ATTRIBUTE_NODE; }

  removeAttribute(name) {
    if (name === 'class' && this[CLASS_LIST])
        this[CLASS_LIST].clear();
    let next = this[NEXT];
    while (next.nodeType === ATTRIBUTE_NODE) {
      if (next.name === name) {
        removeAttribute(this, next);
        return;
      }
      next = next[NEXT];
    }
  }

  removeAttributeNode(attribute) {
    let next = this[NEXT];
    while (next.nodeType === ATTRIBUTE_NODE) {
      if (next === attribute) {
        removeAttribute(this, next);
        return;
      }
      next = next[NEXT];
    }
  }

  setAttribute(name, value) {
    if (name === 'class')
      this.className = value;
    else {
      const attribute = this.getAttributeNode(name);
      if (attribute)
        attribute.value = value;
      else
        setAttribute(this, new Attr(this.ownerDocument, name, value));
    }
  }

  setAttributeNode(attribute) {
    const {name} = attribute;
    const previously = this.getAttributeNode(name);
    if (previously !== attribute) {
      if (previously)
        this.removeAttributeNode(previously);
      const {ownerElement} = attribute;
      if (ownerElement)
        ownerElement.removeAttributeNode(attribute);
      setAttribute(this, attribute);
    }
    return previously;
  }

  toggleAttribute(name, force) {
    if (this.hasAttribute(name)) {
      if (!force) {
        this.removeAttribute(name);
        return false;
      }
      return true;
    }
    else if (force || arguments.length === 1) {
      this.setAttribute(name, '');
      return true;
    }
    return false;
  }
  // </attributes>

  // <ShadowDOM>
  get shadowRoot() {
    if (shadowRoots.has(this)) {
      const {mode, shadowRoot} = shadowRoots.get(this);
      if (mode === 'open')
        return shadowRoot;
    }
    return null;
  }

  attachShadow(init) {
    if (shadowRoots.has(this))
      throw new Error('operation not supported');
    // TODO: shadowRoot should be likely a specialized class that extends DocumentFragment
    //       but until DSD is out, I am not sure I should spend time on this.
    const shadowRoot = new ShadowRoot(this);
    shadowRoots.set(this, {
      mode: init.mode,
      shadowRoot
    });
    return shadowRoot;
  }
  // </ShadowDOM>

  // <selectors>
  matches(selectors) { return matches(this, selectors); }
  closest(selectors) {
    let parentElement = this;
    const matches = prepareMatch(parentElement, selectors);
    while (parentElement && !matches(parentElement))
      parentElement = parentElement.parentElement;
    return parentElement;
  }
  // </selectors>

  // <insertAdjacent>
  insertAdjacentElement(position, element) {
    const {parentElement} = this;
    switch (position) {
      case 'beforebegin':
        if (parentElement) {
          parentElement.insertBefore(element, this);
          break;
        }
        return null;
      case 'afterbegin':
        this.insertBefore(element, this.firstChild);
        break;
      case 'beforeend':
        this.insertBefore(element, null);
        break;
      case 'afterend':
        if (parentElement) {
          parentElement.insertBefore(element, this.nextSibling);
          break;
        }
        return null;
    }
    return element;
  }

  insertAdjacentHTML(position, html) {
    this.insertAdjacentElement(position, htmlToFragment(this.ownerDocument, html));
  }

  insertAdjacentText(position, text) {
    const node = this.ownerDocument.createTextNode(text);
    this.insertAdjacentElement(position, node);
  }
  // </insertAdjacent>

  cloneNode(deep = false) {
    const {ownerDocument, localName} = this;
    const addNext = next => {
      next.parentNode = parentNode;
      knownAdjacent($next, next);
      $next = next;
    };
    const clone = element_create(ownerDocument, this, localName);
    let parentNode = clone, $next = clone;
    let {[NEXT]: next, [END]: prev} = this;
    while (next !== prev && (deep || next.nodeType === ATTRIBUTE_NODE)) {
      switch (next.nodeType) {
        case NODE_END:
          knownAdjacent($next, parentNode[END]);
          $next = parentNode[END];
          parentNode = parentNode.parentNode;
          break;
        case ELEMENT_NODE: {
          const node = element_create(ownerDocument, next, next.localName);
          addNext(node);
          parentNode = node;
          break;
        }
        case ATTRIBUTE_NODE: {
          const attr = next.cloneNode(deep);
          attr.ownerElement = parentNode;
          addNext(attr);
          break;
        }
        case TEXT_NODE:
        case COMMENT_NODE:
        case CDATA_SECTION_NODE:
          addNext(next.cloneNode(deep));
          break;
      }
      next = next[NEXT];
    }
    knownAdjacent($next, clone[END]);
    return clone;
  }

  // <custom>
  toString() {
    const out = [];
    const {[END]: end} = this;
    let next = {[NEXT]: this};
    let isOpened = false;
    do {
      next = next[NEXT];
      switch (next.nodeType) {
        case ATTRIBUTE_NODE: {
          const attr = ' ' + next;
          switch (attr) {
            case ' id':
            case ' class':
            case ' style':
              break;
            default:
              out.push(attr);
          }
          break;
        }
        case NODE_END: {
          const start = next[START];
          if (isOpened) {
            if ('ownerSVGElement' in start)
              out.push(' />');
            else if (isVoid(start))
              out.push(ignoreCase(start) ? '>' : ' />');
            else
              out.push(`></${start.localName}>`);
            isOpened = false;
          }
          else
            out.push(`</${start.localName}>`);
          break;
        }
        case ELEMENT_NODE:
          if (isOpened)
            out.push('>');
          if (next.toString !== this.toString) {
            out.push(next.toString());
            next = next[END];
            isOpened = false;
          }
          else {
            out.push(`<${next.localName}`);
            isOpened = true;
          }
          break;
        case TEXT_NODE:
        case COMMENT_NODE:
        case CDATA_SECTION_NODE:
          out.push((isOpened ? '>' : '') + next);
          isOpened = false;
          break;
      }
    } while (next !== end);
    return out.join('');
  }

  toJSON() {
    const json = [];
    elementAsJSON(this, json);
    return json;
  }
  // </custom>


  /* c8 ignore start */
  getAttributeNS(_, name) { return this.getAttribute(name); }
  getElementsByTagNameNS(_, name) { return this.getElementsByTagName(name); }
  hasAttributeNS(_, name) { return this.hasAttribute(name); }
  removeAttributeNS(_, name) { this.removeAttribute(name); }
  setAttributeNS(_, name, value) { this.setAttribute(name, value); }
  setAttributeNodeNS(attr) { return this.setAttributeNode(attr); }
  /* c8 ignore stop */
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/svg/element.js



const classNames = new WeakMap;

const element_handler = {
  get(target, name) {
    return target[name];
  },
  set(target, name, value) {
    target[name] = value;
    return true;
  }
};

/**
 * @implements globalThis.SVGElement
 */
class SVGElement extends element_Element {
  constructor(ownerDocument, localName, ownerSVGElement = null) {
    super(ownerDocument, localName);
    this.ownerSVGElement = ownerSVGElement;
  }

  get className() {
    if (!classNames.has(this))
      classNames.set(this, new Proxy({baseVal: '', animVal: ''}, element_handler));
    return classNames.get(this);
  }

  /* c8 ignore start */
  set className(value) {
    const {classList} = this;
    classList.clear();
    classList.add(...($String(value).split(/\s+/)));
  }
  /* c8 ignore stop */

  get namespaceURI() {
    return 'http://www.w3.org/2000/svg';
  }

  getAttribute(name) {
    return name === 'class' ?
      [...this.classList].join(' ') :
      super.getAttribute(name);
  }

  setAttribute(name, value) {
    if (name === 'class')
      this.className = value;
    else if (name === 'style') {
      const {className} = this;
      className.baseVal = className.animVal = value;
    }
    super.setAttribute(name, value);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/facades.js














/* c8 ignore start */
const illegalConstructor = () => {
  throw new TypeError('Illegal constructor');
};

function facades_Attr() { illegalConstructor(); }
setPrototypeOf(facades_Attr, Attr);
facades_Attr.prototype = Attr.prototype;

function facades_CDATASection() { illegalConstructor(); }
setPrototypeOf(facades_CDATASection, CDATASection);
facades_CDATASection.prototype = CDATASection.prototype;

function facades_CharacterData() { illegalConstructor(); }
setPrototypeOf(facades_CharacterData, CharacterData);
facades_CharacterData.prototype = CharacterData.prototype;

function facades_Comment() { illegalConstructor(); }
setPrototypeOf(facades_Comment, comment_Comment);
facades_Comment.prototype = comment_Comment.prototype;

function facades_DocumentFragment() { illegalConstructor(); }
setPrototypeOf(facades_DocumentFragment, DocumentFragment);
facades_DocumentFragment.prototype = DocumentFragment.prototype;

function facades_DocumentType() { illegalConstructor(); }
setPrototypeOf(facades_DocumentType, DocumentType);
facades_DocumentType.prototype = DocumentType.prototype;

function facades_Element() { illegalConstructor(); }
setPrototypeOf(facades_Element, element_Element);
facades_Element.prototype = element_Element.prototype;

function facades_Node() { illegalConstructor(); }
setPrototypeOf(facades_Node, node_Node);
facades_Node.prototype = node_Node.prototype;

function facades_ShadowRoot() { illegalConstructor(); }
setPrototypeOf(facades_ShadowRoot, ShadowRoot);
facades_ShadowRoot.prototype = ShadowRoot.prototype;

function facades_Text() { illegalConstructor(); }
setPrototypeOf(facades_Text, text_Text);
facades_Text.prototype = text_Text.prototype;

function facades_SVGElement() { illegalConstructor(); }
setPrototypeOf(facades_SVGElement, SVGElement);
facades_SVGElement.prototype = SVGElement.prototype;
/* c8 ignore stop */

const Facades = {
  Attr: facades_Attr,
  CDATASection: facades_CDATASection,
  CharacterData: facades_CharacterData,
  Comment: facades_Comment,
  DocumentFragment: facades_DocumentFragment,
  DocumentType: facades_DocumentType,
  Element: facades_Element,
  Node: facades_Node,
  ShadowRoot: facades_ShadowRoot,
  Text: facades_Text,
  SVGElement: facades_SVGElement
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/element.js







const Level0 = new WeakMap;
const level0 = {
  get(element, name) {
    return Level0.has(element) && Level0.get(element)[name] || null;
  },
  set(element, name, value) {
    if (!Level0.has(element))
      Level0.set(element, {});
    const handlers = Level0.get(element);
    const type = name.slice(2);
    if (handlers[name])
      element.removeEventListener(type, handlers[name], false);
    if ((handlers[name] = value))
      element.addEventListener(type, value, false);
  }
};

/**
 * @implements globalThis.HTMLElement
 */
class HTMLElement extends element_Element {

  static get observedAttributes() { return []; }

  constructor(ownerDocument = null, localName = '') {
    super(ownerDocument, localName);

    const ownerLess = !ownerDocument;
    let options;

    if (ownerLess) {
      const {constructor: Class} = this;
      if (!Classes.has(Class))
        throw new Error('unable to initialize this Custom Element');
      ({ownerDocument, localName, options} = Classes.get(Class));
    }

    if (ownerDocument[UPGRADE]) {
      const {element, values} = ownerDocument[UPGRADE];
      ownerDocument[UPGRADE] = null;
      for (const [key, value] of values)
        element[key] = value;
      return element;
    }

    if (ownerLess) {
      this.ownerDocument = this[END].ownerDocument = ownerDocument;
      this.localName = localName;
      customElements.set(this, {connected: false});
      if (options.is)
        this.setAttribute('is', options.is);
    }
  }

  /* c8 ignore start */

  /* TODO: what about these?
  offsetHeight
  offsetLeft
  offsetParent
  offsetTop
  offsetWidth
  */

  blur() { this.dispatchEvent(new GlobalEvent('blur')); }
  click() {
    const clickEvent = new GlobalEvent('click', {bubbles: true, cancelable: true});
    clickEvent.button = 0;

    this.dispatchEvent(clickEvent);
  }

  // Boolean getters
  get accessKeyLabel() {
    const {accessKey} = this;
    return accessKey && `Alt+Shift+${accessKey}`;
  }
  get isContentEditable() { return this.hasAttribute('contenteditable'); }

  // Boolean Accessors
  get contentEditable() { return booleanAttribute.get(this, 'contenteditable'); }
  set contentEditable(value) { booleanAttribute.set(this, 'contenteditable', value); }
  get draggable() { return booleanAttribute.get(this, 'draggable'); }
  set draggable(value) { booleanAttribute.set(this, 'draggable', value); }
  get hidden() { return booleanAttribute.get(this, 'hidden'); }
  set hidden(value) { booleanAttribute.set(this, 'hidden', value); }
  get spellcheck() { return booleanAttribute.get(this, 'spellcheck'); }
  set spellcheck(value) { booleanAttribute.set(this, 'spellcheck', value); }

  // String Accessors
  get accessKey() { return stringAttribute.get(this, 'accesskey'); }
  set accessKey(value) { stringAttribute.set(this, 'accesskey', value); }
  get dir() { return stringAttribute.get(this, 'dir'); }
  set dir(value) { stringAttribute.set(this, 'dir', value); }
  get lang() { return stringAttribute.get(this, 'lang'); }
  set lang(value) { stringAttribute.set(this, 'lang', value); }
  get title() { return stringAttribute.get(this, 'title'); }
  set title(value) { stringAttribute.set(this, 'title', value); }

  // DOM Level 0
  get onabort() { return level0.get(this, 'onabort'); }
  set onabort(value) { level0.set(this, 'onabort', value); }

  get onblur() { return level0.get(this, 'onblur'); }
  set onblur(value) { level0.set(this, 'onblur', value); }

  get oncancel() { return level0.get(this, 'oncancel'); }
  set oncancel(value) { level0.set(this, 'oncancel', value); }

  get oncanplay() { return level0.get(this, 'oncanplay'); }
  set oncanplay(value) { level0.set(this, 'oncanplay', value); }

  get oncanplaythrough() { return level0.get(this, 'oncanplaythrough'); }
  set oncanplaythrough(value) { level0.set(this, 'oncanplaythrough', value); }

  get onchange() { return level0.get(this, 'onchange'); }
  set onchange(value) { level0.set(this, 'onchange', value); }

  get onclick() { return level0.get(this, 'onclick'); }
  set onclick(value) { level0.set(this, 'onclick', value); }

  get onclose() { return level0.get(this, 'onclose'); }
  set onclose(value) { level0.set(this, 'onclose', value); }

  get oncontextmenu() { return level0.get(this, 'oncontextmenu'); }
  set oncontextmenu(value) { level0.set(this, 'oncontextmenu', value); }

  get oncuechange() { return level0.get(this, 'oncuechange'); }
  set oncuechange(value) { level0.set(this, 'oncuechange', value); }

  get ondblclick() { return level0.get(this, 'ondblclick'); }
  set ondblclick(value) { level0.set(this, 'ondblclick', value); }

  get ondrag() { return level0.get(this, 'ondrag'); }
  set ondrag(value) { level0.set(this, 'ondrag', value); }

  get ondragend() { return level0.get(this, 'ondragend'); }
  set ondragend(value) { level0.set(this, 'ondragend', value); }

  get ondragenter() { return level0.get(this, 'ondragenter'); }
  set ondragenter(value) { level0.set(this, 'ondragenter', value); }

  get ondragleave() { return level0.get(this, 'ondragleave'); }
  set ondragleave(value) { level0.set(this, 'ondragleave', value); }

  get ondragover() { return level0.get(this, 'ondragover'); }
  set ondragover(value) { level0.set(this, 'ondragover', value); }

  get ondragstart() { return level0.get(this, 'ondragstart'); }
  set ondragstart(value) { level0.set(this, 'ondragstart', value); }

  get ondrop() { return level0.get(this, 'ondrop'); }
  set ondrop(value) { level0.set(this, 'ondrop', value); }

  get ondurationchange() { return level0.get(this, 'ondurationchange'); }
  set ondurationchange(value) { level0.set(this, 'ondurationchange', value); }

  get onemptied() { return level0.get(this, 'onemptied'); }
  set onemptied(value) { level0.set(this, 'onemptied', value); }

  get onended() { return level0.get(this, 'onended'); }
  set onended(value) { level0.set(this, 'onended', value); }

  get onerror() { return level0.get(this, 'onerror'); }
  set onerror(value) { level0.set(this, 'onerror', value); }

  get onfocus() { return level0.get(this, 'onfocus'); }
  set onfocus(value) { level0.set(this, 'onfocus', value); }

  get oninput() { return level0.get(this, 'oninput'); }
  set oninput(value) { level0.set(this, 'oninput', value); }

  get oninvalid() { return level0.get(this, 'oninvalid'); }
  set oninvalid(value) { level0.set(this, 'oninvalid', value); }

  get onkeydown() { return level0.get(this, 'onkeydown'); }
  set onkeydown(value) { level0.set(this, 'onkeydown', value); }

  get onkeypress() { return level0.get(this, 'onkeypress'); }
  set onkeypress(value) { level0.set(this, 'onkeypress', value); }

  get onkeyup() { return level0.get(this, 'onkeyup'); }
  set onkeyup(value) { level0.set(this, 'onkeyup', value); }

  get onload() { return level0.get(this, 'onload'); }
  set onload(value) { level0.set(this, 'onload', value); }

  get onloadeddata() { return level0.get(this, 'onloadeddata'); }
  set onloadeddata(value) { level0.set(this, 'onloadeddata', value); }

  get onloadedmetadata() { return level0.get(this, 'onloadedmetadata'); }
  set onloadedmetadata(value) { level0.set(this, 'onloadedmetadata', value); }

  get onloadstart() { return level0.get(this, 'onloadstart'); }
  set onloadstart(value) { level0.set(this, 'onloadstart', value); }

  get onmousedown() { return level0.get(this, 'onmousedown'); }
  set onmousedown(value) { level0.set(this, 'onmousedown', value); }

  get onmouseenter() { return level0.get(this, 'onmouseenter'); }
  set onmouseenter(value) { level0.set(this, 'onmouseenter', value); }

  get onmouseleave() { return level0.get(this, 'onmouseleave'); }
  set onmouseleave(value) { level0.set(this, 'onmouseleave', value); }

  get onmousemove() { return level0.get(this, 'onmousemove'); }
  set onmousemove(value) { level0.set(this, 'onmousemove', value); }

  get onmouseout() { return level0.get(this, 'onmouseout'); }
  set onmouseout(value) { level0.set(this, 'onmouseout', value); }

  get onmouseover() { return level0.get(this, 'onmouseover'); }
  set onmouseover(value) { level0.set(this, 'onmouseover', value); }

  get onmouseup() { return level0.get(this, 'onmouseup'); }
  set onmouseup(value) { level0.set(this, 'onmouseup', value); }

  get onmousewheel() { return level0.get(this, 'onmousewheel'); }
  set onmousewheel(value) { level0.set(this, 'onmousewheel', value); }

  get onpause() { return level0.get(this, 'onpause'); }
  set onpause(value) { level0.set(this, 'onpause', value); }

  get onplay() { return level0.get(this, 'onplay'); }
  set onplay(value) { level0.set(this, 'onplay', value); }

  get onplaying() { return level0.get(this, 'onplaying'); }
  set onplaying(value) { level0.set(this, 'onplaying', value); }

  get onprogress() { return level0.get(this, 'onprogress'); }
  set onprogress(value) { level0.set(this, 'onprogress', value); }

  get onratechange() { return level0.get(this, 'onratechange'); }
  set onratechange(value) { level0.set(this, 'onratechange', value); }

  get onreset() { return level0.get(this, 'onreset'); }
  set onreset(value) { level0.set(this, 'onreset', value); }

  get onresize() { return level0.get(this, 'onresize'); }
  set onresize(value) { level0.set(this, 'onresize', value); }

  get onscroll() { return level0.get(this, 'onscroll'); }
  set onscroll(value) { level0.set(this, 'onscroll', value); }

  get onseeked() { return level0.get(this, 'onseeked'); }
  set onseeked(value) { level0.set(this, 'onseeked', value); }

  get onseeking() { return level0.get(this, 'onseeking'); }
  set onseeking(value) { level0.set(this, 'onseeking', value); }

  get onselect() { return level0.get(this, 'onselect'); }
  set onselect(value) { level0.set(this, 'onselect', value); }

  get onshow() { return level0.get(this, 'onshow'); }
  set onshow(value) { level0.set(this, 'onshow', value); }

  get onstalled() { return level0.get(this, 'onstalled'); }
  set onstalled(value) { level0.set(this, 'onstalled', value); }

  get onsubmit() { return level0.get(this, 'onsubmit'); }
  set onsubmit(value) { level0.set(this, 'onsubmit', value); }

  get onsuspend() { return level0.get(this, 'onsuspend'); }
  set onsuspend(value) { level0.set(this, 'onsuspend', value); }

  get ontimeupdate() { return level0.get(this, 'ontimeupdate'); }
  set ontimeupdate(value) { level0.set(this, 'ontimeupdate', value); }

  get ontoggle() { return level0.get(this, 'ontoggle'); }
  set ontoggle(value) { level0.set(this, 'ontoggle', value); }

  get onvolumechange() { return level0.get(this, 'onvolumechange'); }
  set onvolumechange(value) { level0.set(this, 'onvolumechange', value); }

  get onwaiting() { return level0.get(this, 'onwaiting'); }
  set onwaiting(value) { level0.set(this, 'onwaiting', value); }

  get onauxclick() { return level0.get(this, 'onauxclick'); }
  set onauxclick(value) { level0.set(this, 'onauxclick', value); }

  get ongotpointercapture() { return level0.get(this, 'ongotpointercapture'); }
  set ongotpointercapture(value) { level0.set(this, 'ongotpointercapture', value); }

  get onlostpointercapture() { return level0.get(this, 'onlostpointercapture'); }
  set onlostpointercapture(value) { level0.set(this, 'onlostpointercapture', value); }

  get onpointercancel() { return level0.get(this, 'onpointercancel'); }
  set onpointercancel(value) { level0.set(this, 'onpointercancel', value); }

  get onpointerdown() { return level0.get(this, 'onpointerdown'); }
  set onpointerdown(value) { level0.set(this, 'onpointerdown', value); }

  get onpointerenter() { return level0.get(this, 'onpointerenter'); }
  set onpointerenter(value) { level0.set(this, 'onpointerenter', value); }

  get onpointerleave() { return level0.get(this, 'onpointerleave'); }
  set onpointerleave(value) { level0.set(this, 'onpointerleave', value); }

  get onpointermove() { return level0.get(this, 'onpointermove'); }
  set onpointermove(value) { level0.set(this, 'onpointermove', value); }

  get onpointerout() { return level0.get(this, 'onpointerout'); }
  set onpointerout(value) { level0.set(this, 'onpointerout', value); }

  get onpointerover() { return level0.get(this, 'onpointerover'); }
  set onpointerover(value) { level0.set(this, 'onpointerover', value); }

  get onpointerup() { return level0.get(this, 'onpointerup'); }
  set onpointerup(value) { level0.set(this, 'onpointerup', value); }
  /* c8 ignore stop */

}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/template-element.js






const tagName = 'template';

/**
 * @implements globalThis.HTMLTemplateElement
 */
class HTMLTemplateElement extends HTMLElement {
  constructor(ownerDocument) {
    super(ownerDocument, tagName);
    const content = this.ownerDocument.createDocumentFragment();
    (this[CONTENT] = content)[PRIVATE] = this;
  }

  get content() {
    if (this.hasChildNodes() && !this[CONTENT].hasChildNodes()) {
      for (const node of this.childNodes)
        this[CONTENT].appendChild(node.cloneNode(true));
    }
    return this[CONTENT];
  }
}

registerHTMLClass(tagName, HTMLTemplateElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/html-element.js


/**
 * @implements globalThis.HTMLHtmlElement
 */
class HTMLHtmlElement extends HTMLElement {
  constructor(ownerDocument, localName = 'html') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/text-element.js


const {toString: text_element_toString} = HTMLElement.prototype;

class TextElement extends HTMLElement {

  get innerHTML() { return this.textContent; }
  set innerHTML(html) { this.textContent = html; }

  toString() {
    const outerHTML = text_element_toString.call(this.cloneNode());
    return outerHTML.replace('><', () => `>${this.textContent}<`);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/script-element.js





const script_element_tagName = 'script';

/**
 * @implements globalThis.HTMLScriptElement
 */
class HTMLScriptElement extends TextElement {
  constructor(ownerDocument, localName = script_element_tagName) {
    super(ownerDocument, localName);
  }

  get type() {
    return stringAttribute.get(this, 'type');
  }
  set type(value) {
    stringAttribute.set(this, 'type', value);
  }

  get src() {
    return stringAttribute.get(this, 'src');
  }
  set src(value) {
    stringAttribute.set(this, 'src', value);
  }

  get defer() {
    return booleanAttribute.get(this, 'defer');
  }

  set defer(value) {
    booleanAttribute.set(this, 'defer', value);
  }

  get crossOrigin() {
    return stringAttribute.get(this, 'crossorigin');
  }
  set crossOrigin(value) {
    stringAttribute.set(this, 'crossorigin', value);
  }

  get nomodule() {
    return booleanAttribute.get(this, 'nomodule');
  }
  set nomodule(value) {
    booleanAttribute.set(this, 'nomodule', value);
  }

  get referrerPolicy() {
    return stringAttribute.get(this, 'referrerpolicy');
  }
  set referrerPolicy(value) {
    stringAttribute.set(this, 'referrerpolicy', value);
  }

  get nonce() {
    return stringAttribute.get(this, 'nonce');
  }
  set nonce(value) {
    stringAttribute.set(this, 'nonce', value);
  }

  get async() {
    return booleanAttribute.get(this, 'async');
  }
  set async(value) {
    booleanAttribute.set(this, 'async', value);
  }

  get text() { return this.textContent; }
  set text(content) { this.textContent = content; }
}

registerHTMLClass(script_element_tagName, HTMLScriptElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/frame-element.js


/**
 * @implements globalThis.HTMLFrameElement
 */
class HTMLFrameElement extends HTMLElement {
  constructor(ownerDocument, localName = 'frame') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/i-frame-element.js





const i_frame_element_tagName = 'iframe';

/**
 * @implements globalThis.HTMLIFrameElement
 */
class HTMLIFrameElement extends HTMLElement {
  constructor(ownerDocument, localName = i_frame_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get src() { return stringAttribute.get(this, 'src'); }
  set src(value) { stringAttribute.set(this, 'src', value); }

  get srcdoc() { return stringAttribute.get(this, "srcdoc"); }
  set srcdoc(value) { stringAttribute.set(this, "srcdoc", value); }

  get name() { return stringAttribute.get(this, "name"); }
  set name(value) { stringAttribute.set(this, "name", value); }

  get allow() { return stringAttribute.get(this, "allow"); }
  set allow(value) { stringAttribute.set(this, "allow", value); }

  get allowFullscreen() { return booleanAttribute.get(this, "allowfullscreen"); }
  set allowFullscreen(value) { booleanAttribute.set(this, "allowfullscreen", value); }
  
  get referrerPolicy() { return stringAttribute.get(this, "referrerpolicy"); }
  set referrerPolicy(value) { stringAttribute.set(this, "referrerpolicy", value); }
  
  get loading() { return stringAttribute.get(this, "loading"); }
  set loading(value) { stringAttribute.set(this, "loading", value); }
  /* c8 ignore stop */
}

registerHTMLClass(i_frame_element_tagName, HTMLIFrameElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/object-element.js


/**
 * @implements globalThis.HTMLObjectElement
 */
class HTMLObjectElement extends HTMLElement {
  constructor(ownerDocument, localName = 'object') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/head-element.js


/**
 * @implements globalThis.HTMLHeadElement
 */
class HTMLHeadElement extends HTMLElement {
  constructor(ownerDocument, localName = 'head') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/body-element.js


/**
 * @implements globalThis.HTMLBodyElement
 */
class HTMLBodyElement extends HTMLElement {
  constructor(ownerDocument, localName = 'body') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/cssomnom/dist/CSSStyleDeclaration-D6HTs6vj.js
// @ts-nocheck
// src/data/gen/property-list.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const SUPPORTED_PROPERTIES = /* @__PURE__ */ new Set("-webkit-align-content,-webkit-align-items,-webkit-align-self,-webkit-animation,-webkit-animation-delay,-webkit-animation-direction,-webkit-animation-duration,-webkit-animation-fill-mode,-webkit-animation-iteration-count,-webkit-animation-name,-webkit-animation-play-state,-webkit-animation-timing-function,-webkit-appearance,-webkit-backface-visibility,-webkit-background-clip,-webkit-background-origin,-webkit-background-size,-webkit-border-bottom-left-radius,-webkit-border-bottom-right-radius,-webkit-border-radius,-webkit-border-top-left-radius,-webkit-border-top-right-radius,-webkit-box-align,-webkit-box-flex,-webkit-box-ordinal-group,-webkit-box-orient,-webkit-box-pack,-webkit-box-shadow,-webkit-box-sizing,-webkit-filter,-webkit-flex,-webkit-flex-basis,-webkit-flex-direction,-webkit-flex-flow,-webkit-flex-grow,-webkit-flex-shrink,-webkit-flex-wrap,-webkit-justify-content,-webkit-line-clamp,-webkit-mask,-webkit-mask-box-image,-webkit-mask-box-image-outset,-webkit-mask-box-image-repeat,-webkit-mask-box-image-slice,-webkit-mask-box-image-source,-webkit-mask-box-image-width,-webkit-mask-clip,-webkit-mask-composite,-webkit-mask-image,-webkit-mask-origin,-webkit-mask-position,-webkit-mask-repeat,-webkit-mask-size,-webkit-order,-webkit-perspective,-webkit-perspective-origin,-webkit-text-fill-color,-webkit-text-size-adjust,-webkit-text-stroke,-webkit-text-stroke-color,-webkit-text-stroke-width,-webkit-transform,-webkit-transform-origin,-webkit-transform-style,-webkit-transition,-webkit-transition-delay,-webkit-transition-duration,-webkit-transition-property,-webkit-transition-timing-function,-webkit-user-select,accent-color,align-content,align-items,align-self,alignment-baseline,all,anchor-name,anchor-scope,animation,animation-composition,animation-delay,animation-delay-end,animation-delay-start,animation-direction,animation-duration,animation-fill-mode,animation-iteration-count,animation-name,animation-play-state,animation-range,animation-range-center,animation-range-end,animation-range-start,animation-timeline,animation-timing-function,animation-trigger,appearance,aspect-ratio,backdrop-filter,backface-visibility,background,background-attachment,background-blend-mode,background-clip,background-color,background-image,background-origin,background-position,background-position-block,background-position-inline,background-position-x,background-position-y,background-repeat,background-repeat-block,background-repeat-inline,background-repeat-x,background-repeat-y,background-size,background-tbd,baseline-shift,baseline-source,block-ellipsis,block-size,block-step,block-step-align,block-step-insert,block-step-round,block-step-size,bookmark-label,bookmark-level,bookmark-state,border,border-block,border-block-clip,border-block-color,border-block-end,border-block-end-clip,border-block-end-color,border-block-end-radius,border-block-end-style,border-block-end-width,border-block-start,border-block-start-clip,border-block-start-color,border-block-start-radius,border-block-start-style,border-block-start-width,border-block-style,border-block-width,border-bottom,border-bottom-clip,border-bottom-color,border-bottom-left-radius,border-bottom-radius,border-bottom-right-radius,border-bottom-style,border-bottom-width,border-boundary,border-clip,border-collapse,border-color,border-end-end-radius,border-end-start-radius,border-image,border-image-outset,border-image-repeat,border-image-slice,border-image-source,border-image-width,border-inline,border-inline-clip,border-inline-color,border-inline-end,border-inline-end-clip,border-inline-end-color,border-inline-end-radius,border-inline-end-style,border-inline-end-width,border-inline-start,border-inline-start-clip,border-inline-start-color,border-inline-start-radius,border-inline-start-style,border-inline-start-width,border-inline-style,border-inline-width,border-left,border-left-clip,border-left-color,border-left-radius,border-left-style,border-left-width,border-limit,border-radius,border-right,border-right-clip,border-right-color,border-right-radius,border-right-style,border-right-width,border-shape,border-spacing,border-start-end-radius,border-start-start-radius,border-style,border-top,border-top-clip,border-top-color,border-top-left-radius,border-top-radius,border-top-right-radius,border-top-style,border-top-width,border-width,bottom,box-decoration-break,box-shadow,box-shadow-blur,box-shadow-color,box-shadow-offset,box-shadow-position,box-shadow-spread,box-sizing,box-snap,break-after,break-before,break-inside,caption-side,caret,caret-animation,caret-color,caret-shape,clear,clip,clip-path,clip-rule,color,color-adjust,color-interpolation,color-interpolation-filters,color-scheme,column-count,column-fill,column-gap,column-height,column-rule,column-rule-break,column-rule-color,column-rule-inset,column-rule-inset-cap,column-rule-inset-cap-end,column-rule-inset-cap-start,column-rule-inset-end,column-rule-inset-junction,column-rule-inset-junction-end,column-rule-inset-junction-start,column-rule-inset-start,column-rule-style,column-rule-visibility-items,column-rule-width,column-span,column-width,column-wrap,columns,contain,contain-intrinsic-block-size,contain-intrinsic-height,contain-intrinsic-inline-size,contain-intrinsic-size,contain-intrinsic-width,container,container-name,container-type,content,content-visibility,continue,copy-into,corner,corner-block-end,corner-block-end-shape,corner-block-start,corner-block-start-shape,corner-bottom,corner-bottom-left,corner-bottom-left-shape,corner-bottom-right,corner-bottom-right-shape,corner-bottom-shape,corner-end-end,corner-end-end-shape,corner-end-start,corner-end-start-shape,corner-inline-end,corner-inline-end-shape,corner-inline-start,corner-inline-start-shape,corner-left,corner-left-shape,corner-right,corner-right-shape,corner-shape,corner-start-end,corner-start-end-shape,corner-start-start,corner-start-start-shape,corner-top,corner-top-left,corner-top-left-shape,corner-top-right,corner-top-right-shape,corner-top-shape,counter-increment,counter-reset,counter-set,cue,cue-after,cue-before,cursor,cx,cy,d,direction,display,dominant-baseline,dynamic-range-limit,empty-cells,event-trigger,event-trigger-name,event-trigger-source,field-sizing,fill,fill-break,fill-color,fill-image,fill-opacity,fill-origin,fill-position,fill-repeat,fill-rule,fill-size,filter,fit-tolerance,flex,flex-basis,flex-direction,flex-flow,flex-grow,flex-line-count,flex-shrink,flex-wrap,float,float-defer,float-offset,float-reference,flood-color,flood-opacity,flow-from,flow-into,font,font-family,font-feature-settings,font-kerning,font-language-override,font-optical-sizing,font-palette,font-presentation,font-size,font-size-adjust,font-stretch,font-style,font-synthesis,font-synthesis-position,font-synthesis-small-caps,font-synthesis-style,font-synthesis-weight,font-variant,font-variant-alternates,font-variant-caps,font-variant-east-asian,font-variant-emoji,font-variant-ligatures,font-variant-numeric,font-variant-position,font-variation-settings,font-weight,font-width,footnote-display,footnote-policy,forced-color-adjust,frame-sizing,gap,glyph-orientation-vertical,grid,grid-area,grid-auto-columns,grid-auto-flow,grid-auto-rows,grid-column,grid-column-end,grid-column-gap,grid-column-start,grid-gap,grid-row,grid-row-end,grid-row-gap,grid-row-start,grid-template,grid-template-areas,grid-template-columns,grid-template-rows,hanging-punctuation,height,hyphenate-character,hyphenate-limit-chars,hyphenate-limit-last,hyphenate-limit-lines,hyphenate-limit-zone,hyphens,image-animation,image-orientation,image-rendering,image-resolution,initial-letter,initial-letter-align,initial-letter-wrap,inline-size,inline-sizing,input-security,inset,inset-block,inset-block-end,inset-block-start,inset-inline,inset-inline-end,inset-inline-start,interactivity,interest-delay,interest-delay-end,interest-delay-start,interpolate-size,isolation,justify-content,justify-items,justify-self,left,letter-spacing,lighting-color,line-break,line-clamp,line-fit-edge,line-grid,line-height,line-height-step,line-padding,line-snap,link-parameters,list-style,list-style-image,list-style-position,list-style-type,margin,margin-block,margin-block-end,margin-block-start,margin-bottom,margin-break,margin-inline,margin-inline-end,margin-inline-start,margin-left,margin-right,margin-top,margin-trim,marker,marker-end,marker-mid,marker-side,marker-start,mask,mask-border,mask-border-mode,mask-border-outset,mask-border-repeat,mask-border-slice,mask-border-source,mask-border-width,mask-clip,mask-composite,mask-image,mask-mode,mask-origin,mask-position,mask-repeat,mask-size,mask-type,math-depth,math-shift,math-style,max-block-size,max-height,max-inline-size,max-lines,max-size,max-width,min-block-size,min-height,min-inline-size,min-intrinsic-sizing,min-size,min-width,mix-blend-mode,nav-down,nav-left,nav-right,nav-up,object-fit,object-position,object-view-box,offset,offset-anchor,offset-distance,offset-path,offset-position,offset-rotate,opacity,order,orphans,outline,outline-color,outline-offset,outline-style,outline-width,overflow,overflow-anchor,overflow-block,overflow-clip-margin,overflow-clip-margin-block,overflow-clip-margin-block-end,overflow-clip-margin-block-start,overflow-clip-margin-bottom,overflow-clip-margin-inline,overflow-clip-margin-inline-end,overflow-clip-margin-inline-start,overflow-clip-margin-left,overflow-clip-margin-right,overflow-clip-margin-top,overflow-inline,overflow-wrap,overflow-x,overflow-y,overlay,overscroll-behavior,overscroll-behavior-block,overscroll-behavior-inline,overscroll-behavior-x,overscroll-behavior-y,padding,padding-block,padding-block-end,padding-block-start,padding-bottom,padding-inline,padding-inline-end,padding-inline-start,padding-left,padding-right,padding-top,page,page-break-after,page-break-before,page-break-inside,paint-order,path-length,pause,pause-after,pause-before,perspective,perspective-origin,place-content,place-items,place-self,pointer-events,pointer-timeline,pointer-timeline-axis,pointer-timeline-name,position,position-anchor,position-area,position-try,position-try-fallbacks,position-try-order,position-visibility,print-color-adjust,quotes,r,reading-flow,reading-order,region-fragment,resize,rest,rest-after,rest-before,right,rotate,row-gap,row-rule,row-rule-break,row-rule-color,row-rule-inset,row-rule-inset-cap,row-rule-inset-cap-end,row-rule-inset-cap-start,row-rule-inset-end,row-rule-inset-junction,row-rule-inset-junction-end,row-rule-inset-junction-start,row-rule-inset-start,row-rule-style,row-rule-visibility-items,row-rule-width,ruby-align,ruby-merge,ruby-overhang,ruby-position,rule,rule-break,rule-color,rule-inset,rule-inset-cap,rule-inset-end,rule-inset-junction,rule-inset-start,rule-overlap,rule-style,rule-visibility-items,rule-width,rx,ry,scale,scroll-axis-lock,scroll-behavior,scroll-initial-target,scroll-margin,scroll-margin-block,scroll-margin-block-end,scroll-margin-block-start,scroll-margin-bottom,scroll-margin-inline,scroll-margin-inline-end,scroll-margin-inline-start,scroll-margin-left,scroll-margin-right,scroll-margin-top,scroll-marker-group,scroll-padding,scroll-padding-block,scroll-padding-block-end,scroll-padding-block-start,scroll-padding-bottom,scroll-padding-inline,scroll-padding-inline-end,scroll-padding-inline-start,scroll-padding-left,scroll-padding-right,scroll-padding-top,scroll-snap-align,scroll-snap-stop,scroll-snap-type,scroll-target-group,scroll-timeline,scroll-timeline-axis,scroll-timeline-name,scrollbar-color,scrollbar-gutter,scrollbar-width,shape-image-threshold,shape-inside,shape-margin,shape-outside,shape-padding,shape-rendering,size,slider-orientation,spatial-navigation-action,spatial-navigation-contain,spatial-navigation-function,speak,speak-as,stop-color,stop-opacity,string-set,stroke,stroke-align,stroke-alignment,stroke-break,stroke-color,stroke-dash-corner,stroke-dash-justify,stroke-dashadjust,stroke-dasharray,stroke-dashcorner,stroke-dashoffset,stroke-image,stroke-linecap,stroke-linejoin,stroke-miterlimit,stroke-opacity,stroke-origin,stroke-position,stroke-repeat,stroke-size,stroke-width,tab-size,table-layout,text-align,text-align-all,text-align-last,text-anchor,text-autospace,text-box,text-box-edge,text-box-trim,text-combine-upright,text-decoration,text-decoration-color,text-decoration-inset,text-decoration-line,text-decoration-skip,text-decoration-skip-box,text-decoration-skip-ink,text-decoration-skip-self,text-decoration-skip-spaces,text-decoration-style,text-decoration-thickness,text-emphasis,text-emphasis-color,text-emphasis-position,text-emphasis-skip,text-emphasis-style,text-fit,text-group-align,text-indent,text-justify,text-orientation,text-overflow,text-rendering,text-shadow,text-size-adjust,text-spacing,text-spacing-trim,text-transform,text-underline-offset,text-underline-position,text-wrap,text-wrap-mode,text-wrap-style,timeline-scope,timeline-trigger,timeline-trigger-activation-range,timeline-trigger-activation-range-end,timeline-trigger-activation-range-start,timeline-trigger-active-range,timeline-trigger-active-range-end,timeline-trigger-active-range-start,timeline-trigger-name,timeline-trigger-range,timeline-trigger-source,top,touch-action,transform,transform-box,transform-origin,transform-style,transition,transition-behavior,transition-delay,transition-duration,transition-property,transition-timing-function,translate,trigger-scope,unicode-bidi,user-select,vector-effect,vertical-align,view-timeline,view-timeline-axis,view-timeline-inset,view-timeline-name,view-transition-class,view-transition-group,view-transition-name,view-transition-scope,visibility,voice-balance,voice-duration,voice-family,voice-pitch,voice-range,voice-rate,voice-stress,voice-volume,white-space,white-space-collapse,white-space-trim,widows,width,will-change,window-drag,word-break,word-space-transform,word-spacing,word-wrap,wrap-after,wrap-before,wrap-flow,wrap-inside,wrap-through,writing-mode,x,y,z-index,zoom".split(","));
const CUSTOM_IDENT_PROPERTIES = /* @__PURE__ */ new Set("-webkit-animation,-webkit-animation-name,-webkit-transition,-webkit-transition-property,animation,animation-name,color-scheme,container,container-name,copy-into,counter-increment,counter-reset,counter-set,flow-from,flow-into,font,font-family,grid,grid-area,grid-column,grid-column-end,grid-column-start,grid-row,grid-row-end,grid-row-start,grid-template,grid-template-columns,grid-template-rows,list-style,list-style-type,page,string-set,transition,transition-property,view-transition-class,view-transition-group,view-transition-name,will-change".split(","));
const FONT_FACE_DESCRIPTORS = /* @__PURE__ */ new Set("ascent-override,descent-override,font-display,font-family,font-feature-settings,font-language-override,font-named-instance,font-size,font-stretch,font-style,font-variant,font-variation-settings,font-weight,font-width,line-gap-override,size-adjust,src,subscript-position-override,subscript-size-override,superscript-position-override,superscript-size-override,unicode-range".split(","));
const PAGE_ALLOWED_PROPERTIES = /* @__PURE__ */ new Set("bleed,break-after,break-before,break-inside,counter-increment,counter-reset,counter-set,margin,margin-block,margin-block-end,margin-block-start,margin-bottom,margin-inline,margin-inline-end,margin-inline-start,margin-left,margin-right,margin-top,marks,orphans,page,page-break-after,page-break-before,page-break-inside,page-margin-safety,page-orientation,quotes,size,widows".split(","));
const PAGE_DESCRIPTOR_PROPERTIES = [
	"margin",
	"margin-top",
	"margin-right",
	"margin-bottom",
	"margin-left",
	"size",
	"page-orientation",
	"marks",
	"bleed"
];
const POSITION_TRY_ALLOWED_PROPERTIES = /* @__PURE__ */ new Set("align-self,block-size,bottom,height,inline-size,inset,inset-area,inset-block,inset-block-end,inset-block-start,inset-inline,inset-inline-end,inset-inline-start,justify-self,left,margin,margin-block,margin-block-end,margin-block-start,margin-bottom,margin-inline,margin-inline-end,margin-inline-start,margin-left,margin-right,margin-top,max-block-size,max-height,max-inline-size,max-width,min-block-size,min-height,min-inline-size,min-width,place-self,position-anchor,position-area,right,top,width".split(","));
const COUNTER_STYLE_PROP_BY_DESCRIPTOR = /* @__PURE__ */ new Map([
	["additive-symbols", "additiveSymbols"],
	["fallback", "fallback"],
	["negative", "negative"],
	["pad", "pad"],
	["prefix", "prefix"],
	["range", "range"],
	["speak-as", "speakAs"],
	["suffix", "suffix"],
	["symbols", "symbols"],
	["system", "system"]
]);
const FONT_FEATURE_VALUE_MAP_DEFS = [
	["annotation", "annotation"],
	["ornaments", "ornaments"],
	["stylistic", "stylistic"],
	["swash", "swash"],
	["character-variant", "characterVariant"],
	["styleset", "styleset"],
	["historical-forms", "historicalForms"]
];
const FONT_FEATURE_VALUE_BLOCKS = {
	"annotation": "annotation",
	"ornaments": "ornaments",
	"stylistic": "stylistic",
	"swash": "swash",
	"character-variant": "characterVariant",
	"charactervariant": "characterVariant",
	"styleset": "styleset",
	"historical-forms": "historicalForms",
	"historicalforms": "historicalForms"
};
const MARGIN_RULE_NAMES = /* @__PURE__ */ new Set("bottom-center,bottom-left,bottom-left-corner,bottom-right,bottom-right-corner,left-bottom,left-middle,left-top,right-bottom,right-middle,right-top,top-center,top-left,top-left-corner,top-right,top-right-corner".split(","));
const GENERIC_FONT_FAMILIES = /* @__PURE__ */ new Set("cursive,emoji,fangsong,fantasy,math,monospace,sans-serif,serif,system-ui,ui-monospace,ui-rounded,ui-sans-serif,ui-serif".split(","));
const FONT_VARIANT_LIGATURES_KEYWORDS = /* @__PURE__ */ new Set("common-ligatures,no-common-ligatures,discretionary-ligatures,no-discretionary-ligatures,historical-ligatures,no-historical-ligatures,contextual,no-contextual".split(","));
const FONT_VARIANT_CAPS_KEYWORDS = /* @__PURE__ */ new Set("small-caps,all-small-caps,petite-caps,all-petite-caps,unicase,titling-caps".split(","));
const FONT_VARIANT_NUMERIC_KEYWORDS = /* @__PURE__ */ new Set("lining-nums,oldstyle-nums,proportional-nums,tabular-nums,diagonal-fractions,stacked-fractions,ordinal,slashed-zero".split(","));
const FONT_VARIANT_EAST_ASIAN_KEYWORDS = /* @__PURE__ */ new Set("jis78,jis83,jis90,jis04,simplified,traditional,full-width,proportional-width,ruby".split(","));
const FONT_VARIANT_POSITION_KEYWORDS = /* @__PURE__ */ new Set("sub,super".split(","));
const FONT_VARIANT_EMOJI_KEYWORDS = /* @__PURE__ */ new Set("text,emoji,unicode".split(","));
const FONT_VARIANT_ALTERNATES_FUNCTIONS = /* @__PURE__ */ new Set("stylistic,styleset,character-variant,swash,ornaments,annotation".split(","));
const SYSTEM_FONT_KEYWORDS = /* @__PURE__ */ new Set("initial,inherit,unset,revert,revert-layer,default,caption,icon,menu,message-box,small-caption,status-bar".split(","));
const FONT_STRETCH_KEYWORDS = /* @__PURE__ */ new Set("ultra-condensed,extra-condensed,condensed,semi-condensed,semi-expanded,expanded,extra-expanded,ultra-expanded".split(","));
const FONT_SIZE_KEYWORDS = /* @__PURE__ */ new Set("xx-small,x-small,small,medium,large,x-large,xx-large,xxx-large,smaller,larger".split(","));
const FLEX_BASIS_KEYWORDS = /* @__PURE__ */ new Set("auto,content,max-content,min-content,fit-content".split(","));
// src/webidl.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function hideInternalFields(instance) {
	for (const key of Object.getOwnPropertyNames(instance)) if (key.startsWith("_")) Object.defineProperty(instance, key, { enumerable: false });
}
const appliedCtors = /* @__PURE__ */ new WeakSet();
/**
* Aligns regular prototype properties of a WebIDL interface object with specification requirements:
* 1. Interface prototype members are { enumerable: true, configurable: true }.
* 2. Attribute getters/setters perform brand checks, throwing TypeError when invoked on the prototype
*    itself or on an incompatible receiver (WebIDL § 3.6.1, § 3.6.2).
* 3. Operations are { writable: true, enumerable: true, configurable: true } and throw TypeError
*    when invoked with fewer arguments than required (WebIDL § 3.7).
*/
function applyWebIDLInterface(ctor, options = {}) {
	const proto = ctor.prototype;
	if (!proto) return;
	if (appliedCtors.has(ctor)) return;
	appliedCtors.add(ctor);
	const brandCheck = options.brandCheck ?? true;
	const arityCheck = options.arityCheck ?? true;
	const interfaceName = options.interfaceName || ctor.name;
	const excludeSet = new Set(options.exclude || []);
	const rejectSet = new Set(options.rejectOperations || []);
	Object.defineProperty(ctor, "length", {
		value: 0,
		writable: false,
		enumerable: false,
		configurable: true
	});
	Object.defineProperty(proto, Symbol.toStringTag, {
		value: interfaceName,
		writable: false,
		enumerable: false,
		configurable: true
	});
	const names = Object.getOwnPropertyNames(proto);
	for (const name of names) {
		if (name === "constructor" || name.startsWith("_") || excludeSet.has(name)) continue;
		const desc = Object.getOwnPropertyDescriptor(proto, name);
		if (!desc) continue;
		if (desc.get || desc.set) {
			const origGet = desc.get;
			const origSet = desc.set;
			let get = origGet;
			if (origGet && brandCheck) {
				get = function() {
					if (!this || this === proto || !(this instanceof ctor)) throw new TypeError(`Failed to read the '${name}' property from '${interfaceName}': The provided value is not of type '${interfaceName}'.`);
					return origGet.call(this);
				};
				Object.defineProperty(get, "name", {
					value: `get ${name}`,
					configurable: true
				});
			}
			let set = origSet;
			if (origSet && brandCheck) {
				set = function(val) {
					if (!this || this === proto || !(this instanceof ctor)) throw new TypeError(`Failed to set the '${name}' property on '${interfaceName}': The provided value is not of type '${interfaceName}'.`);
					return origSet.call(this, val);
				};
				Object.defineProperty(set, "name", {
					value: `set ${name}`,
					configurable: true
				});
			}
			Object.defineProperty(proto, name, {
				get,
				set: origSet ? set : void 0,
				enumerable: true,
				configurable: true
			});
			continue;
		}
		if (typeof desc.value === "function") {
			const origFn = desc.value;
			const minArgs = origFn.length;
			let fn = origFn;
			if (brandCheck || arityCheck && minArgs > 0) {
				fn = function(...args) {
					if (brandCheck && (!this || this === proto || !(this instanceof ctor))) {
						const err = /* @__PURE__ */ new TypeError(`Failed to execute '${name}' on '${interfaceName}': The provided value is not of type '${interfaceName}'.`);
						if (rejectSet.has(name)) return Promise.reject(err);
						throw err;
					}
					if (arityCheck && arguments.length < minArgs) {
						const err = /* @__PURE__ */ new TypeError(`Failed to execute '${name}' on '${interfaceName}': ${minArgs} argument${minArgs === 1 ? "" : "s"} required, but only ${arguments.length} present.`);
						if (rejectSet.has(name)) return Promise.reject(err);
						throw err;
					}
					return origFn.apply(this, args);
				};
				Object.defineProperty(fn, "name", {
					value: origFn.name,
					configurable: true
				});
				Object.defineProperty(fn, "length", {
					value: minArgs,
					configurable: true
				});
			}
			Object.defineProperty(proto, name, {
				value: fn,
				writable: true,
				enumerable: true,
				configurable: true
			});
		}
	}
}
function applyValueIterable(ctor) {
	const proto = ctor.prototype;
	for (const name of [
		"entries",
		"keys",
		"values",
		"forEach"
	]) Object.defineProperty(proto, name, {
		value: Array.prototype[name],
		writable: true,
		enumerable: true,
		configurable: true
	});
	Object.defineProperty(proto, Symbol.iterator, {
		value: Array.prototype[Symbol.iterator],
		writable: true,
		enumerable: false,
		configurable: true
	});
}
/**
* Defines constants on an interface object and its prototype per WebIDL:
* - WebIDL #es-constants: { [[Writable]]: false, [[Enumerable]]: true, [[Configurable]]: false }
* - WebIDL #constants-on-interface-prototype-object: same attributes on prototype
*/
function applyWebIDLConstants(ctor, constants) {
	for (const [name, val] of Object.entries(constants)) {
		Object.defineProperty(ctor, name, {
			value: val,
			writable: false,
			enumerable: true,
			configurable: false
		});
		if (ctor.prototype) Object.defineProperty(ctor.prototype, name, {
			value: val,
			writable: false,
			enumerable: true,
			configurable: false
		});
	}
}
// src/utils.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function camelToDashed(str) {
	return str.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase()).replace(/^ms-/, "-ms-");
}
function createIndexedProxy(target, getArray, mapValue) {
	hideInternalFields(target);
	return new Proxy(target, {
		get(t, prop, receiver) {
			if (typeof prop === "string") {
				const index = Number(prop);
				if (Number.isInteger(index) && index >= 0) {
					const val = getArray(t)[index];
					return val !== void 0 ? mapValue ? mapValue(val) : val : void 0;
				}
			}
			return Reflect.get(t, prop, receiver);
		},
		set(t, prop, value) {
			return Reflect.set(t, prop, value, t);
		}
	});
}
function deleteRuleFromArray(rules, index) {
	if (index < 0 || index >= rules.length) throw new DOMException("Index size error", "IndexSizeError");
	const oldRule = rules[index];
	rules.splice(index, 1);
	if (oldRule && typeof oldRule === "object") {
		if ("_parentRule" in oldRule) oldRule._parentRule = null;
		if ("_parentStyleSheet" in oldRule) oldRule._parentStyleSheet = null;
	}
	return oldRule;
}
const DEG_TO_RAD = Math.PI / 180;
const RAD_TO_DEG = 180 / Math.PI;
function degToRad(deg) {
	return deg * DEG_TO_RAD;
}
function angleFromVector(x, y) {
	if (x === 0 && y === 0) return 0;
	return Math.atan2(y, x) * RAD_TO_DEG;
}
// src/parse-hooks.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Upward optional feature hooks allowing `cssomnom/parse` (`./parse`) to tree-shake
* out Typed OM, `@property` registry, `MediaParser`, and `CSS.supports`.
*
* Downward parser functions are imported directly from `src/parser.ts`.
*/
const ParseHooks = {
	parseMediaQueryList: (text) => {
		return text.split(",").map((s) => s.trim()).filter(Boolean).map((m) => ({
			type: "media-query",
			mediaType: m,
			tokens: [],
			raw: m
		}));
	},
	serializeMediaQuery: (query) => {
		return query.raw ?? query.mediaType ?? "";
	},
	validatePropertyValue: (_property, _value, _rawValue) => {
		return true;
	},
	supports: (_conditionText) => {
		return false;
	},
	createStylePropertyMap: (_style) => {
		throw new Error("createStylePropertyMap not injected (import cssomnom/typed-om)");
	},
	validatePropertyRuleDescriptor: (_def) => {
		return true;
	},
	registerPropertyRule: (_def) => {
		return false;
	},
	unregisterPropertyRule: (_name) => {}
};
// src/rules/collections.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var StyleSheetList = class {
	/** @internal */
	_sheets;
	constructor(sheets) {
		this._sheets = sheets;
		return createIndexedProxy(this, (t) => t._sheets);
	}
	get length() {
		return this._sheets.length;
	}
	item(index) {
		return this._sheets[index] || null;
	}
	*[Symbol.iterator]() {
		for (let i = 0; i < this.length; i++) yield this._sheets[i];
	}
};
var MediaList = class {
	/** @internal */
	_mediaQueries = [];
	constructor(mediaText = "") {
		this.mediaText = mediaText;
		return createIndexedProxy(this, (t) => t._mediaQueries.map((q) => ParseHooks.serializeMediaQuery(q)));
	}
	get mediaText() {
		return this._mediaQueries.map((q) => ParseHooks.serializeMediaQuery(q)).join(", ");
	}
	set mediaText(value) {
		if (!value) {
			this._mediaQueries = [];
			return;
		}
		this._mediaQueries = ParseHooks.parseMediaQueryList(value);
	}
	get length() {
		return this._mediaQueries.length;
	}
	item(index) {
		const q = this._mediaQueries[index];
		return q ? ParseHooks.serializeMediaQuery(q) : null;
	}
	toString() {
		return this.mediaText;
	}
	appendMedium(medium) {
		const parsed = ParseHooks.parseMediaQueryList(medium);
		if (parsed.length !== 1) return;
		const m = parsed[0];
		const mText = ParseHooks.serializeMediaQuery(m);
		if (this._mediaQueries.some((q) => ParseHooks.serializeMediaQuery(q) === mText)) return;
		this._mediaQueries.push(m);
	}
	deleteMedium(medium) {
		const parsed = ParseHooks.parseMediaQueryList(medium);
		if (parsed.length !== 1) return;
		const mText = ParseHooks.serializeMediaQuery(parsed[0]);
		let i = this._mediaQueries.length;
		let found = false;
		while (i--) if (ParseHooks.serializeMediaQuery(this._mediaQueries[i]) === mText) {
			this._mediaQueries.splice(i, 1);
			found = true;
		}
		if (!found) throw new DOMException(`The medium '${medium}' does not exist in the MediaList.`, "NotFoundError");
	}
	*[Symbol.iterator]() {
		for (let i = 0; i < this.length; i++) yield ParseHooks.serializeMediaQuery(this._mediaQueries[i]);
	}
};
var CSSRuleList = class {
	/** @internal */
	_getRules;
	constructor(rulesOrGetter) {
		this._getRules = typeof rulesOrGetter === "function" ? rulesOrGetter : () => rulesOrGetter;
		return createIndexedProxy(this, (t) => t._getRules(), (v) => v);
	}
	get length() {
		return this._getRules().length;
	}
	item(index) {
		return this._getRules()[index] || null;
	}
	*[Symbol.iterator]() {
		const rules = this._getRules();
		for (let i = 0; i < rules.length; i++) yield rules[i];
	}
};
// src/rules/utils.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function isImportRule(r) {
	return r.type === 3;
}
function isNamespaceRule(r) {
	return r.type === 10;
}
function isRegularRule(r) {
	return !isImportRule(r) && !isNamespaceRule(r);
}
function serializeGroupingRule(atKeyword, condition, rules) {
	const cond = condition ? " " + condition : "";
	const ruleTexts = rules.map((r) => r.cssText).filter((p) => p !== "");
	if (ruleTexts.length === 0) return atKeyword === "keyframes" ? `@${atKeyword}${cond} { }` : `@${atKeyword}${cond} {\n}`;
	return `@${atKeyword}${cond} {\n${ruleTexts.map((t) => "  " + t).join("\n")}\n}`;
}
function findParentStyleSheet(rule) {
	let sheet = rule.parentStyleSheet;
	let curr = rule.parentRule;
	while (!sheet && curr) {
		sheet = curr.parentStyleSheet;
		curr = curr.parentRule;
	}
	return sheet;
}
/**
* Validates that component values match <supports-condition> grammar.
* css-conditional-3 #at-supports
*/
function isGrammaticallyValidSupportsCondition(values) {
	const items = values.filter((v) => v.type !== "whitespace" && v.type !== "comment");
	if (items.length === 0) return false;
	const isSupportsInParens = (item) => {
		if (item.type === "function") return true;
		if (item.type === "simple-block" && item.associatedToken.value === "(") {
			const blockValues = item.value.filter((v) => v.type !== "whitespace" && v.type !== "comment");
			if (blockValues.length === 0) return true;
			const hasTopOp = blockValues.some((v) => v.type === "ident" && [
				"and",
				"or",
				"not"
			].includes(String(v.value).toLowerCase()));
			const isNestedParenBlock = blockValues.length === 1 && blockValues[0].type === "simple-block" && blockValues[0].associatedToken.value === "(";
			if (hasTopOp || isNestedParenBlock) return isGrammaticallyValidSupportsCondition(item.value);
			return true;
		}
		return false;
	};
	const operands = [];
	const operators = [];
	let i = 0;
	while (i < items.length) {
		if (items[i].type === "ident" && String(items[i].value).toLowerCase() === "not") {
			if (i + 1 >= items.length) return false;
			if (!isSupportsInParens(items[i + 1])) return false;
			operands.push(true);
			i += 2;
		} else if (isSupportsInParens(items[i])) {
			operands.push(true);
			i += 1;
		} else return false;
		if (i < items.length) {
			if (items[i].type !== "ident") return false;
			const op = String(items[i].value).toLowerCase();
			if (op !== "and" && op !== "or") return false;
			operators.push(op);
			i += 1;
		}
	}
	if (operands.length === 0) return false;
	if (operands.length !== operators.length + 1) return false;
	if (operators.length > 0) {
		const firstOp = operators[0];
		if (!operators.every((op) => op === firstOp)) return false;
	}
	return true;
}
// src/rules/base.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const RULE_CONSTANTS = {
	STYLE_RULE: 1,
	CHARSET_RULE: 2,
	IMPORT_RULE: 3,
	MEDIA_RULE: 4,
	FONT_FACE_RULE: 5,
	PAGE_RULE: 6,
	KEYFRAMES_RULE: 7,
	KEYFRAME_RULE: 8,
	MARGIN_RULE: 9,
	NAMESPACE_RULE: 10,
	COUNTER_STYLE_RULE: 11,
	SUPPORTS_RULE: 12,
	FONT_FEATURE_VALUES_RULE: 14
};
var CSSRule = class {
	/** @internal */
	_parentRule = null;
	/** @internal */
	_parentStyleSheet = null;
	/** @internal */
	_location;
	/** @internal */
	_assignedLayerName = null;
	constructor() {
		hideInternalFields(this);
	}
	get location() {
		return this._location;
	}
	get parentRule() {
		return this._parentRule;
	}
	get parentStyleSheet() {
		if (this._parentStyleSheet) return this._parentStyleSheet;
		if (this._parentRule) return this._parentRule.parentStyleSheet;
		return null;
	}
	get type() {
		return 0;
	}
	get cssText() {
		throw new Error("Not implemented");
	}
	set cssText(_value) {}
};
applyWebIDLConstants(CSSRule, RULE_CONSTANTS);
var CSSGroupingRule = class CSSGroupingRule extends CSSRule {
	/** @internal */
	static _parser = null;
	/** @internal */
	_cssRules;
	/** @internal */
	_rules;
	get cssRules() {
		if (!this._cssRules) this._cssRules = new CSSRuleList(() => this._rules);
		return this._cssRules;
	}
	constructor(rules, _parseRuleInBlock) {
		super();
		this._rules = rules;
		this._cssRules = new CSSRuleList(() => this._rules);
		for (const rule of rules) if (rule instanceof CSSRule) rule._parentRule = this;
		hideInternalFields(this);
	}
	insertRule(rule, index = 0) {
		if (index < 0 || index > this._rules.length) throw new DOMException("Index size error", "IndexSizeError");
		const isScopeRule = (r) => r[Symbol.toStringTag] === "CSSScopeRule";
		const isStyleRule = (r) => r[Symbol.toStringTag] === "CSSStyleRule";
		const isNested = isStyleRule(this) || isScopeRule(this) || this.parentRule !== null;
		let isInsideStyleRule = isStyleRule(this);
		let isDirectlyInScope = isScopeRule(this);
		for (let p = this.parentRule, seenStyle = isInsideStyleRule; p; p = p.parentRule) if (isStyleRule(p)) {
			isInsideStyleRule = true;
			seenStyle = true;
		} else if (!seenStyle && isScopeRule(p)) isDirectlyInScope = true;
		if (!CSSGroupingRule._parser) throw new DOMException("Parser not initialized", "SyntaxError");
		const { parseRule, parseRuleInBlock, parseRuleInScopeBlock } = CSSGroupingRule._parser;
		let topRule = null;
		try {
			topRule = parseRule(rule);
		} catch {}
		if (topRule) {
			if (isImportRule(topRule) || isNamespaceRule(topRule)) throw new DOMException("HierarchyRequestError: @import and @namespace rules are not allowed inside grouping rules", "HierarchyRequestError");
			if (isInsideStyleRule && !(topRule instanceof CSSGroupingRule)) throw new DOMException("HierarchyRequestError: This rule cannot be inserted inside a nested rule", "HierarchyRequestError");
		}
		const parsedRule = isDirectlyInScope ? parseRuleInScopeBlock(rule) : parseRuleInBlock(rule, isNested);
		if (!parsedRule) throw new DOMException("Syntax error", "SyntaxError");
		if (isImportRule(parsedRule) || isNamespaceRule(parsedRule)) throw new DOMException("HierarchyRequestError: @import and @namespace rules are not allowed inside grouping rules", "HierarchyRequestError");
		if (parsedRule[Symbol.toStringTag] === "CSSNestedDeclarations") {
			if (!isNested) throw new DOMException("Syntax error: CSSNestedDeclarations cannot be inserted into top-level grouping rule", "SyntaxError");
			if (parsedRule.style._declarations.filter((d) => {
				const name = d.name.toLowerCase();
				return name.startsWith("--") || SUPPORTED_PROPERTIES.has(name);
			}).length === 0) throw new DOMException("Syntax error: CSSNestedDeclarations contains no valid declarations", "SyntaxError");
		}
		if (parsedRule instanceof CSSRule) {
			parsedRule._parentRule = this;
			parsedRule._parentStyleSheet = null;
		}
		this._rules.splice(index, 0, parsedRule);
		return index;
	}
	deleteRule(index) {
		deleteRuleFromArray(this._rules, index);
	}
};
// src/data/gen/shorthands.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const SHORTHANDS_DATA = {
	"-webkit-animation": [
		"animation-name",
		"animation-duration",
		"animation-timing-function",
		"animation-delay",
		"animation-iteration-count",
		"animation-direction",
		"animation-fill-mode",
		"animation-play-state",
		"animation-timeline"
	],
	"-webkit-border-radius": [
		"border-top-left-radius",
		"border-top-right-radius",
		"border-bottom-right-radius",
		"border-bottom-left-radius"
	],
	"-webkit-box-shadow": [
		"box-shadow-color",
		"box-shadow-offset",
		"box-shadow-blur",
		"box-shadow-spread",
		"box-shadow-position"
	],
	"-webkit-flex": [
		"flex-grow",
		"flex-shrink",
		"flex-basis"
	],
	"-webkit-flex-flow": ["flex-direction", "flex-wrap"],
	"-webkit-line-clamp": [
		"max-lines",
		"block-ellipsis",
		"continue"
	],
	"-webkit-mask": [
		"mask-image",
		"mask-position",
		"mask-size",
		"mask-repeat",
		"mask-origin",
		"mask-clip",
		"mask-composite",
		"mask-mode"
	],
	"-webkit-mask-box-image": [
		"mask-border-source",
		"mask-border-slice",
		"mask-border-width",
		"mask-border-outset",
		"mask-border-repeat",
		"mask-border-mode"
	],
	"-webkit-text-stroke": ["-webkit-text-stroke-width", "-webkit-text-stroke-color"],
	"-webkit-transition": [
		"transition-property",
		"transition-duration",
		"transition-timing-function",
		"transition-delay",
		"transition-behavior"
	],
	"animation": [
		"animation-name",
		"animation-duration",
		"animation-timing-function",
		"animation-delay",
		"animation-iteration-count",
		"animation-direction",
		"animation-fill-mode",
		"animation-play-state",
		"animation-timeline"
	],
	"animation-delay": ["animation-delay-start", "animation-delay-end"],
	"animation-range": ["animation-range-start", "animation-range-end"],
	"background": [
		"background-image",
		"background-position",
		"background-size",
		"background-repeat",
		"background-attachment",
		"background-origin",
		"background-clip",
		"background-color"
	],
	"background-position": ["background-position-x", "background-position-y"],
	"block-step": [
		"block-step-size",
		"block-step-insert",
		"block-step-align",
		"block-step-round"
	],
	"border": [
		"border-width",
		"border-style",
		"border-color"
	],
	"border-block": ["border-block-start", "border-block-end"],
	"border-block-clip": ["border-block-start-clip", "border-block-end-clip"],
	"border-block-color": ["border-block-start-color", "border-block-end-color"],
	"border-block-end": [
		"border-block-end-width",
		"border-block-end-style",
		"border-block-end-color"
	],
	"border-block-end-radius": ["border-end-start-radius", "border-end-end-radius"],
	"border-block-start": [
		"border-block-start-width",
		"border-block-start-style",
		"border-block-start-color"
	],
	"border-block-start-radius": ["border-start-start-radius", "border-start-end-radius"],
	"border-block-style": ["border-block-start-style", "border-block-end-style"],
	"border-block-width": ["border-block-start-width", "border-block-end-width"],
	"border-bottom": [
		"border-bottom-width",
		"border-bottom-style",
		"border-bottom-color"
	],
	"border-bottom-radius": ["border-bottom-left-radius", "border-bottom-right-radius"],
	"border-clip": [
		"border-top-clip",
		"border-right-clip",
		"border-bottom-clip",
		"border-left-clip"
	],
	"border-color": [
		"border-top-color",
		"border-right-color",
		"border-bottom-color",
		"border-left-color"
	],
	"border-image": [
		"border-image-source",
		"border-image-slice",
		"border-image-width",
		"border-image-outset",
		"border-image-repeat"
	],
	"border-inline": ["border-inline-start", "border-inline-end"],
	"border-inline-clip": ["border-inline-start-clip", "border-inline-end-clip"],
	"border-inline-color": ["border-inline-start-color", "border-inline-end-color"],
	"border-inline-end": [
		"border-inline-end-width",
		"border-inline-end-style",
		"border-inline-end-color"
	],
	"border-inline-end-radius": ["border-start-end-radius", "border-end-end-radius"],
	"border-inline-start": [
		"border-inline-start-width",
		"border-inline-start-style",
		"border-inline-start-color"
	],
	"border-inline-start-radius": ["border-start-start-radius", "border-end-start-radius"],
	"border-inline-style": ["border-inline-start-style", "border-inline-end-style"],
	"border-inline-width": ["border-inline-start-width", "border-inline-end-width"],
	"border-left": [
		"border-left-width",
		"border-left-style",
		"border-left-color"
	],
	"border-left-radius": ["border-top-left-radius", "border-bottom-left-radius"],
	"border-radius": [
		"border-top-left-radius",
		"border-top-right-radius",
		"border-bottom-right-radius",
		"border-bottom-left-radius"
	],
	"border-right": [
		"border-right-width",
		"border-right-style",
		"border-right-color"
	],
	"border-right-radius": ["border-top-right-radius", "border-bottom-right-radius"],
	"border-style": [
		"border-top-style",
		"border-right-style",
		"border-bottom-style",
		"border-left-style"
	],
	"border-top": [
		"border-top-width",
		"border-top-style",
		"border-top-color"
	],
	"border-top-radius": ["border-top-left-radius", "border-top-right-radius"],
	"border-width": [
		"border-top-width",
		"border-right-width",
		"border-bottom-width",
		"border-left-width"
	],
	"box-shadow": [
		"box-shadow-color",
		"box-shadow-offset",
		"box-shadow-blur",
		"box-shadow-spread",
		"box-shadow-position"
	],
	"caret": [
		"caret-color",
		"caret-animation",
		"caret-shape"
	],
	"color-adjust": ["print-color-adjust"],
	"column-rule": [
		"column-rule-width",
		"column-rule-style",
		"column-rule-color"
	],
	"column-rule-inset": [
		"column-rule-inset-cap-start",
		"column-rule-inset-cap-end",
		"column-rule-inset-junction-start",
		"column-rule-inset-junction-end"
	],
	"column-rule-inset-cap": ["column-rule-inset-cap-start", "column-rule-inset-cap-end"],
	"column-rule-inset-end": ["column-rule-inset-cap-end", "column-rule-inset-junction-end"],
	"column-rule-inset-junction": ["column-rule-inset-junction-start", "column-rule-inset-junction-end"],
	"column-rule-inset-start": ["column-rule-inset-cap-start", "column-rule-inset-junction-start"],
	"columns": [
		"column-width",
		"column-count",
		"column-height"
	],
	"contain-intrinsic-size": ["contain-intrinsic-width", "contain-intrinsic-height"],
	"container": ["container-name", "container-type"],
	"corner": ["corner-shape", "border-radius"],
	"corner-block-end": ["border-block-end-radius", "corner-block-end-shape"],
	"corner-block-end-shape": ["corner-end-start-shape", "corner-end-end-shape"],
	"corner-block-start": ["border-block-start-radius", "corner-block-start-shape"],
	"corner-block-start-shape": ["corner-start-start-shape", "corner-start-end-shape"],
	"corner-bottom": ["border-bottom-radius", "corner-bottom-shape"],
	"corner-bottom-left": ["border-bottom-left-radius", "corner-bottom-left-shape"],
	"corner-bottom-right": ["border-bottom-right-radius", "corner-bottom-right-shape"],
	"corner-bottom-shape": ["corner-bottom-left-shape", "corner-bottom-right-shape"],
	"corner-end-end": ["border-end-end-radius", "corner-end-end-shape"],
	"corner-end-start": ["border-end-start-radius", "corner-end-start-shape"],
	"corner-inline-end": ["border-inline-end-radius", "corner-inline-end-shape"],
	"corner-inline-end-shape": ["corner-start-end-shape", "corner-end-end-shape"],
	"corner-inline-start": ["border-inline-start-radius", "corner-inline-start-shape"],
	"corner-inline-start-shape": ["corner-start-start-shape", "corner-end-start-shape"],
	"corner-left": ["border-left-radius", "corner-left-shape"],
	"corner-left-shape": ["corner-top-left-shape", "corner-bottom-left-shape"],
	"corner-right": ["border-right-radius", "corner-right-shape"],
	"corner-right-shape": ["corner-top-right-shape", "corner-bottom-right-shape"],
	"corner-shape": [
		"corner-top-left-shape",
		"corner-top-right-shape",
		"corner-bottom-right-shape",
		"corner-bottom-left-shape"
	],
	"corner-start-end": ["border-start-end-radius", "corner-start-end-shape"],
	"corner-start-start": ["border-start-start-radius", "corner-start-start-shape"],
	"corner-top": ["border-top-radius", "corner-top-shape"],
	"corner-top-left": ["border-top-left-radius", "corner-top-left-shape"],
	"corner-top-right": ["border-top-right-radius", "corner-top-right-shape"],
	"corner-top-shape": ["corner-top-left-shape", "corner-top-right-shape"],
	"cue": ["cue-before", "cue-after"],
	"flex": [
		"flex-grow",
		"flex-shrink",
		"flex-basis"
	],
	"flex-flow": ["flex-direction", "flex-wrap"],
	"font": [
		"font-style",
		"font-variant",
		"font-weight",
		"font-stretch",
		"font-size",
		"line-height",
		"font-family"
	],
	"font-synthesis": [
		"font-synthesis-weight",
		"font-synthesis-style",
		"font-synthesis-small-caps"
	],
	"font-variant": [
		"font-variant-ligatures",
		"font-variant-caps",
		"font-variant-alternates",
		"font-variant-numeric",
		"font-variant-east-asian",
		"font-variant-position",
		"font-variant-emoji"
	],
	"gap": ["row-gap", "column-gap"],
	"grid": [
		"grid-template-rows",
		"grid-template-columns",
		"grid-template-areas",
		"grid-auto-rows",
		"grid-auto-columns",
		"grid-auto-flow"
	],
	"grid-area": [
		"grid-row-start",
		"grid-column-start",
		"grid-row-end",
		"grid-column-end"
	],
	"grid-column": ["grid-column-start", "grid-column-end"],
	"grid-gap": ["row-gap", "column-gap"],
	"grid-row": ["grid-row-start", "grid-row-end"],
	"grid-template": [
		"grid-template-rows",
		"grid-template-columns",
		"grid-template-areas"
	],
	"inset": [
		"top",
		"right",
		"bottom",
		"left"
	],
	"inset-block": ["inset-block-start", "inset-block-end"],
	"inset-inline": ["inset-inline-start", "inset-inline-end"],
	"interest-delay": ["interest-delay-start", "interest-delay-end"],
	"line-clamp": [
		"max-lines",
		"block-ellipsis",
		"continue"
	],
	"list-style": [
		"list-style-type",
		"list-style-position",
		"list-style-image"
	],
	"margin": [
		"margin-top",
		"margin-right",
		"margin-bottom",
		"margin-left"
	],
	"margin-block": ["margin-block-start", "margin-block-end"],
	"margin-inline": ["margin-inline-start", "margin-inline-end"],
	"marker": [
		"marker-start",
		"marker-mid",
		"marker-end"
	],
	"mask": [
		"mask-image",
		"mask-position",
		"mask-size",
		"mask-repeat",
		"mask-origin",
		"mask-clip",
		"mask-composite",
		"mask-mode"
	],
	"mask-border": [
		"mask-border-source",
		"mask-border-slice",
		"mask-border-width",
		"mask-border-outset",
		"mask-border-repeat",
		"mask-border-mode"
	],
	"max-size": ["max-width", "max-height"],
	"min-size": ["min-width", "min-height"],
	"offset": [
		"offset-path",
		"offset-distance",
		"offset-rotate",
		"offset-anchor",
		"offset-position"
	],
	"outline": [
		"outline-width",
		"outline-style",
		"outline-color"
	],
	"overflow": ["overflow-x", "overflow-y"],
	"overflow-clip-margin": [
		"overflow-clip-margin-top",
		"overflow-clip-margin-right",
		"overflow-clip-margin-bottom",
		"overflow-clip-margin-left"
	],
	"overflow-clip-margin-block": ["overflow-clip-margin-block-start", "overflow-clip-margin-block-end"],
	"overflow-clip-margin-inline": ["overflow-clip-margin-inline-start", "overflow-clip-margin-inline-end"],
	"overscroll-behavior": ["overscroll-behavior-x", "overscroll-behavior-y"],
	"padding": [
		"padding-top",
		"padding-right",
		"padding-bottom",
		"padding-left"
	],
	"padding-block": ["padding-block-start", "padding-block-end"],
	"padding-inline": ["padding-inline-start", "padding-inline-end"],
	"pause": ["pause-before", "pause-after"],
	"place-content": ["align-content", "justify-content"],
	"place-items": ["align-items", "justify-items"],
	"place-self": ["align-self", "justify-self"],
	"pointer-timeline": ["pointer-timeline-name", "pointer-timeline-axis"],
	"position-try": ["position-try-order", "position-try-fallbacks"],
	"rest": ["rest-before", "rest-after"],
	"row-rule": [
		"row-rule-width",
		"row-rule-style",
		"row-rule-color"
	],
	"row-rule-inset": [
		"row-rule-inset-cap-start",
		"row-rule-inset-cap-end",
		"row-rule-inset-junction-start",
		"row-rule-inset-junction-end"
	],
	"row-rule-inset-cap": ["row-rule-inset-cap-start", "row-rule-inset-cap-end"],
	"row-rule-inset-end": ["row-rule-inset-cap-end", "row-rule-inset-junction-end"],
	"row-rule-inset-junction": ["row-rule-inset-junction-start", "row-rule-inset-junction-end"],
	"row-rule-inset-start": ["row-rule-inset-cap-start", "row-rule-inset-junction-start"],
	"rule": ["column-rule", "row-rule"],
	"rule-break": ["column-rule-break", "row-rule-break"],
	"rule-color": ["column-rule-color", "row-rule-color"],
	"rule-inset": ["column-rule-inset", "row-rule-inset"],
	"rule-inset-cap": ["column-rule-inset-cap"],
	"rule-inset-end": ["column-rule-inset-end", "row-rule-inset-end"],
	"rule-inset-junction": ["column-rule-inset-junction"],
	"rule-inset-start": ["column-rule-inset-start", "row-rule-inset-start"],
	"rule-style": ["column-rule-style", "row-rule-style"],
	"rule-visibility-items": ["column-rule-visibility-items"],
	"rule-width": ["column-rule-width", "row-rule-width"],
	"scroll-margin": [
		"scroll-margin-top",
		"scroll-margin-right",
		"scroll-margin-bottom",
		"scroll-margin-left"
	],
	"scroll-margin-block": ["scroll-margin-block-start", "scroll-margin-block-end"],
	"scroll-margin-inline": ["scroll-margin-inline-start", "scroll-margin-inline-end"],
	"scroll-padding": [
		"scroll-padding-top",
		"scroll-padding-right",
		"scroll-padding-bottom",
		"scroll-padding-left"
	],
	"scroll-padding-block": ["scroll-padding-block-start", "scroll-padding-block-end"],
	"scroll-padding-inline": ["scroll-padding-inline-start", "scroll-padding-inline-end"],
	"scroll-timeline": ["scroll-timeline-name", "scroll-timeline-axis"],
	"size": ["width", "height"],
	"text-align": ["text-align-all", "text-align-last"],
	"text-decoration": [
		"text-decoration-line",
		"text-decoration-thickness",
		"text-decoration-style",
		"text-decoration-color"
	],
	"text-decoration-skip": [
		"text-decoration-skip-self",
		"text-decoration-skip-box",
		"text-decoration-skip-spaces",
		"text-decoration-skip-ink"
	],
	"text-emphasis": ["text-emphasis-style", "text-emphasis-color"],
	"text-spacing": ["text-spacing-trim", "text-autospace"],
	"text-wrap": ["text-wrap-mode", "text-wrap-style"],
	"timeline-trigger": [
		"timeline-trigger-name",
		"timeline-trigger-source",
		"timeline-trigger-range"
	],
	"timeline-trigger-activation-range": ["timeline-trigger-activation-range-start", "timeline-trigger-activation-range-end"],
	"timeline-trigger-active-range": ["timeline-trigger-active-range-start", "timeline-trigger-active-range-end"],
	"timeline-trigger-range": ["timeline-trigger-activation-range", "timeline-trigger-active-range"],
	"transition": [
		"transition-property",
		"transition-duration",
		"transition-timing-function",
		"transition-delay",
		"transition-behavior"
	],
	"vertical-align": [
		"alignment-baseline",
		"baseline-shift",
		"baseline-source"
	],
	"view-timeline": ["view-timeline-name", "view-timeline-axis"],
	"white-space": ["white-space-collapse", "text-wrap-mode"]
};
// src/data/gen/LogicalMapping.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Logical property to physical property mapping for default horizontal-tb, ltr.
* css-logical-1 #box
*/
const LOGICAL_MAPPING = {
	"background-position-block": "background-position-y",
	"background-position-inline": "background-position-x",
	"background-repeat-block": "background-repeat-y",
	"background-repeat-inline": "background-repeat-x",
	"block-size": "height",
	"border-block-end-clip": "border-bottom-clip",
	"border-block-end-color": "border-bottom-color",
	"border-block-end-style": "border-bottom-style",
	"border-block-end-width": "border-bottom-width",
	"border-block-start-clip": "border-top-clip",
	"border-block-start-color": "border-top-color",
	"border-block-start-style": "border-top-style",
	"border-block-start-width": "border-top-width",
	"border-end-end-radius": "border-bottom-right-radius",
	"border-end-start-radius": "border-bottom-left-radius",
	"border-inline-end-clip": "border-right-clip",
	"border-inline-end-color": "border-right-color",
	"border-inline-end-style": "border-right-style",
	"border-inline-end-width": "border-right-width",
	"border-inline-start-clip": "border-left-clip",
	"border-inline-start-color": "border-left-color",
	"border-inline-start-style": "border-left-style",
	"border-inline-start-width": "border-left-width",
	"border-start-end-radius": "border-top-right-radius",
	"border-start-start-radius": "border-top-left-radius",
	"contain-intrinsic-block-size": "contain-intrinsic-height",
	"contain-intrinsic-inline-size": "contain-intrinsic-width",
	"corner-end-end-shape": "corner-bottom-right-shape",
	"corner-end-start-shape": "corner-bottom-left-shape",
	"corner-start-end-shape": "corner-top-right-shape",
	"corner-start-start-shape": "corner-top-left-shape",
	"inline-size": "width",
	"inset-block-end": "bottom",
	"inset-block-start": "top",
	"inset-inline-end": "right",
	"inset-inline-start": "left",
	"margin-block-end": "margin-bottom",
	"margin-block-start": "margin-top",
	"margin-inline-end": "margin-right",
	"margin-inline-start": "margin-left",
	"max-block-size": "max-height",
	"max-inline-size": "max-width",
	"min-block-size": "min-height",
	"min-inline-size": "min-width",
	"overflow-block": "overflow-y",
	"overflow-clip-margin-block-end": "overflow-clip-margin-bottom",
	"overflow-clip-margin-block-start": "overflow-clip-margin-top",
	"overflow-clip-margin-inline-end": "overflow-clip-margin-right",
	"overflow-clip-margin-inline-start": "overflow-clip-margin-left",
	"overflow-inline": "overflow-x",
	"overscroll-behavior-block": "overscroll-behavior-y",
	"overscroll-behavior-inline": "overscroll-behavior-x",
	"padding-block-end": "padding-bottom",
	"padding-block-start": "padding-top",
	"padding-inline-end": "padding-right",
	"padding-inline-start": "padding-left",
	"scroll-margin-block-end": "scroll-margin-bottom",
	"scroll-margin-block-start": "scroll-margin-top",
	"scroll-margin-inline-end": "scroll-margin-right",
	"scroll-margin-inline-start": "scroll-margin-left",
	"scroll-padding-block-end": "scroll-padding-bottom",
	"scroll-padding-block-start": "scroll-padding-top",
	"scroll-padding-inline-end": "scroll-padding-right",
	"scroll-padding-inline-start": "scroll-padding-left"
};
const PHYSICAL_TO_LOGICAL = {};
for (const [logical, physical] of Object.entries(LOGICAL_MAPPING)) {
	if (!PHYSICAL_TO_LOGICAL[physical]) PHYSICAL_TO_LOGICAL[physical] = [];
	PHYSICAL_TO_LOGICAL[physical].push(logical);
}
/**
* Logical property groups and mapping logic.
* css-logical-1 #logical-property-group
*/
const LOGICAL_PROPERTY_INFO = {
	"background-position-block": {
		group: "background-position",
		logic: "logical"
	},
	"background-position-inline": {
		group: "background-position",
		logic: "logical"
	},
	"background-position-x": {
		group: "background-position",
		logic: "physical"
	},
	"background-position-y": {
		group: "background-position",
		logic: "physical"
	},
	"background-repeat-block": {
		group: "background-repeat",
		logic: "logical"
	},
	"background-repeat-inline": {
		group: "background-repeat",
		logic: "logical"
	},
	"background-repeat-x": {
		group: "background-repeat",
		logic: "physical"
	},
	"background-repeat-y": {
		group: "background-repeat",
		logic: "physical"
	},
	"block-size": {
		group: "size",
		logic: "logical"
	},
	"border-block-end-clip": {
		group: "border-clip",
		logic: "logical"
	},
	"border-block-end-color": {
		group: "border-color",
		logic: "logical"
	},
	"border-block-end-style": {
		group: "border-style",
		logic: "logical"
	},
	"border-block-end-width": {
		group: "border-width",
		logic: "logical"
	},
	"border-block-start-clip": {
		group: "border-clip",
		logic: "logical"
	},
	"border-block-start-color": {
		group: "border-color",
		logic: "logical"
	},
	"border-block-start-style": {
		group: "border-style",
		logic: "logical"
	},
	"border-block-start-width": {
		group: "border-width",
		logic: "logical"
	},
	"border-bottom-clip": {
		group: "border-clip",
		logic: "physical"
	},
	"border-bottom-color": {
		group: "border-color",
		logic: "physical"
	},
	"border-bottom-left-radius": {
		group: "border-radius",
		logic: "physical"
	},
	"border-bottom-right-radius": {
		group: "border-radius",
		logic: "physical"
	},
	"border-bottom-style": {
		group: "border-style",
		logic: "physical"
	},
	"border-bottom-width": {
		group: "border-width",
		logic: "physical"
	},
	"border-end-end-radius": {
		group: "border-radius",
		logic: "logical"
	},
	"border-end-start-radius": {
		group: "border-radius",
		logic: "logical"
	},
	"border-inline-end-clip": {
		group: "border-clip",
		logic: "logical"
	},
	"border-inline-end-color": {
		group: "border-color",
		logic: "logical"
	},
	"border-inline-end-style": {
		group: "border-style",
		logic: "logical"
	},
	"border-inline-end-width": {
		group: "border-width",
		logic: "logical"
	},
	"border-inline-start-clip": {
		group: "border-clip",
		logic: "logical"
	},
	"border-inline-start-color": {
		group: "border-color",
		logic: "logical"
	},
	"border-inline-start-style": {
		group: "border-style",
		logic: "logical"
	},
	"border-inline-start-width": {
		group: "border-width",
		logic: "logical"
	},
	"border-left-clip": {
		group: "border-clip",
		logic: "physical"
	},
	"border-left-color": {
		group: "border-color",
		logic: "physical"
	},
	"border-left-style": {
		group: "border-style",
		logic: "physical"
	},
	"border-left-width": {
		group: "border-width",
		logic: "physical"
	},
	"border-right-clip": {
		group: "border-clip",
		logic: "physical"
	},
	"border-right-color": {
		group: "border-color",
		logic: "physical"
	},
	"border-right-style": {
		group: "border-style",
		logic: "physical"
	},
	"border-right-width": {
		group: "border-width",
		logic: "physical"
	},
	"border-start-end-radius": {
		group: "border-radius",
		logic: "logical"
	},
	"border-start-start-radius": {
		group: "border-radius",
		logic: "logical"
	},
	"border-top-clip": {
		group: "border-clip",
		logic: "physical"
	},
	"border-top-color": {
		group: "border-color",
		logic: "physical"
	},
	"border-top-left-radius": {
		group: "border-radius",
		logic: "physical"
	},
	"border-top-right-radius": {
		group: "border-radius",
		logic: "physical"
	},
	"border-top-style": {
		group: "border-style",
		logic: "physical"
	},
	"border-top-width": {
		group: "border-width",
		logic: "physical"
	},
	"bottom": {
		group: "inset",
		logic: "physical"
	},
	"contain-intrinsic-block-size": {
		group: "contain-intrinsic-size",
		logic: "logical"
	},
	"contain-intrinsic-height": {
		group: "contain-intrinsic-size",
		logic: "physical"
	},
	"contain-intrinsic-inline-size": {
		group: "contain-intrinsic-size",
		logic: "logical"
	},
	"contain-intrinsic-width": {
		group: "contain-intrinsic-size",
		logic: "physical"
	},
	"corner-bottom-left-shape": {
		group: "corner-shape",
		logic: "physical"
	},
	"corner-bottom-right-shape": {
		group: "corner-shape",
		logic: "physical"
	},
	"corner-end-end-shape": {
		group: "corner-shape",
		logic: "logical"
	},
	"corner-end-start-shape": {
		group: "corner-shape",
		logic: "logical"
	},
	"corner-start-end-shape": {
		group: "corner-shape",
		logic: "logical"
	},
	"corner-start-start-shape": {
		group: "corner-shape",
		logic: "logical"
	},
	"corner-top-left-shape": {
		group: "corner-shape",
		logic: "physical"
	},
	"corner-top-right-shape": {
		group: "corner-shape",
		logic: "physical"
	},
	"height": {
		group: "size",
		logic: "physical"
	},
	"inline-size": {
		group: "size",
		logic: "logical"
	},
	"inset-block-end": {
		group: "inset",
		logic: "logical"
	},
	"inset-block-start": {
		group: "inset",
		logic: "logical"
	},
	"inset-inline-end": {
		group: "inset",
		logic: "logical"
	},
	"inset-inline-start": {
		group: "inset",
		logic: "logical"
	},
	"left": {
		group: "inset",
		logic: "physical"
	},
	"margin-block-end": {
		group: "margin",
		logic: "logical"
	},
	"margin-block-start": {
		group: "margin",
		logic: "logical"
	},
	"margin-bottom": {
		group: "margin",
		logic: "physical"
	},
	"margin-inline-end": {
		group: "margin",
		logic: "logical"
	},
	"margin-inline-start": {
		group: "margin",
		logic: "logical"
	},
	"margin-left": {
		group: "margin",
		logic: "physical"
	},
	"margin-right": {
		group: "margin",
		logic: "physical"
	},
	"margin-top": {
		group: "margin",
		logic: "physical"
	},
	"max-block-size": {
		group: "max-size",
		logic: "logical"
	},
	"max-height": {
		group: "max-size",
		logic: "physical"
	},
	"max-inline-size": {
		group: "max-size",
		logic: "logical"
	},
	"max-width": {
		group: "max-size",
		logic: "physical"
	},
	"min-block-size": {
		group: "min-size",
		logic: "logical"
	},
	"min-height": {
		group: "min-size",
		logic: "physical"
	},
	"min-inline-size": {
		group: "min-size",
		logic: "logical"
	},
	"min-width": {
		group: "min-size",
		logic: "physical"
	},
	"overflow-block": {
		group: "overflow",
		logic: "logical"
	},
	"overflow-clip-margin-block-end": {
		group: "overflow-clip-margin",
		logic: "logical"
	},
	"overflow-clip-margin-block-start": {
		group: "overflow-clip-margin",
		logic: "logical"
	},
	"overflow-clip-margin-bottom": {
		group: "overflow-clip-margin",
		logic: "physical"
	},
	"overflow-clip-margin-inline-end": {
		group: "overflow-clip-margin",
		logic: "logical"
	},
	"overflow-clip-margin-inline-start": {
		group: "overflow-clip-margin",
		logic: "logical"
	},
	"overflow-clip-margin-left": {
		group: "overflow-clip-margin",
		logic: "physical"
	},
	"overflow-clip-margin-right": {
		group: "overflow-clip-margin",
		logic: "physical"
	},
	"overflow-clip-margin-top": {
		group: "overflow-clip-margin",
		logic: "physical"
	},
	"overflow-inline": {
		group: "overflow",
		logic: "logical"
	},
	"overflow-x": {
		group: "overflow",
		logic: "physical"
	},
	"overflow-y": {
		group: "overflow",
		logic: "physical"
	},
	"overscroll-behavior-block": {
		group: "overscroll-behavior",
		logic: "logical"
	},
	"overscroll-behavior-inline": {
		group: "overscroll-behavior",
		logic: "logical"
	},
	"overscroll-behavior-x": {
		group: "overscroll-behavior",
		logic: "physical"
	},
	"overscroll-behavior-y": {
		group: "overscroll-behavior",
		logic: "physical"
	},
	"padding-block-end": {
		group: "padding",
		logic: "logical"
	},
	"padding-block-start": {
		group: "padding",
		logic: "logical"
	},
	"padding-bottom": {
		group: "padding",
		logic: "physical"
	},
	"padding-inline-end": {
		group: "padding",
		logic: "logical"
	},
	"padding-inline-start": {
		group: "padding",
		logic: "logical"
	},
	"padding-left": {
		group: "padding",
		logic: "physical"
	},
	"padding-right": {
		group: "padding",
		logic: "physical"
	},
	"padding-top": {
		group: "padding",
		logic: "physical"
	},
	"right": {
		group: "inset",
		logic: "physical"
	},
	"scroll-margin-block-end": {
		group: "scroll-margin",
		logic: "logical"
	},
	"scroll-margin-block-start": {
		group: "scroll-margin",
		logic: "logical"
	},
	"scroll-margin-bottom": {
		group: "scroll-margin",
		logic: "physical"
	},
	"scroll-margin-inline-end": {
		group: "scroll-margin",
		logic: "logical"
	},
	"scroll-margin-inline-start": {
		group: "scroll-margin",
		logic: "logical"
	},
	"scroll-margin-left": {
		group: "scroll-margin",
		logic: "physical"
	},
	"scroll-margin-right": {
		group: "scroll-margin",
		logic: "physical"
	},
	"scroll-margin-top": {
		group: "scroll-margin",
		logic: "physical"
	},
	"scroll-padding-block-end": {
		group: "scroll-padding",
		logic: "logical"
	},
	"scroll-padding-block-start": {
		group: "scroll-padding",
		logic: "logical"
	},
	"scroll-padding-bottom": {
		group: "scroll-padding",
		logic: "physical"
	},
	"scroll-padding-inline-end": {
		group: "scroll-padding",
		logic: "logical"
	},
	"scroll-padding-inline-start": {
		group: "scroll-padding",
		logic: "logical"
	},
	"scroll-padding-left": {
		group: "scroll-padding",
		logic: "physical"
	},
	"scroll-padding-right": {
		group: "scroll-padding",
		logic: "physical"
	},
	"scroll-padding-top": {
		group: "scroll-padding",
		logic: "physical"
	},
	"top": {
		group: "inset",
		logic: "physical"
	},
	"width": {
		group: "size",
		logic: "physical"
	}
};
/**
* Resolves a logical property to its physical counterpart based on writing mode and direction.
*/
function resolveLogicalProperty(name, writingMode = "horizontal-tb", direction = "ltr") {
	if (!(name in LOGICAL_MAPPING)) return name;
	let blockStart = "top";
	let blockEnd = "bottom";
	let inlineStart = "left";
	let inlineEnd = "right";
	let blockAxis = "y";
	let inlineAxis = "x";
	if (writingMode === "vertical-rl" || writingMode === "sideways-rl") {
		blockStart = "right";
		blockEnd = "left";
		inlineStart = "top";
		inlineEnd = "bottom";
		blockAxis = "x";
		inlineAxis = "y";
	} else if (writingMode === "vertical-lr") {
		blockStart = "left";
		blockEnd = "right";
		inlineStart = "top";
		inlineEnd = "bottom";
		blockAxis = "x";
		inlineAxis = "y";
	} else if (writingMode === "sideways-lr") {
		blockStart = "left";
		blockEnd = "right";
		inlineStart = "bottom";
		inlineEnd = "top";
		blockAxis = "x";
		inlineAxis = "y";
	}
	if (direction === "rtl") {
		const tmp = inlineStart;
		inlineStart = inlineEnd;
		inlineEnd = tmp;
	}
	if (name.startsWith("inset-block-start")) return blockStart;
	if (name.startsWith("inset-block-end")) return blockEnd;
	if (name.startsWith("inset-inline-start")) return inlineStart;
	if (name.startsWith("inset-inline-end")) return inlineEnd;
	const radius = (s1, s2) => {
		return `-${s1 === "top" || s1 === "bottom" ? s1 : s2}-${s1 === "left" || s1 === "right" ? s1 : s2}-radius`;
	};
	const shape = (s1, s2) => {
		return `-${s1 === "top" || s1 === "bottom" ? s1 : s2}-${s1 === "left" || s1 === "right" ? s1 : s2}-shape`;
	};
	const replacements = [
		{
			logical: "-block-start",
			physical: `-${blockStart}`
		},
		{
			logical: "-block-end",
			physical: `-${blockEnd}`
		},
		{
			logical: "-inline-start",
			physical: `-${inlineStart}`
		},
		{
			logical: "-inline-end",
			physical: `-${inlineEnd}`
		},
		{
			logical: "-start-start-radius",
			physical: radius(blockStart, inlineStart)
		},
		{
			logical: "-start-end-radius",
			physical: radius(blockStart, inlineEnd)
		},
		{
			logical: "-end-start-radius",
			physical: radius(blockEnd, inlineStart)
		},
		{
			logical: "-end-end-radius",
			physical: radius(blockEnd, inlineEnd)
		},
		{
			logical: "-start-start-shape",
			physical: shape(blockStart, inlineStart)
		},
		{
			logical: "-start-end-shape",
			physical: shape(blockStart, inlineEnd)
		},
		{
			logical: "-end-start-shape",
			physical: shape(blockEnd, inlineStart)
		},
		{
			logical: "-end-end-shape",
			physical: shape(blockEnd, inlineEnd)
		},
		{
			logical: "-block",
			physical: `-${blockAxis}`
		},
		{
			logical: "-inline",
			physical: `-${inlineAxis}`
		}
	];
	let resolved = name;
	for (const { logical, physical } of replacements) if (resolved.includes(logical)) {
		resolved = resolved.replace(logical, physical);
		break;
	}
	const isVertical = writingMode.startsWith("vertical") || writingMode.startsWith("sideways");
	if (resolved === "block-size") return isVertical ? "width" : "height";
	if (resolved === "inline-size") return isVertical ? "height" : "width";
	if (resolved === "min-block-size") return isVertical ? "min-width" : "min-height";
	if (resolved === "min-inline-size") return isVertical ? "min-height" : "min-width";
	if (resolved === "max-block-size") return isVertical ? "max-width" : "max-height";
	if (resolved === "max-inline-size") return isVertical ? "max-height" : "max-width";
	if (resolved === "contain-intrinsic-block-size") return isVertical ? "contain-intrinsic-width" : "contain-intrinsic-height";
	if (resolved === "contain-intrinsic-inline-size") return isVertical ? "contain-intrinsic-height" : "contain-intrinsic-width";
	return resolved;
}
// src/data/gen/colors.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const NAMED_COLORS = /* @__PURE__ */ new Set("accentcolor,accentcolortext,activeborder,activecaption,activetext,aliceblue,antiquewhite,appworkspace,aqua,aquamarine,azure,background,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,buttonborder,buttonface,buttonhighlight,buttonshadow,buttontext,cadetblue,canvas,canvastext,captiontext,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,currentcolor,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,field,fieldtext,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,graytext,green,greenyellow,grey,highlight,highlighttext,honeydew,hotpink,inactiveborder,inactivecaption,inactivecaptiontext,indianred,indigo,infobackground,infotext,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,linktext,magenta,mark,marktext,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,menu,menutext,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,scrollbar,seagreen,seashell,selecteditem,selecteditemtext,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,threeddarkshadow,threedface,threedhighlight,threedlightshadow,threedshadow,tomato,transparent,turquoise,violet,visitedtext,wheat,white,whitesmoke,window,windowframe,windowtext,yellow,yellowgreen".split(","));
// src/data/gen/units.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const unitToBase = {
	"cap": "length",
	"ch": "length",
	"cm": "length",
	"deg": "angle",
	"dpcm": "resolution",
	"dpi": "resolution",
	"dppx": "resolution",
	"em": "length",
	"ex": "length",
	"fr": "flex",
	"grad": "angle",
	"hz": "frequency",
	"ic": "length",
	"in": "length",
	"khz": "frequency",
	"mm": "length",
	"ms": "time",
	"pc": "length",
	"pt": "length",
	"px": "length",
	"q": "length",
	"rad": "angle",
	"rem": "length",
	"s": "time",
	"turn": "angle",
	"vh": "length",
	"vmax": "length",
	"vmin": "length",
	"vw": "length",
	"x": "resolution",
	"svw": "length",
	"lvw": "length",
	"dvw": "length",
	"svh": "length",
	"lvh": "length",
	"dvh": "length",
	"svmin": "length",
	"lvmin": "length",
	"dvmin": "length",
	"svmax": "length",
	"lvmax": "length",
	"dvmax": "length",
	"lh": "length",
	"rlh": "length",
	"vi": "length",
	"vb": "length",
	"rex": "length",
	"rcap": "length",
	"rch": "length",
	"ric": "length",
	"svi": "length",
	"svb": "length",
	"lvi": "length",
	"lvb": "length",
	"dvi": "length",
	"dvb": "length",
	"cqw": "length",
	"cqh": "length",
	"cqi": "length",
	"cqb": "length",
	"cqmin": "length",
	"cqmax": "length",
	"percent": "percent",
	"number": "number"
};
const unitToPixels = {
	"cm": 37.79527559055118,
	"in": 96,
	"mm": 3.7795275590551185,
	"pc": 16,
	"pt": 1.3333333333333333,
	"px": 1,
	"q": .9448818897637794
};
const unitToRadians = {
	"deg": .017453292519943295,
	"grad": .015707963267948967,
	"rad": 1,
	"turn": 6.283185307179586
};
const unitToSeconds = {
	"ms": .001,
	"s": 1
};
const LENGTH_UNITS = /* @__PURE__ */ new Set("cap,ch,cm,cqb,cqh,cqi,cqmax,cqmin,cqw,dvb,dvh,dvi,dvmax,dvmin,dvw,em,ex,ic,in,lh,lvb,lvh,lvi,lvmax,lvmin,lvw,mm,pc,pt,px,q,rcap,rch,rem,rex,ric,rlh,svb,svh,svi,svmax,svmin,svw,vb,vh,vi,vmax,vmin,vw,%".split(","));
const LENGTH_UNIT_TO_PX = {
	px: 1,
	em: 16,
	rem: 16,
	ex: 8,
	ch: 8,
	ic: 16,
	in: 96,
	cm: 96 / 2.54,
	mm: 96 / 25.4,
	pt: 96 / 72,
	pc: 16,
	vw: 8,
	vh: 6,
	vi: 8,
	vb: 6,
	vmin: 6,
	vmax: 8
};
const RESOLUTION_UNIT_TO_DPI = {
	dpi: 1,
	dpcm: 2.54,
	dppx: 96,
	x: 96
};
// src/shorthands.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const CSS_WIDE_KEYWORDS$2 = /* @__PURE__ */ new Set("initial,inherit,unset,revert,revert-layer".split(","));
const REPEAT_KEYWORDS = /* @__PURE__ */ new Set("repeat,no-repeat,space,round,repeat-x,repeat-y".split(","));
const ATTACHMENT_KEYWORDS = /* @__PURE__ */ new Set("scroll,fixed,local".split(","));
const BOX_KEYWORDS = /* @__PURE__ */ new Set("border-box,padding-box,content-box,text,border-area".split(","));
const CLIP_ONLY_BOX_KEYWORDS = /* @__PURE__ */ new Set("text,border-area".split(","));
const COLOR_FUNCTIONS = /* @__PURE__ */ new Set("rgb,rgba,hsl,hsla,hwb,lab,lch,oklab,oklch,color".split(","));
const IMAGE_FUNCTIONS = /* @__PURE__ */ new Set("url,src,image,image-set,linear-gradient,radial-gradient,conic-gradient,repeating-linear-gradient,repeating-radial-gradient,repeating-conic-gradient".split(","));
const MATH_FUNCTIONS = /* @__PURE__ */ new Set("calc,min,max,clamp".split(","));
const POSITION_OR_SIZE_KEYWORDS = /* @__PURE__ */ new Set("left,right,top,bottom,center,auto,cover,contain".split(","));
const BORDER_WIDTH_KEYWORDS = /* @__PURE__ */ new Set("thin,medium,thick".split(","));
const BORDER_STYLE_KEYWORDS = /* @__PURE__ */ new Set("none,hidden,dotted,dashed,solid,double,groove,ridge,inset,outset".split(","));
function filterSignificantTokens(values) {
	return values.filter((v) => v.type !== "whitespace" && v.type !== "comment" && v.type !== "EOF");
}
function splitTokensByComma(tokens) {
	const res = [[]];
	for (const t of tokens) if (t.type === "comma") res.push([]);
	else res[res.length - 1].push(t);
	return res;
}
function expandUniformLonghands(longhands, val) {
	const res = {};
	for (const lh of longhands) res[lh] = val;
	return res;
}
function tryExpandCssWide(filtered, longhands, extraKeywords) {
	if (filtered.length === 1 && filtered[0].type === "ident") {
		const v = filtered[0].value.toLowerCase();
		if (CSS_WIDE_KEYWORDS$2.has(v) || extraKeywords?.has(v)) return expandUniformLonghands(longhands, [filtered[0]]);
	}
	return null;
}
function checkUniformCssWide(serializedVals, checkVar = false) {
	if (serializedVals.some((v) => CSS_WIDE_KEYWORDS$2.has(v.toLowerCase()) || checkVar && v.toLowerCase().startsWith("var("))) {
		const firstLower = serializedVals[0].toLowerCase();
		if (!serializedVals.every((v) => v.toLowerCase() === firstLower)) return null;
		return CSS_WIDE_KEYWORDS$2.has(firstLower) ? firstLower : serializedVals[0];
	}
}
function expandFourSides(data) {
	const s0 = [data[0]];
	const s1 = data.length > 1 ? [data[1]] : s0;
	return [
		s0,
		s1,
		data.length > 2 ? [data[2]] : s0,
		data.length > 3 ? [data[3]] : s1
	];
}
function formatFourSides(a, b, c, d) {
	if (a === b && a === c && a === d) return a;
	if (a === c && b === d) return `${a} ${b}`;
	if (b === d) return `${a} ${b} ${c}`;
	return `${a} ${b} ${c} ${d}`;
}
function getFunctionName(token) {
	if (token.type === "function") {
		if ("name" in token && typeof token.name === "string") return token.name.toLowerCase();
		if ("value" in token && typeof token.value === "string") return token.value.toLowerCase();
	}
	return "";
}
function isRepeatKeyword(token) {
	return token.type === "ident" && REPEAT_KEYWORDS.has(token.value.toLowerCase());
}
function isAttachmentKeyword(token) {
	return token.type === "ident" && ATTACHMENT_KEYWORDS.has(token.value.toLowerCase());
}
function isBoxKeyword(token) {
	return token.type === "ident" && BOX_KEYWORDS.has(token.value.toLowerCase());
}
function isClipOnlyBoxKeyword(keyword) {
	return CLIP_ONLY_BOX_KEYWORDS.has(keyword.toLowerCase());
}
function isColorToken(token) {
	if (token.type === "hash") return true;
	if (token.type === "ident") return NAMED_COLORS.has(token.value.toLowerCase());
	if (token.type === "function") return COLOR_FUNCTIONS.has(getFunctionName(token));
	return false;
}
function isImageToken(token) {
	if (token.type === "ident" && token.value.toLowerCase() === "none") return true;
	if (token.type === "url") return true;
	if (token.type === "function") return IMAGE_FUNCTIONS.has(getFunctionName(token));
	return false;
}
function isPositionOrSizeValue(token) {
	if (token.type === "ident") return POSITION_OR_SIZE_KEYWORDS.has(token.value.toLowerCase());
	if (token.type === "percentage" || token.type === "dimension") return true;
	if (token.type === "number" && token.value === 0) return true;
	if (token.type === "function") return MATH_FUNCTIONS.has(getFunctionName(token));
	return false;
}
function extractSizeTokens(tokens, slashIdx) {
	if (slashIdx + 1 >= tokens.length) return null;
	const first = tokens[slashIdx + 1];
	if (first.type === "ident" && ["cover", "contain"].includes(first.value.toLowerCase())) return {
		size: [first],
		consumed: 1
	};
	const isSizeVal = (t) => t.type === "ident" && t.value.toLowerCase() === "auto" || t.type === "percentage" || t.type === "dimension" || t.type === "number" && t.value === 0 || t.type === "function" && MATH_FUNCTIONS.has(getFunctionName(t));
	if (!isSizeVal(first)) return null;
	if (slashIdx + 2 < tokens.length && isSizeVal(tokens[slashIdx + 2])) return {
		size: [first, tokens[slashIdx + 2]],
		consumed: 2
	};
	return {
		size: [first],
		consumed: 1
	};
}
function mapBoxKeywords(keywords) {
	if (keywords.length === 0) return {
		origin: "padding-box",
		clip: "border-box"
	};
	if (keywords.length === 1) {
		const a = keywords[0].toLowerCase();
		return isClipOnlyBoxKeyword(a) ? {
			origin: "border-box",
			clip: a
		} : {
			origin: a,
			clip: a
		};
	}
	if (keywords.length === 2) {
		const a = keywords[0].toLowerCase();
		const b = keywords[1].toLowerCase();
		const aClip = isClipOnlyBoxKeyword(a);
		const bClip = isClipOnlyBoxKeyword(b);
		if (aClip && bClip) return {
			origin: "border-box",
			clip: `${a} ${b}`
		};
		if (aClip) return {
			origin: b,
			clip: a
		};
		if (bClip) return {
			origin: a,
			clip: b
		};
		return {
			origin: a,
			clip: b
		};
	}
	if (keywords.length === 3) {
		const clips = keywords.filter(isClipOnlyBoxKeyword);
		const origins = keywords.filter((k) => !isClipOnlyBoxKeyword(k));
		return clips.length === 2 && origins.length === 1 ? {
			origin: origins[0],
			clip: clips.join(" ")
		} : null;
	}
	return null;
}
function parseRepeatTokens(tokens) {
	if (tokens.length === 1) {
		const val = tokens[0].value?.toString().toLowerCase();
		if (val === "repeat-x") return [{
			type: "ident",
			value: "repeat"
		}, {
			type: "ident",
			value: "no-repeat"
		}];
		if (val === "repeat-y") return [{
			type: "ident",
			value: "no-repeat"
		}, {
			type: "ident",
			value: "repeat"
		}];
		return [tokens[0]];
	}
	return tokens.length === 2 ? tokens : null;
}
function normalizePositionTokens(tokens) {
	if (tokens.length === 1) {
		const t0 = tokens[0];
		if (t0.type === "ident") {
			const v = t0.value.toLowerCase();
			if (v === "left" || v === "right") return [t0, {
				type: "ident",
				value: "center"
			}];
			if (v === "top" || v === "bottom") return [{
				type: "ident",
				value: "center"
			}, t0];
			if (v === "center") return [t0, t0];
		} else return [t0, {
			type: "percentage",
			value: 50,
			sign: null
		}];
	}
	if (tokens.length === 2 && tokens[0].type === "ident" && tokens[1].type === "ident") {
		const [t0, t1] = tokens;
		const v0 = t0.value.toLowerCase();
		const v1 = t1.value.toLowerCase();
		const isHoriz = (v) => v === "left" || v === "right";
		const isVert = (v) => v === "top" || v === "bottom";
		if (isVert(v0) && isHoriz(v1) || isVert(v0) && v1 === "center") return [t1, t0];
	}
	return tokens;
}
function normalizeSizeTokens(tokens) {
	if (tokens.length === 1) {
		const t0 = tokens[0];
		if (t0.type === "ident" && ["cover", "contain"].includes(t0.value.toLowerCase())) return [t0];
		return [t0, {
			type: "ident",
			value: "auto"
		}];
	}
	return tokens;
}
function joinWithWhitespace(tokens) {
	const res = [];
	for (let i = 0; i < tokens.length; i++) {
		if (i > 0) res.push({
			type: "whitespace",
			value: " "
		});
		res.push(tokens[i]);
	}
	return res;
}
function expandBackground(values) {
	const cssWide = tryExpandCssWide(filterSignificantTokens(values), SHORTHANDS_DATA["background"]);
	if (cssWide) return cssWide;
	const layers = splitTokensByComma(values);
	const numLayers = layers.length;
	if (numLayers === 0) return null;
	const imageLayers = [];
	const positionLayers = [];
	const sizeLayers = [];
	const repeatLayers = [];
	const attachmentLayers = [];
	const originLayers = [];
	const clipLayers = [];
	let parsedColor = null;
	for (let i = 0; i < numLayers; i++) {
		const layerClean = filterSignificantTokens(layers[i]);
		if (layerClean.length === 0) return null;
		const slashIdx = layerClean.findIndex((t) => t.type === "delim" && t.value === "/");
		let sizeTokens = null;
		if (slashIdx !== -1) {
			const sizeResult = extractSizeTokens(layerClean, slashIdx);
			if (!sizeResult) return null;
			sizeTokens = sizeResult.size;
			layerClean.splice(slashIdx, 1 + sizeResult.consumed);
		}
		const repeatTokens = [];
		const attachmentTokens = [];
		const boxKeywords = [];
		let colorTokens = null;
		let imageTokens = null;
		const positionTokens = [];
		for (const token of layerClean) if (isRepeatKeyword(token)) repeatTokens.push(token);
		else if (isAttachmentKeyword(token)) attachmentTokens.push(token);
		else if (isBoxKeyword(token)) boxKeywords.push(token.value);
		else if (isColorToken(token)) {
			if (i !== numLayers - 1 || colorTokens !== null) return null;
			colorTokens = [token];
		} else if (isImageToken(token)) {
			if (imageTokens !== null) return null;
			imageTokens = [token];
		} else if (isPositionOrSizeValue(token)) positionTokens.push(token);
		else return null;
		if (sizeTokens !== null && positionTokens.length === 0 || positionTokens.length > 4) return null;
		const boxMapped = mapBoxKeywords(boxKeywords);
		if (!boxMapped) return null;
		const repeatMapped = parseRepeatTokens(repeatTokens);
		imageLayers.push(imageTokens || [{
			type: "ident",
			value: "none"
		}]);
		positionLayers.push(positionTokens.length > 0 ? joinWithWhitespace(normalizePositionTokens(positionTokens)) : joinWithWhitespace([{
			type: "percentage",
			value: 0,
			sign: null
		}, {
			type: "percentage",
			value: 0,
			sign: null
		}]));
		sizeLayers.push(sizeTokens !== null ? joinWithWhitespace(normalizeSizeTokens(sizeTokens)) : [{
			type: "ident",
			value: "auto"
		}]);
		repeatLayers.push(repeatMapped ? joinWithWhitespace(repeatMapped) : [{
			type: "ident",
			value: "repeat"
		}]);
		attachmentLayers.push(attachmentTokens.length > 0 ? joinWithWhitespace(attachmentTokens) : [{
			type: "ident",
			value: "scroll"
		}]);
		originLayers.push([{
			type: "ident",
			value: boxMapped.origin
		}]);
		clipLayers.push(joinWithWhitespace(boxMapped.clip.split(" ").map((c) => ({
			type: "ident",
			value: c
		}))));
		if (colorTokens !== null) parsedColor = colorTokens;
	}
	const joinLayers = (layerList) => {
		const res = [];
		for (let i = 0; i < layerList.length; i++) {
			if (i > 0) res.push({
				type: "comma",
				value: ","
			}, {
				type: "whitespace",
				value: " "
			});
			res.push(...layerList[i]);
		}
		return res;
	};
	return {
		"background-image": joinLayers(imageLayers),
		"background-position": joinLayers(positionLayers),
		"background-size": joinLayers(sizeLayers),
		"background-repeat": joinLayers(repeatLayers),
		"background-attachment": joinLayers(attachmentLayers),
		"background-origin": joinLayers(originLayers),
		"background-clip": joinLayers(clipLayers),
		"background-color": parsedColor || [{
			type: "ident",
			value: "transparent"
		}]
	};
}
function contractBackground(longhands) {
	const image = longhands["background-image"];
	const position = longhands["background-position"];
	const size = longhands["background-size"];
	const repeat = longhands["background-repeat"];
	const attachment = longhands["background-attachment"];
	const origin = longhands["background-origin"];
	const clip = longhands["background-clip"];
	const color = longhands["background-color"];
	if (!image || !position || !size || !repeat || !attachment || !origin || !clip || !color) return null;
	const wide = checkUniformCssWide([
		image,
		position,
		size,
		repeat,
		attachment,
		origin,
		clip,
		color
	].map((v) => serialize(v).trim()));
	if (wide !== void 0) return wide;
	const imageLayers = splitTokensByComma(image);
	const positionLayers = splitTokensByComma(position);
	const sizeLayers = splitTokensByComma(size);
	const repeatLayers = splitTokensByComma(repeat);
	const attachmentLayers = splitTokensByComma(attachment);
	const originLayers = splitTokensByComma(origin);
	const clipLayers = splitTokensByComma(clip);
	const numLayers = imageLayers.length;
	if (positionLayers.length !== numLayers || sizeLayers.length !== numLayers || repeatLayers.length !== numLayers || attachmentLayers.length !== numLayers || originLayers.length !== numLayers || clipLayers.length !== numLayers) return null;
	const layerStrings = [];
	for (let i = 0; i < numLayers; i++) {
		const imgVal = serialize(imageLayers[i]).trim();
		const posVal = serialize(positionLayers[i]).trim();
		const sizeVal = serialize(sizeLayers[i]).trim();
		const repVal = serialize(repeatLayers[i]).trim();
		const attVal = serialize(attachmentLayers[i]).trim();
		const origVal = serialize(originLayers[i]).trim();
		const clipVal = serialize(clipLayers[i]).trim();
		const parts = [];
		if (imgVal !== "none" && imgVal !== "") parts.push(imgVal);
		const isInitialPosition = posVal !== "" && [
			"0% 0%",
			"left top",
			"0% center",
			"center left",
			"left center"
		].includes(posVal.toLowerCase());
		const isInitialSize = sizeVal !== "" && ["auto", "auto auto"].includes(sizeVal.toLowerCase());
		if (posVal !== "" && sizeVal !== "") {
			if (!isInitialSize) parts.push(`${posVal} / ${sizeVal}`);
			else if (!isInitialPosition) parts.push(posVal);
		}
		const isInitialRepeat = repVal !== "" && ["repeat", "repeat repeat"].includes(repVal.toLowerCase());
		if (repVal !== "" && !isInitialRepeat) {
			const tokens = repeatLayers[i].filter((t) => t.type !== "whitespace" && t.type !== "EOF");
			if (tokens.length === 2) {
				const v0 = tokens[0].value?.toString().toLowerCase();
				const v1 = tokens[1].value?.toString().toLowerCase();
				if (v0 === "repeat" && v1 === "no-repeat") parts.push("repeat-x");
				else if (v0 === "no-repeat" && v1 === "repeat") parts.push("repeat-y");
				else if (v0 === v1 && v0) parts.push(v0);
				else parts.push(`${v0} ${v1}`);
			} else parts.push(repVal);
		}
		if (attVal !== "" && attVal.toLowerCase() !== "scroll") parts.push(attVal);
		if (origVal !== "" && clipVal !== "") {
			const isClipOnly = ["text", "border-area"].includes(clipVal.toLowerCase()) || clipVal.toLowerCase().includes("text") || clipVal.toLowerCase().includes("border-area");
			const defaultOrigin = isClipOnly ? "border-box" : "padding-box";
			if (origVal.toLowerCase() !== "padding-box" || clipVal.toLowerCase() !== "border-box") {
				if (isClipOnly) parts.push(origVal.toLowerCase() === defaultOrigin ? clipVal : `${origVal} ${clipVal}`);
				else parts.push(origVal.toLowerCase() === clipVal.toLowerCase() ? origVal : `${origVal} ${clipVal}`);
			}
		}
		if (i === numLayers - 1) {
			const colVal = serialize(color).trim();
			if (colVal !== "" && colVal.toLowerCase() !== "transparent") parts.push(colVal);
		}
		if (parts.length === 0) parts.push("none");
		layerStrings.push(parts.join(" "));
	}
	return layerStrings.join(", ");
}
function isValidLengthOrPercentage(val, allowNegative = true) {
	if (val.type === "ident") {
		const kw = (val.value ?? "").toString().toLowerCase();
		return kw === "auto" || CSS_WIDE_KEYWORDS$2.has(kw);
	}
	if (val.type === "dimension") {
		if (!allowNegative && typeof val.value === "number" && val.value < 0) return false;
		return LENGTH_UNITS.has((val.unit ?? "").toLowerCase());
	}
	if (val.type === "percentage") return allowNegative || typeof val.value !== "number" || val.value >= 0;
	if (val.type === "number" && val.value === 0) return true;
	if (val.type === "function") {
		const fnName = getFunctionName(val);
		return MATH_FUNCTIONS.has(fnName) || fnName === "env";
	}
	return false;
}
const expandBox = (physical, logical) => (values) => {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0) return null;
	const isLogical = filtered[0].type === "ident" && filtered[0].value.toLowerCase() === "logical";
	const data = isLogical ? filtered.slice(1) : filtered;
	if (data.length < 1 || data.length > 4) return null;
	const isLengthBox = physical[0].startsWith("margin") || physical[0].startsWith("padding") || physical[0] === "top" || physical[0].startsWith("scroll-") || physical[0].startsWith("border-") && physical[0].endsWith("-width");
	const allowNegative = !physical[0].startsWith("padding") && !physical[0].startsWith("scroll-padding") && !(physical[0].startsWith("border-") && physical[0].endsWith("-width"));
	if (isLengthBox && !data.every((v) => isValidLengthOrPercentage(v, allowNegative))) return null;
	const target = isLogical ? logical : physical;
	const [s0, s1, s2, s3] = expandFourSides(data);
	return {
		[target[0]]: s0,
		[target[1]]: s1,
		[target[2]]: s2,
		[target[3]]: s3
	};
};
const contractBox = (physical, logical) => (values) => {
	const t = values[physical[0]];
	const r = values[physical[1]];
	const b = values[physical[2]];
	const l = values[physical[3]];
	if (t && r && b && l) {
		const serialized = [
			t,
			r,
			b,
			l
		].map((v) => serialize(v).trim());
		const cssWide = checkUniformCssWide(serialized);
		if (cssWide !== void 0) return cssWide;
		return formatFourSides(serialized[0], serialized[1], serialized[2], serialized[3]);
	}
	const lbs = values[logical[0]];
	const lbe = values[logical[2]];
	const lis = values[logical[1]];
	const lie = values[logical[3]];
	if (lbs && lbe && lis && lie) {
		const [sbs, sis, sbe, sie] = [
			lbs,
			lis,
			lbe,
			lie
		].map((v) => serialize(v).trim());
		const cssWide = checkUniformCssWide([
			sbs,
			sis,
			sbe,
			sie
		]);
		if (cssWide !== void 0) return cssWide;
		return `logical ${formatFourSides(sbs, sis, sbe, sie)}`;
	}
	return null;
};
const expandTwoValue = (longhands) => (values) => {
	const filtered = filterSignificantTokens(values);
	if (filtered.length < 1 || filtered.length > 2) return null;
	if (longhands[0].startsWith("padding") || longhands[0].endsWith("-width")) {
		for (const v of filtered) if ((v.type === "dimension" || v.type === "percentage" || v.type === "number") && typeof v.value === "number" && v.value < 0) return null;
	}
	return {
		[longhands[0]]: [filtered[0]],
		[longhands[1]]: filtered.length > 1 ? [filtered[1]] : [filtered[0]]
	};
};
const contractTwoValue = (longhands) => (values) => {
	const v1 = values[longhands[0]];
	const v2 = values[longhands[1]];
	if (!v1 || !v2) return null;
	const s1 = serialize(v1).trim();
	const s2 = serialize(v2).trim();
	const cssWide = checkUniformCssWide([s1, s2]);
	if (cssWide !== void 0) return cssWide;
	return s1 === s2 ? s1 : `${s1} ${s2}`;
};
function formatBorderSideValue(widthVal, styleVal, colorVal) {
	const w = widthVal.trim();
	const s = styleVal.trim();
	const c = colorVal.trim();
	const cssWide = checkUniformCssWide([
		w,
		s,
		c
	]);
	if (cssWide !== void 0) return cssWide;
	const isInitialWidth = w.toLowerCase() === "medium";
	const isInitialStyle = s.toLowerCase() === "none";
	const isInitialColor = c.toLowerCase() === "currentcolor";
	if (isInitialWidth && isInitialStyle && isInitialColor) return "none";
	const parts = [];
	if (!isInitialWidth) parts.push(w);
	if (!isInitialStyle) parts.push(s);
	if (!isInitialColor) parts.push(c);
	return parts.length === 0 ? "none" : parts.join(" ");
}
function parseBorderTriplet(filtered, allowAutoStyle = false) {
	let widthVal = [{
		type: "ident",
		value: "medium"
	}];
	let styleVal = [{
		type: "ident",
		value: "none"
	}];
	let colorVal = [{
		type: "ident",
		value: "currentcolor"
	}];
	for (const val of filtered) if (val.type === "ident") {
		const v = val.value.toLowerCase();
		if (BORDER_WIDTH_KEYWORDS.has(v)) widthVal = [val];
		else if (BORDER_STYLE_KEYWORDS.has(v) || allowAutoStyle && v === "auto") styleVal = [val];
		else colorVal = [val];
	} else if (val.type === "dimension" || val.type === "percentage" || val.type === "number") widthVal = [val];
	else colorVal = [val];
	return {
		widthVal,
		styleVal,
		colorVal
	};
}
const BORDER_IMAGE_LONGHANDS = [
	"border-image-source",
	"border-image-slice",
	"border-image-width",
	"border-image-outset",
	"border-image-repeat"
];
const BORDER_ALL_LONGHANDS = [
	"border-top-width",
	"border-right-width",
	"border-bottom-width",
	"border-left-width",
	"border-top-style",
	"border-right-style",
	"border-bottom-style",
	"border-left-style",
	"border-top-color",
	"border-right-color",
	"border-bottom-color",
	"border-left-color",
	...BORDER_IMAGE_LONGHANDS
];
function createInitialBorderImageValues(source = [{
	type: "ident",
	value: "none"
}]) {
	return {
		"border-image-source": source,
		"border-image-slice": [{
			type: "percentage",
			value: 100,
			sign: null
		}],
		"border-image-width": [{
			type: "number",
			value: 1,
			sign: null,
			numberType: "integer"
		}],
		"border-image-outset": [{
			type: "number",
			value: 0,
			sign: null,
			numberType: "integer"
		}],
		"border-image-repeat": [{
			type: "ident",
			value: "stretch"
		}]
	};
}
function isInitialBorderImage(values) {
	const src = values["border-image-source"];
	const slice = values["border-image-slice"];
	const width = values["border-image-width"];
	const outset = values["border-image-outset"];
	const repeat = values["border-image-repeat"];
	if (!src || !slice || !width || !outset || !repeat) return false;
	const sSrc = serialize(src).trim().toLowerCase();
	const sSlice = serialize(slice).trim().toLowerCase();
	const sWidth = serialize(width).trim().toLowerCase();
	const sOutset = serialize(outset).trim().toLowerCase();
	const sRepeat = serialize(repeat).trim().toLowerCase();
	return (sSrc === "none" || sSrc === "") && (sSlice === "100%" || sSlice === "100% 100% 100% 100%" || sSlice === "") && (sWidth === "1" || sWidth === "1 1 1 1" || sWidth === "") && (sOutset === "0" || sOutset === "0px" || sOutset === "0s" || sOutset === "0 0 0 0" || sOutset === "") && (sRepeat === "stretch" || sRepeat === "stretch stretch" || sRepeat === "");
}
const expandBorderSide = (prefix) => (values) => {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0 || filtered.length > 3) return null;
	const longhands = [
		`${prefix}-width`,
		`${prefix}-style`,
		`${prefix}-color`
	];
	const cssWide = tryExpandCssWide(filtered, longhands);
	if (cssWide) return cssWide;
	const { widthVal, styleVal, colorVal } = parseBorderTriplet(filtered);
	return {
		[longhands[0]]: widthVal,
		[longhands[1]]: styleVal,
		[longhands[2]]: colorVal
	};
};
const contractBorderSide = (prefix) => (values) => {
	const w = values[`${prefix}-width`];
	const s = values[`${prefix}-style`];
	const c = values[`${prefix}-color`];
	if (!w || !s || !c) return null;
	return formatBorderSideValue(serialize(w), serialize(s), serialize(c));
};
function expandBorder(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0 || filtered.length > 3) return null;
	const cssWide = tryExpandCssWide(filtered, BORDER_ALL_LONGHANDS);
	if (cssWide) return cssWide;
	const { widthVal, styleVal, colorVal } = parseBorderTriplet(filtered);
	return {
		"border-top-width": widthVal,
		"border-right-width": widthVal,
		"border-bottom-width": widthVal,
		"border-left-width": widthVal,
		"border-top-style": styleVal,
		"border-right-style": styleVal,
		"border-bottom-style": styleVal,
		"border-left-style": styleVal,
		"border-top-color": colorVal,
		"border-right-color": colorVal,
		"border-bottom-color": colorVal,
		"border-left-color": colorVal,
		...createInitialBorderImageValues()
	};
}
function contractBorder(values) {
	for (const lh of BORDER_ALL_LONGHANDS) if (!values[lh]) return null;
	const allSerialized = BORDER_ALL_LONGHANDS.map((lh) => serialize(values[lh]).trim());
	const cssWide = checkUniformCssWide(allSerialized);
	if (cssWide !== void 0) return cssWide;
	if (!isInitialBorderImage(values)) return null;
	const [w0, w1, w2, w3, s0, s1, s2, s3, c0, c1, c2, c3] = allSerialized;
	if (w0 !== w1 || w0 !== w2 || w0 !== w3) return null;
	if (s0 !== s1 || s0 !== s2 || s0 !== s3) return null;
	if (c0 !== c1 || c0 !== c2 || c0 !== c3) return null;
	return formatBorderSideValue(w0, s0, c0);
}
function expandBorderImage(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0) return null;
	const cssWide = tryExpandCssWide(filtered, BORDER_IMAGE_LONGHANDS);
	if (cssWide) return cssWide;
	if (filtered.length === 1 && filtered[0].type === "ident" && filtered[0].value.toLowerCase() === "none") return createInitialBorderImageValues();
	if (filtered.some((t) => t.type === "function" && getFunctionName(t) === "var")) return expandUniformLonghands(BORDER_IMAGE_LONGHANDS, values);
	let source = [{
		type: "ident",
		value: "none"
	}];
	for (const token of filtered) if (token.type === "url" || token.type === "function" && [
		"linear-gradient",
		"radial-gradient",
		"conic-gradient",
		"image",
		"image-set"
	].includes(getFunctionName(token))) source = [token];
	return createInitialBorderImageValues(source);
}
function contractBorderImage(values) {
	for (const lh of BORDER_IMAGE_LONGHANDS) if (!values[lh]) return null;
	const allVals = BORDER_IMAGE_LONGHANDS.map((lh) => serialize(values[lh]).trim());
	const cssWide = checkUniformCssWide(allVals, true);
	if (cssWide !== void 0) return cssWide;
	if (isInitialBorderImage(values)) return "none";
	const [sSrc, sSlice, sWidth, sOutset, sRepeat] = allVals;
	return (sSlice === "100%" || sSlice === "100% 100% 100% 100%") && (sWidth === "1" || sWidth === "1 1 1 1") && (sOutset === "0" || sOutset === "0px" || sOutset === "0s" || sOutset === "0 0 0 0") && (sRepeat === "stretch" || sRepeat === "stretch stretch") ? sSrc : null;
}
function expandOutline(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0 || filtered.length > 3) return null;
	const cssWide = tryExpandCssWide(filtered, [
		"outline-color",
		"outline-style",
		"outline-width"
	]);
	if (cssWide) return cssWide;
	const { widthVal, styleVal, colorVal } = parseBorderTriplet(filtered, true);
	return {
		"outline-color": colorVal,
		"outline-style": styleVal,
		"outline-width": widthVal
	};
}
function contractOutline(values) {
	const c = values["outline-color"];
	const s = values["outline-style"];
	const w = values["outline-width"];
	if (!c || !s || !w) return null;
	const sc = serialize(c).trim();
	const ss = serialize(s).trim();
	const sw = serialize(w).trim();
	const cssWide = checkUniformCssWide([
		sc,
		ss,
		sw
	]);
	if (cssWide !== void 0) return cssWide;
	const isInitialColor = sc.toLowerCase() === "currentcolor";
	const isInitialStyle = ss.toLowerCase() === "none";
	const isInitialWidth = sw.toLowerCase() === "medium";
	if (isInitialColor && isInitialStyle && isInitialWidth) return "none";
	const parts = [];
	if (!isInitialColor) parts.push(sc);
	if (!isInitialStyle) parts.push(ss);
	if (!isInitialWidth) parts.push(sw);
	return parts.length === 0 ? "none" : parts.join(" ");
}
const FONT_VARIANT_LONGHANDS = [
	"font-variant-ligatures",
	"font-variant-caps",
	"font-variant-alternates",
	"font-variant-numeric",
	"font-variant-east-asian",
	"font-variant-position",
	"font-variant-emoji"
];
function expandFontVariant(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0) return null;
	const wide = tryExpandCssWide(filtered, FONT_VARIANT_LONGHANDS);
	if (wide) return wide;
	if (filtered.length === 1 && filtered[0].type === "ident") {
		const v = filtered[0].value.toLowerCase();
		if (v === "normal") return expandUniformLonghands(FONT_VARIANT_LONGHANDS, [{
			type: "ident",
			value: "normal"
		}]);
		if (v === "none") {
			const res = expandUniformLonghands(FONT_VARIANT_LONGHANDS, [{
				type: "ident",
				value: "normal"
			}]);
			res["font-variant-ligatures"] = [{
				type: "ident",
				value: "none"
			}];
			return res;
		}
	}
	const buckets = {
		"font-variant-ligatures": [],
		"font-variant-caps": [],
		"font-variant-alternates": [],
		"font-variant-numeric": [],
		"font-variant-east-asian": [],
		"font-variant-position": [],
		"font-variant-emoji": []
	};
	for (const token of filtered) if (token.type === "ident") {
		const val = token.value.toLowerCase();
		if (val === "normal") continue;
		if (val === "none" || FONT_VARIANT_LIGATURES_KEYWORDS.has(val)) buckets["font-variant-ligatures"].push(token);
		else if (FONT_VARIANT_CAPS_KEYWORDS.has(val)) buckets["font-variant-caps"].push(token);
		else if (val === "historical-forms") buckets["font-variant-alternates"].push(token);
		else if (FONT_VARIANT_NUMERIC_KEYWORDS.has(val)) buckets["font-variant-numeric"].push(token);
		else if (FONT_VARIANT_EAST_ASIAN_KEYWORDS.has(val)) buckets["font-variant-east-asian"].push(token);
		else if (FONT_VARIANT_POSITION_KEYWORDS.has(val)) buckets["font-variant-position"].push(token);
		else if (FONT_VARIANT_EMOJI_KEYWORDS.has(val)) buckets["font-variant-emoji"].push(token);
		else return null;
	} else if (token.type === "function" && FONT_VARIANT_ALTERNATES_FUNCTIONS.has(getFunctionName(token))) buckets["font-variant-alternates"].push(token);
	else return null;
	const norm = [{
		type: "ident",
		value: "normal"
	}];
	const res = {};
	for (const lh of FONT_VARIANT_LONGHANDS) res[lh] = buckets[lh].length > 0 ? joinWithWhitespace(buckets[lh]) : norm;
	return res;
}
function contractFontVariant(values) {
	for (const lh of FONT_VARIANT_LONGHANDS) if (!values[lh]) return null;
	const allVals = FONT_VARIANT_LONGHANDS.map((lh) => serialize(values[lh]).trim());
	const wide = checkUniformCssWide(allVals);
	if (wide !== void 0) return wide;
	if (allVals.every((v) => v.toLowerCase() === "normal")) return "normal";
	if (allVals[0].toLowerCase() === "none") return allVals.slice(1).every((v) => v.toLowerCase() === "normal") ? "none" : null;
	const nonNormal = allVals.filter((v) => v.toLowerCase() !== "normal");
	return nonNormal.length === 0 ? "normal" : nonNormal.join(" ");
}
const FONT_LONGHANDS = [
	"font-style",
	"font-variant-caps",
	"font-variant-ligatures",
	"font-variant-alternates",
	"font-variant-numeric",
	"font-variant-east-asian",
	"font-variant-position",
	"font-variant-emoji",
	"font-weight",
	"font-stretch",
	"font-size",
	"line-height",
	"font-family"
];
function expandFont(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0) return null;
	if (filtered.length === 1 && filtered[0].type === "ident" && SYSTEM_FONT_KEYWORDS.has(filtered[0].value.toLowerCase())) return expandUniformLonghands(FONT_LONGHANDS, [filtered[0]]);
	const norm = [{
		type: "ident",
		value: "normal"
	}];
	let styleVal = norm;
	let capsVal = norm;
	let weightVal = norm;
	let stretchVal = norm;
	let lineHeightVal = norm;
	let i = 0;
	while (i < filtered.length) {
		const token = filtered[i];
		if (token.type === "ident") {
			const v = token.value.toLowerCase();
			if (v === "italic" || v === "oblique") {
				styleVal = [token];
				i++;
				continue;
			}
			if (v === "small-caps") {
				capsVal = [token];
				i++;
				continue;
			}
			if (v === "bold" || v === "bolder" || v === "lighter") {
				weightVal = [token];
				i++;
				continue;
			}
			if (FONT_STRETCH_KEYWORDS.has(v)) {
				stretchVal = [token];
				i++;
				continue;
			}
			if (v === "normal") {
				i++;
				continue;
			}
		} else if (token.type === "number" && typeof token.value === "number" && token.value >= 1 && token.value <= 1e3) {
			weightVal = [token];
			i++;
			continue;
		}
		break;
	}
	if (i >= filtered.length) return null;
	const sizeToken = filtered[i];
	if (!(sizeToken.type === "dimension" || sizeToken.type === "percentage" || sizeToken.type === "number" && sizeToken.value === 0 || sizeToken.type === "ident" && FONT_SIZE_KEYWORDS.has(sizeToken.value.toLowerCase()) || sizeToken.type === "function" && MATH_FUNCTIONS.has(getFunctionName(sizeToken)))) return null;
	const sizeVal = [sizeToken];
	i++;
	if (i < filtered.length && filtered[i].type === "delim" && filtered[i].value === "/") {
		i++;
		if (i >= filtered.length) return null;
		const lhToken = filtered[i];
		if (!(lhToken.type === "number" || lhToken.type === "dimension" || lhToken.type === "percentage" || lhToken.type === "ident" && lhToken.value.toLowerCase() === "normal" || lhToken.type === "function" && MATH_FUNCTIONS.has(getFunctionName(lhToken)))) return null;
		lineHeightVal = [lhToken];
		i++;
	}
	if (i >= filtered.length) return null;
	const lastConsumed = lineHeightVal !== norm ? lineHeightVal[0] : sizeToken;
	const lastIdx = values.indexOf(lastConsumed);
	let familyVal;
	if (lastIdx !== -1) {
		familyVal = values.slice(lastIdx + 1).filter((t) => t.type !== "EOF");
		while (familyVal.length > 0 && (familyVal[0].type === "whitespace" || familyVal[0].type === "comment")) familyVal.shift();
	} else familyVal = filtered.slice(i);
	const res = expandUniformLonghands(FONT_LONGHANDS, norm);
	res["font-style"] = styleVal;
	res["font-variant-caps"] = capsVal;
	res["font-weight"] = weightVal;
	res["font-stretch"] = stretchVal;
	res["font-size"] = sizeVal;
	res["line-height"] = lineHeightVal;
	res["font-family"] = familyVal;
	return res;
}
const FONT_PRIMARY_LONGHANDS = [
	"font-style",
	"font-variant-caps",
	"font-weight",
	"font-stretch",
	"font-size",
	"line-height",
	"font-family"
];
const FONT_OTHER_VARIANTS = [
	"font-variant-ligatures",
	"font-variant-alternates",
	"font-variant-numeric",
	"font-variant-east-asian",
	"font-variant-position",
	"font-variant-emoji"
];
function contractFont(values) {
	for (const lh of FONT_PRIMARY_LONGHANDS) if (!values[lh]) return null;
	const sStyle = serialize(values["font-style"]).trim();
	const sCaps = serialize(values["font-variant-caps"]).trim();
	const sWeight = serialize(values["font-weight"]).trim();
	const sStretch = serialize(values["font-stretch"]).trim();
	const sSize = serialize(values["font-size"]).trim();
	const sLineHeight = serialize(values["line-height"]).trim();
	const sFamily = serialize(values["font-family"], false, "font-family").trim();
	const wide = checkUniformCssWide([
		sStyle,
		sCaps,
		sWeight,
		sStretch,
		sSize,
		sLineHeight,
		sFamily,
		...FONT_OTHER_VARIANTS.map((lh) => values[lh] ? serialize(values[lh]).trim() : sStyle)
	]);
	if (wide !== void 0) return wide;
	for (const lh of FONT_OTHER_VARIANTS) if (values[lh] && serialize(values[lh]).trim().toLowerCase() !== "normal") return null;
	if (!sSize || !sFamily) return null;
	const parts = [];
	if (sStyle.toLowerCase() !== "normal") parts.push(sStyle);
	if (sCaps.toLowerCase() !== "normal") parts.push(sCaps);
	if (sWeight.toLowerCase() !== "normal" && sWeight !== "400") parts.push(sWeight);
	if (sStretch.toLowerCase() !== "normal") parts.push(sStretch);
	parts.push(sLineHeight.toLowerCase() !== "normal" ? `${sSize} / ${sLineHeight}` : sSize);
	parts.push(sFamily);
	return parts.join(" ");
}
const LIST_STYLE_LONGHANDS = [
	"list-style-type",
	"list-style-position",
	"list-style-image"
];
function expandListStyle(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0 || filtered.length > 3) return null;
	const wide = tryExpandCssWide(filtered, LIST_STYLE_LONGHANDS);
	if (wide) return wide;
	let typeVal = [{
		type: "ident",
		value: "disc"
	}];
	let posVal = [{
		type: "ident",
		value: "outside"
	}];
	let imgVal = [{
		type: "ident",
		value: "none"
	}];
	let hasType = false;
	let hasPos = false;
	let hasImg = false;
	for (const token of filtered) if (token.type === "ident") {
		const v = token.value.toLowerCase();
		if ((v === "inside" || v === "outside") && !hasPos) {
			posVal = [token];
			hasPos = true;
		} else if (v === "none") {
			if (!hasImg && !hasType) {
				imgVal = [token];
				typeVal = [token];
				hasImg = true;
				hasType = true;
			} else if (!hasImg) {
				imgVal = [token];
				hasImg = true;
			} else if (!hasType) {
				typeVal = [token];
				hasType = true;
			}
		} else if (!hasType) {
			typeVal = [token];
			hasType = true;
		} else return null;
	} else if ((token.type === "url" || token.type === "function" && IMAGE_FUNCTIONS.has(getFunctionName(token))) && !hasImg) {
		imgVal = [token];
		hasImg = true;
	} else return null;
	return {
		"list-style-type": typeVal,
		"list-style-position": posVal,
		"list-style-image": imgVal
	};
}
function contractListStyle(values) {
	const t = values["list-style-type"];
	const p = values["list-style-position"];
	const i = values["list-style-image"];
	if (!t || !p || !i) return null;
	const st = serialize(t).trim();
	const sp = serialize(p).trim();
	const si = serialize(i).trim();
	const wide = checkUniformCssWide([
		st,
		sp,
		si
	]);
	if (wide !== void 0) return wide;
	const parts = [];
	if (sp.toLowerCase() !== "outside") parts.push(sp);
	if (si.toLowerCase() !== "none") parts.push(si);
	if (st.toLowerCase() !== "disc") parts.push(st);
	return parts.length === 0 ? "disc" : parts.join(" ");
}
const FLEX_LONGHANDS = [
	"flex-grow",
	"flex-shrink",
	"flex-basis"
];
function expandFlex(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0 || filtered.length > 3) return null;
	const wide = tryExpandCssWide(filtered, FLEX_LONGHANDS);
	if (wide) return wide;
	if (filtered.length === 1 && filtered[0].type === "ident") {
		const v = filtered[0].value.toLowerCase();
		if (v === "none") return {
			"flex-grow": [{
				type: "number",
				value: 0,
				sign: null,
				numberType: "integer"
			}],
			"flex-shrink": [{
				type: "number",
				value: 0,
				sign: null,
				numberType: "integer"
			}],
			"flex-basis": [{
				type: "ident",
				value: "auto"
			}]
		};
		if (v === "auto") return {
			"flex-grow": [{
				type: "number",
				value: 1,
				sign: null,
				numberType: "integer"
			}],
			"flex-shrink": [{
				type: "number",
				value: 1,
				sign: null,
				numberType: "integer"
			}],
			"flex-basis": [{
				type: "ident",
				value: "auto"
			}]
		};
	}
	let grow = null;
	let shrink = null;
	let basis = null;
	for (const token of filtered) if (token.type === "number") {
		if (grow === null) grow = [token];
		else if (shrink === null) shrink = [token];
		else return null;
	} else if (isValidLengthOrPercentage(token) || token.type === "ident" && FLEX_BASIS_KEYWORDS.has(token.value.toLowerCase())) {
		if (basis === null) basis = [token];
		else return null;
	} else return null;
	if (grow === null && basis === null) return null;
	const one = [{
		type: "number",
		value: 1,
		sign: null,
		numberType: "integer"
	}];
	return {
		"flex-grow": grow ?? one,
		"flex-shrink": shrink ?? one,
		"flex-basis": basis ?? (grow !== null ? [{
			type: "dimension",
			value: 0,
			unit: "px",
			sign: null,
			numberType: "integer"
		}] : [{
			type: "ident",
			value: "auto"
		}])
	};
}
function contractFlex(values) {
	const g = values["flex-grow"];
	const s = values["flex-shrink"];
	const b = values["flex-basis"];
	if (!g || !s || !b) return null;
	const sg = serialize(g).trim();
	const ss = serialize(s).trim();
	const sb = serialize(b).trim();
	const wide = checkUniformCssWide([
		sg,
		ss,
		sb
	]);
	if (wide !== void 0) return wide;
	if (sg.includes("var(") || ss.includes("var(") || sb.includes("var(")) return sg === ss && sg === sb ? sg : null;
	if (sb.toLowerCase() === "auto") {
		if (sg === "0" && ss === "1") return "initial";
		if (sg === "1" && ss === "1") return "auto";
		if (sg === "0" && ss === "0") return "none";
	}
	if ((sb === "0px" || sb === "0%" || sb === "0") && ss === "1") return `${sg} 1 0px`;
	return `${sg} ${ss} ${sb}`;
}
function contractOverflow(values) {
	const x = values["overflow-x"];
	const y = values["overflow-y"];
	if (!x || !y) return null;
	const sx = serialize(x).trim();
	const sy = serialize(y).trim();
	const wide = checkUniformCssWide([sx, sy]);
	if (wide !== void 0) return wide;
	if (sx.includes("var(") || sy.includes("var(")) return sx === sy ? sx : null;
	return sx === sy ? sx : `${sx} ${sy}`;
}
const LINE_CLAMP_LONGHANDS = [
	"max-lines",
	"block-ellipsis",
	"continue"
];
function expandLineClamp(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0) return null;
	const wide = tryExpandCssWide(filtered, LINE_CLAMP_LONGHANDS);
	if (wide) return wide;
	const autoToken = [{
		type: "ident",
		value: "auto"
	}];
	if (filtered.length === 1 && filtered[0].type === "ident" && filtered[0].value.toLowerCase() === "none") return {
		"max-lines": [{
			type: "ident",
			value: "none"
		}],
		"block-ellipsis": autoToken,
		"continue": autoToken
	};
	return {
		"max-lines": filtered,
		"block-ellipsis": autoToken,
		"continue": autoToken
	};
}
function contractLineClamp(values) {
	const lines = values["max-lines"];
	if (!lines) return null;
	const sLines = serialize(lines).trim();
	const wide = checkUniformCssWide([sLines, ...[values["block-ellipsis"], values["continue"]].filter(Boolean).map((v) => serialize(v).trim())]);
	if (wide !== void 0) return wide;
	return sLines.toLowerCase() === "none" ? "none" : sLines;
}
const BORDER_RADIUS_PHYSICAL = [
	"border-top-left-radius",
	"border-top-right-radius",
	"border-bottom-right-radius",
	"border-bottom-left-radius"
];
function expandBorderRadius(values) {
	const filtered = filterSignificantTokens(values);
	if (filtered.length === 0) return null;
	if (filtered[0].type === "ident" && filtered[0].value.toLowerCase() === "logical") return null;
	const slashIndex = filtered.findIndex((v) => v.type === "delim" && v.value === "/");
	let hValues;
	let vValues;
	if (slashIndex !== -1) {
		hValues = filtered.slice(0, slashIndex);
		vValues = filtered.slice(slashIndex + 1);
		if (hValues.length === 0 || hValues.length > 4 || vValues.length === 0 || vValues.length > 4) return null;
		if (vValues.some((v) => v.type === "delim" && v.value === "/")) return null;
	} else {
		if (filtered.length > 4) return null;
		hValues = filtered;
		vValues = filtered;
	}
	const hExpanded = expandFourSides(hValues);
	const vExpanded = expandFourSides(vValues);
	const result = {};
	for (let i = 0; i < 4; i++) {
		const h = hExpanded[i];
		const v = vExpanded[i];
		result[BORDER_RADIUS_PHYSICAL[i]] = serialize(h) === serialize(v) ? h : [
			...h,
			{
				type: "whitespace",
				value: " "
			},
			...v
		];
	}
	return result;
}
function contractBorderRadius(values) {
	if (!BORDER_RADIUS_PHYSICAL.every((prop) => values[prop] !== void 0)) return null;
	const longhands = BORDER_RADIUS_PHYSICAL.map((prop) => values[prop]);
	const wide = checkUniformCssWide(longhands.map((lh) => serialize(lh).trim()));
	if (wide !== void 0) return wide;
	const parsed = longhands.map((lh) => {
		const filtered = filterSignificantTokens(lh);
		return {
			h: serialize([filtered[0]]).trim(),
			v: serialize([filtered.length > 1 ? filtered[1] : filtered[0]]).trim()
		};
	});
	const hStr = formatFourSides(parsed[0].h, parsed[1].h, parsed[2].h, parsed[3].h);
	const vStr = formatFourSides(parsed[0].v, parsed[1].v, parsed[2].v, parsed[3].v);
	return hStr === vStr ? hStr : `${hStr} / ${vStr}`;
}
const logicalLonghands = [];
const physicalLonghands = [];
for (const prop of SUPPORTED_PROPERTIES) if (prop !== "all" && prop !== "direction" && prop !== "unicode-bidi" && !prop.startsWith("--") && !(prop in SHORTHANDS_DATA)) {
	if (prop in LOGICAL_MAPPING) logicalLonghands.push(prop);
	else physicalLonghands.push(prop);
}
const ALL_SHORTHAND_LONGHANDS = Object.freeze([...logicalLonghands, ...physicalLonghands]);
function isCSSWideKeywordOrVar(tokens) {
	const nonWs = filterSignificantTokens(tokens);
	if (nonWs.length === 1 && nonWs[0].type === "ident" && CSS_WIDE_KEYWORDS$2.has(nonWs[0].value.toLowerCase())) return true;
	return nonWs.some((t) => t.type === "function" && getFunctionName(t) === "var");
}
function expandAll(value) {
	if (!value || value.length === 0 || !isCSSWideKeywordOrVar(value)) return null;
	return expandUniformLonghands(ALL_SHORTHAND_LONGHANDS, value);
}
function contractAll(longhands) {
	let firstVal = null;
	for (const lh of ALL_SHORTHAND_LONGHANDS) {
		const valTokens = longhands[lh];
		if (!valTokens || valTokens.length === 0) return null;
		const serialized = serialize(valTokens).trim();
		if (firstVal === null) firstVal = serialized;
		else if (serialized !== firstVal) return null;
	}
	if (!firstVal) return null;
	const lower = firstVal.toLowerCase();
	return CSS_WIDE_KEYWORDS$2.has(lower) || lower.startsWith("var(") ? firstVal : null;
}
function createBoxShorthand(name, physical, logical) {
	return {
		longhands: SHORTHANDS_DATA[name],
		logicalLonghands: logical,
		expand: expandBox(physical, logical),
		contract: contractBox(physical, logical)
	};
}
function createTwoValueShorthand(name, physicalLonghands) {
	const longhands = SHORTHANDS_DATA[name];
	return {
		longhands,
		...physicalLonghands ? { physicalLonghands } : {},
		expand: expandTwoValue(longhands),
		contract: contractTwoValue(longhands)
	};
}
function createBorderSideShorthand(prefix, longhands, physicalLonghands) {
	return {
		longhands,
		...physicalLonghands ? { physicalLonghands } : {},
		expand: expandBorderSide(prefix),
		contract: contractBorderSide(prefix)
	};
}
function createBorderAxisShorthand(name, startProp, endProp, physicalLonghands, logicalLonghands) {
	return {
		longhands: SHORTHANDS_DATA[name],
		physicalLonghands,
		logicalLonghands,
		expand: (values) => {
			if (filterSignificantTokens(values).length === 0) return null;
			return {
				[startProp]: values,
				[endProp]: values
			};
		},
		contract: (values) => {
			const sVal = values[startProp];
			const eVal = values[endProp];
			const start = sVal ? serialize(sVal).trim() : contractBorderSide(startProp)(values);
			const end = eVal ? serialize(eVal).trim() : contractBorderSide(endProp)(values);
			return start && end && start === end ? start : null;
		}
	};
}
const SHORTHANDS = {
	"border-block": createBorderAxisShorthand("border-block", "border-block-start", "border-block-end", [
		"border-top-width",
		"border-top-style",
		"border-top-color",
		"border-bottom-width",
		"border-bottom-style",
		"border-bottom-color"
	], [
		"border-block-start-width",
		"border-block-start-style",
		"border-block-start-color",
		"border-block-end-width",
		"border-block-end-style",
		"border-block-end-color"
	]),
	"border-block-color": createTwoValueShorthand("border-block-color", ["border-top-color", "border-bottom-color"]),
	"border-block-end": createBorderSideShorthand("border-block-end", SHORTHANDS_DATA["border-block-end"], [
		"border-bottom-width",
		"border-bottom-style",
		"border-bottom-color"
	]),
	"border-block-start": createBorderSideShorthand("border-block-start", SHORTHANDS_DATA["border-block-start"], [
		"border-top-width",
		"border-top-style",
		"border-top-color"
	]),
	"border-block-style": createTwoValueShorthand("border-block-style", ["border-top-style", "border-bottom-style"]),
	"border-block-width": createTwoValueShorthand("border-block-width", ["border-top-width", "border-bottom-width"]),
	"border": {
		longhands: BORDER_ALL_LONGHANDS,
		expand: expandBorder,
		contract: contractBorder
	},
	"border-top": createBorderSideShorthand("border-top", [
		"border-top-width",
		"border-top-style",
		"border-top-color"
	]),
	"border-right": createBorderSideShorthand("border-right", [
		"border-right-width",
		"border-right-style",
		"border-right-color"
	]),
	"border-bottom": createBorderSideShorthand("border-bottom", [
		"border-bottom-width",
		"border-bottom-style",
		"border-bottom-color"
	]),
	"border-left": createBorderSideShorthand("border-left", [
		"border-left-width",
		"border-left-style",
		"border-left-color"
	]),
	"border-image": {
		longhands: BORDER_IMAGE_LONGHANDS,
		expand: expandBorderImage,
		contract: contractBorderImage
	},
	"outline": {
		longhands: [
			"outline-color",
			"outline-style",
			"outline-width"
		],
		expand: expandOutline,
		contract: contractOutline
	},
	"font-variant": {
		longhands: FONT_VARIANT_LONGHANDS,
		expand: expandFontVariant,
		contract: contractFontVariant
	},
	"font": {
		longhands: FONT_LONGHANDS,
		expand: expandFont,
		contract: contractFont
	},
	"list-style": {
		longhands: LIST_STYLE_LONGHANDS,
		expand: expandListStyle,
		contract: contractListStyle
	},
	"overflow": {
		longhands: SHORTHANDS_DATA["overflow"],
		expand: expandTwoValue(SHORTHANDS_DATA["overflow"]),
		contract: contractOverflow
	},
	"flex": {
		longhands: FLEX_LONGHANDS,
		expand: expandFlex,
		contract: contractFlex
	},
	"-webkit-flex": {
		longhands: FLEX_LONGHANDS,
		expand: expandFlex,
		contract: contractFlex
	},
	"line-clamp": {
		longhands: LINE_CLAMP_LONGHANDS,
		expand: expandLineClamp,
		contract: contractLineClamp
	},
	"-webkit-line-clamp": {
		longhands: LINE_CLAMP_LONGHANDS,
		expand: expandLineClamp,
		contract: contractLineClamp
	},
	"border-color": createBoxShorthand("border-color", [
		"border-top-color",
		"border-right-color",
		"border-bottom-color",
		"border-left-color"
	], [
		"border-block-start-color",
		"border-inline-start-color",
		"border-block-end-color",
		"border-inline-end-color"
	]),
	"border-inline": createBorderAxisShorthand("border-inline", "border-inline-start", "border-inline-end", [
		"border-left-width",
		"border-left-style",
		"border-left-color",
		"border-right-width",
		"border-right-style",
		"border-right-color"
	], [
		"border-inline-start-width",
		"border-inline-start-style",
		"border-inline-start-color",
		"border-inline-end-width",
		"border-inline-end-style",
		"border-inline-end-color"
	]),
	"border-inline-color": createTwoValueShorthand("border-inline-color", ["border-left-color", "border-right-color"]),
	"border-inline-end": createBorderSideShorthand("border-inline-end", SHORTHANDS_DATA["border-inline-end"], [
		"border-right-width",
		"border-right-style",
		"border-right-color"
	]),
	"border-inline-start": createBorderSideShorthand("border-inline-start", SHORTHANDS_DATA["border-inline-start"], [
		"border-left-width",
		"border-left-style",
		"border-left-color"
	]),
	"border-inline-style": createTwoValueShorthand("border-inline-style", ["border-left-style", "border-right-style"]),
	"border-inline-width": createTwoValueShorthand("border-inline-width", ["border-left-width", "border-right-width"]),
	"border-radius": {
		longhands: SHORTHANDS_DATA["border-radius"],
		logicalLonghands: [
			"border-start-start-radius",
			"border-start-end-radius",
			"border-end-end-radius",
			"border-end-start-radius"
		],
		expand: expandBorderRadius,
		contract: contractBorderRadius
	},
	"border-style": createBoxShorthand("border-style", [
		"border-top-style",
		"border-right-style",
		"border-bottom-style",
		"border-left-style"
	], [
		"border-block-start-style",
		"border-inline-start-style",
		"border-block-end-style",
		"border-inline-end-style"
	]),
	"border-width": createBoxShorthand("border-width", [
		"border-top-width",
		"border-right-width",
		"border-bottom-width",
		"border-left-width"
	], [
		"border-block-start-width",
		"border-inline-start-width",
		"border-block-end-width",
		"border-inline-end-width"
	]),
	"inset": createBoxShorthand("inset", [
		"top",
		"right",
		"bottom",
		"left"
	], [
		"inset-block-start",
		"inset-inline-start",
		"inset-block-end",
		"inset-inline-end"
	]),
	"inset-block": createTwoValueShorthand("inset-block", ["top", "bottom"]),
	"inset-inline": createTwoValueShorthand("inset-inline", ["left", "right"]),
	"margin": createBoxShorthand("margin", [
		"margin-top",
		"margin-right",
		"margin-bottom",
		"margin-left"
	], [
		"margin-block-start",
		"margin-inline-start",
		"margin-block-end",
		"margin-inline-end"
	]),
	"margin-block": createTwoValueShorthand("margin-block", ["margin-top", "margin-bottom"]),
	"margin-inline": createTwoValueShorthand("margin-inline", ["margin-left", "margin-right"]),
	"padding": createBoxShorthand("padding", [
		"padding-top",
		"padding-right",
		"padding-bottom",
		"padding-left"
	], [
		"padding-block-start",
		"padding-inline-start",
		"padding-block-end",
		"padding-inline-end"
	]),
	"padding-block": createTwoValueShorthand("padding-block", ["padding-top", "padding-bottom"]),
	"padding-inline": createTwoValueShorthand("padding-inline", ["padding-left", "padding-right"]),
	"scroll-margin": createBoxShorthand("scroll-margin", [
		"scroll-margin-top",
		"scroll-margin-right",
		"scroll-margin-bottom",
		"scroll-margin-left"
	], [
		"scroll-margin-block-start",
		"scroll-margin-inline-start",
		"scroll-margin-block-end",
		"scroll-margin-inline-end"
	]),
	"scroll-padding": createBoxShorthand("scroll-padding", [
		"scroll-padding-top",
		"scroll-padding-right",
		"scroll-padding-bottom",
		"scroll-padding-left"
	], [
		"scroll-padding-block-start",
		"scroll-padding-inline-start",
		"scroll-padding-block-end",
		"scroll-padding-inline-end"
	]),
	"background": {
		longhands: SHORTHANDS_DATA["background"],
		expand: expandBackground,
		contract: contractBackground
	},
	"all": {
		longhands: ALL_SHORTHAND_LONGHANDS,
		expand: expandAll,
		contract: contractAll
	}
};
function getShorthandAllLonghands(shorthand) {
	if (shorthand.allLonghands) return shorthand.allLonghands;
	if (!shorthand.logicalLonghands && !shorthand.physicalLonghands) return shorthand.longhands;
	const combined = Object.freeze([
		...shorthand.longhands,
		...shorthand.logicalLonghands || [],
		...shorthand.physicalLonghands || []
	]);
	shorthand.allLonghands = combined;
	return combined;
}
const LONGHAND_TO_SHORTHAND = {};
for (const [shorthand, def] of Object.entries(SHORTHANDS)) {
	def.allLonghands = Object.freeze([
		...def.longhands,
		...def.logicalLonghands || [],
		...def.physicalLonghands || []
	]);
	if (shorthand === "all") continue;
	for (const longhand of def.longhands) {
		if (!LONGHAND_TO_SHORTHAND[longhand]) LONGHAND_TO_SHORTHAND[longhand] = [];
		LONGHAND_TO_SHORTHAND[longhand].push(shorthand);
	}
	if (def.logicalLonghands) for (const longhand of def.logicalLonghands) {
		if (!LONGHAND_TO_SHORTHAND[longhand]) LONGHAND_TO_SHORTHAND[longhand] = [];
		LONGHAND_TO_SHORTHAND[longhand].push(shorthand);
	}
	if (def.physicalLonghands) for (const longhand of def.physicalLonghands) {
		if (!LONGHAND_TO_SHORTHAND[longhand]) LONGHAND_TO_SHORTHAND[longhand] = [];
		if (!LONGHAND_TO_SHORTHAND[longhand].includes(shorthand)) LONGHAND_TO_SHORTHAND[longhand].push(shorthand);
	}
}
// src/utils/format.ts
/** @license Copyright 2026 Google LLC. SPDX-License-Identifier: Apache-2.0 */
const formatter = new Intl.NumberFormat("en-US", {
	useGrouping: false,
	minimumFractionDigits: 0,
	maximumFractionDigits: 6
});
function formatNumber(val) {
	if (val === 0) return "0";
	if (!Number.isFinite(val)) {
		if (val === Infinity) return "infinity";
		if (val === -Infinity) return "-infinity";
		return "nan";
	}
	const formatted = formatter.format(val);
	return formatted === "-0" ? "0" : formatted;
}
// src/data/gen/selectors.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const PSEUDO_CLASSES = /* @__PURE__ */ new Set("active,active-view-transition,active-view-transition-type,after,animated-image,any-link,autofill,before,blank,buffering,checked,current,default,defined,dir,disabled,empty,enabled,first,first-child,first-letter,first-line,first-of-page,first-of-type,focus,focus-visible,focus-within,fullscreen,future,has,has-slotted,heading,high-value,host,host-context,hover,in-range,indeterminate,interest-source,interest-target,invalid,is,lang,last-child,last-of-page,last-of-type,left,link,link-to,local-link,low-value,matches,modal,muted,navigation-source,not,nth,nth-child,nth-col,nth-last-child,nth-last-col,nth-last-of-type,nth-of-page,nth-of-type,only-child,only-of-type,open,optimal-value,optional,out-of-range,past,paused,picture-in-picture,placeholder-shown,playing,popover-open,read-only,read-write,required,right,root,scope,seeking,snapped,snapped-block,snapped-inline,snapped-x,snapped-y,stalled,start-of-page,state,target,target-after,target-before,target-current,target-within,unchecked,user-invalid,user-valid,valid,visited,volume-locked,where,xr-overlay".split(","));
const PSEUDO_ELEMENTS = /* @__PURE__ */ new Set("-moz-progress-bar,-moz-range-progress,-moz-range-thumb,-moz-range-track,-ms-browse,-ms-check,-ms-clear,-ms-expand,-ms-fill,-ms-fill-lower,-ms-fill-upper,-ms-reveal,-ms-thumb,-ms-ticks-after,-ms-ticks-before,-ms-tooltip,-ms-track,-ms-value,-webkit-progress-bar,-webkit-progress-inner-value,-webkit-progress-value,-webkit-slider-runnable-track,-webkit-slider-thumb,after,backdrop,before,checkmark,clear-icon,color-swatch,column,cue,cue-region,details-content,field-component,field-content,field-separator,file-selector-button,first-letter,first-line,grammar-error,highlight,interest-button,marker,nth-fragment,part,picker,picker-icon,placeholder,reveal-icon,scroll-button,scroll-marker,scroll-marker-group,search-text,selection,slider-fill,slider-thumb,slider-track,slotted,spelling-error,step-control,step-down,step-up,target-text,view-transition,view-transition-group,view-transition-group-children,view-transition-image-pair,view-transition-new,view-transition-old".split(","));
/**
* Known standard non-functional pseudo-elements recognized by the cascade.
* selectors-4 § 3.7 #pseudo-elements
*/
const KNOWN_PSEUDO_ELEMENTS = /* @__PURE__ */ new Set("after,backdrop,before,checkmark,clear-icon,color-swatch,column,cue,cue-region,details-content,field-component,field-content,field-separator,file-selector-button,first-letter,first-line,grammar-error,interest-button,marker,picker-icon,placeholder,reveal-icon,scroll-marker,scroll-marker-group,search-text,selection,slider-fill,slider-thumb,slider-track,spelling-error,step-control,step-down,step-up,target-text,view-transition".split(","));
/**
* Known standard functional pseudo-elements recognized by the cascade.
* selectors-4 § 3.7 #pseudo-elements
*/
const KNOWN_FUNCTIONAL_PSEUDO_ELEMENTS = /* @__PURE__ */ new Set("cue,cue-region,highlight,nth-fragment,part,picker,scroll-button,slotted,view-transition-group,view-transition-group-children,view-transition-image-pair,view-transition-new,view-transition-old".split(","));
// src/SelectorParser.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function isIdentToken(val) {
	return val !== void 0 && val.type === "ident";
}
function isDelimToken(val, char) {
	return val !== void 0 && val.type === "delim" && (char === void 0 || val.value === char);
}
function isHashToken(val) {
	return val !== void 0 && val.type === "hash";
}
function isStringToken(val) {
	return val !== void 0 && (val.type === "string" || val.type === "bad-string");
}
function isNumberToken(val) {
	return val !== void 0 && val.type === "number";
}
function isDimensionToken(val) {
	return val !== void 0 && val.type === "dimension";
}
function isSimpleBlock(val, associatedType) {
	return val !== void 0 && val.type === "simple-block" && (associatedType === void 0 || val.associatedToken.type === associatedType);
}
function isCSSFunction(val, name) {
	return val !== void 0 && val.type === "function" && (name === void 0 || val.name.toLowerCase() === name.toLowerCase());
}
var ComponentValueCursor = class {
	values;
	_i = 0;
	constructor(values) {
		this.values = values;
	}
	get hasNext() {
		return this._i < this.values.length;
	}
	get i() {
		return this._i;
	}
	set i(pos) {
		this._i = pos;
	}
	get length() {
		return this.values.length;
	}
	get next() {
		return this.values[this._i];
	}
	peek(offset = 1) {
		return this.values[this._i + offset];
	}
	consume() {
		return this.values[this._i++] || { type: "EOF" };
	}
	skipWhitespace() {
		while (this._i < this.values.length && this.values[this._i].type === "whitespace") this._i++;
	}
	skipToNextComma() {
		const commaOffset = this.values.slice(this._i).findIndex((v) => v.type === "comma");
		this._i = commaOffset === -1 ? this.values.length : this._i + commaOffset;
	}
	slice(start, end) {
		return this.values.slice(start, end ?? this._i);
	}
};
const LEGACY_PSEUDO_CLASS_ALIASES = { "-webkit-autofill": "autofill" };
/**
* Selector Parser according to Selectors Level 4.
*
* selectors-4 #grammar
* selectors-4 #parse-selector
* selectors-4 #parse-relative-selector
*/
var SelectorParser = class SelectorParser {
	static PSEUDO_CLASSES = PSEUDO_CLASSES;
	static PSEUDO_ELEMENTS = PSEUDO_ELEMENTS;
	cursor;
	allowRelative;
	forgiving;
	insideHas;
	forbidPseudo;
	declaredNamespaces;
	strictSupports;
	allowVendorPseudos;
	allowUnknownPseudos;
	constructor(values, options = {}) {
		this.cursor = new ComponentValueCursor(values);
		this.allowRelative = options.allowRelative ?? false;
		this.forgiving = options.forgiving ?? false;
		this.insideHas = options.insideHas ?? false;
		this.forbidPseudo = options.forbidPseudo ?? false;
		this.declaredNamespaces = options.declaredNamespaces;
		this.strictSupports = options.strictSupports ?? false;
		this.allowVendorPseudos = options.allowVendorPseudos ?? false;
		this.allowUnknownPseudos = options.allowUnknownPseudos ?? false;
	}
	hasAmpersand(values) {
		return values.some((val) => {
			if (isDelimToken(val, "&")) return true;
			if (isSimpleBlock(val)) return this.hasAmpersand(val.value);
			if (isCSSFunction(val)) return this.hasAmpersand(val.value);
			return false;
		});
	}
	/**
	* Parses component values into a SelectorList.
	*
	* selectors-4 #grouping (<selector-list>)
	* selectors-4 #grammar (<complex-selector-list>)
	* selectors-4 #forgiving-selector (parsing forgiving selector list)
	* selectors-4 #parse-selector
	*/
	parse() {
		const selectors = [];
		while (this.cursor.hasNext) {
			this.cursor.skipWhitespace();
			if (!this.cursor.hasNext || this.cursor.next?.type === "EOF") break;
			const start = this.cursor.i;
			try {
				const selector = this.consumeComplexSelector();
				this.cursor.skipWhitespace();
				const next = this.cursor.next;
				if (!next || next.type === "comma") selectors.push(selector);
				else throw new DOMException("Unexpected token in selector", "SyntaxError");
			} catch (e) {
				if (this.forgiving) {
					this.cursor.skipToNextComma();
					const rawSlice = this.cursor.slice(start, this.cursor.i);
					let trimmedStart = 0;
					while (trimmedStart < rawSlice.length && rawSlice[trimmedStart].type === "whitespace") trimmedStart++;
					let trimmedEnd = rawSlice.length - 1;
					while (trimmedEnd >= trimmedStart && rawSlice[trimmedEnd].type === "whitespace") trimmedEnd--;
					const failedTokens = rawSlice.slice(trimmedStart, trimmedEnd + 1);
					if (failedTokens.length > 0) selectors.push({
						type: "invalid-selector",
						tokens: failedTokens
					});
				} else throw e;
			}
			if (this.cursor.next?.type === "comma") this.cursor.consume();
		}
		if (!this.forgiving && selectors.length === 0) throw new DOMException("Selector list cannot be empty", "SyntaxError");
		return {
			type: "selector-list",
			selectors
		};
	}
	/**
	* Validates namespace prefixes against declared namespaces.
	*
	* selectors-4 #namespaces
	* selectors-4 #parse-selector step 2
	*/
	validateNamespace(namespace) {
		if (this.declaredNamespaces !== void 0 && namespace !== void 0 && namespace !== "*" && namespace !== "") {
			if (!this.declaredNamespaces.has(namespace)) throw new DOMException(`Undeclared namespace prefix: "${namespace}"`, "SyntaxError");
		}
	}
	/**
	* Consumes a complex selector.
	*
	* selectors-4 #structure (<complex-selector>)
	* selectors-4 #grammar
	*/
	consumeComplexSelector() {
		const items = [];
		const start = this.cursor.i;
		let seenPseudoElement = false;
		while (this.cursor.hasNext) {
			this.cursor.skipWhitespace();
			if (!this.cursor.hasNext || this.cursor.next?.type === "comma") break;
			const combinator = this.tryConsumeCombinator();
			if (combinator) {
				if (items.length === 0 && !this.allowRelative) throw new DOMException("Relative selector not allowed in this context", "SyntaxError");
				if (seenPseudoElement) throw new DOMException("Pseudo-element must be at the end of the selector", "SyntaxError");
				if (items.length > 0 && items[items.length - 1].type === "combinator") throw new DOMException("Consecutive combinators are not allowed", "SyntaxError");
				items.push(combinator);
				continue;
			}
			const compound = this.consumeCompoundSelector();
			if (compound.selectors.length > 0) {
				if (seenPseudoElement) throw new DOMException("Pseudo-element must be at the end of the selector", "SyntaxError");
				const hasPseudo = compound.selectors.some((s) => s.type === "pseudo-element-selector");
				if (items.length > 0 && items[items.length - 1].type === "compound-selector") items.push({
					type: "combinator",
					value: " "
				});
				items.push(compound);
				if (hasPseudo) seenPseudoElement = true;
			} else break;
		}
		if (items.length > 0 && items[items.length - 1].type === "combinator") throw new DOMException("Trailing combinator is not allowed", "SyntaxError");
		if (items.length === 0) throw new DOMException("Complex selector cannot be empty", "SyntaxError");
		const end = this.cursor.i;
		return {
			type: "complex-selector",
			items,
			tokens: this.cursor.slice(start, end)
		};
	}
	/**
	* selectors-4 #combinators
	* selectors-5 #the-column-combinator (||)
	*/
	tryConsumeCombinator() {
		const token = this.cursor.next;
		if (!token) return null;
		if (isDelimToken(token)) {
			const val = token.value;
			if (val === ">" || val === "+" || val === "~") {
				this.cursor.consume();
				return {
					type: "combinator",
					value: val
				};
			}
			if (val === "|" && isDelimToken(this.cursor.peek(1), "|")) {
				this.cursor.consume();
				this.cursor.consume();
				return {
					type: "combinator",
					value: "||"
				};
			}
		}
		return null;
	}
	isUserActionPseudoClass(name) {
		const lower = name.toLowerCase();
		return [
			"hover",
			"active",
			"focus",
			"focus-visible",
			"focus-within"
		].includes(lower);
	}
	validateSimpleSelectorAfterPseudo(selector) {
		if (selector.type === "pseudo-class-selector") {
			const lowerName = selector.name.toLowerCase();
			if ([
				"not",
				"is",
				"where",
				"has"
			].includes(lowerName)) return;
			else if (!this.isUserActionPseudoClass(selector.name)) throw new DOMException("Only user-action pseudo-classes are allowed after a pseudo-element", "SyntaxError");
		} else throw new DOMException("Only user-action pseudo-classes are allowed after a pseudo-element", "SyntaxError");
	}
	consumeCompoundSelector() {
		const selectors = [];
		let lastPseudoElement = null;
		while (this.cursor.hasNext) {
			const token = this.cursor.next;
			if (!token || token.type === "whitespace" || token.type === "comma") break;
			if (isDelimToken(token)) {
				const val = token.value;
				if (val === ">" || val === "+" || val === "~") break;
				if (val === "|") {
					if (lastPseudoElement) break;
					if (isDelimToken(this.cursor.peek(1), "|")) break;
					if (selectors.length > 0) throw new DOMException("Type selector must be first in compound selector", "SyntaxError");
					selectors.push(this.consumeTypeOrUniversalSelector());
					continue;
				}
				if (val === "*") {
					if (lastPseudoElement) break;
					if (selectors.length > 0) throw new DOMException("Universal selector must be first in compound selector", "SyntaxError");
					selectors.push(this.consumeTypeOrUniversalSelector());
					continue;
				}
				if (val === ".") {
					if (lastPseudoElement) break;
					selectors.push(this.consumeClassSelector());
					continue;
				}
				if (val === "&") {
					if (lastPseudoElement) break;
					this.cursor.consume();
					selectors.push({ type: "nesting-selector" });
					continue;
				}
			}
			if (isHashToken(token)) {
				if (token.hashType !== "id") throw new DOMException("ID selector must be an identifier", "SyntaxError");
				if (lastPseudoElement) break;
				selectors.push({
					type: "id-selector",
					name: token.value
				});
				this.cursor.consume();
				continue;
			}
			if (isIdentToken(token)) {
				if (lastPseudoElement) break;
				if (selectors.length > 0) throw new DOMException("Type selector must be first in compound selector", "SyntaxError");
				selectors.push(this.consumeTypeOrUniversalSelector());
				continue;
			}
			if (isSimpleBlock(token, "[")) {
				if (lastPseudoElement) break;
				selectors.push(this.consumeAttributeSelector());
				continue;
			}
			if (token.type === "colon") {
				const selector = this.consumePseudoSelector();
				if (lastPseudoElement) {
					const isSlottedOrPart = ["slotted", "part"].includes(lastPseudoElement.toLowerCase());
					if (selector.type === "pseudo-element-selector") {
						if (!isSlottedOrPart) throw new DOMException("Pseudo-elements cannot be nested", "SyntaxError");
					} else if (selector.type === "pseudo-class-selector") {
						if (!isSlottedOrPart) this.validateSimpleSelectorAfterPseudo(selector);
					} else throw new DOMException("Unexpected selector after pseudo-element", "SyntaxError");
				}
				if (selector.type === "pseudo-element-selector") lastPseudoElement = selector.name;
				selectors.push(selector);
				continue;
			}
			break;
		}
		return {
			type: "compound-selector",
			selectors
		};
	}
	consumeTypeOrUniversalSelector() {
		let namespace = void 0;
		const token = this.cursor.next;
		if (!token) throw new DOMException("Unexpected EOF in type selector", "SyntaxError");
		const isNextPipe = isDelimToken(this.cursor.peek(1), "|");
		const isNextNextPipe = isDelimToken(this.cursor.peek(2), "|");
		const isColumnCombinator = isNextPipe && isNextNextPipe;
		if (isIdentToken(token) && isNextPipe && !isColumnCombinator) {
			namespace = token.value;
			this.cursor.i += 2;
		} else if (isDelimToken(token, "*") && isNextPipe && !isColumnCombinator) {
			namespace = "*";
			this.cursor.i += 2;
		} else if (isDelimToken(token, "|") && !isNextPipe) {
			namespace = "";
			this.cursor.i += 1;
		}
		const next = this.cursor.consume();
		if (isDelimToken(next, "*")) {
			this.validateNamespace(namespace);
			return {
				type: "universal-selector",
				namespace
			};
		}
		if (!isIdentToken(next)) throw new DOMException("Expected identifier or * after namespace pipe", "SyntaxError");
		this.validateNamespace(namespace);
		return {
			type: "type-selector",
			name: next.value,
			namespace
		};
	}
	consumeClassSelector() {
		this.cursor.consume();
		const ident = this.cursor.consume();
		if (!isIdentToken(ident)) return {
			type: "class-selector",
			name: ""
		};
		return {
			type: "class-selector",
			name: ident.value
		};
	}
	consumeAttributeSelector() {
		const block = this.cursor.consume();
		if (!isSimpleBlock(block, "[")) throw new DOMException("Expected attribute selector block", "SyntaxError");
		const subCursor = new ComponentValueCursor(block.value);
		let name = "";
		let namespace = void 0;
		let operator = "";
		let value = "";
		let flags = "";
		subCursor.skipWhitespace();
		if (subCursor.hasNext) {
			const v1 = subCursor.next;
			const v2 = subCursor.peek(1);
			const v3 = subCursor.peek(2);
			const isPipeFollowedByEquals = isDelimToken(v2, "|") && isDelimToken(v3, "=");
			if (isIdentToken(v1) && isDelimToken(v2, "|") && !isPipeFollowedByEquals) {
				namespace = v1.value;
				subCursor.i += 2;
			} else if (isDelimToken(v1, "*") && isDelimToken(v2, "|") && !isPipeFollowedByEquals) {
				namespace = "*";
				subCursor.i += 2;
			} else if (isDelimToken(v1, "|") && !isDelimToken(v2, "=")) {
				namespace = "";
				subCursor.i += 1;
			}
		}
		const valName = subCursor.next;
		if (isIdentToken(valName)) {
			name = valName.value;
			subCursor.consume();
		}
		subCursor.skipWhitespace();
		const valOp = subCursor.next;
		if (isDelimToken(valOp)) {
			operator = valOp.value;
			subCursor.consume();
			const valEq = subCursor.next;
			if (isDelimToken(valEq, "=")) {
				operator += valEq.value;
				subCursor.consume();
			}
		}
		subCursor.skipWhitespace();
		const valVal = subCursor.next;
		if (isStringToken(valVal) || isIdentToken(valVal)) {
			value = valVal.value;
			subCursor.consume();
		}
		subCursor.skipWhitespace();
		const valFlag = subCursor.next;
		if (isIdentToken(valFlag)) {
			const flagValue = valFlag.value;
			const lowerFlag = flagValue.toLowerCase();
			if (lowerFlag !== "i" && lowerFlag !== "s") throw new DOMException(`Invalid attribute selector flag: ${flagValue}`, "SyntaxError");
			flags = flagValue;
			subCursor.consume();
		}
		subCursor.skipWhitespace();
		if (subCursor.hasNext) throw new DOMException("Unexpected content in attribute selector", "SyntaxError");
		if (!name) throw new DOMException("Expected attribute name in attribute selector", "SyntaxError");
		this.validateNamespace(namespace);
		return {
			type: "attribute-selector",
			name,
			namespace,
			operator,
			value,
			flags
		};
	}
	consumePseudoSelector() {
		this.cursor.consume();
		let isPseudoElement = false;
		if (this.cursor.next?.type === "colon") {
			this.cursor.consume();
			isPseudoElement = true;
		}
		const token = this.cursor.consume();
		if (!token) return {
			type: "pseudo-class-selector",
			name: ""
		};
		if (isIdentToken(token)) {
			const originalName = token.value;
			const lowerName = originalName.toLowerCase();
			const name = LEGACY_PSEUDO_CLASS_ALIASES[lowerName] || originalName;
			const effectiveLowerName = name.toLowerCase();
			const isVendorPrefixed = /^-[a-zA-Z0-9]+-/.test(effectiveLowerName);
			if (isPseudoElement) {
				if (this.forbidPseudo || this.insideHas) throw new DOMException("Pseudo-elements are not allowed in this context", "SyntaxError");
				const isAllowedVendor = this.allowVendorPseudos && isVendorPrefixed || !this.strictSupports && effectiveLowerName.startsWith("-webkit-");
				if (!PSEUDO_ELEMENTS.has(effectiveLowerName) && !isAllowedVendor && !this.allowUnknownPseudos) throw new DOMException(`Unknown pseudo-element ::${name}`, "SyntaxError");
				return {
					type: "pseudo-element-selector",
					name
				};
			}
			if ([
				"before",
				"after",
				"first-line",
				"first-letter"
			].includes(effectiveLowerName)) {
				if (this.forbidPseudo || this.insideHas) throw new DOMException("Pseudo-elements are not allowed in this context", "SyntaxError");
				return {
					type: "pseudo-element-selector",
					name
				};
			}
			const isAllowedVendor = this.allowVendorPseudos && isVendorPrefixed || !this.strictSupports && effectiveLowerName.startsWith("-webkit-");
			if (!PSEUDO_CLASSES.has(effectiveLowerName) && !isAllowedVendor && !this.allowUnknownPseudos) throw new DOMException(`Unknown pseudo-class :${name}`, "SyntaxError");
			return {
				type: "pseudo-class-selector",
				name
			};
		} else if (isCSSFunction(token)) {
			const func = token;
			const name = func.name;
			const lowerName = name.toLowerCase();
			const isVendorPrefixed = /^-[a-zA-Z0-9]+-/.test(lowerName);
			if (isPseudoElement) {
				if (this.forbidPseudo || this.insideHas) throw new DOMException("Pseudo-elements are not allowed in this context", "SyntaxError");
				if (!PSEUDO_ELEMENTS.has(lowerName) && !(this.allowVendorPseudos && isVendorPrefixed) && !this.allowUnknownPseudos) throw new DOMException(`Unknown pseudo-element ::${name}()`, "SyntaxError");
				if (lowerName === "slotted") {
					const subParser = new SelectorParser(func.value, {
						insideHas: this.insideHas,
						forbidPseudo: true,
						declaredNamespaces: this.declaredNamespaces,
						strictSupports: this.strictSupports,
						allowVendorPseudos: this.allowVendorPseudos,
						allowUnknownPseudos: this.allowUnknownPseudos
					});
					subParser.cursor.skipWhitespace();
					const compound = subParser.consumeCompoundSelector();
					subParser.cursor.skipWhitespace();
					if (subParser.cursor.i !== func.value.length || compound.selectors.length === 0) throw new DOMException("Argument to ::slotted() must be a compound selector", "SyntaxError");
					return {
						type: "pseudo-element-selector",
						name,
						argument: {
							type: "selector-list",
							selectors: [{
								type: "complex-selector",
								items: [compound],
								tokens: func.value
							}]
						}
					};
				}
				return {
					type: "pseudo-element-selector",
					name,
					argument: func.value
				};
			}
			if (!PSEUDO_CLASSES.has(lowerName) && lowerName !== "matches" && !(this.allowVendorPseudos && isVendorPrefixed) && !this.allowUnknownPseudos) throw new DOMException(`Unknown pseudo-class :${name}()`, "SyntaxError");
			if ([
				"is",
				"not",
				"has",
				"where",
				"matches"
			].includes(lowerName)) {
				const isHas = lowerName === "has";
				if (isHas && this.insideHas) throw new DOMException(":has() cannot be nested", "SyntaxError");
				const isForgiving = !this.strictSupports && [
					"is",
					"where",
					"matches"
				].includes(lowerName);
				const isLogicalPseudo = [
					"is",
					"where",
					"not",
					"matches"
				].includes(lowerName);
				return {
					type: "pseudo-class-selector",
					name,
					argument: new SelectorParser(func.value, {
						allowRelative: isHas,
						forgiving: isForgiving,
						insideHas: isHas || this.insideHas,
						forbidPseudo: isLogicalPseudo || isHas || this.forbidPseudo,
						declaredNamespaces: this.declaredNamespaces,
						strictSupports: this.strictSupports,
						allowVendorPseudos: this.allowVendorPseudos,
						allowUnknownPseudos: this.allowUnknownPseudos
					}).parse()
				};
			}
			if (["host", "host-context"].includes(lowerName)) {
				const subParser = new SelectorParser(func.value, {
					insideHas: this.insideHas,
					forbidPseudo: true,
					declaredNamespaces: this.declaredNamespaces,
					strictSupports: this.strictSupports,
					allowVendorPseudos: this.allowVendorPseudos,
					allowUnknownPseudos: this.allowUnknownPseudos
				});
				subParser.cursor.skipWhitespace();
				const compound = subParser.consumeCompoundSelector();
				subParser.cursor.skipWhitespace();
				if (subParser.cursor.i !== func.value.length || compound.selectors.length === 0) throw new DOMException(`Argument to :${name}() must be a compound selector`, "SyntaxError");
				return {
					type: "pseudo-class-selector",
					name,
					argument: {
						type: "selector-list",
						selectors: [{
							type: "complex-selector",
							items: [compound],
							tokens: func.value
						}]
					}
				};
			}
			if ([
				"nth-child",
				"nth-last-child",
				"nth-of-type",
				"nth-last-of-type"
			].includes(lowerName)) {
				let ofIdx = -1;
				for (let k = 0; k < func.value.length; k++) {
					const v = func.value[k];
					if (isIdentToken(v) && v.value.toLowerCase() === "of") {
						ofIdx = k;
						break;
					}
				}
				if (ofIdx !== -1) {
					if (["nth-of-type", "nth-last-of-type"].includes(lowerName)) throw new DOMException(`'of' is not allowed in :${name}()`, "SyntaxError");
					const nth = func.value.slice(0, ofIdx);
					this.validateAnPlusB(nth);
					return {
						type: "pseudo-class-selector",
						name,
						argument: new SelectorParser(func.value.slice(ofIdx + 1), {
							insideHas: this.insideHas,
							forbidPseudo: true,
							allowRelative: false,
							declaredNamespaces: this.declaredNamespaces,
							strictSupports: this.strictSupports,
							allowVendorPseudos: this.allowVendorPseudos,
							allowUnknownPseudos: this.allowUnknownPseudos
						}).parse(),
						nth
					};
				} else {
					this.validateAnPlusB(func.value);
					return {
						type: "pseudo-class-selector",
						name,
						argument: func.value,
						nth: func.value
					};
				}
			}
			if (lowerName === "dir") this.validateDir(func.value);
			if (lowerName === "heading") this.validateHeading(func.value);
			if (lowerName === "lang") this.validateLang(func.value);
			return {
				type: "pseudo-class-selector",
				name,
				argument: func.value
			};
		}
		throw new DOMException("Expected identifier or function after colon in pseudo-selector", "SyntaxError");
	}
	validateAnPlusB(values) {
		const res = parseAnPlusB(values);
		if (!res) {
			const text = getOriginalText(values).trim();
			throw new DOMException(`Invalid An+B expression: ${text}`, "SyntaxError");
		}
		return res;
	}
	validateHeading(values) {
		const nonComment = values.filter((v) => v.type !== "comment");
		let start = 0;
		while (start < nonComment.length && nonComment[start].type === "whitespace") start++;
		let end = nonComment.length - 1;
		while (end >= start && nonComment[end].type === "whitespace") end--;
		if (start > end) throw new DOMException("Argument to :heading() cannot be empty", "SyntaxError");
		const tokens = nonComment.slice(start, end + 1);
		let expectInteger = true;
		for (let i = 0; i < tokens.length; i++) {
			const t = tokens[i];
			if (t.type === "whitespace") continue;
			if (expectInteger) {
				if (t.type === "number" && t.numberType === "integer") expectInteger = false;
				else throw new DOMException("Argument to :heading() must be comma-separated integers", "SyntaxError");
			} else if (t.type === "comma" || t.type === "delim" && t.value === ",") expectInteger = true;
			else throw new DOMException("Expected comma in :heading() arguments", "SyntaxError");
		}
		if (expectInteger) throw new DOMException("Trailing comma in :heading() arguments", "SyntaxError");
	}
	validateDir(values) {
		const nonWs = values.filter((v) => v.type !== "whitespace" && v.type !== "comment");
		const firstToken = nonWs[0];
		if (nonWs.length !== 1 || !isIdentToken(firstToken)) throw new DOMException("Argument to :dir() must be a single identifier", "SyntaxError");
		const val = firstToken.value.toLowerCase();
		if (val !== "ltr" && val !== "rtl" && val !== "auto") throw new DOMException("Argument to :dir() must be ltr, rtl, or auto", "SyntaxError");
	}
	validateLang(values) {
		const nonWs = values.filter((v) => v.type !== "whitespace" && v.type !== "comment");
		if (nonWs.length === 0) throw new DOMException("Argument to :lang() cannot be empty", "SyntaxError");
		let expectItem = true;
		for (const v of nonWs) if (expectItem) {
			if (!isIdentToken(v) && !isStringToken(v)) throw new DOMException("Argument to :lang() must be identifiers or strings", "SyntaxError");
			expectItem = false;
		} else {
			if (v.type !== "comma") throw new DOMException("Expected comma in :lang() argument", "SyntaxError");
			expectItem = true;
		}
		if (expectItem) throw new DOMException("Trailing comma in :lang() argument", "SyntaxError");
	}
};
/**
* Parses An+B microsyntax into { a, b }.
*
* selectors-4 #child-index
* css-syntax-3 #anb-microsyntax
* css-syntax-3 #anb-syntax
* css-syntax-3 #the-anb-type (<a-n-plus-b> production)
*/
function parseAnPlusB(values) {
	const nonComment = values.filter((v) => v.type !== "comment");
	let start = 0;
	while (start < nonComment.length && nonComment[start].type === "whitespace") start++;
	let end = nonComment.length - 1;
	while (end >= start && nonComment[end].type === "whitespace") end--;
	if (start > end) return null;
	const tokens = nonComment.slice(start, end + 1);
	const isIntegerNumber = (t) => {
		return isNumberToken(t) && t.numberType === "integer";
	};
	if (tokens.length === 1) {
		const t = tokens[0];
		if (isIdentToken(t)) {
			const lower = t.value.toLowerCase();
			if (lower === "odd") return {
				a: 2,
				b: 1
			};
			if (lower === "even") return {
				a: 2,
				b: 0
			};
			if (lower === "n") return {
				a: 1,
				b: 0
			};
			if (lower === "-n") return {
				a: -1,
				b: 0
			};
			const matchNdashDigit = lower.match(/^n-(\d+)$/);
			if (matchNdashDigit) return {
				a: 1,
				b: -parseInt(matchNdashDigit[1], 10)
			};
			const matchDashNdashDigit = lower.match(/^-n-(\d+)$/);
			if (matchDashNdashDigit) return {
				a: -1,
				b: -parseInt(matchDashNdashDigit[1], 10)
			};
			return null;
		}
		if (isIntegerNumber(t)) return {
			a: 0,
			b: Number(t.value)
		};
		if (isDimensionToken(t) && t.numberType === "integer") {
			const unit = (t.unit || "").toLowerCase();
			if (unit === "n") return {
				a: Number(t.value),
				b: 0
			};
			const matchDim = unit.match(/^n-(\d+)$/);
			if (matchDim) return {
				a: Number(t.value),
				b: -parseInt(matchDim[1], 10)
			};
			return null;
		}
		return null;
	}
	let idx = 0;
	let plusPrefix = false;
	if (isDelimToken(tokens[0], "+")) {
		plusPrefix = true;
		idx = 1;
		if (tokens[1]?.type === "whitespace") return null;
	}
	const nextNonWs = (from) => {
		let p = from;
		while (p < tokens.length && tokens[p].type === "whitespace") p++;
		return p;
	};
	const t1 = tokens[idx];
	if (!t1) return null;
	let a = null;
	let hasDashAfterN = false;
	if (isIdentToken(t1)) {
		const lower = t1.value.toLowerCase();
		if (lower === "n") a = 1;
		else if (lower === "-n" && !plusPrefix) a = -1;
		else if (lower === "n-") {
			a = 1;
			hasDashAfterN = true;
		} else if (lower === "-n-" && !plusPrefix) {
			a = -1;
			hasDashAfterN = true;
		} else if (lower.startsWith("n-")) {
			const match = lower.match(/^n-(\d+)$/);
			if (match && idx === tokens.length - 1) return {
				a: 1,
				b: -parseInt(match[1], 10)
			};
		}
	} else if (isDimensionToken(t1) && t1.numberType === "integer" && !plusPrefix) {
		const unit = (t1.unit || "").toLowerCase();
		if (unit === "n") a = Number(t1.value);
		else if (unit === "n-") {
			a = Number(t1.value);
			hasDashAfterN = true;
		}
	}
	if (a === null) return null;
	const afterT1 = nextNonWs(idx + 1);
	if (afterT1 >= tokens.length) {
		if (!hasDashAfterN) return {
			a,
			b: 0
		};
		return null;
	}
	const t2 = tokens[afterT1];
	if (hasDashAfterN) {
		if (isIntegerNumber(t2) && !t2.sign) {
			if (nextNonWs(afterT1 + 1) < tokens.length) return null;
			return {
				a,
				b: -Number(t2.value)
			};
		}
		return null;
	}
	if (isIntegerNumber(t2) && t2.sign) {
		if (nextNonWs(afterT1 + 1) < tokens.length) return null;
		return {
			a,
			b: Number(t2.value)
		};
	}
	if (isDelimToken(t2, "+") || isDelimToken(t2, "-")) {
		const sign = t2.value === "+" ? 1 : -1;
		const afterT2 = nextNonWs(afterT1 + 1);
		if (afterT2 >= tokens.length) return null;
		const t3 = tokens[afterT2];
		if (isIntegerNumber(t3) && !t3.sign) {
			if (nextNonWs(afterT2 + 1) < tokens.length) return null;
			return {
				a,
				b: sign * Number(t3.value)
			};
		}
		return null;
	}
	return null;
}
// src/serializer.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Determines whether two consecutive tokens require an empty comment separator
* between them to prevent coalescing per css-syntax-3 #serialization.
* // css-syntax-3 #serialization-tables
*/
function requiresTokenSeparator(t1, t2) {
	const isIdent1 = t1.type === "ident";
	const isAtKeyword1 = t1.type === "at-keyword";
	const isHash1 = t1.type === "hash";
	const isDimension1 = t1.type === "dimension";
	const isDelimHash1 = t1.type === "delim" && t1.value === "#";
	const isDelimDash1 = t1.type === "delim" && t1.value === "-";
	const isNumber1 = t1.type === "number";
	const isDelimAt1 = t1.type === "delim" && t1.value === "@";
	const isDelimDot1 = t1.type === "delim" && t1.value === ".";
	const isDelimPlus1 = t1.type === "delim" && t1.value === "+";
	const isDelimSlash1 = t1.type === "delim" && t1.value === "/";
	if (!isIdent1 && !isAtKeyword1 && !isHash1 && !isDimension1 && !isDelimHash1 && !isDelimDash1 && !isNumber1 && !isDelimAt1 && !isDelimDot1 && !isDelimPlus1 && !isDelimSlash1) return false;
	const isIdent2 = t2.type === "ident";
	const isFunction2 = t2.type === "function";
	const isUrl2 = t2.type === "url";
	const isBadUrl2 = t2.type === "bad-url";
	const isDelimDash2 = t2.type === "delim" && t2.value === "-";
	const isNumber2 = t2.type === "number";
	const isPercentage2 = t2.type === "percentage";
	const isDimension2 = t2.type === "dimension";
	const isCDC2 = t2.type === "CDC";
	const isOpenParen2 = t2.type === "(" || t2.type === "delim" && t2.value === "(";
	const isDelimStar2 = t2.type === "delim" && t2.value === "*";
	const isDelimPercent2 = t2.type === "delim" && t2.value === "%";
	const inGroupA = isIdent2 || isFunction2 || isUrl2 || isBadUrl2 || isDelimDash2 || isNumber2 || isPercentage2 || isDimension2 || isCDC2;
	if (isIdent1) return inGroupA || isOpenParen2;
	if (isAtKeyword1 || isHash1 || isDimension1 || isDelimHash1 || isDelimDash1) return inGroupA;
	if (isNumber1) return isIdent2 || isFunction2 || isUrl2 || isBadUrl2 || isNumber2 || isPercentage2 || isDimension2 || isCDC2 || isDelimPercent2;
	if (isDelimAt1) return isIdent2 || isFunction2 || isUrl2 || isBadUrl2 || isDelimDash2 || isCDC2;
	if (isDelimDot1 || isDelimPlus1) return isNumber2 || isPercentage2 || isDimension2;
	if (isDelimSlash1) return isDelimStar2;
	return false;
}
function getFirstToken(node) {
	if (typeof node !== "object" || node === null) return null;
	if (node.type === "simple-block") return node.associatedToken;
	if (node.type === "function" && "name" in node) return {
		type: "function",
		value: node.name
	};
	const t = node;
	if (t.type === "EOF") return null;
	return t;
}
function getLastToken(node) {
	if (typeof node !== "object" || node === null) return null;
	if (node.type === "simple-block") {
		const start = node.associatedToken?.value;
		const end = getMirrorToken(start);
		return {
			type: end || ")",
			value: end
		};
	}
	if (node.type === "function" && "name" in node) return {
		type: ")",
		value: ")"
	};
	const t = node;
	if (t.type === "EOF") return null;
	return t;
}
/**
* Serializes an array of CSS component values or tokens back into a CSS string,
* inserting `/** /` comment separators between adjacent tokens that would otherwise merge.
*/
function serialize(nodes, preserveCase = false, propertyName) {
	if (propertyName === "font-family") return serializeFontFamily(nodes);
	let result = "";
	let prevLastToken = null;
	for (const node of nodes) {
		if (node.type === "EOF") continue;
		const firstToken = getFirstToken(node);
		if (prevLastToken && firstToken && requiresTokenSeparator(prevLastToken, firstToken)) result += "/**/";
		result += serializeNode(node, preserveCase);
		const last = getLastToken(node);
		if (last) prevLastToken = last;
	}
	return result;
}
function trimWhitespaceTokens(tokens) {
	let start = 0;
	while (start < tokens.length && tokens[start].type === "whitespace") start++;
	let end = tokens.length - 1;
	while (end >= start && tokens[end].type === "whitespace") end--;
	return start <= end ? tokens.slice(start, end + 1) : [];
}
function serializeNode(node, preserveCase) {
	if (typeof node !== "object" || node === null || !("type" in node)) return "";
	if (node.type === "simple-block") {
		const start = node.associatedToken.value;
		return start + serialize(node.value, preserveCase) + getMirrorToken(start);
	}
	if (node.type === "function" && "name" in node) {
		let args = node.value;
		const funcName = preserveCase ? node.name : node.name.toLowerCase();
		if (funcName === "counter") {
			let i = args.length - 1;
			while (i >= 0 && args[i].type === "whitespace") i--;
			if (i >= 0 && args[i].type === "ident" && args[i].value === "decimal") {
				let j = i - 1;
				while (j >= 0 && args[j].type === "whitespace") j--;
				if (j >= 0 && args[j].type === "comma") args = args.slice(0, j);
			}
		} else if (funcName === "url") args = trimWhitespaceTokens(args);
		else if (funcName === "attr") {
			let i = 0;
			while (i < args.length && args[i].type === "whitespace") i++;
			if (i < args.length && args[i].type === "delim" && args[i].value === "|") {
				args = args.slice(i + 1);
				let k = args.length - 1;
				while (k >= 0 && args[k].type === "whitespace") k--;
				if (k >= 0 && args[k].type === "string" && args[k].value === "") {
					let l = k - 1;
					while (l >= 0 && args[l].type === "whitespace") l--;
					if (l >= 0 && args[l].type === "comma") args = args.slice(0, l);
				}
			}
			args = trimWhitespaceTokens(args);
		}
		return `${funcName}(${serialize(args, preserveCase)})`;
	}
	return serializeToken(node, preserveCase);
}
function serializeToken(token, preserveCase = false) {
	switch (token.type) {
		case "ident": return serializeIdentifier(token.value);
		case "at-keyword": return "@" + serializeIdentifier(token.value);
		case "hash": return "#" + token.value;
		case "string": return preserveCase && token.originalText && !token.originalText.endsWith("\\") ? token.originalText : serializeString(token.value);
		case "url": return preserveCase ? serializeUrlToken(token.value, token.originalText) : serializeUrl(token.value);
		case "delim": return token.value === "\\" ? "\\\n" : token.value;
		case "number": return formatNumber(token.value);
		case "percentage": return formatNumber(token.value) + "%";
		case "dimension": return formatNumber(token.value) + (token.unit ? serializeIdentifier(token.unit) : "");
		case "whitespace": return preserveCase && token.originalText ? token.originalText : token.value;
		case "comment": return token.value || "/**/";
		case "CDO": return "<!--";
		case "CDC": return "-->";
		case "colon": return ":";
		case "semicolon": return ";";
		case "comma": return ",";
		case "[":
		case "]":
		case "{":
		case "}":
		case "(":
		case ")": return token.value;
		case "function": return serializeIdentifier(preserveCase ? token.value : token.value.toLowerCase()) + "(";
		case "unicode-range": return token.value;
		case "EOF": return "";
		default: return token.value || "";
	}
}
function getMirrorToken(start) {
	if (start === "{") return "}";
	if (start === "[") return "]";
	if (start === "(") return ")";
	return "";
}
function getOriginalText(values) {
	let text = "";
	for (const val of values) if (val.type === "simple-block") text += (val.associatedToken.originalText || "") + getOriginalText(val.value) + getMirrorToken(val.associatedToken.value);
	else if (val.type === "function") {
		const func = val;
		text += `${func.name}(${getOriginalText(func.value)})`;
	} else text += val.originalText || val.value;
	return text;
}
/**
* // cssom-1 #serialize-an-identifier
*/
function serializeIdentifier(id) {
	let result = "";
	for (let i = 0; i < id.length; i++) {
		const charCode = id.charCodeAt(i);
		const char = id[i];
		if (charCode === 0) {
			result += "�";
			continue;
		}
		if (charCode >= 1 && charCode <= 31 || charCode === 127) {
			result += escapeAsCodePoint(charCode);
			continue;
		}
		if (i === 0 && charCode >= 48 && charCode <= 57) {
			result += escapeAsCodePoint(charCode);
			continue;
		}
		if (i === 1 && charCode >= 48 && charCode <= 57 && id.charCodeAt(0) === 45) {
			result += escapeAsCodePoint(charCode);
			continue;
		}
		if (i === 0 && charCode === 45 && id.length === 1) {
			result += "\\-";
			continue;
		}
		if (charCode >= 128 || charCode === 45 || charCode === 95 || charCode >= 48 && charCode <= 57 || charCode >= 65 && charCode <= 90 || charCode >= 97 && charCode <= 122) {
			result += char;
			continue;
		}
		result += "\\" + char;
	}
	return result;
}
/**
* // cssom-1 #serialize-a-string
*/
function serializeString(s) {
	let result = "\"";
	for (let i = 0; i < s.length; i++) {
		const charCode = s.charCodeAt(i);
		const char = s[i];
		if (charCode === 0) {
			result += "�";
			continue;
		}
		if (charCode >= 1 && charCode <= 31 || charCode === 127) {
			result += escapeAsCodePoint(charCode);
			continue;
		}
		if (charCode === 34 || charCode === 92) {
			result += "\\" + char;
			continue;
		}
		result += char;
	}
	result += "\"";
	return result;
}
function serializeUrl(val) {
	return `url(${serializeString(val)})`;
}
function serializeUrlToken(val, originalText) {
	if (originalText && !val.includes("�") && originalText.endsWith(")")) return originalText;
	let result = "";
	for (let i = 0; i < val.length; i++) {
		const charCode = val.charCodeAt(i);
		const char = val[i];
		if (charCode === 34 || charCode === 39 || charCode === 40 || charCode === 41 || charCode === 92 || charCode <= 32 || charCode === 127) result += "\\" + char;
		else result += char;
	}
	return `url(${result})`;
}
function escapeAsCodePoint(charCode) {
	return "\\" + charCode.toString(16) + " ";
}
const logicalShorthandsEntries = Object.entries({
	"margin-inline": {
		start: "margin-inline-start",
		end: "margin-inline-end",
		allowDifferent: true
	},
	"padding-inline": {
		start: "padding-inline-start",
		end: "padding-inline-end",
		allowDifferent: true
	},
	"margin-block": {
		start: "margin-block-start",
		end: "margin-block-end",
		allowDifferent: true
	},
	"padding-block": {
		start: "padding-block-start",
		end: "padding-block-end",
		allowDifferent: true
	},
	"inset-inline": {
		start: "inset-inline-start",
		end: "inset-inline-end",
		allowDifferent: true
	},
	"inset-block": {
		start: "inset-block-start",
		end: "inset-block-end",
		allowDifferent: true
	},
	"border-inline-width": {
		start: "border-inline-start-width",
		end: "border-inline-end-width",
		allowDifferent: true
	},
	"border-block-width": {
		start: "border-block-start-width",
		end: "border-block-end-width",
		allowDifferent: true
	},
	"border-inline-style": {
		start: "border-inline-start-style",
		end: "border-inline-end-style",
		allowDifferent: true
	},
	"border-block-style": {
		start: "border-block-start-style",
		end: "border-block-end-style",
		allowDifferent: true
	},
	"border-inline-color": {
		start: "border-inline-start-color",
		end: "border-inline-end-color",
		allowDifferent: true
	},
	"border-block-color": {
		start: "border-block-start-color",
		end: "border-block-end-color",
		allowDifferent: true
	},
	"border-inline": {
		start: "border-inline-start",
		end: "border-inline-end",
		allowDifferent: false
	},
	"border-block": {
		start: "border-block-start",
		end: "border-block-end",
		allowDifferent: false
	},
	"overflow": {
		start: "overflow-x",
		end: "overflow-y",
		allowDifferent: true
	},
	"overscroll-behavior": {
		start: "overscroll-behavior-x",
		end: "overscroll-behavior-y",
		allowDifferent: true
	}
});
const propertyToGroup = {
	"margin-top": "margin",
	"margin-right": "margin",
	"margin-bottom": "margin",
	"margin-left": "margin",
	"margin-inline-start": "margin",
	"margin-inline-end": "margin",
	"margin-block-start": "margin",
	"margin-block-end": "margin",
	"padding-top": "padding",
	"padding-right": "padding",
	"padding-bottom": "padding",
	"padding-left": "padding",
	"padding-inline-start": "padding",
	"padding-inline-end": "padding",
	"padding-block-start": "padding",
	"padding-block-end": "padding",
	"top": "inset",
	"right": "inset",
	"bottom": "inset",
	"left": "inset",
	"inset-inline-start": "inset",
	"inset-inline-end": "inset",
	"inset-block-start": "inset",
	"inset-block-end": "inset",
	"border-top-width": "border-width",
	"border-right-width": "border-width",
	"border-bottom-width": "border-width",
	"border-left-width": "border-width",
	"border-inline-start-width": "border-width",
	"border-inline-end-width": "border-width",
	"border-block-start-width": "border-width",
	"border-block-end-width": "border-width",
	"border-top-style": "border-style",
	"border-right-style": "border-style",
	"border-bottom-style": "border-style",
	"border-left-style": "border-style",
	"border-inline-start-style": "border-style",
	"border-inline-end-style": "border-style",
	"border-block-start-style": "border-style",
	"border-block-end-style": "border-style",
	"border-top-color": "border-color",
	"border-right-color": "border-color",
	"border-bottom-color": "border-color",
	"border-left-color": "border-color",
	"border-inline-start-color": "border-color",
	"border-inline-end-color": "border-color",
	"border-block-start-color": "border-color",
	"border-block-end-color": "border-color",
	"width": "size",
	"height": "size",
	"inline-size": "size",
	"block-size": "size",
	"min-width": "min-size",
	"min-height": "min-size",
	"min-inline-size": "min-size",
	"min-block-size": "min-size",
	"max-width": "max-size",
	"max-height": "max-size",
	"max-inline-size": "max-size",
	"max-block-size": "max-size",
	"border-top-left-radius": "border-radius",
	"border-top-right-radius": "border-radius",
	"border-bottom-right-radius": "border-radius",
	"border-bottom-left-radius": "border-radius",
	"border-start-start-radius": "border-radius",
	"border-start-end-radius": "border-radius",
	"border-end-start-radius": "border-radius",
	"border-end-end-radius": "border-radius",
	"border-top": "border",
	"border-right": "border",
	"border-bottom": "border",
	"border-left": "border",
	"border-block-start": "border",
	"border-block-end": "border",
	"border-inline-start": "border",
	"border-inline-end": "border",
	"overflow-x": "overflow",
	"overflow-y": "overflow",
	"overflow-inline": "overflow",
	"overflow-block": "overflow",
	"overscroll-behavior-x": "overscroll-behavior",
	"overscroll-behavior-y": "overscroll-behavior",
	"overscroll-behavior-inline": "overscroll-behavior",
	"overscroll-behavior-block": "overscroll-behavior",
	"outline-color": "outline",
	"outline-style": "outline",
	"outline-width": "outline",
	"list-style-type": "list-style",
	"list-style-position": "list-style",
	"list-style-image": "list-style",
	"flex-grow": "flex",
	"flex-shrink": "flex",
	"flex-basis": "flex",
	"font-style": "font",
	"font-variant-caps": "font",
	"font-weight": "font",
	"font-stretch": "font",
	"font-size": "font",
	"line-height": "font",
	"font-family": "font",
	"font-variant-ligatures": "font-variant",
	"font-variant-alternates": "font-variant",
	"font-variant-numeric": "font-variant",
	"font-variant-east-asian": "font-variant",
	"font-variant-position": "font-variant",
	"font-variant-emoji": "font-variant"
};
const genericShorthands = {
	"border-top": [
		"border-top-width",
		"border-top-style",
		"border-top-color"
	],
	"border-right": [
		"border-right-width",
		"border-right-style",
		"border-right-color"
	],
	"border-bottom": [
		"border-bottom-width",
		"border-bottom-style",
		"border-bottom-color"
	],
	"border-left": [
		"border-left-width",
		"border-left-style",
		"border-left-color"
	],
	"border-block-start": [
		"border-block-start-width",
		"border-block-start-style",
		"border-block-start-color"
	],
	"border-block-end": [
		"border-block-end-width",
		"border-block-end-style",
		"border-block-end-color"
	],
	"border-inline-start": [
		"border-inline-start-width",
		"border-inline-start-style",
		"border-inline-start-color"
	],
	"border-inline-end": [
		"border-inline-end-width",
		"border-inline-end-style",
		"border-inline-end-color"
	],
	"outline": [
		"outline-color",
		"outline-style",
		"outline-width"
	],
	"list-style": [
		"list-style-type",
		"list-style-position",
		"list-style-image"
	],
	"flex": [
		"flex-grow",
		"flex-shrink",
		"flex-basis"
	],
	"border-image": [
		"border-image-source",
		"border-image-slice",
		"border-image-width",
		"border-image-outset",
		"border-image-repeat"
	],
	"line-clamp": [
		"max-lines",
		"block-ellipsis",
		"continue"
	]
};
const genericShorthandsEntries = Object.entries(genericShorthands);
function checkIntervening(decls, allDecls, declIndices) {
	const indices = decls.map((d) => declIndices.get(d));
	const startIdx = Math.min(...indices);
	const endIdx = Math.max(...indices);
	const names = new Set(decls.map((d) => d.name));
	const groups = new Set(decls.map((d) => propertyToGroup[d.name]).filter(Boolean));
	const isSideShorthand = groups.size > 1;
	for (let i = startIdx + 1; i < endIdx; i++) {
		const intervening = allDecls[i];
		if (names.has(intervening.name)) continue;
		const interveningGroup = propertyToGroup[intervening.name];
		if (!interveningGroup) continue;
		if (isSideShorthand) {
			const sidePrefix = decls[0].name.replace(/-(width|style|color)$/, "");
			if (intervening.name.startsWith(sidePrefix + "-") || ["all", "border"].includes(intervening.name)) return true;
		} else {
			if (groups.has(interveningGroup)) return true;
			if (["all", "border"].includes(intervening.name)) return true;
		}
	}
	return false;
}
const BOX_SHORTHAND_NAMES = /* @__PURE__ */ new Set("margin,padding,border-width,border-style,border-color,scroll-margin,scroll-padding,inset,overflow-clip-margin,border-radius".split(","));
const BOX_SHORTHAND_ENTRIES = Object.entries(SHORTHANDS).filter(([shorthand, def]) => BOX_SHORTHAND_NAMES.has(shorthand) && def.logicalLonghands?.length === 4);
function tryCombineBoxShorthand(d, declMap, processed, declarations, declIndices) {
	for (const [shorthand, def] of BOX_SHORTHAND_ENTRIES) {
		const physical = def.longhands;
		const logical = def.logicalLonghands;
		const isPhysical = physical.includes(d.name);
		const isLogical = logical.includes(d.name);
		if (!isPhysical && !isLogical) continue;
		const allDecls = (isPhysical ? physical : logical).map((name) => declMap.get(name));
		if (!allDecls.every((other) => other && !processed.has(other) && other.important === d.important)) continue;
		if (checkIntervening(allDecls, declarations, declIndices)) continue;
		const valuesForContract = {};
		for (const other of allDecls) valuesForContract[other.name] = other.value;
		const value = def.contract(valuesForContract);
		if (value !== null) {
			for (const other of allDecls) processed.add(other);
			return `${shorthand}: ${value}${d.important ? " !important" : ""}`;
		}
	}
	return null;
}
function tryCombineLogicalShorthand(d, declMap, processed, declarations, declIndices) {
	for (const [shorthand, longhands] of logicalShorthandsEntries) {
		if (d.name !== longhands.start && d.name !== longhands.end) continue;
		const otherName = d.name === longhands.start ? longhands.end : longhands.start;
		const otherDecl = declMap.get(otherName);
		if (!otherDecl || processed.has(otherDecl) || d.important !== otherDecl.important) continue;
		if (checkIntervening([d, otherDecl], declarations, declIndices)) continue;
		const startDecl = d.name === longhands.start ? d : otherDecl;
		const endDecl = d.name === longhands.end ? d : otherDecl;
		const valS = serialize(startDecl.value).trim();
		const valE = serialize(endDecl.value).trim();
		if (valS === valE) {
			processed.add(startDecl);
			processed.add(endDecl);
			return `${shorthand}: ${valS}${d.important ? " !important" : ""}`;
		}
		if (longhands.allowDifferent && !valS.includes("var(") && !valE.includes("var(")) {
			processed.add(startDecl);
			processed.add(endDecl);
			return `${shorthand}: ${valS} ${valE}${d.important ? " !important" : ""}`;
		}
	}
	return null;
}
function tryCombineGenericShorthand(d, declMap, processed, declarations, declIndices) {
	for (const [shorthand, longhands] of genericShorthandsEntries) {
		if (!longhands.includes(d.name)) continue;
		const allDecls = longhands.map((name) => declMap.get(name));
		if (!allDecls.every((other) => other && !processed.has(other) && other.important === d.important)) continue;
		if (checkIntervening(allDecls, declarations, declIndices)) continue;
		const record = {};
		for (const other of allDecls) record[other.name] = other.value;
		const contracted = SHORTHANDS[shorthand]?.contract(record);
		if (contracted !== null && contracted !== void 0) {
			for (const other of allDecls) processed.add(other);
			return {
				name: shorthand,
				value: contracted,
				important: d.important
			};
		}
	}
	return null;
}
const BORDER_PHYSICAL_SIDE_LONGHANDS = [
	"border-top-width",
	"border-top-style",
	"border-top-color",
	"border-right-width",
	"border-right-style",
	"border-right-color",
	"border-bottom-width",
	"border-bottom-style",
	"border-bottom-color",
	"border-left-width",
	"border-left-style",
	"border-left-color"
];
const BORDER_IMAGE_LONGHAND_NAMES = [
	"border-image-source",
	"border-image-slice",
	"border-image-width",
	"border-image-outset",
	"border-image-repeat"
];
function tryCombineBorderFull(d, declMap, processed, declarations, declIndices) {
	if (!BORDER_PHYSICAL_SIDE_LONGHANDS.includes(d.name)) return null;
	const allDecls = BORDER_PHYSICAL_SIDE_LONGHANDS.map((name) => declMap.get(name));
	if (!allDecls.every((other) => other && !processed.has(other) && other.important === d.important)) return null;
	if (checkIntervening(allDecls, declarations, declIndices)) return null;
	const imageDecls = BORDER_IMAGE_LONGHAND_NAMES.map((name) => declMap.get(name)).filter((img) => Boolean(img && !processed.has(img)));
	if (imageDecls.length === 0) return null;
	const imageRecord = {
		"border-image-source": [{
			type: "ident",
			value: "none"
		}],
		"border-image-slice": [{
			type: "percentage",
			value: 100,
			sign: null
		}],
		"border-image-width": [{
			type: "number",
			value: 1,
			sign: null,
			numberType: "integer"
		}],
		"border-image-outset": [{
			type: "number",
			value: 0,
			sign: null,
			numberType: "integer"
		}],
		"border-image-repeat": [{
			type: "ident",
			value: "stretch"
		}]
	};
	for (const img of imageDecls) imageRecord[img.name] = img.value;
	if (!isInitialBorderImage(imageRecord)) return null;
	const record = { ...imageRecord };
	for (const other of allDecls) record[other.name] = other.value;
	const contracted = SHORTHANDS["border"]?.contract(record);
	if (contracted !== null && contracted !== void 0) {
		for (const other of allDecls) processed.add(other);
		for (const img of imageDecls) processed.add(img);
		return `border: ${contracted}${d.important ? " !important" : ""}`;
	}
	return null;
}
const ORDERED_SHORTHAND_COMBINERS = [
	{
		name: "font",
		longhands: SHORTHANDS["font"].longhands
	},
	{
		name: "font-variant",
		longhands: SHORTHANDS["font-variant"].longhands
	},
	{
		name: "background",
		longhands: [
			"background-image",
			"background-position",
			"background-size",
			"background-repeat",
			"background-attachment",
			"background-origin",
			"background-clip",
			"background-color"
		]
	},
	{
		name: "border-block",
		longhands: [
			"border-block-start-width",
			"border-block-start-style",
			"border-block-start-color",
			"border-block-end-width",
			"border-block-end-style",
			"border-block-end-color"
		]
	},
	{
		name: "border-inline",
		longhands: [
			"border-inline-start-width",
			"border-inline-start-style",
			"border-inline-start-color",
			"border-inline-end-width",
			"border-inline-end-style",
			"border-inline-end-color"
		]
	}
];
function tryCombineNamedShorthand(shorthandName, longhands, d, declMap, processed, declarations, declIndices) {
	if (!longhands.includes(d.name)) return null;
	const allDecls = longhands.map((name) => declMap.get(name));
	if (!allDecls.every((other) => other && !processed.has(other) && other.important === d.important)) return null;
	if (checkIntervening(allDecls, declarations, declIndices)) return null;
	const record = {};
	for (const other of allDecls) record[other.name] = other.value;
	const contracted = SHORTHANDS[shorthandName]?.contract(record);
	if (contracted !== null && contracted !== void 0) {
		for (const other of allDecls) processed.add(other);
		return `${shorthandName}: ${contracted}${d.important ? " !important" : ""}`;
	}
	return null;
}
const CSS_WIDE_AND_DEFAULT = /* @__PURE__ */ new Set("initial,inherit,unset,revert,revert-layer,default".split(","));
function serializeFontFamilyItem(tokens) {
	const nonWs = tokens.filter((t) => t.type !== "whitespace" && t.type !== "comment" && t.type !== "EOF");
	if (nonWs.length === 1 && nonWs[0].type === "string") {
		let strVal = nonWs[0].value;
		if (strVal.startsWith("'") && strVal.endsWith("'") || strVal.startsWith("\"") && strVal.endsWith("\"")) strVal = strVal.slice(1, -1);
		const lower = strVal.toLowerCase();
		if (GENERIC_FONT_FAMILIES.has(lower) || CSS_WIDE_AND_DEFAULT.has(lower)) return `"${strVal}"`;
		if (strVal !== strVal.trim() || /\s{2,}|\t|\n|\r/.test(strVal)) return `"${strVal}"`;
		const words = strVal.split(" ");
		return words.length > 0 && words.every((word) => word.length > 0 && !/^[0-9]|^--|^-[0-9]/.test(word) && /^[a-zA-Z_-][a-zA-Z0-9_-]*$/.test(word)) ? strVal : `"${strVal}"`;
	}
	if (nonWs.every((t) => t.type === "ident")) return nonWs.map((t) => serializeNode(t, false)).join(" ");
	return tokens.map((t) => serializeNode(t, false)).join("");
}
function serializeFontFamily(values) {
	const groups = [];
	let current = [];
	for (const token of values) if (token.type === "comma") {
		groups.push(current);
		current = [];
	} else current.push(token);
	if (current.length > 0) groups.push(current);
	return groups.map((g) => serializeFontFamilyItem(g).trim()).filter((s) => s.length > 0).join(", ");
}
function serializeDeclarations(declarations) {
	if (declarations.length === 0) return "";
	const declMap = /* @__PURE__ */ new Map();
	const declIndices = /* @__PURE__ */ new Map();
	for (let i = 0; i < declarations.length; i++) {
		const d = declarations[i];
		declMap.set(d.name, d);
		declIndices.set(d, i);
	}
	if (declarations.length >= ALL_SHORTHAND_LONGHANDS.length) {
		const firstDecl = declMap.get(ALL_SHORTHAND_LONGHANDS[0]);
		if (firstDecl) {
			const firstValLower = serialize(firstDecl.value).trim().toLowerCase();
			const firstImportant = firstDecl.important;
			if (CSS_WIDE_AND_DEFAULT.has(firstValLower) || firstValLower.startsWith("var(")) {
				if (ALL_SHORTHAND_LONGHANDS.every((lh) => {
					const d = declMap.get(lh);
					return d && serialize(d.value).trim().toLowerCase() === firstValLower && d.important === firstImportant;
				})) {
					const allLonghandsSet = new Set(ALL_SHORTHAND_LONGHANDS);
					const allDecl = {
						type: "declaration",
						name: "all",
						value: firstDecl.value,
						important: firstImportant
					};
					const newDecls = [];
					let inserted = false;
					for (const d of declarations) if (allLonghandsSet.has(d.name)) {
						if (!inserted) {
							newDecls.push(allDecl);
							inserted = true;
						}
					} else newDecls.push(d);
					return serializeDeclarations(newDecls);
				}
			}
		}
	}
	const processed = /* @__PURE__ */ new Set();
	const result = [];
	for (const d of declarations) {
		if (processed.has(d)) continue;
		let combined = tryCombineBorderFull(d, declMap, processed, declarations, declIndices);
		if (!combined) for (const spec of ORDERED_SHORTHAND_COMBINERS) {
			combined = tryCombineNamedShorthand(spec.name, spec.longhands, d, declMap, processed, declarations, declIndices);
			if (combined) break;
		}
		if (!combined) combined = tryCombineBoxShorthand(d, declMap, processed, declarations, declIndices);
		if (!combined) {
			const generic = tryCombineGenericShorthand(d, declMap, processed, declarations, declIndices);
			if (generic) {
				const sides = [
					"border-top",
					"border-right",
					"border-bottom",
					"border-left"
				];
				if (sides.includes(generic.name)) {
					const sideResults = sides.map((side) => {
						if (side === generic.name) return generic;
						const existing = declMap.get(side);
						if (existing && !processed.has(existing)) return {
							name: side,
							value: serialize(existing.value).trim(),
							important: existing.important,
							decl: existing
						};
						const longhands = genericShorthands[side];
						if (!longhands) return null;
						const sideLonghands = longhands.map((lh) => declMap.get(lh));
						if (sideLonghands.every((lh) => lh && !processed.has(lh) && lh.important === generic.important)) {
							if (checkIntervening(sideLonghands, declarations, declIndices)) return null;
							return {
								name: side,
								value: sideLonghands.map((lh) => serialize(lh.value).trim()).filter((v) => v !== "").join(" "),
								important: generic.important,
								longhands: sideLonghands
							};
						}
						return null;
					});
					if (sideResults.every((r) => r !== null && r.value === generic.value && r.important === generic.important)) {
						for (const r of sideResults) if (r && "longhands" in r) r.longhands.forEach((lh) => processed.add(lh));
						else if (r && "decl" in r) processed.add(r.decl);
						combined = `border: ${generic.value}${generic.important ? " !important" : ""}`;
					} else combined = `${generic.name}: ${generic.value}${generic.important ? " !important" : ""}`;
				} else combined = `${generic.name}: ${generic.value}${generic.important ? " !important" : ""}`;
			}
		}
		if (!combined) combined = tryCombineLogicalShorthand(d, declMap, processed, declarations, declIndices);
		if (combined) result.push(combined);
		else {
			const isCustom = d.name.startsWith("--");
			let val;
			if (d.name === "font-family") val = serializeFontFamily(d.value);
			else if (d.name === "flex-basis" && serialize(d.value).trim() === "0") val = "0px";
			else val = d.raw && !d.raw.includes("var(") ? d.raw : serialize(d.value, isCustom, d.name).trim();
			result.push(`${serializeIdentifier(d.name)}: ${val}${d.important ? " !important" : ""}`);
			processed.add(d);
		}
	}
	return result.join("; ") + ";";
}
function serializeSelectorList(list, nsContext) {
	const context = {
		hasDefaultNamespace: typeof nsContext === "boolean" ? nsContext : Boolean(nsContext?.hasDefaultNamespace),
		defaultNamespacePrefixes: typeof nsContext === "object" && nsContext !== null ? nsContext.defaultNamespacePrefixes : void 0
	};
	return list.selectors.map((s) => s.type === "invalid-selector" ? serialize(s.tokens) : serializeComplexSelector(s, context)).join(", ");
}
function serializeComplexSelector(complex, nsContext) {
	const { hasDefaultNamespace, defaultNamespacePrefixes } = nsContext;
	return complex.items.map((item, idx) => {
		if (item.type === "combinator") {
			if (item.value === " ") return " ";
			return idx === 0 ? `${item.value} ` : ` ${item.value} `;
		}
		return item.selectors.filter((s, sIdx) => {
			if (s.type === "universal-selector" && item.selectors.length > 1 && sIdx === 0) {
				const isDefaultNs = s.namespace !== void 0 && s.namespace !== "" && defaultNamespacePrefixes?.has(s.namespace);
				if (s.namespace === void 0 || isDefaultNs || s.namespace === "*" && !hasDefaultNamespace) return false;
			}
			return true;
		}).map((s) => serializeSimpleSelector(s, nsContext)).join("");
	}).join("");
}
function formatAnPlusB(tokens) {
	const parsed = parseAnPlusB(tokens);
	if (parsed === null) return serialize(tokens).trim();
	const { a, b } = parsed;
	if (a === 0) return b.toString();
	const partA = a === 1 ? "n" : a === -1 ? "-n" : `${a}n`;
	if (b === 0) return partA;
	return b > 0 ? `${partA}+${b}` : `${partA}${b}`;
}
function formatSelectorNamespacePrefix(namespace, nsContext, isElementSelector) {
	if (namespace === void 0) return "";
	if (isElementSelector && namespace !== "" && nsContext.defaultNamespacePrefixes?.has(namespace)) return "";
	if (namespace === "*") return !isElementSelector || nsContext.hasDefaultNamespace ? "*|" : "";
	if (namespace === "") return isElementSelector ? "|" : "";
	return `${serializeIdentifier(namespace)}|`;
}
const NTH_PSEUDO_CLASSES = /* @__PURE__ */ new Set("nth-child,nth-last-child,nth-of-type,nth-last-of-type".split(","));
function serializeSimpleSelector(simple, nsContext) {
	switch (simple.type) {
		case "type-selector": return formatSelectorNamespacePrefix(simple.namespace, nsContext, true) + serializeIdentifier(simple.name);
		case "universal-selector": return formatSelectorNamespacePrefix(simple.namespace, nsContext, true) + "*";
		case "id-selector": return "#" + serializeIdentifier(simple.name);
		case "class-selector": return "." + serializeIdentifier(simple.name);
		case "attribute-selector": {
			let attr = "[" + formatSelectorNamespacePrefix(simple.namespace, nsContext, false) + serializeIdentifier(simple.name);
			if (simple.operator) attr += simple.operator + serializeString(simple.value || "");
			if (simple.flags) attr += " " + simple.flags;
			return attr + "]";
		}
		case "pseudo-class-selector": {
			let pc = `:${simple.name}`;
			const isNth = NTH_PSEUDO_CLASSES.has(simple.name.toLowerCase());
			if (simple.argument) {
				if ("type" in simple.argument && simple.argument.type === "selector-list") {
					const selStr = serializeSelectorList(simple.argument, nsContext);
					pc += isNth && simple.nth ? `(${formatAnPlusB(simple.nth)} of ${selStr})` : `(${selStr})`;
				} else {
					const tokens = simple.argument;
					pc += `(${isNth ? formatAnPlusB(tokens) : serialize(tokens).trim()})`;
				}
			}
			return pc;
		}
		case "pseudo-element-selector": {
			let pe = `::${simple.name}`;
			if (simple.argument) pe += "type" in simple.argument && simple.argument.type === "selector-list" ? `(${serializeSelectorList(simple.argument, nsContext)})` : `(${serialize(simple.argument).trim()})`;
			return pe;
		}
		case "nesting-selector": return "&";
		default: return "";
	}
}
// src/AbstractTokenizer.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var AbstractTokenizer = class {
	unicodeRangesAllowed = false;
	errors = [];
	parseError(message) {
		this.errors.push({ message });
		console.warn(`CSS Parse Error: ${message}`);
	}
	consumeToken() {
		while (true) {
			this.consumeComments();
			const cp = this.consume();
			if (cp === -1) return {
				type: "EOF",
				value: ""
			};
			if (this.isWhitespace(cp)) {
				while (this.isWhitespace(this.cp)) this.consume();
				return {
					type: "whitespace",
					value: " "
				};
			}
			switch (cp) {
				case 34: return this.consumeStringToken(34);
				case 35:
					if (this.isIdentCodePoint(this.cp) || this.isValidEscape(this.cp, this.peek(1))) {
						const token = {
							type: "hash",
							value: "",
							hashType: "unrestricted"
						};
						if (this.wouldStartIdentSequence(this.cp, this.peek(1), this.peek(2))) token.hashType = "id";
						token.value = this.consumeIdentSequence();
						return token;
					}
					return {
						type: "delim",
						value: String.fromCodePoint(cp)
					};
				case 39: return this.consumeStringToken(39);
				case 40: return {
					type: "(",
					value: "("
				};
				case 41: return {
					type: ")",
					value: ")"
				};
				case 43:
					if (this.wouldStartNumber(cp, this.cp, this.peek(1))) {
						this.reconsume();
						return this.consumeNumericToken();
					}
					return {
						type: "delim",
						value: "+"
					};
				case 44: return {
					type: "comma",
					value: ","
				};
				case 45:
					if (this.wouldStartNumber(cp, this.cp, this.peek(1))) {
						this.reconsume();
						return this.consumeNumericToken();
					}
					if (this.cp === 45 && this.peek(1) === 62) {
						this.consume();
						this.consume();
						return {
							type: "CDC",
							value: "-->"
						};
					}
					if (this.wouldStartIdentSequence(cp, this.cp, this.peek(1))) {
						this.reconsume();
						return this.consumeIdentLikeToken();
					}
					return {
						type: "delim",
						value: "-"
					};
				case 46:
					if (this.wouldStartNumber(cp, this.cp, this.peek(1))) {
						this.reconsume();
						return this.consumeNumericToken();
					}
					return {
						type: "delim",
						value: "."
					};
				case 47: return {
					type: "delim",
					value: "/"
				};
				case 58: return {
					type: "colon",
					value: ":"
				};
				case 59: return {
					type: "semicolon",
					value: ";"
				};
				case 60:
					if (this.cp === 33 && this.peek(1) === 45 && this.peek(2) === 45) {
						this.consume();
						this.consume();
						this.consume();
						return {
							type: "CDO",
							value: "<!--"
						};
					}
					return {
						type: "delim",
						value: "<"
					};
				case 64:
					if (this.wouldStartIdentSequence(this.cp, this.peek(1), this.peek(2))) return {
						type: "at-keyword",
						value: this.consumeIdentSequence()
					};
					return {
						type: "delim",
						value: "@"
					};
				case 91: return {
					type: "[",
					value: "["
				};
				case 92:
					if (this.isValidEscape(cp, this.cp)) {
						this.reconsume();
						return this.consumeIdentLikeToken();
					}
					this.parseError("Invalid escape sequence");
					return {
						type: "delim",
						value: "\\"
					};
				case 93: return {
					type: "]",
					value: "]"
				};
				case 123: return {
					type: "{",
					value: "{"
				};
				case 125: return {
					type: "}",
					value: "}"
				};
			}
			if (this.isDigit(cp)) {
				this.reconsume();
				return this.consumeNumericToken();
			}
			if (this.isIdentStartCodePoint(cp)) {
				this.reconsume();
				if (this.unicodeRangesAllowed && this.wouldStartUnicodeRange(this.cp, this.peek(1), this.peek(2))) {
					this.consume();
					this.consume();
					return this.consumeUnicodeRangeToken();
				}
				return this.consumeIdentLikeToken();
			}
			return {
				type: "delim",
				value: String.fromCodePoint(cp)
			};
		}
	}
	consumeComments() {
		while (this.cp === 47 && this.peek(1) === 42) {
			this.consume();
			this.consume();
			while (true) {
				const cp = this.consume();
				if (cp === -1) {
					this.parseError("EOF reached before comment was closed");
					return;
				}
				if (cp === 42 && this.cp === 47) {
					this.consume();
					break;
				}
			}
		}
	}
	consumeNumericToken() {
		const number = this.consumeNumber();
		if (this.wouldStartIdentSequence(this.cp, this.peek(1), this.peek(2))) {
			const unit = this.consumeIdentSequence();
			return {
				type: "dimension",
				value: number.value,
				unit,
				numberType: number.type,
				sign: number.sign
			};
		}
		if (this.cp === 37) {
			this.consume();
			return {
				type: "percentage",
				value: number.value,
				sign: number.sign
			};
		}
		return {
			type: "number",
			value: number.value,
			numberType: number.type,
			sign: number.sign
		};
	}
	consumeIdentLikeToken() {
		const string = this.consumeIdentSequence();
		if (string.toLowerCase() === "url" && this.cp === 40) {
			this.consume();
			while (this.isWhitespace(this.cp) && this.isWhitespace(this.peek(1))) this.consume();
			const currentCp = this.cp;
			if (currentCp === 34 || currentCp === 39 || this.isWhitespace(currentCp) && (this.peek(1) === 34 || this.peek(1) === 39)) return {
				type: "function",
				value: string
			};
			return this.consumeUrlToken();
		}
		if (this.cp === 40) {
			this.consume();
			return {
				type: "function",
				value: string
			};
		}
		return {
			type: "ident",
			value: string
		};
	}
	consumeStringToken(endingCodePoint) {
		const startPos = this.getPosition();
		let hasEscapes = false;
		let result = "";
		while (true) {
			const cp = this.consume();
			if (cp === endingCodePoint || cp === -1) {
				if (cp === -1) this.parseError("EOF reached before string was closed");
				if (!hasEscapes) {
					const lengthOffset = cp === -1 ? 0 : 1;
					return {
						type: "string",
						value: this.slice(startPos, this.getPosition() - lengthOffset)
					};
				}
				return {
					type: "string",
					value: result
				};
			}
			if (this.isNewline(cp)) {
				this.parseError("Newline reached before string was closed");
				this.reconsume();
				if (!hasEscapes) return {
					type: "bad-string",
					value: this.slice(startPos, this.getPosition())
				};
				return {
					type: "bad-string",
					value: result
				};
			}
			if (cp === 92) {
				if (!hasEscapes) {
					hasEscapes = true;
					this.reconsume();
					result = this.slice(startPos, this.getPosition());
					this.consume();
				}
				if (this.cp === -1) {} else if (this.isNewline(this.cp)) this.consume();
				else result += String.fromCodePoint(this.consumeEscapedCodePoint());
			} else if (hasEscapes) result += String.fromCodePoint(cp);
		}
	}
	consumeUrlToken() {
		let value = "";
		while (this.isWhitespace(this.cp)) this.consume();
		while (true) {
			const cp = this.consume();
			if (cp === 41 || cp === -1) {
				if (cp === -1) this.parseError("EOF reached before URL was closed");
				return {
					type: "url",
					value
				};
			}
			if (this.isWhitespace(cp)) {
				while (this.isWhitespace(this.cp)) this.consume();
				if (this.cp === 41 || this.cp === -1) {
					if (this.cp === -1) this.parseError("EOF reached before URL was closed");
					this.consume();
					return {
						type: "url",
						value
					};
				}
				this.consumeRemnantsOfBadUrl();
				return {
					type: "bad-url",
					value
				};
			}
			if (cp === 34 || cp === 39 || cp === 40 || this.isNonPrintable(cp)) {
				this.parseError("Invalid character in URL");
				this.consumeRemnantsOfBadUrl();
				return {
					type: "bad-url",
					value
				};
			}
			if (cp === 92) {
				if (this.isValidEscape(cp, this.cp)) value += String.fromCodePoint(this.consumeEscapedCodePoint());
				else {
					this.parseError("Invalid escape sequence in URL");
					this.consumeRemnantsOfBadUrl();
					return {
						type: "bad-url",
						value
					};
				}
			} else value += String.fromCodePoint(cp);
		}
	}
	consumeEscapedCodePoint() {
		const cp = this.consume();
		if (this.isHexDigit(cp)) {
			let hex = String.fromCodePoint(cp);
			let count = 1;
			while (count < 6 && this.isHexDigit(this.cp)) {
				hex += String.fromCodePoint(this.consume());
				count++;
			}
			if (this.isWhitespace(this.cp)) this.consume();
			const value = parseInt(hex, 16);
			if (value === 0 || value >= 55296 && value <= 57343 || value > 1114111) return 65533;
			return value;
		}
		if (cp === -1) {
			this.parseError("EOF reached in escape sequence");
			return 65533;
		}
		return cp;
	}
	isValidEscape(cp1, cp2) {
		if (cp1 !== 92) return false;
		if (this.isNewline(cp2)) return false;
		return true;
	}
	wouldStartIdentSequence(cp1, cp2, cp3) {
		if (cp1 === 45) {
			if (this.isIdentStartCodePoint(cp2) || cp2 === 45) return true;
			if (this.isValidEscape(cp2, cp3)) return true;
			return false;
		}
		if (this.isIdentStartCodePoint(cp1)) return true;
		if (cp1 === 92) {
			if (this.isValidEscape(cp1, cp2)) return true;
			return false;
		}
		return false;
	}
	wouldStartNumber(cp1, cp2, cp3) {
		if (cp1 === 43 || cp1 === 45) {
			if (this.isDigit(cp2)) return true;
			if (cp2 === 46 && this.isDigit(cp3)) return true;
			return false;
		}
		if (cp1 === 46) {
			if (this.isDigit(cp2)) return true;
			return false;
		}
		if (this.isDigit(cp1)) return true;
		return false;
	}
	consumeIdentSequence() {
		const startPos = this.getPosition();
		let hasEscapes = false;
		let result = "";
		while (true) {
			const cp = this.consume();
			if (this.isIdentCodePoint(cp)) {
				if (hasEscapes) result += String.fromCodePoint(cp);
			} else if (this.isValidEscape(cp, this.cp)) {
				if (!hasEscapes) {
					hasEscapes = true;
					this.reconsume();
					result = this.slice(startPos, this.getPosition());
					this.consume();
				}
				result += String.fromCodePoint(this.consumeEscapedCodePoint());
			} else {
				if (cp !== -1) this.reconsume();
				break;
			}
		}
		if (!hasEscapes) return this.slice(startPos, this.getPosition());
		return result;
	}
	consumeNumber() {
		let type = "integer";
		let sign = null;
		if (this.cp === 43) {
			sign = "+";
			this.consume();
		} else if (this.cp === 45) {
			sign = "-";
			this.consume();
		}
		let value = 0;
		let power = 0;
		while (this.isDigit(this.cp)) {
			value = value * 10 + (this.cp - 48);
			this.consume();
		}
		if (this.cp === 46 && this.isDigit(this.peek(1))) {
			this.consume();
			type = "number";
			while (this.isDigit(this.cp)) {
				value = value * 10 + (this.cp - 48);
				power--;
				this.consume();
			}
		}
		let exp = 0;
		let expSign = 1;
		const currentCp = this.cp;
		if ((currentCp === 69 || currentCp === 101) && (this.isDigit(this.peek(1)) || (this.peek(1) === 43 || this.peek(1) === 45) && this.isDigit(this.peek(2)))) {
			this.consume();
			const nextCp = this.cp;
			if (nextCp === 43) this.consume();
			else if (nextCp === 45) {
				expSign = -1;
				this.consume();
			}
			while (this.isDigit(this.cp)) {
				exp = exp * 10 + (this.cp - 48);
				this.consume();
			}
			type = "number";
		}
		value = value * Math.pow(10, power + expSign * exp);
		if (sign === "-") value = -value;
		return {
			value,
			type,
			sign
		};
	}
	consumeRemnantsOfBadUrl() {
		while (true) {
			const cp = this.consume();
			if (cp === 41 || cp === -1) break;
			if (this.isValidEscape(cp, this.cp)) this.consumeEscapedCodePoint();
		}
	}
	wouldStartUnicodeRange(cp1, cp2, cp3) {
		if (cp1 !== 85 && cp1 !== 117) return false;
		if (cp2 !== 43) return false;
		if (cp3 === 63 || this.isHexDigit(cp3)) return true;
		return false;
	}
	consumeUnicodeRangeToken() {
		let hex = "";
		let hasQuestionMarks = false;
		while (hex.length < 6 && this.isHexDigit(this.cp)) hex += String.fromCodePoint(this.consume());
		let questionMarks = "";
		while (hex.length + questionMarks.length < 6 && this.cp === 63) {
			questionMarks += String.fromCodePoint(this.consume());
			hasQuestionMarks = true;
		}
		if (hasQuestionMarks) {
			const startStr = hex + questionMarks.replace(/\?/g, "0");
			const endStr = hex + questionMarks.replace(/\?/g, "F");
			const start = parseInt(startStr, 16);
			const end = parseInt(endStr, 16);
			return {
				type: "unicode-range",
				value: `U+${start.toString(16).toUpperCase()}-${end.toString(16).toUpperCase()}`,
				unicodeRangeStart: start,
				unicodeRangeEnd: end
			};
		}
		const start = parseInt(hex, 16);
		if (this.cp === 45 && this.isHexDigit(this.peek(1))) {
			this.consume();
			let endHex = "";
			while (endHex.length < 6 && this.isHexDigit(this.cp)) endHex += String.fromCodePoint(this.consume());
			const end = parseInt(endHex, 16);
			return {
				type: "unicode-range",
				value: `U+${start.toString(16).toUpperCase()}-${end.toString(16).toUpperCase()}`,
				unicodeRangeStart: start,
				unicodeRangeEnd: end
			};
		}
		return {
			type: "unicode-range",
			value: `U+${start.toString(16).toUpperCase()}`,
			unicodeRangeStart: start,
			unicodeRangeEnd: start
		};
	}
	startsComment() {
		return this.cp === 47 && this.peek(1) === 42;
	}
	isWhitespace(cp) {
		return cp === 10 || cp === 9 || cp === 32;
	}
	isNewline(cp) {
		return cp === 10;
	}
	isDigit(cp) {
		return cp >= 48 && cp <= 57;
	}
	isHexDigit(cp) {
		return this.isDigit(cp) || cp >= 65 && cp <= 70 || cp >= 97 && cp <= 102;
	}
	isIdentStartCodePoint(cp) {
		return cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 95 || this.isNonAsciiIdentCodePoint(cp);
	}
	isIdentCodePoint(cp) {
		return this.isIdentStartCodePoint(cp) || this.isDigit(cp) || cp === 45;
	}
	isNonAsciiIdentCodePoint(cp) {
		return cp === 183 || cp >= 192 && cp <= 214 || cp >= 216 && cp <= 246 || cp >= 248 && cp <= 893 || cp >= 895 && cp <= 8191 || cp === 8204 || cp === 8205 || cp === 8255 || cp === 8256 || cp >= 8304 && cp <= 8591 || cp >= 11264 && cp <= 12271 || cp >= 12289 && cp <= 55295 || cp >= 63744 && cp <= 64975 || cp >= 65008 && cp <= 65533 || cp >= 65536;
	}
	isNonPrintable(cp) {
		return cp >= 0 && cp <= 8 || cp === 11 || cp >= 14 && cp <= 31 || cp === 127;
	}
};
// src/tokenizer.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
/**
* Tokenizes a CSS input string into an array of CSS Syntax Level 3 tokens (ending with an `EOF` token).
*/
function tokenize(input, unicodeRangesAllowed = false, errors) {
	const tokenizer = new CSSStyleDeclaration_D6HTs6vj_Tokenizer(input);
	tokenizer.unicodeRangesAllowed = unicodeRangesAllowed;
	const tokens = tokenizer.tokenize();
	if (errors) errors.push(...tokenizer.errors);
	return tokens;
}
var CSSStyleDeclaration_D6HTs6vj_Tokenizer = class extends AbstractTokenizer {
	input;
	pos = 0;
	constructor(input) {
		super();
		this.input = this.preprocess(input);
	}
	preprocess(input) {
		return input.replace(/\r\n/g, "\n").replace(/\r/g, "\n").replace(/\f/g, "\n").replace(/\0/g, "�").replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "�");
	}
	tokenize() {
		const tokens = [];
		while (true) {
			const start = this.getPosition();
			const token = this.consumeToken();
			token.startIndex = start;
			token.endIndex = this.getPosition();
			token.originalText = this.input.slice(start, token.endIndex);
			tokens.push(token);
			if (token.type === "EOF") break;
		}
		return tokens;
	}
	get cp() {
		return this.pos < this.input.length ? this.input.codePointAt(this.pos) : -1;
	}
	peek(offset) {
		let index = this.pos;
		for (let i = 0; i < offset; i++) {
			if (index >= this.input.length) return -1;
			const cp = this.input.codePointAt(index);
			index += cp > 65535 ? 2 : 1;
		}
		return index < this.input.length ? this.input.codePointAt(index) : -1;
	}
	consume() {
		const cp = this.cp;
		if (cp !== -1) this.pos += cp > 65535 ? 2 : 1;
		return cp;
	}
	reconsume() {
		if (this.pos > 0) {
			this.pos--;
			const codeUnit = this.input.charCodeAt(this.pos);
			if (codeUnit >= 56320 && codeUnit <= 57343 && this.pos > 0) {
				const prevCodeUnit = this.input.charCodeAt(this.pos - 1);
				if (prevCodeUnit >= 55296 && prevCodeUnit <= 56319) this.pos--;
			}
		}
	}
	slice(start, end) {
		return this.input.slice(start, end);
	}
	getPosition() {
		return this.pos;
	}
};
// src/data/gen/properties.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var CSSStyleProperties = class {};
Object.defineProperty(CSSStyleProperties.prototype, "cssFloat", {
	get() {
		const target = this;
		return typeof target.getPropertyValue === "function" ? target.getPropertyValue("float") : target._float ?? "";
	},
	set(val) {
		const target = this;
		const strVal = val === null || val === void 0 ? "" : String(val);
		if (typeof target.setProperty === "function") target.setProperty("float", strVal);
		else target._float = strVal;
	},
	enumerable: true,
	configurable: true
});
// src/CSSOM.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var StyleSheet = class {
	/** @internal */
	_type = "text/css";
	/** @internal */
	_href = null;
	/** @internal */
	_ownerNode = null;
	/** @internal */
	_parentStyleSheet = null;
	/** @internal */
	_titleVal = null;
	/** @internal */
	_media;
	/** @internal */
	_disabledFlag = false;
	get type() {
		return this._type;
	}
	get href() {
		return this._href;
	}
	get ownerNode() {
		return this._ownerNode;
	}
	get parentStyleSheet() {
		return this._parentStyleSheet;
	}
	get title() {
		if (this.ownerNode && "getAttribute" in this.ownerNode && typeof this.ownerNode.getAttribute === "function") {
			const t = this.ownerNode.getAttribute("title");
			return t === null || t === "" ? null : t;
		}
		return this._titleVal ?? null;
	}
	constructor(mediaText = "") {
		this._media = new MediaList(mediaText);
		hideInternalFields(this);
	}
	get media() {
		return this._media;
	}
	set media(value) {
		if (value === null) this._media.mediaText = "";
		else if (typeof value === "string") this._media.mediaText = value;
		else this._media.mediaText = value.mediaText;
	}
	get disabled() {
		return this._disabledFlag;
	}
	set disabled(value) {
		this._disabledFlag = value;
	}
};
var CSSStyleSheet = class CSSStyleSheet extends StyleSheet {
	/** @internal */
	_ownerRule = null;
	/** @internal */
	_cssRules;
	/** @internal */
	_rules = [];
	/** @internal */
	_registeredProperties = [];
	/** @internal */
	_originCleanFlag = true;
	/** @internal */
	_constructed = false;
	/** @internal */
	get _constructedFlag() {
		return this._constructed;
	}
	/** @internal */
	set _constructedFlag(val) {
		this._constructed = val;
	}
	/** @internal */
	_disallowModificationFlag = false;
	/** @internal */
	_baseURL = null;
	get ownerRule() {
		return this._ownerRule;
	}
	/** @internal */
	_initImportedSheet(ownerRule, parentStyleSheet, href) {
		this._ownerRule = ownerRule;
		this._parentStyleSheet = parentStyleSheet;
		this._href = href;
	}
	get parentStyleSheet() {
		if (this._ownerRule) return this._ownerRule.parentStyleSheet;
		return super.parentStyleSheet;
	}
	get cssRules() {
		if (!this._originCleanFlag) throw new DOMException("The stylesheet is not origin-clean", "SecurityError");
		return this._cssRules;
	}
	_registerRuleProperties(rule) {
		if (rule instanceof CSSPropertyRule) {
			if (ParseHooks.registerPropertyRule({
				name: rule.name,
				syntax: rule.syntax,
				inherits: rule.inherits,
				initialValue: rule.initialValue ?? void 0
			})) this._registeredProperties.push(rule.name);
		} else if (rule instanceof CSSGroupingRule || rule && typeof rule === "object" && "cssRules" in rule) {
			const childRules = rule.cssRules;
			if (childRules) for (let i = 0; i < childRules.length; i++) this._registerRuleProperties(childRules[i]);
		}
	}
	_unregisterProperties() {
		for (const name of this._registeredProperties) ParseHooks.unregisterPropertyRule(name);
		this._registeredProperties = [];
	}
	constructor(options = {}) {
		const mediaText = options.media instanceof MediaList ? options.media.mediaText : options.media || "";
		super(mediaText);
		this._rules = [];
		this._constructed = true;
		this._originCleanFlag = true;
		this.disabled = !!options.disabled;
		if (options.baseURL !== void 0 && options.baseURL !== null) {
			const baseURI = typeof globalThis.document !== "undefined" && globalThis.document.baseURI || typeof globalThis.location !== "undefined" && globalThis.location.href || "about:blank";
			try {
				const url = new URL(options.baseURL, baseURI);
				this._baseURL = url.href;
			} catch {
				throw new DOMException("Invalid baseURL", "NotAllowedError");
			}
		} else this._baseURL = null;
		this._cssRules = new CSSRuleList(() => this._rules);
		hideInternalFields(this);
	}
	/** @internal */
	static createInternal(rules, _parseRule, originClean = true) {
		const sheet = new CSSStyleSheet();
		sheet._rules.push(...rules);
		sheet._constructed = false;
		sheet._originCleanFlag = originClean;
		for (const rule of rules) {
			if (rule instanceof CSSRule) rule._parentStyleSheet = sheet;
			sheet._registerRuleProperties(rule);
		}
		return sheet;
	}
	_replaceRulesFromText(text) {
		const filteredRules = consumeListOfRules(tokenize(text), true, { source: text }).filter((rule) => {
			if (isImportRule(rule)) {
				console.warn("CSS Parse Error: @import rules are not allowed in constructed stylesheets and were removed.");
				return false;
			}
			return true;
		});
		for (const rule of this._rules) if (rule instanceof CSSRule) {
			rule._parentRule = null;
			rule._parentStyleSheet = null;
		}
		this._unregisterProperties();
		this._rules = filteredRules;
		for (const rule of this._rules) {
			if (rule instanceof CSSRule) {
				rule._parentStyleSheet = this;
				rule._parentRule = null;
			}
			this._registerRuleProperties(rule);
		}
	}
	replace(text) {
		if (!this._constructed || this._disallowModificationFlag) return Promise.reject(new DOMException("Can't call replace or replaceSync on non-constructed stylesheets.", "NotAllowedError"));
		this._disallowModificationFlag = true;
		return new Promise((resolve, reject) => {
			queueMicrotask(() => {
				try {
					this._replaceRulesFromText(text);
					this._disallowModificationFlag = false;
					resolve(this);
				} catch (e) {
					this._disallowModificationFlag = false;
					reject(e);
				}
			});
		});
	}
	replaceSync(text) {
		if (!this._constructed) throw new DOMException("Can't call replace or replaceSync on non-constructed stylesheets.", "NotAllowedError");
		if (this._disallowModificationFlag) throw new DOMException("Modification is disallowed", "NotAllowedError");
		this._replaceRulesFromText(text);
	}
	insertRule(rule, index = 0) {
		if (this._disallowModificationFlag) throw new DOMException("Modification is disallowed", "NotAllowedError");
		if (!this._originCleanFlag) throw new DOMException("The style sheet is not origin-clean.", "SecurityError");
		if (index < 0 || index > this._rules.length) throw new DOMException("Index size error", "IndexSizeError");
		const parsedRule = parseRule(rule);
		if (!parsedRule) throw new DOMException("Syntax error", "SyntaxError");
		const isImport = isImportRule(parsedRule);
		const isNamespace = isNamespaceRule(parsedRule);
		if (isImport && this._constructed) throw new DOMException("HierarchyRequestError: @import rules are not allowed in constructed stylesheets", "SyntaxError");
		if (isImport) {
			for (let i = 0; i < index; i++) if (!isImportRule(this._rules[i])) throw new DOMException("HierarchyRequestError: @import rules must precede all other rules", "HierarchyRequestError");
		} else if (isNamespace) {
			if (this._rules.some((r) => isRegularRule(r))) throw new DOMException("InvalidStateError: @namespace rules must precede all regular rules", "InvalidStateError");
			for (let i = index; i < this._rules.length; i++) if (isImportRule(this._rules[i])) throw new DOMException("HierarchyRequestError: @namespace rules must follow all @import rules", "HierarchyRequestError");
		} else for (let i = index; i < this._rules.length; i++) if (isImportRule(this._rules[i]) || isNamespaceRule(this._rules[i])) throw new DOMException("HierarchyRequestError: Regular rules must follow all @import and @namespace rules", "HierarchyRequestError");
		if (parsedRule instanceof CSSRule) {
			parsedRule._parentStyleSheet = this;
			parsedRule._parentRule = null;
		}
		this._rules.splice(index, 0, parsedRule);
		this._registerRuleProperties(parsedRule);
		return index;
	}
	deleteRule(index) {
		if (this._disallowModificationFlag) throw new DOMException("Modification is disallowed", "NotAllowedError");
		if (!this._originCleanFlag) throw new DOMException("The style sheet is not origin-clean.", "SecurityError");
		if (index < 0 || index >= this._rules.length) throw new DOMException("Index size error", "IndexSizeError");
		const rule = this._rules[index];
		if (isNamespaceRule(rule) && this._rules.some((r) => isRegularRule(r))) throw new DOMException("InvalidStateError: Cannot remove @namespace rule when regular rules exist", "InvalidStateError");
		deleteRuleFromArray(this._rules, index);
		if (rule instanceof CSSPropertyRule) {
			ParseHooks.unregisterPropertyRule(rule.name);
			const idx = this._registeredProperties.indexOf(rule.name);
			if (idx !== -1) this._registeredProperties.splice(idx, 1);
		}
	}
	get rules() {
		return this.cssRules;
	}
	addRule(selector = "undefined", style = "undefined", optionalIndex) {
		let rule = "";
		rule += selector;
		rule += " { ";
		if (style !== "") rule += style + " ";
		rule += "}";
		const index = optionalIndex !== void 0 ? optionalIndex : this._rules.length;
		this.insertRule(rule, index);
		return -1;
	}
	removeRule(index = 0) {
		this.deleteRule(index);
	}
};
var CSSStyleRule = class CSSStyleRule extends CSSGroupingRule {
	/** @internal */ _selectorText;
	/** @internal */ _selectorAST = null;
	/** @internal */ _style;
	/** @internal */ _styleMap = null;
	constructor(selectorText, styleDeclarations, rules, parseRuleInBlock, selectorAST = null) {
		super(rules, parseRuleInBlock);
		this._selectorText = selectorText;
		this._selectorAST = selectorAST;
		this._style = new CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration(styleDeclarations);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get styleMap() {
		if (!this || !(this instanceof CSSStyleRule)) throw new TypeError("Value of 'this' is not a CSSStyleRule");
		if (!this._styleMap) this._styleMap = ParseHooks.createStylePropertyMap(this._style);
		return this._styleMap;
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	_getNamespaceContext() {
		let hasDefaultNamespace = false;
		const defaultNamespacePrefixes = /* @__PURE__ */ new Set();
		const sheet = this.parentStyleSheet || (this.parentRule ? findParentStyleSheet(this.parentRule) : null);
		if (sheet) {
			const nsRules = [];
			for (const r of sheet._rules) {
				if (isImportRule(r)) continue;
				if (isNamespaceRule(r)) nsRules.push(r);
				else break;
			}
			if (nsRules.length > 0) {
				const defaultNs = nsRules.find((ns) => ns.prefix === "");
				if (defaultNs) {
					hasDefaultNamespace = true;
					for (const ns of nsRules) if (ns.namespaceURI === defaultNs.namespaceURI && ns.prefix !== "") defaultNamespacePrefixes.add(ns.prefix);
				}
			}
		}
		return {
			hasDefaultNamespace,
			defaultNamespacePrefixes
		};
	}
	get selectorText() {
		if (this._selectorAST) {
			const nsContext = this._getNamespaceContext();
			return serializeSelectorList(this._selectorAST, nsContext);
		}
		return this._selectorText;
	}
	set selectorText(value) {
		const sheet = this.parentStyleSheet || (this.parentRule ? findParentStyleSheet(this.parentRule) : null);
		const declaredNamespaces = /* @__PURE__ */ new Set();
		if (sheet) for (const r of sheet._rules) {
			if (isImportRule(r)) continue;
			if (isNamespaceRule(r)) declaredNamespaces.add(r.prefix);
			else break;
		}
		const nsContext = this._getNamespaceContext();
		let isNested = false;
		let allowRelative = false;
		let currParent = this.parentRule;
		while (currParent !== null) {
			if (currParent.type === 1 || currParent[Symbol.toStringTag] === "CSSStyleRule") {
				isNested = true;
				allowRelative = true;
			}
			if (currParent[Symbol.toStringTag] === "CSSScopeRule") {
				allowRelative = true;
				break;
			}
			currParent = currParent.parentRule;
		}
		let selectorAST = null;
		try {
			selectorAST = parseSelectorAST(value, declaredNamespaces, allowRelative);
		} catch {
			return;
		}
		if (selectorAST !== null) {
			if (isNested) {
				for (const selector of selectorAST.selectors) if (selector.type === "complex-selector") {
					if (selector.items.length > 0 && selector.items[0].type === "combinator") selector.items.unshift({
						type: "compound-selector",
						selectors: [{ type: "nesting-selector" }]
					});
					else if (!selector.items.some((item) => {
						if (item.type === "compound-selector") return item.selectors.some((s) => s.type === "nesting-selector");
						return false;
					})) selector.items.unshift({
						type: "compound-selector",
						selectors: [{ type: "nesting-selector" }]
					}, {
						type: "combinator",
						value: " "
					});
				}
			}
			this._selectorAST = selectorAST;
			this._selectorText = serializeSelectorList(selectorAST, nsContext);
		}
	}
	get type() {
		return 1;
	}
	get cssText() {
		const declsStr = serializeDeclarations(this.style._declarations);
		if (this._rules.length > 0) {
			const bodyParts = [];
			if (declsStr) bodyParts.push("  " + declsStr);
			for (const r of this._rules) {
				const text = r.cssText;
				if (text !== "") bodyParts.push("  " + text);
			}
			if (bodyParts.length === 0) return `${this.selectorText} { }`;
			return `${this.selectorText} {\n${bodyParts.join("\n")}\n}`;
		} else {
			const bodyText = declsStr.trim();
			return `${this.selectorText} {${bodyText ? " " + bodyText + " " : " "}}`;
		}
	}
	set cssText(_value) {}
};
Object.defineProperty(CSSStyleRule.prototype, "styleMap", { enumerable: true });
const cssomClasses = [
	StyleSheet,
	CSSStyleSheet,
	CSSRule,
	CSSGroupingRule,
	MediaList,
	StyleSheetList,
	CSSRuleList,
	CSSStyleRule,
	CSSStyleProperties
];
for (const ctor of cssomClasses) if (ctor === CSSStyleSheet) applyWebIDLInterface(ctor, { rejectOperations: ["replace"] });
else if (ctor === CSSRule) applyWebIDLInterface(ctor, { exclude: ["location"] });
else applyWebIDLInterface(ctor);
// src/internal-token.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const INTERNAL_RULE_TOKEN = Symbol("CSSRule.internal");
// src/rules/at-rules.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var CSSConditionRule = class extends CSSGroupingRule {
	get conditionText() {
		return "";
	}
};
var CSSMediaRule = class extends CSSConditionRule {
	/** @internal */ _media;
	constructor(mediaText, rules, parseRuleInBlock) {
		super(rules, parseRuleInBlock);
		this._media = new MediaList(mediaText);
		hideInternalFields(this);
	}
	get media() {
		return this._media;
	}
	set media(val) {
		this._media.mediaText = val === null ? "" : String(val);
	}
	get conditionText() {
		return this._media.mediaText;
	}
	get type() {
		return 4;
	}
	get cssText() {
		return serializeGroupingRule("media", this._media.mediaText, this._rules);
	}
	set cssText(_value) {}
};
var CSSCustomMediaRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _query;
	constructor(name, query) {
		super();
		this._name = name;
		this._query = query;
		hideInternalFields(this);
	}
	get name() {
		return this._name;
	}
	get query() {
		return this._query;
	}
	get cssText() {
		const queryStr = typeof this._query === "boolean" ? String(this._query) : this._query.mediaText;
		return `@custom-media ${this._name}${queryStr ? " " + queryStr : ""};`;
	}
	set cssText(_value) {}
};
var CSSSupportsRule = class extends CSSConditionRule {
	/** @internal */ _conditionText;
	constructor(conditionText, rules, parseRuleInBlock) {
		super(rules, parseRuleInBlock);
		this._conditionText = conditionText;
		hideInternalFields(this);
	}
	get conditionText() {
		return this._conditionText;
	}
	get matches() {
		return ParseHooks.supports(this._conditionText);
	}
	get type() {
		return 12;
	}
	get cssText() {
		return serializeGroupingRule("supports", this._conditionText, this._rules);
	}
	set cssText(_value) {}
};
const CONTAINER_KEYWORDS = /* @__PURE__ */ new Set("not,and,or,none".split(","));
function parseContainerPrelude(containerQuery, containerName) {
	if (containerName || !containerQuery) return {
		name: containerName,
		query: containerQuery
	};
	const trimmed = containerQuery.trim();
	const firstSpace = trimmed.indexOf(" ");
	if (firstSpace > 0) {
		const potentialName = trimmed.slice(0, firstSpace);
		if (!CONTAINER_KEYWORDS.has(potentialName.toLowerCase()) && !potentialName.startsWith("(")) return {
			name: potentialName,
			query: trimmed.slice(firstSpace + 1).trim()
		};
	} else if (!CONTAINER_KEYWORDS.has(trimmed.toLowerCase()) && !trimmed.startsWith("(")) return {
		name: trimmed,
		query: ""
	};
	return {
		name: "",
		query: trimmed
	};
}
var CSSContainerRule = class extends CSSConditionRule {
	/** @internal */ _containerName;
	/** @internal */ _containerQuery;
	constructor(containerQuery, rules, parseRuleInBlock, containerName = "") {
		super(rules, parseRuleInBlock);
		const parsed = parseContainerPrelude(containerQuery, containerName);
		this._containerName = parsed.name;
		this._containerQuery = parsed.query;
		hideInternalFields(this);
	}
	get containerName() {
		return this._containerName;
	}
	get containerQuery() {
		return this._containerQuery;
	}
	get conditionText() {
		if (this._containerName) return this._containerQuery ? `${this._containerName} ${this._containerQuery}` : this._containerName;
		return this._containerQuery;
	}
	get cssText() {
		return serializeGroupingRule("container", this.conditionText, this._rules);
	}
	set cssText(_value) {}
};
function serializeLayerName(name) {
	return name ? name.split(".").map((p) => serializeIdentifier(p)).join(".") : "";
}
function formatInlineStyleBlock(prefix, style) {
	const body = style.cssText.trim();
	return `${prefix} {${body ? " " + body + " " : ""}}`;
}
var CSSLayerBlockRule = class extends CSSGroupingRule {
	/** @internal */ _name;
	constructor(name, rules, parseRuleInBlock) {
		super(rules, parseRuleInBlock);
		this._name = name;
		hideInternalFields(this);
	}
	get name() {
		return this._name;
	}
	get cssText() {
		return serializeGroupingRule("layer", serializeLayerName(this._name), this._rules);
	}
	set cssText(_value) {}
};
var CSSLayerStatementRule = class extends CSSRule {
	/** @internal */ _nameList;
	constructor(nameList) {
		if (!nameList || arguments.length === 0) throw new TypeError("Illegal constructor");
		super();
		this._nameList = Object.freeze([...nameList]);
		hideInternalFields(this);
	}
	get nameList() {
		return this._nameList;
	}
	get cssText() {
		return `@layer ${this._nameList.map(serializeLayerName).join(", ")};`;
	}
	set cssText(_value) {}
};
var CSSStartingStyleRule = class extends CSSGroupingRule {
	constructor(_prelude, rules, parseRuleInBlock) {
		super(rules, parseRuleInBlock);
	}
	get cssText() {
		return serializeGroupingRule("starting-style", "", this._rules);
	}
	set cssText(_value) {}
};
var CSSScopeRule = class extends CSSGroupingRule {
	/** @internal */ _startSelector;
	/** @internal */ _endSelector;
	constructor(startSelector, endSelector, rules, parseRuleInBlock) {
		super(rules, parseRuleInBlock);
		this._startSelector = startSelector;
		this._endSelector = endSelector;
		hideInternalFields(this);
	}
	get start() {
		return this._startSelector ? this._startSelector.replace(/^\(/, "").replace(/\)$/, "").trim() || null : null;
	}
	get end() {
		return this._endSelector ? this._endSelector.replace(/^\(/, "").replace(/\)$/, "").trim() || null : null;
	}
	get cssText() {
		let prelude = this._startSelector || "";
		if (this._endSelector) prelude += `${prelude ? " " : ""}to ${this._endSelector}`;
		return serializeGroupingRule("scope", prelude, this._rules);
	}
	set cssText(_value) {}
};
var CSSViewTransitionRule = class extends CSSRule {
	/** @internal */ _navigation;
	constructor(declarations) {
		super();
		const navDecl = declarations.findLast((d) => d.name === "navigation");
		this._navigation = navDecl ? serialize(navDecl.value).trim() : "none";
		hideInternalFields(this);
	}
	get navigation() {
		return this._navigation;
	}
	get cssText() {
		return `@view-transition { navigation: ${this._navigation}; }`;
	}
	set cssText(_value) {}
};
function normalizeKeyframeSelector(selector) {
	const normalized = [];
	for (const part of selector.split(",")) {
		const trimmed = part.trim().toLowerCase();
		if (trimmed === "from") normalized.push("0%");
		else if (trimmed === "to") normalized.push("100%");
		else {
			if (!trimmed.endsWith("%")) throw new DOMException("Invalid keyframe selector", "SyntaxError");
			const valStr = trimmed.slice(0, -1).trim();
			const val = Number(valStr);
			if (Number.isNaN(val) || valStr === "" || val < 0 || val > 100) throw new DOMException("Invalid keyframe selector", "SyntaxError");
			normalized.push(`${val}%`);
		}
	}
	if (normalized.length === 0) throw new DOMException("Invalid keyframe selector", "SyntaxError");
	return normalized.join(", ");
}
const DISALLOWED_KEYFRAME_NAMES = /* @__PURE__ */ new Set("none,initial,inherit,unset,revert,default".split(","));
var CSSKeyframesRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _rules;
	/** @internal */ _cssRules;
	constructor(name, rules) {
		super();
		this._name = name;
		this._rules = rules;
		this._cssRules = new CSSRuleList(() => this._rules);
		const proxy = createIndexedProxy(this, (t) => t._rules);
		for (const rule of rules) if (rule instanceof CSSRule) rule._parentRule = proxy;
		return proxy;
	}
	get name() {
		return this._name;
	}
	set name(val) {
		this._name = val;
	}
	get cssRules() {
		return this._cssRules;
	}
	get type() {
		return 7;
	}
	get length() {
		return this._rules.length;
	}
	get cssText() {
		return serializeGroupingRule("keyframes", DISALLOWED_KEYFRAME_NAMES.has(this._name.toLowerCase()) ? JSON.stringify(this._name) : serializeIdentifier(this._name), this._rules);
	}
	set cssText(_value) {}
	_findRuleIndex(select) {
		let normalized;
		try {
			normalized = normalizeKeyframeSelector(select);
		} catch {
			return -1;
		}
		for (let i = this._rules.length - 1; i >= 0; i--) if (this._rules[i].keyText === normalized) return i;
		return -1;
	}
	findRule(select) {
		const idx = this._findRuleIndex(select);
		return idx !== -1 ? this._rules[idx] : null;
	}
	appendRule(ruleText) {
		const tokens = tokenize(ruleText);
		let openIdx = -1;
		let closeIdx = -1;
		let depth = 0;
		for (let i = 0; i < tokens.length; i++) {
			const tok = tokens[i];
			if (tok.type === "{") {
				if (openIdx === -1) openIdx = i;
				depth++;
			} else if (tok.type === "}") {
				depth--;
				if (depth === 0 && openIdx !== -1) {
					closeIdx = i;
					break;
				}
			}
		}
		if (openIdx === -1 || closeIdx === -1) return;
		const preludeText = serialize(tokens.slice(0, openIdx)).trim();
		let keyText;
		try {
			keyText = normalizeKeyframeSelector(preludeText);
		} catch {
			return;
		}
		const styleDecl = parseStyleAttribute(tokens.slice(openIdx + 1, closeIdx));
		const keyframe = new CSSKeyframeRule(keyText, styleDecl._declarations);
		keyframe._parentRule = this;
		this._rules.push(keyframe);
	}
	deleteRule(select) {
		const idx = this._findRuleIndex(select);
		if (idx !== -1) deleteRuleFromArray(this._rules, idx);
	}
};
var CSSKeyframeRule = class extends CSSRule {
	/** @internal */ _keyText;
	/** @internal */ _style;
	constructor(keyText, styleDeclarations) {
		super();
		this.keyText = keyText;
		this._style = new CSSKeyframeStyleDeclaration(styleDeclarations);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get keyText() {
		return this._keyText;
	}
	set keyText(value) {
		this._keyText = normalizeKeyframeSelector(value);
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	get type() {
		return 8;
	}
	get cssText() {
		return formatInlineStyleBlock(this.keyText, this._style);
	}
	set cssText(_value) {}
};
var CSSNestedDeclarations = class extends CSSRule {
	/** @internal */ _style;
	constructor(styleDeclarations) {
		super();
		this._style = new CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration(styleDeclarations);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	get cssText() {
		return this._style.cssText;
	}
	set cssText(_value) {}
};
var CSSFontFaceRule = class extends CSSRule {
	/** @internal */ _style;
	constructor(styleDeclarations) {
		super();
		this._style = new CSSFontFaceDescriptors(styleDeclarations);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	get type() {
		return 5;
	}
	get cssText() {
		return formatInlineStyleBlock("@font-face", this._style);
	}
	set cssText(_value) {}
};
var CSSMarginRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _style;
	constructor(name, declarations, internalToken) {
		if (internalToken !== INTERNAL_RULE_TOKEN) throw new TypeError("Illegal constructor");
		super();
		this._name = name;
		this._style = new CSSMarginDescriptors(declarations);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get name() {
		return this._name;
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	get type() {
		return 9;
	}
	get cssText() {
		return formatInlineStyleBlock(`@${this.name}`, this.style);
	}
	set cssText(_value) {}
};
function parseDataUrlRules(href) {
	if (!href || !href.startsWith("data:")) return [];
	const commaIdx = href.indexOf(",");
	if (commaIdx === -1) return [];
	const meta = href.slice(5, commaIdx).toLowerCase();
	const content = href.slice(commaIdx + 1);
	try {
		return consumeListOfRules(tokenize(meta.includes(";base64") ? typeof atob === "function" ? atob(content) : Buffer.from(content, "base64").toString("utf-8") : decodeURIComponent(content)), true);
	} catch {
		return [];
	}
}
var CSSImportRule = class extends CSSRule {
	/** @internal */ _href;
	/** @internal */ _media;
	/** @internal */ _styleSheet = null;
	/** @internal */ _layerName;
	/** @internal */ _supportsText;
	/** @internal */ _scopeStart;
	/** @internal */ _scopeEnd;
	/** @internal */ _isScoped;
	constructor(href, mediaText = "", layerName = null, supportsText = null, scopeStart = null, scopeEnd = null, isScoped = false, internalToken) {
		if (internalToken !== INTERNAL_RULE_TOKEN) throw new TypeError("Illegal constructor");
		super();
		this._href = href;
		this._media = new MediaList(mediaText);
		this._layerName = layerName;
		this._supportsText = supportsText;
		this._scopeStart = scopeStart;
		this._scopeEnd = scopeEnd;
		this._isScoped = isScoped || Boolean(scopeStart || scopeEnd);
		hideInternalFields(this);
	}
	get href() {
		return this._href;
	}
	get media() {
		return this._media;
	}
	set media(val) {
		this._media.mediaText = val === null ? "" : String(val);
	}
	get styleSheet() {
		if (!this._styleSheet) {
			this._styleSheet = CSSStyleSheet.createInternal(parseDataUrlRules(this._href), (text) => consumeRule(tokenize(text)));
			this._styleSheet._initImportedSheet(this, this.parentStyleSheet, this._href);
		}
		return this._styleSheet;
	}
	get layerName() {
		return this._layerName;
	}
	get supportsText() {
		return this._supportsText;
	}
	get type() {
		return 3;
	}
	get cssText() {
		let text = `@import url(${serializeString(this.href)})`;
		if (this.layerName !== null) text += this.layerName ? ` layer(${this.layerName})` : ` layer`;
		if (this.supportsText !== null) text += ` supports(${this.supportsText})`;
		if (this._isScoped) {
			if (this._scopeStart || this._scopeEnd) {
				const startPart = this._scopeStart ? `(${this._scopeStart})` : "";
				const endPart = this._scopeEnd ? ` to (${this._scopeEnd})` : "";
				text += ` scope(${(startPart + endPart).trim()})`;
			} else text += ` scope`;
		}
		const mediaStr = this.media.mediaText;
		if (mediaStr) text += ` ${mediaStr}`;
		return text + `;`;
	}
	set cssText(_value) {}
};
var CSSNamespaceRule = class extends CSSRule {
	/** @internal */ _namespaceURI;
	/** @internal */ _prefix;
	constructor(prefix, namespaceURI, internalToken) {
		if (internalToken !== INTERNAL_RULE_TOKEN) throw new TypeError("Illegal constructor");
		super();
		this._prefix = prefix;
		this._namespaceURI = namespaceURI;
		hideInternalFields(this);
	}
	get namespaceURI() {
		return this._namespaceURI;
	}
	get prefix() {
		return this._prefix;
	}
	get type() {
		return 10;
	}
	get cssText() {
		return `@namespace ${this._prefix ? `${serializeIdentifier(this._prefix)} ` : ""}url("${this._namespaceURI}");`;
	}
	set cssText(_value) {}
};
const VALID_PAGE_PSEUDOS = /* @__PURE__ */ new Set("left,right,first,blank".split(","));
function parsePageSelectorList(text) {
	if (text.trim() === "") return [""];
	const values = parseComponentValues(tokenize(text));
	const selectorTokensList = [[]];
	for (const v of values) if (v.type === "comma") selectorTokensList.push([]);
	else selectorTokensList[selectorTokensList.length - 1].push(v);
	const results = [];
	for (const selTokens of selectorTokensList) {
		let start = 0;
		let end = selTokens.length;
		while (start < end && (selTokens[start].type === "whitespace" || selTokens[start].type === "comment")) start++;
		while (end > start && (selTokens[end - 1].type === "whitespace" || selTokens[end - 1].type === "comment")) end--;
		const trimmed = selTokens.slice(start, end);
		if (trimmed.length === 0 || trimmed.some((t) => t.type === "whitespace" || t.type === "comment")) return null;
		let pos = 0;
		let serialized = "";
		if (trimmed[0].type === "ident") {
			serialized += serializeIdentifier(trimmed[0].value);
			pos = 1;
		}
		while (pos < trimmed.length) {
			const colon = trimmed[pos];
			const ident = trimmed[pos + 1];
			if (colon?.type !== "colon" || ident?.type !== "ident") return null;
			const pseudoName = ident.value.toLowerCase();
			if (!VALID_PAGE_PSEUDOS.has(pseudoName)) return null;
			serialized += ":" + serializeIdentifier(pseudoName);
			pos += 2;
		}
		results.push(serialized);
	}
	return results;
}
function formatPageSelectorText(text) {
	const parsed = parsePageSelectorList(text);
	if (parsed === null) return null;
	return parsed.length === 1 && parsed[0] === "" ? "" : parsed.join(", ");
}
var CSSPageRule = class extends CSSGroupingRule {
	/** @internal */ _selectorText;
	/** @internal */ _style;
	constructor(selectorText, declarations, rules, parseRuleInBlock) {
		super(rules, parseRuleInBlock);
		this._selectorText = formatPageSelectorText(selectorText) ?? selectorText;
		this._style = new CSSPageDescriptors(declarations, PAGE_DESCRIPTORS_INTERNAL);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get selectorText() {
		return this._selectorText;
	}
	set selectorText(value) {
		const formatted = formatPageSelectorText(value);
		if (formatted !== null) this._selectorText = formatted;
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	get type() {
		return 6;
	}
	get cssText() {
		const sel = this.selectorText ? this.selectorText + " " : "";
		const declsStr = this.style.cssText.trim();
		const rulesStr = this._rules.map((r) => r.cssText).join("\n").trim();
		const bodyText = declsStr && rulesStr ? `${declsStr}\n${rulesStr}` : declsStr || rulesStr;
		if (!bodyText) return `@page ${sel}{ }`;
		return `@page ${sel}{\n${bodyText.split("\n").map((line) => "  " + line).join("\n")}\n}`;
	}
	set cssText(_value) {}
};
var CSSPropertyRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _syntax;
	/** @internal */ _inherits;
	/** @internal */ _initialValue;
	constructor(name, syntax, inherits, initialValue) {
		super();
		this._name = name;
		this._syntax = syntax;
		this._inherits = inherits;
		this._initialValue = initialValue;
		hideInternalFields(this);
	}
	get name() {
		return this._name;
	}
	get syntax() {
		return this._syntax;
	}
	get inherits() {
		return this._inherits;
	}
	get initialValue() {
		return this._initialValue;
	}
	get cssText() {
		let body = `syntax: ${serializeString(this._syntax)}; inherits: ${this._inherits};`;
		if (this._initialValue !== null) body += `initial-value: ${this._initialValue};`;
		return `@property ${serializeIdentifier(this._name)} {${body}}`;
	}
	set cssText(_value) {}
};
const AT_RULE_TYPE_MAP = {
	import: CSSRule.IMPORT_RULE,
	charset: CSSRule.CHARSET_RULE,
	namespace: CSSRule.NAMESPACE_RULE,
	page: CSSRule.PAGE_RULE,
	"font-face": CSSRule.FONT_FACE_RULE,
	supports: 12
};
var CSSAtRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _prelude;
	/** @internal */ _block;
	/** @internal */ _childRules;
	/** @internal */ _declarations;
	constructor(name, prelude, block, childRules, declarations) {
		super();
		this._name = name;
		this._prelude = prelude;
		this._block = block;
		this._childRules = childRules;
		this._declarations = declarations;
		if (childRules) {
			for (const rule of childRules) if (rule instanceof CSSRule) rule._parentRule = this;
		}
		hideInternalFields(this);
	}
	get name() {
		return this._name;
	}
	set name(val) {
		this._name = val;
	}
	get prelude() {
		return this._prelude;
	}
	set prelude(val) {
		this._prelude = val;
	}
	get block() {
		return this._block;
	}
	set block(val) {
		this._block = val;
	}
	get childRules() {
		return this._childRules;
	}
	set childRules(val) {
		this._childRules = val;
	}
	get declarations() {
		return this._declarations;
	}
	set declarations(val) {
		this._declarations = val;
	}
	get type() {
		return AT_RULE_TYPE_MAP[this._name] ?? 0;
	}
	get cssText() {
		const serializedPrelude = serialize(this._prelude).trim();
		const cond = serializedPrelude.length > 0 ? " " + serializedPrelude : "";
		if (!this._block) return `@${this._name}${cond};`;
		const childRules = this._childRules || [];
		if (childRules.length > 0) return serializeGroupingRule(this._name, cond.trim(), childRules);
		const blockContentText = serialize(this._block.value).trim();
		if (!blockContentText) return `@${this._name}${cond} { }`;
		const indentedBody = blockContentText.split("\n").map((line) => "  " + line).join("\n");
		return `@${this._name}${cond} {\n${indentedBody}\n}`;
	}
};
var CSSCounterStyleRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _declarations = [];
	/** @internal */ _descriptors = {
		system: "",
		symbols: "",
		additiveSymbols: "",
		negative: "",
		prefix: "",
		suffix: "",
		range: "",
		pad: "",
		speakAs: "",
		fallback: ""
	};
	constructor(name, declarations = []) {
		super();
		this._name = name;
		this._declarations = declarations;
		for (const d of declarations) {
			const prop = COUNTER_STYLE_PROP_BY_DESCRIPTOR.get(d.name);
			if (prop) this._descriptors[prop] = Array.isArray(d.value) ? serialize(d.value).trim() : typeof d.value === "string" ? d.value : "";
		}
		hideInternalFields(this);
	}
	get name() {
		return this._name;
	}
	set name(value) {
		this._name = value;
	}
	get type() {
		return 11;
	}
	get cssText() {
		const decls = this._declarations.map((d) => {
			const valStr = Array.isArray(d.value) ? serialize(d.value).trim() : typeof d.value === "string" ? d.value : "";
			return `${d.name}: ${valStr};`;
		}).join(" ");
		return decls.length > 0 ? `@counter-style ${this._name} { ${decls} }` : `@counter-style ${this._name} {}`;
	}
	set cssText(_value) {}
};
for (const prop of COUNTER_STYLE_PROP_BY_DESCRIPTOR.values()) Object.defineProperty(CSSCounterStyleRule.prototype, prop, {
	get() {
		return this._descriptors[prop];
	},
	set(value) {
		this._descriptors[prop] = value;
	},
	enumerable: true,
	configurable: true
});
var CSSFontFeatureValuesMap = class {
	/** @internal */
	_map = /* @__PURE__ */ new Map();
	constructor() {
		hideInternalFields(this);
	}
	get size() {
		return this._map.size;
	}
	get(featureValueName) {
		return this._map.get(featureValueName);
	}
	set(featureValueName, values) {
		this._map.set(featureValueName, Array.isArray(values) ? values.map(Number) : [Number(values)]);
	}
	has(featureValueName) {
		return this._map.has(featureValueName);
	}
	delete(featureValueName) {
		return this._map.delete(featureValueName);
	}
	clear() {
		this._map.clear();
	}
	entries() {
		return this._map.entries();
	}
	keys() {
		return this._map.keys();
	}
	values() {
		return this._map.values();
	}
	forEach(callbackfn, thisArg) {
		this._map.forEach((value, key) => callbackfn.call(thisArg, value, key, this));
	}
	[Symbol.iterator]() {
		return this._map[Symbol.iterator]();
	}
};
var CSSFontFeatureValuesRule = class extends CSSRule {
	/** @internal */ _fontFamily;
	constructor(fontFamily) {
		super();
		this._fontFamily = fontFamily;
		for (const [, prop] of FONT_FEATURE_VALUE_MAP_DEFS) this[`_${prop}`] = new CSSFontFeatureValuesMap();
		hideInternalFields(this);
	}
	get fontFamily() {
		return this._fontFamily;
	}
	set fontFamily(value) {
		this._fontFamily = value;
	}
	get type() {
		return 14;
	}
	get cssText() {
		const blocks = [];
		for (const [atName, prop] of FONT_FEATURE_VALUE_MAP_DEFS) {
			const map = this[prop];
			if (map && map.size > 0) {
				const entries = Array.from(map.entries(), ([k, v]) => `${k}: ${v.join(" ")};`).join(" ");
				blocks.push(`@${atName} { ${entries} }`);
			}
		}
		const body = blocks.length > 0 ? ` { ${blocks.join(" ")} }` : " {}";
		return `@font-feature-values ${this._fontFamily}${body}`;
	}
	set cssText(_value) {}
};
for (const [, prop] of FONT_FEATURE_VALUE_MAP_DEFS) Object.defineProperty(CSSFontFeatureValuesRule.prototype, prop, {
	get() {
		return this[`_${prop}`];
	},
	enumerable: true,
	configurable: true
});
var CSSPositionTryRule = class extends CSSRule {
	/** @internal */ _name;
	/** @internal */ _style;
	constructor(name, declarations, internalToken) {
		if (internalToken !== INTERNAL_RULE_TOKEN) throw new TypeError("Illegal constructor");
		super();
		this._name = name;
		this._style = new CSSPositionTryDescriptors(declarations, PAGE_DESCRIPTORS_INTERNAL);
		this._style._parentRule = this;
		hideInternalFields(this);
	}
	get name() {
		return serializeIdentifier(this._name);
	}
	get style() {
		return this._style;
	}
	set style(value) {
		this._style.cssText = value;
	}
	get cssText() {
		const body = this._style.cssText.trim();
		return `@position-try ${this.name} { ${body ? body + " " : ""}}`;
	}
	set cssText(_value) {}
};
for (const ctor of [
	CSSAtRule,
	CSSConditionRule,
	CSSFontFeatureValuesMap,
	CSSMediaRule,
	CSSSupportsRule,
	CSSContainerRule,
	CSSLayerBlockRule,
	CSSLayerStatementRule,
	CSSStartingStyleRule,
	CSSViewTransitionRule,
	CSSKeyframesRule,
	CSSKeyframeRule,
	CSSNestedDeclarations,
	CSSMarginRule,
	CSSImportRule,
	CSSNamespaceRule,
	CSSPropertyRule,
	CSSScopeRule,
	CSSCounterStyleRule,
	CSSFontFeatureValuesRule,
	CSSCustomMediaRule,
	CSSFontFaceRule,
	CSSPageRule,
	CSSPositionTryRule
]) applyWebIDLInterface(ctor);
// src/TokenStream.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var ArrayTokenStream = class {
	tokens;
	index = 0;
	constructor(tokens) {
		this.tokens = tokens;
	}
	next() {
		const token = this.peek();
		if (token.type !== "EOF") this.index++;
		return token;
	}
	peek() {
		return this.tokens[this.index] || {
			type: "EOF",
			value: ""
		};
	}
};
var ArrayComponentValueStream = class {
	values;
	index = 0;
	constructor(values) {
		this.values = values;
	}
	next() {
		const val = this.peek();
		if (val.type !== "EOF") this.index++;
		return val;
	}
	peek() {
		return this.values[this.index] || {
			type: "EOF",
			value: ""
		};
	}
	get position() {
		return this.index;
	}
	set position(pos) {
		this.index = pos;
	}
	slice(start, end) {
		return this.values.slice(start, end);
	}
};
var LazyComponentValueStream = class {
	fetchNext;
	mirrorToken;
	buffer = [];
	index = 0;
	done = false;
	terminator = null;
	constructor(fetchNext, mirrorToken) {
		this.fetchNext = fetchNext;
		this.mirrorToken = mirrorToken;
	}
	next() {
		const val = this.peek();
		if (val.type !== "EOF") this.index++;
		return val;
	}
	peek() {
		if (this.index < this.buffer.length) return this.buffer[this.index];
		if (this.done) return {
			type: "EOF",
			value: ""
		};
		const val = this.fetchNext();
		if (val.type === this.mirrorToken) {
			this.terminator = val;
			this.done = true;
			return {
				type: "EOF",
				value: ""
			};
		}
		if (val.type === "EOF") {
			this.done = true;
			return val;
		}
		this.buffer.push(val);
		return val;
	}
	get position() {
		return this.index;
	}
	set position(pos) {
		if (pos > this.buffer.length) throw new Error("Cannot seek past buffered content in LazyComponentValueStream");
		this.index = pos;
	}
	slice(start, end) {
		return this.buffer.slice(start, end);
	}
};
// src/parser.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function getComponentValueStartIndex(item) {
	if (!item) return void 0;
	return item.type === "simple-block" ? item.associatedToken?.startIndex : "startIndex" in item && typeof item.startIndex === "number" ? item.startIndex : void 0;
}
function getComponentValueEndIndex(item) {
	if (!item) return void 0;
	return item.type === "simple-block" ? item.endIndex ?? item.associatedToken?.endIndex : "endIndex" in item && typeof item.endIndex === "number" ? item.endIndex : void 0;
}
function trimComponentValues(values, trimEof = false) {
	let start = 0;
	while (start < values.length && (values[start].type === "whitespace" || values[start].type === "comment")) start++;
	let end = values.length - 1;
	while (end >= start && (values[end].type === "whitespace" || values[end].type === "comment" || trimEof && values[end].type === "EOF")) end--;
	return start > end ? [] : values.slice(start, end + 1);
}
function splitComponentValuesByComma(values, allowDelimComma = false) {
	const result = [[]];
	for (const v of values) if (v.type === "comma" || allowDelimComma && v.type === "delim" && v.value === ",") result.push([]);
	else result[result.length - 1].push(v);
	return result;
}
function extractUriFromComponentValue(token) {
	if (token.type === "string") return token.value;
	if (token.type === "url") return token.value;
	if (token.type === "function" && token.name === "url") {
		const fn = token;
		const urlArg = fn.value.find((v) => v.type === "string");
		if (urlArg) return urlArg.value;
		return fn.value.map((v) => serialize([v])).join("").trim();
	}
	return null;
}
function splitLeadingDeclarations(blockContents) {
	const declarations = [];
	const nestedRules = [];
	for (let i = 0; i < blockContents.length; i++) {
		const item = blockContents[i];
		if (i === 0 && item instanceof CSSNestedDeclarations) declarations.push(...item.style._rawDeclarations);
		else nestedRules.push(item);
	}
	return {
		declarations,
		nestedRules
	};
}
const CSS_WIDE_KEYWORDS$1 = /* @__PURE__ */ new Set("initial,inherit,unset,revert,revert-layer,default".split(","));
const KEYFRAMES_DISALLOWED_NAMES = /* @__PURE__ */ new Set("none,initial,inherit,unset,revert,default".split(","));
function isValidDashedIdent(name) {
	return typeof name === "string" && name.startsWith("--") && name !== "--" && !/\s/.test(name);
}
function isCustomPropertyDeclaration(prelude) {
	let idx = 0;
	while (idx < prelude.length && prelude[idx].type === "whitespace") idx++;
	if (idx >= prelude.length) return false;
	const firstNonWs = prelude[idx++];
	while (idx < prelude.length && prelude[idx].type === "whitespace") idx++;
	if (idx >= prelude.length) return false;
	const secondNonWs = prelude[idx++];
	return firstNonWs.type === "ident" && firstNonWs.value.startsWith("--") && secondNonWs.type === "colon";
}
/**
* Skeleton Parser for CSSOM.
* Implements top-level parsing algorithms from css-syntax-3.
* // css-syntax-3 #parsing
* 
* @note We recommend a more ergonomic entry point like `CSS.parseStylesheet` 
* or `CSS.parseStylesheetSync` for standard usage.
*/
var CSSStyleDeclaration_D6HTs6vj_Parser = class Parser {
	tokens;
	errors = [];
	declaredNamespaces = /* @__PURE__ */ new Set();
	static AT_RULE_HANDLERS = {
		media: (parser, rule, block, nested) => parser.handleGroupingAtRule(rule, block, nested || false, CSSMediaRule),
		"font-face": (parser, rule, block) => block ? parser.handleFontFaceRule(rule, block) : null,
		page: (parser, rule, block) => block ? parser.handlePageRule(rule, block) : null,
		property: (parser, rule, block) => block ? parser.handlePropertyRule(rule, block) : null,
		supports: (parser, rule, block, nested) => {
			if (!isGrammaticallyValidSupportsCondition(rule.prelude)) return null;
			return parser.handleGroupingAtRule(rule, block, nested || false, CSSSupportsRule);
		},
		container: (parser, rule, block, nested) => parser.handleGroupingAtRule(rule, block, nested || false, CSSContainerRule),
		layer: (parser, rule, block, nested) => parser.handleLayerRule(rule, block, nested || false),
		"starting-style": (parser, rule, block, nested) => parser.handleGroupingAtRule(rule, block, nested || false, CSSStartingStyleRule),
		scope: (parser, rule, block, nested) => parser.handleScopeRule(rule, block, nested || false),
		"view-transition": (parser, rule, block) => block ? parser.handleViewTransitionRule(rule, block) : null,
		import: (parser, rule) => parser.handleImportRule(rule),
		namespace: (parser, rule) => parser.handleNamespaceRule(rule),
		"counter-style": (parser, rule, block) => block ? parser.handleCounterStyleRule(rule, block) : null,
		"font-feature-values": (parser, rule, block) => block ? parser.handleFontFeatureValuesRule(rule, block) : null,
		"custom-media": (parser, rule) => parser.handleCustomMediaRule(rule),
		"position-try": (parser, rule, block) => block ? parser.handlePositionTryRule(rule, block) : null
	};
	getAtRuleHandler(name) {
		if (MARGIN_RULE_NAMES.has(name)) return (parser, rule, block) => block ? parser.handleMarginRule(rule, block) : null;
		if (name === "keyframes" || name.endsWith("-keyframes")) return (parser, rule, block) => block ? parser.handleKeyframesRule(rule, block) : null;
		return Parser.AT_RULE_HANDLERS[name];
	}
	static NESTED_GROUP_AT_RULES = /* @__PURE__ */ new Set("media,supports,container,layer,scope,starting-style,keyframes,property,counter-style,font-feature-values,view-transition,position-try".split(","));
	isSupportedAtRule(name, nested = false) {
		const lower = name.toLowerCase();
		if (lower === "charset") return false;
		if (lower === "mediaall") return false;
		if (lower.startsWith("--")) return false;
		if (MARGIN_RULE_NAMES.has(lower)) return true;
		if (nested) {
			if (lower.endsWith("-keyframes")) return true;
			return Parser.NESTED_GROUP_AT_RULES.has(lower);
		}
		return true;
	}
	options;
	lineStarts;
	constructor(tokens, options = {}) {
		this.options = options;
		this.tokens = Array.isArray(tokens) ? new ArrayTokenStream(tokens) : tokens;
	}
	getLineStarts() {
		if (this.lineStarts) return this.lineStarts;
		const starts = [0];
		if (this.options.source) {
			const s = this.options.source.replace(/\r\n|\r|\f/g, "\n");
			let pos = 0;
			while ((pos = s.indexOf("\n", pos)) !== -1) starts.push(++pos);
		}
		return this.lineStarts = starts;
	}
	getLineColumn(start) {
		if (start <= 0) return {
			line: 1,
			column: 1
		};
		const starts = this.getLineStarts();
		let low = 0;
		let high = starts.length - 1;
		while (low <= high) {
			const mid = low + high >> 1;
			if (starts[mid] <= start) low = mid + 1;
			else high = mid - 1;
		}
		const lineIdx = high >= 0 ? high : 0;
		return {
			line: lineIdx + 1,
			column: start - starts[lineIdx] + 1
		};
	}
	makeLocation(start, end, bodyStart, bodyEnd) {
		const getLineCol = (offset) => this.getLineColumn(offset);
		return {
			start,
			end,
			bodyStart,
			bodyEnd,
			get line() {
				return getLineCol(start).line;
			},
			get column() {
				return getLineCol(start).column;
			}
		};
	}
	createBlockLocation(start, block) {
		const end = block.endIndex ?? block.associatedToken.startIndex ?? start;
		const bodyStart = block.associatedToken.endIndex;
		const bodyEnd = block.endIndex !== void 0 ? block.isClosed ? block.endIndex - 1 : block.endIndex : void 0;
		return this.makeLocation(start, end, bodyStart, bodyEnd);
	}
	reportError(message, token) {
		this.errors.push({
			message,
			token
		});
	}
	get nextToken() {
		return this.tokens.peek();
	}
	/** @internal */
	consumeToken() {
		return this.tokens.next();
	}
	discardToken() {
		this.tokens.next();
	}
	skipWhitespace() {
		while (this.nextToken.type === "whitespace") this.discardToken();
	}
	parseComponentValues() {
		const values = [];
		while (this.nextToken.type !== "EOF") values.push(this.consumeComponentValue());
		return values;
	}
	parseCommaSeparatedListOfComponentValues() {
		return splitComponentValuesByComma(this.parseComponentValues());
	}
	parseStyleSheet() {
		const rules = this.consumeListOfRules(true);
		return CSSStyleSheet.createInternal(rules, (text) => this.parseRule(text));
	}
	parseRule(ruleString) {
		const errors = [];
		const tokens = tokenize(ruleString, false, errors);
		const parser = new Parser(tokens, this.options);
		parser.errors.push(...errors);
		const rule = parser.consumeRule();
		parser.ensureEOF();
		return rule;
	}
	parseStyleAttribute() {
		return new CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration(this.consumeDeclarationsFromBlockContents(this.parseComponentValues()));
	}
	parseStyleSheetContents() {
		return this.consumeListOfRules(true);
	}
	parseBlockContents() {
		return this.consumeBlockContents(new ArrayComponentValueStream(this.parseComponentValues()), true, false);
	}
	parseDeclaration() {
		this.skipWhitespace();
		if (this.nextToken.type !== "ident") return null;
		const stream = new LazyComponentValueStream(() => this.consumeComponentValue(), "EOF");
		const decl = this.consumeDeclarationFromStream(stream);
		if (!decl) return null;
		this.skipWhitespace();
		return this.nextToken.type === "EOF" ? decl : null;
	}
	parseComponentValue() {
		this.skipWhitespace();
		if (this.nextToken.type === "EOF") return null;
		const value = this.consumeComponentValue();
		this.skipWhitespace();
		return this.nextToken.type === "EOF" ? value : null;
	}
	consumeListOfRules(topLevel) {
		const rules = [];
		while (true) {
			const token = this.nextToken;
			if (token.type === "whitespace") this.discardToken();
			else if (token.type === "EOF") return rules;
			else if ((token.type === "CDO" || token.type === "CDC") && topLevel) this.discardToken();
			else {
				const rule = this.consumeRule();
				if (rule) rules.push(rule);
			}
		}
	}
	consumeRule(nested = false) {
		this.skipWhitespace();
		if (this.nextToken.type === "EOF") return null;
		return this.nextToken.type === "at-keyword" ? this.consumeAtRule(nested) : this.consumeQualifiedRule(nested);
	}
	finalizeAtRule(rule, block, nested, location, isTopLevelTokenStream) {
		if (!this.isSupportedAtRule(rule.name, nested)) return null;
		const handler = this.getAtRuleHandler(rule.name);
		if (handler) {
			const res = handler(this, rule, block, nested);
			if (res instanceof CSSRule && !res.location) res._location = location;
			return res;
		}
		if (nested) return null;
		if (block && isTopLevelTokenStream && this.options?.atRules?.[rule.name]) {
			const type = this.options.atRules[rule.name];
			if (type === "declaration") {
				const decls = this.consumeDeclarationsFromBlockContents(block.value);
				const atRule = new CSSAtRule(rule.name, rule.prelude, block, void 0, decls);
				atRule._location = location;
				return atRule;
			}
			if (type === "rule") {
				const childRules = this.consumeNestedRules(block, false);
				const atRule = new CSSAtRule(rule.name, rule.prelude, block, childRules);
				atRule._location = location;
				return atRule;
			}
		}
		let cssRules;
		if (block && !isTopLevelTokenStream) {
			rule.childRules = this.consumeBlockContents(new ArrayComponentValueStream(block.value), nested);
			cssRules = rule.childRules;
		}
		const atRule = new CSSAtRule(rule.name, rule.prelude, block, cssRules);
		atRule._location = location;
		return atRule;
	}
	consumeAtRule(nested = false) {
		const token = this.consumeToken();
		if (token.type !== "at-keyword") return null;
		const rule = {
			type: "at-rule",
			name: token.value,
			prelude: [],
			childRules: []
		};
		const start = token.startIndex ?? 0;
		while (true) {
			const next = this.nextToken;
			if (next.type === "semicolon" || next.type === "EOF") {
				const end = next.endIndex ?? next.startIndex ?? start;
				this.discardToken();
				return this.finalizeAtRule(rule, void 0, nested, this.makeLocation(start, end), true);
			} else if (next.type === "}") {
				if (nested) return null;
				this.consumeToken();
				rule.prelude.push(next);
			} else if (next.type === "{") {
				const block = this.consumeBlock(this.consumeToken());
				return this.finalizeAtRule(rule, block, nested, this.createBlockLocation(start, block), true);
			} else rule.prelude.push(this.consumeComponentValue());
		}
	}
	/** @internal */
	scopeContextDepth = 0;
	consumeNestedRules(block, isNestedStyleRule) {
		const allowRelative = !isNestedStyleRule && this.scopeContextDepth > 0;
		return this.consumeBlockContents(new ArrayComponentValueStream(block.value), isNestedStyleRule || allowRelative, isNestedStyleRule, allowRelative);
	}
	handleGroupingAtRule(rule, block, nested, ctor) {
		if (!block) return null;
		const childRules = this.consumeNestedRules(block, nested);
		return new ctor(serialize(rule.prelude).trim(), childRules, parseRuleInBlock);
	}
	parseLayerNameFromTokens(tokens, forbidCssWide = false) {
		const trimmed = trimComponentValues(tokens, true);
		if (trimmed.length === 0 || trimmed.length % 2 === 0) return null;
		const parts = [];
		for (let i = 0; i < trimmed.length; i++) {
			const t = trimmed[i];
			if (i % 2 === 0) {
				if (t.type !== "ident" || forbidCssWide && CSS_WIDE_KEYWORDS$1.has(t.value.toLowerCase())) return null;
				parts.push(t.value);
			} else {
				if (t.type !== "delim" || t.value !== ".") return null;
				parts.push(".");
			}
		}
		return parts.join("");
	}
	handleLayerRule(rule, block, nested = false) {
		if (block) {
			const trimmed = trimComponentValues(rule.prelude, true);
			let layerName = "";
			if (trimmed.length > 0) {
				const parsed = this.parseLayerNameFromTokens(trimmed);
				if (parsed === null) return null;
				layerName = parsed;
			}
			return new CSSLayerBlockRule(layerName, this.consumeNestedRules(block, nested), parseRuleInBlock);
		}
		const segments = splitComponentValuesByComma(rule.prelude);
		const nameList = [];
		for (const seg of segments) {
			const name = this.parseLayerNameFromTokens(seg);
			if (name === null) return null;
			nameList.push(name);
		}
		return nameList.length > 0 ? new CSSLayerStatementRule(nameList) : null;
	}
	parseScopeSelectorBlock(block) {
		try {
			new SelectorParser(block.value, {
				allowRelative: true,
				forbidPseudo: true,
				declaredNamespaces: this.declaredNamespaces
			}).parse();
			const text = serialize(block.value).trim();
			return text ? `(${text})` : "";
		} catch {
			return null;
		}
	}
	handleScopeRule(rule, block, _nested = false) {
		if (!block) return null;
		this.scopeContextDepth++;
		let childRules;
		try {
			childRules = this.consumeBlockContents(new ArrayComponentValueStream(block.value), true, false, true);
		} finally {
			this.scopeContextDepth--;
		}
		let startSelector = null;
		let endSelector = null;
		const prelude = rule.prelude;
		let i = 0;
		while (i < prelude.length && prelude[i].type === "whitespace") i++;
		if (i < prelude.length && prelude[i].type === "simple-block" && prelude[i].associatedToken.type === "(") {
			startSelector = this.parseScopeSelectorBlock(prelude[i]);
			if (startSelector === null) return null;
			i++;
		}
		while (i < prelude.length && prelude[i].type === "whitespace") i++;
		if (i < prelude.length && prelude[i].type === "ident" && String(prelude[i].value).toLowerCase() === "to") {
			i++;
			while (i < prelude.length && prelude[i].type === "whitespace") i++;
			if (i < prelude.length && prelude[i].type === "simple-block" && prelude[i].associatedToken.type === "(") {
				endSelector = this.parseScopeSelectorBlock(prelude[i]);
				if (endSelector === null) return null;
				i++;
			} else return null;
		}
		while (i < prelude.length && prelude[i].type === "whitespace") i++;
		if (i < prelude.length) return null;
		return new CSSScopeRule(startSelector, endSelector, childRules, parseRuleInScopeBlock);
	}
	handleViewTransitionRule(_rule, block) {
		return new CSSViewTransitionRule(this.consumeDeclarationsFromBlockContents(block.value));
	}
	parseKeyframeSelector(prelude) {
		const lists = splitComponentValuesByComma(prelude);
		const normalizedParts = [];
		for (const list of lists) {
			const trimmed = trimComponentValues(list);
			if (trimmed.length !== 1) return null;
			const v = trimmed[0];
			if (v.type === "ident") {
				const valStr = v.value.toLowerCase();
				if (valStr === "from") normalizedParts.push("0%");
				else if (valStr === "to") normalizedParts.push("100%");
				else return null;
			} else if (v.type === "percentage") {
				const val = v.value;
				if (val < 0 || val > 100) return null;
				normalizedParts.push(`${val}%`);
			} else return null;
		}
		return normalizedParts.length > 0 ? normalizedParts.join(", ") : null;
	}
	handleKeyframesRule(rule, block) {
		const preludeClean = rule.prelude.filter((v) => v.type !== "whitespace" && v.type !== "comment");
		if (preludeClean.length !== 1) return null;
		const first = preludeClean[0];
		let keyframesName = "";
		if (first.type === "ident") {
			if (KEYFRAMES_DISALLOWED_NAMES.has(first.value.toLowerCase())) return null;
			keyframesName = first.value;
		} else if (first.type === "string" && first.value !== "") keyframesName = first.value;
		else return null;
		const keyframeRules = [];
		const stream = new ArrayComponentValueStream(block.value);
		while (true) {
			const val = stream.peek();
			if (val.type === "whitespace" || val.type === "semicolon") {
				stream.next();
				continue;
			}
			if (val.type === "EOF") break;
			const prelude = [];
			let blockVal = null;
			while (true) {
				const next = stream.peek();
				if (next.type === "EOF") break;
				if (next.type === "simple-block" && next.associatedToken.type === "{") {
					blockVal = stream.next();
					break;
				}
				prelude.push(stream.next());
			}
			if (!blockVal) break;
			const selectorText = this.parseKeyframeSelector(prelude);
			if (selectorText) {
				const keyframeRule = new CSSKeyframeRule(selectorText, this.consumeDeclarationsFromBlockContents(blockVal.value));
				const kfStart = getComponentValueStartIndex(prelude[0]) ?? blockVal.associatedToken.startIndex ?? 0;
				keyframeRule._location = this.createBlockLocation(kfStart, blockVal);
				keyframeRules.push(keyframeRule);
			}
		}
		return new CSSKeyframesRule(keyframesName, keyframeRules);
	}
	handleFontFaceRule(_rule, block) {
		return new CSSFontFaceRule(this.consumeDeclarationsFromBlockContents(block.value));
	}
	handlePageRule(rule, block) {
		const { declarations, nestedRules } = splitLeadingDeclarations(this.consumeBlockContents(new ArrayComponentValueStream(block.value), true));
		return new CSSPageRule(serialize(rule.prelude).trim(), declarations, nestedRules, parseRule);
	}
	handleMarginRule(rule, block) {
		return new CSSMarginRule(rule.name, this.consumeDeclarationsFromBlockContents(block.value), INTERNAL_RULE_TOKEN);
	}
	handleCounterStyleRule(rule, block) {
		return new CSSCounterStyleRule(serialize(rule.prelude).trim(), this.consumeDeclarationsFromBlockContents(block.value));
	}
	handleFontFeatureValuesRule(rule, block) {
		const fontFeatureRule = new CSSFontFeatureValuesRule(serialize(rule.prelude).trim());
		const stream = new ArrayComponentValueStream(block.value);
		while (stream.peek().type !== "EOF") {
			const token = stream.peek();
			if (token.type === "whitespace" || token.type === "comment") {
				stream.next();
				continue;
			}
			if (token.type === "at-keyword") {
				const atToken = stream.next();
				const target = FONT_FEATURE_VALUE_BLOCKS[atToken.value.toLowerCase()];
				while (stream.peek().type === "whitespace" || stream.peek().type === "comment") stream.next();
				const next = stream.peek();
				if (next.type === "simple-block" && next.associatedToken.type === "{") {
					const childBlock = stream.next();
					if (target) for (const d of this.consumeDeclarationsFromBlockContents(childBlock.value)) {
						const values = d.value.filter((v) => v.type === "number").map((v) => v.value);
						fontFeatureRule[target].set(d.name, values);
					}
				}
			} else stream.next();
		}
		return fontFeatureRule;
	}
	handlePropertyRule(rule, block) {
		const nonWsPrelude = trimComponentValues(rule.prelude, true);
		if (nonWsPrelude.length !== 1 || nonWsPrelude[0].type !== "ident") return null;
		const name = nonWsPrelude[0].value;
		if (!name.startsWith("--") || name === "--") return null;
		const declarations = this.consumeDeclarationsFromBlockContents(block.value);
		let syntax = null;
		let inherits = null;
		let initialValue = null;
		for (const d of declarations) {
			const val = serialize(d.value).trim();
			const descName = d.name.toLowerCase();
			if (descName === "syntax") {
				const nonWsTokens = trimComponentValues(d.value, true);
				if (nonWsTokens.length === 1 && nonWsTokens[0].type === "string") syntax = nonWsTokens[0].value;
			} else if (descName === "inherits") {
				if (val === "true") inherits = true;
				else if (val === "false") inherits = false;
			} else if (descName === "initial-value") initialValue = val;
		}
		if (syntax === null || inherits === null) return null;
		if (ParseHooks.validatePropertyRuleDescriptor) {
			if (!ParseHooks.validatePropertyRuleDescriptor({
				name,
				syntax,
				inherits,
				initialValue: initialValue ?? void 0
			})) return null;
		} else if (!isValidDashedIdent(name) || typeof syntax !== "string" || syntax.length === 0 || typeof inherits !== "boolean") return null;
		return new CSSPropertyRule(name, syntax, inherits, initialValue);
	}
	handlePositionTryRule(rule, block) {
		const nonWsPrelude = trimComponentValues(rule.prelude, true);
		if (nonWsPrelude.length !== 1 || nonWsPrelude[0].type !== "ident") return null;
		const name = nonWsPrelude[0].value;
		if (!isValidDashedIdent(name)) return null;
		return new CSSPositionTryRule(name, this.consumeDeclarationsFromBlockContents(block.value), INTERNAL_RULE_TOKEN);
	}
	parseImportScopeArgs(scopeArgs) {
		let scopeStart = null;
		let scopeEnd = null;
		let k = 0;
		while (k < scopeArgs.length && scopeArgs[k].type === "whitespace") k++;
		if (k < scopeArgs.length && scopeArgs[k].type === "simple-block" && scopeArgs[k].associatedToken.type === "(") {
			scopeStart = serialize(scopeArgs[k].value).trim();
			k++;
		} else {
			const startTokens = [];
			while (k < scopeArgs.length) {
				const tok = scopeArgs[k];
				if (tok.type === "ident" && String(tok.value).toLowerCase() === "to") break;
				startTokens.push(tok);
				k++;
			}
			const s = serialize(startTokens).trim();
			if (s) scopeStart = s;
		}
		while (k < scopeArgs.length && scopeArgs[k].type === "whitespace") k++;
		if (k < scopeArgs.length && scopeArgs[k].type === "ident" && String(scopeArgs[k].value).toLowerCase() === "to") {
			k++;
			while (k < scopeArgs.length && scopeArgs[k].type === "whitespace") k++;
			if (k < scopeArgs.length && scopeArgs[k].type === "simple-block" && scopeArgs[k].associatedToken.type === "(") scopeEnd = serialize(scopeArgs[k].value).trim();
			else {
				const e = serialize(scopeArgs.slice(k)).trim();
				if (e) scopeEnd = e;
			}
		}
		if (scopeStart) scopeStart = scopeStart.replace(/^\(/, "").replace(/\)$/, "").trim();
		if (scopeEnd) scopeEnd = scopeEnd.replace(/^\(/, "").replace(/\)$/, "").trim();
		return {
			scopeStart,
			scopeEnd
		};
	}
	handleImportRule(rule) {
		let href = "";
		let layerName = null;
		let supportsText = null;
		let isScoped = false;
		let scopeStart = null;
		let scopeEnd = null;
		const prelude = rule.prelude;
		let i = 0;
		while (i < prelude.length && prelude[i].type === "whitespace") i++;
		if (i < prelude.length) {
			const extracted = extractUriFromComponentValue(prelude[i]);
			if (extracted !== null) {
				href = extracted;
				i++;
			}
		}
		while (i < prelude.length) {
			while (i < prelude.length && prelude[i].type === "whitespace") i++;
			if (i >= prelude.length) break;
			const val = prelude[i];
			if (layerName === null && val.type === "ident" && val.value.toLowerCase() === "layer") {
				layerName = "";
				i++;
			} else if (layerName === null && val.type === "function" && val.name.toLowerCase() === "layer") {
				const fnTokens = val.value;
				if (fnTokens.some((t) => t.type === "whitespace")) break;
				const parsed = this.parseLayerNameFromTokens(fnTokens, true);
				if (parsed === null) break;
				layerName = parsed;
				i++;
			} else if (supportsText === null && val.type === "function" && val.name.toLowerCase() === "supports") {
				supportsText = serialize(val.value).trim();
				i++;
			} else if (!isScoped && val.type === "ident" && val.value.toLowerCase() === "scope") {
				isScoped = true;
				i++;
			} else if (!isScoped && val.type === "function" && val.name.toLowerCase() === "scope") {
				isScoped = true;
				({scopeStart, scopeEnd} = this.parseImportScopeArgs(val.value));
				i++;
			} else break;
		}
		const mediaText = serialize(prelude.slice(i)).trim();
		return new CSSImportRule(href, mediaText, layerName, supportsText, scopeStart, scopeEnd, isScoped, INTERNAL_RULE_TOKEN);
	}
	handleNamespaceRule(rule) {
		const tokens = rule.prelude.filter((t) => t.type !== "whitespace" && t.type !== "comment" && t.type !== "EOF");
		let prefix = "";
		let namespaceURI = "";
		if (tokens.length === 1) namespaceURI = extractUriFromComponentValue(tokens[0]) ?? "";
		else if (tokens.length >= 2) {
			if (tokens[0].type === "ident") {
				prefix = tokens[0].value;
				namespaceURI = extractUriFromComponentValue(tokens[1]) ?? "";
			} else namespaceURI = extractUriFromComponentValue(tokens[0]) ?? "";
		}
		const nsRule = new CSSNamespaceRule(prefix, namespaceURI, INTERNAL_RULE_TOKEN);
		this.declaredNamespaces.add(nsRule.prefix);
		return nsRule;
	}
	handleCustomMediaRule(rule) {
		const prelude = rule.prelude;
		let i = 0;
		while (i < prelude.length && prelude[i].type === "whitespace") i++;
		if (i >= prelude.length) return null;
		const nameToken = prelude[i];
		if (nameToken.type !== "ident" || !nameToken.value.startsWith("--")) return null;
		const name = nameToken.value;
		i++;
		const remainingTokens = prelude.slice(i).filter((v) => v.type !== "whitespace" && v.type !== "comment");
		let query;
		if (remainingTokens.length === 0) query = new MediaList("");
		else if (remainingTokens.length === 1 && remainingTokens[0].type === "ident" && remainingTokens[0].value.toLowerCase() === "true") query = true;
		else if (remainingTokens.length === 1 && remainingTokens[0].type === "ident" && remainingTokens[0].value.toLowerCase() === "false") query = false;
		else {
			const mediaText = serialize(prelude.slice(i)).trim();
			const parsed = ParseHooks.parseMediaQueryList(mediaText);
			if (parsed.length === 0 || parsed.some((q) => q.invalid)) return null;
			query = new MediaList(mediaText);
		}
		return new CSSCustomMediaRule(name, query);
	}
	consumeQualifiedRule(nested = false) {
		const prelude = [];
		while (true) {
			const next = this.nextToken;
			if (next.type === "EOF") {
				this.reportError("Unexpected EOF in qualified rule", next);
				return null;
			} else if (next.type === "}") {
				this.reportError("Unexpected } in qualified rule", next);
				if (nested) return null;
				this.consumeToken();
				prelude.push(next);
			} else if (next.type === "{") {
				if (isCustomPropertyDeclaration(prelude)) {
					this.reportError("Qualified rule prelude looks like a custom property", next);
					const blockToken = this.consumeToken();
					this.consumeBlock(blockToken);
					return null;
				}
				const blockToken = this.consumeToken();
				const start = getComponentValueStartIndex(prelude[0]) ?? blockToken.startIndex ?? 0;
				const stream = new LazyComponentValueStream(() => this.consumeComponentValue(), "}");
				const blockContents = this.consumeBlockContents(stream, true);
				const term = stream.terminator;
				let end;
				if (term) end = term.endIndex ?? (term.startIndex !== void 0 ? term.startIndex + 1 : start);
				else {
					const eofPos = this.nextToken.startIndex ?? this.nextToken.endIndex;
					if (eofPos !== void 0) end = eofPos;
					else {
						const buffered = stream.slice(0, stream.position);
						end = (buffered.length > 0 ? getComponentValueEndIndex(buffered[buffered.length - 1]) : void 0) ?? blockToken.endIndex ?? blockToken.startIndex ?? start;
					}
				}
				const bodyStart = blockToken.endIndex;
				const bodyEnd = term ? term.startIndex ?? end : end;
				const location = this.makeLocation(start, end, bodyStart, bodyEnd);
				return this.createStyleRule(prelude, blockContents, nested, nested, location);
			} else prelude.push(this.consumeComponentValue());
		}
	}
	consumeDeclarationsFromBlockContents(values) {
		const stream = new ArrayComponentValueStream(values);
		const decls = [];
		while (true) {
			const val = stream.peek();
			if (val.type === "whitespace" || val.type === "semicolon") stream.next();
			else if (val.type === "EOF" || val.type === "}") break;
			else if (val.type === "at-keyword") this.consumeAtRuleFromStream(stream);
			else {
				const decl = this.consumeDeclarationFromStream(stream);
				if (decl) decls.push(decl);
				else while (true) {
					const next = stream.peek();
					if (next.type === "EOF" || next.type === "semicolon" || next.type === "}") break;
					stream.next();
				}
			}
		}
		return decls;
	}
	/** @internal */
	consumeBlockContents(stream, nested = false, isNestedStyleRule = nested, allowRelative = false) {
		const rules = [];
		let decls = [];
		const flushDecls = () => {
			if (decls.length > 0) {
				const nestedDecl = new CSSNestedDeclarations(decls);
				const start = decls[0].startIndex ?? 0;
				const end = decls[decls.length - 1].endIndex ?? start;
				nestedDecl._location = this.makeLocation(start, end, start, end);
				rules.push(nestedDecl);
				decls = [];
			}
		};
		while (true) {
			const val = stream.peek();
			if (val.type === "whitespace" || val.type === "semicolon") stream.next();
			else if (val.type === "EOF" || val.type === "}") break;
			else if (val.type === "at-keyword") {
				const atRule = this.consumeAtRuleFromStream(stream, isNestedStyleRule);
				if (atRule) {
					flushDecls();
					rules.push(atRule);
				}
			} else {
				const pos = stream.position;
				if (nested && this.isNestedDeclarationAhead(stream)) {
					const decl = this.consumeDeclarationFromStream(stream);
					if (decl) {
						if (stream.peek().type === "semicolon") {
							const semi = stream.next();
							if (semi.endIndex !== void 0) decl.endIndex = semi.endIndex;
						}
						decls.push(decl);
					}
				} else {
					stream.position = pos;
					const rule = this.consumeNestedQualifiedRuleFromStream(stream, isNestedStyleRule, "semicolon", allowRelative);
					flushDecls();
					if (rule) rules.push(rule);
				}
			}
		}
		flushDecls();
		return rules;
	}
	isNestedDeclarationAhead(stream) {
		const first = stream.peek();
		if (first.type !== "ident" || first.value === "--") return false;
		if (first.value.startsWith("--")) return true;
		const lookaheadPos = stream.position;
		try {
			stream.next();
			while (stream.peek().type === "whitespace") stream.next();
			if (stream.peek().type !== "colon") return false;
			stream.next();
			const lookaheadTokens = [first, {
				type: "colon",
				value: ":"
			}];
			while (true) {
				const next = stream.peek();
				if (next.type === "EOF" || next.type === "}" || next.type === "semicolon") return true;
				if (next.type === "simple-block" && next.associatedToken?.type === "{") {
					const selectorCandidate = serialize(lookaheadTokens).trim();
					return Parser.parseSelectorAST(selectorCandidate, {
						allowVendorPseudos: Boolean(this.options.allowVendorPseudos),
						allowUnknownPseudos: Boolean(this.options.allowUnknownPseudos)
					}) === null;
				}
				lookaheadTokens.push(stream.next());
			}
		} finally {
			stream.position = lookaheadPos;
		}
	}
	consumeDeclarationFromStream(stream) {
		const firstValue = stream.peek();
		if (firstValue.type !== "ident") return null;
		const startIndex = getComponentValueStartIndex(firstValue) ?? firstValue.startIndex;
		stream.next();
		const name = firstValue.value;
		if (name === "--") return null;
		while (stream.peek().type === "whitespace") stream.next();
		if (stream.peek().type !== "colon") return null;
		stream.next();
		while (stream.peek().type === "whitespace") stream.next();
		const declValue = [];
		while (true) {
			const val = stream.peek();
			if (val.type === "EOF" || val.type === "semicolon") break;
			if (!name.startsWith("--") && val.type === "simple-block" && val.associatedToken?.type === "{" && declValue.some((v) => v.type !== "whitespace")) {
				declValue.push(stream.next());
				break;
			}
			declValue.push(stream.next());
		}
		let important = false;
		const lastNonWsIndex = (end) => {
			let j = end;
			while (j >= 0 && declValue[j].type === "whitespace") j--;
			return j;
		};
		const lastNonWs = declValue[lastNonWsIndex(declValue.length - 1)];
		const endIndex = (lastNonWs && (getComponentValueEndIndex(lastNonWs) ?? lastNonWs.endIndex)) ?? firstValue.endIndex;
		const i1 = lastNonWsIndex(declValue.length - 1);
		const t1 = declValue[i1];
		if (i1 >= 0 && t1?.type === "ident" && t1.value.toLowerCase() === "important") {
			const i2 = lastNonWsIndex(i1 - 1);
			const t2 = declValue[i2];
			if (i2 >= 0 && t2?.type === "delim" && t2.value === "!") {
				important = true;
				declValue.splice(i2);
			}
		}
		while (declValue.length > 0 && declValue[declValue.length - 1].type === "whitespace") declValue.pop();
		if (name.startsWith("--")) {
			if (!validateDeclarationValue(declValue, true, true)) return null;
		} else {
			if (declValue.some((v) => v.type === "simple-block" && v.associatedToken.type === "{") && declValue.reduce((count, v) => v.type !== "whitespace" ? count + 1 : count, 0) > 1) return null;
			if (!validateDeclarationValue(declValue, true, false)) return null;
		}
		if (name.toLowerCase() === "unicode-range") {
			const text = getOriginalText(declValue);
			const errors = [];
			const reParser = new Parser(tokenize(text, true, errors));
			reParser.errors.push(...errors);
			const reParsed = reParser.parseComponentValues();
			if (!isValidUnicodeRangeValue(reParsed)) return null;
			this.errors.push(...reParser.errors);
			declValue.splice(0, declValue.length, ...reParsed);
		}
		return {
			type: "declaration",
			name,
			value: declValue,
			important,
			raw: name.startsWith("--") ? getOriginalText(declValue) : void 0,
			startIndex,
			endIndex
		};
	}
	consumeNestedQualifiedRuleFromStream(stream, nested = true, stopToken, allowRelative = nested) {
		const prelude = [];
		while (true) {
			const val = stream.peek();
			if (val.type === "EOF" || val.type === "}" || stopToken && val.type === stopToken) return null;
			if (val.type === "simple-block" && val.associatedToken.type === "{") {
				stream.next();
				if (isCustomPropertyDeclaration(prelude)) {
					this.consumeRemnantsOfABadDeclaration(stream, nested);
					return null;
				}
				const block = val;
				const blockContents = this.consumeBlockContents(new ArrayComponentValueStream(block.value), true);
				const start = getComponentValueStartIndex(prelude[0]) ?? block.associatedToken.startIndex ?? 0;
				return this.createStyleRule(prelude, blockContents, nested, allowRelative, this.createBlockLocation(start, block));
			}
			prelude.push(stream.next());
		}
	}
	consumeAtRuleFromStream(stream, nested = false) {
		const token = stream.next();
		if (token.type !== "at-keyword") return null;
		const rule = {
			type: "at-rule",
			name: token.value,
			prelude: [],
			childRules: []
		};
		const start = token.startIndex ?? 0;
		while (true) {
			const val = stream.peek();
			if (val.type === "semicolon") {
				const semiToken = stream.next();
				const end = semiToken.endIndex ?? semiToken.startIndex ?? start;
				return this.finalizeAtRule(rule, void 0, nested, this.makeLocation(start, end), false);
			} else if (val.type === "EOF" || val.type === "}") {
				const end = val.startIndex ?? start;
				return this.finalizeAtRule(rule, void 0, nested, this.makeLocation(start, end), false);
			} else if (val.type === "simple-block" && val.associatedToken.type === "{") {
				const block = stream.next();
				return this.finalizeAtRule(rule, block, nested, this.createBlockLocation(start, block), false);
			} else rule.prelude.push(stream.next());
		}
	}
	consumeRemnantsOfABadDeclaration(stream, nested = false) {
		while (true) {
			const val = stream.peek();
			if (val.type === "EOF" || val.type === "semicolon") {
				stream.next();
				break;
			} else if (val.type === "}" && nested) break;
			else stream.next();
		}
	}
	isValidSelector(prelude) {
		const trimmed = trimComponentValues(prelude);
		if (trimmed.length === 0) return false;
		const lastToken = trimmed[trimmed.length - 1];
		if (lastToken.type === "delim" && (lastToken.value === "." || lastToken.value === "#") || lastToken.type === "colon") return false;
		for (let i = 0; i < trimmed.length; i++) {
			const val = trimmed[i];
			if (val.type === "number" || val.type === "dimension") return false;
			if (val.type === "delim") {
				if (val.value === "#") return false;
				if (val.value === "." && (i + 1 >= trimmed.length || trimmed[i + 1].type !== "ident")) return false;
			}
			if (val.type === "colon" && i + 1 < trimmed.length) {
				const nextVal = trimmed[i + 1];
				if (nextVal.type !== "ident" && nextVal.type !== "function" && nextVal.type !== "colon") return false;
			}
		}
		return true;
	}
	createStyleRule(prelude, blockContents, isNested = false, allowRelative = isNested, location) {
		const { declarations, nestedRules } = splitLeadingDeclarations(blockContents);
		let selectorText = "";
		let selectorAST = null;
		if (isNested) {
			selectorText = this.normalizeNestedSelector(prelude);
			if (selectorText === "") return null;
			selectorAST = Parser.parseSelectorAST(selectorText, {
				declaredNamespaces: this.declaredNamespaces,
				allowRelative: true,
				allowVendorPseudos: Boolean(this.options.allowVendorPseudos),
				allowUnknownPseudos: Boolean(this.options.allowUnknownPseudos)
			});
			if (selectorAST === null) return null;
		} else {
			if (!this.isValidSelector(prelude)) return null;
			try {
				selectorAST = new SelectorParser(prelude, {
					declaredNamespaces: this.declaredNamespaces,
					allowRelative,
					allowVendorPseudos: Boolean(this.options.allowVendorPseudos),
					allowUnknownPseudos: Boolean(this.options.allowUnknownPseudos)
				}).parse();
			} catch {
				return null;
			}
			selectorText = serialize(prelude).trim();
		}
		const rule = new CSSStyleRule(selectorText, declarations, nestedRules, parseRuleInBlock, selectorAST);
		if (location) rule._location = location;
		return rule;
	}
	static #consumeSelectorTokens(parser) {
		const prelude = [];
		while (true) {
			const next = parser.nextToken;
			if (next.type === "EOF") break;
			if (next.type === "{" || next.type === "}" || next.type === "at-keyword") return null;
			prelude.push(parser.consumeComponentValue());
		}
		return prelude;
	}
	static parseSelectorAST(text, declaredNamespacesOrOptions, allowRelative = false, allowVendorPseudos = false) {
		const isOptionsObj = declaredNamespacesOrOptions && !(declaredNamespacesOrOptions instanceof Set);
		const declaredNamespaces = isOptionsObj ? declaredNamespacesOrOptions.declaredNamespaces : declaredNamespacesOrOptions;
		const isRelative = isOptionsObj ? declaredNamespacesOrOptions.allowRelative ?? false : allowRelative;
		const vendorPseudos = isOptionsObj ? declaredNamespacesOrOptions.allowVendorPseudos ?? false : allowVendorPseudos;
		const unknownPseudos = isOptionsObj ? declaredNamespacesOrOptions.allowUnknownPseudos ?? false : false;
		const parser = new Parser(tokenize(text), {
			allowVendorPseudos: vendorPseudos,
			allowUnknownPseudos: unknownPseudos
		});
		const prelude = Parser.#consumeSelectorTokens(parser);
		if (prelude === null) return null;
		try {
			return new SelectorParser(prelude, {
				allowRelative: isRelative,
				declaredNamespaces,
				allowVendorPseudos: vendorPseudos,
				allowUnknownPseudos: unknownPseudos
			}).parse();
		} catch {
			return null;
		}
	}
	normalizeNestedSelector(prelude) {
		const segments = splitComponentValuesByComma(prelude, true);
		if (segments.length === 1 && segments[0].length === 0) return "";
		const hasAmpersand = (values) => values.some((val) => val.type === "delim" && val.value === "&" || val.type === "simple-block" && hasAmpersand(val.value) || val.type === "function" && hasAmpersand(val.value));
		const normalizedSegments = [];
		for (const segment of segments) {
			const trimmed = trimComponentValues(segment);
			if (trimmed.length === 0) return "";
			const firstNode = trimmed[0];
			const secondNode = trimmed[1];
			const startsWithCombinator = firstNode.type === "delim" && [
				">",
				"+",
				"~"
			].includes(firstNode.value) || firstNode.type === "delim" && firstNode.value === "|" && secondNode?.type === "delim" && secondNode.value === "|";
			const serialized = serialize(trimmed);
			normalizedSegments.push(startsWithCombinator || !hasAmpersand(trimmed) ? `& ${serialized}` : serialized);
		}
		return normalizedSegments.join(", ");
	}
	/** @internal */
	consumeBlock(startToken) {
		const block = {
			type: "simple-block",
			associatedToken: startToken,
			value: []
		};
		const mirror = getMirrorToken(startToken.type);
		while (true) {
			const next = this.nextToken;
			if (next.type === mirror) {
				block.endIndex = next.endIndex ?? next.startIndex;
				block.isClosed = true;
				this.discardToken();
				return block;
			} else if (next.type === "EOF") {
				block.endIndex = next.startIndex;
				block.isClosed = false;
				this.reportError("Unexpected EOF in block", next);
				return block;
			} else block.value.push(this.consumeComponentValue());
		}
	}
	consumeFunction(nameToken) {
		const func = {
			type: "function",
			name: nameToken.value,
			value: []
		};
		while (true) {
			const next = this.nextToken;
			if (next.type === ")") {
				this.discardToken();
				return func;
			} else if (next.type === "EOF") {
				this.reportError("Unexpected EOF in function", next);
				return func;
			} else func.value.push(this.consumeComponentValue());
		}
	}
	consumeComponentValue() {
		const token = this.consumeToken();
		if (token.type === "{" || token.type === "[" || token.type === "(") return this.consumeBlock(token);
		if (token.type === "function") return this.consumeFunction(token);
		return token;
	}
	ensureEOF() {
		this.skipWhitespace();
		if (this.nextToken.type !== "EOF") throw new DOMException("Syntax error", "SyntaxError");
	}
	static parseSelector(text) {
		const prelude = Parser.#consumeSelectorTokens(new Parser(tokenize(text)));
		if (prelude === null) return null;
		return serialize(prelude).trim() || null;
	}
	static parseRuleText(text) {
		const parser = new Parser(tokenize(text), { source: text });
		const rule = parser.consumeRule();
		if (!rule) throw new DOMException("Syntax error", "SyntaxError");
		parser.ensureEOF();
		return rule;
	}
	static parseStyleSheetText(text) {
		return new Parser(tokenize(text), { source: text }).consumeListOfRules(true);
	}
};
function parseRuleInBlockText(text, nested = true, inScope = false) {
	const parser = new CSSStyleDeclaration_D6HTs6vj_Parser(tokenize(`{ ${text} }`));
	if (inScope) parser.scopeContextDepth = 1;
	const block = parser.consumeBlock(parser.consumeToken());
	const contents = parser.consumeBlockContents(new ArrayComponentValueStream(block.value), inScope ? true : nested, inScope ? false : nested, inScope);
	if (contents.length !== 1) throw new DOMException("Syntax error", "SyntaxError");
	return contents[0];
}
function parseRuleInScopeBlockText(text) {
	return parseRuleInBlockText(text, true, true);
}
function isValidVarArg(func) {
	if ((func.name || ("value" in func && typeof func.value === "string" ? func.value : "")).toLowerCase() !== "var" || !Array.isArray(func.value)) return true;
	const args = func.value;
	const commaIndex = args.findIndex((t) => t.type === "comma");
	const nameTokens = (commaIndex !== -1 ? args.slice(0, commaIndex) : args).filter((t) => t.type !== "whitespace" && t.type !== "comment");
	if (nameTokens.length === 0) return false;
	if (nameTokens.length === 1 && nameTokens[0].type === "simple-block" && nameTokens[0].associatedToken?.type === "{") return nameTokens[0].value.some((t) => t.type !== "whitespace" && t.type !== "comment");
	return !nameTokens.some((t) => t.type === "simple-block" && t.associatedToken?.type === "{");
}
function validateDeclarationValue(values, isTopLevel = true, isCustomProperty = false) {
	for (const v of values) {
		if (v.type === "bad-string" || v.type === "bad-url" || v.type === ")" || v.type === "]" || v.type === "}") return false;
		if (isTopLevel && (v.type === "semicolon" || v.type === "delim" && v.value === "!")) return false;
		if (v.type === "simple-block") {
			if (!validateDeclarationValue(v.value, false, isCustomProperty)) return false;
		} else if (v.type === "function") {
			const func = v;
			if (!isCustomProperty && !isValidVarArg(func)) return false;
			if (Array.isArray(func.value) && !validateDeclarationValue(func.value, false, isCustomProperty)) return false;
		}
	}
	return true;
}
/**
* Parses a single rule from a string.
* 
* @note We recommend a more ergonomic entry point like `CSS.parseRule` 
* or `CSS.parseRuleSync` for standard usage.
*/
function parseRule(text) {
	return CSSStyleDeclaration_D6HTs6vj_Parser.parseRuleText(text);
}
/**
* Parses a stylesheet from a string.
* 
* @note We recommend a more ergonomic entry point like `CSS.parseStylesheet` 
* or `CSS.parseStylesheetSync` for standard usage.
*/
function parseStyleSheet(text) {
	return CSSStyleDeclaration_D6HTs6vj_Parser.parseStyleSheetText(text);
}
function parseRuleInBlock(text, nested = true) {
	return parseRuleInBlockText(text, nested);
}
function parseRuleInScopeBlock(text) {
	return parseRuleInScopeBlockText(text);
}
function assembleUnicodeRanges(values) {
	const result = [];
	let i = 0;
	while (i < values.length && (values[i].type === "whitespace" || values[i].type === "comment")) i++;
	if (i >= values.length) return null;
	while (i < values.length) {
		const v = values[i];
		if (v.type === "unicode-range") {
			const tok = v;
			const start = tok.unicodeRangeStart ?? parseInt(tok.value.slice(2).split("-")[0], 16);
			const end = tok.unicodeRangeEnd ?? (tok.value.includes("-") ? parseInt(tok.value.split("-")[1], 16) : start);
			if (start > 1114111 || end > 1114111 || start > end) return null;
			result.push(v);
			i++;
		} else if (v.type === "ident" && (v.value.toLowerCase() === "u" || v.value.toLowerCase().startsWith("u+"))) {
			let text = "";
			if (v.value.toLowerCase() === "u") {
				i++;
				while (i < values.length && values[i].type === "comment") i++;
				let hasPlus = false;
				if (i < values.length && values[i].type === "delim" && values[i].value === "+") {
					hasPlus = true;
					i++;
					while (i < values.length && values[i].type === "comment") i++;
				} else if (i < values.length && (values[i].type === "number" || values[i].type === "dimension") && values[i].sign === "+") hasPlus = true;
				if (hasPlus) {
					let hexPart = "";
					while (i < values.length) {
						const t = values[i];
						if (t.type === "dimension") {
							const signStr = t.sign === "-" ? "-" : "";
							hexPart += signStr + Math.abs(t.value).toString(16) + (t.unit || "");
							i++;
						} else if (t.type === "number") {
							const signStr = t.sign === "-" ? "-" : "";
							hexPart += signStr + Math.abs(t.value).toString(16);
							i++;
						} else if (t.type === "ident" || t.type === "delim" && ["?", "-"].includes(String(t.value))) {
							hexPart += String(t.value);
							i++;
						} else if (t.type === "comment") i++;
						else break;
					}
					text = `u+${hexPart}`;
				} else return null;
			} else {
				text = v.value;
				i++;
				while (i < values.length && values[i].type === "delim" && values[i].value === "?") {
					text += "?";
					i++;
				}
			}
			const match1 = /^u\+([0-9a-f]{1,6})(-([0-9a-f]{1,6}))?$/i.exec(text);
			if (match1) {
				const startHex = match1[1];
				const endHex = match1[3];
				const startNum = parseInt(startHex, 16);
				if (startNum > 1114111) return null;
				if (endHex !== void 0) {
					const endNum = parseInt(endHex, 16);
					if (endNum > 1114111 || endNum < startNum) return null;
					result.push({
						type: "unicode-range",
						value: `U+${startNum.toString(16).toUpperCase()}-${endNum.toString(16).toUpperCase()}`
					});
				} else result.push({
					type: "unicode-range",
					value: `U+${startNum.toString(16).toUpperCase()}`
				});
			} else {
				const match2 = /^u\+([0-9a-f]{0,5})(\?{1,6})$/i.exec(text);
				if (match2 && match2[1].length + match2[2].length <= 6) {
					const prefix = match2[1];
					const q = match2[2];
					const startHex = prefix + "0".repeat(q.length);
					const endHex = prefix + "F".repeat(q.length);
					const startNum = parseInt(startHex, 16);
					const endNum = parseInt(endHex, 16);
					if (startNum > 1114111 || endNum > 1114111) return null;
					result.push({
						type: "unicode-range",
						value: `U+${startNum.toString(16).toUpperCase()}-${endNum.toString(16).toUpperCase()}`
					});
				} else return null;
			}
		} else return null;
		while (i < values.length && (values[i].type === "whitespace" || values[i].type === "comment")) i++;
		if (i >= values.length || values[i].type === "EOF") break;
		if (values[i].type === "comma" || values[i].type === "delim" && values[i].value === ",") {
			result.push({
				type: "comma",
				value: ","
			});
			i++;
			while (i < values.length && (values[i].type === "whitespace" || values[i].type === "comment")) i++;
			if (i >= values.length) return null;
		} else return null;
	}
	return result;
}
function isValidUnicodeRangeValue(values) {
	return assembleUnicodeRanges(values) !== null;
}
function parseStyleAttribute(tokens) {
	return new CSSStyleDeclaration_D6HTs6vj_Parser(tokens).parseStyleAttribute();
}
function consumeRule(tokens) {
	return new CSSStyleDeclaration_D6HTs6vj_Parser(tokens).consumeRule();
}
function consumeListOfRules(tokens, topLevel, options) {
	return new CSSStyleDeclaration_D6HTs6vj_Parser(tokens, options).consumeListOfRules(topLevel);
}
function parseComponentValues(tokens, errors) {
	const p = new CSSStyleDeclaration_D6HTs6vj_Parser(tokens);
	const res = p.parseComponentValues();
	if (errors) errors.push(...p.errors);
	return res;
}
CSSStyleDeclaration_D6HTs6vj_Parser.parseSelector;
const parseSelectorAST = CSSStyleDeclaration_D6HTs6vj_Parser.parseSelectorAST;
function validateCustomPropertyValue(values) {
	return validateDeclarationValue(values, true, true);
}
/**
* Parses a CSS stylesheet string into a standard `CSSStyleSheet` instance,
* populating 1-based `rule.location` offsets on all parsed rules.
*/
function CSSStyleDeclaration_D6HTs6vj_parse(css, options) {
	return new CSSStyleDeclaration_D6HTs6vj_Parser(tokenize(css), {
		source: css,
		...options
	}).parseStyleSheet();
}
CSSGroupingRule._parser = {
	parseRule,
	parseRuleInBlock,
	parseRuleInScopeBlock
};
// src/CSSStyleDeclaration.ts
/**
* @license
* Copyright 2026 Google LLC
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*     https://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
const CSS_WIDE_KEYWORDS = /* @__PURE__ */ new Set("inherit,initial,unset,revert,revert-layer".split(","));
const LOGICAL_SHORTHANDS = /* @__PURE__ */ new Set("margin,padding,inset,scroll-margin,scroll-padding,border-width,border-style,border-color".split(","));
const proxyToTarget = /* @__PURE__ */ new WeakMap();
/** @internal */
function unwrapStyle(style) {
	return proxyToTarget.get(style) ?? style;
}
function createStyleProxy(target) {
	const proxy = new Proxy(target, {
		get(t, prop) {
			if (typeof prop === "string") {
				if (!isNaN(Number(prop))) {
					const index = Number(prop);
					const decl = t._declarations[index];
					return decl ? decl.name : void 0;
				}
				if (prop in t && (typeof t[prop] !== "undefined" || prop.startsWith("_"))) return t[prop];
				if (prop.startsWith("--")) return t._allowCustomProperties ? t.getPropertyValue(prop) : void 0;
				const cssProp = prop === "cssFloat" ? "float" : camelToDashed(prop);
				if (t._isPropertySupported(cssProp)) return t.getPropertyValue(cssProp);
			}
			return t[prop];
		},
		set(t, prop, value) {
			if (typeof prop === "string") {
				if (!isNaN(Number(prop))) return false;
				if (prop in t && (typeof t[prop] !== "undefined" || prop.startsWith("_"))) {
					t[prop] = value;
					return true;
				}
				if (prop.startsWith("--")) {
					if (t._allowCustomProperties) t.setProperty(prop, value);
					return true;
				}
				let cssProp = prop;
				if (prop === "cssFloat") cssProp = "float";
				else cssProp = camelToDashed(prop);
				if (t._isPropertySupported(cssProp)) {
					t.setProperty(cssProp, value);
					return true;
				}
			}
			t[prop] = value;
			return true;
		},
		has(t, prop) {
			if (typeof prop === "string") {
				if (!isNaN(Number(prop))) {
					const index = Number(prop);
					return index >= 0 && index < t._declarations.length;
				}
				if (prop in t) return true;
				if (prop.startsWith("--")) return true;
				const dashed = camelToDashed(prop);
				if (t._isPropertySupported(dashed)) return true;
				if (prop in SHORTHANDS) return true;
				if (prop in LONGHAND_TO_SHORTHAND) return true;
			}
			return Reflect.has(t, prop);
		},
		ownKeys(t) {
			return Array.from({ length: t.length }, (_, i) => String(i));
		},
		getOwnPropertyDescriptor(t, prop) {
			const i = typeof prop === "string" ? Number(prop) : NaN;
			if (Number.isInteger(i) && i >= 0 && i < t.length && String(i) === prop) return {
				value: t.item(i),
				writable: false,
				enumerable: true,
				configurable: true
			};
			const desc = Reflect.getOwnPropertyDescriptor(t, prop);
			return desc ? {
				...desc,
				enumerable: false
			} : void 0;
		}
	});
	proxyToTarget.set(proxy, target);
	return proxy;
}
var CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration = class extends CSSStyleProperties {
	/** @internal */ _declarations;
	/** @internal */ _rawDeclarations;
	/** @internal */ _declMap;
	/** @internal */ _readonly = false;
	/** @internal */ _parentRule = null;
	/** @internal */ _onChange = null;
	get parentRule() {
		return this._parentRule;
	}
	get onChange() {
		return this._onChange;
	}
	set onChange(fn) {
		this._onChange = fn ?? null;
	}
	/** @internal */
	get _filterDeclarationsInConstructor() {
		return false;
	}
	/** @internal */
	get _allowCustomProperties() {
		return true;
	}
	/** @internal */
	get _allowImportant() {
		return true;
	}
	/** @internal */
	get _useDirectDeclMap() {
		return true;
	}
	constructor(parentRuleOrDeclarations, onChangeOrReadonly) {
		super();
		this._declarations = [];
		this._rawDeclarations = [];
		this._declMap = /* @__PURE__ */ new Map();
		let declarations = [];
		if (Array.isArray(parentRuleOrDeclarations)) {
			declarations = parentRuleOrDeclarations;
			this._readonly = typeof onChangeOrReadonly === "boolean" ? onChangeOrReadonly : false;
			if (typeof onChangeOrReadonly === "function") this._onChange = onChangeOrReadonly;
		} else {
			this._parentRule = parentRuleOrDeclarations ?? null;
			this._readonly = typeof onChangeOrReadonly === "boolean" ? onChangeOrReadonly : false;
			if (typeof onChangeOrReadonly === "function") this._onChange = onChangeOrReadonly;
		}
		for (const d of declarations) this._ingestDeclaration(d, this._filterDeclarationsInConstructor, true);
		return createStyleProxy(this);
	}
	_ingestDeclaration(decl, filterSupported, isTopLevel) {
		if (decl.name === "--") return;
		if (decl.important && !this._allowImportant) return;
		const normalizedName = decl.name.startsWith("--") ? decl.name : decl.name.toLowerCase();
		if (normalizedName.startsWith("--") && !this._allowCustomProperties) return;
		if (filterSupported && !normalizedName.startsWith("--") && !this._isPropertySupported(normalizedName)) return;
		decl.name = normalizedName;
		if (isTopLevel) this._rawDeclarations.push(decl);
		const shorthand = SHORTHANDS[decl.name];
		if (shorthand) {
			const ser = serialize(decl.value);
			if (!(ser.includes("var(") || ser.includes("env("))) {
				const expanded = shorthand.expand(decl.value);
				if (expanded) {
					for (const [lh, val] of Object.entries(expanded)) this._ingestDeclaration({
						type: "declaration",
						name: lh,
						value: val,
						important: decl.important,
						fromAll: decl.name === "all" || decl.fromAll
					}, filterSupported, false);
					return;
				}
			}
		}
		this._addDeclaration(decl);
	}
	_addDeclaration(d) {
		const shorthand = SHORTHANDS[d.name];
		if (shorthand) for (const lh of shorthand.longhands) {
			const existing = this._declMap.get(lh);
			if (existing && (!existing.important || d.important)) {
				const index = this._declarations.indexOf(existing);
				if (index !== -1) this._declarations.splice(index, 1);
				this._declMap.delete(lh);
			}
		}
		const existing = this._declMap.get(d.name);
		if (existing) {
			if (existing.important && !d.important) return;
			const index = this._declarations.indexOf(existing);
			if (index !== -1) this._declarations.splice(index, 1);
		}
		this._declarations.push(d);
		this._declMap.set(d.name, d);
	}
	get length() {
		return this._declarations.length;
	}
	item(index) {
		return this._declarations[index]?.name || "";
	}
	/** @internal */
	_getLonghandForContraction(lh) {
		const decl = unwrapStyle(this)._getWinningDeclaration(lh);
		if (decl && decl.value.length > 0) return {
			value: decl.value,
			important: decl.important
		};
		return null;
	}
	_serializeDirectShorthand(property, shorthand) {
		const directDecl = this._getWinningDeclaration(property);
		if (directDecl) {
			const directIdx = this._declarations.indexOf(directDecl);
			const allLonghands = getShorthandAllLonghands(shorthand);
			if (this._declarations.some((d, idx) => {
				if (!allLonghands.includes(d.name)) return false;
				if (d.important && !directDecl.important) return true;
				if (d.important === directDecl.important && idx > directIdx) return true;
				return false;
			})) return "";
			return serialize(directDecl.value).trim();
		}
		return "";
	}
	getPropertyValue(property) {
		const self = unwrapStyle(this);
		if (!property.startsWith("--")) property = property.toLowerCase();
		else if (!isValidDashedIdent(property)) return "";
		const map = self._useDirectDeclMap ? self._declMap : null;
		const shorthand = SHORTHANDS[property];
		if (shorthand) {
			if (map && !map.has("all")) {
				const hasSubLonghands = (lh) => map.has(lh) || lh in SHORTHANDS && SHORTHANDS[lh].longhands.every((sub) => map.has(sub));
				let canContract = shorthand.longhands.every(hasSubLonghands);
				if (!canContract && shorthand.logicalLonghands) canContract = shorthand.logicalLonghands.every((lh) => map.has(lh));
				if (!canContract) {
					if (!map.has(property)) return "";
					return self._serializeDirectShorthand(property, shorthand);
				}
			}
			const longhandValues = {};
			let anySet = false;
			let important = null;
			let consistentImportant = true;
			const allLonghandsToCheck = getShorthandAllLonghands(shorthand);
			for (const lh of allLonghandsToCheck) {
				const item = self._getLonghandForContraction(lh);
				if (item && item.value.length > 0) {
					anySet = true;
					longhandValues[lh] = item.value;
					const isImp = item.important;
					if (important === null) important = isImp;
					else if (important !== isImp) consistentImportant = false;
				}
			}
			if (anySet && consistentImportant) {
				const lhKeys = Object.keys(longhandValues);
				const hasLogicalKey = lhKeys.some((lh) => lh in LOGICAL_MAPPING);
				let wm = "horizontal-tb";
				let dir = "ltr";
				if (hasLogicalKey) {
					wm = self.getPropertyValue("writing-mode") || "horizontal-tb";
					dir = self.getPropertyValue("direction") || "ltr";
					const physicalToLogicalSet = /* @__PURE__ */ new Map();
					for (const lh of lhKeys) {
						const physicalProp = resolveLogicalProperty(lh, wm, dir);
						const decl = self._getWinningDeclaration(lh);
						if (physicalToLogicalSet.has(physicalProp)) {
							const other = physicalToLogicalSet.get(physicalProp);
							if (!(decl?.name === "all" || decl?.fromAll || other.decl?.name === "all" || other.decl?.fromAll)) {
								if (serialize(longhandValues[lh]).trim() !== serialize(longhandValues[other.lh]).trim()) return "";
							}
						}
						if (decl && decl.name !== "all" && !decl.fromAll) physicalToLogicalSet.set(physicalProp, {
							lh,
							decl
						});
						else if (!physicalToLogicalSet.has(physicalProp)) physicalToLogicalSet.set(physicalProp, {
							lh,
							decl
						});
					}
				}
				const valuesForContractor = {};
				let anyLogical = false;
				const allLonghands = shorthand.logicalLonghands ? [...shorthand.longhands, ...shorthand.logicalLonghands] : shorthand.longhands;
				for (const lh of allLonghands) {
					const val = longhandValues[lh];
					if (val) {
						valuesForContractor[lh] = val;
						if (hasLogicalKey && resolveLogicalProperty(lh, wm, dir) !== lh) anyLogical = true;
						if (shorthand.logicalLonghands?.includes(lh)) anyLogical = true;
					}
				}
				const hasAllLonghands = shorthand.longhands.every((lh) => valuesForContractor[lh]);
				const hasAllLogicals = shorthand.logicalLonghands?.every((lh) => valuesForContractor[lh]);
				if (hasAllLonghands) {
					const res = shorthand.contract(valuesForContractor);
					if (res) return res;
				}
				if (hasAllLogicals && anyLogical) {
					let res = shorthand.contract(valuesForContractor);
					if (res && !res.startsWith("logical") && LOGICAL_SHORTHANDS.has(property) && !CSS_WIDE_KEYWORDS.has(res.trim().toLowerCase())) res = "logical " + res;
					return res || "";
				}
			}
			return self._serializeDirectShorthand(property, shorthand);
		} else if (property in SHORTHANDS_DATA) {
			const shorthandLonghands = SHORTHANDS_DATA[property];
			if (shorthandLonghands && shorthandLonghands.length > 0) {
				let allCssWide = null;
				let allMatch = true;
				let firstPrio = null;
				let allSamePriority = true;
				for (const lh of shorthandLonghands) {
					if (map && !map.has("all") && !map.has(lh) && !(lh in SHORTHANDS) && !(lh in SHORTHANDS_DATA)) {
						allMatch = false;
						break;
					}
					const val = self.getPropertyValue(lh);
					if (!val) {
						allMatch = false;
						break;
					}
					const trimmed = val.trim().toLowerCase();
					if (CSS_WIDE_KEYWORDS.has(trimmed)) {
						const prio = self.getPropertyPriority(lh);
						if (firstPrio === null) firstPrio = prio;
						else if (firstPrio !== prio) allSamePriority = false;
						if (allCssWide === null) allCssWide = trimmed;
						else if (allCssWide !== trimmed) {
							allMatch = false;
							break;
						}
					} else {
						allMatch = false;
						break;
					}
				}
				if (allMatch && allCssWide && allSamePriority) return allCssWide;
			}
		}
		const winner = self._getWinningDeclaration(property);
		if (winner) {
			if (winner.name === "all") return serialize(winner.value);
			const isCustom = winner.name.startsWith("--");
			if (isCustom) {
				if (winner.raw !== void 0 && winner.raw.includes("/*")) return winner.raw.trim();
				const serialized = serialize(winner.value, isCustom).trim();
				if (serialized === "") return " ";
				return serialized;
			}
			if (winner.name === "font-family") return serializeFontFamily(winner.value);
			if (winner.name === "flex-basis" && serialize(winner.value).trim() === "0") return "0px";
			return serialize(winner.value, isCustom);
		}
		return "";
	}
	/** @internal */
	_getExactWinningDeclaration(property) {
		const self = unwrapStyle(this);
		if (!property.startsWith("--")) property = property.toLowerCase();
		const exact = self._declMap.get(property);
		const allDecl = !property.startsWith("--") && property !== "direction" && property !== "unicode-bidi" && property !== "all" ? self._declMap.get("all") : void 0;
		if (!allDecl) return exact ?? null;
		if (!exact) return allDecl;
		if (exact.important !== allDecl.important) return exact.important ? exact : allDecl;
		return self._declarations.indexOf(allDecl) > self._declarations.indexOf(exact) ? allDecl : exact;
	}
	/** @internal */
	_getWinningDeclaration(property) {
		const self = unwrapStyle(this);
		const exact = self._getExactWinningDeclaration(property);
		if (!exact) return null;
		const shorthands = LONGHAND_TO_SHORTHAND[property];
		if (shorthands && !exact.important) {
			let exactIdx = -1;
			for (const sh of shorthands) {
				const shDecl = self._declMap.get(sh);
				if (shDecl) {
					if (shDecl.important) return null;
					if (exactIdx === -1) exactIdx = self._declarations.indexOf(exact);
					if (self._declarations.indexOf(shDecl) > exactIdx) return null;
				}
			}
		}
		return exact;
	}
	getPropertyPriority(property) {
		const self = unwrapStyle(this);
		if (!property.startsWith("--")) property = property.toLowerCase();
		const shorthand = SHORTHANDS[property];
		if (shorthand) {
			if (self.getPropertyValue(property) === "") return "";
			const checkSet = (longhands) => {
				let importantCount = 0;
				const values = {};
				for (const lh of longhands) {
					const item = self._getLonghandForContraction(lh);
					if (item && item.value.length > 0) {
						values[lh] = item.value;
						if (item.important) importantCount++;
					}
				}
				return {
					importantCount,
					values
				};
			};
			for (const set of [
				shorthand.longhands,
				shorthand.logicalLonghands,
				shorthand.physicalLonghands
			]) if (set && set.length > 0) {
				const res = checkSet(set);
				if (res.importantCount === set.length && shorthand.contract(res.values)) return "important";
			}
			const directDecl = self._getWinningDeclaration(property);
			if (directDecl && directDecl.important) return "important";
			return "";
		}
		const winner = self._getWinningDeclaration(property);
		return winner && winner.important ? "important" : "";
	}
	setProperty(property, value, priority = "") {
		this._setPropertyInternal(property, value, priority, true, false);
	}
	/** @internal */
	_setPropertyInternal(property, value, priority = "", notify = true, fromAll = false) {
		if (this._readonly) throw new DOMException("Modification is disallowed", "NoModificationAllowedError");
		if (property === "--") return;
		if (property.startsWith("--") && !this._allowCustomProperties) return;
		if (!property.startsWith("--")) property = property.toLowerCase();
		if (!property.startsWith("--") && !this._isPropertySupported(property)) return;
		const normalizedPriority = (priority ?? "").trim().toLowerCase();
		if (normalizedPriority !== "" && normalizedPriority !== "important") return;
		const isImportant = normalizedPriority === "important";
		if (isImportant && !this._allowImportant) return;
		if (value === null || value === "") {
			this.removeProperty(property);
			return;
		}
		if (value === void 0 && !property.startsWith("--") && !CUSTOM_IDENT_PROPERTIES.has(property)) return;
		const valueStr = typeof value === "string" ? value : String(value);
		const tokens = tokenize(valueStr, property === "unicode-range");
		if (tokens.some((t) => t.type === "bad-string" || t.type === "bad-url")) return;
		const compVals = parseComponentValues(tokens);
		if (property.startsWith("--")) {
			if (!isValidDashedIdent(property) || !validateCustomPropertyValue(compVals)) return;
		} else {
			if (!validateDeclarationValue(compVals)) return;
			if (ParseHooks.validatePropertyValue && !ParseHooks.validatePropertyValue(property, valueStr, value)) return;
		}
		if (property === "all") {
			this._declarations = this._declarations.filter((d) => d.name !== "all");
			this._declMap.delete("all");
		}
		const shorthand = SHORTHANDS[property];
		if (shorthand) {
			const hasVar = valueStr.includes("var(") || valueStr.includes("env(");
			if (!hasVar) {
				const expanded = shorthand.expand(compVals);
				if (expanded) {
					if (ParseHooks.validatePropertyValue) {
						for (const [lh, val] of Object.entries(expanded)) if (!ParseHooks.validatePropertyValue(lh, serialize(val), val)) return;
					}
					for (const [lh, val] of Object.entries(expanded)) this._setPropertyInternal(lh, serialize(val), normalizedPriority, false, property === "all" || fromAll);
					if (notify) {
						const allLh = getShorthandAllLonghands(shorthand);
						this._rawDeclarations = this._rawDeclarations.filter((d) => d.name !== property && !allLh.includes(d.name));
						this._rawDeclarations.push({
							type: "declaration",
							name: property,
							value: compVals,
							important: isImportant
						});
						this._onChange?.();
					}
					return;
				}
			}
			if (hasVar && validateDeclarationValue(compVals)) for (const lh of shorthand.longhands) this.removeProperty(lh);
			else if (!shorthand.stub) return;
		}
		const existing = this._declMap.get(property);
		if (property === "unicode-range") {
			const assembled = assembleUnicodeRanges(compVals);
			if (!assembled) return;
			compVals.splice(0, compVals.length, ...assembled);
		}
		if (existing) {
			existing.value = compVals;
			existing.important = isImportant;
			existing.fromAll = fromAll;
			if (property.startsWith("--")) existing.raw = valueStr ?? void 0;
			const idx = this._declarations.indexOf(existing);
			if (idx !== -1) {
				const info = LOGICAL_PROPERTY_INFO[property];
				if (this._declarations.slice(idx + 1).some((d) => {
					if (d.name === "all") return true;
					if (!info) return false;
					const otherInfo = LOGICAL_PROPERTY_INFO[d.name];
					return otherInfo && otherInfo.group === info.group && otherInfo.logic !== info.logic;
				})) {
					this._declarations.splice(idx, 1);
					this._declarations.push(existing);
				}
			}
		} else {
			const decl = {
				type: "declaration",
				name: property,
				value: compVals,
				important: isImportant,
				fromAll: fromAll || void 0,
				raw: property.startsWith("--") ? valueStr ?? void 0 : void 0
			};
			this._declarations.push(decl);
			this._declMap.set(property, decl);
		}
		if (notify) {
			this._rawDeclarations = this._rawDeclarations.filter((d) => d.name !== property);
			this._rawDeclarations.push({
				type: "declaration",
				name: property,
				value: compVals,
				important: isImportant,
				raw: property.startsWith("--") ? valueStr ?? void 0 : void 0
			});
			this._onChange?.();
		}
	}
	removeProperty(property) {
		if (this._readonly) throw new DOMException("Modification is disallowed", "NoModificationAllowedError");
		if (!property.startsWith("--")) property = property.toLowerCase();
		if (property === "all") {
			const value = this.getPropertyValue("all");
			const isRetained = (name) => name === "direction" || name === "unicode-bidi" || name.startsWith("--");
			const prevLen = this._declarations.length;
			this._rawDeclarations = this._rawDeclarations.filter((d) => isRetained(d.name));
			this._declarations = this._declarations.filter((d) => {
				if (!isRetained(d.name)) {
					this._declMap.delete(d.name);
					return false;
				}
				return true;
			});
			if (this._declarations.length !== prevLen) this._onChange?.();
			return value;
		}
		const shorthand = SHORTHANDS[property];
		const propsToRemove = shorthand ? [
			property,
			...shorthand.longhands,
			...shorthand.logicalLonghands ?? []
		] : [property];
		const value = this.getPropertyValue(property);
		const removeSet = new Set(propsToRemove);
		this._rawDeclarations = this._rawDeclarations.filter((d) => !removeSet.has(d.name));
		let changed = false;
		for (const p of propsToRemove) {
			const decl = this._declMap.get(p);
			if (decl) {
				const idx = this._declarations.indexOf(decl);
				if (idx !== -1) this._declarations.splice(idx, 1);
				this._declMap.delete(p);
				changed = true;
			}
		}
		if (changed) this._onChange?.();
		return value;
	}
	get cssText() {
		if (this._declarations.length === 0) return "";
		return serializeDeclarations(this._declarations);
	}
	_applyCssText(value) {
		const tokens = tokenize(value);
		let newStyle;
		try {
			newStyle = parseStyleAttribute(tokens);
		} catch {
			return false;
		}
		if (!newStyle) return false;
		this._declarations.length = 0;
		this._rawDeclarations = newStyle._rawDeclarations.filter((d) => {
			if (d.important && !this._allowImportant) return false;
			if (d.name.startsWith("--")) return this._allowCustomProperties;
			return this._isPropertySupported(d.name.toLowerCase());
		});
		this._declMap.clear();
		for (const d of newStyle._declarations) this._ingestDeclaration(d, true, false);
		return true;
	}
	set cssText(value) {
		if (this._readonly) throw new DOMException("Modification is disallowed", "NoModificationAllowedError");
		if (this._applyCssText(value)) this._onChange?.(true);
	}
	/** @internal */
	_isPropertySupported(property) {
		return SUPPORTED_PROPERTIES.has(property);
	}
	*[Symbol.iterator]() {
		for (let i = 0; i < this.length; i++) yield this.item(i);
	}
};
applyWebIDLInterface(CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration);
var CSSKeyframeStyleDeclaration = class extends CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration {
	/** @internal */
	get _filterDeclarationsInConstructor() {
		return true;
	}
	/** @internal */
	_isPropertySupported(property) {
		return property !== "animation-name" && super._isPropertySupported(property);
	}
};
var CSSFontFaceDescriptors = class extends CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration {
	/** @internal */
	_isPropertySupported(property) {
		return super._isPropertySupported(property) || FONT_FACE_DESCRIPTORS.has(property);
	}
};
const PAGE_DESCRIPTORS_INTERNAL = Symbol("CSSPageDescriptors.internal");
var CSSPageDescriptors = class extends CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration {
	/** @internal */
	get _filterDeclarationsInConstructor() {
		return true;
	}
	constructor(declarations, internalToken) {
		if (internalToken !== PAGE_DESCRIPTORS_INTERNAL) throw new TypeError("Illegal constructor");
		super(declarations);
	}
	/** @internal */
	_isPropertySupported(property) {
		return PAGE_ALLOWED_PROPERTIES.has(property);
	}
};
function defineDescriptorProperties(proto, dashedProps, skip) {
	for (const cssProp of dashedProps) {
		if (cssProp === skip) continue;
		const desc = {
			get() {
				return this.getPropertyValue(cssProp);
			},
			set(val) {
				this.setProperty(cssProp, val === null || val === void 0 ? "" : String(val));
			},
			enumerable: true,
			configurable: true
		};
		Object.defineProperty(proto, cssProp, desc);
		if (cssProp.includes("-")) Object.defineProperty(proto, cssProp.replace(/-([a-z])/g, (_, c) => c.toUpperCase()), desc);
	}
}
defineDescriptorProperties(CSSPageDescriptors.prototype, PAGE_DESCRIPTOR_PROPERTIES);
var CSSPositionTryDescriptors = class extends CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration {
	/** @internal */
	get _filterDeclarationsInConstructor() {
		return true;
	}
	/** @internal */
	get _allowCustomProperties() {
		return false;
	}
	/** @internal */
	get _allowImportant() {
		return false;
	}
	constructor(declarations, internalToken) {
		if (internalToken !== PAGE_DESCRIPTORS_INTERNAL) throw new TypeError("Illegal constructor");
		super(declarations);
	}
	/** @internal */
	_isPropertySupported(property) {
		return POSITION_TRY_ALLOWED_PROPERTIES.has(property);
	}
};
defineDescriptorProperties(CSSPositionTryDescriptors.prototype, POSITION_TRY_ALLOWED_PROPERTIES, "inset-area");
var CSSMarginDescriptors = class extends CSSStyleDeclaration_D6HTs6vj_CSSStyleDeclaration {};
applyWebIDLInterface(CSSFontFaceDescriptors);
applyWebIDLInterface(CSSPageDescriptors);
applyWebIDLInterface(CSSPositionTryDescriptors);
applyWebIDLInterface(CSSMarginDescriptors);


;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/style-element.js







const style_element_tagName = 'style';

/**
 * @implements globalThis.HTMLStyleElement
 */
class HTMLStyleElement extends TextElement {
  constructor(ownerDocument, localName = style_element_tagName) {
    super(ownerDocument, localName);
    this[SHEET] = null;
  }

  get sheet() {
    const sheet = this[SHEET];
    if (sheet !== null) {
      return sheet;
    }
    return this[SHEET] = CSSStyleDeclaration_D6HTs6vj_parse(this.textContent);
  }

  get innerHTML() {
    return super.innerHTML || '';
  }
  set innerHTML(value) {
    super.textContent = value;
    this[SHEET] = null;
  }
  get innerText() {
    return super.innerText || '';
  }
  set innerText(value) {
    super.textContent = value;
    this[SHEET] = null;
  }
  get textContent() {
    return super.textContent || '';
  }
  set textContent(value) {
    super.textContent = value;
    this[SHEET] = null;
  }
}

registerHTMLClass(style_element_tagName, HTMLStyleElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/time-element.js





/**
 * @implements globalThis.HTMLTimeElement
 */
class HTMLTimeElement extends HTMLElement {
  constructor(ownerDocument, localName = 'time') {
    super(ownerDocument, localName);
  }

  /**
   * @type {string}
   */
  get dateTime() { return stringAttribute.get(this, 'datetime'); }
  set dateTime(value) { stringAttribute.set(this, 'datetime', value); }
}

registerHTMLClass('time', HTMLTimeElement)



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/field-set-element.js


/**
 * @implements globalThis.HTMLFieldSetElement
 */
class HTMLFieldSetElement extends HTMLElement {
  constructor(ownerDocument, localName = 'fieldset') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/embed-element.js


/**
 * @implements globalThis.HTMLEmbedElement
 */
class HTMLEmbedElement extends HTMLElement {
  constructor(ownerDocument, localName = 'embed') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/hr-element.js


/**
 * @implements globalThis.HTMLHRElement
 */
class HTMLHRElement extends HTMLElement {
  constructor(ownerDocument, localName = 'hr') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/progress-element.js


/**
 * @implements globalThis.HTMLProgressElement
 */
class HTMLProgressElement extends HTMLElement {
  constructor(ownerDocument, localName = 'progress') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/paragraph-element.js


/**
 * @implements globalThis.HTMLParagraphElement
 */
class HTMLParagraphElement extends HTMLElement {
  constructor(ownerDocument, localName = 'p') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/table-element.js


/**
 * @implements globalThis.HTMLTableElement
 */
class HTMLTableElement extends HTMLElement {
  constructor(ownerDocument, localName = 'table') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/frame-set-element.js


/**
 * @implements globalThis.HTMLFrameSetElement
 */
class HTMLFrameSetElement extends HTMLElement {
  constructor(ownerDocument, localName = 'frameset') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/li-element.js


/**
 * @implements globalThis.HTMLLIElement
 */
class HTMLLIElement extends HTMLElement {
  constructor(ownerDocument, localName = 'li') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/base-element.js


/**
 * @implements globalThis.HTMLBaseElement
 */
class HTMLBaseElement extends HTMLElement {
  constructor(ownerDocument, localName = 'base') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/data-list-element.js


/**
 * @implements globalThis.HTMLDataListElement
 */
class HTMLDataListElement extends HTMLElement {
  constructor(ownerDocument, localName = 'datalist') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/input-element.js





const input_element_tagName = 'input';

/**
 * @implements globalThis.HTMLInputElement
 */
class HTMLInputElement extends HTMLElement {
  constructor(ownerDocument, localName = input_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get autofocus() { return booleanAttribute.get(this, 'autofocus') || -1; }
  set autofocus(value) { booleanAttribute.set(this, 'autofocus', value); }

  get disabled() { return booleanAttribute.get(this, 'disabled'); }
  set disabled(value) { booleanAttribute.set(this, 'disabled', value); }

  get name() { return this.getAttribute('name'); }
  set name(value) { this.setAttribute('name', value); }

  get placeholder() { return this.getAttribute('placeholder'); }
  set placeholder(value) { this.setAttribute('placeholder', value); }

  get type() { return this.getAttribute('type'); }
  set type(value) { this.setAttribute('type', value); }

  get value() { return stringAttribute.get(this, 'value'); }
  set value(value) { stringAttribute.set(this, 'value', value); }
  /* c8 ignore stop */
}

registerHTMLClass(input_element_tagName, HTMLInputElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/param-element.js


/**
 * @implements globalThis.HTMLParamElement
 */
class HTMLParamElement extends HTMLElement {
  constructor(ownerDocument, localName = 'param') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/media-element.js


/**
 * @implements globalThis.HTMLMediaElement
 */
class HTMLMediaElement extends HTMLElement {
  constructor(ownerDocument, localName = 'media') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/audio-element.js


/**
 * @implements globalThis.HTMLAudioElement
 */
class HTMLAudioElement extends HTMLElement {
  constructor(ownerDocument, localName = 'audio') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/heading-element.js




const heading_element_tagName = 'h1';

/**
 * @implements globalThis.HTMLHeadingElement
 */
class HTMLHeadingElement extends HTMLElement {
  constructor(ownerDocument, localName = heading_element_tagName) {
    super(ownerDocument, localName);
  }
}

registerHTMLClass([heading_element_tagName, 'h2', 'h3', 'h4', 'h5', 'h6'], HTMLHeadingElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/directory-element.js


/**
 * @implements globalThis.HTMLDirectoryElement
 */
class HTMLDirectoryElement extends HTMLElement {
  constructor(ownerDocument, localName = 'dir') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/quote-element.js


/**
 * @implements globalThis.HTMLQuoteElement
 */
class HTMLQuoteElement extends HTMLElement {
  constructor(ownerDocument, localName = 'quote') {
    super(ownerDocument, localName);
  }
}

// EXTERNAL MODULE: ./node_modules/linkedom/commonjs/canvas.cjs
var canvas = __webpack_require__(46813);
;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/canvas-element.js









const {createCanvas} = canvas;

const canvas_element_tagName = 'canvas';

/**
 * @implements globalThis.HTMLCanvasElement
 */
class HTMLCanvasElement extends HTMLElement {
  constructor(ownerDocument, localName = canvas_element_tagName) {
    super(ownerDocument, localName);
    this[IMAGE] = createCanvas(300, 150);
  }

  get width() {
    return this[IMAGE].width;
  }

  set width(value) {
    numericAttribute.set(this, 'width', value);
    this[IMAGE].width = value;
  }

  get height() {
    return this[IMAGE].height;
  }

  set height(value) {
    numericAttribute.set(this, 'height', value);
    this[IMAGE].height = value;
  }

  getContext(type) {
    return this[IMAGE].getContext(type);
  }

  toDataURL(...args) {
    return this[IMAGE].toDataURL(...args);
  }
}

registerHTMLClass(canvas_element_tagName, HTMLCanvasElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/legend-element.js


/**
 * @implements globalThis.HTMLLegendElement
 */
class HTMLLegendElement extends HTMLElement {
  constructor(ownerDocument, localName = 'legend') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/option-element.js




const option_element_tagName = 'option';

/**
 * @implements globalThis.HTMLOptionElement
 */
class HTMLOptionElement extends HTMLElement {
  constructor(ownerDocument, localName = option_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get value() { return stringAttribute.get(this, 'value'); }
  set value(value) { stringAttribute.set(this, 'value', value); }
  /* c8 ignore stop */

  get selected() { return booleanAttribute.get(this, 'selected'); }
  set selected(value) {
    const option = this.parentElement?.querySelector('option[selected]');
    if (option && option !== this)
      option.selected = false;
    booleanAttribute.set(this, 'selected', value);
  }
}

registerHTMLClass(option_element_tagName, HTMLOptionElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/span-element.js


/**
 * @implements globalThis.HTMLSpanElement
 */
class HTMLSpanElement extends HTMLElement {
  constructor(ownerDocument, localName = 'span') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/meter-element.js


/**
 * @implements globalThis.HTMLMeterElement
 */
class HTMLMeterElement extends HTMLElement {
  constructor(ownerDocument, localName = 'meter') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/video-element.js


/**
 * @implements globalThis.HTMLVideoElement
 */
class HTMLVideoElement extends HTMLElement {
  constructor(ownerDocument, localName = 'video') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/table-cell-element.js


/**
 * @implements globalThis.HTMLTableCellElement
 */
class HTMLTableCellElement extends HTMLElement {
  constructor(ownerDocument, localName = 'td') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/title-element.js




const title_element_tagName = 'title';

/**
 * @implements globalThis.HTMLTitleElement
 */
class HTMLTitleElement extends TextElement {
  constructor(ownerDocument, localName = title_element_tagName) {
    super(ownerDocument, localName);
  }
}

registerHTMLClass(title_element_tagName, HTMLTitleElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/output-element.js


/**
 * @implements globalThis.HTMLOutputElement
 */
class HTMLOutputElement extends HTMLElement {
  constructor(ownerDocument, localName = 'output') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/table-row-element.js


/**
 * @implements globalThis.HTMLTableRowElement
 */
class HTMLTableRowElement extends HTMLElement {
  constructor(ownerDocument, localName = 'tr') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/data-element.js


/**
 * @implements globalThis.HTMLDataElement
 */
class HTMLDataElement extends HTMLElement {
  constructor(ownerDocument, localName = 'data') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/menu-element.js


/**
 * @implements globalThis.HTMLMenuElement
 */
class HTMLMenuElement extends HTMLElement {
  constructor(ownerDocument, localName = 'menu') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/select-element.js






const select_element_tagName = 'select';

/**
 * @implements globalThis.HTMLSelectElement
 */
class HTMLSelectElement extends HTMLElement {
  constructor(ownerDocument, localName = select_element_tagName) {
    super(ownerDocument, localName);
  }

  get options() {
    let children = new NodeList;
    let {firstElementChild} = this;
    while (firstElementChild) {
      if (firstElementChild.tagName === 'OPTGROUP')
        children.push(...firstElementChild.children);
      else
        children.push(firstElementChild);
      firstElementChild = firstElementChild.nextElementSibling;
    }
    return children;
  }

  /* c8 ignore start */
  get disabled() { return booleanAttribute.get(this, 'disabled'); }
  set disabled(value) { booleanAttribute.set(this, 'disabled', value); }

  get name() { return this.getAttribute('name'); }
  set name(value) { this.setAttribute('name', value); }
  /* c8 ignore stop */

  get value() { return this.querySelector('option[selected]')?.value; }
}

registerHTMLClass(select_element_tagName, HTMLSelectElement);




;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/br-element.js


/**
 * @implements globalThis.HTMLBRElement
 */
class HTMLBRElement extends HTMLElement {
  constructor(ownerDocument, localName = 'br') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/button-element.js





const button_element_tagName = 'button';

/**
 * @implements globalThis.HTMLButtonElement
 */
class HTMLButtonElement extends HTMLElement {
  constructor(ownerDocument, localName = button_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get disabled() { return booleanAttribute.get(this, 'disabled'); }
  set disabled(value) { booleanAttribute.set(this, 'disabled', value); }

  get name() { return this.getAttribute('name'); }
  set name(value) { this.setAttribute('name', value); }

  get type() { return this.getAttribute('type'); }
  set type(value) { this.setAttribute('type', value); }
  /* c8 ignore stop */
}

registerHTMLClass(button_element_tagName, HTMLButtonElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/map-element.js


/**
 * @implements globalThis.HTMLMapElement
 */
class HTMLMapElement extends HTMLElement {
  constructor(ownerDocument, localName = 'map') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/opt-group-element.js


/**
 * @implements globalThis.HTMLOptGroupElement
 */
class HTMLOptGroupElement extends HTMLElement {
  constructor(ownerDocument, localName = 'optgroup') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/d-list-element.js


/**
 * @implements globalThis.HTMLDListElement
 */
class HTMLDListElement extends HTMLElement {
  constructor(ownerDocument, localName = 'dl') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/text-area-element.js





const text_area_element_tagName = 'textarea';

/**
 * @implements globalThis.HTMLTextAreaElement
 */
class HTMLTextAreaElement extends TextElement {
  constructor(ownerDocument, localName = text_area_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get disabled() { return booleanAttribute.get(this, 'disabled'); }
  set disabled(value) { booleanAttribute.set(this, 'disabled', value); }

  get name() { return this.getAttribute('name'); }
  set name(value) { this.setAttribute('name', value); }

  get placeholder() { return this.getAttribute('placeholder'); }
  set placeholder(value) { this.setAttribute('placeholder', value); }

  get type() { return this.getAttribute('type'); }
  set type(value) { this.setAttribute('type', value); }

  get value() { return this.textContent; }
  set value(content) { this.textContent = content; }
  /* c8 ignore stop */
}

registerHTMLClass(text_area_element_tagName, HTMLTextAreaElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/font-element.js


/**
 * @implements globalThis.HTMLFontElement
 */
class HTMLFontElement extends HTMLElement {
  constructor(ownerDocument, localName = 'font') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/div-element.js


/**
 * @implements globalThis.HTMLDivElement
 */
class HTMLDivElement extends HTMLElement {
  constructor(ownerDocument, localName = 'div') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/link-element.js





const link_element_tagName = 'link';

/**
 * @implements globalThis.HTMLLinkElement
 */
class HTMLLinkElement extends HTMLElement {
  constructor(ownerDocument, localName = link_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */ // copy paste from img.src, already covered
  get disabled() { return booleanAttribute.get(this, 'disabled'); }
  set disabled(value) { booleanAttribute.set(this, 'disabled', value); }

  get href() { return stringAttribute.get(this, 'href').trim(); }
  set href(value) { stringAttribute.set(this, 'href', value); }

  get hreflang() { return stringAttribute.get(this, 'hreflang'); }
  set hreflang(value) { stringAttribute.set(this, 'hreflang', value); }

  get media() { return stringAttribute.get(this, 'media'); }
  set media(value) { stringAttribute.set(this, 'media', value); }

  get rel() { return stringAttribute.get(this, 'rel'); }
  set rel(value) { stringAttribute.set(this, 'rel', value); }

  get type() { return stringAttribute.get(this, 'type'); }
  set type(value) { stringAttribute.set(this, 'type', value); }
  /* c8 ignore stop */

}

registerHTMLClass(link_element_tagName, HTMLLinkElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/slot-element.js



const slot_element_tagName = 'slot';

/**
 * @implements globalThis.HTMLSlotElement
 */
class HTMLSlotElement extends HTMLElement {
  constructor(ownerDocument, localName = slot_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get name() { return this.getAttribute('name'); }
  set name(value) { this.setAttribute('name', value); }

  assign() {}

  assignedNodes(options) {
    const isNamedSlot = !!this.name;
    const hostChildNodes = this.getRootNode().host?.childNodes ?? [];
    let slottables;

    if (isNamedSlot) {
      slottables = [...hostChildNodes].filter(node => node.slot === this.name);
    } else {
      slottables = [...hostChildNodes].filter(node => !node.slot);
    }

    if (options?.flatten) {
      const result = [];

      // Element and Text nodes are slottables. A slot can be a slottable.
      for (let slottable of slottables) {
        if (slottable.localName === 'slot') {
          result.push(...slottable.assignedNodes({ flatten: true }));
        } else {
          result.push(slottable);
        }
      }

      slottables = result;
    }

    // If no assigned nodes are found, it returns the slot's fallback content.
    return slottables.length ? slottables : [...this.childNodes];
  }

  assignedElements(options) {
    const slottables = this.assignedNodes(options).filter(n => n.nodeType === 1);

    // If no assigned elements are found, it returns the slot's fallback content.
    return slottables.length ? slottables : [...this.children];
  }
  /* c8 ignore stop */
}

registerHTMLClass(slot_element_tagName, HTMLSlotElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/form-element.js


/**
 * @implements globalThis.HTMLFormElement
 */
class HTMLFormElement extends HTMLElement {
  constructor(ownerDocument, localName = 'form') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/image-element.js





const image_element_tagName = 'img';

/**
 * @implements globalThis.HTMLImageElement
 */
class HTMLImageElement extends HTMLElement {
  constructor(ownerDocument, localName = image_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get alt() { return stringAttribute.get(this, 'alt'); }
  set alt(value) { stringAttribute.set(this, 'alt', value); }

  get sizes() { return stringAttribute.get(this, 'sizes'); }
  set sizes(value) { stringAttribute.set(this, 'sizes', value); }

  get src() { return stringAttribute.get(this, 'src'); }
  set src(value) { stringAttribute.set(this, 'src', value); }

  get srcset() { return stringAttribute.get(this, 'srcset'); }
  set srcset(value) { stringAttribute.set(this, 'srcset', value); }

  get title() { return stringAttribute.get(this, 'title'); }
  set title(value) { stringAttribute.set(this, 'title', value); }

  get width() { return numericAttribute.get(this, 'width'); }
  set width(value) { numericAttribute.set(this, 'width', value); }

  get height() { return numericAttribute.get(this, 'height'); }
  set height(value) { numericAttribute.set(this, 'height', value); }
  /* c8 ignore stop */
}

registerHTMLClass(image_element_tagName, HTMLImageElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/pre-element.js


/**
 * @implements globalThis.HTMLPreElement
 */
class HTMLPreElement extends HTMLElement {
  constructor(ownerDocument, localName = 'pre') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/u-list-element.js


/**
 * @implements globalThis.HTMLUListElement
 */
class HTMLUListElement extends HTMLElement {
  constructor(ownerDocument, localName = 'ul') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/meta-element.js




const meta_element_tagName = 'meta'
/**
 * @implements globalThis.HTMLMetaElement
 */
class HTMLMetaElement extends HTMLElement {
  constructor(ownerDocument, localName =meta_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get name() { return stringAttribute.get(this, 'name'); }
  set name(value) { stringAttribute.set(this, 'name', value); }

  get httpEquiv() { return stringAttribute.get(this, 'http-equiv'); }
  set httpEquiv(value) { stringAttribute.set(this, 'http-equiv', value); }

  get content() { return stringAttribute.get(this, 'content'); }
  set content(value) { stringAttribute.set(this, 'content', value); }

  get charset() { return stringAttribute.get(this, 'charset'); }
  set charset(value) { stringAttribute.set(this, 'charset', value); }

  get media() { return stringAttribute.get(this, 'media'); }
  set media(value) { stringAttribute.set(this, 'media', value); }
  /* c8 ignore stop */

}

registerHTMLClass(meta_element_tagName, HTMLMetaElement);


;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/picture-element.js


/**
 * @implements globalThis.HTMLPictureElement
 */
class HTMLPictureElement extends HTMLElement {
  constructor(ownerDocument, localName = 'picture') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/area-element.js


/**
 * @implements globalThis.HTMLAreaElement
 */
class HTMLAreaElement extends HTMLElement {
  constructor(ownerDocument, localName = 'area') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/o-list-element.js


/**
 * @implements globalThis.HTMLOListElement
 */
class HTMLOListElement extends HTMLElement {
  constructor(ownerDocument, localName = 'ol') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/table-caption-element.js


/**
 * @implements globalThis.HTMLTableCaptionElement
 */
class HTMLTableCaptionElement extends HTMLElement {
  constructor(ownerDocument, localName = 'caption') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/anchor-element.js





const anchor_element_tagName = 'a';

/**
 * @implements globalThis.HTMLAnchorElement
 */
class HTMLAnchorElement extends HTMLElement {
  constructor(ownerDocument, localName = anchor_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */ // copy paste from img.src, already covered
  get href() { return encodeURI(decodeURI(stringAttribute.get(this, 'href'))).trim(); }
  set href(value) { stringAttribute.set(this, 'href', decodeURI(value)); }

  get download() { return encodeURI(decodeURI(stringAttribute.get(this, 'download'))); }
  set download(value) { stringAttribute.set(this, 'download', decodeURI(value)); }

  get target() { return stringAttribute.get(this, 'target'); }
  set target(value) { stringAttribute.set(this, 'target', value); }

  get type() { return stringAttribute.get(this, 'type'); }
  set type(value) { stringAttribute.set(this, 'type', value); }

  get rel() { return stringAttribute.get(this, 'rel'); }
  set rel(value) { stringAttribute.set(this, 'rel', value); }
  /* c8 ignore stop */

}

registerHTMLClass(anchor_element_tagName, HTMLAnchorElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/label-element.js


/**
 * @implements globalThis.HTMLLabelElement
 */
class HTMLLabelElement extends HTMLElement {
  constructor(ownerDocument, localName = 'label') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/unknown-element.js


/**
 * @implements globalThis.HTMLUnknownElement
 */
class HTMLUnknownElement extends HTMLElement {
  constructor(ownerDocument, localName = 'unknown') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/mod-element.js


/**
 * @implements globalThis.HTMLModElement
 */
class HTMLModElement extends HTMLElement {
  constructor(ownerDocument, localName = 'mod') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/details-element.js


/**
 * @implements globalThis.HTMLDetailsElement
 */
class HTMLDetailsElement extends HTMLElement {
  constructor(ownerDocument, localName = 'details') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/source-element.js





const source_element_tagName = 'source';

/**
 * @implements globalThis.HTMLSourceElement
 */
class HTMLSourceElement extends HTMLElement {
  constructor(ownerDocument, localName = source_element_tagName) {
    super(ownerDocument, localName);
  }

  /* c8 ignore start */
  get src() { return stringAttribute.get(this, 'src'); }
  set src(value) { stringAttribute.set(this, 'src', value); }

  get srcset() { return stringAttribute.get(this, 'srcset'); }
  set srcset(value) { stringAttribute.set(this, 'srcset', value); }

  get sizes() { return stringAttribute.get(this, 'sizes'); }
  set sizes(value) { stringAttribute.set(this, 'sizes', value); }

  get type() { return stringAttribute.get(this, 'type'); }
  set type(value) { stringAttribute.set(this, 'type', value); }
  /* c8 ignore stop */
}

registerHTMLClass(source_element_tagName, HTMLSourceElement);



;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/track-element.js


/**
 * @implements globalThis.HTMLTrackElement
 */
class HTMLTrackElement extends HTMLElement {
  constructor(ownerDocument, localName = 'track') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/marquee-element.js


/**
 * @implements globalThis.HTMLMarqueeElement
 */
class HTMLMarqueeElement extends HTMLElement {
  constructor(ownerDocument, localName = 'marquee') {
    super(ownerDocument, localName);
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/html-classes.js







































































const HTMLClasses = {
  HTMLElement: HTMLElement,
  HTMLTemplateElement: HTMLTemplateElement,
  HTMLHtmlElement: HTMLHtmlElement,
  HTMLScriptElement: HTMLScriptElement,
  HTMLFrameElement: HTMLFrameElement,
  HTMLIFrameElement: HTMLIFrameElement,
  HTMLObjectElement: HTMLObjectElement,
  HTMLHeadElement: HTMLHeadElement,
  HTMLBodyElement: HTMLBodyElement,
  HTMLStyleElement: HTMLStyleElement,
  HTMLTimeElement: HTMLTimeElement,
  HTMLFieldSetElement: HTMLFieldSetElement,
  HTMLEmbedElement: HTMLEmbedElement,
  HTMLHRElement: HTMLHRElement,
  HTMLProgressElement: HTMLProgressElement,
  HTMLParagraphElement: HTMLParagraphElement,
  HTMLTableElement: HTMLTableElement,
  HTMLFrameSetElement: HTMLFrameSetElement,
  HTMLLIElement: HTMLLIElement,
  HTMLBaseElement: HTMLBaseElement,
  HTMLDataListElement: HTMLDataListElement,
  HTMLInputElement: HTMLInputElement,
  HTMLParamElement: HTMLParamElement,
  HTMLMediaElement: HTMLMediaElement,
  HTMLAudioElement: HTMLAudioElement,
  HTMLHeadingElement: HTMLHeadingElement,
  HTMLDirectoryElement: HTMLDirectoryElement,
  HTMLQuoteElement: HTMLQuoteElement,
  HTMLCanvasElement: HTMLCanvasElement,
  HTMLLegendElement: HTMLLegendElement,
  HTMLOptionElement: HTMLOptionElement,
  HTMLSpanElement: HTMLSpanElement,
  HTMLMeterElement: HTMLMeterElement,
  HTMLVideoElement: HTMLVideoElement,
  HTMLTableCellElement: HTMLTableCellElement,
  HTMLTitleElement: HTMLTitleElement,
  HTMLOutputElement: HTMLOutputElement,
  HTMLTableRowElement: HTMLTableRowElement,
  HTMLDataElement: HTMLDataElement,
  HTMLMenuElement: HTMLMenuElement,
  HTMLSelectElement: HTMLSelectElement,
  HTMLBRElement: HTMLBRElement,
  HTMLButtonElement: HTMLButtonElement,
  HTMLMapElement: HTMLMapElement,
  HTMLOptGroupElement: HTMLOptGroupElement,
  HTMLDListElement: HTMLDListElement,
  HTMLTextAreaElement: HTMLTextAreaElement,
  HTMLFontElement: HTMLFontElement,
  HTMLDivElement: HTMLDivElement,
  HTMLLinkElement: HTMLLinkElement,
  HTMLSlotElement: HTMLSlotElement,
  HTMLFormElement: HTMLFormElement,
  HTMLImageElement: HTMLImageElement,
  HTMLPreElement: HTMLPreElement,
  HTMLUListElement: HTMLUListElement,
  HTMLMetaElement: HTMLMetaElement,
  HTMLPictureElement: HTMLPictureElement,
  HTMLAreaElement: HTMLAreaElement,
  HTMLOListElement: HTMLOListElement,
  HTMLTableCaptionElement: HTMLTableCaptionElement,
  HTMLAnchorElement: HTMLAnchorElement,
  HTMLLabelElement: HTMLLabelElement,
  HTMLUnknownElement: HTMLUnknownElement,
  HTMLModElement: HTMLModElement,
  HTMLDetailsElement: HTMLDetailsElement,
  HTMLSourceElement: HTMLSourceElement,
  HTMLTrackElement: HTMLTrackElement,
  HTMLMarqueeElement: HTMLMarqueeElement
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/mime.js
// TODO: ensure all these are text only
// /^(?:plaintext|script|style|textarea|title|xmp)$/i

const mime_voidElements = {test: () => true};
const Mime = {
  'text/html': {
    docType: '<!DOCTYPE html>',
    ignoreCase: true,
    voidElements: /^(?:area|base|br|col|embed|hr|img|input|keygen|link|menuitem|meta|param|source|track|wbr)$/i
  },
  'image/svg+xml': {
    docType: '<?xml version="1.0" encoding="utf-8"?>',
    ignoreCase: false,
    voidElements: mime_voidElements
  },
  'text/xml': {
    docType: '<?xml version="1.0" encoding="utf-8"?>',
    ignoreCase: false,
    voidElements: mime_voidElements
  },
  'application/xml': {
    docType: '<?xml version="1.0" encoding="utf-8"?>',
    ignoreCase: false,
    voidElements: mime_voidElements
  },
  'application/xhtml+xml': {
    docType: '<?xml version="1.0" encoding="utf-8"?>',
    ignoreCase: false,
    voidElements: mime_voidElements
  }
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/custom-event.js
// https://dom.spec.whatwg.org/#interface-customevent

/* c8 ignore start */

// One day Node might have CustomEvent too



/**
 * @implements globalThis.CustomEvent
 */
class CustomEvent extends GlobalEvent {
  constructor(type, eventInitDict = {}) {
    super(type, eventInitDict);
    this.detail = eventInitDict.detail;
  }
}

/* c8 ignore stop */

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/input-event.js
// https://dom.spec.whatwg.org/#interface-customevent

/* c8 ignore start */

// One day Node might have CustomEvent too



/**
 * @implements globalThis.InputEvent
 */
class InputEvent extends GlobalEvent {
  constructor(type, inputEventInit = {}) {
    super(type, inputEventInit);
    this.inputType = inputEventInit.inputType;
    this.data = inputEventInit.data;
    this.dataTransfer = inputEventInit.dataTransfer;
    this.isComposing = inputEventInit.isComposing || false;
    this.ranges = inputEventInit.ranges;
  }
}
/* c8 ignore stop */

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/image.js


const ImageClass = ownerDocument =>
/**
 * @implements globalThis.Image
 */
class Image extends HTMLImageElement {
  constructor(width, height) {
    super(ownerDocument);
    switch (arguments.length) {
      case 1:
        this.height = width;
        this.width = width;
        break;
      case 2:
        this.height = height;
        this.width = width;
        break;
    }
  }
};

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/range.js
// https://dom.spec.whatwg.org/#concept-live-range







const deleteContents = ({[START]: start, [END]: end}, fragment = null) => {
  setAdjacent(start[PREV], end[NEXT]);
  do {
    const after = getEnd(start);
    const next = after === end ? after : after[NEXT];
    if (fragment)
      fragment.insertBefore(start, fragment[END]);
    else
      start.remove();
    start = next;
  } while (start !== end);
};

/**
 * @implements globalThis.Range
 */
class Range {
  constructor() {
    this[START] = null;
    this[END] = null;
    this.commonAncestorContainer = null;
  }

  /* TODO: this is more complicated than it looks
  setStart(node, offset) {
    this[START] = node.childNodes[offset];
  }

  setEnd(node, offset) {
    this[END] = getEnd(node.childNodes[offset]);
  }
  //*/

  insertNode(newNode) {
    this[END].parentNode.insertBefore(newNode, this[START]);
  }

  selectNode(node) {
    this[START] = node;
    this[END] = getEnd(node);
  }

  // TODO: SVG elements should then create contextual fragments
  //       that return SVG nodes
  selectNodeContents(node) {
    this.selectNode(node);
    this.commonAncestorContainer = node;
  }

  surroundContents(parentNode) {
    parentNode.replaceChildren(this.extractContents());
  }

  setStartBefore(node) {
    this[START] = node;
  }

  setStartAfter(node) {
    this[START] = node.nextSibling;
  }

  setEndBefore(node) {
    this[END] = getEnd(node.previousSibling);
  }

  setEndAfter(node) {
    this[END] = getEnd(node);
  }

  cloneContents() {
    let {[START]: start, [END]: end} = this;
    const fragment = start.ownerDocument.createDocumentFragment();
    while (start !== end) {
      fragment.insertBefore(start.cloneNode(true), fragment[END]);
      start = getEnd(start);
      if (start !== end)
        start = start[NEXT];
    }
    return fragment;
  }

  deleteContents() {
    deleteContents(this);
  }

  extractContents() {
    const fragment = this[START].ownerDocument.createDocumentFragment();
    deleteContents(this, fragment);
    return fragment;
  }

  createContextualFragment(html) {
    const { commonAncestorContainer: doc } = this;
    const isSVG = 'ownerSVGElement' in doc;
    const document = isSVG ? doc.ownerDocument : doc;
    let content = htmlToFragment(document, html);
    if (isSVG) {
      const childNodes = [...content.childNodes];
      content = document.createDocumentFragment();
      Object.setPrototypeOf(content, SVGElement.prototype);
      content.ownerSVGElement = document;
      for (const child of childNodes) {
        Object.setPrototypeOf(child, SVGElement.prototype);
        child.ownerSVGElement = document;
        content.appendChild(child);
      }
    }
    else
      this.selectNode(content);
    return content;
  }

  cloneRange() {
    const range = new Range;
    range[START] = this[START];
    range[END] = this[END];
    return range;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/tree-walker.js




const isOK = ({nodeType}, mask) => {
  switch (nodeType) {
    case ELEMENT_NODE:
      return mask & SHOW_ELEMENT;
    case TEXT_NODE:
      return mask & SHOW_TEXT;
    case COMMENT_NODE:
      return mask & SHOW_COMMENT;
    case CDATA_SECTION_NODE:
      return mask & SHOW_CDATA_SECTION;
  }
  return 0;
};

/**
 * @implements globalThis.TreeWalker
 */
class TreeWalker {
  constructor(root, whatToShow = SHOW_ALL) {
    this.root = root;
    this.currentNode = root;
    this.whatToShow = whatToShow;
    let {[NEXT]: next, [END]: end} = root;
    if (root.nodeType === DOCUMENT_NODE) {
      const {documentElement} = root;
      next = documentElement;
      end = documentElement[END];
    }
    const nodes = [];
    while (next && next !== end) {
      if (isOK(next, whatToShow))
        nodes.push(next);
      next = next[NEXT];
    }
    this[PRIVATE] = {i: 0, nodes};
  }

  nextNode() {
    const $ = this[PRIVATE];
    this.currentNode = $.i < $.nodes.length ? $.nodes[$.i++] : null;
    return this.currentNode;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/document.js

































const query = (method, ownerDocument, selectors) => {
  let {[NEXT]: next, [END]: end} = ownerDocument;
  return method.call({ownerDocument, [NEXT]: next, [END]: end}, selectors);
};

const globalExports = object_assign(
  {},
  Facades,
  HTMLClasses,
  {
    CustomEvent: CustomEvent,
    Event: GlobalEvent,
    EventTarget: DOMEventTarget,
    InputEvent: InputEvent,
    NamedNodeMap: NamedNodeMap,
    NodeList: NodeList
  }
);

const document_window = new WeakMap;

/**
 * @implements globalThis.Document
 */
class document_Document extends NonElementParentNode {
  constructor(type) {
    super(null, '#document', DOCUMENT_NODE);
    this[CUSTOM_ELEMENTS] = {active: false, registry: null};
    this[MUTATION_OBSERVER] = {active: false, class: null};
    this[MIME] = Mime[type];
    /** @type {DocumentType} */
    this[DOCTYPE] = null;
    this[DOM_PARSER] = null;
    this[GLOBALS] = null;
    this[IMAGE] = null;
    this[UPGRADE] = null;
  }

  /**
   * @type {globalThis.Document['defaultView']}
   */
  get defaultView() {
    if (!document_window.has(this))
      document_window.set(this, new Proxy(globalThis, {
        set: (target, name, value) => {
          switch (name) {
            case 'addEventListener':
            case 'removeEventListener':
            case 'dispatchEvent':
              this[EVENT_TARGET][name] = value;
              break;
            default:
              target[name] = value;
              break;
          }
          return true;
        },
        get: (globalThis, name) => {
          switch (name) {
            case 'addEventListener':
            case 'removeEventListener':
            case 'dispatchEvent':
              if (!this[EVENT_TARGET]) {
                const et = this[EVENT_TARGET] = new DOMEventTarget;
                et.dispatchEvent = et.dispatchEvent.bind(et);
                et.addEventListener = et.addEventListener.bind(et);
                et.removeEventListener = et.removeEventListener.bind(et);
              }
              return this[EVENT_TARGET][name];
            case 'document':
              return this;
            /* c8 ignore start */
            case 'navigator':
              return {
                userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.150 Safari/537.36'
              };
            /* c8 ignore stop */
            case 'window':
              return document_window.get(this);
            case 'customElements':
              if (!this[CUSTOM_ELEMENTS].registry)
                this[CUSTOM_ELEMENTS] = new CustomElementRegistry(this);
              return this[CUSTOM_ELEMENTS];
            case 'performance':
              return globalThis.performance;
            case 'DOMParser':
              return this[DOM_PARSER];
            case 'Image':
              if (!this[IMAGE])
                this[IMAGE] = ImageClass(this);
              return this[IMAGE];
            case 'MutationObserver':
              if (!this[MUTATION_OBSERVER].class)
                this[MUTATION_OBSERVER] = new MutationObserverClass(this);
              return this[MUTATION_OBSERVER].class;
          }
          return (this[GLOBALS] && this[GLOBALS][name]) ||
                  globalExports[name] ||
                  globalThis[name];
        }
      }));
    return document_window.get(this);
  }

  get doctype() {
    const docType = this[DOCTYPE];
    if (docType)
      return docType;
    const {firstChild} = this;
    if (firstChild && firstChild.nodeType === DOCUMENT_TYPE_NODE)
      return (this[DOCTYPE] = firstChild);
    return null;
  }

  set doctype(value) {
    if (/^([a-z:]+)(\s+system|\s+public(\s+"([^"]+)")?)?(\s+"([^"]+)")?/i.test(value)) {
      const {$1: name, $4: publicId, $6: systemId} = RegExp;
      this[DOCTYPE] = new DocumentType(this, name, publicId, systemId);
      knownSiblings(this, this[DOCTYPE], this[NEXT]);
    }
  }

  get documentElement() {
    return this.firstElementChild;
  }

  get isConnected() { return true; }

  /**
   * @protected
   */
   _getParent() {
    return this[EVENT_TARGET];
  }

  createAttribute(name) { return new Attr(this, name); }
  createCDATASection(data) { return new CDATASection(this, data); }
  createComment(textContent) { return new comment_Comment(this, textContent); }
  createDocumentFragment() { return new DocumentFragment(this); }
  createDocumentType(name, publicId, systemId) { return new DocumentType(this, name, publicId, systemId); }
  createElement(localName) { return new element_Element(this, localName); }
  createRange() {
    const range = new Range;
    range.commonAncestorContainer = this;
    return range;
  }
  createTextNode(textContent) { return new text_Text(this, textContent); }
  createTreeWalker(root, whatToShow = -1) { return new TreeWalker(root, whatToShow); }
  createNodeIterator(root, whatToShow = -1) { return this.createTreeWalker(root, whatToShow); }

  createEvent(name) {
    const event = create(name === 'Event' ? new GlobalEvent('') : new CustomEvent(''));
    event.initEvent = event.initCustomEvent = (
      type,
      canBubble = false,
      cancelable = false,
      detail
    ) => {
      event.bubbles = !!canBubble;

      defineProperties(event, {
        type: {value: type},
        canBubble: {value: canBubble},
        cancelable: {value: cancelable},
        detail: {value: detail}
      });
    };
    return event;
  }

  cloneNode(deep = false) {
    const {
      constructor,
      [CUSTOM_ELEMENTS]: customElements,
      [DOCTYPE]: doctype
    } = this;
    const document = new constructor();
    document[CUSTOM_ELEMENTS] = customElements;
    if (deep) {
      const end = document[END];
      const {childNodes} = this;
      for (let {length} = childNodes, i = 0; i < length; i++)
        document.insertBefore(childNodes[i].cloneNode(true), end);
      if (doctype)
        document[DOCTYPE] = childNodes[0];
    }
    return document;
  }

  importNode(externalNode) {
    // important: keep the signature length as *one*
    // or it would behave like old IE or Edge with polyfills
    const deep = 1 < arguments.length && !!arguments[1];
    const node = externalNode.cloneNode(deep);
    const {[CUSTOM_ELEMENTS]: customElements} = this;
    const {active} = customElements;
    const upgrade = element => {
      const {ownerDocument, nodeType} = element;
      element.ownerDocument = this;
      if (active && ownerDocument !== this && nodeType === ELEMENT_NODE)
        customElements.upgrade(element);
    };
    upgrade(node);
    if (deep) {
      switch (node.nodeType) {
        case ELEMENT_NODE:
        case DOCUMENT_FRAGMENT_NODE: {
          let {[NEXT]: next, [END]: end} = node;
          while (next !== end) {
            if (next.nodeType === ELEMENT_NODE)
              upgrade(next);
            next = next[NEXT];
          }
          break;
        }
      }
    }
    return node;
  }

  toString() { return this.childNodes.join(''); }

  querySelector(selectors) {
    return query(super.querySelector, this, selectors);
  }

  querySelectorAll(selectors) {
    return query(super.querySelectorAll, this, selectors);
  }

  /* c8 ignore start */
  getElementsByTagNameNS(_, name) {
    return this.getElementsByTagName(name);
  }
  createAttributeNS(_, name) {
    return this.createAttribute(name);
  }
  createElementNS(nsp, localName, options) {
    return nsp === SVG_NAMESPACE ?
            new SVGElement(this, localName, null) :
            this.createElement(localName, options);
  }
  /* c8 ignore stop */
}

setPrototypeOf(
  globalExports.Document = function Document() {
    illegalConstructor();
  },
  document_Document
).prototype = document_Document.prototype;

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/html/document.js










const createHTMLElement = (ownerDocument, builtin, localName, options) => {
  if (!builtin && htmlClasses.has(localName)) {
    const Class = htmlClasses.get(localName);
    return new Class(ownerDocument, localName);
  }
  const {[CUSTOM_ELEMENTS]: {active, registry}} = ownerDocument;
  if (active) {
    const ce = builtin ? options.is : localName;
    if (registry.has(ce)) {
      const {Class} = registry.get(ce);
      const element = new Class(ownerDocument, localName);
      customElements.set(element, {connected: false});
      return element;
    }
  }
  return new HTMLElement(ownerDocument, localName);
};

/**
 * @implements globalThis.HTMLDocument
 */
class HTMLDocument extends document_Document {
  constructor() { super('text/html'); }

  get all() {
    const nodeList = new NodeList;
    let {[NEXT]: next, [END]: end} = this;
    while (next !== end) {
      switch (next.nodeType) {
        case ELEMENT_NODE:
          nodeList.push(next);
          break;
      }
      next = next[NEXT];
    }
    return nodeList;
  }

  /**
   * @type HTMLHeadElement
   */
  get head() {
    const {documentElement} = this;
    let {firstElementChild} = documentElement;
    if (!firstElementChild || firstElementChild.tagName !== 'HEAD') {
      firstElementChild = this.createElement('head');
      documentElement.prepend(firstElementChild);
    }
    return firstElementChild;
  }

  /**
   * @type HTMLBodyElement
   */
  get body() {
    const {head} = this;
    let {nextElementSibling} = head;
    if (!nextElementSibling || nextElementSibling.tagName !== 'BODY') {
      nextElementSibling = this.createElement('body');
      head.after(nextElementSibling);
    }
    return nextElementSibling;
  }

  /**
   * @type HTMLTitleElement
   */
  get title() {
    const {head} = this;
    return head.getElementsByTagName('title').at(0)?.textContent || '';
  }

  set title(textContent) {
    const {head} = this;
    let title = head.getElementsByTagName('title').at(0);
    if (title)
      title.textContent = textContent;
    else {
      head.insertBefore(
        this.createElement('title'),
        head.firstChild
      ).textContent = textContent;
    }
  }

  createElement(localName, options) {
    const builtin = !!(options && options.is);
    const element = createHTMLElement(this, builtin, localName, options);
    if (builtin)
      element.setAttribute('is', options.is);
    return element;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/svg/document.js



/**
 * @implements globalThis.Document
 */
class SVGDocument extends document_Document {
  constructor() { super('image/svg+xml'); }
  toString() {
    return this[MIME].docType + super.toString();
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/xml/document.js



/**
 * @implements globalThis.XMLDocument
 */
class XMLDocument extends document_Document {
  constructor() { super('text/xml'); }
  toString() {
    return this[MIME].docType + super.toString();
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/dom/parser.js







/**
 * @implements globalThis.DOMParser
 */
class DOMParser {

  /** @typedef {{ "text/html": HTMLDocument, "image/svg+xml": SVGDocument, "text/xml": XMLDocument }} MimeToDoc */
  /**
   * @template {keyof MimeToDoc} MIME
   * @param {string} markupLanguage
   * @param {MIME} mimeType
   * @returns {MimeToDoc[MIME]}
   */
  parseFromString(markupLanguage, mimeType, globals = null) {
    let isHTML = false, document;
    if (mimeType === 'text/html') {
      isHTML = true;
      document = new HTMLDocument;
    }
    else if (mimeType === 'image/svg+xml')
      document = new SVGDocument;
    else
      document = new XMLDocument;
    document[DOM_PARSER] = DOMParser;
    if (globals)
      document[GLOBALS] = globals;
    if (isHTML && markupLanguage === '...')
      markupLanguage = '<!doctype html><html><head></head><body></body></html>';
    return markupLanguage ?
            parseFromString(document, isHTML, markupLanguage) :
            document;
  }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/shared/parse-json.js

















const {parse: parse_json_parse} = JSON;

const parse_json_append = (parentNode, node, end) => {
  node.parentNode = parentNode;
  knownSiblings(end[PREV], node, end);
};

const parse_json_createHTMLElement = (ownerDocument, localName) => {
  if (htmlClasses.has(localName)) {
    const Class = htmlClasses.get(localName);
    return new Class(ownerDocument, localName);
  }
  return new HTMLElement(ownerDocument, localName);
};

/**
 * @typedef {number|string} jsdonValue - either a node type or its content
 */

/**
 * Given a stringified, or arrayfied DOM element, returns an HTMLDocument
 * that represent the content of such string, or array.
 * @param {string|jsdonValue[]} value
 * @returns {HTMLDocument}
 */
const parseJSON = value => {
  const array = typeof value === 'string' ? parse_json_parse(value) : value;
  const {length} = array;
  const document = new HTMLDocument;
  let parentNode = document, end = parentNode[END], svg = false, i = 0;
  while (i < length) {
    let nodeType = array[i++];
    switch (nodeType) {
      case ELEMENT_NODE: {
        const localName = array[i++];
        const isSVG = svg || localName === 'svg' || localName === 'SVG';
        const element = isSVG ?
                          new SVGElement(document, localName, parentNode.ownerSVGElement || null) :
                          parse_json_createHTMLElement(document, localName);
        knownBoundaries(end[PREV], element, end);
        element.parentNode = parentNode;
        parentNode = element;
        end = parentNode[END];
        svg = isSVG;
        break;
      }
      case ATTRIBUTE_NODE: {
        const name = array[i++];
        const value = typeof array[i] === 'string' ? array[i++] : '';
        const attr = new Attr(document, name, value);
        attr.ownerElement = parentNode;
        knownSiblings(end[PREV], attr, end);
        break;
      }
      case TEXT_NODE:
        parse_json_append(parentNode, new text_Text(document, array[i++]), end);
        break;
      case COMMENT_NODE:
        parse_json_append(parentNode, new comment_Comment(document, array[i++]), end);
        break;
      case CDATA_SECTION_NODE:
        parse_json_append(parentNode, new CDATASection(document, array[i++]), end);
        break;
      case DOCUMENT_TYPE_NODE: {
        const args = [document];
        while (typeof array[i] === 'string')
          args.push(array[i++]);
        if (args.length === 3 && /\.dtd$/i.test(args[2]))
          args.splice(2, 0, '');
        parse_json_append(parentNode, new DocumentType(...args), end);
        break;
      }
      case DOCUMENT_FRAGMENT_NODE:
        parentNode = document.createDocumentFragment();
        end = parentNode[END];
      /* eslint no-fallthrough:0 */
      case DOCUMENT_NODE:
        break;
      default:
        do {
          nodeType -= NODE_END;
          if (svg && !parentNode.ownerSVGElement)
            svg = false;
          parentNode = parentNode.parentNode || parentNode;
        } while (nodeType < 0);
        end = parentNode[END];
        break;
    }
  }
  switch (i && array[0]) {
    case ELEMENT_NODE:
      return document.firstElementChild;
    case DOCUMENT_FRAGMENT_NODE:
      return parentNode;
  }
  return document;
};

/**
 * 
 * @param {Document|Element} node the Document or Element to serialize
 * @returns {jsdonValue[]} the linear jsdon serialized array
 */
const toJSON = node => node.toJSON();

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/interface/node-filter.js


class NodeFilter {
  static get SHOW_ALL() { return SHOW_ALL; }
  static get SHOW_ELEMENT() { return SHOW_ELEMENT; }
  static get SHOW_COMMENT() { return SHOW_COMMENT; }
  static get SHOW_CDATA_SECTION() { return SHOW_CDATA_SECTION; }
  static get SHOW_TEXT() { return SHOW_TEXT; }
}

;// CONCATENATED MODULE: ./node_modules/linkedom/esm/index.js



















const parseHTML = (html, globals = null) => (new DOMParser).parseFromString(
  html, 'text/html', globals
).defaultView;

function esm_Document() {
  illegalConstructor();
}

setPrototypeOf(esm_Document, document_Document).prototype = document_Document.prototype;


/***/ })

};
