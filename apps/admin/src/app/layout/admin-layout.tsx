import { App, Button, Flex, Layout, Menu, Space, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { ErrorResult } from '../../components/error-result.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { RoleTags } from '../../components/role-tags.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { meQueryOptions, type Operator } from '../../shared/auth/api/me.ts';
import { useT } from '../../lib/i18n.ts';
import { readToken } from '../../lib/session.ts';
import { navItemsFor, selectedNavKey, type NavItem } from '../navigation.tsx';

const HEADER_HEIGHT = 56;

/** The shell around every page after login: the menu the operator's roles allow, who is logged in, the language. */
export function Component() {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const { modal } = App.useApp();
  const logout = useLogout();
  // The route's loader lets nobody in without a session; it may end while the page is shown.
  const me = useQuery({ ...meQueryOptions(), enabled: readToken() !== null });

  if (me.isPending) return <LoadingBlock isFullScreen />;
  if (me.isError) {
    return (
      <Flex vertical justify="center" style={{ minHeight: '100vh' }}>
        <ErrorResult error={me.error} onRetry={() => void me.refetch()} />
      </Flex>
    );
  }

  const operator = me.data;
  const items = navItemsFor(operator.roles);
  const selectedKey = selectedNavKey(items, location.pathname);
  const openGroup = items.find((item) => item.children?.some((page) => page.path === selectedKey));

  const confirmLogout = () => {
    modal.confirm({
      title: t('admin.layout.logoutConfirm'),
      okText: t('admin.layout.logout'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => logout.mutateAsync(),
    });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AdminSider items={items} selectedKey={selectedKey} openKey={openGroup?.path} />
      <Layout>
        <AdminHeader operator={operator} onLogout={confirmLogout} />
        <Layout.Content style={{ padding: 24 }}>
          {navigation.state === 'loading' ? <LoadingBlock /> : <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

interface AdminSiderProps {
  items: NavItem[];
  selectedKey: string;
  /** The menu group holding the page shown, open from the start. */
  openKey: string | undefined;
}

function AdminSider({ items, selectedKey, openKey }: AdminSiderProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Layout.Sider
      breakpoint="lg"
      collapsedWidth={0}
      width={208}
      style={{ position: 'sticky', top: 0, height: '100vh', zIndex: 20 }}
      data-testid="admin-sider"
    >
      <Flex align="center" style={{ height: HEADER_HEIGHT, padding: '0 20px' }}>
        <Typography.Text strong ellipsis style={{ color: '#fff', fontSize: 16 }}>
          {t('admin.title')}
        </Typography.Text>
      </Flex>
      {/* The menu scrolls on its own: the bar stays put while a short window reaches every page. */}
      <div style={{ height: `calc(100vh - ${HEADER_HEIGHT}px)`, overflowY: 'auto' }}>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selectedKey]}
          defaultOpenKeys={openKey ? [openKey] : []}
          onClick={({ key }) => void navigate(key)}
          items={items.map((item) => ({
            key: item.path,
            icon: item.icon,
            label: <span data-testid={item.testId}>{t(item.label)}</span>,
            children: item.children?.map((page) => ({
              key: page.path,
              label: <span data-testid={page.testId}>{t(page.label)}</span>,
            })),
          }))}
        />
      </div>
    </Layout.Sider>
  );
}

function AdminHeader({ operator, onLogout }: { operator: Operator; onLogout: () => void }) {
  const t = useT();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 24px',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Flex align="center" justify="flex-end" gap={16} style={{ height: '100%' }}>
        <LanguageSwitch />
        <Space size={8}>
          <UserOutlined />
          <span data-testid="admin-operator-name">{operator.displayName}</span>
          <RoleTags roles={operator.roles} />
        </Space>
        <Button icon={<LogoutOutlined />} onClick={onLogout} data-testid="admin-logout">
          {t('admin.layout.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
