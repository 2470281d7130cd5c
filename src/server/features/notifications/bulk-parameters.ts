import type { BulkRecipientType } from '@shared/notifications/schema';

/** What a bulk operation row keeps in `parameters`: the message as staff wrote it, and for whom. */
export type BulkParameters = {
  subject: string;
  message: string;
  type: BulkRecipientType;
  /**
   * A caseworker mails only the victims of their own cases (D17): their staff account id (an
   * operation queued before staff were a relation of the case kept their address instead).
   */
  ownCasesOf: number | string | null;
  templateId: number | null;
};
