// The enquiry form, a subpath of its own: the pages that show it load it, the home page does
// not (it loads @phuket/shared/ui eagerly).
export { EnquiryForm } from './EnquiryForm';
export type { EnquiryFormProps, SendEnquiry } from './EnquiryForm';
