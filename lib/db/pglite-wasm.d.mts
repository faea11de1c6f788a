export function compilePgliteWasm(): void;
export function compiledPgliteWasm(): Promise<WebAssembly.Module | undefined>;
