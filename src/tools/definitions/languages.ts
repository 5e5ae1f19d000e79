/**
 * Which grammar parses which file, and the tree-sitter query that finds its
 * definitions. Every node captured as @def is one definition; the tool shows
 * the first line of each. Queries stay small: names of functions, classes,
 * methods, types — what a model needs to find its way around a file.
 * C++ and Ruby are left out on purpose: their grammars would add 5.6 MB to dist/.
 */

export interface LanguageSpec {
  /** Grammar file name without the "tree-sitter-" prefix and ".wasm" suffix. */
  grammar: string;
  query: string;
}

const TS_COMMON = `
(function_declaration) @def
(generator_function_declaration) @def
(class_declaration) @def
(method_definition) @def
(lexical_declaration (variable_declarator value: (arrow_function))) @def
(lexical_declaration (variable_declarator value: (function_expression))) @def
(variable_declaration (variable_declarator value: (arrow_function))) @def
(variable_declaration (variable_declarator value: (function_expression))) @def
`;
// One pattern per value type: an alternation ([a b]) under a field matched every
// declarator in web-tree-sitter 0.27, so `const N = 30` showed up as a definition.

const TYPESCRIPT = `${TS_COMMON}
(abstract_class_declaration) @def
(abstract_method_signature) @def
(interface_declaration) @def
(type_alias_declaration) @def
(enum_declaration) @def
(internal_module) @def
(function_signature) @def
`;

const LANGUAGES: Record<string, LanguageSpec> = {
  typescript: { grammar: "typescript", query: TYPESCRIPT },
  tsx: { grammar: "tsx", query: TYPESCRIPT },
  javascript: { grammar: "javascript", query: TS_COMMON },
  python: {
    grammar: "python",
    query: `
(function_definition) @def
(class_definition) @def
`,
  },
  go: {
    grammar: "go",
    query: `
(function_declaration) @def
(method_declaration) @def
(type_declaration) @def
`,
  },
  rust: {
    grammar: "rust",
    query: `
(function_item) @def
(function_signature_item) @def
(struct_item) @def
(enum_item) @def
(trait_item) @def
(impl_item) @def
(mod_item) @def
(type_item) @def
(macro_definition) @def
`,
  },
  java: {
    grammar: "java",
    query: `
(class_declaration) @def
(interface_declaration) @def
(enum_declaration) @def
(record_declaration) @def
(method_declaration) @def
(constructor_declaration) @def
`,
  },
  c: {
    grammar: "c",
    query: `
(function_definition) @def
(struct_specifier body: (_)) @def
(enum_specifier body: (_)) @def
(type_definition) @def
`,
  },
};

const EXTENSIONS: Record<string, string> = {
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".jsx": "javascript",
  ".py": "python",
  ".pyi": "python",
  ".go": "go",
  ".rs": "rust",
  ".java": "java",
  ".c": "c",
  ".h": "c",
};

/** The language of a file name, or undefined when no grammar covers it. */
export function languageFor(fileName: string): LanguageSpec | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot === -1) return undefined;
  const id = EXTENSIONS[fileName.slice(dot).toLowerCase()];
  return id === undefined ? undefined : LANGUAGES[id];
}

/** Grammar files the tool needs at run time (the build copies these into dist). */
export function grammarFiles(): string[] {
  return [...new Set(Object.values(LANGUAGES).map((l) => `tree-sitter-${l.grammar}.wasm`))].sort();
}
