import config from '@/tenant/config.json';
import { parseTenant } from './schema';

/** The tenant, validated when this module is first loaded: a bad file stops start-up naming the field. */
export const tenant = parseTenant(config);

export type { Tenant, NavLink, NavGroup, TenantColor } from './schema';
