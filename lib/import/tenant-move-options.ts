import { customFieldValues } from '@/lib/catalog/facets';
import { houseToday } from '@/lib/house/clock';
import { tenant } from '@/lib/tenant';
import type { MoveOptions } from './run-move';

/** The move's options from this house's tenant: its vendor, currency, colours and periods, and its today. */
export function tenantMoveOptions(dryRun: boolean): MoveOptions {
  return {
    vendor: { vendorId: tenant.vendor.id, vendorName: tenant.vendor.name },
    vendorId: tenant.vendor.id,
    currency: tenant.currency,
    colors: tenant.colorMap.map((color) => color.name),
    periods: customFieldValues(tenant, 'period'),
    today: houseToday(tenant.vendor.timezone),
    dryRun,
  };
}
