import { AGENT_PROFILE_MESSAGES, AGENT_PROFILE_SAVED } from '@phuket/shared/contract';
import { EMPTY_FILE_MESSAGE, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from '@phuket/shared/domain';
import { accountMessages } from './messages';
import { translateKnown } from './known-messages';
import { EMPTY_PHONE } from './phone-state';
import { strengthProblem } from './password-strength';
import {
  validateCode,
  validateConfirmation,
  validateEmail,
  validateName,
  validateNewPassword,
} from './validation';

const ru = (text: string) =>
  translateKnown((id, values) => accountMessages.format('ru', id, values), text);
const th = (text: string) =>
  translateKnown((id, values) => accountMessages.format('th', id, values), text);

beforeAll(async () => {
  await Promise.all([accountMessages.load('ru'), accountMessages.load('th')]);
});

describe('the English messages of the forms and the contract, in another language', () => {
  // Each is what a store or a shared rule really produces: a changed English text that the
  // table no longer recognises fails here instead of showing English on a Russian page.
  const produced = [
    validateName(''),
    validateName('x'.repeat(300)),
    validateEmail(''),
    validateEmail('not-an-email'),
    validateNewPassword(''),
    validateNewPassword('short'),
    validateNewPassword('x'.repeat(200)),
    validateConfirmation('a', ''),
    validateConfirmation('a', 'b'),
    validateCode('12'),
    EMPTY_PHONE.problem,
    strengthProblem({ score: 0, warning: 'This is a top-10 common password.', suggestions: [] }),
    AGENT_PROFILE_MESSAGES.bioLong,
    AGENT_PROFILE_MESSAGES.controlCharacters,
    AGENT_PROFILE_MESSAGES.languageUnknown,
    AGENT_PROFILE_SAVED,
    WRONG_TYPE_MESSAGE,
    TOO_LARGE_MESSAGE,
    EMPTY_FILE_MESSAGE,
  ];

  it.each(produced.map((text) => [text ?? '']))('says "%s" in Russian and Thai', (text) => {
    expect(ru(text)).toMatch(/[А-Яа-яЁё]/);
    expect(ru(text)).not.toBe(text);
    expect(th(text)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('keeps the values of the sentences it recognises, and plural forms', () => {
    expect(ru('Too many attempts. Try again in 5 minutes.')).toBe(
      'Слишком много попыток. Повторите через 5 минут.',
    );
    expect(ru('Too many attempts. Try again in 2 minutes.')).toBe(
      'Слишком много попыток. Повторите через 2 минуты.',
    );
    expect(ru('The follow-up was not changed: Pick a day.')).toBe(
      'Дата контакта не изменена: Pick a day.',
    );
    expect(ru('"Villas in Rawai" was deleted; its alerts stop.')).toBe(
      'Поиск «Villas in Rawai» удалён, письма по нему больше не придут.',
    );
  });

  it("leaves a server's own message as it came", () => {
    const message = 'These credentials do not match our records.';
    expect(ru(message)).toBe(message);
  });
});
