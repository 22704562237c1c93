import { Button, Flex, Form, InputNumber } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';

interface AdjustmentsFilterProps {
  memberId: number | undefined;
  onFilter: (memberId: number | undefined) => void;
  isRefreshing: boolean;
  onRefresh: () => void;
}

/** Narrows the adjustments to one member, links to that member's ledger, and reloads the list. */
export function AdjustmentsFilter({ memberId, onFilter, isRefreshing, onRefresh }: AdjustmentsFilterProps) {
  const t = useT();
  return (
    <Form
      // Re-created when the address changes (back/forward), so the field shows the filter in use.
      key={memberId ?? ''}
      layout="inline"
      initialValues={{ memberId }}
      onFinish={(values: { memberId?: number | null }) => onFilter(values.memberId ?? undefined)}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="memberId">
        <InputNumber
          min={1}
          precision={0}
          placeholder={t('adminLedger.filter.memberId')}
          style={{ width: 200 }}
          data-testid="adjustments-member-filter"
        />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('adminLedger.filter.submit')}
          </Button>
          <Button disabled={!memberId} onClick={() => onFilter(undefined)}>
            {t('adminLedger.filter.reset')}
          </Button>
          {memberId ? (
            <Link to={`/ledger/members/${memberId}`}>
              <Button>{t('adminLedger.filter.openMember')}</Button>
            </Link>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={isRefreshing}>
            {t('adminLedger.refresh')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
