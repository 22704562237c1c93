// One after-sales request as the back office sees it: every field, the member's photos, the parcel
// back and the replacement's, the steps taken so far, and the steps its status allows.
import { Card, Descriptions, Empty, Flex, Image, Space, Timeline, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { calls } from '@mall/contracts/browser';
import { Link, useLocation } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { mayCall } from '../../../lib/access.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { useAfterSale, type AfterSaleRequest, type AfterSaleStep } from '../api/after-sales.ts';
import { reasonLabel, statusColor, statusLabel, targetLabels, typeLabels } from '../aftersale-rules.ts';
import { AfterSaleActions } from './after-sale-actions.tsx';
import { AfterSaleStatus } from './after-sale-tags.tsx';
import { RefundDue } from './refund-due.tsx';

function MemberName({ member }: { member: AfterSaleRequest['member'] }) {
  const { data: operator } = useMe();
  const name = member.username || `#${member.memberId}`;
  const mayOpen = operator && mayCall(operator.roles, calls.adminMembers.detail);
  return (
    <Space size={4}>
      {mayOpen ? <Link to={`/members/${member.memberId}`}>{name}</Link> : name}
      {member.mobile ?? ''}
    </Space>
  );
}

function RequestFields({ request, t }: { request: AfterSaleRequest; t: Translate }) {
  const { product } = request;
  const isExchange = request.type === 'exchange';
  return (
    <Card>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="after-sale-fields">
        <Descriptions.Item label={t('adminAfterSale.col.status')}>
          <AfterSaleStatus request={request} t={t} />
        </Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.col.type')}>{t(typeLabels[request.type])}</Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.col.createdAt')}>
          <DateTime value={request.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.col.member')}>
          <MemberName member={request.member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.field.order')}>
          <Link to={`/orders/${request.orderId}`} data-testid="after-sale-order">
            {request.orderNo}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.field.product')}>
          <Space>
            {product.cover ? <Image src={product.cover.s100} alt="" width={40} height={40} preview={false} /> : null}
            <span data-testid="after-sale-product">{`${product.name} ${product.specText}`.trim()}</span>
          </Space>
        </Descriptions.Item>
        {request.wanted ? (
          <Descriptions.Item label={t('adminAfterSale.field.wanted')}>
            <span data-testid="after-sale-wanted">
              {request.wanted.specText || product.name}
              {/* Said outright, so the operator does not ship the wrong one by habit. */}
              {request.wanted.specText === product.specText ? ` ${t('adminAfterSale.field.wantedSame')}` : ''}
            </span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('adminAfterSale.field.price')}>{product.price}</Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.col.quantity')}>{request.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.field.reason')}>{t(reasonLabel(request.reason))}</Descriptions.Item>
        <Descriptions.Item label={t('adminAfterSale.field.comment')}>{request.comment || '—'}</Descriptions.Item>
        {isExchange ? null : (
          <>
            <Descriptions.Item label={t('adminAfterSale.col.refundAmount')}>
              <span data-testid="after-sale-refund-amount">{request.refundAmount}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminAfterSale.field.refundTarget')}>
              {request.refundTarget ? t(targetLabels[request.refundTarget]) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminAfterSale.field.refundApprovedBy')}>
              <span data-testid="after-sale-approved-by">{request.refundApprovedBy ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminAfterSale.field.refundDueBy')}>
              <RefundDue request={request} t={t} />
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
    </Card>
  );
}

function Photos({ request, t }: { request: AfterSaleRequest; t: Translate }) {
  return (
    <Card title={t('adminAfterSale.section.photos')} data-testid="after-sale-photos">
      {request.images.length === 0 ? (
        <Typography.Text type="secondary">{t('adminAfterSale.photos.none')}</Typography.Text>
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {request.images.map((image) => (
              <Image
                key={image.s800}
                src={image.s200}
                alt=""
                width={100}
                height={100}
                style={{ objectFit: 'cover' }}
                preview={{ src: image.s800 }}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}

function Parcels({ request, t }: { request: AfterSaleRequest; t: Translate }) {
  const parcel = (carrier: string | null, trackingNo: string | null, none: string, testId: string) =>
    carrier ? (
      <Descriptions
        size="small"
        column={1}
        data-testid={testId}
        items={[
          { key: 'carrier', label: t('adminAfterSale.field.carrier'), children: carrier },
          { key: 'trackingNo', label: t('adminAfterSale.field.trackingNo'), children: trackingNo ?? '—' },
        ]}
      />
    ) : (
      <Typography.Text type="secondary">{none}</Typography.Text>
    );
  if (request.type === 'refund') return null;
  return (
    <Flex gap={16} wrap>
      <Card title={t('adminAfterSale.section.parcel')} style={{ flex: '1 1 320px' }}>
        {parcel(request.returnCarrier, request.returnTrackingNo, t('adminAfterSale.parcel.none'), 'after-sale-parcel')}
        {request.returnBy ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('adminAfterSale.field.returnBy')}: <DateTime value={request.returnBy} />
          </Typography.Paragraph>
        ) : null}
      </Card>
      {request.type === 'exchange' ? (
        <Card title={t('adminAfterSale.section.replacement')} style={{ flex: '1 1 320px' }}>
          {parcel(
            request.replacementCarrier,
            request.replacementTrackingNo,
            t('adminAfterSale.replacement.none'),
            'after-sale-replacement',
          )}
        </Card>
      ) : null}
    </Flex>
  );
}

function actorOf(step: AfterSaleStep, t: Translate): string {
  if (step.actor === 'operator') return step.operatorName ?? '—';
  return t(step.actor === 'member' ? 'adminAfterSale.actor.member' : 'adminAfterSale.actor.system');
}

function Steps({ request, t }: { request: AfterSaleRequest; t: Translate }) {
  const colors: Record<string, string> = { red: 'red', green: 'green', default: 'gray' };
  return (
    <Card title={t('adminAfterSale.section.timeline')}>
      {request.steps.length === 0 ? (
        <Empty />
      ) : (
        <div data-testid="after-sale-timeline">
          <Timeline
            items={request.steps.map((step, index) => ({
              key: index,
              color: colors[statusColor(request.type, step.status)] ?? 'blue',
              content: (
                <div data-testid="after-sale-step" data-status={step.status}>
                  <Typography.Text strong>{t(statusLabel(request.type, step.status))}</Typography.Text>
                  {' · '}
                  <Typography.Text>{actorOf(step, t)}</Typography.Text>
                  {' · '}
                  <Typography.Text type="secondary">
                    <DateTime value={step.at} />
                  </Typography.Text>
                  {step.note ? (
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                      {step.note}
                    </Typography.Paragraph>
                  ) : null}
                  {step.memberNote ? (
                    <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="after-sale-step-member-note">
                      {t('adminAfterSale.step.memberNote', { note: step.memberNote })}
                    </Typography.Paragraph>
                  ) : null}
                </div>
              ),
            }))}
          />
        </div>
      )}
    </Card>
  );
}

export function AfterSaleDetailView({ id }: { id: number }) {
  const t = useT();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const request = useAfterSale(id);
  return (
    <>
      <PageHeader
        title={t('adminAfterSale.detail.title', { id })}
        extra={
          <Link to={`/after-sales${listSearch ? `?${listSearch}` : ''}`}>
            <ArrowLeftOutlined /> {t('adminAfterSale.detail.back')}
          </Link>
        }
      />
      <QueryState query={request}>
        {(data) => (
          <Flex vertical gap={16}>
            <RequestFields request={data} t={t} />
            <AfterSaleActions request={data} />
            <Photos request={data} t={t} />
            <Parcels request={data} t={t} />
            <Steps request={data} t={t} />
          </Flex>
        )}
      </QueryState>
    </>
  );
}
