import { useIntl } from 'react-intl';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ButtonCell, LinkCell } from '@/components/cells.tsx';
import { GlobeIcon, InfoIcon } from '@/components/icons.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { paths } from '@/lib/paths.ts';
import { Recommendations } from './recommendations.tsx';
import styles from './home-end.module.css';

export interface HomeEndProps {
  onAboutUs: () => void;
}

/** The end of home, below its first screen: the welcome, the language and about-us cells, recommendations. */
export function HomeEnd({ onAboutUs }: HomeEndProps) {
  const intl = useIntl();
  const settings = useAppSettings();
  return (
    <>
      {(!settings.isError || settings.data) && (
        <section className={styles.hero}>
          {settings.data ? (
            <h2 className={styles.welcome} data-testid="home-product-name">
              {intl.formatMessage({ id: 'web.home.welcome' }, { productName: settings.data.productName })}
            </h2>
          ) : (
            <Skeleton.Title animated className={styles.heroLoading} />
          )}
        </section>
      )}
      <List className={styles.cells}>
        <LinkCell to={paths.language} icon={<GlobeIcon />} testId="home-language">
          {intl.formatMessage({ id: 'web.language.title' })}
        </LinkCell>
        <ButtonCell onClick={onAboutUs} icon={<InfoIcon />} testId="home-about-us">
          {intl.formatMessage({ id: 'web.home.aboutUs' })}
        </ButtonCell>
      </List>
      <Recommendations />
    </>
  );
}
