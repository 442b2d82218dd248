export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { validatePhone, phoneErrorMessage } from './validate-phone';
export { displayPhone, phoneE164 } from './display-phone';
export { parseIpLookupReply } from './ip-lookup';
export { shouldOpenAbove } from './placement';
export type {
  CountryCode,
  CountryOption,
  PhoneErrorCode,
  PhoneValidation,
  PhoneValue,
} from './types';
