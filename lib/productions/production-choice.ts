/** "New production" in the Hold request's "Production" choice (issue 26 §1): the title typed beside it. */
export const NEW_PRODUCTION = 'new';
