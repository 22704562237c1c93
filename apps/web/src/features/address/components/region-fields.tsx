// The cascading region picker: province, then city or district, then area or sub-district (a Thai
// sub-district shows its zip and fills the zip field). Choosing a level clears the levels below.
import { useIntl } from 'react-intl';
import { calls } from '@mall/contracts/browser';
import Button from 'antd-mobile/es/components/button';
import Picker from 'antd-mobile/es/components/picker';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { regionKeys } from '../api/keys.ts';
import type { Region } from '../api/regions.ts';
import styles from './address.module.css';

export interface ChosenRegions {
  province: Region | null;
  city: Region | null;
  area: Region | null;
}

interface RegionFieldsProps {
  value: ChosenRegions;
  onChange: (next: ChosenRegions) => void;
}

const levels = ['province', 'city', 'area'] as const;

export function RegionFields({ value, onChange }: RegionFieldsProps) {
  const intl = useIntl();
  const { locale } = useViewer();
  const queryClient = useQueryClient();

  const choose = async (level: (typeof levels)[number]) => {
    const pid = level === 'province' ? 0 : level === 'city' ? value.province?.id : value.city?.id;
    if (pid === undefined) return;
    const regions = await queryClient.fetchQuery({
      queryKey: regionKeys.children(pid, locale),
      queryFn: ({ signal }) => request(calls.memberAddress.getRegionsByPid, { pid }, { signal }),
      staleTime: Infinity,
    });
    const picked = await Picker.prompt({
      columns: [regions.map((region) => ({ label: label(region), value: String(region.id) }))],
      confirmText: intl.formatMessage({ id: 'common.confirm' }),
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
    });
    const region = regions.find((entry) => String(entry.id) === picked?.[0]);
    if (!region) return;
    if (level === 'province') onChange({ province: region, city: null, area: null });
    else if (level === 'city') onChange({ ...value, city: region, area: null });
    else onChange({ ...value, area: region });
  };

  const placeholder = {
    province: intl.formatMessage({ id: 'field.provinceId' }),
    city: intl.formatMessage({ id: 'field.cityId' }),
    area: intl.formatMessage({ id: 'field.areaId' }),
  };
  return (
    <div className={styles.regionRow}>
      {levels.map((level, index) => (
        <Button
          key={level}
          size="small"
          disabled={index > 0 && !value[levels[index - 1]!]}
          onClick={() => void choose(level)}
          data-testid={`address-region-${level}`}
        >
          {value[level] ? label(value[level]) : placeholder[level]}
        </Button>
      ))}
    </div>
  );
}

function label(region: Region): string {
  return region.zip ? `${region.name} ${region.zip}` : region.name;
}
