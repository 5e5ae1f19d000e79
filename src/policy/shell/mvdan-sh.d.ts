/**
 * The slice of mvdan-sh (mvdan/sh compiled to JavaScript with GopherJS) that the
 * policy uses. Nodes are opaque Go objects: they are read through the checked
 * accessors in ast.ts, never trusted for their shape.
 */
declare module "mvdan-sh" {
  interface ShParser {
    Parse(src: string, name: string): unknown;
  }
  interface ShSyntax {
    NewParser(...options: unknown[]): ShParser;
    NodeType(node: unknown): string;
    Walk(node: unknown, visit: (node: unknown) => boolean): void;
    Variant(lang: unknown): unknown;
    LangBash: unknown;
  }
  const sh: { syntax: ShSyntax };
  export default sh;
}
