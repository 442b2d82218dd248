import { endpoint } from '../endpoint';
import {
  EnquiryBody,
  EnquiryEnvelope,
  EnquiryNoteBody,
  EnquiryNoteEnvelope,
  EnquiryNotesList,
  EnquiryReplyTime,
  EnquiryStatusBody,
  MyEnquiriesPage,
  MyEnquiriesQuery,
  SentEnquiriesPage,
  SentEnquiriesQuery,
  UpdateEnquiryBody,
} from '../enquiries';
import { CONTACT_ENQUIRY_PATH, type EnquiryTarget } from '../enquiry-rules';
import { IdParams, MessageBody, NoBody } from '../schema-kit';

/**
 * A target's form posts to the public read's path plus /enquiry (the page answers carry it as
 * `enquiry_path`): open to guests and signed-in visitors alike, rate limited per address.
 */
const targetEnquiry = <const P extends string>(kind: EnquiryTarget, path: P) =>
  endpoint({
    method: 'POST',
    path,
    access: 'public',
    // A signed-in sender's token: a copy goes to their confirmed address when it is the one typed.
    optionalToken: true,
    tag: 'enquiries',
    summary: `Send an enquiry about a ${kind}; its recipient is mailed, and a signed-in sender gets a copy at their confirmed address`,
    params: IdParams,
    body: EnquiryBody,
    response: MessageBody,
    status: 201,
    errors: [404, 422, 429],
  });

// The public forms' POSTs, then the recipient's side (brokers and developers).
export const enquiryEndpoints = {
  sendListingEnquiry: targetEnquiry('listing', '/:id/property/enquiry'),
  sendProjectEnquiry: targetEnquiry('project', '/projects/:id/enquiry'),
  sendDeveloperEnquiry: targetEnquiry('developer', '/developers/:id/enquiry'),
  sendAgentEnquiry: targetEnquiry('agent', '/agents/:id/enquiry'),
  sendContactEnquiry: endpoint({
    method: 'POST',
    path: CONTACT_ENQUIRY_PATH,
    access: 'public',
    optionalToken: true,
    tag: 'enquiries',
    summary:
      "The contact page's message to the company (docs/product-rules.md §7 support message); stored and mailed to COMPANY_EMAIL, with a copy to a signed-in sender's confirmed address",
    body: EnquiryBody,
    response: MessageBody,
    status: 201,
    errors: [422, 429],
  }),
  getMyEnquiries: endpoint({
    method: 'GET',
    path: '/my/enquiries',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary:
      'Enquiries sent to the signed-in agent or developer, by stage and follow-up due, newest, oldest or next follow-up first',
    query: MyEnquiriesQuery,
    response: MyEnquiriesPage,
    errors: [401, 403, 422],
  }),
  getSentEnquiries: endpoint({
    method: 'GET',
    path: '/my/sent-enquiries',
    // Anyone signed in: a buyer above all, but an agent asking a developer about a project too.
    access: 'signed-in',
    tag: 'enquiries',
    summary: 'Enquiries the signed-in user sent while signed in, newest first',
    query: SentEnquiriesQuery,
    response: SentEnquiriesPage,
    errors: [401, 422],
  }),
  setEnquiryStatus: endpoint({
    method: 'POST',
    path: '/my/enquiries/:id/status',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary:
      'Set the pipeline stage of one of my enquiries (kept for pages older than PATCH /my/enquiries/{id})',
    params: IdParams,
    body: EnquiryStatusBody,
    response: EnquiryEnvelope,
    errors: [401, 403, 404, 422],
  }),
  updateEnquiry: endpoint({
    method: 'PATCH',
    path: '/my/enquiries/:id',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary:
      'Set the pipeline stage and/or the next follow-up day (null clears it) of one of my enquiries; a stage past new stamps the first reply',
    params: IdParams,
    body: UpdateEnquiryBody,
    response: EnquiryEnvelope,
    errors: [401, 403, 404, 422],
  }),
  markEnquiryReplied: endpoint({
    method: 'POST',
    path: '/my/enquiries/:id/replied',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary:
      "The inbox's reply action was used: stamps the first reply (once) and moves a new enquiry to contacted",
    params: IdParams,
    body: NoBody,
    response: EnquiryEnvelope,
    errors: [401, 403, 404, 422],
  }),
  getEnquiryNotes: endpoint({
    method: 'GET',
    path: '/my/enquiries/:id/notes',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary: 'The private notes on one of my enquiries, oldest first',
    params: IdParams,
    response: EnquiryNotesList,
    errors: [401, 403, 404, 422],
  }),
  addEnquiryNote: endpoint({
    method: 'POST',
    path: '/my/enquiries/:id/notes',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary: 'Add a private note to one of my enquiries (never shown to its sender)',
    params: IdParams,
    body: EnquiryNoteBody,
    response: EnquiryNoteEnvelope,
    status: 201,
    errors: [401, 403, 404, 422],
  }),
  getEnquiryReplyTime: endpoint({
    method: 'GET',
    path: '/my/enquiries/reply-time',
    access: ['broker', 'developer'],
    tag: 'enquiries',
    summary:
      'Average time to first reply over my enquiries of the last 90 days, and how many still wait',
    response: EnquiryReplyTime,
    errors: [401, 403],
  }),
};
