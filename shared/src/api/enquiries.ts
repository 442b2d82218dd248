import type {
  Enquiry,
  EnquiryBody,
  EnquiryEnvelope,
  EnquiryStatus,
  MessageBody,
  MyEnquiriesPage,
} from '../contract';
import { apiClient } from './client';

// Enquiries. The form posts to the path its page's answer gave (`enquiry_path`,
// SPEC §7: "support message and send-email calls are POSTs to given paths"), relative to the
// API base. Errors are re-thrown: 422 carries field errors, 429 a wait.

export type { Enquiry, EnquiryBody };
// Through this subpath, which every build (the server renderer's too) provides.
export { CONTACT_ENQUIRY_PATH } from '../contract/enquiry-rules';

export async function sendEnquiry(path: string, body: EnquiryBody): Promise<MessageBody> {
  return (await apiClient.post<MessageBody>(path, body)).data;
}

/** `page`, `per_page`, `filter[status]`. */
export type MyEnquiriesParams = Record<string, string | number>;

export async function getMyEnquiries(params: MyEnquiriesParams): Promise<MyEnquiriesPage> {
  return (await apiClient.get<MyEnquiriesPage>('/my/enquiries', { params })).data;
}

export async function setEnquiryStatus(id: number, status: EnquiryStatus): Promise<Enquiry> {
  const path = `/my/enquiries/${encodeURIComponent(id)}/status`;
  return (await apiClient.post<EnquiryEnvelope>(path, { status })).data.enquiry;
}
