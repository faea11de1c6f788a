// Stands in for the `server-only` marker package under Vitest, where everything already runs on the server.
export {};
