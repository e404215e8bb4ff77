import type { Migration } from 'kysely';
import * as staffAccounts from './2026_11_21_0001_staff_accounts';
import * as publicCatalogue from './2026_11_21_0002_public_catalogue';
import * as newsJobs from './2026_11_21_0003_news_jobs';
import * as servicePages from './2026_11_21_0004_service_pages';
import * as chat from './2026_11_21_0005_chat';
import * as customerAdmin from './2026_11_21_0006_customer_admin';
import * as newsMail from './2026_11_21_0007_news_mail';
import * as customerRequestIndexes from './2026_11_21_0008_customer_request_indexes';
import * as customerSearchText from './2026_11_26_0001_customer_search_text';
import * as uniqueStaffNamesAnyCase from './2026_11_26_0002_unique_staff_names_any_case';
import * as tableChangeNotices from './2026_11_26_0003_table_change_notices';
import * as instanceSharedState from './2026_11_26_0020_instance_shared_state';
import * as chatCannedReplies from './2026_11_26_0101_chat_canned_replies';
import * as chatConversationStatus from './2026_11_26_0102_chat_conversation_status';
import * as customerPhonesE164 from './2026_11_26_1001_customer_phones_e164';
import * as customerNotesAssignee from './2026_11_26_1002_customer_notes_assignee';
import * as chatVisitors from './2026_11_27_0101_chat_visitors';
import * as chatAvailability from './2026_11_27_0201_chat_availability';
import * as chatAttachments from './2026_11_27_0300_chat_attachments';
import * as assignedRequestsIndex from './2026_11_27_0400_assigned_requests_index';
import * as pendingFiles from './2026_11_27_0500_pending_files';
import * as newsSeedImagesWebp from './2026_11_27_0600_news_seed_images_webp';

/**
 * Every migration, in order. Listed statically (not read from the folder) so that the same code
 * runs under tsx, jest and a bundler. Names are timestamps: add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_staff_accounts': staffAccounts,
  '2026_11_21_0002_public_catalogue': publicCatalogue,
  '2026_11_21_0003_news_jobs': newsJobs,
  '2026_11_21_0004_service_pages': servicePages,
  '2026_11_21_0005_chat': chat,
  '2026_11_21_0006_customer_admin': customerAdmin,
  '2026_11_21_0007_news_mail': newsMail,
  '2026_11_21_0008_customer_request_indexes': customerRequestIndexes,
  '2026_11_26_0001_customer_search_text': customerSearchText,
  '2026_11_26_0002_unique_staff_names_any_case': uniqueStaffNamesAnyCase,
  '2026_11_26_0003_table_change_notices': tableChangeNotices,
  '2026_11_26_0020_instance_shared_state': instanceSharedState,
  '2026_11_26_0101_chat_canned_replies': chatCannedReplies,
  '2026_11_26_0102_chat_conversation_status': chatConversationStatus,
  '2026_11_26_1001_customer_phones_e164': customerPhonesE164,
  '2026_11_26_1002_customer_notes_assignee': customerNotesAssignee,
  '2026_11_27_0101_chat_visitors': chatVisitors,
  '2026_11_27_0201_chat_availability': chatAvailability,
  '2026_11_27_0300_chat_attachments': chatAttachments,
  '2026_11_27_0400_assigned_requests_index': assignedRequestsIndex,
  '2026_11_27_0500_pending_files': pendingFiles,
  '2026_11_27_0600_news_seed_images_webp': newsSeedImagesWebp,
};
