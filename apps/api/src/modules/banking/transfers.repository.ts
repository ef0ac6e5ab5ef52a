import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyTransfers, invoices, invoiceSequences } from '../../db/schema/index.ts';
import { pageWithExactCount, type ListPlan } from '../../lib/list-query.ts';

export type TransferRow = typeof companyTransfers.$inferSelect;
export type TransferValues = typeof companyTransfers.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;

/** A transfer with what its presentation needs: the company card and the invoice number. */
export interface TransferRecord extends TransferRow {
  company: { id: string; name: string; businessname: string; pictureId: string | null } | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
}

const recordFields = {
  ...getTableColumns(companyTransfers),
  companyName: companies.name,
  companyBusinessname: companies.businessname,
  companyPictureId: companies.pictureId,
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
};

type JoinedRow = TransferRow & {
  companyName: string | null;
  companyBusinessname: string | null;
  companyPictureId: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
};

function toRecord({ companyName, companyBusinessname, companyPictureId, ...row }: JoinedRow): TransferRecord {
  const company =
    row.companyId && companyName !== null
      ? { id: row.companyId, name: companyName, businessname: companyBusinessname ?? '', pictureId: companyPictureId }
      : null;
  return { ...row, company };
}

export function transfersRepository(db: Executor) {
  const joined = () =>
    db
      .select(recordFields)
      .from(companyTransfers)
      .leftJoin(companies, eq(companies.id, companyTransfers.companyId))
      .leftJoin(invoices, eq(invoices.transferId, companyTransfers.id));

  return {
    async findById(id: string): Promise<TransferRecord | null> {
      const [row] = await joined().where(eq(companyTransfers.id, id));
      return row ? toRecord(row) : null;
    },

    /** Locks the transfer row for a decision (approve, skip, invoice). */
    async lock(id: string): Promise<TransferRow | null> {
      const [row] = await db.select().from(companyTransfers).where(eq(companyTransfers.id, id)).for('update');
      return row ?? null;
    },

    async insert(values: TransferValues): Promise<TransferRow> {
      const [row] = await db.insert(companyTransfers).values(values).returning();
      if (!row) throw new Error('transfer not inserted');
      return row;
    },

    /** Inserts the statement's entries; those whose bank reference is already known are skipped. */
    async insertNew(values: readonly TransferValues[]): Promise<TransferRow[]> {
      if (!values.length) return [];
      return db
        .insert(companyTransfers)
        .values([...values])
        .onConflictDoNothing({ target: companyTransfers.bankReference })
        .returning();
    },

    async update(id: string, values: Partial<TransferValues>): Promise<void> {
      await db.update(companyTransfers).set(values).where(eq(companyTransfers.id, id));
    },

    /** A page of transfers and their count (none for an export's read). */
    async list(scope: SQL | undefined, plan: ListPlan): Promise<{ count: number; rows: TransferRecord[] }> {
      const where = and(scope, plan.where);
      const rows = joined()
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
      const { rows: found, count: total } = await pageWithExactCount(plan, rows, async () => {
        const [counted] = await db
          .select({ value: count() })
          .from(companyTransfers)
          .leftJoin(companies, eq(companies.id, companyTransfers.companyId))
          .where(where);
        return Number(counted?.value ?? 0);
      });
      return { count: total, rows: found.map(toRecord) };
    },

    async findByIds(ids: readonly string[]): Promise<TransferRecord[]> {
      if (!ids.length) return [];
      const rows = await joined()
        .where(inArray(companyTransfers.id, [...ids]))
        .orderBy(desc(companyTransfers.valueDate), desc(companyTransfers.createdAt));
      return rows.map(toRecord);
    },

    /** Reference code -> company id, for the codes that belong to a company. */
    async companiesByReference(codes: readonly string[]): Promise<Map<string, string>> {
      if (!codes.length) return new Map();
      const rows = await db
        .select({ id: companies.id, code: companies.referenceCode })
        .from(companies)
        .where(inArray(companies.referenceCode, [...codes]));
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    async invoiceOf(transferId: string): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.transferId, transferId));
      return row ?? null;
    },

    /** The next invoice number of the year: the sequence row stays locked until the invoice commits, so numbers have no gaps. */
    async nextInvoiceSequence(year: number): Promise<number> {
      const [row] = await db
        .insert(invoiceSequences)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({ target: invoiceSequences.year, set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` } })
        .returning({ lastNumber: invoiceSequences.lastNumber });
      if (!row) throw new Error('invoice sequence not advanced');
      return row.lastNumber;
    },

    async insertInvoice(values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      if (!row) throw new Error('invoice not inserted');
      return row;
    },

    async markInvoiceSent(invoiceId: string, submissionId: string): Promise<void> {
      await db.update(invoices).set({ sdiSubmissionId: submissionId, sentAt: new Date() }).where(eq(invoices.id, invoiceId));
    },
  };
}
export type TransfersRepository = ReturnType<typeof transfersRepository>;
