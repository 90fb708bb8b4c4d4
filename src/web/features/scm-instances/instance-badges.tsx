import {
  INSTANCE_STATUSES,
  LICENSE_LABELS,
  LICENSE_TYPES,
  type InstanceStatus,
  type LicenseType,
} from '@shared/contracts/scm-instances';
import { Badge, type BadgeTone } from '@web/components/ui/badge';

/** product §4: active green, inactive red, suspended yellow. */
const STATUS_TONES: Record<InstanceStatus, BadgeTone> = {
  active: 'green',
  inactive: 'red',
  suspended: 'yellow',
};

const isStatus = (status: string): status is InstanceStatus =>
  (INSTANCE_STATUSES as readonly string[]).includes(status);

export function InstanceStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={isStatus(status) ? STATUS_TONES[status] : 'grey'} className="capitalize">
      {status}
    </Badge>
  );
}

export const licenseLabel = (license: string) =>
  (LICENSE_TYPES as readonly string[]).includes(license) ? LICENSE_LABELS[license as LicenseType] : license;
