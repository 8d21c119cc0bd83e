// Types of the parts of rewrite-doc-refs.mjs its unit test uses.
export interface SpecMap {
  spec: Map<string, string>;
  decisions: Map<string, string>;
}
export function parseSpecMap(text: string): SpecMap;
export function makeRewriter(map: SpecMap): (text: string) => string;
export function main(argv: string[]): Promise<number>;
