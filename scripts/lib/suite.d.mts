// Types for the TypeScript that reads suite.mjs (its unit test).
export type SuitePorts = Record<
  | 'hub'
  | 'logging'
  | 'hosting'
  | 'functions'
  | 'firestore'
  | 'auth'
  | 'storage'
  | 'websocket'
  | 'eventarc'
  | 'tasks'
  | 'smtp',
  number
>;
export declare const MAX_OFFSET: number;
export declare function isOffset(value: number): boolean;
export declare function suitePorts(offset: number): SuitePorts;
export declare function listeningPorts(offset: number): number[];
export declare function webDirFor(offset: number): string;
export declare function endLeftoverFirestore(port: number, procDir?: string): number[];
