export declare const SECOND_TRIES_DIR: string;
export declare function recordSecondTries(what: string, names: string[]): void;
export declare function secondTriesSummary(): string[];
