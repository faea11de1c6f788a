/** The admin the browser tests' server starts with (e2e/seed-admin.ts); never exists outside them. */
export const E2E_ADMIN = { email: 'props.admin@e2e.example.com', password: 'e2e admin password 1' } as const;
/** A staff member (the staff role, not admin), seeded beside the admin. */
export const E2E_STAFF = { email: 'props.staff@e2e.example.com', password: 'e2e staff password 1' } as const;
/** A customer (no role), seeded beside them, for staff tests that need one without a sign-up's proof of work. */
export const E2E_CUSTOMER = { email: 'props.customer@e2e.example.com', password: 'e2e customer password 1' } as const;
