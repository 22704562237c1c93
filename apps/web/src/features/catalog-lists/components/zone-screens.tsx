// The product zones reached from home: each is one list call with its own introduction.
import { useIntl } from 'react-intl';
import { usePointsZoneProducts } from '../api/get-points-zone-products.ts';
import { usePvProducts } from '../api/get-pv-products.ts';
import { useRecommendations } from '../api/get-recommendations.ts';
import { useSubsidyProducts } from '../api/get-subsidy-products.ts';
import { ProductZoneScreen } from './product-zone-screen.tsx';

/** The VIP sets: buying one grants a member level. */
export function VipSetsScreen() {
  const intl = useIntl();
  return (
    <ProductZoneScreen
      testId="vip-sets"
      query={usePvProducts('set')}
      intro={intl.formatMessage({ id: 'webBrowse.vipSets.intro' })}
      emptyTitle={intl.formatMessage({ id: 'webBrowse.vipSets.empty' })}
    />
  );
}

/** Products that earn reward MP (PV). */
export function PvProductsScreen() {
  const intl = useIntl();
  return (
    <ProductZoneScreen
      testId="pv-products"
      query={usePvProducts(null)}
      intro={intl.formatMessage({ id: 'webBrowse.pv.intro' })}
      emptyTitle={intl.formatMessage({ id: 'webBrowse.products.empty' })}
    />
  );
}

export function PointsZoneScreen() {
  const intl = useIntl();
  return (
    <ProductZoneScreen
      testId="points-zone"
      query={usePointsZoneProducts()}
      priceIn="points"
      intro={intl.formatMessage({ id: 'webBrowse.pointsZone.intro' })}
      emptyTitle={intl.formatMessage({ id: 'webBrowse.products.empty' })}
    />
  );
}

export function SubsidyScreen() {
  const intl = useIntl();
  return (
    <ProductZoneScreen
      testId="subsidy"
      query={useSubsidyProducts()}
      intro={intl.formatMessage({ id: 'webBrowse.subsidy.intro' })}
      emptyTitle={intl.formatMessage({ id: 'webBrowse.products.empty' })}
    />
  );
}

export function RecommendScreen() {
  const intl = useIntl();
  return (
    <ProductZoneScreen
      testId="recommend"
      query={useRecommendations()}
      intro={intl.formatMessage({ id: 'webBrowse.recommend.intro' })}
      emptyTitle={intl.formatMessage({ id: 'webBrowse.products.empty' })}
    />
  );
}
