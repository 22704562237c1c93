// The FAQ: categories and questions in four languages. A member reads and searches them in their
// language (falling back to Simplified Chinese where a text is missing). The search is a plain
// substring match, so Chinese and Thai, written without spaces between words, are found too; the
// FAQ is a few dozen rows, so no index is needed.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FaqQuestionView, LocalizedText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { faqCategories, faqQuestions } from './support.schema.ts';

/** The text in `locale`, else the Simplified Chinese one every text has. */
const inLocale = (column: AnyPgColumn, locale: Locale): SQL<string> =>
  sql<string>`coalesce(nullif(${column} ->> ${locale}, ''), ${column} ->> 'zh_CN')`;

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const faqNotFound = () => new AppError('NOT_FOUND', 'support.faqNotFound', undefined, 'FAQ_NOT_FOUND');

export interface FaqCategoryInput {
  id?: number | undefined;
  name: LocalizedText;
  sort: number;
}

export interface FaqQuestionInput {
  id?: number | undefined;
  categoryId: number;
  question: LocalizedText;
  answer: LocalizedText;
  sort: number;
}

export class FaqService {
  /** Every category in order with its questions (without answers), in `locale`. */
  async all(db: DbOrTx, locale: Locale) {
    const [categories, questions] = await Promise.all([
      db
        .select({ id: faqCategories.id, name: inLocale(faqCategories.name, locale) })
        .from(faqCategories)
        .orderBy(asc(faqCategories.sort), asc(faqCategories.id)),
      db
        .select({
          id: faqQuestions.id,
          categoryId: faqQuestions.categoryId,
          question: inLocale(faqQuestions.question, locale),
        })
        .from(faqQuestions)
        .orderBy(asc(faqQuestions.sort), asc(faqQuestions.id)),
    ]);
    return categories.map((category) => ({
      ...category,
      questions: questions.filter((question) => question.categoryId === category.id),
    }));
  }

  /** Questions whose question or answer in `locale` contains `keyword`, in FAQ order. */
  async search(db: DbOrTx, locale: Locale, keyword: string): Promise<FaqQuestionView[]> {
    const pattern = `%${likeLiteral(keyword)}%`;
    const question = inLocale(faqQuestions.question, locale);
    const answer = inLocale(faqQuestions.answer, locale);
    return db
      .select({ id: faqQuestions.id, categoryId: faqQuestions.categoryId, question, answer })
      .from(faqQuestions)
      .innerJoin(faqCategories, eq(faqCategories.id, faqQuestions.categoryId))
      .where(sql`(${question} ilike ${pattern} or ${answer} ilike ${pattern})`)
      .orderBy(asc(faqCategories.sort), asc(faqCategories.id), asc(faqQuestions.sort), asc(faqQuestions.id))
      .limit(50);
  }

  /** One question with its answer in `locale`. */
  async one(db: DbOrTx, locale: Locale, id: number): Promise<FaqQuestionView> {
    const [row] = await db
      .select({
        id: faqQuestions.id,
        categoryId: faqQuestions.categoryId,
        question: inLocale(faqQuestions.question, locale),
        answer: inLocale(faqQuestions.answer, locale),
      })
      .from(faqQuestions)
      .where(eq(faqQuestions.id, id));
    if (!row) throw faqNotFound();
    return row;
  }

  /** Every category with its questions, all four languages, for the editor. */
  async forEditor(db: DbOrTx) {
    const [categories, questions] = await Promise.all([
      db.select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id)),
      db.select().from(faqQuestions).orderBy(asc(faqQuestions.sort), asc(faqQuestions.id)),
    ]);
    return categories.map(({ id, name, sort }) => ({
      id,
      name,
      sort,
      questions: questions
        .filter((question) => question.categoryId === id)
        .map(({ updatedAt: _updatedAt, ...question }) => question),
    }));
  }

  /** Adds a category, or changes the one named by `id`; answers it as it was before and after. */
  async saveCategory(tx: Tx, input: FaqCategoryInput) {
    const values = { name: input.name, sort: input.sort };
    if (input.id === undefined) {
      const [row] = await tx.insert(faqCategories).values(values).returning();
      return { before: null, after: { id: row!.id, name: row!.name, sort: row!.sort } };
    }
    const [before] = await tx.select().from(faqCategories).where(eq(faqCategories.id, input.id)).for('update');
    if (!before) throw faqNotFound();
    const [row] = await tx.update(faqCategories).set(values).where(eq(faqCategories.id, input.id)).returning();
    return {
      before: { name: before.name, sort: before.sort },
      after: { id: row!.id, name: row!.name, sort: row!.sort },
    };
  }

  /** Deletes an empty category; one that still holds questions is refused. */
  async deleteCategory(tx: Tx, id: number) {
    const [held] = await tx
      .select({ id: faqQuestions.id })
      .from(faqQuestions)
      .where(eq(faqQuestions.categoryId, id))
      .limit(1);
    if (held) throw new AppError('CONFLICT', 'support.faqCategoryNotEmpty', undefined, 'FAQ_CATEGORY_NOT_EMPTY');
    const [row] = await tx.delete(faqCategories).where(eq(faqCategories.id, id)).returning();
    if (!row) throw faqNotFound();
    return row;
  }

  /** Adds a question, or changes the one named by `id`; answers it as it was before and after. */
  async saveQuestion(tx: Tx, input: FaqQuestionInput) {
    const [category] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, input.categoryId));
    if (!category) throw faqNotFound();
    const values = {
      categoryId: input.categoryId,
      question: input.question,
      answer: input.answer,
      sort: input.sort,
      updatedAt: new Date(),
    };
    const [before] =
      input.id === undefined
        ? [null]
        : await tx.select().from(faqQuestions).where(eq(faqQuestions.id, input.id)).for('update');
    if (before === undefined) throw faqNotFound();
    const [row] =
      input.id === undefined
        ? await tx.insert(faqQuestions).values(values).returning()
        : await tx.update(faqQuestions).set(values).where(eq(faqQuestions.id, input.id)).returning();
    const { updatedAt: _updatedAt, ...after } = row!;
    return { before, after };
  }

  /** Deletes a question. */
  async deleteQuestion(tx: Tx, id: number) {
    const [row] = await tx.delete(faqQuestions).where(eq(faqQuestions.id, id)).returning();
    if (!row) throw faqNotFound();
    return row;
  }
}
