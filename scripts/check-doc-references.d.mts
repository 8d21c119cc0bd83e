// Types of the parts of check-doc-references.mjs its unit test uses.
export function githubSlug(heading: string): string;
export function markdownAnchors(text: string): Set<string>;
export function outsideReferences(text: string): { line: number; match: string; why: string }[];
export function checkFiles(root: string, files: string[]): { file: string; line: number; message: string }[];
export function main(argv: string[]): number;
