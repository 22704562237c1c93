// The FAQ editor: categories in order, each with its questions; every text in the four languages
// (Simplified Chinese required, the others fall back to it). Shoppers read it in their language.
import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import type { LocalizedText } from '@mall/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  useDeleteFaqCategory,
  useDeleteFaqQuestion,
  useFaqEditor,
  useSaveFaqCategory,
  useSaveFaqQuestion,
  type FaqCategory,
  type FaqQuestion,
} from '../api/content.ts';

const languages = ['zh_CN', 'zh_HK', 'en_US', 'th_TH'] as const;

interface CategoryValues {
  id?: number;
  name: LocalizedText;
  sort: number;
}
interface QuestionValues {
  id?: number;
  categoryId: number;
  question: LocalizedText;
  answer: LocalizedText;
  sort: number;
}

/** One input per language; Simplified Chinese is required. */
function LanguageFields({ name, isLong = false }: { name: 'name' | 'question' | 'answer'; isLong?: boolean }) {
  const t = useT();
  return languages.map((language) => (
    <Form.Item
      key={language}
      name={[name, language]}
      label={`${t(`adminContent.faq.${name}`)} · ${language}`}
      rules={language === 'zh_CN' ? [{ required: true, whitespace: true }] : []}
    >
      {isLong ? (
        <Input.TextArea rows={3} data-testid={`faq-${name}-${language}`} />
      ) : (
        <Input data-testid={`faq-${name}-${language}`} />
      )}
    </Form.Item>
  ));
}

export function FaqEditor() {
  const t = useT();
  const faq = useFaqEditor();
  const [category, setCategory] = useState<Partial<CategoryValues> | null>(null);
  const [question, setQuestion] = useState<Partial<QuestionValues> | null>(null);
  return (
    <Flex vertical gap={16}>
      <Space>
        <Button type="primary" onClick={() => setCategory({ sort: 0 })} data-testid="faq-add-category">
          {t('adminContent.faq.addCategory')}
        </Button>
      </Space>
      <QueryState query={faq} isEmpty={(data) => data.list.length === 0}>
        {(data) =>
          data.list.map((item) => (
            <CategoryCard
              key={item.id}
              category={item}
              onEdit={() => setCategory({ id: item.id, name: item.name, sort: item.sort })}
              onAddQuestion={() => setQuestion({ categoryId: item.id, sort: 0 })}
              onEditQuestion={(entry) => setQuestion(entry)}
            />
          ))
        }
      </QueryState>
      <CategoryDialog values={category} onClose={() => setCategory(null)} />
      <QuestionDialog values={question} categories={faq.data?.list ?? []} onClose={() => setQuestion(null)} />
    </Flex>
  );
}

interface CategoryCardProps {
  category: FaqCategory;
  onEdit: () => void;
  onAddQuestion: () => void;
  onEditQuestion: (question: FaqQuestion) => void;
}

function CategoryCard({ category, onEdit, onAddQuestion, onEditQuestion }: CategoryCardProps) {
  const t = useT();
  const removeCategory = useDeleteFaqCategory();
  const removeQuestion = useDeleteFaqQuestion();
  return (
    <Card
      title={`${category.name.zh_CN} · ${category.name.en_US ?? ''}`}
      data-testid="faq-category"
      extra={
        <Space>
          <span>
            {t('adminContent.faq.sort')}: {category.sort}
          </span>
          <Button size="small" onClick={onEdit}>
            {t('adminContent.faq.edit')}
          </Button>
          <Button size="small" onClick={onAddQuestion} data-testid="faq-add-question">
            {t('adminContent.faq.addQuestion')}
          </Button>
          <Popconfirm title={t('adminContent.faq.confirmDelete')} onConfirm={() => removeCategory.mutate(category.id)}>
            <Button size="small" danger>
              {t('adminContent.faq.delete')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Table<FaqQuestion>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={category.questions}
        columns={[
          { title: t('adminContent.faq.sort'), dataIndex: 'sort', width: 80 },
          { title: t('adminContent.faq.question'), render: (_, row) => row.question.zh_CN },
          { title: 'English', render: (_, row) => row.question.en_US ?? '' },
          {
            title: '',
            width: 160,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => onEditQuestion(row)}>
                  {t('adminContent.faq.edit')}
                </Button>
                <Popconfirm title={t('adminContent.faq.confirmDelete')} onConfirm={() => removeQuestion.mutate(row.id)}>
                  <Button size="small" danger>
                    {t('adminContent.faq.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

function CategoryDialog({ values, onClose }: { values: Partial<CategoryValues> | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryValues>();
  const save = useSaveFaqCategory();
  return (
    <FormDialog
      form={form}
      isOpen={values !== null}
      title={t('adminContent.faq.category')}
      okText={t('adminContent.faq.save')}
      okTestId="faq-category-save"
      isPending={save.isPending}
      onClose={onClose}
    >
      <Form<CategoryValues>
        form={form}
        layout="vertical"
        key={JSON.stringify(values)}
        initialValues={values ?? {}}
        onFinish={(submitted) =>
          save.mutate(
            { ...submitted, id: values?.id },
            { onSuccess: () => (onClose(), void message.success(t('adminContent.faq.saved'))) },
          )
        }
      >
        <LanguageFields name="name" />
        <Form.Item name="sort" label={t('adminContent.faq.sort')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

interface QuestionDialogProps {
  values: Partial<QuestionValues> | null;
  categories: readonly FaqCategory[];
  onClose: () => void;
}

function QuestionDialog({ values, categories, onClose }: QuestionDialogProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<QuestionValues>();
  const save = useSaveFaqQuestion();
  return (
    <FormDialog
      form={form}
      isOpen={values !== null}
      title={t('adminContent.faq.question')}
      okText={t('adminContent.faq.save')}
      okTestId="faq-question-save"
      isPending={save.isPending}
      onClose={onClose}
    >
      <Form<QuestionValues>
        form={form}
        layout="vertical"
        key={JSON.stringify(values)}
        initialValues={values ?? {}}
        onFinish={(submitted) =>
          save.mutate(
            { ...submitted, id: values?.id },
            { onSuccess: () => (onClose(), void message.success(t('adminContent.faq.saved'))) },
          )
        }
      >
        <Form.Item name="categoryId" label={t('adminContent.faq.category')} rules={[{ required: true }]}>
          <Select options={categories.map((item) => ({ value: item.id, label: item.name.zh_CN }))} />
        </Form.Item>
        <LanguageFields name="question" />
        <LanguageFields name="answer" isLong />
        <Form.Item name="sort" label={t('adminContent.faq.sort')}>
          <InputNumber min={0} max={9999} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
