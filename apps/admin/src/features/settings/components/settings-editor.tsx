import { Anchor, Card, Col, Divider, Row } from 'antd';
import { Fragment } from 'react';
import { settingAccess, type OperatorRole, type SettingKey } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import type { SettingRow } from '../api/settings-list.ts';
import { settingSections, unplacedFields, type SettingField } from '../setting-fields.ts';
import { SettingItem } from './setting-item.tsx';

/** Mirrors the server's rule: content for admin and operator, everything else for admins only. */
function mayChange(key: SettingKey, roles: readonly OperatorRole[]): boolean {
  if (roles.includes('admin')) return true;
  return settingAccess(key) === 'content' && roles.includes('operator');
}

/** Every setting the caller may read, grouped into sections, each saved on its own. */
export function SettingsEditor({ rows, roles }: { rows: SettingRow[]; roles: readonly OperatorRole[] }) {
  const t = useT();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const others = unplacedFields().filter((field) => byKey.has(field.key));
  const sections = [
    ...settingSections.map((section) => ({
      id: section.id,
      title: t(section.title),
      fields: section.fields as readonly SettingField[],
    })),
    ...(others.length > 0 ? [{ id: 'other', title: t('admin.settings.section.other'), fields: others }] : []),
  ].filter((section) => section.fields.some((field) => byKey.has(field.key)));
  return (
    <Row gutter={24}>
      <Col xs={24} xl={19}>
        {sections.map((section) => (
          <Card
            key={section.id}
            id={`section-${section.id}`}
            title={section.title}
            style={{ marginBottom: 16 }}
            data-testid={`settings-section-${section.id}`}
          >
            {section.fields.map((field, index) => {
              const row = byKey.get(field.key);
              // A setting the server does not list yet cannot be edited safely: there is no value to start from.
              if (!row) return null;
              return (
                <Fragment key={field.key}>
                  {index > 0 ? <Divider style={{ margin: '8px 0 16px' }} /> : null}
                  <SettingItem
                    // A value changed elsewhere (a second admin approving) starts the form afresh.
                    key={row.updatedAt ?? 'default'}
                    field={field}
                    row={row}
                    canEdit={mayChange(field.key, roles)}
                  />
                </Fragment>
              );
            })}
          </Card>
        ))}
      </Col>
      <Col xs={0} xl={5}>
        <Anchor
          offsetTop={80}
          targetOffset={80}
          // The address bar belongs to the hash router: scroll without writing the section into it.
          onClick={(event) => event.preventDefault()}
          items={sections.map((section) => ({ key: section.id, href: `#section-${section.id}`, title: section.title }))}
        />
      </Col>
    </Row>
  );
}
