import { Col, Row, Typography } from 'antd';
import { stableStringify } from '../../../lib/json.ts';
import { useT } from '../../../lib/i18n.ts';

type LineMark = 'removed' | 'added' | null;

const markStyles: Record<'removed' | 'added', { background: string }> = {
  removed: { background: 'rgba(255, 77, 79, 0.15)' },
  added: { background: 'rgba(82, 196, 26, 0.18)' },
};

function linesOf(value: unknown): string[] {
  return value === undefined ? [] : stableStringify(value, 2).split('\n');
}

/** Lines of one side that the other side does not have, counted so that repeated lines pair up. */
function markLines(lines: string[], other: string[], mark: 'removed' | 'added'): LineMark[] {
  const remaining = new Map<string, number>();
  for (const line of other) remaining.set(line, (remaining.get(line) ?? 0) + 1);
  return lines.map((line) => {
    const count = remaining.get(line) ?? 0;
    if (count === 0) return mark;
    remaining.set(line, count - 1);
    return null;
  });
}

function JsonPane({
  title,
  lines,
  marks,
  testId,
}: {
  title: string;
  lines: string[];
  marks: LineMark[];
  testId: string;
}) {
  const t = useT();
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <pre
        data-testid={testId}
        style={{
          margin: '8px 0 0',
          padding: 12,
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          fontSize: 12,
          lineHeight: 1.6,
          maxHeight: 420,
          overflow: 'auto',
        }}
      >
        {lines.length === 0 ? (
          <Typography.Text type="secondary">{t('admin.audit.nothing')}</Typography.Text>
        ) : (
          lines.map((line, index) => {
            const mark = marks[index];
            return (
              <div key={index} style={mark ? markStyles[mark] : undefined}>
                {line || ' '}
              </div>
            );
          })
        )}
      </pre>
    </>
  );
}

/** What an audited action changed: the value before and after, side by side, differing lines marked. */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  const beforeLines = before === null ? [] : linesOf(before);
  const afterLines = after === null ? [] : linesOf(after);
  return (
    <Row gutter={16} data-testid="audit-change">
      <Col xs={24} lg={12}>
        <JsonPane
          title={t('admin.audit.before')}
          lines={beforeLines}
          marks={markLines(beforeLines, afterLines, 'removed')}
          testId="audit-before"
        />
      </Col>
      <Col xs={24} lg={12}>
        <JsonPane
          title={t('admin.audit.after')}
          lines={afterLines}
          marks={markLines(afterLines, beforeLines, 'added')}
          testId="audit-after"
        />
      </Col>
    </Row>
  );
}
