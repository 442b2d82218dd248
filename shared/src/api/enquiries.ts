import type {
  Enquiry,
  EnquiryBody,
  EnquiryNote,
  EnquiryReplyTime,
  EnquiryStatus,
  MessageBody,
  MyEnquiriesPage,
  SentEnquiriesPage,
  SentEnquiry,
  UpdateEnquiryBody,
} from '../contract';
import type { EndpointQuery } from '../contract/endpoint';
import type { enquiryEndpoints } from '../contract/endpoints/enquiries';
import { endpointCaller } from './call';
import { apiClient } from './client';
import { enquiryRoutes } from './generated/enquiries';

// Enquiries. The form posts to the path its page's answer gave (`enquiry_path`,
// docs/product-rules.md §7: "support message and send-email calls are POSTs to given paths"), relative to the
// API base: one of the send…Enquiry endpoints, so it is sent as given rather than by name.
// Errors are re-thrown: 422 carries field errors, 429 a wait.

export type { Enquiry, EnquiryBody, EnquiryNote, EnquiryReplyTime, SentEnquiry, UpdateEnquiryBody };
// Through this subpath, which every build (the server renderer's too) provides.
export { CONTACT_ENQUIRY_PATH } from '../contract/enquiry-rules';

const call = endpointCaller<typeof enquiryEndpoints>(enquiryRoutes);

export async function sendEnquiry(path: string, body: EnquiryBody): Promise<MessageBody> {
  return (await apiClient.post<MessageBody>(path, body)).data;
}

/** `page`, `per_page`, `filter[status]`, `filter[follow_up]` ('due'), `sort`. */
export type MyEnquiriesParams = Record<string, string | number>;

export async function getMyEnquiries(params: MyEnquiriesParams): Promise<MyEnquiriesPage> {
  const query = params as EndpointQuery<(typeof enquiryEndpoints)['getMyEnquiries']>;
  return call('getMyEnquiries', { query });
}

export async function setEnquiryStatus(id: number, status: EnquiryStatus): Promise<Enquiry> {
  return (await call('setEnquiryStatus', { params: { id }, body: { status } })).enquiry;
}

/** The stage and/or the next follow-up day (null clears it) of one of my enquiries. */
export async function updateEnquiry(id: number, body: UpdateEnquiryBody): Promise<Enquiry> {
  return (await call('updateEnquiry', { params: { id }, body })).enquiry;
}

/** The inbox's reply action was used: the first reply is stamped, a new enquiry becomes contacted. */
export async function markEnquiryReplied(id: number): Promise<Enquiry> {
  // An empty object, not null: axios sends a null body with a content type the API refuses (415).
  return (await call('markEnquiryReplied', { params: { id }, body: {} })).enquiry;
}

/** The private notes on one of my enquiries, oldest first. */
export async function getEnquiryNotes(id: number): Promise<EnquiryNote[]> {
  return (await call('getEnquiryNotes', { params: { id } })).data;
}

export async function addEnquiryNote(id: number, text: string): Promise<EnquiryNote> {
  return (await call('addEnquiryNote', { params: { id }, body: { text } })).note;
}

/** The average time to first reply over my last 90 days' enquiries, and how many wait. */
export async function getEnquiryReplyTime(): Promise<EnquiryReplyTime> {
  return call('getEnquiryReplyTime', {});
}

/** What the signed-in user sent while signed in, newest first (`page`, `per_page`). */
export async function getSentEnquiries(page: number): Promise<SentEnquiriesPage> {
  return call('getSentEnquiries', { query: { page } });
}
