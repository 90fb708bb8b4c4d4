import type { AppInfrastructure } from '../../infrastructure';
import type { InvoiceService } from '../invoices/public';
import type { ScmInstancesService } from '../scm-instances/public';
import type { TenantsService } from '../tenants/public';
import type { RenderPool } from './proforma/render-pool';

/**
 * What the orders module is built on: the infrastructure, the pro forma render threads, and the other
 * modules' services it calls (through their public.ts), which services.ts passes in. Each factory picks
 * what it uses.
 */
export type OrdersDeps = AppInfrastructure & {
  invoices: InvoiceService;
  scmInstances: ScmInstancesService;
  tenants: TenantsService;
  pdfThreads: RenderPool;
};
