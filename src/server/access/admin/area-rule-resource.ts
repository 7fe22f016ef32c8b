import type { AreaRuleRow, AreaRuleWrite } from '@/lib/validation/admin/access';
import type { SiteResource } from '@/server/content/admin/site-table-crud';
import { areaRules } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { forgetAreaRules } from '../area-rules';
import { parseIpRange } from '../ip-ranges';

// The area-restriction rules (§4 area check) as a workspace resource. An IP range the
// gate could not read would be skipped with a warning at run time (area-rules.ts), so it is
// refused here instead; every write drops this process's cached rules.

export const areaRuleResource: SiteResource<AreaRuleRow, AreaRuleWrite> = {
  entity: 'area-rule',
  table: areaRules,
  toRow: (r) => ({
    id: Number(r.id),
    ipPrefix: typeof r.ipPrefix === 'string' ? r.ipPrefix : '',
    country: typeof r.country === 'string' ? r.country : '',
    restricted: Boolean(r.restricted),
    createdAt: (r.createdAt as Date).toISOString(),
  }),
  toValues: (w) => {
    if (w.ipPrefix && !parseIpRange(w.ipPrefix)) {
      throw new DomainError('bad_request', 'must be an IP address or a CIDR range such as 203.0.113.0/24', { input: 'ipPrefix' });
    }
    return { ipPrefix: w.ipPrefix, country: w.country, restricted: w.restricted };
  },
  sortColumns: { createdAt: areaRules.createdAt, id: areaRules.id, country: areaRules.country, ipPrefix: areaRules.ipPrefix },
  searchColumns: [areaRules.ipPrefix, areaRules.country],
  afterWrite: forgetAreaRules,
};
