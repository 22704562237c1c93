// The cascading region picker: province, then city or district, then area or sub-district (a Thai
// sub-district shows its zip and fills the zip field). Each level opens a searchable list, since a
// level can hold a hundred names; choosing a level clears the levels below.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useRegions, type Region } from '../api/regions.ts';
import styles from './address.module.css';

/** What the form keeps of a chosen region: enough to send its id and show its name and zip. */
export type ChosenRegion = Pick<Region, 'id' | 'name' | 'zip'>;

export interface ChosenRegions {
  province: ChosenRegion | null;
  city: ChosenRegion | null;
  area: ChosenRegion | null;
}

interface RegionFieldsProps {
  value: ChosenRegions;
  onChange: (next: ChosenRegions) => void;
}

const levels = ['province', 'city', 'area'] as const;
type Level = (typeof levels)[number];

export function RegionFields({ value, onChange }: RegionFieldsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<Level | null>(null);
  const parentOf = { province: 0, city: value.province?.id, area: value.city?.id };

  const choose = (level: Level, region: Region) => {
    setOpen(null);
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
          onClick={() => setOpen(level)}
          data-testid={`address-region-${level}`}
        >
          {value[level] ? label(value[level]) : placeholder[level]}
        </Button>
      ))}
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} bodyStyle={{ height: '70vh' }} destroyOnClose>
        {open && <RegionList pid={parentOf[open] ?? null} onChoose={(region) => choose(open, region)} />}
      </Popup>
    </div>
  );
}

function RegionList({ pid, onChoose }: { pid: number | null; onChoose: (region: Region) => void }) {
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const regions = useRegions(pid);
  const needle = filter.trim().toLowerCase();
  const shown = (regions.data ?? []).filter(
    (region) =>
      !needle ||
      [region.name, region.nameEn, region.nameTh, region.nameZh, region.zip].some((name) =>
        name?.toLowerCase().includes(needle),
      ),
  );
  return (
    <div className={styles.regionList}>
      <SearchBar
        value={filter}
        onChange={setFilter}
        placeholder={intl.formatMessage({ id: 'webAddress.regionSearch' })}
        data-testid="address-region-search"
      />
      <List>
        {shown.map((region) => (
          <List.Item key={region.id} onClick={() => onChoose(region)}>
            <span data-testid="address-region-option">{label(region)}</span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function label(region: ChosenRegion): string {
  return region.zip ? `${region.name} ${region.zip}` : region.name;
}
