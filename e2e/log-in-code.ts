/** How long the browser tests' server keeps a texted log-in code (LOG_IN_CODE_SECONDS). */
export const LOG_IN_CODE_SECONDS = 45;
