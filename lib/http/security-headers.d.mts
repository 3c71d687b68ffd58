export declare const SECURITY_HEADERS: { key: string; value: string }[];
export declare const DOCUMENT_PATH: { source: string; pattern: RegExp };
export declare const DOCUMENT_HEADERS: { key: string; value: string }[];
export declare function securityHeadersFor(pathname: string): Readonly<Record<string, string>>;
export declare function contentSecurityPolicy(nonce?: string): string;
export declare function createNonce(): string;
